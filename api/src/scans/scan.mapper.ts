import { type ScanItem as ScanItemResponse, type ScanSummary } from '@shared/contracts/scans';
import { type Location } from '../locations/location.entity';
import { type RunItemRow } from './scan-run-rows';
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

/** One row of a run's list as the API shows it: the item as it is now, with the status the run saw. */
export function toScanItem(row: RunItemRow): ScanItemResponse {
  const { item, product, consigner, location } = row;
  return {
    id: item.id,
    code: item.code,
    status: item.status,
    statusDuringScan: row.statusDuringScan,
    price: item.price,
    option1Value: item.option1Value,
    product: { id: product.id, title: product.title, sku: product.sku, image: product.image },
    consigner: consigner
      ? { id: consigner.id, name: `${consigner.firstName} ${consigner.lastName}`.trim() }
      : null,
    location: location ? { id: location.id, name: location.name } : null,
  };
}

/**
 * The items of one of a run's lists, in the list's order; an item deleted since (cascaded out of
 * the run) is simply not there.
 */
export function toScanItems(
  ids: readonly number[],
  items: ReadonlyMap<number, ScanItemResponse>,
): ScanItemResponse[] {
  return ids.flatMap((id) => items.get(id) ?? []);
}
