import { describe, expect, it } from 'vitest';
import { compareSizes, sortSizes } from './size-sort';

describe('sortSizes (spec 001 §3: numeric on the first number; apparel XXS…XXL)', () => {
  it('sorts numerically on the first number in the value', () => {
    expect(sortSizes(['10.5 W', 'US 9', '4.5', '10', '4'])).toEqual(['4', '4.5', 'US 9', '10', '10.5 W']);
    expect(sortSizes(['14', '9.5', '12', '2', '11.5'])).toEqual(['2', '9.5', '11.5', '12', '14']);
  });

  it('orders apparel sizes XXS, XS, S, M, L, XL, XXL, in any case', () => {
    expect(sortSizes(['XXL', 'M', 'xs', 'L', 'S', 'XXS', 'XL'])).toEqual([
      'XXS',
      'xs',
      'S',
      'M',
      'L',
      'XL',
      'XXL',
    ]);
    expect(compareSizes('XS', 'M')).toBeLessThan(0);
    expect(compareSizes('M', 'XXL')).toBeLessThan(0);
    expect(compareSizes('XXL', 'XS')).toBeGreaterThan(0);
  });

  it('puts numbers first, apparel next, then other values alphabetically', () => {
    expect(sortSizes(['One Size', 'M', '8', 'Kids', 'S', '7.5'])).toEqual([
      '7.5',
      '8',
      'S',
      'M',
      'Kids',
      'One Size',
    ]);
  });

  it('breaks ties on the same number alphabetically and leaves the input untouched', () => {
    const input = ['10 W', '10', 'US 10'];
    expect(sortSizes(input)).toEqual(['10', '10 W', 'US 10']);
    expect(input).toEqual(['10 W', '10', 'US 10']);
    expect(compareSizes('9', '9')).toBe(0);
  });
});
