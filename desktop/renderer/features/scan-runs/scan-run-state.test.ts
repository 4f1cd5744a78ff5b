import { describe, expect, it } from 'vitest';
import { type InventoryItem } from '@shared/contracts/inventories';
import { belongsToLocation, normalizeScanCode, ScanRun } from './scan-run-state';

const HERE = 3;
const item = (id: number, locationId: number | null, code = `C${id}`) =>
  ({
    id,
    code,
    status: 'Active',
    location: locationId === null ? null : { id: locationId, name: `L${locationId}`, label: null },
  }) as InventoryItem;

describe('which items a run takes', () => {
  it('adds an item with a code at the chosen location only', () => {
    expect(belongsToLocation(item(1, HERE), HERE)).toBe(true);
    expect(belongsToLocation(item(1, 4), HERE)).toBe(false);
    expect(belongsToLocation(item(1, null), HERE)).toBe(false);
    expect(belongsToLocation(item(1, HERE, ''), HERE)).toBe(false);
  });

  it('compares codes without case or surrounding spaces', () => {
    expect(normalizeScanCode(' cd12ab\n')).toBe('CD12AB');
  });
});

describe('a scan run in progress', () => {
  it('lists items of the location, keeps the others as found elsewhere, and ignores repeats', () => {
    const run = new ScanRun(HERE);
    expect(run.isEmpty).toBe(true);
    expect(run.place(item(1, HERE))).toBe('added');
    expect(run.place(item(2, 9))).toBe('elsewhere');
    expect(run.place(item(1, HERE))).toBe('repeat');
    expect(run.place(item(2, 9))).toBe('repeat');
    expect(run.hasCode('c1')).toBe(true);
    expect(run.hasCode('C2')).toBe(true);
    expect([run.scannedCount, run.elsewhereCount]).toEqual([1, 1]);
    expect(run.submittedIds()).toEqual([1, 2]);
  });

  it('takes a removed item out, so scanning it again adds it again', () => {
    const run = new ScanRun(HERE);
    run.place(item(1, HERE));
    run.remove(1);
    expect(run.hasCode('C1')).toBe(false);
    expect(run.isEmpty).toBe(true);
    expect(run.place(item(1, HERE))).toBe('added');
  });

  it('reads one page at a time, newest first', () => {
    const run = new ScanRun(HERE);
    for (let id = 1; id <= 45; id += 1) run.place(item(id, HERE));
    const ids = (page: number) => run.page('scanned', page, 20).map((row) => row.id);
    expect(ids(1)).toEqual(Array.from({ length: 20 }, (_, index) => 45 - index));
    expect(ids(2)).toEqual(Array.from({ length: 20 }, (_, index) => 25 - index));
    expect(ids(3)).toEqual([5, 4, 3, 2, 1]);
    expect(ids(4)).toEqual([]);
  });

  it('takes 5,000 scans, each placed without re-reading the list', () => {
    const run = new ScanRun(HERE);
    for (let id = 1; id <= 5000; id += 1) run.place(item(id, id % 10 === 0 ? 8 : HERE));
    expect(run.scannedCount).toBe(4500);
    expect(run.elsewhereCount).toBe(500);
    expect(run.submittedIds()).toHaveLength(5000);
    expect(run.page('elsewhere', 1, 3).map((row) => row.id)).toEqual([5000, 4990, 4980]);
  });
});
