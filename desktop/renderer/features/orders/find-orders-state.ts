import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, ORDER_QUICK_RANGES } from '@shared/constants';
import { ORDER_CHANNELS, type OrderChannel, type OrdersQuery } from '@shared/contracts/orders';
import { oneOfParam, pageSizeParam, positiveIntParam } from '@renderer/ui/query-params';

/**
 * The state of /findOrders (search, consigner, in-store / online, quick range, page), kept in the
 * address's query string so a reload or a shared link shows the same sales. Pure: read and written
 * here, used by find-orders-page.tsx.
 */

export type OrderQuickRange = (typeof ORDER_QUICK_RANGES)[number];

/** How the quick range buttons read (spec 001 §9: 24 (hours), 1W, 1M, 3M, 1Y, ALL). */
export const QUICK_RANGE_LABELS: Record<OrderQuickRange, string> = {
  '24': '24 h',
  '1W': '1W',
  '1M': '1M',
  '3M': '3M',
  '1Y': '1Y',
  ALL: 'ALL',
};

export const DEFAULT_QUICK_RANGE: OrderQuickRange = 'ALL';

export interface FindOrdersState {
  search: string;
  consigner?: number;
  channel?: OrderChannel;
  range: OrderQuickRange;
  currentPage: number;
  pageSize: number;
}

/** The screen's state from the query string; anything unreadable is left at its default. */
export function readFindOrdersState(params: URLSearchParams): FindOrdersState {
  const state: FindOrdersState = {
    search: params.get('search') ?? '',
    range: oneOfParam(ORDER_QUICK_RANGES, params.get('range')) ?? DEFAULT_QUICK_RANGE,
    currentPage: positiveIntParam(params.get('page')) ?? DEFAULT_PAGE,
    pageSize: pageSizeParam(params.get('pageSize'), DEFAULT_PAGE_SIZE),
  };
  const consigner = positiveIntParam(params.get('consigner'));
  if (consigner !== undefined) state.consigner = consigner;
  const channel = oneOfParam(ORDER_CHANNELS, params.get('channel'));
  if (channel) state.channel = channel;
  return state;
}

/** The query string for a state: defaults are left out, so a fresh list has a clean address. */
export function writeFindOrdersState(state: FindOrdersState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search !== '') params.set('search', state.search);
  if (state.consigner !== undefined) params.set('consigner', String(state.consigner));
  if (state.channel !== undefined) params.set('channel', state.channel);
  if (state.range !== DEFAULT_QUICK_RANGE) params.set('range', state.range);
  if (state.currentPage !== DEFAULT_PAGE) params.set('page', String(state.currentPage));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(state.pageSize));
  return params;
}

/** A change of the filters: back to page 1 (the old page may not exist). */
export function withOrderFilters(
  state: FindOrdersState,
  change: Partial<Pick<FindOrdersState, 'search' | 'consigner' | 'channel' | 'range'>>,
): FindOrdersState {
  const next: FindOrdersState = { ...state, ...change, currentPage: DEFAULT_PAGE };
  if (next.consigner === undefined) delete next.consigner;
  if (next.channel === undefined) delete next.channel;
  return next;
}

/** Whether the filters differ from a fresh list's (Reset filters is offered). */
export function hasOrderFilters(state: FindOrdersState): boolean {
  return (
    state.search !== '' ||
    state.consigner !== undefined ||
    state.channel !== undefined ||
    state.range !== DEFAULT_QUICK_RANGE
  );
}

/** A calendar day as the API reads it (YYYY-MM-DD), from the day `date` falls on where the clerk is. */
export function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `months` calendar months before `date`, on the same day or the month's last when it has fewer. */
function monthsBefore(date: Date, months: number): Date {
  const first = new Date(date.getFullYear(), date.getMonth() - months, 1);
  const lastDay = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
  return new Date(first.getFullYear(), first.getMonth(), Math.min(date.getDate(), lastDay));
}

const daysBefore = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() - days);

/**
 * The dates a quick range sends (spec 001 §9): the end is always tomorrow (exclusive), so today's
 * sales are in; the start is the range back from today. The API filters on days, so "24 h" starts
 * yesterday: every sale of the last 24 hours is in. ALL has no start.
 */
export function quickRangeDates(
  range: OrderQuickRange,
  now: Date,
): Pick<OrdersQuery, 'dateRangeStart' | 'dateRangeEnd'> {
  const dateRangeEnd = isoDay(daysBefore(now, -1));
  const start: Record<OrderQuickRange, Date | null> = {
    '24': daysBefore(now, 1),
    '1W': daysBefore(now, 7),
    '1M': monthsBefore(now, 1),
    '3M': monthsBefore(now, 3),
    '1Y': monthsBefore(now, 12),
    ALL: null,
  };
  const from = start[range];
  return from ? { dateRangeStart: isoDay(from), dateRangeEnd } : { dateRangeEnd };
}

/** GET /api/orders' parameters for a state (the search already debounced). */
export function toOrdersQuery(state: FindOrdersState, search: string, now: Date): OrdersQuery {
  return {
    search: search.trim() || undefined,
    consigner: state.consigner,
    channel: state.channel,
    ...quickRangeDates(state.range, now),
    currentPage: state.currentPage,
    pageSize: state.pageSize,
  };
}

/** spec 001 §9: Date Sold reads YY/MM/DD, on the day the sale fell where the clerk is. */
export function formatSoldDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return isoDay(date).slice(2).replaceAll('-', '/');
}
