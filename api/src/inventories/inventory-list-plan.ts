import { type InventorySortOption } from '@shared/constants';
import { type InventoryFilters } from '@shared/contracts/inventory-lists';
import { ITEM_CODE_ALPHABET, ITEM_CODE_LENGTH } from '@shared/domain/item-code';

/**
 * How an inventory list is read (see docs/inventory-lists.md, "How a page stays fast"): each sort
 * option's order, the window of rows a page is, and the index each query reads. Pure: the queries
 * are built by InventoryListQuery.
 */

/** Shortest search that is also tried as the start of an item code. */
const CODE_PREFIX_MIN = 3;

/**
 * The order of each sort option (spec 001 §9): its columns, then `printed`, then the id, all in
 * one direction, so the order is total (paging never repeats or skips a row) and each option is
 * exactly the order of one index of migration 1764100800000 ((storeId, status, <columns>, printed),
 * the id being implicit at the end of every index). NULLs (no price yet, not accepted yet) come
 * first going up and last going down, as both engines order them.
 *
 * inventoryPriority is ours (the spec names it only): the items on the floor longest first, by
 * acceptedOn, the same figure Days Active shows.
 */
export const SORTS: Readonly<
  Record<InventorySortOption, { columns: readonly string[]; direction: 'ASC' | 'DESC' }>
> = {
  oldestCreated: { columns: ['createdAt'], direction: 'ASC' },
  newestCreated: { columns: ['createdAt'], direction: 'DESC' },
  oldestUpdated: { columns: ['updatedAt'], direction: 'ASC' },
  newestUpdated: { columns: ['updatedAt'], direction: 'DESC' },
  lowestPrice: { columns: ['price'], direction: 'ASC' },
  highestPrice: { columns: ['price'], direction: 'DESC' },
  inventoryPriority: { columns: ['acceptedOn'], direction: 'ASC' },
  lowestPayout: { columns: ['payout'], direction: 'ASC' },
  highestPayout: { columns: ['payout'], direction: 'DESC' },
  sizeLowToHigh: { columns: ['sizeSort', 'option1Value'], direction: 'ASC' },
  sizeHighToLow: { columns: ['sizeSort', 'option1Value'], direction: 'DESC' },
};

/** The same orders over every status at once (migration 1764280800000). */
const STORE_SORT_INDEXES: Readonly<Record<InventorySortOption, string>> = {
  oldestCreated: 'IDX_inventories_store_created',
  newestCreated: 'IDX_inventories_store_created',
  oldestUpdated: 'IDX_inventories_store_updated',
  newestUpdated: 'IDX_inventories_store_updated',
  lowestPrice: 'IDX_inventories_store_price',
  highestPrice: 'IDX_inventories_store_price',
  inventoryPriority: 'IDX_inventories_store_accepted',
  lowestPayout: 'IDX_inventories_store_payout',
  highestPayout: 'IDX_inventories_store_payout',
  sizeLowToHigh: 'IDX_inventories_store_size',
  sizeHighToLow: 'IDX_inventories_store_size',
};

/** The index that gives each sort option's order to a list of one status (migration 1764100800000). */
const SORT_INDEXES: Readonly<Record<InventorySortOption, string>> = {
  oldestCreated: 'IDX_inventories_list_created',
  newestCreated: 'IDX_inventories_list_created',
  oldestUpdated: 'IDX_inventories_list_updated',
  newestUpdated: 'IDX_inventories_list_updated',
  lowestPrice: 'IDX_inventories_list_price',
  highestPrice: 'IDX_inventories_list_price',
  inventoryPriority: 'IDX_inventories_list_accepted',
  lowestPayout: 'IDX_inventories_list_payout',
  highestPayout: 'IDX_inventories_list_payout',
  sizeLowToHigh: 'IDX_inventories_list_size',
  sizeHighToLow: 'IDX_inventories_list_size',
};

/**
 * What a search found before the items are read: ids of the store's products it finds
 * (products/product-search.ts), and of items whose code starts with it; null where there were too
 * many to list (the query then matches them itself).
 */
export interface SearchMatch {
  productIds: number[] | null;
  codeIds: number[] | null;
}

export const flip = (direction: 'ASC' | 'DESC') => (direction === 'ASC' ? 'DESC' : 'ASC');

export const isEmptyMatch = (match: SearchMatch) =>
  match.productIds?.length === 0 && match.codeIds?.length === 0;

export const SIZE_INDEX = 'IDX_inventories_list_size';

/**
 * The index a list query reads, named to MariaDB/MySQL with USE INDEX (SQLite plans on its own).
 * MariaDB's own choice for ORDER BY … LIMIT prefers walking the sort's index and reading each row
 * to test the other filters, which reads most of a store's rows when a page is deep; naming the
 * index makes every plan one whose cost is known (migrations 1764100800000 and 1764100920000 say
 * what each index holds):
 * - one product or consigner, a search's products, a sub-location: tens to a few thousand items,
 *   found by their own index and then sorted;
 * - a size: its range of the size index, which also holds every sort column and the location, so
 *   the page is sorted from index entries;
 * - a category or a condition alone, in the default order: its own index; a date range alone,
 *   counted or in the created order: the created index;
 * - any other filter or mix of the filter bar: in the default order, IDX_inventories_list_filters,
 *   which holds every filtered column; in another order, that order's index;
 * - a location: its index, which holds every sort column (the size order reads the size index,
 *   which holds the location, in order);
 * - the status alone: the sort's own index, (storeId, status, <sort>, printed);
 * - every status at once, in the updated order: (storeId, updatedAt, printed).
 * A count needs no order and reads the narrowest of these. An export names only a selective index.
 */
export function planIndex(
  filters: InventoryFilters,
  match: SearchMatch | null,
  purpose: 'page' | 'count' | 'export',
): string | undefined {
  const sort = filters.sortOption;
  const isUpdatedOrder = purpose === 'count' || sort === 'newestUpdated' || sort === 'oldestUpdated';
  const isSizeOrder = purpose === 'page' && (sort === 'sizeLowToHigh' || sort === 'sizeHighToLow');
  if (filters.productId) return 'IDX_inventories_store_product';
  if (filters.consigner) return 'IDX_inventories_store_consigner';
  if (match) {
    return match.productIds !== null && match.codeIds?.length === 0
      ? 'IDX_inventories_store_product'
      : undefined;
  }
  if (filters.subLocation) return 'IDX_inventories_sub_location_list';
  // The export's `id > last ORDER BY id LIMIT` is planned well by MariaDB itself (the primary key
  // for a large store, a status index and a sort of its entries for a small one); named, the
  // index would be read from its start on every batch.
  if (purpose === 'export') return undefined;
  if (!filters.status) {
    if (isUpdatedOrder) return 'IDX_inventories_store_updated';
    // Every status in another order: that order's own index when nothing else narrows the list
    // (only printed, which the index holds); with other filters MariaDB plans on its own.
    const isUnfiltered =
      [
        filters.option1Value,
        filters.option2Value,
        filters.option3Value,
        filters.category,
        filters.location,
      ].every((value) => value === undefined) &&
      filters.dateRangeStart === undefined &&
      filters.dateRangeEnd === undefined;
    return isUnfiltered ? STORE_SORT_INDEXES[sort] : undefined;
  }
  if (filters.option1Value) return SIZE_INDEX;
  const others = [
    filters.option2Value !== undefined && 'option2Value',
    filters.option3Value !== undefined && 'option3Value',
    filters.category !== undefined && 'category',
    (filters.dateRangeStart ?? filters.dateRangeEnd) !== undefined && 'dateRange',
  ].filter((name) => name !== false);
  if (others.length === 1 && !filters.location) {
    const [only] = others;
    if (only === 'category' && isUpdatedOrder) return 'IDX_inventories_list_category';
    if (only === 'option2Value' && isUpdatedOrder) return 'IDX_inventories_list_condition';
    if (
      only === 'dateRange' &&
      (purpose === 'count' || sort === 'oldestCreated' || sort === 'newestCreated')
    ) {
      return 'IDX_inventories_list_created';
    }
  }
  if (others.length > 0) return isUpdatedOrder ? 'IDX_inventories_list_filters' : SORT_INDEXES[sort];
  if (filters.location && !isSizeOrder) return 'IDX_inventories_location_list';
  return purpose === 'count' ? 'IDX_inventories_list_updated' : SORT_INDEXES[sort];
}

/**
 * The search text as the start of an item code (LIKE 'ABC%'), when it can be one: the code
 * alphabet only, so nothing in it is special to LIKE.
 */
export function codePrefixOf(search: string): string | null {
  const code = search.trim().toUpperCase();
  const isCodeLike =
    code.length >= CODE_PREFIX_MIN &&
    code.length <= ITEM_CODE_LENGTH &&
    [...code].every((symbol) => ITEM_CODE_ALPHABET.includes(symbol));
  return isCodeLike ? `${code}%` : null;
}
