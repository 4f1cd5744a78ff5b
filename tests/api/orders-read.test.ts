import { In } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '@shared/contracts/errors';
import { orderResponse, ordersResponse } from '@shared/contracts/orders';
import { validation } from '@shared/messages';
import { normalizeSku } from '@shared/domain/sku';
import { Store } from '../../api/src/stores/store.entity';
import { Inventory as InventoryEntity, type Inventory } from '../../api/src/inventories/inventory.entity';
import { OrderLine } from '../../api/src/orders/order-line.entity';
import { Product } from '../../api/src/products/product.entity';
import { type Order } from '../../api/src/orders/order.entity';
import { call, seedProduct, seedStaff } from '../support/fixtures';
import {
  type InventoryWorld,
  seedInventoryWorld,
  seedWorldItem,
  seedWorldItemsInBulk,
} from '../support/inventory-world';
import { seedOrder } from '../support/order-world';
import { payOut } from '../support/payout-world';
import { startTestApp, testEngine, type TestApp } from '../support/test-app';

describe(`orders' reads on ${testEngine()}`, () => {
  let t: TestApp;
  let world: InventoryWorld;
  let other: InventoryWorld;

  const get = (path: string, token = world.admin.token) => call(t, 'GET', path, { token });
  const errorOf = (body: unknown) => apiErrorBody.parse(body).error;
  const sellable = (fields = {}) => seedWorldItem(t, world, 'Active', ['Active'], fields);

  beforeAll(async () => {
    t = await startTestApp();
    world = await seedInventoryWorld(t, { handle: 'orders-read', productTitle: 'Jordan 1 Chicago' });
    other = await seedInventoryWorld(t, { handle: 'orders-read-other', productTitle: 'Yeezy 350' });
  });
  afterAll(() => t.close());

  describe('GET /api/orders/{id}', () => {
    it('reads the order with its customer, items, sale and payments', async () => {
      const first = await sellable({ option1Value: '10', image: null });
      const second = await seedWorldItem(t, world, 'Active', ['Active'], {
        consignerId: world.storeAccount.id,
        price: 200,
        cost: 120,
      });
      const order = await seedOrder(t, world.admin.store.id, {
        lines: [
          { item: first, salePrice: 90, tax: 7.2, payout: 76.5 },
          { item: second, payout: 120 },
        ],
        customer: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.test' },
        payment: 'card',
      });

      const response = await get(`/api/orders/${order.id}`);

      expect(response.status).toBe(200);
      const read = orderResponse.parse(response.body).order;
      expect(read).toMatchObject({
        id: order.id,
        name: order.name,
        source: 'register',
        status: 'completed',
        customer: {
          id: null,
          first_name: 'Grace',
          last_name: 'Hopper',
          email: 'grace@example.test',
          phone: null,
        },
        subtotal: 300,
        discount: 10,
        tax: 7.2,
        total: 297.2,
        refunded: 0,
        platform: null,
      });
      expect(read.lineItems).toEqual([
        expect.objectContaining({
          inventoryId: first.id,
          code: first.code,
          title: 'Jordan 1 Chicago',
          sku: world.product.sku,
          size: '10',
          location: 'Main · Shelf A',
          consigner: { id: world.consigner.id, name: 'Ada Lovelace', isStoreAccount: false },
          price: 100,
          discount: 10,
          salePrice: 90,
          tax: 7.2,
          payout: 76.5,
          payoutLabel: 'Payout',
          status: 'Sold',
          returnedAt: null,
          returnedTo: null,
          isPaidOut: false,
        }),
        expect.objectContaining({
          inventoryId: second.id,
          consigner: { id: world.storeAccount.id, name: 'The Store', isStoreAccount: true },
          payout: 120,
          payoutLabel: 'Cost',
        }),
      ]);
      expect(read.payments).toEqual([
        expect.objectContaining({
          kind: 'payment',
          method: 'card',
          amount: 297.2,
          createdByName: 'Test Cashier',
        }),
      ]);
    });

    it('says an item is paid out once its consigner was paid', async () => {
      const item = await sellable();
      const order = await seedOrder(t, world.admin.store.id, { lines: [{ item }] });
      await payOut(t, world.admin.token, [item]);

      const read = orderResponse.parse((await get(`/api/orders/${order.id}`)).body).order;

      expect(read.lineItems[0]).toMatchObject({ status: 'Paid', isPaidOut: true });
      expect(read.customer).toBeNull();
    });

    it("answers 404 for another store's order, an unknown id and an id that does not parse", async () => {
      const theirs = await seedWorldItem(t, other, 'Active', ['Active']);
      const order = await seedOrder(t, other.admin.store.id, { lines: [{ item: theirs }] });

      for (const path of [`/api/orders/${order.id}`, '/api/orders/999999', '/api/orders/abc']) {
        const response = await get(path);
        expect(response.status, path).toBe(404);
        expect(errorOf(response.body).code).toBe('NOT_FOUND');
      }
      expect((await get(`/api/orders/${order.id}`, other.admin.token)).status).toBe(200);
    });

    it('needs the Orders access control', async () => {
      const item = await sellable();
      const order = await seedOrder(t, world.admin.store.id, { lines: [{ item }] });
      const inventoryOnly = await seedStaff(t, world.admin.store, {
        role: 'Employee',
        accessControls: ['Inventory'],
      });
      const orders = await seedStaff(t, world.admin.store, { role: 'Employee', accessControls: ['Orders'] });

      expect((await get(`/api/orders/${order.id}`, inventoryOnly.token)).status).toBe(403);
      expect((await get(`/api/orders/${order.id}`, orders.token)).status).toBe(200);
    });
  });

  describe('GET /api/orders (/findOrders) and POST /api/orders/export', () => {
    let list: InventoryWorld;
    let jordan: Inventory;
    let dunk: Inventory;
    let storeItem: Inventory;
    let kioskItem: Inventory;
    let onlineItem: Inventory;
    let returned: Inventory;
    let firstOrder: Order;
    let lastOrder: Order;

    const listOf = async (query: string, token = list.admin.token) => {
      const response = await get(`/api/orders${query}`, token);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return ordersResponse.parse(response.body);
    };
    const codesOf = async (query: string) => (await listOf(query)).rows.map((row) => row.code);
    const exportOf = (orders: unknown) =>
      call(t, 'POST', '/api/orders/export', {
        token: list.admin.token,
        body: orders === undefined ? {} : { orders },
      });

    beforeAll(async () => {
      list = await seedInventoryWorld(t, { handle: 'orders-list', productTitle: 'Jordan 1 Chicago' });
      const storeId = list.admin.store.id;
      const dunkLow = await seedProduct(t.dataSource, storeId, {
        title: 'Dunk Low Panda',
        sku: 'DD1391-100',
      });
      const item = (fields: Partial<Inventory> = {}) => seedWorldItem(t, list, 'Active', ['Active'], fields);
      jordan = await item({ code: 'JRD234', option1Value: '9.5' });
      dunk = await item({
        code: 'DNK234',
        productId: dunkLow.id,
        productTemplateId: dunkLow.productTemplateId,
        price: 150,
      });
      storeItem = await item({ code: 'STR234', consignerId: list.storeAccount.id, cost: 40 });
      kioskItem = await item({ code: 'KSK234' });
      onlineItem = await item({ code: 'WEB234' });
      returned = await item({ code: 'RTN234' });
      firstOrder = await seedOrder(t, storeId, {
        lines: [{ item: jordan, payout: 85 }],
        soldOn: new Date('2026-03-01T10:00:00.000Z'),
      });
      await seedOrder(t, storeId, {
        lines: [
          { item: dunk, salePrice: 140, payout: 126 },
          { item: storeItem, payout: 40 },
        ],
        soldOn: new Date('2026-03-02T23:30:00.000Z'),
      });
      await seedOrder(t, storeId, {
        lines: [{ item: kioskItem }],
        source: 'kiosk',
        soldOn: new Date('2026-03-03T08:00:00.000Z'),
      });
      lastOrder = await seedOrder(t, storeId, {
        lines: [{ item: onlineItem }],
        source: 'platform',
        soldOn: new Date('2026-03-04T08:00:00.000Z'),
      });
      const back = await seedOrder(t, storeId, {
        lines: [{ item: returned }],
        soldOn: new Date('2026-03-04T09:00:00.000Z'),
      });
      // A returned line is no longer a sold item.
      await t.dataSource
        .createQueryBuilder()
        .update('order_lines')
        .set({ returnedAt: new Date('2026-03-05T09:00:00.000Z'), returnedTo: 'Active' })
        .where('orderId = :orderId', { orderId: back.id })
        .execute();
    });

    it('lists one row per sold item not returned, newest sale first, with the columns of the table', async () => {
      const page = await listOf('');

      expect(page.count).toBe(5);
      expect(page.rows.map((row) => row.code)).toEqual(['WEB234', 'KSK234', 'STR234', 'DNK234', 'JRD234']);
      const [online, , store, dunkRow, jordanRow] = page.rows;
      expect(jordanRow).toEqual({
        orderId: firstOrder.id,
        orderName: firstOrder.name,
        source: 'register',
        inventoryId: jordan.id,
        code: 'JRD234',
        title: 'Jordan 1 Chicago',
        image: null,
        sku: list.product.sku,
        size: '9.5',
        location: 'Main · Shelf A',
        consigner: { id: list.consigner.id, name: 'Ada Lovelace', isStoreAccount: false },
        price: 100,
        payout: 85,
        payoutLabel: 'Payout',
        status: 'Sold',
        soldOn: '2026-03-01T10:00:00.000Z',
      });
      expect(dunkRow).toMatchObject({ title: 'Dunk Low Panda', sku: 'DD1391-100', price: 140, payout: 126 });
      expect(store).toMatchObject({ payoutLabel: 'Cost', consigner: { isStoreAccount: true } });
      expect(online).toMatchObject({ orderId: lastOrder.id, source: 'platform' });
    });

    it('pages with the count of every match', async () => {
      const first = await listOf('?pageSize=10&currentPage=1');
      const second = await listOf('?pageSize=10&currentPage=2');

      expect(first.rows).toHaveLength(5);
      expect(second).toEqual({ rows: [], count: 5 });
    });

    it("searches by order name with or without '#', item code, SKU and product title", async () => {
      expect(await codesOf(`?search=${encodeURIComponent(firstOrder.name)}`)).toEqual(['JRD234']);
      expect(await codesOf(`?search=${firstOrder.number}`)).toEqual(['JRD234']);
      expect(await codesOf('?search=dnk2')).toEqual(['DNK234']);
      expect(await codesOf('?search=DD1391')).toEqual(['DNK234']);
      expect(await codesOf('?search=panda')).toEqual(['DNK234']);
      expect(await codesOf('?search=jordan%20chicago')).toEqual(['WEB234', 'KSK234', 'STR234', 'JRD234']);
      expect(await listOf('?search=nothing-like-this')).toEqual({ rows: [], count: 0 });
      // A returned item is no longer a sold item, whatever the search.
      expect(await codesOf('?search=RTN234')).toEqual([]);
    });

    it('filters by consigner, channel and date range (end exclusive)', async () => {
      expect(await codesOf(`?consigner=${list.storeAccount.id}`)).toEqual(['STR234']);
      expect(await codesOf('?channel=online')).toEqual(['WEB234']);
      expect(await codesOf('?channel=inStore')).toEqual(['KSK234', 'STR234', 'DNK234', 'JRD234']);
      expect(await codesOf('?dateRangeStart=2026-03-02&dateRangeEnd=2026-03-03')).toEqual([
        'STR234',
        'DNK234',
      ]);
      expect(await codesOf('?dateRangeStart=2026-03-03')).toEqual(['WEB234', 'KSK234']);
      expect(await codesOf('?dateRangeEnd=2026-03-02')).toEqual(['JRD234']);
      expect(
        await codesOf(
          `?channel=inStore&consigner=${list.consigner.id}&search=jordan&dateRangeEnd=2026-03-04`,
        ),
      ).toEqual(['KSK234', 'JRD234']);
    });

    it("reads the date range as the store's days, and exports Date Sold as its day", async () => {
      // Tokyo is 9 hours ahead: the sale at 23:30 UTC on 2 March was made at 08:30 on the 3rd there.
      await t.dataSource.getRepository(Store).update(list.admin.store.id, { timeZone: 'Asia/Tokyo' });
      try {
        expect(await codesOf('?dateRangeStart=2026-03-03&dateRangeEnd=2026-03-04')).toEqual([
          'KSK234',
          'STR234',
          'DNK234',
        ]);
        const response = await exportOf({ search: 'STR234' });
        expect(String(response.body)).toMatch(/,26\/03\/03,Register\r\n$/);
      } finally {
        await t.dataSource.getRepository(Store).update(list.admin.store.id, { timeZone: 'UTC' });
      }
      expect(await codesOf('?dateRangeStart=2026-03-03&dateRangeEnd=2026-03-04')).toEqual(['KSK234']);
    });

    it('refuses unknown and malformed parameters', async () => {
      for (const query of ['?channel=web', '?pageSize=7', '?dateRangeStart=yesterday', '?sort=price']) {
        const response = await get(`/api/orders${query}`, list.admin.token);
        expect(response.status, query).toBe(400);
      }
    });

    it("never lists another store's sales", async () => {
      const theirs = await listOf('', other.admin.token);
      expect(theirs.rows.map((row) => row.code)).not.toContain('JRD234');
      expect(await codesOf(`?consigner=${other.consigner.id}`)).toEqual([]);
    });

    it('exports the rows the filter lists, every page, as ordersExport.csv', async () => {
      const response = await exportOf({ channel: 'inStore', dateRangeEnd: '2026-03-03' });

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/csv');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="ordersExport.csv"');
      const lines = String(response.body)
        .replace(/^\uFEFF/, '')
        .split('\r\n');
      expect(lines).toEqual([
        'Order No,Title,Code,SKU,Size,Location,Consigner,Price,Payout,Date Sold,Source',
        expect.stringMatching(
          new RegExp(
            `^#\\d+,Jordan 1 Chicago,STR234,${list.product.sku},10,Main · Shelf A,The Store,100,40,26/03/02,Register$`,
          ),
        ),
        expect.stringMatching(
          /^#\d+,Dunk Low Panda,DNK234,DD1391-100,10,Main · Shelf A,Ada Lovelace,140,126,26\/03\/02,Register$/,
        ),
        `${firstOrder.name},Jordan 1 Chicago,JRD234,${list.product.sku},9.5,Main · Shelf A,Ada Lovelace,100,85,26/03/01,Register`,
        '',
      ]);
      expect((await exportOf(undefined)).body.split('\r\n')).toHaveLength(7);
    });

    it('exports every row of a sale larger than one round of the export, each once', async () => {
      // One order: all its lines share their soldOn, so the rounds meet inside it (soldOn, then id).
      const ids = await seedWorldItemsInBulk(t, list, 520, 'BLK');
      const items = await t.dataSource.getRepository(InventoryEntity).findBy({ id: In(ids) });
      const order = await seedOrder(t, list.admin.store.id, {
        lines: items.map((item) => ({ item })),
        soldOn: new Date('2025-06-01T12:00:00.000Z'),
      });

      const response = await exportOf({ search: order.name });

      const rows = String(response.body).trim().split('\r\n').slice(1);
      expect(rows).toHaveLength(520);
      const codes = rows.map((row) => row.split(',')[2]);
      expect(new Set(codes).size).toBe(520);
      expect([...codes].sort()).toEqual(items.map((item) => item.code).sort());

      // The list pages the same sale newest line first, its second half read from the end.
      const lineIds = (await t.dataSource.getRepository(OrderLine).findBy({ orderId: order.id }))
        .map((line) => line.id)
        .sort((a, b) => b - a);
      const inventoryOf = new Map(
        (await t.dataSource.getRepository(OrderLine).findBy({ orderId: order.id })).map((line) => [
          line.id,
          line.inventoryId,
        ]),
      );
      for (const page of [1, 26, 27, 52]) {
        const listed = await listOf(`?search=${encodeURIComponent(order.name)}&currentPage=${page}`);
        expect(listed.count).toBe(520);
        expect(
          listed.rows.map((row) => row.inventoryId),
          `page ${page}`,
        ).toEqual(lineIds.slice((page - 1) * 10, page * 10).map((id) => inventoryOf.get(id)));
      }

      // Their codes start alike, more than the search lists by id: the codes stay a subquery.
      const startingBlk = await t.dataSource
        .getRepository(OrderLine)
        .createQueryBuilder('line')
        .innerJoin('line.inventory', 'item')
        .where('line.storeId = :storeId', { storeId: list.admin.store.id })
        .andWhere('line.returnedAt IS NULL AND line.soldOn IS NOT NULL')
        .andWhere("item.code LIKE 'BLK%'")
        .getCount();
      expect(startingBlk).toBeGreaterThanOrEqual(520);
      expect((await listOf('?search=BLK')).count).toBe(startingBlk);
    });

    it('writes text that looks like a formula as text', async () => {
      const storeId = list.admin.store.id;
      const risky = await seedProduct(t.dataSource, storeId, {
        title: '=HYPERLINK("http://evil")',
        sku: 'RISK-1',
      });
      const item = await seedWorldItem(t, list, 'Active', ['Active'], {
        code: 'FRM234',
        productId: risky.id,
        productTemplateId: risky.productTemplateId,
      });
      await seedOrder(t, storeId, { lines: [{ item }], soldOn: new Date('2026-01-01T00:00:00.000Z') });

      const response = await exportOf({ search: 'FRM234' });

      expect(response.body).toContain(`'=HYPERLINK(""http://evil"")`);
    });

    it('finds a search common to more sold items than it lists by id', async () => {
      const storeId = list.admin.store.id;
      const common = await seedProduct(t.dataSource, storeId, { title: 'Everywhere Runner', sku: 'EVR-1' });
      const ids = await seedWorldItemsInBulk(t, list, 1_000, 'EVR', {
        productId: common.id,
        productTemplateId: common.productTemplateId,
      });
      const items = await t.dataSource.getRepository(InventoryEntity).findBy({ id: In(ids) });
      await seedOrder(t, storeId, {
        lines: items.map((item) => ({ item })),
        soldOn: new Date('2024-01-01T00:00:00Z'),
      });

      const found = await listOf('?search=everywhere&pageSize=100&currentPage=10');

      expect(found.count).toBe(1_000);
      expect(found.rows).toHaveLength(100);
      expect(new Set(found.rows.map((row) => row.title))).toEqual(new Set(['Everywhere Runner']));
    });

    it('finds a word of more products than it lists by id: the rows the lines give through their items', async () => {
      const storeId = list.admin.store.id;
      const { productTemplateId } = list.product;
      // More than SEARCH_PRODUCTS_MAX (999) products share the word: the search stays a subquery.
      const skus = Array.from({ length: 1_003 }, (_, index) => `PLN-${index}`);
      for (let start = 0; start < skus.length; start += 200) {
        await t.dataSource
          .createQueryBuilder()
          .insert()
          .into(Product)
          .values(
            skus.slice(start, start + 200).map((sku, index) => ({
              storeId,
              title: `Plentiful Runner ${start + index}`,
              brand: 'Nike',
              category: 'Sneakers',
              gender: 'Men',
              image: null,
              imageList: [],
              sku,
              normalizedSku: normalizeSku(sku),
              productTemplateId,
            })),
          )
          .updateEntity(false)
          .execute();
      }
      const productIds = new Map(
        (await t.dataSource.getRepository(Product).findBy({ storeId, sku: In(skus) })).map((product) => [
          product.sku,
          product.id,
        ]),
      );
      const ids = await seedWorldItemsInBulk(t, list, skus.length, 'PLN', (index) => ({
        productId: productIds.get(skus[index]),
        productTemplateId,
      }));
      const items = await t.dataSource.getRepository(InventoryEntity).findBy({ id: In(ids) });
      // Three sales on three days, the second paid out; and a few of the first returned.
      for (const [part, day] of ['2023-05-01', '2023-05-02', '2023-05-03'].entries()) {
        const sold = items.filter((_, index) => index % 3 === part);
        await seedOrder(t, storeId, {
          lines: sold.map((item) => ({ item })),
          soldOn: new Date(`${day}T12:00:00Z`),
        });
        if (part === 1) await payOut(t, list.admin.token, sold);
      }
      await t.dataSource
        .createQueryBuilder()
        .update(OrderLine)
        .set({ returnedAt: new Date('2023-06-01T00:00:00Z'), returnedTo: 'Active' })
        .where({ inventoryId: In(ids.slice(0, 9)) })
        .execute();
      // The slow reference: every line through its item and product, by the product's title.
      const reference = await t.dataSource
        .getRepository(OrderLine)
        .createQueryBuilder('line')
        .innerJoin('line.inventory', 'item')
        .innerJoin('item.product', 'product')
        .select('line.inventoryId', 'inventoryId')
        .where('line.storeId = :storeId', { storeId })
        .andWhere('line.returnedAt IS NULL AND line.soldOn IS NOT NULL')
        .andWhere('product.title LIKE :title', { title: 'Plentiful Runner %' })
        .orderBy('line.soldOn', 'DESC')
        .addOrderBy('line.id', 'DESC')
        .getRawMany<{ inventoryId: number | string }>();
      expect(reference).toHaveLength(1_003 - 9);

      const listed: number[] = [];
      for (let page = 1; page <= 10; page++) {
        const found = await listOf(`?search=plentiful&pageSize=100&currentPage=${page}`);
        expect(found.count).toBe(reference.length);
        listed.push(...found.rows.map((row) => row.inventoryId));
      }
      expect(listed).toEqual(reference.map((row) => Number(row.inventoryId)));
      const exported = String((await exportOf({ search: 'Plentiful' })).body)
        .trim()
        .split('\r\n');
      expect(exported).toHaveLength(reference.length + 1);
    });
  });

  describe('platform calls', () => {
    it('refuses to resync a register order, or any order while no shop is connected', async () => {
      const item = await sellable();
      const register = await seedOrder(t, world.admin.store.id, { lines: [{ item }] });
      const online = await seedOrder(t, world.admin.store.id, {
        lines: [{ item: await sellable() }],
        source: 'platform',
      });

      for (const order of [register, online]) {
        const response = await get(`/api/orders/resync/${order.id}`);
        expect(response.status).toBe(409);
        expect(errorOf(response.body).message).toBe(validation.orders.platformNotConnected);
      }
      await t.dataSource.getRepository(Store).update(world.admin.store.id, {
        platform: 'shopify',
        shop: { shop: 'x.myshopify.com', accessToken: 'token' },
      });
      try {
        const register404 = await get(`/api/orders/resync/${register.id}`);
        expect(register404.status).toBe(409);
        // Connected, a platform order is not refetched yet: an error, never a fake success.
        expect((await get(`/api/orders/resync/${online.id}`)).status).toBe(503);
      } finally {
        await t.dataSource.getRepository(Store).update(world.admin.store.id, { platform: null, shop: null });
      }
      expect((await get('/api/orders/resync/999999')).status).toBe(404);
    });

    it('answers Linnworks orders with 501 in the error shape', async () => {
      const response = await call(t, 'POST', '/api/orders/linnworkOrders', { token: world.admin.token });

      expect(response.status).toBe(501);
      expect(errorOf(response.body)).toEqual({
        code: 'NOT_IMPLEMENTED',
        message: validation.orders.linnworksUnavailable,
      });
    });
  });
});
