import { describe, expect, it } from 'vitest';
import {
  chequeAmounts,
  chequeIdempotencyKey,
  chequesNeeded,
  owedByConsigner,
  payoutStatusOf,
  remainingChequeAmounts,
} from './payouts';

describe('owedByConsigner', () => {
  it('sums each consigner’s payouts and takes their negative balance off', () => {
    const owed = owedByConsigner(
      [
        { consignerId: 7, payoutCents: 15_000 },
        { consignerId: 9, payoutCents: 2_550 },
        { consignerId: 7, payoutCents: 5_000 },
      ],
      new Map([[7, 3_000]]),
    );
    expect(owed).toEqual([
      {
        consignerId: 7,
        itemCount: 2,
        itemsCents: 20_000,
        balanceBeforeCents: 3_000,
        balanceAppliedCents: 3_000,
        owedCents: 17_000,
        balanceCarriedCents: 0,
      },
      {
        consignerId: 9,
        itemCount: 1,
        itemsCents: 2_550,
        balanceBeforeCents: 0,
        balanceAppliedCents: 0,
        owedCents: 2_550,
        balanceCarriedCents: 0,
      },
    ]);
  });

  it('never owes below 0 and carries what a balance larger than the payout leaves', () => {
    const [owed] = owedByConsigner([{ consignerId: 3, payoutCents: 4_000 }], new Map([[3, 10_000]]));
    expect(owed).toMatchObject({ owedCents: 0, balanceAppliedCents: 4_000, balanceCarriedCents: 6_000 });
  });

  it('takes a balance equal to the payout whole and counts a negative balance as none', () => {
    expect(owedByConsigner([{ consignerId: 1, payoutCents: 999 }], new Map([[1, 999]]))[0]).toMatchObject({
      owedCents: 0,
      balanceCarriedCents: 0,
    });
    expect(owedByConsigner([{ consignerId: 1, payoutCents: 999 }], new Map([[1, -500]]))[0]).toMatchObject({
      owedCents: 999,
      balanceBeforeCents: 0,
    });
  });

  it('refuses fractions of a cent and negative payouts', () => {
    expect(() => owedByConsigner([{ consignerId: 1, payoutCents: 1.5 }], new Map())).toThrow(RangeError);
    expect(() => owedByConsigner([{ consignerId: 1, payoutCents: -1 }], new Map())).toThrow(RangeError);
  });
});

describe('cheques', () => {
  it.each([
    [199_999, [199_999]],
    [200_000, [200_000]],
    [200_001, [200_000, 1]],
    [400_000, [200_000, 200_000]],
    [1_000_050, [200_000, 200_000, 200_000, 200_000, 200_000, 50]],
    [0, []],
  ])('%i cents → %j', (total, cheques) => {
    expect(chequeAmounts(total)).toEqual(cheques);
    expect(chequesNeeded(total)).toBe(cheques.length);
    expect(cheques.reduce((sum, cents) => sum + cents, 0)).toBe(total);
  });

  it('a retry sends only the remaining balance', () => {
    expect(remainingChequeAmounts(1_000_050, [200_000, 200_000])).toEqual([200_000, 200_000, 200_000, 50]);
    expect(remainingChequeAmounts(200_001, [200_000, 1])).toEqual([]);
    expect(remainingChequeAmounts(200_001, [])).toEqual([200_000, 1]);
  });

  it('keys each cheque by store, payout, consigner and number', () => {
    expect(chequeIdempotencyKey(2, 14, 7, 3)).toBe('consigndesk-2-14-7-3');
    expect(chequeIdempotencyKey(2, 14, 7, 3)).not.toBe(chequeIdempotencyKey(2, 14, 7, 4));
  });
});

describe('payoutStatusOf', () => {
  it('follows its consigners', () => {
    expect(payoutStatusOf(['Paid', 'Paid'], 'Unpaid')).toBe('Paid');
    expect(payoutStatusOf(['Paid', 'Unpaid'], 'Unpaid')).toBe('PartiallyPaid');
    expect(payoutStatusOf(['Paid', 'Failed'], 'Unpaid')).toBe('Failed');
    expect(payoutStatusOf(['Pending', 'Paid'], 'Unpaid')).toBe('Pending');
    expect(payoutStatusOf(['Unpaid'], 'Buying')).toBe('Buying');
    expect(payoutStatusOf(['Unpaid'], 'Unpaid')).toBe('Unpaid');
  });
});
