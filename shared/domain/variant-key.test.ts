import { describe, expect, it } from 'vitest';
import { variantKey } from './variant-key';

describe('variantKey', () => {
  it('joins the option values with a slash, leaving blanks out', () => {
    expect(variantKey(['10.5', 'New', null])).toBe('10.5 / New');
    expect(variantKey([' 9 ', '', 'Box'])).toBe('9 / Box');
    expect(variantKey([null, undefined])).toBe('');
  });
});
