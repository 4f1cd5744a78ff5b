import { describe, expect, it } from 'vitest';
import { type InventoryListRow } from '@shared/contracts/inventory-lists';
import {
  actionableIds,
  groupByProduct,
  type ListState,
  readListState,
  showScannedItem,
  toPaginatedQuery,
  withFilters,
  writeListState,
} from './inventory-list-state';

const FIND = { status: 'Active', printed: false } as const;
const INCOMING = { status: 'Pending' } as const;
const fresh = (): ListState => readListState(new URLSearchParams());

describe('the list state in the query string', () => {
  it('starts at page 1 of 10, the table, no filters, and writes nothing for it', () => {
    expect(fresh()).toEqual({ filters: {}, search: '', currentPage: 1, pageSize: 10, view: null });
    expect(writeListState(fresh()).toString()).toBe('');
  });

  it('reads back every field it writes', () => {
    const state: ListState = {
      filters: {
        status: null,
        printed: true,
        option1Value: '10.5',
        option2Value: 'Used',
        option3Value: 'A1',
        category: 'Sneakers',
        consigner: 4,
        productId: 12,
        location: 2,
        subLocation: 7,
        sortOption: 'lowestPrice',
      },
      search: 'dunk low',
      currentPage: 3,
      pageSize: 50,
      view: 'product',
    };
    const params = writeListState(state);
    expect(params.get('status')).toBe('all');
    expect(readListState(new URLSearchParams(params.toString()))).toEqual(state);
  });

  it('leaves out what it cannot read: unknown statuses, bad numbers, unknown sorts and views', () => {
    const state = readListState(
      new URLSearchParams(
        'status=Lost&printed=maybe&pageSize=7&page=-2&consigner=abc&location=0&view=mosaic&sortOption=random',
      ),
    );
    expect(state).toEqual(fresh());
  });

  it('keeps "printed or not" apart from the screen default', () => {
    expect(readListState(new URLSearchParams('printed=any')).filters).toEqual({ printed: null });
    expect(readListState(new URLSearchParams('printed=false')).filters).toEqual({ printed: false });
  });
});

describe('filter changes', () => {
  it('go back to page 1 and keep the view and page size', () => {
    const state = { ...fresh(), currentPage: 4, pageSize: 100, view: 'product' as const };
    expect(withFilters(state, { category: 'Sneakers' }, INCOMING)).toMatchObject({
      filters: { category: 'Sneakers' },
      currentPage: 1,
      pageSize: 100,
      view: 'product',
    });
  });

  it("store the screen's own status and printed as left out, and a cleared one as every value", () => {
    const all = withFilters(fresh(), { status: null }, INCOMING);
    expect(all.filters).toEqual({ status: null });
    expect(withFilters(all, { status: 'Pending' }, INCOMING).filters).toEqual({});
    expect(withFilters(fresh(), { printed: null }, FIND).filters).toEqual({ printed: null });
    expect(withFilters(fresh(), { printed: false }, FIND).filters).toEqual({});
    expect(withFilters(fresh(), { printed: null }, INCOMING).filters).toEqual({});
  });

  it('drop a cleared field', () => {
    const state = withFilters(fresh(), { location: 3, subLocation: 9 }, INCOMING);
    expect(withFilters(state, { location: undefined, subLocation: undefined }, INCOMING).filters).toEqual({});
  });
});

describe('the API query', () => {
  it("starts from the screen's status and printed filter", () => {
    expect(toPaginatedQuery(fresh(), FIND, '')).toEqual({
      status: 'Active',
      printed: false,
      search: undefined,
      currentPage: 1,
      pageSize: 10,
    });
  });

  it('asks for every status when the status is cleared (Re-print in the all-status view)', () => {
    const state = withFilters(fresh(), { status: null, printed: null }, FIND);
    const query = toPaginatedQuery(state, FIND, '  air max ');
    expect(query.status).toBeUndefined();
    expect(query.printed).toBeUndefined();
    expect(query.search).toBe('air max');
  });

  it('passes the filter bar through', () => {
    const state = withFilters(
      fresh(),
      { productId: 5, consigner: 2, option1Value: '9', sortOption: 'sizeLowToHigh' },
      INCOMING,
    );
    expect(toPaginatedQuery(state, INCOMING, '')).toMatchObject({
      status: 'Pending',
      productId: 5,
      consigner: 2,
      option1Value: '9',
      sortOption: 'sizeLowToHigh',
    });
  });
});

const row = (id: number, productId: number, status: InventoryListRow['status'] = 'Pending') =>
  ({ id, productId, status, product: { id: productId, title: `Product ${productId}` } }) as InventoryListRow;

describe('grouping by product', () => {
  it('keeps the order in which each product first appears, and each group in list order', () => {
    const groups = groupByProduct([row(1, 7), row(2, 3), row(3, 7), row(4, 9), row(5, 3)]);
    expect(groups.map((group) => [group.productId, group.rows.map((item) => item.id)])).toEqual([
      [7, [1, 3]],
      [3, [2, 5]],
      [9, [4]],
    ]);
    expect(groups[0].product.title).toBe('Product 7');
  });

  it('has no groups for an empty page', () => {
    expect(groupByProduct([])).toEqual([]);
  });
});

describe('Accept All', () => {
  it("takes the group's items in the action's status only", () => {
    const rows = [row(1, 7, 'Pending'), row(2, 7, 'Active'), row(3, 7, 'Pending')];
    expect(actionableIds(rows, 'Pending')).toEqual([1, 3]);
    expect(actionableIds(rows, undefined)).toEqual([1, 2, 3]);
  });
});

describe('a scanned item code on a list (scanning anywhere)', () => {
  const busy: ListState = {
    filters: { location: 2, consigner: 4, option1Value: '10', sortOption: 'lowestPrice' },
    search: 'dunk',
    currentPage: 3,
    pageSize: 50,
    view: 'product',
  };

  it("searches the code with the other filters dropped, keeping the screen's status, order, page size and view", () => {
    const shown = showScannedItem(
      busy,
      { code: 'AB12', status: 'Active', printed: false },
      {
        ...FIND,
        canChangeStatus: true,
      },
    );
    expect(shown).toEqual({
      filters: { sortOption: 'lowestPrice' },
      search: 'AB12',
      currentPage: 1,
      pageSize: 50,
      view: 'product',
    });
  });

  it('widens the status and printed filters only where the item falls outside them', () => {
    const find = { ...FIND, canChangeStatus: true };
    expect(showScannedItem(busy, { code: 'S1', status: 'Sold', printed: false }, find)?.filters).toEqual({
      sortOption: 'lowestPrice',
      status: null,
    });
    expect(showScannedItem(busy, { code: 'P1', status: 'Active', printed: true }, find)?.filters).toEqual({
      sortOption: 'lowestPrice',
      printed: null,
    });
    // Incoming has no printed filter of its own: nothing to widen.
    expect(
      showScannedItem(
        fresh(),
        { code: 'I1', status: 'Pending', printed: true },
        { ...INCOMING, canChangeStatus: true },
      )?.filters,
    ).toEqual({});
  });

  it('leaves a screen of one fixed status alone when the item is not in it (the item is opened instead)', () => {
    const transfers = { status: 'Active', canChangeStatus: false } as const;
    expect(showScannedItem(fresh(), { code: 'T1', status: 'Sold', printed: true }, transfers)).toBeNull();
    expect(showScannedItem(fresh(), { code: 'T2', status: 'Active', printed: true }, transfers)?.search).toBe(
      'T2',
    );
  });
});
