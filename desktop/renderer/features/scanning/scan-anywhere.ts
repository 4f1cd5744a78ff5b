import { useEffect, useRef } from 'react';
import { create } from 'zustand';
import { type GtinLookupResponse } from '@shared/contracts/scans';
import { type InventoryItem } from '@shared/contracts/inventories';
import { isValidGtin } from '@shared/domain/gtin';
import { type AppScan } from './use-scans';

/**
 * "Scanning anywhere" (issue 13): on any back-office screen a scan with no text field focused opens
 * what it names. The rules live here; the back-office layout (app/layout/use-scan-anywhere.ts)
 * listens and navigates.
 */

/**
 * The screens that take every scan themselves (scan intake, scan runs, the register, and Settings,
 * whose Devices area shows each scan in its test area): the global handler leaves them alone, so one
 * scan never does two things. By route, so a screen needs nothing to opt out.
 */
export const SCREENS_THAT_HANDLE_SCANS: readonly string[] = ['/scan', '/scanItems', '/sell', '/settings'];

/** Longest item code GET /api/inventories/code/{code} takes (inventoryCodeParams). */
const ITEM_CODE_MAX_LENGTH = 32;

/**
 * Whether the global handler acts on a scan: not on a screen that handles scans itself, and not a
 * wedge scan typed into a text field (that field has the code: a search box searches it). HID and
 * serial scans never type, so they always count.
 */
export function isScanForAnywhere(scan: Pick<AppScan, 'inTextField'>, routePath: string | null): boolean {
  if (scan.inTextField) return false;
  return routePath === null || !SCREENS_THAT_HANDLE_SCANS.includes(routePath);
}

/** What a scanned code names: one of the store's items, a product (by GTIN), or nothing known. */
export type ScannedCode =
  { kind: 'item'; item: InventoryItem } | { kind: 'product'; productId: number } | { kind: 'unknown' };

/** The two look-ups a code may need; each answers null for "no such code" (a 404). */
export interface CodeLookups {
  item: (code: string) => Promise<InventoryItem | null>;
  gtin: (gtin: string) => Promise<GtinLookupResponse | null>;
}

/**
 * Looks a scanned code up: as an item code first (the codes on the store's own labels), then, when
 * it is a GTIN with a valid check digit, as a product's barcode. A code that cannot be an item code
 * (too long) is not sent as one.
 */
export async function resolveScannedCode(rawCode: string, lookups: CodeLookups): Promise<ScannedCode> {
  const code = rawCode.trim();
  if (code.length > 0 && code.length <= ITEM_CODE_MAX_LENGTH) {
    const item = await lookups.item(code);
    if (item) return { kind: 'item', item };
  }
  if (isValidGtin(code)) {
    const found = await lookups.gtin(code);
    if (found) return { kind: 'product', productId: found.product.id };
  }
  return { kind: 'unknown' };
}

/**
 * Shows a scanned item on the current screen instead of opening it (an inventory list finds it in
 * its rows); false when this screen cannot show it, and the item is opened instead.
 */
export type ScannedItemFinder = (item: InventoryItem) => boolean;

interface ScanFinderState {
  finder: ScannedItemFinder | null;
}

/** The finder of the screen on show, if it has one (one screen at a time is mounted in the layout). */
export const useScanFinderStore = create<ScanFinderState>(() => ({ finder: null }));

/**
 * While the calling screen is mounted, a scanned item code is shown by `finder` rather than opened.
 * The latest `finder` is used, so it may read fresh state.
 */
export function useScannedItemFinder(finder: ScannedItemFinder): void {
  const latest = useRef(finder);
  latest.current = finder;
  useEffect(() => {
    const registered: ScannedItemFinder = (item) => latest.current(item);
    useScanFinderStore.setState({ finder: registered });
    return () => {
      if (useScanFinderStore.getState().finder === registered) useScanFinderStore.setState({ finder: null });
    };
  }, []);
}
