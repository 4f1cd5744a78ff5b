import { describe, expect, it } from 'vitest';
import { basePriceOf, isPublicStockStatus, publicPriceOf, reservePriceOf } from './public-price';

describe('public prices', () => {
  it('shows an Active item at its price, and any other at its price plus upPrice', () => {
    expect(publicPriceOf({ status: 'Active', price: 180 }, 25)).toBe(180);
    expect(publicPriceOf({ status: 'InTransit', price: 180 }, 25)).toBe(205);
    expect(publicPriceOf({ status: 'InTransit', price: 0.1 }, 0.2)).toBe(0.3);
    expect(publicPriceOf({ status: 'InTransit', price: 180 }, 0)).toBe(180);
  });

  it('takes upPrice back off a non-Active public price, never below 0', () => {
    expect(basePriceOf({ status: 'InTransit', publicPrice: 205 }, 25)).toBe(180);
    expect(basePriceOf({ status: 'Active', publicPrice: 205 }, 25)).toBe(205);
    expect(basePriceOf({ status: 'InTransit', publicPrice: 10 }, 25)).toBe(0);
  });

  it('reserves at the last sold price when above 0, else the current price, plus upPrice', () => {
    expect(reservePriceOf(210, 180, 25)).toBe(235);
    expect(reservePriceOf(0, 180, 25)).toBe(205);
    expect(reservePriceOf(0, 180, 0)).toBe(180);
  });

  it('never shows the statuses a shopper must not see', () => {
    expect(isPublicStockStatus('Active')).toBe(true);
    for (const status of ['Pending', 'Requested', 'Sold', 'Paid', 'PendingSale', 'Withdrawn', 'Declined']) {
      expect(isPublicStockStatus(status)).toBe(false);
    }
  });
});
