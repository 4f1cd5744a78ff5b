import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '@shared/contracts/errors';
import {
  consignerReportResponse,
  dashboardInventoryResponse,
  dashboardStatsResponse,
  shopReportResponse,
  storeSalePayoutSummaryResponse,
} from '@shared/contracts/reports';
import { ageBucketOf } from '@shared/domain/dashboard-figures';
import { reportMessages } from '@shared/messages';
import { Consigner } from '../../api/src/consigners/consigner.entity';
import { Inventory } from '../../api/src/inventories/inventory.entity';
import { OrderLine } from '../../api/src/orders/order-line.entity';
import { PayoutConsigner } from '../../api/src/payouts/payout-consigner.entity';
import { Payout } from '../../api/src/payouts/payout.entity';
import { Store } from '../../api/src/stores/store.entity';
import { call, seedAccount, seedStaff, signInAs } from '../support/fixtures';
import { type InventoryWorld, seedInventoryWorld, seedWorldItem } from '../support/inventory-world';
import { seedOrder } from '../support/order-world';
import { seedPayout } from '../support/payout-world';
import { startTestApp, testEngine, type TestApp } from '../support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The store's zone: New York is UTC−4 in October 2026 (daylight time until 1 November). */
const ZONE = 'America/New_York';
/** Noon in New York on a day of 2026 (16:00 UTC in October). */
const noon = (day: string) => new Date(`${day}T16:00:00Z`);
/** The period: 1–10 October 2026 (the end excluded); the previous period is 21–30 September. */
const PERIOD = 'startDate=2026-10-01&endDate=2026-10-11';

/**
 * A small store whose figures are known (times at noon New York unless said):
 * - Ada's sales in the period: S1 200 (tax 10, payout 180) on 2 Oct, S2 100 (payout 85) on 5 Oct,
 *   paid out on 6 Oct; the store's own item S3 300 (cost 150) on 3 Oct; S4 500 on 4 Oct, returned;
 * - in the previous period: P1 120 (payout 100) on 25 Sep (listed 22 Sep), and E 40 (payout 25)
 *   at 03:00 UTC on 1 Oct, which is 30 Sep 23:00 in New York;
 * - on the floor: A1 1000 (Ada, since 1 Sep), A2 400 (the store's, cost 250, listed 7 Oct), W 70
 *   (Ada, since 1 Sep, withdrawn 8 Oct); S1–S4 were listed 15 Sep;
 * - waiting on the store: a price request (150) and a withdrawal request (80), a drop-off (999).
 */
interface ReportWorld {
  world: InventoryWorld;
  items: Record<'s1' | 's2' | 's3' | 's4' | 'p1' | 'e' | 'a1' | 'a2' | 'w', Inventory>;
  newbie: Consigner;
}

describe(`reports (dashboard, shop report, payout summary, consigner report) on ${testEngine()}`, () => {
  let t: TestApp;
  let shop: ReportWorld;
  let other: InventoryWorld;

  const errorOf = (body: unknown) => apiErrorBody.parse(body).error;
  const get = (path: string, token = shop.world.admin.token) => call(t, 'GET', path, { token });
  const ok = async (path: string, token = shop.world.admin.token) => {
    const response = await get(path, token);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as unknown;
  };

  async function seedReportWorld(handle: string): Promise<ReportWorld> {
    const world = await seedInventoryWorld(t, { handle, productTitle: `Jordan 4 ${handle}` });
    const storeId = world.admin.store.id;
    await t.dataSource.getRepository(Store).update(storeId, { timeZone: ZONE });
    world.admin.store.timeZone = ZONE;
    const consigners = t.dataSource.getRepository(Consigner);
    await consigners.update(world.consigner.id, { createdAt: new Date('2026-09-01T12:00:00Z') });
    await consigners.update(world.storeAccount.id, { createdAt: new Date('2026-09-01T12:00:00Z') });
    const newbie = await consigners.save(
      consigners.create({
        storeId,
        firstName: 'Newbie',
        lastName: 'Seller',
        email: `newbie@${handle}.test`,
        phone: '+1 555 0101',
        address: '3 Main St',
        accountId: null,
      }),
    );
    await consigners.update(newbie.id, { createdAt: noon('2026-10-05') });
    const item = (fields: Partial<Inventory>) =>
      seedWorldItem(t, world, 'Active', ['Active'], { acceptedOn: noon('2026-09-15'), ...fields });
    const sell = async (sold: Inventory, soldOn: Date, extra: { tax?: number } = {}) => {
      const order = await seedOrder(t, storeId, { lines: [{ item: sold, ...extra }], soldOn });
      return t.dataSource.getRepository(OrderLine).findOneByOrFail({ orderId: order.id });
    };
    const s1 = await item({ price: 200, payout: 180 });
    const s2 = await item({ price: 100, payout: 85 });
    const s3 = await item({ price: 300, payout: 150, cost: 150, consignerId: world.storeAccount.id });
    const s4 = await item({ price: 500, payout: 450 });
    const p1 = await item({ price: 120, payout: 100, acceptedOn: noon('2026-09-22') });
    const e = await item({ price: 40, payout: 25 });
    const a1 = await item({ price: 1000, payout: 900, acceptedOn: noon('2026-09-01') });
    const a2 = await item({
      price: 400,
      payout: 250,
      cost: 250,
      consignerId: world.storeAccount.id,
      acceptedOn: noon('2026-10-07'),
    });
    const w = await item({ price: 70, payout: 55, acceptedOn: noon('2026-09-01') });
    await sell(s1, noon('2026-10-02'), { tax: 10 });
    const s2Line = await sell(s2, noon('2026-10-05'));
    await sell(s3, noon('2026-10-03'));
    const s4Line = await sell(s4, noon('2026-10-04'));
    await sell(p1, noon('2026-09-25'));
    await sell(e, new Date('2026-10-01T03:00:00Z'));
    // S4 comes back on 6 Oct: its sale is no sale, the item is on the floor again.
    await t.dataSource
      .getRepository(OrderLine)
      .update(s4Line.id, { returnedAt: noon('2026-10-06'), returnedTo: 'Active' });
    const items = t.dataSource.getRepository(Inventory);
    await items.update(s4.id, { status: 'Active', soldOn: null, orderId: null });
    // S2 paid out on 6 Oct.
    const payout = await seedPayout(t, storeId, { lineIds: [s2Line.id], status: 'Paid' });
    await t.dataSource.getRepository(Payout).update(payout.id, { createdAt: noon('2026-10-06') });
    await t.dataSource
      .getRepository(PayoutConsigner)
      .update({ payoutId: payout.id }, { paidAt: noon('2026-10-06') });
    await items.update(s2.id, { status: 'Paid' });
    await items.update(w.id, { status: 'Withdrawn', withdrawalDecidedAt: noon('2026-10-08') });
    // Waiting on the store, never on the floor in these figures (not accepted).
    await seedWorldItem(t, world, 'RequestPriceChange', [], { price: 150 });
    await seedWorldItem(t, world, 'RequestWithdrawal', [], { price: 80 });
    await seedWorldItem(t, world, 'Pending', [], { price: 999 });
    return { world, items: { s1, s2, s3, s4, p1, e, a1, a2, w }, newbie };
  }

  beforeAll(async () => {
    t = await startTestApp();
    shop = await seedReportWorld('reports');
    other = await seedInventoryWorld(t, { handle: 'reports-other', productTitle: 'Other Shoe' });
  });
  afterAll(() => t.close());

  describe('GET /api/reports/dashboardStats', () => {
    it('answers every figure of the period and the previous one, in the store’s days', async () => {
      const body = dashboardStatsResponse.parse(await ok(`/api/reports/dashboardStats?${PERIOD}`));
      expect(body.dashboardStats).toEqual({
        // S1 + S2 + S3 (S4 returned); P1 + E (E is 30 Sep in New York).
        searchMonthRevenue: 600,
        previousMonthRevenue: 160,
        searchMonthRevenueTotal: 610,
        previousMonthRevenueTotal: 160,
        // Consigners' payouts; with the store-owned cost.
        searchMonthCost: 265,
        previousMonthCost: 125,
        searchMonthCostTotal: 415,
        previousMonthCostTotal: 125,
        searctMonthProfit: 185,
        previousMonthProfit: 35,
        // On the floor on 11 Oct: A1, A2, S4; on 1 Oct: A1, W, S1, S2, S3, S4.
        activeInventoryAmountTotal: 1900,
        activePrevInventoryAmountTotal: 2170,
        // S1 waits to be paid; P1 and E of the previous period too. S2 was paid on 6 Oct.
        payoutPendingAmountTotal: 180,
        payoutPrevPendingAmountTotal: 125,
        payoutPaidAmountTotal: 85,
        payoutPrevPaidAmountTotal: 0,
        searchMonthOwnedAmount: 300,
        previousMonthOwnedAmount: 0,
        searchMonthOwnedCost: 150,
        previousMonthOwnedCost: 0,
        searchMonthStoreOwnedInventoryTotal: 400,
        previousMonthStoreOwnedInventoryTotal: 300,
        searchMonthStoreOwnedInventoryCost: 250,
        previousMonthStoreOwnedInventoryCost: 150,
        // Listed: A2 (7 Oct); P1 (22 Sep). Sold: S1, S2, S3; P1, E.
        inventorySearchCount: 1,
        inventoryPrevCount: 1,
        searchMonthCount: 3,
        previousMonthCount: 2,
      });
      expect(body.period).toEqual({
        startDate: '2026-10-01',
        endDate: '2026-10-11',
        previousStartDate: '2026-09-21',
        previousEndDate: '2026-10-01',
        timeZone: ZONE,
        currency: shop.world.admin.store.currency,
      });
      expect(body.series.revenue).toHaveLength(10);
      expect(body.series.revenue.filter((point) => point.value !== 0)).toEqual([
        { date: '2026-10-02', value: 200 },
        { date: '2026-10-03', value: 300 },
        { date: '2026-10-05', value: 100 },
      ]);
      expect(body.series.profit.filter((point) => point.value !== 0)).toEqual([
        { date: '2026-10-02', value: 20 },
        { date: '2026-10-03', value: 150 },
        { date: '2026-10-05', value: 15 },
      ]);
      expect(body.series.listed.filter((point) => point.value !== 0)).toEqual([
        { date: '2026-10-07', value: 1 },
      ]);
    });

    it('counts a sale on the day of the store’s zone: 03:00 UTC on 1 Oct is 30 Sep in New York', async () => {
      const lastDay = dashboardStatsResponse.parse(
        await ok('/api/reports/dashboardStats?startDate=2026-09-30&endDate=2026-10-01'),
      );
      expect(lastDay.dashboardStats.searchMonthRevenue).toBe(40);
      const firstDay = dashboardStatsResponse.parse(
        await ok('/api/reports/dashboardStats?startDate=2026-10-01&endDate=2026-10-02'),
      );
      expect(firstDay.dashboardStats.searchMonthRevenue).toBe(0);
      expect(firstDay.dashboardStats.previousMonthRevenue).toBe(40);
    });

    it('answers zeros for a store with nothing in the period', async () => {
      const body = dashboardStatsResponse.parse(
        await ok(`/api/reports/dashboardStats?${PERIOD}`, other.admin.token),
      );
      expect(Object.values(body.dashboardStats).every((value) => value === 0)).toBe(true);
    });

    it('refuses dates it cannot read with a clear message (400)', async () => {
      for (const [query, field, message] of [
        ['startDate=2026-10-01', 'endDate', reportMessages.dateExpected],
        ['startDate=2026-02-30&endDate=2026-03-05', 'startDate', reportMessages.dateExpected],
        ['startDate=10/01/2026&endDate=2026-10-05', 'startDate', reportMessages.dateExpected],
        ['startDate=2026-10-05&endDate=2026-10-05', 'endDate', reportMessages.endNotAfterStart],
        ['startDate=2026-10-05&endDate=2026-10-01', 'endDate', reportMessages.endNotAfterStart],
        ['startDate=2020-01-01&endDate=2026-10-01', 'endDate', reportMessages.rangeTooLong(1096)],
      ] as const) {
        const response = await get(`/api/reports/dashboardStats?${query}`);
        expect({ query, status: response.status }).toEqual({ query, status: 400 });
        expect(errorOf(response.body).fields?.[field]).toBe(message);
      }
    });

    it('is the Admin’s alone: other staff and consigners get 403, whatever their access controls', async () => {
      const clerk = await seedStaff(t, shop.world.admin.store, { role: 'Employee', accessControls: null });
      const dashboardClerk = await seedStaff(t, shop.world.admin.store, {
        role: 'Employee',
        accessControls: ['Dashboard', 'Orders', 'Consigners'],
      });
      const consigner = await signedInConsigner(shop.world, 'Dora');
      for (const path of [
        `/api/reports/dashboardStats?${PERIOD}`,
        `/api/reports/shopReport?${PERIOD}`,
        `/api/reports/storeSalePayoutSummary?${PERIOD}`,
        '/api/inventories/getdasboardInventory',
      ]) {
        for (const token of [clerk.token, dashboardClerk.token, consigner.token]) {
          expect({ path, status: (await get(path, token)).status }).toEqual({ path, status: 403 });
        }
      }
    });
  });

  describe('GET /api/reports/shopReport', () => {
    it('answers the groups, queues, consigners and the metrics with growth and daily series', async () => {
      const body = shopReportResponse.parse(await ok(`/api/reports/shopReport?${PERIOD}`));
      const now = Date.now();
      const ageOf = (acceptedOn: Date) => ageBucketOf(Math.floor((now - acceptedOn.getTime()) / DAY_MS));
      // Active now: A1 (1000), A2 (400), S4 (500).
      const expectedAges = new Map<string, { count: number; value: number }>();
      for (const [acceptedOn, price] of [
        [noon('2026-09-01'), 1000],
        [noon('2026-10-07'), 400],
        [noon('2026-09-15'), 500],
      ] as const) {
        const key = ageOf(acceptedOn);
        const sums = expectedAges.get(key) ?? { count: 0, value: 0 };
        expectedAges.set(key, { count: sums.count + 1, value: sums.value + price });
      }
      expect(body.inventoriesByAge.map((group) => group.key)).toEqual([
        '0-30',
        '31-60',
        '61-90',
        '91-180',
        '180+',
      ]);
      for (const group of body.inventoriesByAge) {
        expect({ key: group.key, count: group.count, value: group.value }).toEqual({
          key: group.key,
          ...(expectedAges.get(group.key) ?? { count: 0, value: 0 }),
        });
      }
      expect(body.inventoriesByCategory).toEqual([
        { key: 'Sneakers', label: 'Sneakers', count: 3, value: 1900 },
      ]);
      expect(body.inventoriesByLocation).toEqual([
        { key: String(shop.world.main.id), label: 'Main', count: 3, value: 1900 },
      ]);
      // Waiting to be paid: S1 (180), P1 (100), E (25), all Ada's.
      expect(body.pendingPayouts).toEqual({ count: 3, amount: 305, consigners: 1 });
      expect(body.priceRequests).toEqual({ count: 1, value: 150 });
      expect(body.withdrawalRequests).toEqual({ count: 1, value: 80 });
      expect(body.consignersBySales).toEqual([
        {
          consignerId: shop.world.consigner.id,
          name: 'Ada Lovelace',
          isStoreAccount: false,
          itemsSold: 2,
          sales: 300,
          payout: 265,
        },
        {
          consignerId: shop.world.storeAccount.id,
          name: 'The Store',
          isStoreAccount: true,
          itemsSold: 1,
          sales: 300,
          payout: 150,
        },
      ]);
      expect({ ...body.sales, series: undefined }).toEqual({
        current: 600,
        previous: 160,
        growth: 275,
        series: undefined,
      });
      expect({ ...body.profit, series: undefined }).toEqual({
        current: 185,
        previous: 35,
        growth: ((185 - 35) / 35) * 100,
        series: undefined,
      });
      // On the floor at each day's end: 6 on 1 Oct; S1 sold 2 Oct, S3 3 Oct, S2 5 Oct; A2 in 7 Oct; W out 8 Oct.
      expect(body.activeListings.series.map((point) => point.value)).toEqual([6, 5, 4, 4, 3, 3, 4, 3, 3, 3]);
      expect(body.activeListings).toMatchObject({ current: 3, previous: 6, growth: -50 });
      expect(body.newListings).toMatchObject({ current: 1, previous: 1, growth: 0 });
      expect(body.inventoryValue).toMatchObject({ current: 1900, previous: 2170 });
      expect(body.inventoryValue.series.map((point) => point.value)).toEqual([
        2170, 1970, 1670, 1670, 1570, 1570, 1970, 1900, 1900, 1900,
      ]);
      expect(body.sales.series.map((point) => point.date)).toEqual([
        '2026-10-01',
        '2026-10-02',
        '2026-10-03',
        '2026-10-04',
        '2026-10-05',
        '2026-10-06',
        '2026-10-07',
        '2026-10-08',
        '2026-10-09',
        '2026-10-10',
      ]);
    });
  });

  describe('GET /api/reports/storeSalePayoutSummary', () => {
    it('answers the period’s sales split store / consigner, inventory, consigners and payouts, and the previous period', async () => {
      const body = storeSalePayoutSummaryResponse.parse(
        await ok(`/api/reports/storeSalePayoutSummary?${PERIOD}`),
      );
      expect({ ...body, period: undefined }).toEqual({
        profit: 185,
        sales: 600,
        store: 300,
        consigner: 300,
        activeInventory: { count: 3, value: 1900 },
        soldInventory: { count: 3, value: 600 },
        // Ada (and not the store's own account) before the end; Newbie joined on 5 Oct; S2's payout.
        totals: { consigners: 2, newConsigners: 1, payouts: 1, payoutsAmount: 85 },
        period: undefined,
        previous: {
          profit: 35,
          sales: 160,
          store: 0,
          consigner: 160,
          activeInventory: { count: 6, value: 2170 },
          soldInventory: { count: 2, value: 160 },
          totals: { consigners: 1, newConsigners: 0, payouts: 0, payoutsAmount: 0 },
        },
      });
    });
  });

  describe('GET /api/inventories/getdasboardInventory', () => {
    it('answers Recent Activity (6 of the last 7 days), the queues now and the range’s listings and sales', async () => {
      const world = await seedInventoryWorld(t, {
        handle: 'reports-activity',
        productTitle: 'Activity Shoe',
      });
      // Eight accepted items: eight log entries today; the feed's first six come back.
      const items: Inventory[] = [];
      for (let index = 0; index < 8; index++) {
        items.push(await seedWorldItem(t, world, 'Pending', [], { price: 10 + index }));
      }
      const location = { location: world.main.id, subLocation: world.shelf.id };
      for (const item of items) {
        const accepted = await call(t, 'POST', '/api/inventories/acceptInventory', {
          token: world.admin.token,
          body: { items: [item.id], ...location },
        });
        expect(accepted.status, JSON.stringify(accepted.body)).toBeLessThan(300);
      }
      const body = dashboardInventoryResponse.parse(
        await ok('/api/inventories/getdasboardInventory', world.admin.token),
      );
      expect(body.recentActivity).toHaveLength(6);
      expect(body.recentActivity.map((entry) => entry.inventory.id)).toEqual(
        items
          .slice(2)
          .map((item) => item.id)
          .reverse(),
      );
      expect(body.inventory).toMatchObject({
        onFloorCount: 8,
        activeCount: 8,
        activeValue: 10 + 11 + 12 + 13 + 14 + 15 + 16 + 17,
      });
      expect(body.range).toMatchObject({ listedCount: 8, soldCount: 0 });

      const ranged = dashboardInventoryResponse.parse(
        await ok(`/api/inventories/getdasboardInventory?dateRangeStart=2026-10-01&dateRangeEnd=2026-10-11`),
      );
      expect(ranged.range).toEqual({
        startDate: '2026-10-01',
        endDate: '2026-10-11',
        listedCount: 1,
        listedValue: 400,
        soldCount: 3,
        soldValue: 600,
      });
      expect(ranged.inventory).toMatchObject({
        // On the floor: the 3 Active items, the price request (150) and the withdrawal request (80).
        onFloorCount: 5,
        onFloorValue: 1900 + 150 + 80,
        activeCount: 3,
        activeValue: 1900,
        dropOffPending: 1,
        priceRequests: 1,
        withdrawalRequests: 1,
      });
      const half = await get('/api/inventories/getdasboardInventory?dateRangeStart=2026-10-11');
      expect(half.status).toBe(400);
      expect(errorOf(half.body).fields?.dateRangeEnd).toBe(reportMessages.bothDates);
      const bad = await get(
        '/api/inventories/getdasboardInventory?dateRangeStart=2026-10-11&dateRangeEnd=2026-10-01',
      );
      expect(bad.status).toBe(400);
      expect(errorOf(bad.body).fields?.dateRangeEnd).toBe(reportMessages.endNotAfterStart);
    });
  });

  describe('GET /api/consigners/consignerReport', () => {
    const adaReport = (query: string, token = shop.world.admin.token) =>
      ok(`/api/consigners/consignerReport?consigner=${shop.world.consigner.id}${query}`, token).then((body) =>
        consignerReportResponse.parse(body),
      );

    it('answers the analytics of the range (or of every sale), the groups, products and metrics', async () => {
      const ranged = await adaReport('&dateRangeStart=2026-10-01&dateRangeEnd=2026-10-11');
      // S1 200 + S2 100 sold; S2's 85 paid; S1's 180 pending.
      expect(ranged.analytics).toEqual({ totalSold: 300, totalPaid: 85, totalPending: 180 });
      expect(ranged.sales).toMatchObject({ current: 300, previous: 160 });
      expect(ranged.soldListings).toMatchObject({ current: 2, previous: 2, growth: 0 });
      // Ada's on the floor: A1, W, S1, S2, S4 on 1 Oct; A1 and S4 on 11 Oct.
      expect(ranged.activeListings).toMatchObject({ current: 2, previous: 5, growth: -60 });
      expect(ranged.pendingPayouts).toEqual({ count: 3, amount: 305 });
      expect(ranged.bestSelling).toEqual([
        {
          productId: shop.world.product.id,
          title: 'Jordan 4 reports',
          sku: shop.world.product.sku,
          image: shop.world.product.image,
          sold: 2,
          sales: 300,
        },
      ]);
      // Two of the product still Active (A1, S4): not low.
      expect(ranged.lowStock).toEqual([]);
      expect(
        Object.fromEntries(ranged.byStatus.map((group) => [group.key, [group.count, group.value]])),
      ).toEqual({
        Active: [2, 1500],
        Sold: [3, 360],
        Paid: [1, 100],
        Withdrawn: [1, 70],
        RequestPriceChange: [1, 150],
        RequestWithdrawal: [1, 80],
        Pending: [1, 999],
      });
      expect(ranged.byCategory).toEqual([{ key: 'Sneakers', label: 'Sneakers', count: 2, value: 1500 }]);
      expect(ranged.byAge.reduce((sum, group) => sum + group.count, 0)).toBe(2);

      const allTime = await adaReport('');
      // Every sale of Ada's: S1, S2, P1, E (S4 returned).
      expect(allTime.analytics).toEqual({ totalSold: 460, totalPaid: 85, totalPending: 305 });
      // Without a range, the metrics are the last 7 days'.
      expect(allTime.sales.series).toHaveLength(7);
    });

    it('filters the groups by status, category and location', async () => {
      const sold = await adaReport('&status=Sold');
      expect(sold.byCategory).toEqual([{ key: 'Sneakers', label: 'Sneakers', count: 3, value: 360 }]);
      const elsewhere = await adaReport(`&location=${shop.world.warehouse.id}`);
      expect(elsewhere.byLocation).toEqual([]);
      const hats = await adaReport('&category=Hats');
      expect(hats.byStatus).toEqual([]);
      const bad = await get(`/api/consigners/consignerReport?status=Nope`);
      expect(bad.status).toBe(400);
      const half = await get(`/api/consigners/consignerReport?dateRangeEnd=2026-10-11`);
      expect(half.status).toBe(400);
      expect(errorOf(half.body).fields?.dateRangeStart).toBe(reportMessages.bothDates);
    });

    it('answers staff with Consigners for any consigner of the store, 404 for another store’s', async () => {
      const manager = await seedStaff(t, shop.world.admin.store, {
        role: 'Employee',
        accessControls: ['Consigners'],
      });
      expect((await adaReport('', manager.token)).analytics.totalSold).toBe(460);
      const clerk = await seedStaff(t, shop.world.admin.store, {
        role: 'Employee',
        accessControls: ['Orders'],
      });
      expect(
        (await get(`/api/consigners/consignerReport?consigner=${shop.world.consigner.id}`, clerk.token))
          .status,
      ).toBe(403);
      const foreign = await get(
        `/api/consigners/consignerReport?consigner=${shop.world.consigner.id}`,
        other.admin.token,
      );
      expect(foreign.status).toBe(404);
      // The whole store's, when no consigner is named: Ada's and the store's own sales.
      const store = consignerReportResponse.parse(await ok('/api/consigners/consignerReport'));
      expect(store.analytics).toEqual({ totalSold: 760, totalPaid: 85, totalPending: 305 });
    });

    it('gives a signed-in consigner their own report only: another consigner’s id is 404', async () => {
      const dora = await signedInConsigner(shop.world, 'Dora');
      const item = await seedWorldItem(t, shop.world, 'Active', ['Active'], {
        consignerId: dora.consigner.id,
        price: 250,
        payout: 200,
      });
      await seedOrder(t, shop.world.admin.store.id, { lines: [{ item }] });
      const own = consignerReportResponse.parse(await ok('/api/consigners/consignerReport', dora.token));
      expect(own.analytics).toEqual({ totalSold: 250, totalPaid: 0, totalPending: 200 });
      const named = consignerReportResponse.parse(
        await ok(`/api/consigners/consignerReport?consigner=${dora.consigner.id}`, dora.token),
      );
      expect(named.analytics.totalSold).toBe(250);
      const ada = await get(
        `/api/consigners/consignerReport?consigner=${shop.world.consigner.id}`,
        dora.token,
      );
      expect(ada.status).toBe(404);
      expect(JSON.stringify(ada.body)).not.toContain('460');
      // Staff routes stay closed to consigners.
      expect((await get(`/api/consigners/${shop.world.consigner.id}`, dora.token)).status).toBe(403);
    });
  });

  /** A consigner of the world's store with a login of their own, signed in. */
  async function signedInConsigner(world: InventoryWorld, firstName: string) {
    const email = `${firstName.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@${world.admin.store.handle}.test`;
    const account = await seedAccount(t.dataSource, world.admin.store, email);
    const consigners = t.dataSource.getRepository(Consigner);
    const consigner = await consigners.save(
      consigners.create({
        storeId: world.admin.store.id,
        firstName,
        lastName: 'Consigner',
        email,
        phone: '+1 555 0102',
        address: '4 Main St',
        accountId: account.id,
      }),
    );
    return { consigner, token: await signInAs(t, account) };
  }
});
