import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '@shared/contracts/errors';
import { orderResponse } from '@shared/contracts/orders';
import { call, seedStaff } from '../support/fixtures';
import { type InventoryWorld, seedInventoryWorld, seedWorldItem } from '../support/inventory-world';
import { seedOrder } from '../support/order-world';
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
        isPaidOut: false,
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
      const order = await seedOrder(t, world.admin.store.id, { lines: [{ item }], isPaidOut: true });

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
});
