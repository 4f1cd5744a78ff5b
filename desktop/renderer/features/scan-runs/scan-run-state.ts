import { type InventoryItem } from '@shared/contracts/inventories';

/**
 * What a scan run in progress holds on screen (spec 000 §2.3 Scan Items, 001 §5): the items scanned
 * at the chosen location and those the system places elsewhere, each once. Kept in Maps so a run of
 * thousands of scans stays as quick per scan as its first: a scan is one look-up and one insert,
 * and the screen reads one page at a time, newest first, without copying or sorting the rest.
 */

/** Where a looked-up item goes: this run's list, the found-elsewhere list, or nowhere (a repeat). */
export type ScanPlacement = 'added' | 'elsewhere' | 'repeat';

/** Codes are compared as the API compares them: case does not matter, spaces around do not count. */
export function normalizeScanCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * spec 001 §5: an item is added only if it has a code and its location is the one chosen; any
 * other item is "not for this location" (and kept as found elsewhere, issue 13).
 */
export function belongsToLocation(
  item: Pick<InventoryItem, 'code' | 'location'>,
  locationId: number,
): boolean {
  return item.code.trim() !== '' && item.location?.id === locationId;
}

export class ScanRun {
  private readonly scanned = new Map<number, InventoryItem>();
  private readonly elsewhere = new Map<number, InventoryItem>();
  /** Normalized code → item id, for every item of either list: a repeat needs no look-up. */
  private readonly codes = new Map<string, number>();

  constructor(readonly locationId: number) {}

  /** Whether a code is already in the run (either list). */
  hasCode(code: string): boolean {
    return this.codes.has(normalizeScanCode(code));
  }

  /** Places a looked-up item; an item already in the run (by id) is a repeat and changes nothing. */
  place(item: InventoryItem): ScanPlacement {
    if (this.scanned.has(item.id) || this.elsewhere.has(item.id)) return 'repeat';
    this.codes.set(normalizeScanCode(item.code), item.id);
    if (belongsToLocation(item, this.locationId)) {
      this.scanned.set(item.id, item);
      return 'added';
    }
    this.elsewhere.set(item.id, item);
    return 'elsewhere';
  }

  /** Takes an item out of the run (its remove button): scanning it again adds it again. */
  remove(id: number): void {
    const item = this.scanned.get(id) ?? this.elsewhere.get(id);
    if (!item) return;
    this.scanned.delete(id);
    this.elsewhere.delete(id);
    this.codes.delete(normalizeScanCode(item.code));
  }

  get scannedCount(): number {
    return this.scanned.size;
  }

  get elsewhereCount(): number {
    return this.elsewhere.size;
  }

  /** Nothing to submit: Run stays disabled (spec 001 §5). */
  get isEmpty(): boolean {
    return this.scanned.size === 0 && this.elsewhere.size === 0;
  }

  /** One page (1-based) of a list, newest scan first; only that page's items are read. */
  page(list: 'scanned' | 'elsewhere', page: number, pageSize: number): InventoryItem[] {
    const items = list === 'scanned' ? this.scanned : this.elsewhere;
    const start = items.size - page * pageSize;
    const end = start + pageSize;
    const rows: InventoryItem[] = [];
    let index = 0;
    // Maps keep insertion order: walking forward to the page's window is O(size) reads and no copy.
    for (const item of items.values()) {
      if (index >= end) break;
      if (index >= Math.max(0, start)) rows.push(item);
      index += 1;
    }
    return rows.reverse();
  }

  /** PUT /api/scans/{id}'s inventories: every item scanned, those found elsewhere too. */
  submittedIds(): number[] {
    return [...this.scanned.keys(), ...this.elsewhere.keys()];
  }
}
