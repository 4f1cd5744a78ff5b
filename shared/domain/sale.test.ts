import { describe, expect, it } from 'vitest';
import { validation } from '../messages';
import {
  checkPayments,
  checkSale,
  payoutBasisCents,
  priceSale,
  refundOf,
  settle,
  splitInProportion,
} from './sale';

const line = (
  inventoryId: number,
  priceCents: number,
  discount?: Parameters<typeof priceSale>[0]['lines'][number]['discount'],
) => ({
  inventoryId,
  priceCents,
  discount,
});
const noTax = { isTaxCharged: false, taxRatePercent: 0 };

describe('priceSale', () => {
  it('adds up a cart with no discount and no tax', () => {
    const totals = priceSale({ lines: [line(1, 10_000), line(2, 5_050)], ...noTax });
    expect(totals).toMatchObject({
      subtotalCents: 15_050,
      discountCents: 0,
      taxCents: 0,
      totalCents: 15_050,
    });
    expect(totals.lines.map((l) => l.salePriceCents)).toEqual([10_000, 5_050]);
  });

  it('takes line discounts as an amount or a percent', () => {
    const totals = priceSale({
      lines: [
        line(1, 10_000, { type: 'amount', cents: 1_500 }),
        line(2, 20_000, { type: 'percent', percent: 12.5 }),
      ],
      ...noTax,
    });
    expect(totals.lines.map((l) => l.lineDiscountCents)).toEqual([1_500, 2_500]);
    expect(totals.discountCents).toBe(4_000);
    expect(totals.totalCents).toBe(26_000);
  });

  it('splits a cart discount over the lines so the shares add up exactly', () => {
    const totals = priceSale({
      lines: [line(1, 10_000), line(2, 10_000), line(3, 10_000)],
      cartDiscount: { type: 'amount', cents: 1_000 },
      ...noTax,
    });
    expect(totals.lines.map((l) => l.cartDiscountCents)).toEqual([334, 333, 333]);
    expect(totals.discountCents).toBe(1_000);
    expect(totals.totalCents).toBe(29_000);
  });

  it('works a percent cart discount out on what the lines cost after their own discounts', () => {
    const totals = priceSale({
      lines: [line(1, 10_000, { type: 'amount', cents: 2_000 }), line(2, 2_000)],
      cartDiscount: { type: 'percent', percent: 10 },
      ...noTax,
    });
    expect(totals.discountCents).toBe(2_000 + 1_000);
    expect(totals.lines.map((l) => l.cartDiscountCents)).toEqual([800, 200]);
    expect(totals.lines.map((l) => l.salePriceCents)).toEqual([7_200, 1_800]);
  });

  it('charges tax per line on the sale price only when the store charges tax', () => {
    const input = {
      lines: [line(1, 9_999), line(2, 1_001)],
      cartDiscount: { type: 'amount' as const, cents: 1_000 },
    };
    const taxed = priceSale({ ...input, isTaxCharged: true, taxRatePercent: 8.25 });
    const sale = taxed.lines.map((l) => l.salePriceCents);
    expect(sale).toEqual([9_090, 910]);
    expect(taxed.lines.map((l) => l.taxCents)).toEqual([750, 75]);
    expect(taxed.totalCents).toBe(10_000 + 825);
    expect(priceSale({ ...input, isTaxCharged: false, taxRatePercent: 8.25 }).taxCents).toBe(0);
  });

  it('refuses an empty cart, an item twice and discounts out of range', () => {
    expect(checkSale({ lines: [], ...noTax })).toBe(validation.sale.emptyCart);
    expect(checkSale({ lines: [line(1, 100), line(1, 100)], ...noTax })).toBe(validation.sale.itemTwice);
    expect(checkSale({ lines: [line(1, 100, { type: 'amount', cents: 101 })], ...noTax })).toBe(
      validation.sale.discountAbovePrice,
    );
    expect(checkSale({ lines: [line(1, 100, { type: 'percent', percent: 101 })], ...noTax })).toBe(
      validation.sale.percentOutOfRange,
    );
    expect(checkSale({ lines: [line(1, 100)], cartDiscount: { type: 'amount', cents: -1 }, ...noTax })).toBe(
      validation.sale.discountNegative,
    );
    expect(checkSale({ lines: [line(1, 100)], cartDiscount: { type: 'amount', cents: 101 }, ...noTax })).toBe(
      validation.sale.discountAbovePrice,
    );
    expect(() => priceSale({ lines: [], ...noTax })).toThrow(validation.sale.emptyCart);
  });

  it('sells a line for nothing when it is discounted in full', () => {
    const totals = priceSale({ lines: [line(1, 5_000, { type: 'percent', percent: 100 })], ...noTax });
    expect(totals.totalCents).toBe(0);
  });
});

describe('splitInProportion', () => {
  it('gives nothing when there is nothing to split or no weight', () => {
    expect(splitInProportion(0, [1, 2])).toEqual([0, 0]);
    expect(splitInProportion(100, [0, 0])).toEqual([0, 0]);
  });
  it('always adds up to the total', () => {
    for (const total of [1, 7, 99, 1_000, 123_457]) {
      const shares = splitInProportion(total, [333, 1, 0, 90_000, 17]);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
      expect(shares[2]).toBe(0);
    }
  });
});

describe('payments', () => {
  it('gives change only from cash', () => {
    expect(
      settle(10_000, [
        { method: 'card', amountCents: 6_000 },
        { method: 'cash', amountCents: 5_000 },
      ]),
    ).toEqual({
      paidCents: 11_000,
      dueCents: 0,
      changeCents: 1_000,
      isCovered: true,
    });
    expect(checkPayments(10_000, [{ method: 'card', amountCents: 10_001 }])).toBe(
      validation.sale.changeOnlyFromCash,
    );
    expect(checkPayments(10_000, [{ method: 'cash', amountCents: 0 }])).toBe(validation.sale.paymentPositive);
    expect(
      checkPayments(10_000, [
        { method: 'card', amountCents: 4_000 },
        { method: 'other', amountCents: 6_000 },
      ]),
    ).toBeNull();
  });
  it('says what is still due on a split that does not cover the total', () => {
    expect(settle(10_000, [{ method: 'card', amountCents: 4_000 }])).toMatchObject({
      dueCents: 6_000,
      isCovered: false,
    });
  });
});

describe('payout basis and refunds', () => {
  it('pays the consigner on the full price when the store absorbs the discount', () => {
    const [priced] = priceSale({
      lines: [line(1, 10_000, { type: 'amount', cents: 2_000 })],
      ...noTax,
    }).lines;
    expect(payoutBasisCents(priced, true)).toBe(10_000);
    expect(payoutBasisCents(priced, false)).toBe(8_000);
  });
  it('refunds a line its sale price and its tax', () => {
    const totals = priceSale({
      lines: [line(1, 10_000), line(2, 5_000)],
      isTaxCharged: true,
      taxRatePercent: 10,
    });
    expect(refundOf([totals.lines[1]])).toBe(5_500);
    expect(refundOf(totals.lines)).toBe(totals.totalCents);
  });
});
