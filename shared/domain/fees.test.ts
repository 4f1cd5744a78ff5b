import { describe, expect, it } from 'vitest';
import { FEE_LINES } from '../constants';
import { type ConsignerType } from '../contracts/consigner-types';
import { validation } from '../messages';
import {
  DEFAULT_BOX_FEE_CENTS,
  DEFAULT_CLEANING_FEE_CENTS,
  type FeesInput,
  calculateFees,
  feeScheduleOf,
  pickConsignerType,
  toFeesResponse,
} from './fees';
import { toCents } from './money';

/** A consigner at a store with no transaction fee, no VAT, no cleaning or box fee, owing nothing. */
function input(overrides: Partial<FeesInput> = {}): FeesInput {
  return {
    priceCents: 0,
    schedule: { sellingFeePercent: 0, minFeeCents: 0, flatFeeCents: 0 },
    transactionFeePercent: 0,
    isCleaningCharged: false,
    isBoxCharged: false,
    negativeBalanceCents: 0,
    vatRatePercent: 0,
    isTaxChargedByStore: false,
    isTaxChargedByConsigner: false,
    isStoreAccount: false,
    isBuyingStore: false,
    currency: 'USD',
    ...overrides,
  };
}

/** The consigner type "10% with a minimum of 15". */
const tenPercentMin15 = { sellingFeePercent: 10, minFeeCents: 1500, flatFeeCents: 0 };

describe('calculateFees: the worked examples', () => {
  it('10% fee with min 15 on 100: 10% of 100 = 10 < 15, so the fee is 15 and the payout 100 − 15 = 85', () => {
    const fees = calculateFees(input({ priceCents: 10000, schedule: tenPercentMin15 }));
    expect(fees.selling).toBe(1500);
    expect(fees.payoutFee).toBe(1500);
    expect(fees.payout).toBe(8500);
    expect(fees.total).toBe(10000);
    expect(fees.zeroPayoutWarning).toBeNull();
  });

  it('10% fee with min 15 on 300: 10% of 300 = 30 ≥ 15, so the fee is 30 and the payout 300 − 30 = 270', () => {
    const fees = calculateFees(input({ priceCents: 30000, schedule: tenPercentMin15 }));
    expect(fees.selling).toBe(3000);
    expect(fees.payout).toBe(27000);
    expect(toFeesResponse(fees)).toEqual({
      payout: 270,
      payoutFee: 30,
      total: 300,
      transcation: 0,
      selling: 30,
      negativeBalance: 0,
    });
  });

  it('flat fee 5 is added after the minimum: on 100 max(10, 15) + 5 = 20 (payout 80); on 300 max(30, 15) + 5 = 35 (payout 265)', () => {
    const schedule = { ...tenPercentMin15, flatFeeCents: 500 };
    const on100 = calculateFees(input({ priceCents: 10000, schedule }));
    expect(on100.selling).toBe(2000);
    expect(on100.payout).toBe(8000);
    const on300 = calculateFees(input({ priceCents: 30000, schedule }));
    expect(on300.selling).toBe(3500);
    expect(on300.payout).toBe(26500);
  });

  it('VAT on: 300 with 3% transaction (9), 10% selling (30), cleaning 20 → store fees 59, VAT 15% of 59 = 8.85, fees 67.85, payout 232.15', () => {
    const fees = calculateFees(
      input({
        priceCents: 30000,
        schedule: tenPercentMin15,
        transactionFeePercent: 3,
        isCleaningCharged: true,
        vatRatePercent: 15,
        isTaxChargedByStore: true,
        isTaxChargedByConsigner: true,
      }),
    );
    expect(fees.lines).toEqual([
      { label: 'Transaction Fee', cents: 900, isDeducted: true },
      { label: 'Selling Fees', cents: 3000, isDeducted: true },
      { label: 'Cleaning Fee', cents: 2000, isDeducted: true },
      { label: 'Box Fees', cents: 0, isDeducted: true },
      { label: 'Outstanding Withdrawal Fees', cents: 0, isDeducted: false },
      { label: 'VAT', cents: 885, isDeducted: true },
    ]);
    expect(fees.payoutFee).toBe(6785);
    expect(fees.payout).toBe(23215);
    expect(toFeesResponse(fees)).toMatchObject({
      payout: 232.15,
      payoutFee: 67.85,
      transcation: 9,
      selling: 30,
    });
  });

  it('an outstanding withdrawal fee of 120 is shown, taken at payout, not from the item: 100 − 15 = payout 85', () => {
    const fees = calculateFees(
      input({ priceCents: 10000, schedule: tenPercentMin15, negativeBalanceCents: 12000 }),
    );
    expect(fees.negativeBalance).toBe(12000);
    expect(fees.lines.find((line) => line.label === 'Outstanding Withdrawal Fees')).toEqual({
      label: 'Outstanding Withdrawal Fees',
      cents: 12000,
      isDeducted: false,
    });
    expect(fees.payout).toBe(8500);
    expect(fees.payoutFee).toBe(1500);
    expect(fees.zeroPayoutWarning).toBeNull();
  });

  it('the payout is the same whatever the consigner owes (the wizard showed 142.80 where the item stored 167.80)', () => {
    const owing = calculateFees(
      input({ priceCents: 30000, schedule: tenPercentMin15, negativeBalanceCents: 2500 }),
    );
    const clear = calculateFees(input({ priceCents: 30000, schedule: tenPercentMin15 }));
    expect(owing.payout).toBe(clear.payout);
    expect(owing.payoutFee).toBe(clear.payoutFee);
    expect(owing.lines.filter((line) => line.isDeducted)).toEqual(
      clear.lines.filter((line) => line.isDeducted),
    );
  });

  it('cents that do not round-trip through floats: a price of 0.1 + 0.2 at 10% min 0 → fee 3 cents, payout 27 cents', () => {
    const fees = calculateFees(
      input({
        priceCents: toCents(0.1 + 0.2),
        schedule: { sellingFeePercent: 10, minFeeCents: 0, flatFeeCents: 0 },
      }),
    );
    expect(fees.selling).toBe(3);
    expect(fees.payout).toBe(27);
    expect(toFeesResponse(fees).payout).toBe(0.27);
  });

  it('rounds each line half-up, so the lines always add up to payoutFee: 19.99 at 2.5% + 12.5% → 0.4998 → 0.50 and 2.49875 → 2.50', () => {
    const fees = calculateFees(
      input({
        priceCents: 1999,
        transactionFeePercent: 2.5,
        schedule: { sellingFeePercent: 12.5, minFeeCents: 0, flatFeeCents: 0 },
      }),
    );
    expect(fees.transcation).toBe(50);
    expect(fees.selling).toBe(250);
    expect(fees.payoutFee).toBe(300);
    expect(fees.payout).toBe(1699);
  });
});

describe('calculateFees: the docs/fees.md worked example', () => {
  const example = input({
    priceCents: 30000,
    schedule: tenPercentMin15,
    transactionFeePercent: 3,
    isCleaningCharged: true,
    vatRatePercent: 15,
    isTaxChargedByStore: true,
    isTaxChargedByConsigner: true,
  });

  it('300 with 3% + max(10%, 15) + cleaning 20 + VAT 15% of 59 = 8.85, owing 50: fees 67.85, payout 232.15, 50 shown for payout time', () => {
    const fees = calculateFees({ ...example, negativeBalanceCents: 5000 });
    expect(fees.lines.map((line) => line.cents)).toEqual([900, 3000, 2000, 0, 5000, 885]);
    expect(fees.lines.map((line) => line.isDeducted)).toEqual([true, true, true, true, false, true]);
    expect(fees.payoutFee).toBe(6785);
    expect(fees.payout).toBe(23215);
    expect(fees.negativeBalance).toBe(5000);
  });

  it('owing 250 instead: the payout is still 232.15, no $0 warning; the 250 is taken at payout', () => {
    const fees = calculateFees({ ...example, negativeBalanceCents: 25000 });
    expect(fees.negativeBalance).toBe(25000);
    expect(fees.payout).toBe(23215);
    expect(fees.zeroPayoutWarning).toBeNull();
    expect(validation.inventory.zeroPayout).toBe('The current price will give a payout of $0.');
  });
});

describe('calculateFees: edge cases', () => {
  it('lists the six lines in FEE_LINES order and sums the deducted ones into payoutFee', () => {
    const fees = calculateFees(
      input({
        priceCents: 50000,
        schedule: { sellingFeePercent: 10, minFeeCents: 1500, flatFeeCents: 250 },
        transactionFeePercent: 3,
        isCleaningCharged: true,
        isBoxCharged: true,
        negativeBalanceCents: 1000,
        vatRatePercent: 15,
        isTaxChargedByStore: true,
        isTaxChargedByConsigner: true,
      }),
    );
    expect(fees.lines.map((line) => line.label)).toEqual([...FEE_LINES]);
    // 15.00 + (50.00 + 2.50) + 20 + 20 = 107.50; VAT 15% = 16.125 → 16.13; owed 10 is shown only
    expect(fees.lines.map((line) => line.cents)).toEqual([1500, 5250, 2000, 2000, 1000, 1613]);
    expect(fees.payoutFee).toBe(12363);
    expect(fees.payout).toBe(50000 - 12363);
    expect(fees.payout + fees.payoutFee).toBe(fees.total);
  });

  it('price 0: the minimum fee still applies, so the payout is 0 and the warning shows', () => {
    const fees = calculateFees(input({ priceCents: 0, schedule: tenPercentMin15 }));
    expect(fees.selling).toBe(1500);
    expect(fees.payout).toBe(0);
    expect(fees.total).toBe(0);
    expect(fees.zeroPayoutWarning).toBe(validation.inventory.zeroPayout);
  });

  it('price 0 with no selling fee: payout 0 but no warning (the selling fee is not above 0)', () => {
    const fees = calculateFees(input({ priceCents: 0, transactionFeePercent: 3 }));
    expect(fees.payout).toBe(0);
    expect(fees.payoutFee).toBe(0);
    expect(fees.zeroPayoutWarning).toBeNull();
  });

  it('min fee dominates a high percent on a low price: 40% of 20 = 8 < 15, fee 15, payout 5', () => {
    const fees = calculateFees(
      input({ priceCents: 2000, schedule: { sellingFeePercent: 40, minFeeCents: 1500, flatFeeCents: 0 } }),
    );
    expect(fees.selling).toBe(1500);
    expect(fees.payout).toBe(500);
  });

  it('fees above the price: payout stops at 0; the negative balance is only shown', () => {
    // 10 − max(1, 15) − cleaning 20 < 0
    const fees = calculateFees(
      input({
        priceCents: 1000,
        schedule: tenPercentMin15,
        isCleaningCharged: true,
        negativeBalanceCents: 500,
      }),
    );
    expect(fees.payout).toBe(0);
    expect(fees.negativeBalance).toBe(500);
    expect(fees.payoutFee).toBe(3500);
  });

  it('warns when the payout is below 1 (payout 0.50) and not at exactly 1', () => {
    // 15.50 − 15 = 0.50
    expect(calculateFees(input({ priceCents: 1550, schedule: tenPercentMin15 })).zeroPayoutWarning).toBe(
      'The current price will give a payout of $0.',
    );
    // 16.00 − 15 = 1.00
    expect(
      calculateFees(input({ priceCents: 1600, schedule: tenPercentMin15 })).zeroPayoutWarning,
    ).toBeNull();
  });

  it("words the warning with the store's currency", () => {
    const fees = calculateFees(input({ priceCents: 1000, schedule: tenPercentMin15, currency: 'EUR' }));
    expect(fees.zeroPayoutWarning).toBe('The current price will give a payout of €0.');
    const gbp = calculateFees(input({ priceCents: 1000, schedule: tenPercentMin15, currency: 'GBP' }));
    expect(gbp.zeroPayoutWarning).toBe('The current price will give a payout of £0.');
  });

  it('charges VAT only when both the store and the consigner charge tax', () => {
    const taxed = { priceCents: 30000, schedule: tenPercentMin15, vatRatePercent: 15 };
    expect(
      calculateFees(input({ ...taxed, isTaxChargedByStore: true, isTaxChargedByConsigner: true })).vat,
    ).toBe(450);
    expect(calculateFees(input({ ...taxed, isTaxChargedByStore: true })).vat).toBe(0);
    expect(calculateFees(input({ ...taxed, isTaxChargedByConsigner: true })).vat).toBe(0);
    expect(calculateFees(input(taxed)).vat).toBe(0);
  });

  it('does not charge VAT on the withdrawal fees collected: 15% of the selling fee 30 only = 4.50', () => {
    const fees = calculateFees(
      input({
        priceCents: 30000,
        schedule: tenPercentMin15,
        negativeBalanceCents: 5000,
        vatRatePercent: 15,
        isTaxChargedByStore: true,
        isTaxChargedByConsigner: true,
      }),
    );
    expect(fees.vat).toBe(450);
    // 300 − 30 − 4.50 = 265.50 (the 50 owed is taken at payout)
    expect(fees.payout).toBe(26550);
  });

  it('cleaning and box fees default to 20 each and take the store amount when given', () => {
    expect(DEFAULT_CLEANING_FEE_CENTS).toBe(2000);
    expect(DEFAULT_BOX_FEE_CENTS).toBe(2000);
    const defaults = calculateFees(input({ priceCents: 10000, isCleaningCharged: true, isBoxCharged: true }));
    expect([defaults.cleaning, defaults.box, defaults.payout]).toEqual([2000, 2000, 6000]);
    const configured = calculateFees(
      input({
        priceCents: 10000,
        isCleaningCharged: true,
        cleaningFeeCents: 1250,
        isBoxCharged: false,
        boxFeeCents: 999,
      }),
    );
    expect([configured.cleaning, configured.box, configured.payout]).toEqual([1250, 0, 8750]);
  });

  it('store account: no fees, the payout is the cost and is labelled Cost', () => {
    const fees = calculateFees(
      input({
        priceCents: 30000,
        schedule: tenPercentMin15,
        transactionFeePercent: 3,
        isCleaningCharged: true,
        negativeBalanceCents: 1000,
        isStoreAccount: true,
        costCents: 18000,
      }),
    );
    expect(fees.payoutLabel).toBe('Cost');
    expect(fees.payout).toBe(18000);
    expect(fees.payoutFee).toBe(0);
    expect(fees.lines.filter((line) => line.isDeducted).every((line) => line.cents === 0)).toBe(true);
    expect(fees.negativeBalance).toBe(1000);
    expect(fees.total).toBe(30000);
    expect(fees.zeroPayoutWarning).toBeNull();
    expect(calculateFees(input({ priceCents: 100, isStoreAccount: true })).payout).toBe(0);
  });

  it('consigner accounts are labelled Payout', () => {
    expect(calculateFees(input({ priceCents: 100 })).payoutLabel).toBe('Payout');
  });

  it('buying store: the buy-and-sell price is the payout and the payoutAmount, with no fees', () => {
    const fees = calculateFees(
      input({ priceCents: 12050, schedule: tenPercentMin15, transactionFeePercent: 3, isBuyingStore: true }),
    );
    expect(fees.payout).toBe(12050);
    expect(fees.payoutAmount).toBe(12050);
    expect(fees.payoutFee).toBe(0);
    expect(fees.zeroPayoutWarning).toBeNull();
  });

  it('payoutAmount follows payout for consigned items', () => {
    const fees = calculateFees(input({ priceCents: 30000, schedule: tenPercentMin15 }));
    expect(fees.payoutAmount).toBe(fees.payout);
  });

  it('refuses amounts that are not whole cents and percents outside 0–100', () => {
    expect(() => calculateFees(input({ priceCents: 19.99 }))).toThrow(RangeError);
    expect(() => calculateFees(input({ priceCents: -1 }))).toThrow(RangeError);
    expect(() => calculateFees(input({ negativeBalanceCents: -500 }))).toThrow(RangeError);
    expect(() => calculateFees(input({ transactionFeePercent: 101 }))).toThrow(RangeError);
    expect(() => calculateFees(input({ vatRatePercent: -1 }))).toThrow(RangeError);
  });
});

describe('feeScheduleOf', () => {
  it('turns a consigner type (major units, flatFee nullable) into cents', () => {
    expect(feeScheduleOf({ sellingFee: 12.5, minFee: 15, flatFee: null })).toEqual({
      sellingFeePercent: 12.5,
      minFeeCents: 1500,
      flatFeeCents: 0,
    });
    expect(feeScheduleOf({ sellingFee: 10, minFee: 0.1, flatFee: 2.29 })).toEqual({
      sellingFeePercent: 10,
      minFeeCents: 10,
      flatFeeCents: 229,
    });
  });
});

describe('pickConsignerType: the most specific type wins', () => {
  type TypeFields = Pick<
    ConsignerType,
    'id' | 'isDefault' | 'category' | 'option1Value' | 'option2Value' | 'option3Value'
  >;
  const type = (id: number, fields: Partial<TypeFields> = {}): TypeFields => ({
    id,
    isDefault: false,
    category: null,
    option1Value: null,
    option2Value: null,
    option3Value: null,
    ...fields,
  });
  const sneaker = { category: 'Sneakers', option1Value: '10', option2Value: 'New', option3Value: null };

  const standard = type(1, { isDefault: true });
  const sneakers = type(2, { category: 'Sneakers' });
  const sneakersSize10 = type(3, { category: 'Sneakers', option1Value: '10' });
  const apparel = type(4, { category: 'Apparel' });
  const usedSneakers = type(5, { category: 'Sneakers', option2Value: 'Used' });

  it('a type matches when every field it sets equals the item’s; more set fields win', () => {
    const types = [standard, sneakers, sneakersSize10, apparel, usedSneakers];
    // standard (0 fields), sneakers (1) and sneakersSize10 (2) match; apparel and usedSneakers do not
    expect(pickConsignerType(types, sneaker)).toBe(sneakersSize10);
    expect(pickConsignerType(types, { ...sneaker, option1Value: '9' })).toBe(sneakers);
    expect(pickConsignerType(types, { ...sneaker, category: 'Hats' })).toBe(standard);
  });

  it('compares trimmed and case-insensitively; blank fields are wildcards', () => {
    const types = [standard, type(6, { category: ' sneakers ', option3Value: '' })];
    expect(pickConsignerType(types, sneaker)?.id).toBe(6);
  });

  it('an item without a value never matches a type that sets one', () => {
    expect(pickConsignerType([standard, sneakersSize10], { ...sneaker, option1Value: null })).toBe(standard);
  });

  it('ties: the consigner’s own type, then the default, then the lowest id', () => {
    const vip = type(7);
    const reseller = type(8);
    // all three are generic (0 fields)
    expect(pickConsignerType([reseller, vip, standard], sneaker, 7)).toBe(vip);
    expect(pickConsignerType([reseller, vip, standard], sneaker)).toBe(standard);
    expect(pickConsignerType([reseller, vip], sneaker)).toBe(vip);
    // two equally specific types: the lower id
    const sneakersB = type(9, { option1Value: '10' });
    expect(pickConsignerType([sneakersB, sneakers], sneaker)).toBe(sneakers);
    // the consigner's own type does not beat a more specific one
    expect(pickConsignerType([vip, sneakers], sneaker, 7)).toBe(sneakers);
  });

  it('when no type matches, the store default applies; with no default, null', () => {
    const specificDefault = type(10, { isDefault: true, category: 'Apparel' });
    expect(pickConsignerType([specificDefault, sneakersSize10], { ...sneaker, option1Value: '9' })).toBe(
      specificDefault,
    );
    expect(pickConsignerType([apparel, usedSneakers], sneaker)).toBeNull();
    expect(pickConsignerType([], sneaker)).toBeNull();
  });
});
