import { describe, expect, it } from 'vitest';
import { type Order, type OrderLine } from '@shared/contracts/orders';
import { platformActionReason } from './order-platform';
import { validation } from '@shared/messages';
import {
  defaultRefundMethod,
  isReturnAfterPayout,
  paidOutWarnings,
  refundFor,
  returnableLines,
  returnedNote,
} from './order-return';

const line = (overrides: Partial<OrderLine>): OrderLine => ({
  id: 1,
  inventoryId: 11,
  code: 'A1',
  title: 'Jordan 1',
  image: null,
  sku: 'DD1391',
  size: '10',
  location: 'Main',
  consigner: { id: 3, name: 'Ada Lovelace', isStoreAccount: false },
  price: 100,
  discount: 0,
  salePrice: 100,
  tax: 0,
  payout: 80,
  payoutLabel: 'Payout',
  status: 'Sold',
  returnedAt: null,
  returnedTo: null,
  isPaidOut: false,
  ...overrides,
});

describe('returnableLines', () => {
  it('offers the lines of a completed order not returned yet', () => {
    const kept = line({ id: 1 });
    const returned = line({ id: 2, returnedAt: '2026-11-20T10:00:00.000Z', returnedTo: 'Active' });
    expect(returnableLines({ status: 'completed', lineItems: [kept, returned] })).toEqual([kept]);
  });

  it('offers nothing on an order that is not completed (an open hold, a cancelled one)', () => {
    expect(returnableLines({ status: 'open', lineItems: [line({})] })).toEqual([]);
    expect(returnableLines({ status: 'cancelled', lineItems: [line({})] })).toEqual([]);
  });
});

describe('refundFor', () => {
  it('gives back each line’s sale price and its tax, exactly in cents', () => {
    expect(refundFor([line({ salePrice: 89.99, tax: 7.2 }), line({ salePrice: 0.1, tax: 0.2 })])).toBe(97.49);
    expect(refundFor([])).toBe(0);
  });
});

describe('defaultRefundMethod', () => {
  const payment = (
    method: 'cash' | 'card' | 'other',
    amount: number,
    kind: 'payment' | 'refund' = 'payment',
  ) => ({
    id: amount,
    kind,
    method,
    amount,
    createdAt: '2026-11-20T10:00:00.000Z',
    createdByName: null,
  });

  it('refunds the way most of the money came in', () => {
    expect(defaultRefundMethod({ payments: [payment('cash', 20), payment('card', 80)] })).toBe('card');
    expect(defaultRefundMethod({ payments: [payment('card', 10), payment('other', 500, 'refund')] })).toBe(
      'card',
    );
  });

  it('falls back to cash for an order with no payment', () => {
    expect(defaultRefundMethod({ payments: [] } as Pick<Order, 'payments'>)).toBe('cash');
  });
});

describe('paidOutWarnings', () => {
  it('names the consigner and the payout charged back, for the paid-out lines only', () => {
    const warnings = paidOutWarnings(
      [line({ isPaidOut: true, payout: 72.5 }), line({ isPaidOut: false })],
      (amount) => `$${amount.toFixed(2)}`,
    );
    expect(warnings).toEqual([
      'Ada Lovelace was already paid for this item: $72.50 will be recorded as a negative balance and deducted from their next payout.',
    ]);
  });
});

describe('returnedNote', () => {
  const date = (iso: string) => iso.slice(0, 10);
  it('says where a returned line went and when', () => {
    expect(
      returnedNote({ returnedAt: '2026-11-20T10:00:00.000Z', returnedTo: 'Active' }, 'Consigner', date),
    ).toBe('Returned 2026-11-20, back on the floor');
    expect(
      returnedNote({ returnedAt: '2026-11-21T10:00:00.000Z', returnedTo: 'Withdrawn' }, 'Seller', date),
    ).toBe('Returned 2026-11-21, back to the seller');
  });

  it('says nothing for a line still sold', () => {
    expect(returnedNote({ returnedAt: null, returnedTo: null }, 'Consigner', date)).toBeNull();
  });
});

describe('platformActionReason', () => {
  it('says no shop is connected before anything else, then that the order was made in store', () => {
    expect(platformActionReason({ source: 'platform' }, { platform: null })).toBe(
      'No online shop is connected',
    );
    expect(platformActionReason({ source: 'register' }, { platform: null })).toBe(
      'No online shop is connected',
    );
    expect(platformActionReason({ source: 'kiosk' }, { platform: 'shopify' })).toBe(
      'This order was made in store',
    );
    expect(platformActionReason({ source: 'platform' }, { platform: 'shopify' })).toBeNull();
  });
});

describe('isReturnAfterPayout', () => {
  it('knows the API’s paid-out question from its other refusals', () => {
    expect(isReturnAfterPayout(validation.orders.returnAfterPayout('Ada (Shop) Lovelace', '$1,072.50'))).toBe(
      true,
    );
    expect(isReturnAfterPayout(validation.orders.alreadyReturned)).toBe(false);
    expect(isReturnAfterPayout('Ada was already paid for this item')).toBe(false);
  });
});
