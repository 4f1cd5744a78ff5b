import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '@shared/contracts/errors';
import { orderResponse } from '@shared/contracts/orders';
import {
  kioskProductsResponse,
  kioskResponse,
  PUBLIC_WRITE_BODY_MAX_BYTES,
  reservationResponse,
  reservationsResponse,
  stockLookupResponse,
} from '@shared/contracts/public-pages';
import { validation } from '@shared/messages';
import { Inventory } from '../../api/src/inventories/inventory.entity';
import { Customer } from '../../api/src/orders/customer.entity';
import { ProductTemplate } from '../../api/src/product-templates/product-template.entity';
import { Store } from '../../api/src/stores/store.entity';
import { call, seedProduct, seedStaff } from '../support/fixtures';
import { seedInventoryWorld, seedWorldItem, type InventoryWorld } from '../support/inventory-world';
import { seedOrder } from '../support/order-world';
import { startTestApp, testEngine, type TestApp } from '../support/test-app';

const LOCATED = ['Active', 'InTransit'] as const;

/**
 * The kiosk's calls (issue 17): GET /api/kiosk, GET /api/kiosk/products, POST
 * /api/inventories/inStoreInventoryDetails, the hold (createDraftOrder) as the kiosk's user, and
 * reservations (POST/GET /api/orders/reservations, POST …/{id}/close).
 */
describe(`the kiosk on ${testEngine()}`, () => {
  let t: TestApp;
  let world: InventoryWorld;
  let kiosk: string;
  let stranger: string;
  let sizedInOption2: ProductTemplate;

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true' });
    world = await seedInventoryWorld(t, { handle: 'kiosk-one', productTitle: 'Dunk Low Panda' });
    await t.dataSource.getRepository(Store).update({ id: world.admin.store.id }, { upPrice: 20 });
    kiosk = (await seedStaff(t, world.admin.store, { role: 'Employee', accessControls: ['InStoreApp'] }))
      .token;
    stranger = (await seedStaff(t, world.admin.store, { role: 'Employee', accessControls: ['Products'] }))
      .token;
    const templates = t.dataSource.getRepository(ProductTemplate);
    sizedInOption2 = await templates.save(
      templates.create({
        storeId: world.admin.store.id,
        title: 'Hoodies',
        brand: 'Various',
        category: 'Apparel',
        gender: null,
        weight: null,
        option1: 'Condition',
        option2: 'Sizes',
        option3: null,
        option1Values: ['New'],
        option2Values: ['M', 'xl', 'XL'],
        option3Values: null,
      }),
    );
  });
  afterAll(() => t.close());

  const as = (token: string) => ({ token });

  it('opens to InStoreApp and the owner, not to other controls', async () => {
    expect((await call(t, 'GET', '/api/kiosk', as(kiosk))).status).toBe(200);
    expect((await call(t, 'GET', '/api/kiosk', as(world.admin.token))).status).toBe(200);
    expect((await call(t, 'GET', '/api/kiosk', as(stranger))).status).toBe(403);
    expect((await call(t, 'GET', '/api/kiosk/products', as(stranger))).status).toBe(403);
    expect((await call(t, 'GET', '/api/orders/reservations', as(kiosk))).status).toBe(403);
  });

  it("shows the store, the templates' categories and their sizes (option2 when named sizes)", async () => {
    const body = kioskResponse.parse((await call(t, 'GET', '/api/kiosk', as(kiosk))).body);
    expect(body.store).toMatchObject({ name: 'Store kiosk-one', handle: 'kiosk-one' });
    expect(body.categories).toEqual(['Apparel', 'Sneakers']);
    expect(body.sizes).toContain('10');
    expect(body.sizes).toContain('M');
    expect(body.sizes.filter((size) => size.toLowerCase() === 'xl')).toEqual(['xl']);
    expect(body.sizes).not.toContain('New');
  });

  describe('the grid and the stock lookup', () => {
    let hoodie: Awaited<ReturnType<typeof seedProduct>>;
    let unstocked: Awaited<ReturnType<typeof seedProduct>>;
    let atWarehouse: Inventory;
    let atMain: Inventory;

    beforeAll(async () => {
      const storeId = world.admin.store.id;
      atMain = await seedWorldItem(t, world, 'Active', LOCATED, { option1Value: '10', price: 120 });
      atWarehouse = await seedWorldItem(t, world, 'Active', LOCATED, {
        option1Value: '10',
        price: 130,
        locationId: world.warehouse.id,
        subLocationId: world.bay.id,
      });
      await seedWorldItem(t, world, 'InTransit', LOCATED, { option1Value: '11', price: 100 });
      hoodie = await seedProduct(t.dataSource, storeId, {
        title: 'Panda Hoodie',
        category: 'Apparel',
        productTemplateId: sizedInOption2.id,
      });
      await t.dataSource.getRepository(Inventory).save(
        t.dataSource.getRepository(Inventory).create({
          storeId,
          code: 'HOODIE01',
          productId: hoodie.id,
          productTemplateId: sizedInOption2.id,
          status: 'Active',
          category: 'Apparel',
          option1Value: 'New',
          option2Value: 'XL',
          price: 60,
        }),
      );
      unstocked = await seedProduct(t.dataSource, storeId, { title: 'Panda Slides' });
      // A sale of size 10 at 150 (the last), and an older one at 90.
      const older = await seedWorldItem(t, world, 'Active', LOCATED, { option1Value: '10', price: 90 });
      await seedOrder(t, storeId, { lines: [{ item: older }], soldOn: new Date(Date.now() - 86_400_000) });
      const last = await seedWorldItem(t, world, 'Active', LOCATED, { option1Value: '10', price: 150 });
      await seedOrder(t, storeId, { lines: [{ item: last }] });
    });

    const grid = async (query: string) =>
      kioskProductsResponse.parse((await call(t, 'GET', `/api/kiosk/products?${query}`, as(kiosk))).body);

    it('lists products with Active items of the category and size, newest updated first', async () => {
      const all = await grid('');
      expect(all.products.map((product) => product.title)).toEqual(['Panda Hoodie', 'Dunk Low Panda']);
      expect(all.count).toBe(2);
      const sneakers = await grid('category=Sneakers&size=10');
      expect(sneakers.products.map((product) => product.title)).toEqual(['Dunk Low Panda']);
      expect(sneakers.products[0].sizes).toEqual([
        { option1Value: '10', price: 120, quantity: 1 },
        { option1Value: '11', price: 120, quantity: 1 },
      ]);
      const hoodies = await grid('category=Apparel&size=xl');
      expect(hoodies.products.map((product) => product.title)).toEqual(['Panda Hoodie']);
      expect((await grid('category=Sneakers&size=13')).products).toEqual([]);
    });

    it('finds every product a search finds, stocked or not', async () => {
      const found = await grid('search=panda');
      expect(found.products.map((product) => product.title).sort()).toEqual([
        'Dunk Low Panda',
        'Panda Hoodie',
        'Panda Slides',
      ]);
      const slides = found.products.find((product) => product.id === unstocked.id);
      expect(slides).toMatchObject({ sizes: [], lowestPrice: null });
    });

    it('looks up a size: in stock, the hold at the kiosk location, the last sold and reserve prices', async () => {
      const lookup = async (body: Record<string, unknown>) => {
        const answer = await call(t, 'POST', '/api/inventories/inStoreInventoryDetails', {
          ...as(kiosk),
          body,
        });
        expect(answer.status).toBe(200);
        return stockLookupResponse.parse(answer.body);
      };
      const ten = await lookup({ productId: world.product.id, option1Value: '10' });
      expect(ten).toMatchObject({
        inStock: true,
        lastSoldPrice: 150,
        reservePrice: 170,
        holdItemId: atMain.id,
      });
      expect(
        ten.relatedInventories.map((item) => [item.option1Value, item.price, item.inStock]).sort(),
      ).toEqual(
        [
          ['10', 120, true],
          ['10', 130, true],
          ['11', 120, false],
        ].sort(),
      );
      expect(JSON.stringify(ten)).not.toMatch(/"code"|payout|consigner/i);
      const atKiosk = await lookup({
        productId: world.product.id,
        option1Value: '10',
        location: world.warehouse.id,
      });
      expect(atKiosk.holdItemId).toBe(atWarehouse.id);
      const eleven = await lookup({ productId: world.product.id, option1Value: '11' });
      // Never sold: the size's current price (100, stored) plus upPrice.
      expect(eleven).toMatchObject({ inStock: false, lastSoldPrice: 0, reservePrice: 120, holdItemId: null });
      const other = await seedInventoryWorld(t, { handle: 'kiosk-two', productTitle: 'Not Yours' });
      const foreign = await call(t, 'POST', '/api/inventories/inStoreInventoryDetails', {
        ...as(kiosk),
        body: { productId: other.product.id, option1Value: '10' },
      });
      expect(foreign.status).toBe(404);
    });

    it('lets the kiosk hold the item for the register', async () => {
      const answer = await call(t, 'POST', '/api/orders/createDraftOrder', {
        ...as(kiosk),
        body: {
          draftOrder: { inventories: [atMain.id], customer: { first_name: 'Kim', phone: '+15550100111' } },
        },
      });
      expect(answer.status).toBe(201);
      expect(orderResponse.parse(answer.body).order).toMatchObject({ source: 'kiosk', status: 'open' });
      const held = await t.dataSource.getRepository(Inventory).findOneByOrFail({ id: atMain.id });
      expect(held.status).toBe('PendingSale');
      expect(
        (
          await call(t, 'POST', '/api/orders/createDraftOrder', {
            ...as(stranger),
            body: {
              draftOrder: {
                inventories: [atWarehouse.id],
                customer: { first_name: 'Kim', phone: '+15550100111' },
              },
            },
          })
        ).status,
      ).toBe(403);
    });
  });

  describe('reservations', () => {
    const reserve = (body: Record<string, unknown>, token = kiosk) =>
      call(t, 'POST', '/api/orders/reservations', { token, body });
    const request = (price = 1) => ({
      customer: {
        first_name: 'Ada Grace',
        last_name: 'Hopper',
        phone: '+15550100222',
        email: 'Ada@Mail.test',
      },
      line_items: [
        {
          quantity: 1,
          variant_id: world.product.id,
          title: 'Dunk Low Panda',
          price,
          option: { option1: '12', option2: 'New' },
        },
      ],
      note: 'Call before noon',
    });

    it('files a reservation priced by the API, named per store, with the customer recorded', async () => {
      const answer = await reserve(request(1));
      expect(answer.status).toBe(201);
      const { reservation } = reservationResponse.parse(answer.body);
      // Size 12 has no stock and no sale: the product's lowest stored price (100) plus upPrice 20.
      expect(reservation).toMatchObject({
        name: 'R-1001',
        status: 'open',
        customer: {
          first_name: 'Ada Grace',
          last_name: 'Hopper',
          phone: '+15550100222',
          email: 'ada@mail.test',
        },
        line_items: [
          {
            quantity: 1,
            variant_id: world.product.id,
            price: 120,
            option: { option1: '12', option2: 'New' },
          },
        ],
        product: { id: world.product.id, title: 'Dunk Low Panda' },
        closedAt: null,
      });
      expect(reservation.note).toBe('option1: 12, option2: New, price: 120.00\nCall before noon');
      expect(
        await t.dataSource
          .getRepository(Customer)
          .countBy({ storeId: world.admin.store.id, phone: '+15550100222' }),
      ).toBe(1);
      const second = reservationResponse.parse((await reserve(request(999), world.admin.token)).body);
      expect(second.reservation).toMatchObject({ name: 'R-1002', line_items: [{ price: 120 }] });
    });

    it('refuses a customer without a valid number, and another store’s product', async () => {
      const invalid = await reserve({ ...request(), customer: { first_name: 'Ada', phone: '+1555' } });
      expect(invalid.status).toBe(400);
      expect(apiErrorBody.parse(invalid.body).error.message).toBe(validation.reserve.invalidCustomer);
      const other = await seedInventoryWorld(t, { handle: 'kiosk-three', productTitle: 'Theirs' });
      const foreign = await reserve({
        ...request(),
        line_items: [{ variant_id: other.product.id, option: { option1: '10' } }],
      });
      expect(foreign.status).toBe(404);
      const huge = await reserve({ ...request(), note: 'x'.repeat(PUBLIC_WRITE_BODY_MAX_BYTES) });
      expect(huge.status).toBe(413);
    });

    it('lists open reservations oldest first for Orders, and closes each once', async () => {
      const list = async (query = '') =>
        reservationsResponse.parse(
          (await call(t, 'GET', `/api/orders/reservations${query}`, as(world.admin.token))).body,
        );
      const open = await list();
      expect(open.reservations.map((one) => one.name)).toEqual(['R-1001', 'R-1002']);
      const [first] = open.reservations;
      const close = (status: string) =>
        call(t, 'POST', `/api/orders/reservations/${first.id}/close`, {
          ...as(world.admin.token),
          body: { status },
        });
      const closed = await close('fulfilled');
      expect(closed.status).toBe(200);
      expect(reservationResponse.parse(closed.body).reservation).toMatchObject({
        status: 'fulfilled',
        closedBy: 'Sam Staff',
      });
      const again = await close('cancelled');
      expect(again.status).toBe(409);
      expect(apiErrorBody.parse(again.body).error.message).toBe(validation.reserve.alreadyClosed);
      expect((await list()).reservations.map((one) => one.name)).toEqual(['R-1002']);
      expect((await list('?status=fulfilled')).reservations.map((one) => one.name)).toEqual(['R-1001']);
      expect(
        (
          await call(t, 'POST', '/api/orders/reservations/999999/close', {
            ...as(world.admin.token),
            body: { status: 'cancelled' },
          })
        ).status,
      ).toBe(404);
    });
  });
});
