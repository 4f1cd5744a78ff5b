/**
 * How a paged list (the inventory lists, the sold items) reads one page: its count, the page's ids
 * in the list's order, then the page's rows by id. Pure planning (which rows a page is, and when
 * they can be read before the count is in) plus `readPage`, which runs the three reads with as few
 * waits on the database as the plan allows.
 */

/** Which rows of an ordered list a page is: read from the near end (see pageWindow). */
export interface ListWindow {
  offset: number;
  limit: number;
  isReversed: boolean;
}

/**
 * The rows [offset, offset + pageSize) of `count`, or null past the end. When the page lies in
 * the second half, the same rows are read from the end: in the opposite order, skipping
 * count - (offset + pageSize) rows instead of offset, and reversed afterwards.
 */
export function pageWindow(count: number, pageSize: number, currentPage: number): ListWindow | null {
  const offset = (currentPage - 1) * pageSize;
  if (offset >= count) return null;
  const end = Math.min(offset + pageSize, count);
  const fromEnd = count - end;
  return fromEnd < offset
    ? { offset: fromEnd, limit: end - offset, isReversed: true }
    : { offset, limit: end - offset, isReversed: false };
}

/**
 * Up to this many rows in, a page is read from the start beside its count, whatever the count: on
 * MariaDB, skipping a thousand index entries costs about what one more round trip to the database
 * costs (0.2 ms), which waiting for the count first would add.
 */
export const SHALLOW_OFFSET_MAX = 1_000;

/**
 * The window a page can be read through before its count is in, beside it, or null (count first):
 * - a shallow page (SHALLOW_OFFSET_MAX): from the start, which is right whatever the count (its
 *   LIMIT stops at the list's end);
 * - a deeper one, when an earlier count of the same list is known: that count's window. From the
 *   start it is right whatever the count; from the end, only if the count is unchanged
 *   (isWindowFor tells once the count is in).
 */
export function windowBeforeCount(
  pageSize: number,
  currentPage: number,
  earlierCount: number | undefined,
): ListWindow | null {
  const offset = (currentPage - 1) * pageSize;
  const forward: ListWindow = { offset, limit: pageSize, isReversed: false };
  if (offset <= SHALLOW_OFFSET_MAX) return forward;
  if (earlierCount === undefined) return null;
  const window = pageWindow(earlierCount, pageSize, currentPage);
  if (!window) return null;
  return window.isReversed ? window : forward;
}

/** Whether rows read through `early` (windowBeforeCount) are the page of a list of `count` rows. */
export function isWindowFor(
  early: ListWindow,
  count: number,
  pageSize: number,
  currentPage: number,
): boolean {
  const window = pageWindow(count, pageSize, currentPage);
  if (!window) return false;
  if (!early.isReversed) return true;
  return window.isReversed && window.offset === early.offset && window.limit === early.limit;
}

/** A paged list's own reads (InventoryListQuery, SoldItemsQuery): its count and a window's ids. */
export interface PagedList {
  count(): Promise<number>;
  pageIds(window: ListWindow): Promise<number[]>;
}

/**
 * Recent counts of lists, by a key naming the store and the filters: where a deep page lies, so it
 * can be read beside its count on the next request (windowBeforeCount). Only a hint: a count that
 * has changed since costs one read of ids again, never a wrong page. Per process and bounded (the
 * least recently used key goes first).
 */
export class CountHints {
  private readonly counts = new Map<string, number>();

  constructor(private readonly capacity = 1_000) {}

  get(key: string): number | undefined {
    const count = this.counts.get(key);
    if (count !== undefined) {
      this.counts.delete(key);
      this.counts.set(key, count);
    }
    return count;
  }

  set(key: string, count: number): void {
    this.counts.delete(key);
    this.counts.set(key, count);
    if (this.counts.size > this.capacity) {
      const oldest = this.counts.keys().next().value;
      if (oldest !== undefined) this.counts.delete(oldest);
    }
  }

  get size(): number {
    return this.counts.size;
  }
}

/**
 * One page and the list's count. The database answers one statement a connection at a time, and
 * each wait on it is a round trip, so the reads overlap where they can:
 * - a page that can be read before its count (windowBeforeCount) is read beside it: from the
 *   start, its ids and then its rows go on while the count runs (two waits instead of three);
 *   from the end of an earlier count, its ids go on while the count runs and its rows follow once
 *   the count confirms them (a count that has changed reads the ids again);
 * - otherwise the count, then the ids of the window it gives, then the rows.
 */
export async function readPage<Row>(
  list: PagedList,
  rowsOf: (ids: number[]) => Promise<Row[]>,
  paging: { pageSize: number; currentPage: number },
  hints?: { store: CountHints; key: string },
): Promise<{ rows: Row[]; count: number }> {
  const { pageSize, currentPage } = paging;
  const early = windowBeforeCount(pageSize, currentPage, hints?.store.get(hints.key));
  const remember = (count: number) => {
    hints?.store.set(hints.key, count);
    return count;
  };
  if (early && !early.isReversed) {
    const [count, rows] = await Promise.all([
      list.count().then(remember),
      list.pageIds(early).then((ids) => rowsOf(ids)),
    ]);
    return { rows: isWindowFor(early, count, pageSize, currentPage) ? rows : [], count };
  }
  let count: number;
  let ids: number[] | null = null;
  if (early) {
    const [counted, earlyIds] = await Promise.all([list.count().then(remember), list.pageIds(early)]);
    count = counted;
    if (isWindowFor(early, count, pageSize, currentPage)) ids = earlyIds;
  } else {
    count = remember(await list.count());
  }
  if (!ids) {
    const window = pageWindow(count, pageSize, currentPage);
    if (!window) return { rows: [], count };
    ids = await list.pageIds(window);
  }
  return { rows: await rowsOf(ids), count };
}
