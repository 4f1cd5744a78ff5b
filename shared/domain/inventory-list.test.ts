import { describe, expect, it } from 'vitest';
import { INVENTORY_LIST_MODES } from '../constants';
import {
  daysActive,
  INVENTORY_LIST_MODE_DEFINITIONS,
  isSynced,
  MENU_BADGE_STATUSES,
  QUEUE_STATUSES,
  sizeSortKey,
} from './inventory-list';
import { compareSizes } from './size-sort';

describe('inventory list modes (spec 000 §2.3)', () => {
  it('has a title and a status filter for each mode, as the spec table says', () => {
    expect(Object.keys(INVENTORY_LIST_MODE_DEFINITIONS)).toEqual([...INVENTORY_LIST_MODES]);
    expect(INVENTORY_LIST_MODE_DEFINITIONS.Find).toMatchObject({
      title: 'Find Inventory',
      status: 'Active',
      printed: false,
    });
    // Issue 14: Ready To Print lists the Active items whose labels are not printed yet.
    expect(INVENTORY_LIST_MODE_DEFINITIONS.ReadyToPrint).toMatchObject({
      title: 'Ready To Print',
      status: 'Active',
      printed: false,
    });
    expect(INVENTORY_LIST_MODE_DEFINITIONS.Incoming).toMatchObject({
      title: 'Drop off pending',
      status: 'Pending',
    });
    expect(INVENTORY_LIST_MODE_DEFINITIONS.PriceChange).toMatchObject({
      title: 'Inventory Price Change',
      status: 'RequestPriceChange',
    });
  });

  it('counts the menu badges among the work queues (spec 000 §2.2)', () => {
    expect(MENU_BADGE_STATUSES.map((badge) => badge.label)).toEqual([
      'Requested',
      'Price Change',
      'Withdrawal Request',
      'Buying',
      'Consignment',
    ]);
    for (const badge of MENU_BADGE_STATUSES) expect(QUEUE_STATUSES).toContain(badge.status);
  });
});

describe('Synced and Days Active (spec 000 §4)', () => {
  const now = new Date('2025-06-10T12:00:00Z');

  it('is Synced only with a shopifyId and Active', () => {
    expect(isSynced({ status: 'Active', shopifyId: 'gid://1' })).toBe(true);
    expect(isSynced({ status: 'Active', shopifyId: null })).toBe(false);
    expect(isSynced({ status: 'Sold', shopifyId: 'gid://1' })).toBe(false);
  });

  it('counts whole days since acceptedOn, for Active items only', () => {
    expect(daysActive({ status: 'Active', acceptedOn: '2025-06-10T08:00:00Z' }, now)).toBe(0);
    expect(daysActive({ status: 'Active', acceptedOn: '2025-06-09T12:00:00Z' }, now)).toBe(1);
    expect(daysActive({ status: 'Active', acceptedOn: new Date('2025-05-01T13:00:00Z') }, now)).toBe(39);
    expect(daysActive({ status: 'Active', acceptedOn: null }, now)).toBeNull();
    expect(daysActive({ status: 'Withdrawn', acceptedOn: '2025-05-01T00:00:00Z' }, now)).toBeNull();
  });
});

describe('sizeSortKey', () => {
  it('orders sizes as compareSizes does (numbers, apparel, the rest), ties left to the value itself', () => {
    const sizes = ['One Size', 'XL', '10.5', '4', 'M', 'US 9', '10', 'XXS', 'Kids', '13', '9.5'];
    const byKey = [...sizes].sort(
      (a, b) => (sizeSortKey(a) ?? 0) - (sizeSortKey(b) ?? 0) || (a < b ? -1 : a > b ? 1 : 0),
    );
    expect(byKey).toEqual([...sizes].sort(compareSizes));
  });

  it('keeps a number, clamps a huge one, and has no key for no size', () => {
    expect(sizeSortKey('10.25')).toBe(10.25);
    expect(sizeSortKey('W 8.5')).toBe(8.5);
    expect(sizeSortKey('123456789')).toBeLessThan(sizeSortKey('XXS') as number);
    expect(sizeSortKey(null)).toBeNull();
    expect(sizeSortKey('  ')).toBeNull();
  });
});
