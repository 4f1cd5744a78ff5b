import { DEFAULT_PAGE } from '@shared/constants';
import {
  type ConsignerInventories,
  type PayoutItem,
  type ReadyToPayConsigner,
  type ReadyToPayQuery,
} from '@shared/contracts/payouts';
import { fromCents, toCents } from '@shared/domain/money';
import { owedByConsigner } from '@shared/domain/payouts';
import { pageSizeParam, positiveIntParam } from '@renderer/ui/query-params';

/**
 * Ready to Pay (/pendingPayouts): the filters kept in the address, and what is selected (items by
 * consigner, across pages) with the count and amount the sticky bar shows. Pure; the page uses it.
 */

/** Ready to Pay shows more at once than the other lists: a shop pays a week's sales in one go. */
export const READY_TO_PAY_PAGE_SIZE = 50;

export interface ReadyToPayState {
  search: string;
  consigner?: number;
  /** YYYY-MM-DD, both ends inclusive (the order date). */
  orderDateStart?: string;
  orderDateEnd?: string;
  currentPage: number;
  pageSize: number;
}

type Filters = Pick<ReadyToPayState, 'search' | 'consigner' | 'orderDateStart' | 'orderDateEnd'>;

const isoDate = (value: string | null): string | undefined =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;

export function readReadyToPayState(params: URLSearchParams): ReadyToPayState {
  const state: ReadyToPayState = {
    search: params.get('search') ?? '',
    currentPage: positiveIntParam(params.get('page')) ?? DEFAULT_PAGE,
    pageSize: pageSizeParam(params.get('pageSize'), READY_TO_PAY_PAGE_SIZE),
  };
  const consigner = positiveIntParam(params.get('consigner'));
  if (consigner !== undefined) state.consigner = consigner;
  const start = isoDate(params.get('from'));
  const end = isoDate(params.get('to'));
  if (start) state.orderDateStart = start;
  if (end) state.orderDateEnd = end;
  return state;
}

export function writeReadyToPayState(state: ReadyToPayState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search !== '') params.set('search', state.search);
  if (state.consigner !== undefined) params.set('consigner', String(state.consigner));
  if (state.orderDateStart) params.set('from', state.orderDateStart);
  if (state.orderDateEnd) params.set('to', state.orderDateEnd);
  if (state.currentPage !== DEFAULT_PAGE) params.set('page', String(state.currentPage));
  if (state.pageSize !== READY_TO_PAY_PAGE_SIZE) params.set('pageSize', String(state.pageSize));
  return params;
}

/** A change of the filters: back to page 1. */
export function withReadyToPayFilters(state: ReadyToPayState, change: Partial<Filters>): ReadyToPayState {
  const next: ReadyToPayState = { ...state, ...change, currentPage: DEFAULT_PAGE };
  for (const key of ['consigner', 'orderDateStart', 'orderDateEnd'] as const) {
    if (next[key] === undefined) delete next[key];
  }
  return next;
}

export function hasReadyToPayFilters(state: ReadyToPayState): boolean {
  return (
    state.search !== '' ||
    state.consigner !== undefined ||
    state.orderDateStart !== undefined ||
    state.orderDateEnd !== undefined
  );
}

export function toReadyToPayQuery(state: ReadyToPayState, search: string): ReadyToPayQuery {
  return {
    search: search.trim() || undefined,
    consigner: state.consigner,
    orderDateStart: state.orderDateStart,
    orderDateEnd: state.orderDateEnd,
    currentPage: state.currentPage,
    pageSize: state.pageSize,
  };
}

// --- Selection ---------------------------------------------------------------------------------------

/** The chosen items: consigner id → item ids. Kept across pages; dropped when the filters change. */
export type Selection = ReadonlyMap<number, ReadonlySet<number>>;

export const EMPTY_SELECTION: Selection = new Map();

export function isSelected(selection: Selection, item: Pick<PayoutItem, 'consignerId' | 'inventoryId'>) {
  return selection.get(item.consignerId)?.has(item.inventoryId) ?? false;
}

/** Adds (`isOn`) or removes items; a consigner left with none is dropped. */
export function toggleItems(
  selection: Selection,
  items: readonly Pick<PayoutItem, 'consignerId' | 'inventoryId'>[],
  isOn: boolean,
): Selection {
  const next = new Map<number, Set<number>>([...selection].map(([id, ids]) => [id, new Set(ids)]));
  for (const item of items) {
    const ids = next.get(item.consignerId) ?? new Set<number>();
    if (isOn) ids.add(item.inventoryId);
    else ids.delete(item.inventoryId);
    if (ids.size > 0) next.set(item.consignerId, ids);
    else next.delete(item.consignerId);
  }
  return next;
}

/** Select All's answer (idsOnly=true) as a selection. */
export function selectionFromIds(ids: readonly ConsignerInventories[]): Selection {
  return new Map(
    ids
      .filter((entry) => entry.inventories.length > 0)
      .map((entry) => [entry.consignerId, new Set(entry.inventories)]),
  );
}

export function selectedCount(selection: Selection): number {
  let count = 0;
  for (const ids of selection.values()) count += ids.size;
  return count;
}

/** POST /api/payouts/pay's body for a selection. */
export function toPayRequest(selection: Selection) {
  const consignersAndInventories = [...selection].map(([consignerId, ids]) => ({
    consignerId,
    inventories: [...ids].sort((a, b) => a - b),
  }));
  return {
    inventoriesToPay: consignersAndInventories.flatMap((entry) => entry.inventories),
    consignersAndInventories,
  };
}

/**
 * What the selection pays, with each consigner's negative balance taken (owedByConsigner, the rule
 * the API applies). An item's payout is known once its page has been seen; Select All also takes
 * items of pages never opened, so a consigner whose items are not all known counts as their
 * matching total less the known items left out (only items seen can have been unticked).
 */
export function selectionSummary(
  selection: Selection,
  consigners: readonly ReadyToPayConsigner[],
  knownPayouts: ReadonlyMap<number, { consignerId: number; payout: number }>,
): { count: number; consigners: number; amount: number } {
  const balances = new Map<number, number>();
  const owedItems: { consignerId: number; payoutCents: number }[] = [];
  for (const [consignerId, ids] of selection) {
    const sums = consigners.find((entry) => entry.consigner.id === consignerId);
    if (sums) balances.set(consignerId, toCents(sums.negativeBalance));
    const areAllKnown = [...ids].every((id) => knownPayouts.has(id));
    if (areAllKnown || !sums) {
      for (const id of ids) {
        owedItems.push({ consignerId, payoutCents: toCents(knownPayouts.get(id)?.payout ?? 0) });
      }
      continue;
    }
    let leftOutCents = 0;
    for (const [id, item] of knownPayouts) {
      if (item.consignerId === consignerId && !ids.has(id)) leftOutCents += toCents(item.payout);
    }
    owedItems.push({ consignerId, payoutCents: Math.max(0, toCents(sums.itemsTotal) - leftOutCents) });
  }
  const owed = owedByConsigner(owedItems, balances);
  return {
    count: selectedCount(selection),
    consigners: selection.size,
    amount: fromCents(owed.reduce((sum, entry) => sum + entry.owedCents, 0)),
  };
}
