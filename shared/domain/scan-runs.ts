import { type InventoryStatus } from './inventory-status';

/**
 * Scan runs (spec 000 §2.3 Scan Items, §4 scan reconciliation): staff count a location's shelves and
 * the run says what is missing, what was sold but is still there, and what belongs somewhere else.
 */

/** spec 000 §3 Scan status: `new` while the count runs (the default), `completed` once submitted. */
export const SCAN_STATUSES = ['new', 'completed'] as const;
export type ScanStatus = (typeof SCAN_STATUSES)[number];

/**
 * The statuses of an item that should be on a location's shelves when a run starts: on sale, or
 * waiting on a request while still in the shop. Sold and Paid items are gone (scanning one is Over
 * Scanned); PendingSale is sold online and not yet picked, so still on the shelf.
 */
export const EXPECTED_ON_SHELF: readonly InventoryStatus[] = [
  'Active',
  'RequestPriceChange',
  'RequestWithdrawal',
  'StoreRequestPriceChange',
  'PendingSale',
];

/** Scanned items in these statuses are Over Scanned (spec 000 §4). */
export const OVER_SCANNED_STATUSES: readonly InventoryStatus[] = ['Sold', 'Paid'];

/** Most items one run may submit: a whole stock room, in one request (issue 13: 5,000 must work). */
export const SCAN_RUN_MAX_ITEMS = 20_000;

/** What the reconciliation reads of an item, as it was when it was expected or scanned. */
export interface ScanRunItem {
  id: number;
  status: InventoryStatus;
}

export interface ScanReconciliation {
  /** Expected at the location when the run started, and not scanned. */
  missing: number[];
  /** Scanned, and Sold or Paid (wherever the system places them). */
  overScanned: number[];
  /**
   * Scanned here and not expected here, and not Over Scanned: the system places it at another
   * location (or none), or its status says it left the shelf (Withdrawn, InTransit, Drop off
   * pending…). The shop wants to see those too.
   */
  elsewhere: number[];
  /** Expected and scanned: where the system says. */
  found: number[];
}

/**
 * The result of a run at one location: `expected` is what was on its shelves when it started (the
 * snapshot kept with the run), `scanned` what was scanned, each as it was at that moment. A
 * duplicate scan counts once. Lists keep the order of their input (expected order for missing and
 * found, scan order for the others).
 */
export function reconcileScan(
  expected: readonly ScanRunItem[],
  scanned: readonly ScanRunItem[],
): ScanReconciliation {
  const scannedIds = new Set<number>();
  const overScanned: number[] = [];
  const elsewhere: number[] = [];
  const expectedIds = new Set(expected.map((item) => item.id));
  for (const item of scanned) {
    if (scannedIds.has(item.id)) continue;
    scannedIds.add(item.id);
    if (OVER_SCANNED_STATUSES.includes(item.status)) overScanned.push(item.id);
    else if (!expectedIds.has(item.id)) elsewhere.push(item.id);
  }
  const missing: number[] = [];
  const found: number[] = [];
  for (const item of expected) {
    (scannedIds.has(item.id) ? found : missing).push(item.id);
  }
  return { missing, overScanned, elsewhere, found };
}
