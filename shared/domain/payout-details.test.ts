import { describe, expect, it } from 'vitest';
import { maySeeBankDetails } from './access-controls';
import { maskNumber, maskPayoutDetails, payoutDetailsChanged } from './payout-details';

describe('payout details', () => {
  it('masks numbers to their last 4 characters, short ones whole', () => {
    expect(maskNumber('123456789')).toBe('•••••6789');
    expect(maskNumber('1234')).toBe('••••');
    expect(maskNumber('')).toBe('');
  });

  it('masks account, routing and IBAN numbers and keeps the rest', () => {
    expect(
      maskPayoutDetails({
        payoutType: 'Bank',
        payoutData: null,
        bankData: {
          accountName: 'Ada L',
          accountNumber: '123456789',
          routingNumber: '021000021',
          ibanNumber: 'GB82WEST12345698765432',
          swiftCode: 'DEUTDEFF',
        },
      }),
    ).toEqual({
      payoutType: 'Bank',
      payoutData: null,
      bankData: {
        accountName: 'Ada L',
        accountNumber: '•••••6789',
        routingNumber: '•••••0021',
        ibanNumber: '••••••••••••••••••5432',
        swiftCode: 'DEUTDEFF',
      },
    });
  });

  it('sees a change of type, payout email or any bank detail, not a reordering', () => {
    const before = { payoutType: 'Bank', payoutData: null, bankData: { a: '1', b: '2' } };
    expect(payoutDetailsChanged(before, { ...before, bankData: { b: '2', a: '1' } })).toBe(false);
    expect(payoutDetailsChanged(before, { ...before, bankData: { a: '1', b: '3' } })).toBe(true);
    expect(payoutDetailsChanged(before, { ...before, payoutType: 'PayPal' })).toBe(true);
    expect(payoutDetailsChanged(before, { ...before, payoutData: 'x@example.test' })).toBe(true);
    const none = { payoutType: null, payoutData: null, bankData: null };
    expect(payoutDetailsChanged(none, { ...none, bankData: {} })).toBe(false);
  });
});

describe('maySeeBankDetails', () => {
  const employee = { kind: 'employee' as const, role: 'Employee' as const, consignerId: null };
  it('shows them to the Admin, to employees with Consigners and to the consigner themself', () => {
    expect(maySeeBankDetails({ ...employee, role: 'Admin', accessControls: [] }, 7)).toBe(true);
    expect(maySeeBankDetails({ ...employee, accessControls: ['Consigners'] }, 7)).toBe(true);
    expect(maySeeBankDetails({ ...employee, accessControls: null }, 7)).toBe(true);
    const self = { kind: 'consigner' as const, role: 'Consigner' as const, accessControls: null };
    expect(maySeeBankDetails({ ...self, consignerId: 7 }, 7)).toBe(true);
  });
  it('hides them from everyone else', () => {
    expect(maySeeBankDetails({ ...employee, accessControls: ['Products', 'Inventory'] }, 7)).toBe(false);
    const other = { kind: 'consigner' as const, role: 'Consigner' as const, accessControls: null };
    expect(maySeeBankDetails({ ...other, consignerId: 8 }, 7)).toBe(false);
    expect(maySeeBankDetails({ kind: null, role: null, accessControls: null, consignerId: null }, 7)).toBe(
      false,
    );
  });
});
