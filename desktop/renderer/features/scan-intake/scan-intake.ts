import { type InventoryItem } from '@shared/contracts/inventories';
import { type ScanGtinProduct, type ScanGtinResponse } from '@shared/contracts/scans';
import { SCAN_INPUT_DEBOUNCE_MS } from '@shared/constants';
import { isValidGtin } from '@shared/domain/gtin';
import { fromCents, toCents } from '@shared/domain/money';
import { validation } from '@shared/messages';

const messages = validation.scan;

/**
 * One row of the scan-intake list. `isCreated`: the item was made here (the create-inventory
 * dialog), as Drop off pending, and is accepted with the rest at Save.
 */
export interface ListedItem {
  item: InventoryItem;
  isCreated: boolean;
}

/** What a scanned barcode leads to, given what the list already holds (spec 000 §2.3). */
export type ScanOutcome =
  /** One unlisted item of the consigner matches: it joins the list. */
  | { kind: 'add'; item: InventoryItem }
  /** Several unlisted items match: the clerk picks the one in hand. */
  | { kind: 'pick'; items: InventoryItem[] }
  /** The barcode names a product and size, and the consigner has no such item waiting: create it. */
  | { kind: 'create'; product: ScanGtinProduct; size: string }
  /** Every matching item is listed already: 'Item already scanned'. */
  | { kind: 'alreadyScanned'; product: ScanGtinProduct; size: string }
  /** No product of the store has this barcode: attach it to one, then scan again. */
  | { kind: 'attach' }
  /** An unknown code that is no GTIN (a misread, an item label): nothing can be attached. */
  | { kind: 'notAGtin' };

export function scanOutcome(
  code: string,
  response: ScanGtinResponse,
  listedIds: ReadonlySet<number>,
): ScanOutcome {
  const product = response.scanGTINProduct;
  if (!product || response.gtinSize === null)
    return isValidGtin(code) ? { kind: 'attach' } : { kind: 'notAGtin' };
  const size = response.gtinSize;
  const unlisted = response.scanGTINInventories.filter((item) => !listedIds.has(item.id));
  if (unlisted.length === 1) return { kind: 'add', item: unlisted[0] };
  if (unlisted.length > 1) return { kind: 'pick', items: unlisted };
  // Matching items that are all listed: the clerk scanned the same pair twice. No match at all: a
  // pair the consigner never listed, brought to the counter.
  return response.scanGTINInventories.length > 0
    ? { kind: 'alreadyScanned', product, size }
    : { kind: 'create', product, size };
}

/** Step 1's Next: both a consigner and a location (spec 001 §5). */
export function stepOneProblem(choice: {
  consignerId: number | null;
  locationId: number | null;
}): string | null {
  return choice.consignerId === null || choice.locationId === null
    ? messages.selectLocationAndConsigner
    : null;
}

/** Save: the location first, then the consigner (spec 001 §5), then something to accept. */
export function saveProblem(choice: {
  consignerId: number | null;
  locationId: number | null;
  count: number;
}): string | null {
  if (choice.locationId === null) return messages.selectLocation;
  if (choice.consignerId === null) return messages.selectConsigner;
  if (choice.count === 0) return messages.nothingToSave;
  return null;
}

/** The list's footer: how many items, what they sell for, what their owner is paid. */
export function listTotals(rows: readonly ListedItem[]): { count: number; price: number; payout: number } {
  let price = 0;
  let payout = 0;
  for (const { item } of rows) {
    price += toCents(item.price ?? 0);
    payout += toCents(item.payout ?? 0);
  }
  return { count: rows.length, price: fromCents(price), payout: fromCents(payout) };
}

/** A list with `items` added at the top (newest first, so the last scan is in view), none twice. */
export function withItems(rows: readonly ListedItem[], items: readonly InventoryItem[], isCreated: boolean) {
  const listed = new Set(rows.map((row) => row.item.id));
  const added = items.filter((item) => !listed.has(item.id)).map((item) => ({ item, isCreated }));
  return [...added.reverse(), ...rows];
}

/**
 * spec 001 §9 scan input debounce: the same code again within 300 ms is the same scan (a scanner
 * set to both wedge and HID, a double trigger), not a second pair.
 */
export function isRepeatWithinDebounce(
  previous: { code: string; at: number } | null,
  code: string,
  at: number,
): boolean {
  return previous !== null && previous.code === code && at - previous.at < SCAN_INPUT_DEBOUNCE_MS;
}
