import { APPAREL_SIZE_ORDER } from '../constants';

/**
 * Size order (spec 001 §3): numeric on the first number in the value ('4', '4.5', 'US 9', '10.5 W'),
 * then apparel sizes XXS…XXL in their own order, then anything else alphabetically.
 * The one place sizes are ordered: every list of sizes sorts through here.
 */
const FIRST_NUMBER = /\d+(?:\.\d+)?/;

const APPAREL_RANK = new Map<string, number>(APPAREL_SIZE_ORDER.map((size, index) => [size, index]));

export type SizeKey = { group: 0; value: number } | { group: 1; value: number } | { group: 2; value: 0 };

/** The group (0 numeric, 1 apparel, 2 other) and the rank inside it that compareSizes orders by. */
export function sizeKey(size: string): SizeKey {
  const match = FIRST_NUMBER.exec(size);
  if (match) return { group: 0, value: Number(match[0]) };
  const apparel = APPAREL_RANK.get(size.trim().toUpperCase());
  if (apparel !== undefined) return { group: 1, value: apparel };
  return { group: 2, value: 0 };
}

function alphabetical(a: string, b: string): number {
  return a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true }) || (a < b ? -1 : a > b ? 1 : 0);
}

/** Comparator for Array.prototype.sort: negative when size `a` comes before size `b`. */
export function compareSizes(a: string, b: string): number {
  const keyA = sizeKey(a);
  const keyB = sizeKey(b);
  if (keyA.group !== keyB.group) return keyA.group - keyB.group;
  if (keyA.value !== keyB.value) return keyA.value - keyB.value;
  return alphabetical(a, b);
}

/** A sorted copy; the input is left as it was. */
export function sortSizes(values: readonly string[]): string[] {
  return [...values].sort(compareSizes);
}
