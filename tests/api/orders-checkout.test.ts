import { In } from 'typeorm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorBody } from '@shared/contracts/errors';
import {
  cartItemResponse,
  type CheckoutRequest,
  checkoutResponse,
  customersResponse,
} from '@shared/contracts/orders';
import { type InventoryStatus } from '@shared/domain/inventory-status';
import { apiErrors, validation } from '@shared/messages';
import { InventoryLog } from '../../api/src/inventories/inventory-log.entity';
import { Inventory } from '../../api/src/inventories/inventory.entity';
import { Customer } from '../../api/src/orders/customer.entity';
import { OrderLine } from '../../api/src/orders/order-line.entity';
import { OrderPayment } from '../../api/src/orders/order-payment.entity';
import { Order } from '../../api/src/orders/order.entity';
import { ProductGtin } from '../../api/src/products/product-gtin.entity';
import { Store } from '../../api/src/stores/store.entity';
import { call, seedProduct, seedStaff, type SeededStaff } from '../support/fixtures';
import { type InventoryWorld, seedInventoryWorld, seedWorldItem } from '../support/inventory-world';
import { startTestApp, testEngine, type TestApp } from '../support/test-app';

const orders = validation.orders;
const sale = validation.sale;
const LOCATED: InventoryStatus[] = ['Active'];

describe(`the register's checkout on ${testEngine()}`, () => {
  let t: TestApp;
  let world: InventoryWorld;
  let admin: SeededStaff;
  let other: InventoryWorld;

  const errorOf = (body: unknown) => apiErrorBody.parse(body).error;
  const checkout = (body: CheckoutRequest, token = admin.token) =>
    call(t, 'POST', '/api/orders/checkout', { token, body });
  const cartItem = (query: string, token = admin.token) =>
    call(t, 'GET', `/api/orders/cartItem?${query}`, { token });
  /** Ada's item priced 100 (payout 85 at the world's 10%, min 15), Active at Main unless told. */
  const seed = (fields: Partial<Inventory> = {}, status: InventoryStatus = 'Active') =>
    seedWorldItem(t, world, status, LOCATED, fields);
  const reload = (id: number) => t.dataSource.getRepository(Inventory).findOneByOrFail({ id });
  const logsOf = (ids: number[]) =>
    t.dataSource.getRepository(InventoryLog).find({ where: { inventoryId: In(ids) }, order: { id: 'ASC' } });
  const setStore = (fields: Partial<Store>) =>
    t.dataSource.getRepository(Store).update(admin.store.id, fields);
  /** Row counts of everything a checkout writes. */
  const counts = async () => ({
    orders: await t.dataSource.getRepository(Order).count(),
    lines: await t.dataSource.getRepository(OrderLine).count(),
    payments: await t.dataSource.getRepository(OrderPayment).count(),
    customers: await t.dataSource.getRepository(Customer).count(),
    logs: await t.dataSource.getRepository(InventoryLog).count(),
  });

  beforeAll(async () => {
    t = await startTestApp();
    world = await seedInventoryWorld(t, { handle: 'register-store', productTitle: 'Jordan 1 Chicago' });
    admin = world.admin;
    other = await seedInventoryWorld(t, { handle: 'other-register', productTitle: 'Other Dunk' });
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    await setStore({ absorbDiscount: false, chargeTax: false, salesTaxRate: 0 });
  });

  describe('POST /api/orders/checkout', () => {
    it('sells a cart with line and cart discounts, split payment and change, in one order', async () => {
      const a = await seed();
      const b = await seed({ price: 200, payout: 180, payoutAmount: 180, payoutFee: 20, total: 200 });
      const response = await checkout({
        lines: [
          { inventoryId: a.id, discount: { type: 'amount', value: 10 } },
          { inventoryId: b.id, discount: { type: 'percent', value: 10 } },
        ],
        // 90 and 180 after their own discounts: 27 off the cart splits 9 and 18.
        cartDiscount: { type: 'amount', value: 27 },
        payments: [
          { method: 'card', amount: 193 },
          { method: 'cash', amount: 100 },
        ],
        expectedTotal: 243,
        note: 'Gift wrap',
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      const { order } = checkoutResponse.parse(response.body);
      expect(order).toMatchObject({
        name: expect.stringMatching(/^#\d+$/),
        source: 'register',
        status: 'completed',
        customer: null,
        subtotal: 300,
        discount: 57,
        tax: 0,
        total: 243,
        paid: 293,
        change: 50,
        note: 'Gift wrap',
        createdByName: 'Sam Staff',
        holdExpiresAt: null,
      });
      expect(order.completedAt).not.toBeNull();
      // absorbDiscount off: each payout is worked out from what the item sold for.
      // 81 → fee max(8.10, 15) = 15 → 66; 162 → fee 16.20 → 145.80.
      expect(
        order.lineItems.map((line) => [
          line.inventoryId,
          line.price,
          line.discount,
          line.salePrice,
          line.payout,
        ]),
      ).toEqual([
        [a.id, 100, 19, 81, 66],
        [b.id, 200, 38, 162, 145.8],
      ]);
      expect(order.lineItems.every((line) => line.status === 'Sold' && line.payoutLabel === 'Payout')).toBe(
        true,
      );
      expect(order.payments.map((payment) => [payment.kind, payment.method, payment.amount])).toEqual([
        ['payment', 'card', 193],
        ['payment', 'cash', 100],
      ]);

      const soldA = await reload(a.id);
      expect(soldA).toMatchObject({
        status: 'Sold',
        orderId: order.id,
        discount: 19,
        total: 81,
        payout: 66,
        payoutAmount: 66,
        payoutFee: 15,
        version: a.version + 1,
      });
      expect(soldA.soldOn).not.toBeNull();
      expect(await reload(b.id)).toMatchObject({ status: 'Sold', total: 162, payout: 145.8, discount: 38 });
      const logs = await logsOf([a.id]);
      expect(logs).toHaveLength(1);
      expect(logs[0].lastUpdatedByName).toBe('Sam Staff');
      expect(logs[0].modifiedFields).toEqual(
        expect.arrayContaining([
          { variableChanged: 'status', beforeValue: 'Active', afterValue: 'Sold' },
          { variableChanged: 'payout', beforeValue: 85, afterValue: 66 },
          { variableChanged: 'total', beforeValue: 100, afterValue: 81 },
          { variableChanged: 'order', beforeValue: null, afterValue: order.name },
        ]),
      );
      // GET /api/orders/{id} reads the same order.
      const read = await call(t, 'GET', `/api/orders/${order.id}`, { token: admin.token });
      expect(checkoutResponse.parse(read.body).order).toEqual(order);
    });

    it('works the payout out on the full price when the store absorbs discounts', async () => {
      await setStore({ absorbDiscount: true });
      const item = await seed();
      const response = await checkout({
        lines: [{ inventoryId: item.id, discount: { type: 'percent', value: 20 } }],
        payments: [{ method: 'cash', amount: 80 }],
        expectedTotal: 80,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      const [line] = checkoutResponse.parse(response.body).order.lineItems;
      expect(line).toMatchObject({ price: 100, discount: 20, salePrice: 80, payout: 85 });
      expect(await reload(item.id)).toMatchObject({ total: 80, discount: 20, payout: 85, payoutFee: 15 });
    });

    it("charges the store's sales tax per line when chargeTax is on, and none when it is off", async () => {
      await setStore({ chargeTax: true, salesTaxRate: 8.25 });
      const a = await seed({ price: 200, payout: 180 });
      const b = await seed({ price: 19.99 });
      // A screen that showed the cart without its tax is refused with the total as it is.
      const untaxedTotal = await checkout({
        lines: [{ inventoryId: a.id }, { inventoryId: b.id }],
        payments: [{ method: 'card', amount: 219.99 }],
        expectedTotal: 219.99,
      });
      expect(untaxedTotal.status, JSON.stringify(untaxedTotal.body)).toBe(409);
      expect(errorOf(untaxedTotal.body).message).toBe(orders.totalChanged('$238.14'));
      const response = await checkout({
        lines: [{ inventoryId: a.id }, { inventoryId: b.id }],
        payments: [{ method: 'card', amount: 238.14 }],
        // 16.50 + 1.65 (19.99 × 8.25% = 1.649…).
        expectedTotal: 238.14,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      const { order } = checkoutResponse.parse(response.body);
      expect(order).toMatchObject({ subtotal: 219.99, tax: 18.15, total: 238.14, change: 0 });
      expect(order.lineItems.map((line) => line.tax)).toEqual([16.5, 1.65]);

      await setStore({ chargeTax: false, salesTaxRate: 8.25 });
      const untaxed = await seed();
      const plain = await checkout({
        lines: [{ inventoryId: untaxed.id }],
        payments: [{ method: 'cash', amount: 100 }],
        expectedTotal: 100,
      });
      expect(checkoutResponse.parse(plain.body).order).toMatchObject({ tax: 0, total: 100 });
    });

    it("records a store account's item at its cost, labelled Cost", async () => {
      const item = await seed({ consignerId: world.storeAccount.id, cost: 40, payout: 40 });
      const response = await checkout({
        lines: [{ inventoryId: item.id, discount: { type: 'amount', value: 30 } }],
        payments: [{ method: 'other', amount: 70 }],
        expectedTotal: 70,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      const [line] = checkoutResponse.parse(response.body).order.lineItems;
      expect(line).toMatchObject({ salePrice: 70, payout: 40, payoutLabel: 'Cost' });
      expect(await reload(item.id)).toMatchObject({ status: 'Sold', payout: 40, total: 70 });
    });

    it('gives change only from cash', async () => {
      const item = await seed();
      const response = await checkout({
        lines: [{ inventoryId: item.id }],
        payments: [{ method: 'cash', amount: 120 }],
        expectedTotal: 100,
      });
      expect(checkoutResponse.parse(response.body).order).toMatchObject({ paid: 120, change: 20 });
    });

    it('numbers orders in sequence per store: each store starts at #1001', async () => {
      const first = await seedWorldItem(t, other, 'Active', LOCATED);
      const second = await seedWorldItem(t, other, 'Active', LOCATED);
      const names: string[] = [];
      for (const item of [first, second]) {
        const response = await checkout(
          {
            lines: [{ inventoryId: item.id }],
            payments: [{ method: 'cash', amount: 100 }],
            expectedTotal: 100,
          },
          other.admin.token,
        );
        names.push(checkoutResponse.parse(response.body).order.name);
      }
      expect(names).toEqual(['#1001', '#1002']);
      // The register store's own sequence started at #1001 too and is unaffected.
      const ownFirst = await t.dataSource
        .getRepository(Order)
        .findOne({ where: { storeId: admin.store.id }, order: { number: 'ASC' } });
      expect(ownFirst?.name).toBe('#1001');
    });

    it('finds or creates the customer: one record per email, else per phone', async () => {
      const [a, b, c, d] = [await seed(), await seed(), await seed(), await seed()];
      const sell = async (item: Inventory, customer: CheckoutRequest['customer']) => {
        const response = await checkout({
          lines: [{ inventoryId: item.id }],
          payments: [{ method: 'cash', amount: 100 }],
          expectedTotal: 100,
          customer,
        });
        expect(response.status, JSON.stringify(response.body)).toBe(201);
        return checkoutResponse.parse(response.body).order.customer;
      };
      const created = await sell(a, { first_name: 'Grace', last_name: 'Hopper', email: 'Grace@Navy.test' });
      expect(created).toMatchObject({ first_name: 'Grace', last_name: 'Hopper', email: 'grace@navy.test' });
      const again = await sell(b, { first_name: 'G', email: 'grace@navy.test', phone: '+1 555 0199' });
      expect(again?.id).toBe(created?.id);
      const byPhone = await sell(c, { first_name: 'Grace', phone: '+1 555 0199' });
      expect(byPhone?.id).toBe(created?.id);
      const byId = await sell(d, { id: created?.id as number });
      expect(byId).toMatchObject({ id: created?.id, phone: '+1 555 0199' });
      expect(
        await t.dataSource
          .getRepository(Customer)
          .countBy({ storeId: admin.store.id, email: 'grace@navy.test' }),
      ).toBe(1);

      const found = await call(t, 'GET', '/api/customers?search=grace%20hop', { token: admin.token });
      expect(customersResponse.parse(found.body).customers.map((customer) => customer.id)).toEqual([
        created?.id,
      ]);
      const byDigits = await call(t, 'GET', '/api/customers?search=0199', { token: admin.token });
      expect(customersResponse.parse(byDigits.body).customers).toHaveLength(1);
      // Another store never sees her, and a customer id of another store is not found.
      const elsewhere = await call(t, 'GET', '/api/customers?search=grace', { token: other.admin.token });
      expect(customersResponse.parse(elsewhere.body).customers).toEqual([]);
      const otherItem = await seedWorldItem(t, other, 'Active', LOCATED);
      const refused = await checkout(
        {
          lines: [{ inventoryId: otherItem.id }],
          payments: [{ method: 'cash', amount: 100 }],
          expectedTotal: 100,
          customer: { id: created?.id as number },
        },
        other.admin.token,
      );
      expect(refused.status).toBe(404);
      expect((await reload(otherItem.id)).status).toBe('Active');
    });

    it('lists at most 20 customers, the most recently seen first', async () => {
      const customers = t.dataSource.getRepository(Customer);
      const base = Date.now() - 1000 * 60 * 60;
      for (let index = 0; index < 22; index++) {
        await customers.save(
          customers.create({
            storeId: other.admin.store.id,
            firstName: `Regular${index}`,
            lastName: 'Buyer',
            email: `regular${index}@buyers.test`,
            phone: null,
            updatedAt: new Date(base + index * 1000),
          }),
        );
      }
      const response = await call(t, 'GET', '/api/customers', { token: other.admin.token });
      const listed = customersResponse.parse(response.body).customers;
      expect(listed).toHaveLength(20);
      expect(listed[0].first_name).toBe('Regular21');
      expect(
        (await call(t, 'GET', '/api/customers?search=50%25', { token: other.admin.token })).body,
      ).toEqual({
        customers: [],
      });
    });

    describe('refusals', () => {
      const ERRORS: [string, () => Promise<CheckoutRequest>, number, string, string?][] = [
        [
          'an empty cart',
          async () => ({ lines: [], payments: [], expectedTotal: 0 }),
          400,
          sale.emptyCart,
          'lines',
        ],
        [
          'an item twice',
          async () => {
            const item = await seed();
            return {
              lines: [{ inventoryId: item.id }, { inventoryId: item.id }],
              payments: [{ method: 'cash', amount: 200 }],
              expectedTotal: 200,
            };
          },
          400,
          sale.itemTwice,
          'lines',
        ],
        [
          'a discount above the price',
          async () => ({
            lines: [{ inventoryId: (await seed()).id, discount: { type: 'amount', value: 100.01 } }],
            payments: [],
            expectedTotal: 0,
          }),
          400,
          sale.discountAbovePrice,
          'lines',
        ],
        [
          'a cart discount above the cart',
          async () => ({
            lines: [{ inventoryId: (await seed()).id }],
            cartDiscount: { type: 'amount', value: 150 },
            payments: [],
            expectedTotal: 0,
          }),
          400,
          sale.discountAbovePrice,
          'cartDiscount',
        ],
        [
          'a percent above 100',
          async () => ({
            lines: [{ inventoryId: (await seed()).id, discount: { type: 'percent', value: 101 } }],
            payments: [],
            expectedTotal: 0,
          }),
          400,
          sale.percentOutOfRange,
        ],
        [
          'payments that do not cover the total',
          async () => ({
            lines: [{ inventoryId: (await seed()).id }],
            payments: [
              { method: 'card', amount: 50 },
              { method: 'cash', amount: 40 },
            ],
            expectedTotal: 100,
          }),
          400,
          sale.notCovered('$10'),
          'payments',
        ],
        [
          'a card payment above the total',
          async () => ({
            lines: [{ inventoryId: (await seed()).id }],
            payments: [{ method: 'card', amount: 120 }],
            expectedTotal: 100,
          }),
          400,
          sale.changeOnlyFromCash,
          'payments',
        ],
        [
          'an unknown item',
          async () => ({ lines: [{ inventoryId: 987_654 }], payments: [], expectedTotal: 0 }),
          404,
          validation.inventoryActions.itemsNotFound,
          'lines.0',
        ],
        [
          "another store's item",
          async () => ({
            lines: [{ inventoryId: (await seedWorldItem(t, other, 'Active', LOCATED)).id }],
            payments: [{ method: 'cash', amount: 100 }],
            expectedTotal: 100,
          }),
          404,
          validation.inventoryActions.itemsNotFound,
          'lines.0',
        ],
        [
          'an item that is not Active, with its status label',
          async () => ({
            lines: [{ inventoryId: (await seed({}, 'Pending')).id }],
            payments: [{ method: 'cash', amount: 100 }],
            expectedTotal: 100,
          }),
          409,
          'This item is Drop off pending',
        ],
        [
          'a total that changed since the cart was shown',
          async () => ({
            lines: [{ inventoryId: (await seed({ price: 120 })).id }],
            payments: [{ method: 'cash', amount: 100 }],
            expectedTotal: 100,
          }),
          409,
          orders.totalChanged('$120'),
          'expectedTotal',
        ],
        [
          'a hold that does not exist',
          async () => ({
            lines: [{ inventoryId: (await seed()).id }],
            payments: [{ method: 'cash', amount: 100 }],
            expectedTotal: 100,
            holdOrderId: 987_654,
          }),
          404,
          apiErrors.notFound,
        ],
      ];
      for (const [what, bodyOf, status, message, field] of ERRORS) {
        it(`refuses ${what} (${status}) and changes nothing`, async () => {
          const body = await bodyOf();
          const before = await counts();
          const response = await checkout(body);
          expect(response.status, JSON.stringify(response.body)).toBe(status);
          const error = errorOf(response.body);
          if (status === 409 || status === 404) expect(error.message).toBe(message);
          else expect(error.fields?.[field ?? Object.keys(error.fields ?? {})[0]]).toBe(message);
          if (field && status !== 400) expect(Object.keys(error.fields ?? {})).toContain(field);
          expect(await counts()).toEqual(before);
        });
      }

      it('writes nothing when the last item of the cart is not Active', async () => {
        const first = await seed();
        const second = await seed();
        const last = await seed({}, 'RequestWithdrawal');
        const before = await counts();
        const response = await checkout({
          lines: [first, second, last].map((item) => ({ inventoryId: item.id })),
          payments: [{ method: 'cash', amount: 300 }],
          expectedTotal: 300,
          customer: { first_name: 'Never', email: 'never@saved.test' },
        });
        expect(response.status).toBe(409);
        const error = errorOf(response.body);
        expect(error.message).toBe(`Nothing was changed. ${last.code}: This item is Withdrawal Request`);
        expect(error.fields?.['lines.2']).toBe(`${last.code}: This item is Withdrawal Request`);
        expect(await counts()).toEqual(before);
        for (const item of [first, second, last]) {
          expect(await reload(item.id)).toMatchObject({
            status: item.status,
            version: item.version,
            orderId: null,
          });
        }
        expect(await t.dataSource.getRepository(Customer).countBy({ email: 'never@saved.test' })).toBe(0);
      });

      it('answers 403 to staff without Orders', async () => {
        const clerk = await seedStaff(t, admin.store, { role: 'Employee', accessControls: ['Inventory'] });
        const item = await seed();
        const response = await checkout(
          {
            lines: [{ inventoryId: item.id }],
            payments: [{ method: 'cash', amount: 100 }],
            expectedTotal: 100,
          },
          clerk.token,
        );
        expect(response.status).toBe(403);
        expect((await cartItem(`code=${item.code}`, clerk.token)).status).toBe(403);
        expect((await reload(item.id)).status).toBe('Active');
      });
    });
  });

  describe('GET /api/orders/cartItem', () => {
    it('answers the item a code names as a cart line, as typed or scanned', async () => {
      const item = await seed({ price: 150.5, option1Value: '9.5' });
      const response = await cartItem(`code=${item.code.toLowerCase()}`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(cartItemResponse.parse(response.body).item).toEqual({
        inventoryId: item.id,
        code: item.code,
        title: 'Jordan 1 Chicago',
        image: null,
        sku: world.product.sku,
        size: '9.5',
        price: 150.5,
        status: 'Active',
        consigner: { id: world.consigner.id, name: 'Ada Lovelace', isStoreAccount: false },
      });
    });

    it("answers 404 for a code no item of this store has (another store's included)", async () => {
      const theirs = await seedWorldItem(t, other, 'Active', LOCATED);
      for (const code of [theirs.code, 'ZZZZZZ', 'not-a-code']) {
        const response = await cartItem(`code=${encodeURIComponent(code)}`);
        expect(response.status).toBe(404);
        expect(errorOf(response.body).message).toBe(orders.itemNotFound);
      }
    });

    it('says why an item cannot be sold: its status label, or the order that has it', async () => {
      const pending = await seed({}, 'Pending');
      const refused = await cartItem(`code=${pending.code}`);
      expect(refused.status).toBe(409);
      expect(errorOf(refused.body).message).toBe('This item is Drop off pending');

      const item = await seed();
      const sold = await checkout({
        lines: [{ inventoryId: item.id }],
        payments: [{ method: 'cash', amount: 100 }],
        expectedTotal: 100,
        customer: { first_name: 'Ann', last_name: 'Lee', phone: '555 0101' },
      });
      const { order } = checkoutResponse.parse(sold.body);
      const again = await cartItem(`code=${item.code}`);
      expect(again.status).toBe(409);
      expect(errorOf(again.body)).toMatchObject({
        code: 'CONFLICT',
        message: orders.heldBy(order.name, 'Ann Lee'),
        fields: { code: orders.heldBy(order.name, 'Ann Lee') },
      });
    });

    it("answers a product barcode (GTIN) with its size's oldest Active item not in the cart", async () => {
      const product = await seedProduct(t.dataSource, admin.store.id, { title: 'Samba OG', sku: 'B75806' });
      await t.dataSource.getRepository(ProductGtin).save([
        { storeId: admin.store.id, productId: product.id, size: '10', gtin: '4059809046060' },
        { storeId: admin.store.id, productId: product.id, size: '11', gtin: '4059809046077' },
      ]);
      const older = await seed({
        productId: product.id,
        option1Value: '10',
        acceptedOn: new Date('2026-01-02'),
      });
      const newer = await seed({
        productId: product.id,
        option1Value: '10',
        acceptedOn: new Date('2026-02-02'),
      });
      await seed(
        { productId: product.id, option1Value: '10', acceptedOn: new Date('2026-01-01') },
        'Pending',
      );

      const itemOf = async (query: string) => cartItemResponse.parse((await cartItem(query)).body).item;
      expect((await itemOf('code=4059809046060')).inventoryId).toBe(older.id);
      // The same label scanned again, the first one in the cart: the next pair.
      expect((await itemOf(`code=4059809046060&exclude=${older.id}`)).inventoryId).toBe(newer.id);
      const none = await cartItem(`code=4059809046060&exclude=${older.id},${newer.id}`);
      expect(none.status).toBe(404);
      expect(errorOf(none.body).message).toBe(orders.noneInStock('Samba OG, size 10'));
      expect(errorOf((await cartItem('code=4059809046077')).body).message).toBe(
        orders.noneInStock('Samba OG, size 11'),
      );
      // Another store's barcode names nothing here.
      const theirs = await seedProduct(t.dataSource, other.admin.store.id, { title: 'Theirs' });
      await t.dataSource
        .getRepository(ProductGtin)
        .save({ storeId: other.admin.store.id, productId: theirs.id, size: '9', gtin: '0195866123456' });
      expect(errorOf((await cartItem('code=0195866123456')).body).message).toBe(orders.itemNotFound);
    });

    it('answers a SKU with its one size in stock, and names the sizes when there are several', async () => {
      const product = await seedProduct(t.dataSource, admin.store.id, { title: 'Gazelle', sku: 'BB5476' });
      const nine = await seed({ productId: product.id, option1Value: '9' });
      const itemOf = async (query: string) => cartItemResponse.parse((await cartItem(query)).body).item;
      expect((await itemOf('code=bb5476')).inventoryId).toBe(nine.id);

      await seed({ productId: product.id, option1Value: '10.5' });
      const several = await cartItem('code=BB5476');
      expect(several.status).toBe(409);
      expect(errorOf(several.body).message).toBe(orders.severalSizes('Gazelle', '9, 10.5'));
      // With the 9 in the cart, only the 10.5 is left to sell.
      expect((await itemOf(`code=BB5476&exclude=${nine.id}`)).size).toBe('10.5');
    });

    it('refuses unknown query parameters', async () => {
      const item = await seed();
      const response = await cartItem(`code=${item.code}&price=1`);
      expect(response.status).toBe(400);
      expect(errorOf(response.body).fields).toHaveProperty('price');
    });
  });

  describe('nothing is sold twice', () => {
    it('lets exactly one of eight concurrent checkouts of one item win; the others are told who has it', async () => {
      const item = await seed();
      const before = await counts();
      const responses = await Promise.all(
        Array.from({ length: 8 }, () =>
          checkout({
            lines: [{ inventoryId: item.id }],
            payments: [{ method: 'cash', amount: 100 }],
            expectedTotal: 100,
          }),
        ),
      );
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses, JSON.stringify(responses.map((response) => response.body))).toEqual([
        201, 409, 409, 409, 409, 409, 409, 409,
      ]);
      const winner = checkoutResponse.parse(
        responses.find((response) => response.status === 201)?.body,
      ).order;
      for (const response of responses.filter((one) => one.status === 409)) {
        expect(errorOf(response.body).message).toBe(orders.heldBy(winner.name, 'Sam Staff'));
      }
      expect(await t.dataSource.getRepository(OrderLine).countBy({ inventoryId: item.id })).toBe(1);
      const after = await counts();
      expect(after).toEqual({
        ...before,
        orders: before.orders + 1,
        lines: before.lines + 1,
        payments: before.payments + 1,
        logs: before.logs + 1,
      });
      expect(await reload(item.id)).toMatchObject({
        status: 'Sold',
        orderId: winner.id,
        version: item.version + 1,
      });
    });

    it('gives five concurrent sales of different items consecutive numbers', async () => {
      const store = await seedInventoryWorld(t, { handle: 'numbers-race', productTitle: 'Race Pair' });
      const items: Inventory[] = [];
      for (let index = 0; index < 5; index++) items.push(await seedWorldItem(t, store, 'Active', LOCATED));
      const responses = await Promise.all(
        items.map((item) =>
          checkout(
            {
              lines: [{ inventoryId: item.id }],
              payments: [{ method: 'cash', amount: 100 }],
              expectedTotal: 100,
            },
            store.admin.token,
          ),
        ),
      );
      expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);
      const names = responses.map((response) => checkoutResponse.parse(response.body).order.name).sort();
      expect(names).toEqual(['#1001', '#1002', '#1003', '#1004', '#1005']);
    });

    it('lets a kiosk hold and a sale race for one item: one wins, the other names its order', async () => {
      const item = await seed();
      const [held, sold] = await Promise.all([
        call(t, 'POST', '/api/orders/createDraftOrder', {
          token: admin.token,
          body: {
            draftOrder: { inventories: [item.id], customer: { first_name: 'Kim', email: 'kim@kiosk.test' } },
          },
        }),
        checkout({
          lines: [{ inventoryId: item.id }],
          payments: [{ method: 'cash', amount: 100 }],
          expectedTotal: 100,
        }),
      ]);
      expect([held.status, sold.status].sort()).toEqual([201, 409]);
      const [winner, loser] = held.status === 201 ? [held, sold] : [sold, held];
      const order = checkoutResponse.parse(winner.body).order;
      expect(errorOf(loser.body).message).toBe(
        orders.heldBy(order.name, held.status === 201 ? 'Kim' : 'Sam Staff'),
      );
      expect(await t.dataSource.getRepository(OrderLine).countBy({ inventoryId: item.id })).toBe(1);
      expect((await reload(item.id)).status).toBe(held.status === 201 ? 'PendingSale' : 'Sold');
    });
  });
});
