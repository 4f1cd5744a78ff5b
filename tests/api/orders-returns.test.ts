import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '@shared/contracts/errors';
import { checkoutResponse, orderResponse, type ReturnRequest } from '@shared/contracts/orders';
import { formatMoney } from '@shared/domain/money-format';
import { validation } from '@shared/messages';
import { Consigner } from '../../api/src/consigners/consigner.entity';
import { InventoryLog } from '../../api/src/inventories/inventory-log.entity';
import { Inventory } from '../../api/src/inventories/inventory.entity';
import { OrderLine } from '../../api/src/orders/order-line.entity';
import { OrderPayment } from '../../api/src/orders/order-payment.entity';
import { Order } from '../../api/src/orders/order.entity';
import { Store } from '../../api/src/stores/store.entity';
import { call, seedStaff } from '../support/fixtures';
import { type InventoryWorld, seedInventoryWorld, seedWorldItem } from '../support/inventory-world';
import { seedOrder } from '../support/order-world';
import { payOut } from '../support/payout-world';
import { startTestApp, testEngine, type TestApp } from '../support/test-app';

const messages = validation.orders;

describe(`returns on ${testEngine()}`, () => {
  let t: TestApp;
  let world: InventoryWorld;
  let other: InventoryWorld;

  const errorOf = (body: unknown) => apiErrorBody.parse(body).error;
  const returnItems = (orderId: number, body: ReturnRequest, token = world.admin.token) =>
    call(t, 'POST', `/api/orders/${orderId}/return`, { token, body });
  const item = (id: number) => t.dataSource.getRepository(Inventory).findOneByOrFail({ id });
  const linesOf = (orderId: number) =>
    t.dataSource.getRepository(OrderLine).find({ where: { orderId }, order: { id: 'ASC' } });
  const refundsOf = (orderId: number) =>
    t.dataSource.getRepository(OrderPayment).findBy({ orderId, kind: 'refund' });
  const orderRow = (id: number) => t.dataSource.getRepository(Order).findOneByOrFail({ id });
  const balanceOf = async (consignerId: number) =>
    (await t.dataSource.getRepository(Consigner).findOneByOrFail({ id: consignerId })).negativeBalance;

  /**
   * A completed register sale (POST /api/orders/checkout) of `count` of Ada's items priced 100
   * (payout 85 on the floor), each sold for 90 with 8% tax (7.20). `isPaidOut`: then paid out as
   * the store does (a payout of them, marked paid: payout-world's payOut).
   */
  const sale = async (count: number, options: { isPaidOut?: boolean } = {}) => {
    const items: Inventory[] = [];
    for (let index = 0; index < count; index++)
      items.push(await seedWorldItem(t, world, 'Active', ['Active']));
    const response = await call(t, 'POST', '/api/orders/checkout', {
      token: world.admin.token,
      body: {
        lines: items.map((one) => ({ inventoryId: one.id, discount: { type: 'amount', value: 10 } })),
        payments: [{ method: 'card', amount: 97.2 * count }],
        expectedTotal: 97.2 * count,
      },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const { order } = checkoutResponse.parse(response.body);
    if (options.isPaidOut) await payOut(t, world.admin.token, items);
    return { order, items, payoutOf: (index: number) => order.lineItems[index].payout };
  };

  beforeAll(async () => {
    t = await startTestApp();
    // 10% selling fee, at least 15: a price of 100 pays 85.
    world = await seedInventoryWorld(t, { handle: 'orders-returns', productTitle: 'Jordan 4 Bred' });
    await t.dataSource
      .getRepository(Store)
      .update(world.admin.store.id, { chargeTax: true, salesTaxRate: 8 });
    other = await seedInventoryWorld(t, { handle: 'orders-returns-other', productTitle: 'Samba OG' });
  });
  afterAll(() => t.close());

  it('returns one item of a sale to the floor: its sale cleared, the refund recorded on the order', async () => {
    const { order, items, payoutOf } = await sale(2);

    const response = await returnItems(order.id, {
      items: [{ inventoryId: items[0].id, to: 'Active' }],
      refund: { method: 'cash' },
    });

    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const read = orderResponse.parse(response.body).order;
    expect(read.refunded).toBe(97.2);
    expect(read.payments.filter((payment) => payment.kind === 'refund')).toEqual([
      expect.objectContaining({ method: 'cash', amount: 97.2, createdByName: 'Sam Staff' }),
    ]);
    expect(read.lineItems[0]).toMatchObject({ status: 'Active', returnedTo: 'Active', isPaidOut: false });
    expect(read.lineItems[0].returnedAt).not.toBeNull();
    expect(read.lineItems[1]).toMatchObject({ status: 'Sold', returnedAt: null, returnedTo: null });

    expect(await item(items[0].id)).toMatchObject({
      status: 'Active',
      orderId: null,
      soldOn: null,
      discount: null,
      total: 100,
      payout: 85,
      payoutFee: 15,
    });
    expect(await item(items[1].id)).toMatchObject({ status: 'Sold', orderId: order.id, payout: payoutOf(1) });
    const [refund] = await refundsOf(order.id);
    const [returned, kept] = await linesOf(order.id);
    expect(returned).toMatchObject({ returnedTo: 'Active', refundId: refund.id });
    expect(kept).toMatchObject({ returnedAt: null, refundId: null });
    expect((await orderRow(order.id)).refunded).toBe(97.2);
    const logs = await t.dataSource
      .getRepository(InventoryLog)
      .find({ where: { inventoryId: items[0].id }, order: { id: 'DESC' } });
    expect(logs[0].modifiedFields).toEqual(
      expect.arrayContaining([
        { variableChanged: 'status', beforeValue: 'Sold', afterValue: 'Active' },
        { variableChanged: 'returnedFrom', beforeValue: order.name, afterValue: null },
      ]),
    );
  });

  it('returns every item, one back to its consigner, refunding less when the cashier says so', async () => {
    const { order, items } = await sale(2);

    const response = await returnItems(order.id, {
      items: [
        { inventoryId: items[0].id, to: 'Active' },
        { inventoryId: items[1].id, to: 'Withdrawn' },
      ],
      refund: { method: 'card', amount: 150 },
    });

    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const read = orderResponse.parse(response.body).order;
    expect(read.refunded).toBe(150);
    expect(read.lineItems.map((line) => [line.status, line.returnedTo])).toEqual([
      ['Active', 'Active'],
      ['Withdrawn', 'Withdrawn'],
    ]);
    // Back with its consigner, the item is no longer sold either: its payout is its price's again.
    expect(await item(items[1].id)).toMatchObject({
      status: 'Withdrawn',
      orderId: null,
      soldOn: null,
      total: 100,
      payout: 85,
    });
    expect(await refundsOf(order.id)).toEqual([expect.objectContaining({ method: 'card', amount: 150 })]);
  });

  it('refuses a refund above what the returned items sold for, and writes nothing', async () => {
    const { order, items } = await sale(2);

    const response = await returnItems(order.id, {
      items: [{ inventoryId: items[0].id, to: 'Active' }],
      refund: { method: 'cash', amount: 97.21 },
    });

    expect(response.status).toBe(400);
    expect(errorOf(response.body)).toMatchObject({
      message: messages.refundAboveReturned,
      fields: { 'refund.amount': messages.refundAboveReturned },
    });
    expect((await item(items[0].id)).status).toBe('Sold');
    expect(await refundsOf(order.id)).toEqual([]);
  });

  it('asks before returning an item already paid out, then charges its payout to the consigner', async () => {
    const { order, items, payoutOf } = await sale(1, { isPaidOut: true });
    const before = await balanceOf(world.consigner.id);
    const body: ReturnRequest = {
      items: [{ inventoryId: items[0].id, to: 'Active' }],
      refund: { method: 'cash' },
    };

    const asked = await returnItems(order.id, body);

    expect(asked.status).toBe(409);
    const warning = messages.returnAfterPayout(
      'Ada Lovelace',
      formatMoney(payoutOf(0), world.admin.store.currency),
    );
    expect(errorOf(asked.body)).toEqual({
      code: 'CONFLICT',
      message: warning,
      fields: { 'items.0.inventoryId': warning },
    });
    expect((await item(items[0].id)).status).toBe('Paid');
    expect(await balanceOf(world.consigner.id)).toBe(before);

    const confirmed = await returnItems(order.id, { ...body, confirmPaidOut: true });

    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(await balanceOf(world.consigner.id)).toBeCloseTo(before + payoutOf(0), 2);
    expect(await item(items[0].id)).toMatchObject({ status: 'Active', orderId: null, payout: 85 });
  });

  it('refuses an item returned twice, not on the order, or named twice', async () => {
    const { order, items } = await sale(2);
    const { items: elsewhere } = await sale(1);
    await returnItems(order.id, {
      items: [{ inventoryId: items[0].id, to: 'Active' }],
      refund: { method: 'cash' },
    });

    const twice = await returnItems(order.id, {
      items: [{ inventoryId: items[0].id, to: 'Active' }],
      refund: { method: 'cash' },
    });
    expect(twice.status).toBe(409);
    expect(errorOf(twice.body).fields).toEqual({ 'items.0.inventoryId': messages.alreadyReturned });

    const notOnOrder = await returnItems(order.id, {
      items: [
        { inventoryId: items[1].id, to: 'Active' },
        { inventoryId: elsewhere[0].id, to: 'Active' },
      ],
      refund: { method: 'cash' },
    });
    expect(notOnOrder.status).toBe(400);
    expect(errorOf(notOnOrder.body).fields).toEqual({ 'items.1.inventoryId': messages.notOnOrder });

    const named = await returnItems(order.id, {
      items: [
        { inventoryId: items[1].id, to: 'Active' },
        { inventoryId: items[1].id, to: 'Withdrawn' },
      ],
      refund: { method: 'cash' },
    });
    expect(named.status).toBe(400);
    expect(errorOf(named.body).fields).toEqual({ 'items.1.inventoryId': messages.returnItemTwice });
    expect((await item(items[1].id)).status).toBe('Sold');
    expect(await refundsOf(order.id)).toHaveLength(1);
  });

  it('refuses an empty return and an order that is not a completed sale', async () => {
    const { order, items } = await sale(1);
    const empty = await returnItems(order.id, { items: [], refund: { method: 'cash' } });
    expect(empty.status).toBe(400);
    expect(errorOf(empty.body).message).toBe(messages.selectItemsToReturn);

    await t.dataSource.getRepository(Order).update(order.id, { status: 'cancelled' });
    const cancelled = await returnItems(order.id, {
      items: [{ inventoryId: items[0].id, to: 'Active' }],
      refund: { method: 'cash' },
    });
    expect(cancelled.status).toBe(409);
    expect(errorOf(cancelled.body).message).toBe(messages.returnNotCompleted);
  });

  it("answers 404 for another store's order and an unknown one", async () => {
    const theirs = await seedWorldItem(t, other, 'Active', ['Active']);
    const order = await seedOrder(t, other.admin.store.id, { lines: [{ item: theirs }] });
    const body: ReturnRequest = {
      items: [{ inventoryId: theirs.id, to: 'Active' }],
      refund: { method: 'cash' },
    };

    expect((await returnItems(order.id, body)).status).toBe(404);
    expect((await returnItems(999_999, body)).status).toBe(404);
    expect((await item(theirs.id)).status).toBe('Sold');
  });

  it('writes nothing when one of the items cannot come back', async () => {
    const { order, items } = await sale(2);
    // Someone changed the second item meanwhile: it is no longer sold.
    await t.dataSource.getRepository(Inventory).update(items[1].id, { status: 'Withdrawn' });

    const response = await returnItems(order.id, {
      items: [
        { inventoryId: items[0].id, to: 'Active' },
        { inventoryId: items[1].id, to: 'Active' },
      ],
      refund: { method: 'cash' },
    });

    expect(response.status).toBe(409);
    expect(await item(items[0].id)).toMatchObject({ status: 'Sold', orderId: order.id });
    expect((await linesOf(order.id)).map((line) => line.returnedAt)).toEqual([null, null]);
    expect(await refundsOf(order.id)).toEqual([]);
    expect((await orderRow(order.id)).refunded).toBe(0);
  });

  it('needs the Orders access control', async () => {
    const { order, items } = await sale(1);
    const inventoryOnly = await seedStaff(t, world.admin.store, {
      role: 'Employee',
      accessControls: ['Inventory'],
    });

    const response = await returnItems(
      order.id,
      { items: [{ inventoryId: items[0].id, to: 'Active' }], refund: { method: 'cash' } },
      inventoryOnly.token,
    );

    expect(response.status).toBe(403);
    expect((await item(items[0].id)).status).toBe('Sold');
  });
});
