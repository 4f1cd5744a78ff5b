import { describe, expect, it } from 'vitest';
import { isValidGtin } from './gtin';

describe('isValidGtin (GS1 mod-10 check digit)', () => {
  it('accepts real codes of every length', () => {
    expect(isValidGtin('4006381333931')).toBe(true); // EAN-13
    expect(isValidGtin('036000291452')).toBe(true); // UPC-A
    expect(isValidGtin('96385074')).toBe(true); // EAN-8
    expect(isValidGtin('10012345678902')).toBe(true); // GTIN-14
    expect(isValidGtin('0194501089418')).toBe(true); // EAN-13 with a leading zero
  });

  it('refuses a code with an altered digit or check digit', () => {
    expect(isValidGtin('4006381333932')).toBe(false);
    expect(isValidGtin('4006381323931')).toBe(false);
    expect(isValidGtin('036000291453')).toBe(false);
    expect(isValidGtin('036000291442')).toBe(false);
    expect(isValidGtin('96385075')).toBe(false);
  });

  it('refuses other lengths and non-digits', () => {
    expect(isValidGtin('')).toBe(false);
    expect(isValidGtin('1234567')).toBe(false);
    expect(isValidGtin('40063813339310')).toBe(false);
    expect(isValidGtin('400638133393X')).toBe(false);
    expect(isValidGtin(' 4006381333931')).toBe(false);
    expect(isValidGtin('123456789012345')).toBe(false);
  });
});
