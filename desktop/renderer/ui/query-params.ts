import { PAGE_SIZE_OPTIONS } from '@shared/constants';

/**
 * Reading a list's state back from the address (the lists keep search, filters and page in the
 * query string): a value that does not read is left out, so the list falls back to its default
 * instead of asking the API for something it would refuse.
 */

/** A whole number above 0 (ids, pages), or undefined. */
export function positiveIntParam(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

/** One of `values` exactly, or undefined. */
export function oneOfParam<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** A page size the lists offer (PAGE_SIZE_OPTIONS), else `fallback`. */
export function pageSizeParam(value: string | null, fallback: number): number {
  const pageSize = positiveIntParam(value);
  return pageSize !== undefined && (PAGE_SIZE_OPTIONS as readonly number[]).includes(pageSize)
    ? pageSize
    : fallback;
}
