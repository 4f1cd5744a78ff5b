import { describe, expect, it } from 'vitest';
import { validation } from '../messages';
import {
  isPreapproved,
  isPriceAlert,
  preapprovalStatusFor,
  priceAlertLimit,
  priceAlertText,
  type PreapprovalRule,
} from './price-guidance';

describe('isPriceAlert (spec 001 §5: above the lowest market price minus warnAmount)', () => {
  // The lowest Active pair of the variant sells at 200.00; the store warns 10.00 below it.
  it('lowest 200.00, warnAmount 10.00: 190.00 is no alert, 190.01 and above are', () => {
    expect(isPriceAlert(190, 200, 10)).toBe(false);
    expect(isPriceAlert(189.99, 200, 10)).toBe(false);
    expect(isPriceAlert(190.01, 200, 10)).toBe(true);
    expect(isPriceAlert(200, 200, 10)).toBe(true);
    expect(isPriceAlert(250, 200, 10)).toBe(true);
  });

  it('works in cents: 0.1 + 0.2 of a warnAmount is 0.30 exactly', () => {
    // lowest 100.30 − warnAmount 0.30 = 100.00: a price of 100.00 is not above it.
    expect(isPriceAlert(100, 100.3, 0.1 + 0.2)).toBe(false);
    expect(isPriceAlert(100.01, 100.3, 0.1 + 0.2)).toBe(true);
  });

  it('is off when warnAmount is 0, whatever the price', () => {
    expect(isPriceAlert(500, 200, 0)).toBe(false);
  });

  it('is off with no Active item to compare with, or no price typed yet', () => {
    expect(isPriceAlert(500, null, 10)).toBe(false);
    expect(isPriceAlert(500, undefined, 10)).toBe(false);
    expect(isPriceAlert(null, 200, 10)).toBe(false);
    expect(isPriceAlert(0, 200, 10)).toBe(false);
  });

  it('a warnAmount above the lowest price alerts on every price', () => {
    expect(isPriceAlert(0.01, 50, 60)).toBe(true);
    expect(priceAlertLimit(50, 60)).toBe(0);
  });
});

describe('priceAlertLimit and priceAlertText', () => {
  it('the limit is the lowest price less warnAmount: 200.00 − 10.00 = 190.00', () => {
    expect(priceAlertLimit(200, 10)).toBe(190);
    expect(priceAlertLimit(199.99, 0.5)).toBe(199.49);
  });

  it("says the store's warnText when it has one", () => {
    const store = { warnText: '  Check StockX first  ', warnAmount: 10, currency: 'USD' };
    expect(priceAlertText(store, 200)).toBe('Check StockX first');
  });

  it('otherwise names the limit and the lowest price in the store currency', () => {
    expect(priceAlertText({ warnText: null, warnAmount: 10, currency: 'USD' }, 200)).toBe(
      validation.inventory.priceAboveLowest('$190', '$200'),
    );
    expect(priceAlertText({ warnText: ' ', warnAmount: 12.5, currency: 'EUR' }, 199.99)).toBe(
      'Above €187.49: the lowest active price is €199.99.',
    );
  });
});

describe('isPreapproved (spec 001 §5: within minApproval and maxApproval around the market price)', () => {
  const rule = (overrides: Partial<PreapprovalRule> = {}): PreapprovalRule => ({
    autoPreapproval: true,
    minApproval: 20,
    maxApproval: 10,
    ...overrides,
  });

  it('market 200.00, minApproval 20.00, maxApproval 10.00: 180.00 to 210.00 inclusive', () => {
    expect(isPreapproved(179.99, 200, rule())).toBe(false);
    expect(isPreapproved(180, 200, rule())).toBe(true);
    expect(isPreapproved(200, 200, rule())).toBe(true);
    expect(isPreapproved(210, 200, rule())).toBe(true);
    expect(isPreapproved(210.01, 200, rule())).toBe(false);
  });

  it('one margin alone: minApproval 15.50 only approves 184.50 up to the market price itself', () => {
    const below = rule({ minApproval: 15.5, maxApproval: 0 });
    expect(isPreapproved(184.49, 200, below)).toBe(false);
    expect(isPreapproved(184.5, 200, below)).toBe(true);
    expect(isPreapproved(200, 200, below)).toBe(true);
    expect(isPreapproved(200.01, 200, below)).toBe(false);
  });

  it('is always true when both margins are 0, even with no market price', () => {
    const open = rule({ minApproval: 0, maxApproval: 0 });
    expect(isPreapproved(9999, 200, open)).toBe(true);
    expect(isPreapproved(1, null, open)).toBe(true);
  });

  it('is false when autoPreapproval is off, even with both margins 0', () => {
    expect(isPreapproved(200, 200, rule({ autoPreapproval: false }))).toBe(false);
    expect(isPreapproved(200, 200, rule({ autoPreapproval: false, minApproval: 0, maxApproval: 0 }))).toBe(
      false,
    );
  });

  it('with a margin set and no market price (nothing Active to judge by), is not approved', () => {
    expect(isPreapproved(200, null, rule())).toBe(false);
  });
});

describe('preapprovalStatusFor', () => {
  const rule: PreapprovalRule = { autoPreapproval: true, minApproval: 20, maxApproval: 10 };

  it('judges offers (Requested) and drop-offs (Pending)', () => {
    expect(preapprovalStatusFor('Requested', 195, 200, rule)).toBe('Approved');
    expect(preapprovalStatusFor('Pending', 250, 200, rule)).toBe('NotApproved');
    expect(preapprovalStatusFor('Pending', 195, 200, { ...rule, autoPreapproval: false })).toBe(
      'NotApproved',
    );
  });

  it('leaves staff intake, store requests and unpriced items at null', () => {
    expect(preapprovalStatusFor('Active', 195, 200, rule)).toBeNull();
    expect(preapprovalStatusFor('Buying', 195, 200, rule)).toBeNull();
    expect(preapprovalStatusFor('Consignment', null, 200, rule)).toBeNull();
    expect(preapprovalStatusFor('Requested', null, 200, rule)).toBeNull();
  });
});
