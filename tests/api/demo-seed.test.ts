import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYOUT_OPTIONS } from '@shared/constants';
import { holdsResponse, orderResponse } from '@shared/contracts/orders';
import { payoutDetailResponse, payoutsResponse, readyToPayResponse } from '@shared/contracts/payouts';
import { scanDetailResponse, scansResponse } from '@shared/contracts/scans';
import { storeSettingsResponse, storeUpdateFields } from '@shared/contracts/stores';
import { INVENTORY_STATUSES } from '@shared/domain/inventory-status';
import { demoResourcesDir } from '../../api/src/database/seed/demo-data';
import { type DemoLogin, seedDemoStore } from '../../api/src/database/seed/demo-seed';
import { Order } from '../../api/src/orders/order.entity';
import { call } from '../support/fixtures';
import { startTestApp, testEngine, type TestApp } from '../support/test-app';

const DEMO_ADMIN = { email: 'admin@demo.consigndesk.local', password: 'demo-password-123' };
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo store as a newcomer meets it on a first start (SEED_DEMO), seen through the API: every
 * status of the status machine has items, the products show their pictures, the activity feed and
 * the consigner pages have two months of history, and a second start adds nothing.
 */
describe(`the demo store on ${testEngine()}`, () => {
  let t: TestApp;
  let first: DemoLogin;
  let token: string;
  const get = (path: string) => call(t, 'GET', path, { token });
  const countOf = async (query: string) => {
    const response = await get(`/api/inventories?${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.count as number;
  };

  beforeAll(async () => {
    t = await startTestApp();
    first = await seedDemoStore(t.app, DEMO_ADMIN);
    const login = await call(t, 'POST', '/open/auth/login', { body: { ...DEMO_ADMIN, handle: 'demo' } });
    expect(login.status).toBe(200);
    token = login.body.accessToken;
  });
  afterAll(() => t?.close());

  it('is seeded once, step by step, and the Admin signs in with the demo password', () => {
    expect(first).toMatchObject({ storeHandle: 'demo', email: DEMO_ADMIN.email, created: true });
    expect(first.seeded?.steps.map((step) => step.name)).toEqual([
      'store setup',
      'catalogue',
      'consigners',
      'inventory',
      'store requests',
      'register sales',
      'payouts',
      'scan runs',
    ]);
    // The barcodes and scan runs add little to a first start (the whole seed stays within seconds).
    const scanStep = first.seeded?.steps.find((step) => step.name === 'scan runs');
    expect(scanStep?.milliseconds).toBeLessThan(2_000);
    const salesStep = first.seeded?.steps.find((step) => step.name === 'register sales');
    expect(salesStep?.made).toMatch(/^12 register sales \(\d+ items\), 1 kiosk hold$/);
    expect(salesStep?.milliseconds).toBeLessThan(2_000);
  });

  it('has register sales for /findOrders and an open kiosk hold for the register (issue 15)', async () => {
    const holds = await get('/api/orders/holds');
    expect(holds.status).toBe(200);
    const [hold, ...others] = holdsResponse.parse(holds.body).orders;
    expect(others).toEqual([]);
    expect(hold).toMatchObject({ source: 'kiosk', status: 'open', customer: { first_name: 'Priya' } });
    expect(new Date(hold.holdExpiresAt ?? 0).getTime()).toBeGreaterThan(Date.now());
    const completed = await t.dataSource
      .getRepository(Order)
      .find({ where: { status: 'completed' }, order: { number: 'ASC' } });
    expect(completed.map((order) => order.name)).toEqual(
      Array.from({ length: 12 }, (_, index) => `#${1001 + index}`),
    );
    // In time order, over the last four weeks, some discounted, some split, one customer back again.
    const times = completed.map((order) => new Date(order.completedAt ?? 0).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Date.now() - times[0]).toBeGreaterThan(20 * DAY_MS);
    expect(completed.some((order) => Number(order.discount) > 0)).toBe(true);
    const { order } = orderResponse.parse((await get(`/api/orders/${completed[1].id}`)).body);
    expect(order.customer).toMatchObject({ first_name: 'Jordan' });
    expect(completed.filter((one) => one.customerId === order.customer?.id)).toHaveLength(2);
    // Sold, or Paid once the demo's paid payout took them (issue 16).
    expect(order.lineItems.every((line) => ['Sold', 'Paid'].includes(line.status) && line.payout > 0)).toBe(
      true,
    );
  });

  it('has a Paid and an Unpaid payout of its sales, and sales waiting in Ready to Pay (issue 16)', async () => {
    const step = first.seeded?.steps.find((one) => one.name === 'payouts');
    expect(step?.made).toMatch(/^2 payouts \(1 paid, 1 unpaid\), \d+ sold items in Ready to Pay$/);
    const list = await get('/api/payouts');
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const { payouts } = payoutsResponse.parse(list.body);
    expect(payouts.map((payout) => [payout.name, payout.status])).toEqual([
      ['PO-1002', 'Unpaid'],
      ['PO-1001', 'Paid'],
    ]);
    const [unpaid, paid] = payouts;
    expect(unpaid.consigners).toHaveLength(2);
    expect(paid.consigners).toHaveLength(1);
    expect(paid.consigners[0]).toMatchObject({ status: 'Paid' });
    expect(new Date(paid.createdAt).getTime()).toBeLessThan(new Date(unpaid.createdAt).getTime());
    const detail = payoutDetailResponse.parse((await get(`/api/payouts/${paid.id}`)).body);
    expect(detail.inventories.length).toBeGreaterThan(0);
    expect(detail.inventories.every((item) => item.status === 'Paid')).toBe(true);

    const ready = await get('/api/inventories/ordersPayoutInventories');
    expect(ready.status, JSON.stringify(ready.body)).toBe(200);
    const waiting = readyToPayResponse.parse(ready.body);
    expect(waiting.count).toBeGreaterThan(0);
    expect(waiting.inventories.every((item) => item.status === 'Sold')).toBe(true);
    // One consigner owes the store: it is deducted from what they are owed.
    const owing = waiting.consigners.filter((one) => one.negativeBalance > 0);
    expect(owing).toHaveLength(1);
    expect(owing[0].owed).toBe(
      Math.max(0, Math.round((owing[0].itemsTotal - owing[0].negativeBalance) * 100) / 100),
    );
  });

  it('has a few hundred items, some in every status of the status machine', async () => {
    const counts = Object.fromEntries(
      await Promise.all(
        INVENTORY_STATUSES.map(async (status) => [status, await countOf(`status=${status}`)]),
      ),
    ) as Record<string, number>;
    for (const status of INVENTORY_STATUSES) expect(counts[status], status).toBeGreaterThan(0);
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
    expect(total).toBeGreaterThanOrEqual(250);
    // The menu badges count the queues.
    const badges = await get('/api/inventories/getStoreInventoryStatus');
    expect(Object.values(badges.body.counts as Record<string, number>).every((count) => count > 0)).toBe(
      true,
    );
  });

  it('shows each product with its picture, served from /uploads like any upload', async () => {
    const products = await get('/api/products?pageSize=100');
    expect(products.body.count).toBeGreaterThanOrEqual(30);
    const list = products.body.products as {
      title: string;
      brand: string;
      image: string | null;
      isSubmitted: boolean;
    }[];
    expect(new Set(list.map((product) => product.brand)).size).toBeGreaterThanOrEqual(6);
    for (const product of list.filter((entry) => !entry.isSubmitted)) {
      expect(product.image, product.title).toMatch(/^\/uploads\/demo\d+\.webp$/);
    }
    // A consigner's submission waits for review without a picture, as submissions come.
    expect(list.filter((entry) => entry.isSubmitted).map((entry) => entry.image)).toEqual([null]);
    const chicago = list.find((product) => product.title === 'Air Jordan 1 Retro High OG Chicago');
    const picture = await fetch(`${t.baseUrl}${chicago?.image}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    const drawn = readFileSync(join(demoResourcesDir(), 'pictures', 'aj1-chicago.webp'));
    expect(Buffer.from(await picture.arrayBuffer()).equals(drawn)).toBe(true);
  });

  it('fills the activity feed: this week by default, and back two months', async () => {
    const week = await get('/api/inventoryLogs?take=100');
    expect(week.body.inventoryLogs.length).toBeGreaterThanOrEqual(20);
    const names = new Set(
      (week.body.inventoryLogs as { lastUpdatedBy: { name: string } }[]).map((log) => log.lastUpdatedBy.name),
    );
    expect(names.size).toBeGreaterThanOrEqual(3);
    const longAgo = new Date(Date.now() - 45 * DAY_MS).toISOString();
    const older = await get(`/api/inventoryLogs?before=${encodeURIComponent(longAgo)}&after=2000-01-01`);
    expect(older.body.inventoryLogs.length).toBeGreaterThan(0);
    // Nothing is dated after the seed ran.
    const future = await get(`/api/inventoryLogs?after=${encodeURIComponent(new Date().toISOString())}`);
    expect(future.body.inventoryLogs).toEqual([]);
  });

  it('has consigners on several fee schedules and payout types, with items on their pages', async () => {
    const consigners = (await get('/api/consigners')).body.consigners as {
      id: number;
      accountType: string | null;
      payoutType: string | null;
      isStoreAccount: boolean;
    }[];
    const people = consigners.filter((consigner) => !consigner.isStoreAccount);
    expect(people.length).toBeGreaterThanOrEqual(10);
    expect(new Set(people.map((consigner) => consigner.accountType))).toEqual(
      new Set(['Standard', 'VIP', 'Flat Rate']),
    );
    for (const payoutType of PAYOUT_OPTIONS) {
      expect(people.some((consigner) => consigner.payoutType === payoutType)).toBe(true);
    }
    const busiest = people.find((consigner) => consigner.accountType === 'VIP');
    expect(await countOf(`consigner=${busiest?.id}`)).toBeGreaterThan(5);
    const types = (await get('/api/consignerTypes')).body;
    expect(JSON.stringify(types)).toContain('Apparel');
  });

  it('keeps items in locations and their sub-locations', async () => {
    const locations = (await get('/api/locations')).body.locations as { id: number; name: string }[];
    expect(locations.map((location) => location.name)).toEqual(
      expect.arrayContaining(['Main Store', 'Warehouse', 'Brooklyn Pop-up']),
    );
    for (const location of locations)
      expect(await countOf(`location=${location.id}`), location.name).toBeGreaterThan(0);
  });

  it('shows where each item in transit is going, somewhere other than where it left', async () => {
    const inTransit = await get('/api/inventories?status=InTransit&pageSize=100');
    const items = inTransit.body.inventories as {
      id: number;
      location: { id: number } | null;
      transferLocation: { id: number; name: string } | null;
    }[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.transferLocation, `item ${item.id}`).not.toBeNull();
      expect(item.transferLocation?.id, `item ${item.id}`).not.toBe(item.location?.id);
    }
  });

  it('saves Store Settings and Consigner Settings as seeded: every required field is filled (issue 12)', async () => {
    const me = await get('/api/me');
    const id = (me.body as { profile: { store: { id: number } } }).profile.store.id;
    const { store } = storeSettingsResponse.parse((await get(`/api/stores/${id}`)).body);
    // What each Settings area sends: every field it shows, as the store has it.
    const body = Object.fromEntries(
      Object.keys(storeUpdateFields)
        .filter((field) => field !== 'features')
        .map((field) => [field, store[field as keyof typeof store]]),
    );
    const saved = await call(t, 'PUT', `/api/stores/${id}`, { token, body });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(store.shipInstructions.length).toBeGreaterThan(0);
    expect(store).toMatchObject({
      consignerUrl: expect.any(String),
      inStoreUrl: expect.any(String),
      redirectURL: expect.stringMatching(/^https:\/\//),
    });
  });

  it('shows earlier scan runs in the Logs of /scanItems, one with Missing and Over Scanned pairs', async () => {
    const { scans, count } = scansResponse.parse((await get('/api/scans')).body);
    expect(count).toBe(3);
    expect(scans.every((scan) => scan.status === 'completed')).toBe(true);
    const latest = scans[0];
    expect(latest.location.name).toBe('Main Store');
    expect(latest.counts).toMatchObject({
      missing: expect.any(Number),
      overScanned: 2,
      elsewhere: 1,
    });
    expect(latest.counts.missing).toBeGreaterThan(0);
    const detail = scanDetailResponse.parse((await get(`/api/scans/${latest.id}`)).body);
    expect(detail.missing).toHaveLength(latest.counts.missing);
    for (const item of detail.overScanned) expect(['Sold', 'Paid']).toContain(item.statusDuringScan);
  });

  it('scans a demo barcode into a Drop off pending pair of its consigner (scan intake)', async () => {
    const pending = await get('/api/inventories?status=Pending&pageSize=100');
    const items = pending.body.inventories as {
      id: number;
      productId: number;
      option1Value: string;
      consignerId: number;
    }[];
    const item = items.find((entry) => entry.consignerId !== null);
    expect(item).toBeDefined();
    const product = (await get(`/api/products/${item?.productId}`)).body.product as {
      GTIN: { size: string; gtin: string }[];
    };
    const gtin = product.GTIN.find((entry) => entry.size === item?.option1Value)?.gtin;
    expect(gtin).toMatch(/^20\d{11}$/);
    const main = ((await get('/api/locations')).body.locations as { id: number; name: string }[]).find(
      (location) => location.name === 'Main Store',
    );
    const scanned = await call(t, 'POST', '/api/inventories/scan', {
      token,
      body: { consigner: item?.consignerId, location: main?.id, gtin },
    });
    expect(scanned.status).toBe(200);
    expect(scanned.body.gtinSize).toBe(item?.option1Value);
    expect((scanned.body.scanGTINInventories as { id: number }[]).map((entry) => entry.id)).toContain(
      item?.id,
    );
  });

  it('adds nothing on a second start', async () => {
    const before = await countOf('');
    const products = (await get('/api/products')).body.count;
    const again = await seedDemoStore(t.app, DEMO_ADMIN);
    expect(again).toEqual({
      storeHandle: 'demo',
      email: DEMO_ADMIN.email,
      password: DEMO_ADMIN.password,
      created: false,
    });
    expect(await countOf('')).toBe(before);
    expect((await get('/api/products')).body.count).toBe(products);
  });
});
