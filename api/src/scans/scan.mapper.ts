import { type InventoryItem } from '@shared/contracts/inventories';
import { type ScanItem as ScanItemResponse, type ScanSummary } from '@shared/contracts/scans';
import { type Location } from '../locations/location.entity';
import { type ScanItem } from './scan-item.entity';
import { type Scan } from './scan.entity';

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** A run as the Logs tab lists it; `location` read with it (a run's location is never deleted). */
export function toScanSummary(scan: Scan, location: Pick<Location, 'id' | 'name'> | undefined): ScanSummary {
  return {
    id: scan.id,
    createdAt: new Date(scan.createdAt).toISOString(),
    status: scan.status,
    location: { id: scan.locationId, name: location?.name ?? '' },
    createdBy: scan.createdByName,
    completedAt: iso(scan.completedAt),
    counts: {
      expected: scan.expectedCount,
      scanned: scan.scannedCount,
      missing: scan.missingCount,
      overScanned: scan.overScannedCount,
      elsewhere: scan.elsewhereCount,
    },
  };
}

/**
 * The items of one of a run's lists, in the list's order, each as it is now with the status the
 * run saw; an item deleted since (cascaded out of the run) is simply not there.
 */
export function toScanItems(
  ids: readonly number[],
  rows: ReadonlyMap<number, Pick<ScanItem, 'statusDuringScan'>>,
  items: ReadonlyMap<number, InventoryItem>,
): ScanItemResponse[] {
  return ids.flatMap((id) => {
    const item = items.get(id);
    const row = rows.get(id);
    return item && row ? [{ ...item, statusDuringScan: row.statusDuringScan }] : [];
  });
}
