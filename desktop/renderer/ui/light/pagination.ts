/** A page number, or the "…" between runs of pages. */
export type PageItem = number | 'gap-before' | 'gap-after';

/** How many pages show either side of the current one (antd's default). */
const AROUND = 2;

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

/**
 * The buttons of a pager, like antd's: every page up to 9, else the first, the last, the current
 * one with two each side (five from an end when near it), and a gap where pages are left out.
 */
export function pageItems(current: number, pages: number): PageItem[] {
  if (pages <= 5 + AROUND * 2) return Array.from({ length: pages }, (_, index) => index + 1);
  const page = Math.min(Math.max(1, current), pages);
  let from = Math.max(2, page - AROUND);
  let to = Math.min(pages - 1, page + AROUND);
  if (page - 1 <= AROUND) to = 1 + AROUND * 2;
  if (pages - page <= AROUND) from = pages - AROUND * 2;
  const middle = Array.from({ length: to - from + 1 }, (_, index) => from + index);
  return [
    1,
    ...(from > 2 ? (['gap-before'] as const) : []),
    ...middle,
    ...(to < pages - 1 ? (['gap-after'] as const) : []),
    pages,
  ];
}
