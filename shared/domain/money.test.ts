import { describe, expect, it } from 'vitest';
import { fromCents, percentOfCents, toCents } from './money';

describe('toCents / fromCents: money as integer cents', () => {
  it('adds cents that do not round-trip through floats: 0.1 + 0.2', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(toCents(0.1) + toCents(0.2)).toBe(30);
    expect(fromCents(toCents(0.1) + toCents(0.2))).toBe(0.3);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });

  it('reads the decimal digits, not value × 100 in floating point', () => {
    // 0.29 × 100 = 28.999999999999996, 4.35 × 100 = 434.99999999999994, 1.005 × 100 = 100.49999999999999
    expect(toCents(0.29)).toBe(29);
    expect(toCents(4.35)).toBe(435);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(1.0049)).toBe(100);
    expect(toCents(150.5)).toBe(15050);
    expect(toCents(9_999_999_999.99)).toBe(999_999_999_999);
  });

  it('handles zero, negatives and tiny amounts', () => {
    expect(toCents(0)).toBe(0);
    expect(Object.is(toCents(-0), 0)).toBe(true);
    expect(toCents(-19.99)).toBe(-1999);
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(1e-7)).toBe(0);
  });

  it('gives back the number a DECIMAL(12,2) column holds', () => {
    expect(fromCents(1999)).toBe(19.99);
    expect(fromCents(30)).toBe(0.3);
    expect(fromCents(-435)).toBe(-4.35);
    for (const amount of [0.01, 0.07, 0.29, 1.1, 4.35, 19.99, 1234.56]) {
      expect(fromCents(toCents(amount))).toBe(amount);
    }
  });

  it('refuses what is not money', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toCents(1e20)).toThrow(RangeError);
    expect(() => fromCents(1.5)).toThrow(RangeError);
  });
});

describe('percentOfCents: half-up to the cent', () => {
  it('rounds a half cent up (not to even)', () => {
    // 10% of 0.05 = 0.5 cent → 1 cent (banker's rounding would give 0)
    expect(percentOfCents(5, 10)).toBe(1);
    // 10% of 0.25 = 2.5 cents → 3 cents (banker's rounding would give 2)
    expect(percentOfCents(25, 10)).toBe(3);
    // 12.5% of 0.04 = 0.5 cent → 1 cent
    expect(percentOfCents(4, 12.5)).toBe(1);
    // 10% of 0.24 = 2.4 cents → 2 cents
    expect(percentOfCents(24, 10)).toBe(2);
    // half away from zero for negatives: 10% of −0.25 = −2.5 → −3
    expect(percentOfCents(-25, 10)).toBe(-3);
  });

  it('is exact where floating point is not', () => {
    // 19.99 × 10% in floats is 1.9990000000000001; in cents 1999 × 10% = 199.9 → 200
    expect(percentOfCents(1999, 10)).toBe(200);
    // 7.25% of 1,000,000.00 = 72,500.00 exactly
    expect(percentOfCents(100_000_000, 7.25)).toBe(7_250_000);
    // the largest DECIMAL(12,2) price at 100% stays exact (the product passes 2^53)
    expect(percentOfCents(999_999_999_999, 100)).toBe(999_999_999_999);
  });
});
