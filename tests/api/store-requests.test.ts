import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '@shared/contracts/errors';
import { createInventoriesResponse, inventoryResponse } from '@shared/contracts/inventories';
import {
  sendStoreRequestedItemsEmailResponse,
  STORE_PRODUCTS_MAX,
  storeProductsResponse,
  storeRequestOffersResponse,
} from '@shared/contracts/store-requests';
import { validation } from '@shared/messages';
import { Consigner } from '../../api/src/consigners/consigner.entity';
import { InventoryLog } from '../../api/src/inventories/inventory-log.entity';
import { Inventory } from '../../api/src/inventories/inventory.entity';
import { Location } from '../../api/src/locations/location.entity';
import { type Store } from '../../api/src/stores/store.entity';
import { call, seedInventoryItem, seedProduct, seedStaff, seedStoreWithStaff } from '../support/fixtures';
import { waitForJobs } from '../support/jobs';
import { startTestAppWithSmtp, testEngine, type TestAppWithSmtp } from '../support/test-app';

const messages = validation.storeRequests;
const errorOf = (body: unknown) => apiErrorBody.parse(body).error;

let consignerSequence = 0;
/** A consigner of the store (active, email notifications on unless told). */
async function seedConsigner(t: TestAppWithSmtp, store: Store, fields: Partial<Consigner> = {}) {
  const repository = t.dataSource.getRepository(Consigner);
  consignerSequence += 1;
  return repository.save(
    repository.create({
      storeId: store.id,
      accountId: null,
      firstName: `Seller${consignerSequence}`,
      lastName: 'Test',
      email: `seller${consignerSequence}@${store.handle}.test`,
      phone: '+1 555 0100',
      address: '1 Main St',
      ...fields,
    }),
  );
}

describe(`store requests on ${testEngine()}`, () => {
  let t: TestAppWithSmtp;

  beforeAll(async () => {
    t = await startTestAppWithSmtp();
  });
  afterAll(() => t.close());

  /** A store with staff, a location, a product on the default template (sizes 4–14, New/Used) and a consigner. */
  async function seedShop(handle: string) {
    const admin = await seedStoreWithStaff(t, { handle });
    const storeId = admin.store.id;
    const locations = t.dataSource.getRepository(Location);
    const location = await locations.save({ storeId, name: 'Main', label: 'M' });
    const backRoom = await locations.save({ storeId, name: 'Back', label: 'B' });
    const product = await seedProduct(t.dataSource, storeId, {
      title: `Dunk Low ${handle}`,
      sku: `DD-${handle}`,
    });
    const seller = await seedConsigner(t, admin.store, { firstName: 'Ada', lastName: 'Seller' });
    return { admin, storeId, location, backRoom, product, seller };
  }
  type Shop = Awaited<ReturnType<typeof seedShop>>;

  /** One row of POST /api/inventories for the shop's product, size 10 New unless told. */
  const postRow = (shop: Shop, row: Record<string, unknown>) =>
    call(t, 'POST', '/api/inventories', {
      token: shop.admin.token,
      body: {
        inventoryFormArray: [{ productId: shop.product.id, option1Value: '10', option2Value: 'New', ...row }],
      },
    });

  /** Store requests, as the Request Items dialog sends them. */
  async function request(
    shop: Shop,
    fields: {
      size?: string;
      status?: 'Buying' | 'Consignment';
      lower?: number;
      upper?: number;
      quantity?: number;
    },
  ) {
    const response = await postRow(shop, {
      option1Value: fields.size ?? '10',
      quantity: fields.quantity ?? 1,
      status: fields.status ?? 'Buying',
      storeRequestPriceRange: { lower: fields.lower ?? 150, upper: fields.upper ?? 200 },
      location: shop.location.id,
    });
    expect(response.status).toBe(201);
    return createInventoriesResponse.parse(response.body).inventories;
  }

  /** An offer: a consigner's Requested item against a request. */
  const offer = (shop: Shop, buyingId: number, fields: Record<string, unknown> = {}) =>
    postRow(shop, { price: 180, status: 'Requested', consigner: shop.seller.id, buyingId, ...fields });
  async function madeOffer(shop: Shop, buyingId: number, fields: Record<string, unknown> = {}) {
    const response = await offer(shop, buyingId, fields);
    expect(response.status).toBe(201);
    return createInventoriesResponse.parse(response.body).inventories[0];
  }

  const take = (shop: Shop, inventory: number, token = shop.admin.token) =>
    call(t, 'POST', '/api/inventories/storeBuyRequestedInventory', { token, body: { inventory } });

  describe('GET /api/inventories/getStoreProducts', () => {
    let shop: Shop;
    beforeAll(async () => {
      shop = await seedShop('req-products');
      const item = {
        storeId: shop.storeId,
        productId: shop.product.id,
        productTemplateId: shop.product.productTemplateId,
      };
      await seedInventoryItem(t.dataSource, { ...item, option1Value: '10', locationId: shop.location.id });
      await seedInventoryItem(t.dataSource, { ...item, option1Value: '10', locationId: shop.location.id });
      await seedInventoryItem(t.dataSource, { ...item, option1Value: '9', locationId: shop.backRoom.id });
      // Not stock: sold and pending items.
      await seedInventoryItem(t.dataSource, {
        ...item,
        option1Value: '11',
        status: 'Sold',
        locationId: shop.location.id,
      });
      await seedInventoryItem(t.dataSource, { ...item, option1Value: '11', status: 'Pending' });
      await request(shop, { size: '11', quantity: 2 });
      await request(shop, { size: '11', status: 'Consignment' });
      await seedProduct(t.dataSource, shop.storeId, { title: 'Yeezy Boost', sku: 'YZY-1' });
    });

    const get = (query: string, token = shop.admin.token) =>
      call(t, 'GET', `/api/inventories/getStoreProducts${query}`, { token });

    it('answers each matching product with its variants, their Active stock and open requests', async () => {
      const response = await get(`?search=${encodeURIComponent('dunk low')}`);
      expect(response.status).toBe(200);
      const { products, hasMore } = storeProductsResponse.parse(response.body);
      expect(hasMore).toBe(false);
      expect(products).toHaveLength(1);
      const [product] = products;
      expect(product).toMatchObject({
        id: shop.product.id,
        title: 'Dunk Low req-products',
        sku: 'DD-req-products',
        category: 'Sneakers',
        productTemplateId: shop.product.productTemplateId,
      });
      // The default template: 21 sizes × New, Used, in size order.
      expect(product.variants).toHaveLength(42);
      expect(product.variants[0]).toEqual({
        key: '4 / New',
        option1Value: '4',
        option2Value: 'New',
        option3Value: null,
        qty: 0,
        requested: 0,
      });
      const variant = (key: string) => product.variants.find((entry) => entry.key === key);
      expect(variant('10 / New')).toMatchObject({ qty: 2, requested: 0 });
      expect(variant('9 / New')).toMatchObject({ qty: 1, requested: 0 });
      expect(variant('11 / New')).toMatchObject({ qty: 0, requested: 3 });
      expect(variant('10 / Used')).toMatchObject({ qty: 0, requested: 0 });
    });

    it('counts one location when asked, finds by SKU, and lists every product without a search', async () => {
      const atMain = storeProductsResponse.parse(
        (await get(`?search=DD-req&location=${shop.location.id}`)).body,
      );
      const variant = (key: string) => atMain.products[0].variants.find((entry) => entry.key === key);
      expect(variant('10 / New')).toMatchObject({ qty: 2 });
      expect(variant('9 / New')).toMatchObject({ qty: 0 });
      expect(variant('11 / New')).toMatchObject({ requested: 3 });
      const atBack = storeProductsResponse.parse(
        (await get(`?search=DD-req&location=${shop.backRoom.id}`)).body,
      );
      expect(atBack.products[0].variants.find((entry) => entry.key === '9 / New')).toMatchObject({ qty: 1 });
      expect(atBack.products[0].variants.find((entry) => entry.key === '11 / New')).toMatchObject({
        requested: 0,
      });

      const all = storeProductsResponse.parse((await get('')).body);
      expect(all.products.map((product) => product.title)).toEqual(['Dunk Low req-products', 'Yeezy Boost']);
      expect(storeProductsResponse.parse((await get('?search=nothing-like-this')).body).products).toEqual([]);
    });

    it(`answers at most ${STORE_PRODUCTS_MAX} products, by title, and says there are more`, async () => {
      const many = await seedStoreWithStaff(t, { handle: 'req-many' });
      const template = (await seedProduct(t.dataSource, many.store.id, { title: 'Pair 000' }))
        .productTemplateId;
      for (let index = 1; index <= STORE_PRODUCTS_MAX; index++) {
        await seedProduct(t.dataSource, many.store.id, {
          title: `Pair ${String(index).padStart(3, '0')}`,
          productTemplateId: template,
        });
      }
      const response = await get('?search=Pair', many.token);
      const { products, hasMore } = storeProductsResponse.parse(response.body);
      expect(products).toHaveLength(STORE_PRODUCTS_MAX);
      expect(products[0].title).toBe('Pair 000');
      expect(products.at(-1)?.title).toBe(`Pair ${String(STORE_PRODUCTS_MAX - 1).padStart(3, '0')}`);
      expect(hasMore).toBe(true);
    });

    it('refuses a location the store does not have, under location', async () => {
      const other = await seedShop('req-products-other');
      const response = await get(`?location=${other.location.id}`);
      expect(response.status).toBe(400);
      expect(errorOf(response.body).fields).toEqual({ location: validation.inventory.locationNotFound });
    });

    it('needs Products (403), and shows another store nothing of this one', async () => {
      const clerk = await seedStaff(t, shop.admin.store, { role: 'Employee', accessControls: ['Inventory'] });
      expect((await get('', clerk.token)).status).toBe(403);
      const buyer = await seedStaff(t, shop.admin.store, { role: 'Employee', accessControls: ['Products'] });
      expect((await get('', buyer.token)).status).toBe(200);

      const other = await seedStoreWithStaff(t, { handle: 'req-products-b' });
      const response = await get('?search=Dunk', other.token);
      expect(response.status).toBe(200);
      expect(storeProductsResponse.parse(response.body).products).toEqual([]);
    });
  });

  describe('store requests and offers through POST /api/inventories', () => {
    let shop: Shop;
    beforeAll(async () => {
      shop = await seedShop('req-offers');
    });

    it('creates Buying and Consignment requests with a range and no owner or price', async () => {
      const [buying] = await request(shop, { size: '9.5', lower: 100, upper: 120 });
      expect(buying).toMatchObject({
        status: 'Buying',
        consigner: null,
        price: null,
        storeRequestPriceRange: { lower: 100, upper: 120 },
        location: { id: shop.location.id },
      });
      const [consignment] = await request(shop, { size: '9.5', status: 'Consignment', lower: 90, upper: 90 });
      expect(consignment).toMatchObject({
        status: 'Consignment',
        storeRequestPriceRange: { lower: 90, upper: 90 },
      });
    });

    it("refuses a range whose upper price is below its lower price, under the row's range", async () => {
      const response = await postRow(shop, {
        status: 'Buying',
        storeRequestPriceRange: { lower: 200, upper: 150 },
      });
      expect(response.status).toBe(400);
      expect(errorOf(response.body).fields).toMatchObject({
        'inventoryFormArray.0.storeRequestPriceRange': validation.inventory.priceRangeOrder,
      });
    });

    it('takes an offer against an open request, priced inside its range (bounds included), and logs it', async () => {
      const [wanted] = await request(shop, { lower: 150, upper: 200 });
      for (const price of [150, 200]) {
        const made = await madeOffer(shop, wanted.id, { price });
        expect(made).toMatchObject({
          status: 'Requested',
          buyingId: wanted.id,
          price,
          consigner: { id: shop.seller.id },
        });
        const logs = await t.dataSource.getRepository(InventoryLog).findOneByOrFail({ inventoryId: made.id });
        expect(logs.modifiedFields).toContainEqual({
          variableChanged: 'buyingId',
          beforeValue: null,
          afterValue: wanted.id,
        });
      }
    });

    it("refuses an offer outside the range under the row's price", async () => {
      const [wanted] = await request(shop, { lower: 150, upper: 200 });
      for (const price of [149.99, 200.01]) {
        const response = await offer(shop, wanted.id, { price });
        expect(response.status).toBe(400);
        expect(errorOf(response.body)).toMatchObject({
          message: validation.inventory.priceOutsideRange,
          fields: { 'inventoryFormArray.0.price': validation.inventory.priceOutsideRange },
        });
      }
    });

    it('refuses a buyingId that is not an open request of the store, for the same variant, on an offer', async () => {
      const [wanted] = await request(shop, { size: '10' });
      const refusal = async (buyingId: number, fields: Record<string, unknown>, message: string) => {
        const response = await offer(shop, buyingId, fields);
        expect(response.status).toBe(400);
        expect(errorOf(response.body).fields).toEqual({ 'inventoryFormArray.0.buyingId': message });
      };
      await refusal(wanted.id, { option1Value: '11' }, messages.otherVariant);
      await refusal(wanted.id, { option2Value: 'Used' }, messages.otherVariant);
      const otherProduct = await seedProduct(t.dataSource, shop.storeId, {
        productTemplateId: shop.product.productTemplateId,
      });
      await refusal(wanted.id, { productId: otherProduct.id }, messages.otherVariant);
      await refusal(wanted.id, { status: 'Pending' }, messages.onlyOffersAnswer);
      const stock = await seedInventoryItem(t.dataSource, {
        storeId: shop.storeId,
        productId: shop.product.id,
        productTemplateId: shop.product.productTemplateId,
      });
      await refusal(stock.id, {}, messages.requestNotOpen);
      await refusal(999_999_999, {}, messages.requestNotOpen);
      // Another store's request is not this store's to answer.
      const other = await seedShop('req-offers-other');
      const [theirs] = await request(other, { size: '10' });
      await refusal(theirs.id, {}, messages.requestNotOpen);
      expect(await t.dataSource.getRepository(Inventory).countBy({ buyingId: theirs.id })).toBe(0);
    });
  });

  describe('POST /api/inventories/storeBuyRequestedInventory', () => {
    let shop: Shop;
    beforeAll(async () => {
      shop = await seedShop('req-take');
    });
    const items = () => t.dataSource.getRepository(Inventory);

    it('moves the offer to Drop off pending at the request location and closes the request, logged', async () => {
      const [wanted] = await request(shop, { lower: 150, upper: 200 });
      const made = await madeOffer(shop, wanted.id, { price: 175 });
      const response = await take(shop, made.id);
      expect(response.status).toBe(200);
      const { inventory } = inventoryResponse.parse(response.body);
      expect(inventory).toMatchObject({
        id: made.id,
        status: 'Pending',
        buyingId: wanted.id,
        price: 175,
        consigner: { id: shop.seller.id },
        location: { id: shop.location.id },
      });
      expect(await items().existsBy({ id: wanted.id })).toBe(false);
      const logs = await t.dataSource
        .getRepository(InventoryLog)
        .find({ where: { inventoryId: made.id }, order: { id: 'ASC' } });
      expect(logs.at(-1)?.modifiedFields).toEqual(
        expect.arrayContaining([
          { variableChanged: 'status', beforeValue: 'Requested', afterValue: 'Pending' },
          { variableChanged: 'storeRequest', beforeValue: `${wanted.code} (Buying)`, afterValue: 'closed' },
          { variableChanged: 'location', beforeValue: null, afterValue: 'Main' },
        ]),
      );

      // At the counter it is accepted as usual; the payment type applies because it answers a buying.
      const accepted = await call(t, 'POST', '/api/inventories/acceptInventory', {
        token: shop.admin.token,
        body: { items: [made.id], location: shop.location.id, paymentType: 'auto' },
      });
      expect(accepted.status).toBe(200);
      expect(accepted.body.inventories[0]).toMatchObject({ status: 'Active', paymentType: 'auto' });
    });

    it('keeps a location the offer already has', async () => {
      const [wanted] = await request(shop, { status: 'Consignment' });
      const made = await madeOffer(shop, wanted.id, { location: shop.backRoom.id });
      const response = await take(shop, made.id);
      expect(response.status).toBe(200);
      expect(response.body.inventory).toMatchObject({
        status: 'Pending',
        location: { id: shop.backRoom.id },
      });
    });

    it('refuses a second offer on a closed request (409), naming the offer taken', async () => {
      const [wanted] = await request(shop, {});
      const first = await madeOffer(shop, wanted.id);
      const second = await madeOffer(shop, wanted.id, { price: 160 });
      expect((await take(shop, first.id)).status).toBe(200);
      const response = await take(shop, second.id);
      expect(response.status).toBe(409);
      expect(errorOf(response.body).message).toMatch(
        new RegExp(
          `^The store request this offer answers is closed: offer ${first.code} was accepted by Sam Staff at \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC\\.$`,
        ),
      );
      expect(await items().findOneByOrFail({ id: second.id })).toMatchObject({ status: 'Requested' });
      // New offers on it are refused too.
      expect(errorOf((await offer(shop, wanted.id)).body).fields).toEqual({
        'inventoryFormArray.0.buyingId': messages.requestNotOpen,
      });
    });

    it('takes exactly one of two offers of one request taken at the same time', async () => {
      const [wanted] = await request(shop, {});
      const a = await madeOffer(shop, wanted.id, { price: 170 });
      const b = await madeOffer(shop, wanted.id, { price: 190 });
      const responses = await Promise.all([take(shop, a.id), take(shop, b.id)]);
      expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
      const loser = responses.find((response) => response.status === 409);
      const winner = [a, b].find(
        (made) => made.id === responses.find((r) => r.status === 200)?.body.inventory.id,
      );
      expect(errorOf(loser?.body).message).toContain(`closed: offer ${winner?.code} was accepted by`);
      const statuses = (await items().findBy({ buyingId: wanted.id })).map((item) => item.status).sort();
      expect(statuses).toEqual(['Pending', 'Requested']);
      expect(await items().existsBy({ id: wanted.id })).toBe(false);
    });

    it('refuses an offer priced outside the range by now (400 under price)', async () => {
      const [wanted] = await request(shop, { lower: 150, upper: 200 });
      const made = await madeOffer(shop, wanted.id);
      const edited = await call(t, 'PUT', `/api/inventories/${made.id}`, {
        token: shop.admin.token,
        body: { price: 250 },
      });
      expect(edited.status).toBe(200);
      const response = await take(shop, made.id);
      expect(response.status).toBe(400);
      expect(errorOf(response.body)).toMatchObject({
        message: validation.inventory.priceOutsideRange,
        fields: { price: validation.inventory.priceOutsideRange },
      });
      expect(await items().existsBy({ id: wanted.id, status: 'Buying' })).toBe(true);
    });

    it('refuses an item that answers no request (400) and one that is not an offer any more (409)', async () => {
      const plain = await postRow(shop, { price: 100, status: 'Requested', consigner: shop.seller.id });
      const [listing] = createInventoriesResponse.parse(plain.body).inventories;
      const refused = await take(shop, listing.id);
      expect(refused.status).toBe(400);
      expect(errorOf(refused.body)).toMatchObject({
        message: messages.notAnOffer,
        fields: { inventory: messages.notAnOffer },
      });

      const [wanted] = await request(shop, {});
      expect((await take(shop, wanted.id)).status).toBe(409);
      expect(errorOf((await take(shop, wanted.id)).body).message).toBe(
        "This item's status is Buying, so it cannot be accepted as an offer on a store request.",
      );
      expect((await take(shop, 999_999_999)).status).toBe(404);
    });

    it('needs Inventory (403); another store gets 404 and changes nothing', async () => {
      const [wanted] = await request(shop, {});
      const made = await madeOffer(shop, wanted.id);
      const buyer = await seedStaff(t, shop.admin.store, { role: 'Employee', accessControls: ['Products'] });
      expect((await take(shop, made.id, buyer.token)).status).toBe(403);
      const other = await seedStoreWithStaff(t, { handle: 'req-take-b' });
      expect((await take(shop, made.id, other.token)).status).toBe(404);
      expect(await items().findOneByOrFail({ id: made.id })).toMatchObject({ status: 'Requested' });
      expect(await items().existsBy({ id: wanted.id })).toBe(true);
    });
  });

  describe('GET /api/inventories/storeRequestOffers', () => {
    it("answers the open offers of the store's requests only; needs Inventory", async () => {
      const shop = await seedShop('req-grid');
      const [first, second] = await request(shop, { quantity: 2 });
      const a = await madeOffer(shop, first.id, { price: 160 });
      const b = await madeOffer(shop, first.id, { price: 170 });
      await madeOffer(shop, second.id);
      expect((await take(shop, b.id)).status).toBe(200);
      const get = (ids: number[], token = shop.admin.token) =>
        call(t, 'GET', `/api/inventories/storeRequestOffers?requests=${ids.join(',')}`, { token });

      const response = await get([first.id]);
      expect(response.status).toBe(200);
      const { offers } = storeRequestOffersResponse.parse(response.body);
      // b was taken (now Drop off pending, and first closed): a is the open offer still naming first.
      expect(offers.map((item) => item.id)).toEqual([a.id]);
      expect(storeRequestOffersResponse.parse((await get([first.id, second.id])).body).offers).toHaveLength(
        2,
      );

      expect((await get([])).status).toBe(400);
      const buyer = await seedStaff(t, shop.admin.store, { role: 'Employee', accessControls: ['Products'] });
      expect((await get([second.id], buyer.token)).status).toBe(403);
      const other = await seedStoreWithStaff(t, { handle: 'req-grid-b' });
      const theirs = await get([first.id, second.id], other.token);
      expect(theirs.status).toBe(200);
      expect(storeRequestOffersResponse.parse(theirs.body).offers).toEqual([]);
    });
  });

  describe('POST /api/consigners/sendStoreRequestedItemsEmail', () => {
    const send = (token: string) =>
      call(t, 'POST', '/api/consigners/sendStoreRequestedItemsEmail', { token });

    it('refuses with no open request, and with nobody to mail', async () => {
      const shop = await seedShop('req-mail-empty');
      const none = await send(shop.admin.token);
      expect(none.status).toBe(400);
      expect(errorOf(none.body).message).toBe(messages.noOpenRequests);

      await request(shop, {});
      await t.dataSource
        .getRepository(Consigner)
        .update({ id: shop.seller.id }, { emailNotifications: false });
      await seedConsigner(t, shop.admin.store, { isActive: false });
      await seedConsigner(t, shop.admin.store, { isStoreAccount: true });
      const nobody = await send(shop.admin.token);
      expect(nobody.status).toBe(400);
      expect(errorOf(nobody.body).message).toBe(messages.nobodyToEmail);
      await waitForJobs(t.dataSource);
      expect(
        t.smtp.mails.filter((mail) => mail.to.some((to) => to.endsWith('@req-mail-empty.test'))),
      ).toEqual([]);
    });

    it('mails every active consigner with notifications on the open requests and the buy-and-sell link', async () => {
      const shop = await seedShop('req-mail');
      await request(shop, { size: '10', quantity: 2, lower: 150, upper: 200 });
      await request(shop, { size: '9.5', status: 'Consignment', lower: 120.5, upper: 120.5 });
      const second = await seedConsigner(t, shop.admin.store, { firstName: 'Bo' });
      const quiet = await seedConsigner(t, shop.admin.store, { emailNotifications: false });
      const gone = await seedConsigner(t, shop.admin.store, { isActive: false });

      const response = await send(shop.admin.token);
      expect(response.status).toBe(200);
      expect(sendStoreRequestedItemsEmailResponse.parse(response.body)).toEqual({ sent: 2 });

      for (const consigner of [shop.seller, second]) {
        const mail = await t.smtp.waitFor(consigner.email);
        // The helper undoes quoted-printable byte by byte; the bytes are UTF-8 (– and ×).
        const text = Buffer.from(mail.text, 'latin1').toString('utf8');
        expect(mail.subject).toBe('Store req-mail is looking for these items');
        expect(text).toContain(`Hi ${consigner.firstName}, Store req-mail would like to buy`);
        expect(text).toContain('Dunk Low req-mail (DD-req-mail), 10 / New: Buying, $150 – $200 ×2');
        expect(text).toContain('Dunk Low req-mail (DD-req-mail), 9.5 / New: Consignment, $120.50');
        const link = t.smtp.linkIn(mail, '/buyandsell');
        expect(link.searchParams.get('handle')).toBe('req-mail');
      }
      await waitForJobs(t.dataSource);
      for (const left of [quiet, gone]) {
        expect(t.smtp.mails.some((mail) => mail.to.includes(left.email))).toBe(false);
      }
      expect(t.smtp.mails.some((mail) => mail.to.includes('support@req-mail.test'))).toBe(false);
    });

    it("needs Products (403); another store's call mails nothing of this store", async () => {
      const shop = await seedShop('req-mail-gated');
      await request(shop, {});
      const clerk = await seedStaff(t, shop.admin.store, {
        role: 'Employee',
        accessControls: ['Consigners'],
      });
      expect((await send(clerk.token)).status).toBe(403);

      const other = await seedShop('req-mail-gated-b');
      await waitForJobs(t.dataSource);
      const before = t.smtp.mails.length;
      const theirs = await send(other.admin.token);
      expect(theirs.status).toBe(400);
      expect(errorOf(theirs.body).message).toBe(messages.noOpenRequests);
      await waitForJobs(t.dataSource);
      expect(t.smtp.mails.length).toBe(before);
    });
  });
});
