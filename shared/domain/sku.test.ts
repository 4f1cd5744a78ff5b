import { describe, expect, it } from 'vitest';
import { normalizeSku } from './sku';

describe('normalizeSku', () => {
  it('lower-cases and removes spaces and dashes', () => {
    expect(normalizeSku('DD1391-100')).toBe('dd1391100');
    expect(normalizeSku(' dd1391 100 ')).toBe('dd1391100');
    expect(normalizeSku('Dd-1391 - 100')).toBe('dd1391100');
    expect(normalizeSku('a\tb')).toBe('ab');
  });

  it('keeps every other character', () => {
    expect(normalizeSku('CW2288_111/B')).toBe('cw2288_111/b');
    expect(normalizeSku('')).toBe('');
  });
});
