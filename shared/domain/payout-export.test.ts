import { describe, expect, it } from 'vitest';
import { centsText, payoutDetailRows } from './payout-export';

describe('payout export', () => {
  it('writes cents with 2 decimals from the integer, never a float', () => {
    expect(centsText(15050)).toBe('150.50');
    expect(centsText(1)).toBe('0.01');
    expect(centsText(0)).toBe('0.00');
    expect(centsText(-5)).toBe('-0.05');
    expect(centsText(1000000001)).toBe('10000000.01');
    expect(() => centsText(0.5)).toThrow(RangeError);
  });

  it('names the PayPal or Zelle account email', () => {
    expect(
      payoutDetailRows({ payoutType: 'Zelle', payoutData: 'ada@example.test', bankData: null }, false),
    ).toEqual([
      ['Payout method', 'Zelle'],
      ['Zelle email', 'ada@example.test'],
    ]);
  });

  it('shows bank numbers in full only when allowed, masked to the last 4 otherwise', () => {
    const details = {
      payoutType: 'Bank',
      payoutData: null,
      bankData: {
        accountName: 'Ada L',
        bank: 'First Bank',
        accountNumber: '000123456789',
        routingNumber: '021000021',
      },
    };
    expect(payoutDetailRows(details, true)).toEqual([
      ['Payout method', 'Bank'],
      ['Account name', 'Ada L'],
      ['Bank', 'First Bank'],
      ['Account number', '000123456789'],
      ['Routing number', '021000021'],
    ]);
    expect(payoutDetailRows(details, false)).toContainEqual(['Account number', '••••••••6789']);
    expect(payoutDetailRows(details, false)).toContainEqual(['Routing number', '•••••0021']);
  });

  it('says when no payout method is set', () => {
    expect(payoutDetailRows({ payoutType: null, payoutData: null, bankData: null }, true)).toEqual([
      ['Payout method', 'Not set'],
    ]);
  });
});
