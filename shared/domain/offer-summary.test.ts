import { describe, expect, it } from 'vitest';
import { firstUnpricedLine, offerSummary } from './offer-summary';

describe('offerSummary', () => {
  it('counts every item of every row, and charges the payout fee per item (spec 001 §9)', () => {
    const summary = offerSummary(
      [
        { quantity: 2, requestedPrice: 150 },
        { quantity: 1, requestedPrice: 99.99 },
      ],
      5,
    );
    expect(summary).toEqual({ count: 3, cost: 15, totalValue: 399.99 });
  });

  it('adds money in cents: no float residue', () => {
    expect(offerSummary([{ quantity: 3, requestedPrice: 0.1 }], 0.1)).toEqual({
      count: 3,
      cost: 0.3,
      totalValue: 0.3,
    });
  });

  it('counts rows not priced yet at 0 (step 1 has no prices)', () => {
    expect(offerSummary([{ quantity: 1, requestedPrice: null }], 7.5)).toEqual({
      count: 1,
      cost: 7.5,
      totalValue: 0,
    });
  });

  it('is all zero for an empty offer', () => {
    expect(offerSummary([], 5)).toEqual({ count: 0, cost: 0, totalValue: 0 });
  });
});

describe('firstUnpricedLine', () => {
  it('finds the first row without a price above 0 (spec 001 §5: no item may have price 0)', () => {
    const priced = { quantity: 1, requestedPrice: 10 };
    expect(firstUnpricedLine([priced, { quantity: 1, requestedPrice: 0 }])).toBe(1);
    expect(firstUnpricedLine([{ quantity: 1, requestedPrice: null }, priced])).toBe(0);
    expect(firstUnpricedLine([priced, { quantity: 2, requestedPrice: -5 }])).toBe(1);
    expect(firstUnpricedLine([priced, priced])).toBe(-1);
  });
});
