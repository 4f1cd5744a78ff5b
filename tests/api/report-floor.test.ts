import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardStatsResponse, shopReportResponse } from '@shared/contracts/reports';
import { addDays } from '@shared/domain/dashboard-figures';
import { type InventoryStatus } from '@shared/domain/inventory-status';
import { Inventory } from '../../api/src/inventories/inventory.entity';
import { ON_FLOOR_STATUSES } from '../../api/src/reports/report-queries';
import { Store } from '../../api/src/stores/store.entity';
import { call } from '../support/fixtures';
import { type InventoryWorld, seedInventoryWorld, seedWorldItemsInBulk } from '../support/inventory-world';
import { startTestApp, testEngine, type TestApp } from '../support/test-app';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The shop report's floor at a period's start is not read: it is the floor at the end, less the
 * period's entries, plus its exits and strays (floorBefore, docs/reports.md "Speed"). This proves
 * it equal, item by item, to the floor's definition and to the dashboard's plain read of the floor
 * at both instants (floorsAt), on a store holding every kind of item: each floor status, sold and
 * withdrawn ones with their dates before, on and after each bound of the periods, never accepted,
 * sold or withdrawn before they were accepted, withdrawn with no decision date (its last change
 * counts), and prices with cents or none.
 */
describe(`the shop report's floor at a period's start, from the floor at its end, on ${testEngine()}`, () => {
  let t: TestApp;
  let world: InventoryWorld;
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  const periods = [
    { startDate: '2026-10-01', endDate: '2026-10-11' },
    { startDate: addDays(today, -29), endDate: addDays(today, 1) },
    { startDate: addDays(today, -364), endDate: addDays(today, 1) },
  ];

  beforeAll(async () => {
    t = await startTestApp();
    world = await seedInventoryWorld(t, { handle: 'report-floor', productTitle: 'Floor Shoe' });
    // UTC: each period's bounds are its dates at midnight UTC.
    await t.dataSource.getRepository(Store).update(world.admin.store.id, { timeZone: 'UTC' });
    const instants: (Date | null)[] = [
      null,
      new Date('2025-06-01T12:00:00Z'),
      new Date(`${addDays(today, -364)}T00:00:00Z`),
      new Date('2026-08-15T12:00:00Z'),
      new Date('2026-09-25T12:00:00Z'),
      new Date('2026-10-01T00:00:00Z'),
      new Date('2026-10-05T12:00:00Z'),
      new Date('2026-10-11T00:00:00Z'),
      new Date('2026-10-20T12:00:00Z'),
      new Date(now.getTime() - 10 * DAY_MS),
      new Date(`${addDays(today, -29)}T00:00:00Z`),
      new Date(now.getTime() - HOUR_MS),
      new Date(now.getTime() + 2 * DAY_MS),
    ];
    const rows: Partial<Inventory>[] = [];
    const add = (status: InventoryStatus, fields: Partial<Inventory>) => {
      const index = rows.length;
      rows.push({
        status,
        price: index % 13 === 0 ? null : 10 + (index % 7) * 3.45,
        ...fields,
      });
    };
    for (const acceptedOn of instants) {
      for (const status of [...ON_FLOOR_STATUSES, 'Pending', 'Requested'] as InventoryStatus[])
        add(status, { acceptedOn, soldOn: null });
      for (const left of instants) {
        add('Sold', { acceptedOn, soldOn: left });
        add('Paid', { acceptedOn, soldOn: left });
        add('Withdrawn', { acceptedOn, soldOn: null, withdrawalDecidedAt: left });
        if (left !== null)
          add('Withdrawn', { acceptedOn, soldOn: null, withdrawalDecidedAt: null, updatedAt: left });
      }
    }
    await seedWorldItemsInBulk(t, world, rows.length, 'FLR', (index) => rows[index]);
  });
  afterAll(() => t.close());

  /** The floor at an instant, by its definition (report-queries.ts), over every item of the store. */
  async function floorAt(at: Date): Promise<{ count: number; value: number }> {
    const items = await t.dataSource.getRepository(Inventory).findBy({ storeId: world.admin.store.id });
    let count = 0;
    let cents = 0;
    for (const item of items) {
      const since = (date: Date | null) => date !== null && date.getTime() >= at.getTime();
      const onFloor =
        item.acceptedOn !== null &&
        item.acceptedOn.getTime() < at.getTime() &&
        ((ON_FLOOR_STATUSES as readonly string[]).includes(item.status) ||
          ((item.status === 'Sold' || item.status === 'Paid') && since(item.soldOn)) ||
          (item.status === 'Withdrawn' && since(item.withdrawalDecidedAt ?? item.updatedAt)));
      if (!onFloor) continue;
      count += 1;
      cents += Math.round(Number(item.price ?? 0) * 100);
    }
    return { count, value: cents / 100 };
  }

  it.each(periods)('equals the floor read at both instants, for $startDate to $endDate', async (period) => {
    const query = `startDate=${period.startDate}&endDate=${period.endDate}`;
    const token = world.admin.token;
    const report = await call(t, 'GET', `/api/reports/shopReport?${query}`, { token });
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    const shop = shopReportResponse.parse(report.body);
    const stats = await call(t, 'GET', `/api/reports/dashboardStats?${query}`, { token });
    expect(stats.status, JSON.stringify(stats.body)).toBe(200);
    const dashboard = dashboardStatsResponse.parse(stats.body).dashboardStats;

    const start = await floorAt(new Date(`${period.startDate}T00:00:00Z`));
    const end = await floorAt(new Date(`${period.endDate}T00:00:00Z`));
    expect(start.count).toBeGreaterThan(0);
    expect(end.count).not.toBe(start.count);
    expect({
      count: shop.activeListings.previous,
      value: shop.inventoryValue.previous,
    }).toEqual(start);
    expect({ count: shop.activeListings.current, value: shop.inventoryValue.current }).toEqual(end);
    expect(shop.inventoryValue.previous).toBe(dashboard.activePrevInventoryAmountTotal);
    expect(shop.inventoryValue.current).toBe(dashboard.activeInventoryAmountTotal);
  });
});
