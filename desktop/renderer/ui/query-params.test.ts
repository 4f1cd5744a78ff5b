import { describe, expect, it } from 'vitest';
import { PAGE_SIZE_OPTIONS } from '@shared/constants';
import { oneOfParam, pageSizeParam, positiveIntParam } from './query-params';

describe('list state in the address', () => {
  it('reads whole numbers above 0 only', () => {
    expect(positiveIntParam('12')).toBe(12);
    for (const value of [null, '', '0', '-3', '1.5', '1e3', 'abc', '99999999999999999999']) {
      expect(positiveIntParam(value)).toBeUndefined();
    }
  });

  it('reads one of the values exactly', () => {
    expect(oneOfParam(['a', 'b'] as const, 'b')).toBe('b');
    expect(oneOfParam(['a', 'b'] as const, 'B')).toBeUndefined();
    expect(oneOfParam(['a', 'b'] as const, null)).toBeUndefined();
  });

  it('keeps a page size the lists offer, else the fallback', () => {
    const offered = PAGE_SIZE_OPTIONS[1] as number;
    expect(pageSizeParam(String(offered), 7)).toBe(offered);
    expect(pageSizeParam('13', 7)).toBe(7);
    expect(pageSizeParam(null, 7)).toBe(7);
  });
});
