import { In } from 'typeorm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorBody } from '@shared/contracts/errors';
import { type CreateDraftOrderRequest, holdsResponse, orderResponse } from '@shared/contracts/orders';
import { type InventoryStatus } from '@shared/domain/inventory-status';
import { validation } from '@shared/messages';
import { InventoryLog } from '../../api/src/inventories/inventory-log.entity';
import { Inventory } from '../../api/src/inventories/inventory.entity';
import { Job } from '../../api/src/jobs/job.entity';
import { HOLD_EXPIRY_JOB, HoldExpiryScheduler } from '../../api/src/orders/hold-expiry.job';
import { HoldsService } from '../../api/src/orders/holds.service';
import { Customer } from '../../api/src/orders/customer.entity';
import { OrderLine } from '../../api/src/orders/order-line.entity';
import { Order } from '../../api/src/orders/order.entity';
import { Store } from '../../api/src/stores/store.entity';
import { call, type SeededStaff } from '../support/fixtures';
import { type InventoryWorld, seedInventoryWorld, seedWorldItem } from '../support/inventory-world';
import { finishedJob } from '../support/jobs';
import { startTestApp, testEngine, type TestApp } from '../support/test-app';

const orders = validation.orders;
const LOCATED: InventoryStatus[] = ['Active'];
const HOUR_MS = 60 * 60 * 1000;

describe(`kiosk holds on ${testEngine()}`, () => {
  let t: TestApp;
  let world: InventoryWorld;
  let admin: SeededStaff;
  let other: InventoryWorld;

  const errorOf = (body: unknown) => apiErrorBody.parse(body).error;
  const seed = (fields: Partial<Inventory> = {}) => seedWorldItem(t, world, 'Active', LOCATED, fields);
  const reload = (id: number) => t.dataSource.getRepository(Inventory).findOneByOrFail({ id });
  const orderRow = (id: number) => t.dataSource.getRepository(Order).findOneByOrFail({ id });
  const hold = (draftOrder: CreateDraftOrderRequest['draftOrder'], token = admin.token) =>
    call(t, 'POST', '/api/orders/createDraftOrder', { token, body: { draftOrder } });
  const holdItems = async (items: Inventory[], firstName = 'Kim') => {
    const response = await hold({
      inventories: items.map((item) => item.id),
      customer: { first_name: firstName, last_name: 'Park', email: `${firstName.toLowerCase()}@kiosk.test` },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return orderResponse.parse(response.body).order;
  };
  const cancel = (id: number, token = admin.token) => call(t, 'POST', `/api/orders/${id}/cancel`, { token });
  const checkout = (body: unknown, token = admin.token) =>
    call(t, 'POST', '/api/orders/checkout', { token, body });

  beforeAll(async () => {
    t = await startTestApp();
    world = await seedInventoryWorld(t, { handle: 'kiosk-store', productTitle: 'Yeezy 350' });
    admin = world.admin;
    other = await seedInventoryWorld(t, { handle: 'other-kiosk', productTitle: 'Other Yeezy' });
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    await t.dataSource
      .getRepository(Store)
      .update(admin.store.id, { holdHours: 24, chargeTax: false, salesTaxRate: 0 });
  });

  describe('POST /api/orders/createDraftOrder', () => {
    it("holds Active items for a customer as an open kiosk order that ends after the store's holdHours", async () => {
      await t.dataSource
        .getRepository(Store)
        .update(admin.store.id, { holdHours: 2, chargeTax: true, salesTaxRate: 10 });
      const a = await seed();
      const b = await seed({ price: 200, payout: 180 });
      const before = Date.now();
      const response = await hold({
        inventories: [a.id, b.id],
        customer: { first_name: 'Kim', last_name: 'Park', phone: '+1 555 0142' },
        note: 'Size check',
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      const { order } = orderResponse.parse(response.body);
      expect(order).toMatchObject({
        source: 'kiosk',
        status: 'open',
        customer: { first_name: 'Kim', last_name: 'Park', email: null, phone: '+1 555 0142' },
        subtotal: 300,
        tax: 30,
        total: 330,
        paid: 0,
        note: 'Size check',
        completedAt: null,
      });
      const ends = new Date(order.holdExpiresAt ?? 0).getTime();
      expect(ends - before).toBeGreaterThan(2 * HOUR_MS - 60_000);
      expect(ends - Date.now()).toBeLessThanOrEqual(2 * HOUR_MS + 1000);
      expect(order.lineItems.map((line) => [line.inventoryId, line.status, line.price])).toEqual([
        [a.id, 'PendingSale', 100],
        [b.id, 'PendingSale', 200],
      ]);
      expect(await reload(a.id)).toMatchObject({
        status: 'PendingSale',
        orderId: order.id,
        payout: 85,
        soldOn: null,
        version: a.version + 1,
      });
      const [log] = await t.dataSource.getRepository(InventoryLog).find({ where: { inventoryId: a.id } });
      expect(log.modifiedFields).toEqual(
        expect.arrayContaining([
          { variableChanged: 'status', beforeValue: 'Active', afterValue: 'PendingSale' },
          { variableChanged: 'order', beforeValue: null, afterValue: order.name },
        ]),
      );
    });

    it('refuses an item another hold has, naming that hold and its customer, and writes nothing', async () => {
      const taken = await seed();
      const first = await holdItems([taken], 'Lee');
      const free = await seed();
      const ordersBefore = await t.dataSource.getRepository(Order).count();
      const customersBefore = await t.dataSource.getRepository(Customer).count();
      const response = await hold({
        inventories: [free.id, taken.id],
        customer: { first_name: 'Max', email: 'max@kiosk.test' },
      });
      expect(response.status).toBe(409);
      const error = errorOf(response.body);
      expect(error.fields?.['draftOrder.inventories.1']).toBe(
        `${taken.code}: ${orders.heldBy(first.name, 'Lee Park')}`,
      );
      expect(await t.dataSource.getRepository(Order).count()).toBe(ordersBefore);
      expect(await t.dataSource.getRepository(Customer).count()).toBe(customersBefore);
      expect(await reload(free.id)).toMatchObject({ status: 'Active', version: free.version });
    });

    it("refuses another store's item (404) and a hold without a customer (400)", async () => {
      const theirs = await seedWorldItem(t, other, 'Active', LOCATED);
      const response = await hold({
        inventories: [theirs.id],
        customer: { first_name: 'Kim', email: 'k@k.test' },
      });
      expect(response.status).toBe(404);
      expect((await reload(theirs.id)).status).toBe('Active');
      const mine = await seed();
      const noCustomer = await call(t, 'POST', '/api/orders/createDraftOrder', {
        token: admin.token,
        body: { draftOrder: { inventories: [mine.id] } },
      });
      expect(noCustomer.status).toBe(400);
      const noContact = await hold({ inventories: [mine.id], customer: { first_name: 'Kim' } });
      expect(errorOf(noContact.body).fields?.['draftOrder.customer.email']).toBe(
        validation.orderCustomer.emailOrPhone,
      );
      expect((await reload(mine.id)).status).toBe('Active');
    });
  });

  describe('GET /api/orders/holds', () => {
    it("lists the store's open holds, oldest first, without ended ones or another store's", async () => {
      const store = await seedInventoryWorld(t, { handle: 'queue-store', productTitle: 'Queued Pair' });
      const holdIn = async (firstName: string) => {
        const item = await seedWorldItem(t, store, 'Active', LOCATED);
        const response = await hold(
          { inventories: [item.id], customer: { first_name: firstName, phone: `555 ${firstName}` } },
          store.admin.token,
        );
        return orderResponse.parse(response.body).order;
      };
      const first = await holdIn('First');
      const second = await holdIn('Second');
      const ended = await holdIn('Ended');
      expect((await cancel(ended.id, store.admin.token)).status).toBe(200);
      await holdItems([await seed()], 'Elsewhere');
      const response = await call(t, 'GET', '/api/orders/holds', { token: store.admin.token });
      expect(response.status).toBe(200);
      const listed = holdsResponse.parse(response.body).orders;
      expect(listed.map((order) => [order.id, order.customer?.first_name])).toEqual([
        [first.id, 'First'],
        [second.id, 'Second'],
      ]);
    });
  });

  describe('completing a hold at the register', () => {
    it('sells the hold items in the cart and items added at the counter; the ones left out go back to Active', async () => {
      const kept = await seed();
      const leftOut = await seed();
      const added = await seed({ price: 50, payout: 35 });
      const held = await holdItems([kept, leftOut]);
      // The held item scans into this hold's cart, and only into it.
      const scanned = await call(t, 'GET', `/api/orders/cartItem?code=${kept.code}&holdOrderId=${held.id}`, {
        token: admin.token,
      });
      expect(scanned.status).toBe(200);
      const elsewhere = await call(t, 'GET', `/api/orders/cartItem?code=${kept.code}`, {
        token: admin.token,
      });
      expect(errorOf(elsewhere.body).message).toBe(orders.heldBy(held.name, 'Kim Park'));

      const response = await checkout({
        holdOrderId: held.id,
        lines: [{ inventoryId: kept.id }, { inventoryId: added.id }],
        payments: [{ method: 'card', amount: 150 }],
        expectedTotal: 150,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      const { order } = orderResponse.parse(response.body);
      expect(order).toMatchObject({
        id: held.id,
        name: held.name,
        source: 'kiosk',
        status: 'completed',
        customer: { first_name: 'Kim', last_name: 'Park' },
        total: 150,
        holdExpiresAt: null,
      });
      expect(order.lineItems.map((line) => [line.inventoryId, line.status])).toEqual([
        [kept.id, 'Sold'],
        [added.id, 'Sold'],
      ]);
      expect(await reload(kept.id)).toMatchObject({ status: 'Sold', orderId: held.id, total: 100 });
      expect(await reload(added.id)).toMatchObject({ status: 'Sold', orderId: held.id, payout: 35 });
      expect(await reload(leftOut.id)).toMatchObject({ status: 'Active', orderId: null });
      expect(await t.dataSource.getRepository(OrderLine).countBy({ inventoryId: leftOut.id })).toBe(0);
      expect(await t.dataSource.getRepository(Order).countBy({ storeId: admin.store.id, id: held.id })).toBe(
        1,
      );
    });

    it('refuses a hold that is no longer open (409), changing nothing', async () => {
      const item = await seed();
      const held = await holdItems([item]);
      expect((await cancel(held.id)).status).toBe(200);
      const again = await seed();
      const response = await checkout({
        holdOrderId: held.id,
        lines: [{ inventoryId: again.id }],
        payments: [{ method: 'cash', amount: 100 }],
        expectedTotal: 100,
      });
      expect(response.status).toBe(409);
      expect(errorOf(response.body)).toMatchObject({
        message: orders.holdNotOpen,
        fields: { holdOrderId: orders.holdNotOpen },
      });
      expect((await reload(again.id)).status).toBe('Active');
      expect((await orderRow(held.id)).status).toBe('cancelled');
    });
  });

  describe('POST /api/orders/{id}/cancel', () => {
    it('cancels an open hold: its items back to Active; a second cancel is refused', async () => {
      const items = [await seed(), await seed()];
      const held = await holdItems(items);
      const response = await cancel(held.id);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(orderResponse.parse(response.body).order).toMatchObject({ id: held.id, status: 'cancelled' });
      const row = await orderRow(held.id);
      expect(row.closedAt).not.toBeNull();
      for (const item of items) {
        expect(await reload(item.id)).toMatchObject({ status: 'Active', orderId: null, payout: 85 });
      }
      const again = await cancel(held.id);
      expect(again.status).toBe(409);
      expect(errorOf(again.body).message).toBe(orders.holdNotOpen);
      const sale = await checkout({
        lines: [{ inventoryId: items[0].id }],
        payments: [{ method: 'cash', amount: 100 }],
        expectedTotal: 100,
      });
      const completed = orderResponse.parse(sale.body).order;
      const notAHold = await cancel(completed.id);
      expect(notAHold.status).toBe(409);
    });

    it("answers 404 for another store's hold and an unknown id, leaving the hold open", async () => {
      const held = await holdItems([await seed()]);
      expect((await cancel(held.id, other.admin.token)).status).toBe(404);
      expect((await cancel(987_654)).status).toBe(404);
      expect((await call(t, 'POST', '/api/orders/abc/cancel', { token: admin.token })).status).toBe(404);
      expect((await orderRow(held.id)).status).toBe('open');
    });
  });

  describe('hold expiry', () => {
    it('expires every store’s holds whose time has run out, each with its items back to Active', async () => {
      const mine = await seed();
      const theirs = await seedWorldItem(t, other, 'Active', LOCATED);
      const fresh = await seed();
      const due = await holdItems([mine], 'Due');
      const dueElsewhere = orderResponse.parse(
        (
          await hold(
            { inventories: [theirs.id], customer: { first_name: 'Far', phone: '555 0200' } },
            other.admin.token,
          )
        ).body,
      ).order;
      const notYet = await holdItems([fresh], 'Fresh');
      await t.dataSource
        .getRepository(Order)
        .update({ id: In([due.id, dueElsewhere.id]) }, { holdExpiresAt: new Date(Date.now() - 60_000) });

      // The scheduler's look queues the sweep job; the app's worker runs it.
      const scheduler = t.app.get(HoldExpiryScheduler);
      const job = await scheduler.queueIfDue();
      expect(job?.kind).toBe(HOLD_EXPIRY_JOB);
      const finished = await finishedJob(t.dataSource, job?.id ?? 0);
      expect(finished.status).toBe('succeeded');
      expect(finished.result).toEqual({ expired: 2 });

      for (const id of [due.id, dueElsewhere.id]) {
        const row = await orderRow(id);
        expect(row.status).toBe('expired');
        expect(row.closedAt).not.toBeNull();
      }
      expect(await reload(mine.id)).toMatchObject({ status: 'Active', orderId: null });
      expect(await reload(theirs.id)).toMatchObject({ status: 'Active', orderId: null });
      const logs = await t.dataSource
        .getRepository(InventoryLog)
        .find({ where: { inventoryId: mine.id }, order: { id: 'ASC' } });
      expect(logs.at(-1)).toMatchObject({ lastUpdatedByName: 'Hold expiry' });
      expect(logs.at(-1)?.modifiedFields).toEqual(
        expect.arrayContaining([
          { variableChanged: 'status', beforeValue: 'PendingSale', afterValue: 'Active' },
        ]),
      );
      expect((await orderRow(notYet.id)).status).toBe('open');
      expect((await reload(fresh.id)).status).toBe('PendingSale');

      // Nothing is due now: no job is queued, and a sweep finds nothing to do.
      expect(await scheduler.queueIfDue()).toBeNull();
      expect(await t.app.get(HoldsService).expireDue()).toBe(0);
      expect(await t.dataSource.getRepository(Job).countBy({ kind: HOLD_EXPIRY_JOB })).toBe(1);
    });

    it('leaves a hold completed at the register alone when its time passes', async () => {
      const item = await seed();
      const held = await holdItems([item]);
      const sold = await checkout({
        holdOrderId: held.id,
        lines: [{ inventoryId: item.id }],
        payments: [{ method: 'cash', amount: 100 }],
        expectedTotal: 100,
      });
      expect(sold.status).toBe(201);
      await t.dataSource.getRepository(Order).update(held.id, { holdExpiresAt: new Date(Date.now() - 1000) });
      expect(await t.app.get(HoldsService).expireDue()).toBe(0);
      expect((await orderRow(held.id)).status).toBe('completed');
      expect((await reload(item.id)).status).toBe('Sold');
    });
  });
});
