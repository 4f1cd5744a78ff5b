import {
  DEFAULT_INVENTORY_SORT,
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  INVENTORY_SORT_OPTIONS,
  type InventorySortOption,
} from '@shared/constants';
import { type InventoryListRow, type PaginatedInventoriesQuery } from '@shared/contracts/inventory-lists';
import { INVENTORY_STATUSES, type InventoryStatus } from '@shared/domain/inventory-status';
import { oneOfParam, pageSizeParam, positiveIntParam } from '@renderer/ui/query-params';

/**
 * The state of an inventory list screen (filters, search, page, view), kept in the URL's query
 * string so that Back from an item returns to the same list. Pure: read and written here, used by
 * inventory-list-page.tsx.
 */

/**
 * The views a list offers (spec 000 §2.3): `list` is the table (the card list below 768 px),
 * `product` the accordion grouped by product, `grid` the Request grid (Buying, Consignment). A new view adds its key here and its entry in
 * LIST_VIEWS (inventory-list-views.tsx).
 */
export const LIST_VIEW_KEYS = ['list', 'product', 'grid'] as const;
export type ListViewKey = (typeof LIST_VIEW_KEYS)[number];

/** What a screen starts from: its mode's status and printed filter (INVENTORY_LIST_MODE_DEFINITIONS). */
export interface ListDefaults {
  status: InventoryStatus;
  printed?: boolean;
}

/** The filter bar (spec 000 §2.3): each field left out is no filter, except status and printed. */
export interface ListFilters {
  /** Left out: the screen's own status; null: every status ("All statuses"). */
  status?: InventoryStatus | null;
  /** Left out: the screen's own (Find: not printed); null: printed or not. */
  printed?: boolean | null;
  option1Value?: string;
  option2Value?: string;
  option3Value?: string;
  category?: string;
  consigner?: number;
  productId?: number;
  location?: number;
  subLocation?: number;
  sortOption?: InventorySortOption;
}

export interface ListState {
  filters: ListFilters;
  search: string;
  currentPage: number;
  pageSize: number;
  /** null: the screen's first view (the table, or the Request grid on Buying and Consignment). */
  view: ListViewKey | null;
}

/** The query-string words for "every status" and "printed or not". */
const ALL_STATUSES = 'all';
const EITHER_PRINTED = 'any';
const TEXT_FILTERS = ['option1Value', 'option2Value', 'option3Value', 'category'] as const;
const ID_FILTERS = ['consigner', 'productId', 'location', 'subLocation'] as const;

/** The list's state from the query string; anything unreadable is left at its default. */
export function readListState(params: URLSearchParams): ListState {
  const filters: ListFilters = {};
  const status = params.get('status');
  if (status === ALL_STATUSES) filters.status = null;
  else if (oneOfParam(INVENTORY_STATUSES, status)) filters.status = status as InventoryStatus;
  const printed = params.get('printed');
  if (printed === EITHER_PRINTED) filters.printed = null;
  else if (printed === 'true' || printed === 'false') filters.printed = printed === 'true';
  for (const key of TEXT_FILTERS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  for (const key of ID_FILTERS) {
    const value = positiveIntParam(params.get(key));
    if (value !== undefined) filters[key] = value;
  }
  const sortOption = oneOfParam(INVENTORY_SORT_OPTIONS, params.get('sortOption'));
  if (sortOption && sortOption !== DEFAULT_INVENTORY_SORT) filters.sortOption = sortOption;
  return {
    filters,
    search: params.get('search') ?? '',
    currentPage: positiveIntParam(params.get('page')) ?? DEFAULT_PAGE,
    pageSize: pageSizeParam(params.get('pageSize'), DEFAULT_PAGE_SIZE),
    view: oneOfParam(LIST_VIEW_KEYS, params.get('view')) ?? null,
  };
}

/** The query string for a state: defaults are left out, so a fresh list has a clean address. */
export function writeListState(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  const { filters } = state;
  if (filters.status !== undefined) params.set('status', filters.status ?? ALL_STATUSES);
  if (filters.printed !== undefined)
    params.set('printed', filters.printed === null ? EITHER_PRINTED : String(filters.printed));
  for (const key of [...TEXT_FILTERS, ...ID_FILTERS]) {
    const value = filters[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  if (filters.sortOption && filters.sortOption !== DEFAULT_INVENTORY_SORT) {
    params.set('sortOption', filters.sortOption);
  }
  if (state.search !== '') params.set('search', state.search);
  if (state.currentPage !== DEFAULT_PAGE) params.set('page', String(state.currentPage));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(state.pageSize));
  if (state.view !== null) params.set('view', state.view);
  return params;
}

/**
 * A change of the filter bar: the new filters, and back to page 1 (the old page may not exist).
 * A status or printed value equal to the screen's own is stored as "left out".
 */
export function withFilters(state: ListState, change: ListFilters, defaults: ListDefaults): ListState {
  const filters: ListFilters = { ...state.filters, ...change };
  if (filters.status === defaults.status) delete filters.status;
  if (filters.printed === defaults.printed && filters.printed !== undefined) delete filters.printed;
  if (defaults.printed === undefined && filters.printed === null) delete filters.printed;
  for (const key of Object.keys(filters) as (keyof ListFilters)[]) {
    if (filters[key] === undefined || filters[key] === '') delete filters[key];
  }
  return { ...state, filters, currentPage: DEFAULT_PAGE };
}

/** What showScannedItem reads of a scanned item. */
export interface ScannedListItem {
  code: string;
  status: InventoryStatus;
  printed: boolean;
}

/**
 * A scanned item code on this list (scanning anywhere, issue 13): the list searches the code, with
 * every other filter dropped so the row shows, and widens the status or printed filter only where
 * the item falls outside the screen's own. Null when the screen's status is fixed (the transfer
 * screens) and the item is not in it: it is opened instead.
 */
export function showScannedItem(
  state: ListState,
  item: ScannedListItem,
  defaults: ListDefaults & { canChangeStatus: boolean },
): ListState | null {
  const isScreenStatus = item.status === defaults.status;
  if (!isScreenStatus && !defaults.canChangeStatus) return null;
  const filters: ListFilters = {};
  if (state.filters.sortOption) filters.sortOption = state.filters.sortOption;
  if (!isScreenStatus) filters.status = null;
  if (defaults.printed !== undefined && item.printed !== defaults.printed) filters.printed = null;
  return { ...state, filters, search: item.code, currentPage: DEFAULT_PAGE };
}

/** The status the list shows: the screen's own unless the filter bar changed it (null: every status). */
export function effectiveStatus(filters: ListFilters, defaults: ListDefaults): InventoryStatus | null {
  return filters.status === undefined ? defaults.status : filters.status;
}

/** GET /api/inventories/paginatedInventories' parameters for a state (the search already debounced). */
export function toPaginatedQuery(
  state: ListState,
  defaults: ListDefaults,
  search: string,
): PaginatedInventoriesQuery {
  const { status: _status, printed: _printed, ...rest } = state.filters;
  const printed = state.filters.printed === undefined ? defaults.printed : state.filters.printed;
  return {
    ...rest,
    status: effectiveStatus(state.filters, defaults) ?? undefined,
    printed: printed ?? undefined,
    search: search.trim() || undefined,
    currentPage: state.currentPage,
    pageSize: state.pageSize,
  };
}

/** A product's items on the current page (the accordion's panel). */
export interface ProductGroup {
  productId: number;
  product: InventoryListRow['product'];
  rows: InventoryListRow[];
}

/** The page's rows grouped by product, in the order each product first appears in the list's sort. */
export function groupByProduct(rows: readonly InventoryListRow[]): ProductGroup[] {
  const groups = new Map<number, ProductGroup>();
  for (const row of rows) {
    const group = groups.get(row.productId);
    if (group) group.rows.push(row);
    else groups.set(row.productId, { productId: row.productId, product: row.product, rows: [row] });
  }
  return [...groups.values()];
}

/** The ids of the rows an action can move (those in its from-status); all of them when it takes any. */
export function actionableIds(
  rows: readonly Pick<InventoryListRow, 'id' | 'status'>[],
  fromStatus: InventoryStatus | undefined,
): number[] {
  return rows.filter((row) => fromStatus === undefined || row.status === fromStatus).map((row) => row.id);
}
