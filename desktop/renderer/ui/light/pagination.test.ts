import { describe, expect, it } from 'vitest';
import { pageCount, pageItems } from './pagination';

describe('pageItems', () => {
  it('lists every page up to nine', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('near the start: the first five, a gap, the last', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-after', 20]);
    expect(pageItems(3, 20)).toEqual([1, 2, 3, 4, 5, 'gap-after', 20]);
  });

  it('in the middle: two each side of the current page, gaps both sides', () => {
    expect(pageItems(10, 20)).toEqual([1, 'gap-before', 8, 9, 10, 11, 12, 'gap-after', 20]);
  });

  it('near the end: the first, a gap, the last five', () => {
    expect(pageItems(20, 20)).toEqual([1, 'gap-before', 16, 17, 18, 19, 20]);
  });

  it('keeps an out-of-range page within the pages', () => {
    expect(pageItems(99, 12)).toEqual(pageItems(12, 12));
  });
});

describe('pageCount', () => {
  it('rounds up and is at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });
});
