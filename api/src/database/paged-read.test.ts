import { describe, expect, it } from 'vitest';
import {
  CountHints,
  isWindowFor,
  type ListWindow,
  pageWindow,
  readPage,
  SHALLOW_OFFSET_MAX,
  windowBeforeCount,
} from './paged-read';

describe('pageWindow: which rows a page is, read from the nearer end', () => {
  it('reads the first half forwards and the second half backwards, same rows', () => {
    expect(pageWindow(100, 10, 1)).toEqual({ offset: 0, limit: 10, isReversed: false });
    expect(pageWindow(100, 10, 5)).toEqual({ offset: 40, limit: 10, isReversed: false });
    expect(pageWindow(100, 10, 6)).toEqual({ offset: 40, limit: 10, isReversed: true });
    expect(pageWindow(100, 10, 10)).toEqual({ offset: 0, limit: 10, isReversed: true });
    // A short last page: rows 20–24 of 25 are the first 5 from the end.
    expect(pageWindow(25, 10, 3)).toEqual({ offset: 0, limit: 5, isReversed: true });
    expect(pageWindow(25, 10, 4)).toBeNull();
    expect(pageWindow(0, 10, 1)).toBeNull();
  });
});

describe('windowBeforeCount: what can be read before the count is in', () => {
  it('reads a shallow page from the start, whatever the count', () => {
    expect(windowBeforeCount(10, 1, undefined)).toEqual({ offset: 0, limit: 10, isReversed: false });
    const lastShallow = SHALLOW_OFFSET_MAX / 10 + 1;
    expect(windowBeforeCount(10, lastShallow, undefined)).toEqual({
      offset: SHALLOW_OFFSET_MAX,
      limit: 10,
      isReversed: false,
    });
    // Even when an earlier count puts it in the second half: skipping that little is cheap.
    expect(windowBeforeCount(10, 100, 1_000)).toEqual({ offset: 990, limit: 10, isReversed: false });
  });

  it('waits for the count on a deep page of a list it has not counted', () => {
    expect(windowBeforeCount(10, SHALLOW_OFFSET_MAX / 10 + 2, undefined)).toBeNull();
  });

  it("reads a deep page where an earlier count puts it, and from the start a whole page's worth", () => {
    expect(windowBeforeCount(10, 500, 10_000)).toEqual({ offset: 4_990, limit: 10, isReversed: false });
    expect(windowBeforeCount(10, 500, 20_000)).toEqual({ offset: 4_990, limit: 10, isReversed: false });
    expect(windowBeforeCount(10, 500, 5_005)).toEqual({ offset: 5, limit: 10, isReversed: true });
    // Past the end of the earlier count: nothing to guess.
    expect(windowBeforeCount(10, 500, 4_000)).toBeNull();
  });
});

describe('isWindowFor: whether rows read early are the page', () => {
  const forward: ListWindow = { offset: 4_990, limit: 10, isReversed: false };
  const fromEnd: ListWindow = { offset: 5, limit: 10, isReversed: true };

  it('keeps a page read from the start while it is within the list', () => {
    expect(isWindowFor(forward, 5_000, 10, 500)).toBe(true);
    expect(isWindowFor(forward, 9_000, 10, 500)).toBe(true);
    expect(isWindowFor(forward, 4_995, 10, 500)).toBe(true);
    expect(isWindowFor(forward, 4_990, 10, 500)).toBe(false);
  });

  it('keeps a page read from the end only if the count is unchanged', () => {
    expect(isWindowFor(fromEnd, 5_005, 10, 500)).toBe(true);
    expect(isWindowFor(fromEnd, 5_006, 10, 500)).toBe(false);
    expect(isWindowFor(fromEnd, 5_004, 10, 500)).toBe(false);
  });
});

describe('CountHints: recent counts, bounded', () => {
  it('forgets the least recently used key first', () => {
    const hints = new CountHints(2);
    hints.set('a', 1);
    hints.set('b', 2);
    expect(hints.get('a')).toBe(1);
    hints.set('c', 3);
    expect(hints.get('b')).toBeUndefined();
    expect(hints.get('a')).toBe(1);
    expect(hints.get('c')).toBe(3);
    expect(hints.size).toBe(2);
  });
});

/** A list of `total` rows numbered 1…n, whose reads record what ran and in what order. */
function listOf(total: () => number) {
  const log: string[] = [];
  const ids = () => Array.from({ length: total() }, (_, index) => index + 1);
  return {
    log,
    reads: {
      count: async () => {
        log.push('count');
        return total();
      },
      pageIds: async (window: ListWindow) => {
        log.push(`ids ${window.isReversed ? 'from end' : 'from start'} ${window.offset}`);
        const all = window.isReversed ? ids().reverse() : ids();
        const found = all.slice(window.offset, window.offset + window.limit);
        return window.isReversed ? found.reverse() : found;
      },
      rows: async (page: number[]) => {
        log.push(`rows ${page.length}`);
        return page.map((id) => ({ id }));
      },
    },
  };
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => ({ id: from + index }));

describe('readPage: the same page whichever way it is read', () => {
  it('reads a shallow page beside its count', async () => {
    const { log, reads } = listOf(() => 25);
    expect(await readPage(reads, reads.rows, { pageSize: 10, currentPage: 3 })).toEqual({
      rows: range(21, 25),
      count: 25,
    });
    expect(log.sort()).toEqual(['count', 'ids from start 20', 'rows 5']);
    expect(await readPage(reads, reads.rows, { pageSize: 10, currentPage: 4 })).toEqual({
      rows: [],
      count: 25,
    });
  });

  it('reads a deep page after its count, then beside it once the count is known', async () => {
    let total = 5_005;
    const { log, reads } = listOf(() => total);
    const hints = { store: new CountHints(), key: 'list' };
    const last = { pageSize: 10, currentPage: 501 };
    expect(await readPage(reads, reads.rows, last, hints)).toEqual({
      rows: range(5_001, 5_005),
      count: 5_005,
    });
    expect(log.splice(0)).toEqual(['count', 'ids from end 0', 'rows 5']);
    expect(await readPage(reads, reads.rows, last, hints)).toEqual({
      rows: range(5_001, 5_005),
      count: 5_005,
    });
    expect(log.splice(0).sort()).toEqual(['count', 'ids from end 0', 'rows 5']);

    // The list grew: the ids read early are not the page; they are read again for the new count.
    total = 5_012;
    expect(await readPage(reads, reads.rows, last, hints)).toEqual({
      rows: range(5_001, 5_010),
      count: 5_012,
    });
    expect(log.splice(0).sort()).toEqual(['count', 'ids from end 0', 'ids from end 2', 'rows 10']);
    // It shrank below the page: no rows.
    total = 4_990;
    expect(await readPage(reads, reads.rows, last, hints)).toEqual({ rows: [], count: 4_990 });
  });

  it('reads a deep page of the first half from the start beside the count once it is known', async () => {
    const { log, reads } = listOf(() => 20_000);
    const hints = { store: new CountHints(), key: 'list' };
    const page = { pageSize: 10, currentPage: 200 };
    await readPage(reads, reads.rows, page, hints);
    log.splice(0);
    expect(await readPage(reads, reads.rows, page, hints)).toEqual({
      rows: range(1_991, 2_000),
      count: 20_000,
    });
    expect(log.sort()).toEqual(['count', 'ids from start 1990', 'rows 10']);
  });
});
