import { DEFAULT_PAGE } from '@shared/constants';
import { PAYOUT_SORTS, type PayoutSort, type PayoutsQuery } from '@shared/contracts/payouts';
import { PAYOUT_STATUSES, type PayoutStatus } from '@shared/domain/payouts';
import { oneOfParam, pageSizeParam, positiveIntParam } from '@renderer/ui/query-params';

/** /payouts' state (search, consigner, status, sort, page) in the address. Pure; used by payouts-page.tsx. */

export const PAYOUTS_PAGE_SIZE = 20;
export const DEFAULT_PAYOUT_SORT: PayoutSort = 'newest';

export interface PayoutsState {
  search: string;
  consigner?: number;
  status?: PayoutStatus;
  sort: PayoutSort;
  currentPage: number;
  pageSize: number;
}

export function readPayoutsState(params: URLSearchParams): PayoutsState {
  const state: PayoutsState = {
    search: params.get('search') ?? '',
    sort: oneOfParam(PAYOUT_SORTS, params.get('sort')) ?? DEFAULT_PAYOUT_SORT,
    currentPage: positiveIntParam(params.get('page')) ?? DEFAULT_PAGE,
    pageSize: pageSizeParam(params.get('pageSize'), PAYOUTS_PAGE_SIZE),
  };
  const consigner = positiveIntParam(params.get('consigner'));
  if (consigner !== undefined) state.consigner = consigner;
  const status = oneOfParam(PAYOUT_STATUSES, params.get('status'));
  if (status) state.status = status;
  return state;
}

export function writePayoutsState(state: PayoutsState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search !== '') params.set('search', state.search);
  if (state.consigner !== undefined) params.set('consigner', String(state.consigner));
  if (state.status) params.set('status', state.status);
  if (state.sort !== DEFAULT_PAYOUT_SORT) params.set('sort', state.sort);
  if (state.currentPage !== DEFAULT_PAGE) params.set('page', String(state.currentPage));
  if (state.pageSize !== PAYOUTS_PAGE_SIZE) params.set('pageSize', String(state.pageSize));
  return params;
}

type Filters = Pick<PayoutsState, 'search' | 'consigner' | 'status' | 'sort'>;

export function withPayoutFilters(state: PayoutsState, change: Partial<Filters>): PayoutsState {
  const next: PayoutsState = { ...state, ...change, currentPage: DEFAULT_PAGE };
  if (next.consigner === undefined) delete next.consigner;
  if (next.status === undefined) delete next.status;
  return next;
}

export function hasPayoutFilters(state: PayoutsState): boolean {
  return state.search !== '' || state.consigner !== undefined || state.status !== undefined;
}

export function toPayoutsQuery(state: PayoutsState, search: string): PayoutsQuery {
  return {
    search: search.trim() || undefined,
    consigner: state.consigner,
    status: state.status,
    sort: state.sort,
    currentPage: state.currentPage,
    pageSize: state.pageSize,
  };
}

/**
 * The table's sortable columns (spec 000 §2.3: Total and Date) as the API's sorts: a click on a
 * column sorts it, a second click the other way; a third goes back to newest first.
 */
export type SortColumn = 'total' | 'date';
export function sortOrderOf(sort: PayoutSort, column: SortColumn): 'ascend' | 'descend' | null {
  if (column === 'total')
    return sort === 'highestTotal' ? 'descend' : sort === 'lowestTotal' ? 'ascend' : null;
  return sort === 'newest' ? 'descend' : sort === 'oldest' ? 'ascend' : null;
}
export function sortFor(column: SortColumn, order: 'ascend' | 'descend' | null | undefined): PayoutSort {
  if (!order) return DEFAULT_PAYOUT_SORT;
  if (column === 'total') return order === 'descend' ? 'highestTotal' : 'lowestTotal';
  return order === 'descend' ? 'newest' : 'oldest';
}
