import { describe, expect, it } from 'vitest';
import { INVENTORY_STATUSES, type InventoryStatus } from '@shared/domain/inventory-status';
import {
  decisionsFor,
  LOCATED_STATUSES,
  type OfferedItem,
  offersAction,
  statusMovedBy,
} from './item-actions';

const item = (status: InventoryStatus, fields: Partial<OfferedItem> = {}): OfferedItem => ({
  status,
  acceptedOn: '2025-03-01T10:00:00.000Z',
  location: { id: 1, name: 'Main', label: null },
  consigner: { isStoreAccount: false },
  ...fields,
});

/** The item page's buttons for each status, as the screens offered them before the table decided. */
const PAGE_ACTIONS = [
  'storeRequestPriceChange',
  'cancelStoreRequestPriceChange',
  'withdrawInventory',
  'deleteInventory',
] as const;

describe('offersAction', () => {
  it('offers the item page its buttons by the status machine', () => {
    const offered = Object.fromEntries(
      INVENTORY_STATUSES.map((status) => [
        status,
        PAGE_ACTIONS.filter((action) => offersAction(item(status), action)),
      ]),
    );
    expect(offered).toEqual({
      Pending: ['deleteInventory'],
      Active: ['storeRequestPriceChange', 'withdrawInventory'],
      Requested: [],
      RequestPriceChange: ['withdrawInventory'],
      StoreRequestPriceChange: ['cancelStoreRequestPriceChange'],
      RequestWithdrawal: [],
      Withdrawn: [],
      Declined: [],
      Sold: [],
      PendingSale: [],
      Paid: [],
      InTransit: [],
      Buying: [],
      Consignment: [],
    });
  });

  it('asks no store account for a new price (spec 000 §6), but lets it withdraw', () => {
    const owned = item('Active', { consigner: { isStoreAccount: true } });
    expect(offersAction(owned, 'storeRequestPriceChange')).toBe(false);
    expect(offersAction(owned, 'withdrawInventory')).toBe(true);
  });
});

describe('statusMovedBy', () => {
  it("names the status each list's bulk call moves items from", () => {
    expect(statusMovedBy('bulkAcceptInventory')).toBe('Pending');
    expect(statusMovedBy('declineInventory')).toBe('Pending');
    expect(statusMovedBy('bulkAcceptRequestToSell')).toBe('Requested');
    expect(statusMovedBy('bulkDeclineRequestToSell')).toBe('Requested');
    expect(statusMovedBy('transfer')).toBe('Active');
    expect(statusMovedBy('acceptTransfer')).toBe('InTransit');
  });

  it('refuses an action that moves items from several statuses or creates them', () => {
    expect(() => statusMovedBy('withdrawInventory')).toThrow();
    expect(() => statusMovedBy('createInventory')).toThrow();
  });
});

describe('LOCATED_STATUSES', () => {
  it('holds Active alone: every move into it needs a location (spec 001 §5 "by any route")', () => {
    expect(LOCATED_STATUSES).toEqual(['Active']);
  });
});

describe('decisionsFor', () => {
  it("answers a consigner's price change and withdrawal requests, and nothing else", () => {
    expect(decisionsFor('RequestPriceChange')).toMatchObject({
      accept: { call: 'acceptInventoryPrice' },
      decline: { call: 'declineInventoryPrice' },
    });
    expect(decisionsFor('RequestWithdrawal')).toMatchObject({
      accept: { call: 'acceptInventoryWithdrawal' },
      decline: { call: 'declineInventoryWithdrawal' },
    });
    const waiting = INVENTORY_STATUSES.filter((status) => decisionsFor(status) !== undefined);
    expect(waiting).toEqual(['RequestPriceChange', 'RequestWithdrawal']);
  });

  it('says on the item page what the consigner asks', () => {
    const money = (amount: number | null) => `$${amount}`;
    expect(decisionsFor('RequestPriceChange')?.notice({ price: 200, requestedPrice: 180 }, money)).toEqual({
      title: 'Requested price: $180',
      description: 'The consigner asks for a new price; it is $200 now.',
    });
  });
});
