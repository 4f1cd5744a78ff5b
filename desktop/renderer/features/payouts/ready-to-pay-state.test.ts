import { describe, expect, it } from 'vitest';
import { type ReadyToPayConsigner } from '@shared/contracts/payouts';
import {
  EMPTY_SELECTION,
  readReadyToPayState,
  selectionFromIds,
  selectionSummary,
  toggleItems,
  toPayRequest,
  withReadyToPayFilters,
  writeReadyToPayState,
} from './ready-to-pay-state';

const consigner = (
  id: number,
  itemCount: number,
  itemsTotal: number,
  negativeBalance = 0,
): ReadyToPayConsigner => ({
  consigner: { id, name: `C${id}`, email: null, payoutType: null },
  itemCount,
  itemsTotal,
  negativeBalance,
  owed: Math.max(0, itemsTotal - negativeBalance),
});

describe('Ready to Pay address state', () => {
  it('round-trips the filters and leaves defaults out of the address', () => {
    const state = readReadyToPayState(
      new URLSearchParams('search=dunk&consigner=4&from=2026-01-02&to=2026-02-01&page=3'),
    );
    expect(state).toEqual({
      search: 'dunk',
      consigner: 4,
      orderDateStart: '2026-01-02',
      orderDateEnd: '2026-02-01',
      currentPage: 3,
      pageSize: 50,
    });
    expect(writeReadyToPayState(state).toString()).toBe(
      'search=dunk&consigner=4&from=2026-01-02&to=2026-02-01&page=3',
    );
    expect(writeReadyToPayState(readReadyToPayState(new URLSearchParams())).toString()).toBe('');
  });

  it('ignores what it cannot read and goes back to page 1 on a filter change', () => {
    const state = readReadyToPayState(new URLSearchParams('consigner=x&from=yesterday&pageSize=7&page=2'));
    expect(state).toEqual({ search: '', currentPage: 2, pageSize: 50 });
    const next = withReadyToPayFilters({ ...state, consigner: 3 }, { consigner: undefined, search: 'a' });
    expect(next).toEqual({ search: 'a', currentPage: 1, pageSize: 50 });
  });
});

describe('Ready to Pay selection', () => {
  it('ticks and unticks items by consigner and builds the pay request from them', () => {
    let selection = toggleItems(
      EMPTY_SELECTION,
      [
        { consignerId: 2, inventoryId: 11 },
        { consignerId: 2, inventoryId: 10 },
        { consignerId: 5, inventoryId: 20 },
      ],
      true,
    );
    selection = toggleItems(selection, [{ consignerId: 5, inventoryId: 20 }], false);
    expect(toPayRequest(selection)).toEqual({
      inventoriesToPay: [10, 11],
      consignersAndInventories: [{ consignerId: 2, inventories: [10, 11] }],
    });
  });

  it('sums the payouts of the items seen, less the negative balance, never below 0', () => {
    const known = new Map([
      [10, { consignerId: 2, payout: 100.1 }],
      [11, { consignerId: 2, payout: 0.2 }],
      [20, { consignerId: 5, payout: 30 }],
    ]);
    const selection = toggleItems(
      EMPTY_SELECTION,
      [
        { consignerId: 2, inventoryId: 10 },
        { consignerId: 2, inventoryId: 11 },
        { consignerId: 5, inventoryId: 20 },
      ],
      true,
    );
    const summary = selectionSummary(
      selection,
      [consigner(2, 2, 100.3, 0.3), consigner(5, 1, 30, 45)],
      known,
    );
    expect(summary).toEqual({ count: 3, consigners: 2, amount: 100 });
  });

  it('after Select All, counts unseen items by the consigner total less the seen ones left out', () => {
    const known = new Map([
      [10, { consignerId: 2, payout: 40 }],
      [11, { consignerId: 2, payout: 60 }],
    ]);
    const all = selectionFromIds([{ consignerId: 2, inventories: [10, 11, 12, 13] }]);
    expect(selectionSummary(all, [consigner(2, 4, 1000.5)], known).amount).toBe(1000.5);
    const lessOne = toggleItems(all, [{ consignerId: 2, inventoryId: 11 }], false);
    expect(selectionSummary(lessOne, [consigner(2, 4, 1000.5, 0.5)], known)).toEqual({
      count: 3,
      consigners: 1,
      amount: 940,
    });
  });
});
