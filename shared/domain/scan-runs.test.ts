import { describe, expect, it } from 'vitest';
import { reconcileScan, type ScanRunItem } from './scan-runs';

const item = (id: number, status: ScanRunItem['status'] = 'Active'): ScanRunItem => ({ id, status });

describe('reconcileScan', () => {
  it('finds what was expected and scanned, and lists the rest of the expected as Missing', () => {
    const result = reconcileScan([item(1), item(2), item(3)], [item(3), item(1)]);
    expect(result).toEqual({ missing: [2], overScanned: [], elsewhere: [], found: [1, 3] });
  });

  it('lists scanned Sold and Paid items as Over Scanned, expected or not', () => {
    const result = reconcileScan(
      [item(1), item(2, 'PendingSale')],
      [item(5, 'Sold'), item(6, 'Paid'), item(2)],
    );
    expect(result.overScanned).toEqual([5, 6]);
    expect(result.found).toEqual([2]);
    expect(result.missing).toEqual([1]);
  });

  it('lists scanned items the run did not expect here (another place, or a status off the shelf)', () => {
    const result = reconcileScan([item(1)], [item(7, 'Withdrawn'), item(8), item(1)]);
    expect(result.elsewhere).toEqual([7, 8]);
    expect(result.found).toEqual([1]);
  });

  it('counts a repeated scan once', () => {
    const result = reconcileScan([item(1)], [item(1), item(1), item(9, 'Sold'), item(9, 'Sold')]);
    expect(result).toEqual({ missing: [], overScanned: [9], elsewhere: [], found: [1] });
  });

  it('is all Missing for an empty run, and empty for an empty location', () => {
    expect(reconcileScan([item(1), item(2)], []).missing).toEqual([1, 2]);
    expect(reconcileScan([], [])).toEqual({ missing: [], overScanned: [], elsewhere: [], found: [] });
  });
});
