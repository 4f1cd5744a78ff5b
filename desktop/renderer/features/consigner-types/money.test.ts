import { describe, expect, it } from 'vitest';
import { formatMoney, formatPercent, toNumberOrNull } from './money';

describe('formatMoney', () => {
  it('shows 2 decimals only when the amount is not whole, in the store currency', () => {
    expect(formatMoney(10, 'USD')).toBe('$10');
    expect(formatMoney(12.5, 'USD')).toBe('$12.50');
    expect(formatMoney(5, 'ZAR')).toContain('5');
    expect(formatMoney(5, 'ZAR')).not.toContain('.00');
  });

  it('falls back to a plain number for an unknown currency', () => {
    expect(formatMoney(1.5, 'not-a-currency')).toBe('1.50');
  });
});

describe('formatPercent and toNumberOrNull', () => {
  it('formats percents and converts form values', () => {
    expect(formatPercent(20)).toBe('20%');
    expect(formatPercent(12.5)).toBe('12.50%');
    expect(toNumberOrNull('')).toBeNull();
    expect(toNumberOrNull(undefined)).toBeNull();
    expect(toNumberOrNull('12.5')).toBe(12.5);
    expect(toNumberOrNull(0)).toBe(0);
  });
});
