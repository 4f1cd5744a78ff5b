import { describe, expect, it } from 'vitest';
import { formatDashboardCount, formatDashboardMoney } from './dashboard-format';

describe('formatDashboardMoney', () => {
  it('rounds an amount under a million and writes it in the store currency (spec 001 §9)', () => {
    expect(formatDashboardMoney(12345.67, 'USD')).toBe('$12,346');
    expect(formatDashboardMoney(0, 'USD')).toBe('$0');
    expect(formatDashboardMoney(999_999.4, 'USD')).toBe('$999,999');
  });

  it('abbreviates millions as M and billions as B, the sign where the locale puts it', () => {
    expect(formatDashboardMoney(2_500_000, 'USD')).toBe('$2.5M');
    expect(formatDashboardMoney(1_250_000_000, 'EUR')).toBe('€1.25B');
    expect(formatDashboardMoney(-2_500_000, 'USD')).toBe('-$2.5M');
    expect(formatDashboardMoney(-1234.4, 'GBP')).toBe('-£1,234');
  });

  it('writes a currency the locale has no sign for by its code (a no-break space between)', () => {
    expect(formatDashboardMoney(1_500_000, 'CHF')).toBe('CHF\u00a01.5M');
  });

  it('leaves the number bare for a currency code that is not one', () => {
    expect(formatDashboardMoney(1_500_000, 'not a currency')).toBe('1.5M');
  });
});

describe('formatDashboardCount', () => {
  it('abbreviates counts the same way, without currency', () => {
    expect(formatDashboardCount(1234)).toBe('1,234');
    expect(formatDashboardCount(3_400_000)).toBe('3.4M');
  });
});
