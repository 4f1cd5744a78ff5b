import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyOrDash, formatPayoutTotal } from './money-format';

describe('formatMoney', () => {
  it('shows no decimals for a whole amount', () => {
    expect(formatMoney(10, 'USD')).toBe('$10');
    expect(formatMoney(0, 'USD')).toBe('$0');
    expect(formatMoney(2000, 'USD')).toBe('$2,000');
  });

  it('shows 2 decimals when the amount is not whole', () => {
    expect(formatMoney(12.5, 'USD')).toBe('$12.50');
    expect(formatMoney(1234.567, 'USD')).toBe('$1,234.57');
    expect(formatMoney(-3.1, 'USD')).toBe('-$3.10');
  });

  it("uses the store's currency", () => {
    expect(formatMoney(5, 'EUR')).toBe('€5');
    expect(formatMoney(5.25, 'GBP')).toBe('£5.25');
    expect(formatMoney(5, 'ZAR')).toMatch(/^ZAR\s5$/);
  });

  it('falls back to a plain number for an unknown currency', () => {
    expect(formatMoney(1.5, 'not-a-currency')).toBe('1.50');
    expect(formatMoney(7, 'not-a-currency')).toBe('7');
  });
});

describe('formatMoneyOrDash', () => {
  it('shows a dash for an amount not there, and the amount otherwise (0 included)', () => {
    expect(formatMoneyOrDash(null, 'USD')).toBe('—');
    expect(formatMoneyOrDash(undefined, 'USD')).toBe('—');
    expect(formatMoneyOrDash(0, 'USD')).toBe('$0');
    expect(formatMoneyOrDash(12.5, 'USD')).toBe('$12.50');
  });
});

describe('formatPayoutTotal (spec 001 §9)', () => {
  it('shows a payout total with 2 decimals, whole amounts included', () => {
    expect(formatPayoutTotal(2000, 'USD')).toBe('$2,000.00');
    expect(formatPayoutTotal(1999.99, 'USD')).toBe('$1,999.99');
    expect(formatPayoutTotal(0.5, 'EUR')).toBe('€0.50');
  });

  it('shows 1 decimal on mobile cards', () => {
    expect(formatPayoutTotal(2000, 'USD', { isMobileCard: true })).toBe('$2,000.0');
    expect(formatPayoutTotal(150.25, 'USD', { isMobileCard: true })).toBe('$150.3');
  });

  it('falls back to a plain number for an unknown currency', () => {
    expect(formatPayoutTotal(7, 'not-a-currency')).toBe('7.00');
  });
});
