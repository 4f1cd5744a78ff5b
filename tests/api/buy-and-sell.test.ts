import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyAndSellInfoResponse,
  createBuyOrderResponse,
  type CreateBuyOrderRequest,
} from '@shared/contracts/buy-and-sell';
import { apiErrorBody } from '@shared/contracts/errors';
import { paginatedInventoriesResponse } from '@shared/contracts/inventory-lists';
import { PUBLIC_FORM_MIN_FILL_MS, PUBLIC_WRITE_BODY_MAX_BYTES } from '@shared/contracts/public-pages';
import { PUBLIC_WRITES_PER_ADDRESS, PUBLIC_WRITE_WINDOW_MINUTES } from '@shared/contracts/rate-limits';
import { sortSizes } from '@shared/domain/size-sort';
import { apiErrors, validation } from '@shared/messages';
import { PublicFormTokens } from '../../api/src/common/public-forms/form-tokens';
import { ConsignerType } from '../../api/src/consigner-types/consigner-type.entity';
import { Consigner } from '../../api/src/consigners/consigner.entity';
import { InventoryLog } from '../../api/src/inventories/inventory-log.entity';
import { Inventory } from '../../api/src/inventories/inventory.entity';
import { DEFAULT_PRODUCT_TEMPLATE } from '../../api/src/product-templates/default-template';
import { Store } from '../../api/src/stores/store.entity';
import { call, seedProduct } from '../support/fixtures';
import { seedInventoryWorld, type InventoryWorld } from '../support/inventory-world';
import { eventually } from '../support/jobs';
import { startTestAppWithSmtp, testEngine, type TestAppWithSmtp } from '../support/test-app';

const messages = validation.buyAndSell;

/**
 * The public buy-and-sell flow (issue 17): GET /open/stores/getStoreBuyandSellInfo and POST
 * /open/stores/createBuyOrder. The app trusts X-Forwarded-For, so each write speaks from an address
 * of its own unless a test counts them.
 */
describe(`buy-and-sell on ${testEngine()}`, () => {
  let t: TestAppWithSmtp;
  let world: InventoryWorld;
  let other: InventoryWorld;
  let buying: InventoryWorld;
  let tokens: PublicFormTokens;
  let lastAddress = 0;
  const newAddress = () => `10.18.${Math.floor(++lastAddress / 250)}.${lastAddress % 250}`;
  const errorOf = (body: unknown) => apiErrorBody.parse(body).error;
  const info = (query: string) => call(t, 'GET', `/open/stores/getStoreBuyandSellInfo?${query}`);
  /** A token of `store` issued long enough ago to pass the minimum fill time. */
  const filledToken = (store: Store) => tokens.issue(store.id, Date.now() - PUBLIC_FORM_MIN_FILL_MS - 1000);
  const send = (body: unknown, address = newAddress()) =>
    call(t, 'POST', '/open/stores/createBuyOrder', { body, headers: { 'x-forwarded-for': address } });
  /** An offer to `w`'s store: two pairs of size 10 at 150 and one 9.5 at 200, dropped off at Main. */
  const offerTo = (w: InventoryWorld, email: string, changes: Partial<CreateBuyOrderRequest> = {}) =>
    ({
      formToken: filledToken(w.admin.store),
      website: '',
      consigner: { firstName: 'Grace', lastName: 'Hopper', email, phone: '+1 555 0199', zipCode: '10001' },
      inventoryFormArray: [
        { productId: w.product.id, option1Value: '10', quantity: 2, requestedPrice: 150 },
        { productId: w.product.id, option1Value: '9.5', quantity: 1, requestedPrice: 200 },
      ],
      store: { handle: w.admin.store.handle, location: w.main.id },
      ...changes,
    }) satisfies CreateBuyOrderRequest;
  const itemsOf = (consignerId: number) =>
    t.dataSource.getRepository(Inventory).find({ where: { consignerId }, order: { id: 'ASC' } });
  const counts = async () => ({
    items: await t.dataSource.getRepository(Inventory).count(),
    consigners: await t.dataSource.getRepository(Consigner).count(),
  });
  const mailTo = (to: string, subject: string) =>
    eventually(`a mail to ${to}`, async () =>
      t.smtp.mails.find((mail) => mail.to.includes(to) && mail.subject.includes(subject)),
    );

  beforeAll(async () => {
    t = await startTestAppWithSmtp({ TRUST_PROXY: 'true' });
    tokens = t.app.get(PublicFormTokens);
    // 10% selling fee, at least 15: a price of 150 pays 135, 200 pays 180.
    world = await seedInventoryWorld(t, { handle: 'sell-one', productTitle: 'Jordan 1 Chicago' });
    other = await seedInventoryWorld(t, { handle: 'sell-two', productTitle: 'Other Store Runner' });
    buying = await seedInventoryWorld(t, { handle: 'sell-buying', productTitle: 'Yeezy Boost 350' });
    const stores = t.dataSource.getRepository(Store);
    await stores.update({ id: world.admin.store.id }, { payoutFee: 5 });
    await stores.update({ id: buying.admin.store.id }, { isBuyingStore: true });
  });
  afterAll(() => t.close());

  describe('getStoreBuyandSellInfo', () => {
    it("answers the store's products with their template's sizes, its payout fee and drop-off locations", async () => {
      await seedProduct(t.dataSource, world.admin.store.id, {
        title: 'Air Max 90',
        brand: 'Nike',
        sku: 'AM90',
      });
      const answer = await info('handle=Sell-One');
      expect(answer.status).toBe(200);
      const body = buyAndSellInfoResponse.parse(answer.body);
      expect(body.store).toEqual({
        name: 'Store sell-one',
        handle: 'sell-one',
        currency: 'USD',
        logo: null,
        payoutFee: 5,
        isBuyingStore: false,
      });
      expect(body.products.map((product) => product.title)).toEqual(['Air Max 90', 'Jordan 1 Chicago']);
      expect(body.count).toBe(2);
      expect(body.products[1]).toMatchObject({
        id: world.product.id,
        brand: 'Nike',
        sizes: sortSizes(DEFAULT_PRODUCT_TEMPLATE.option1Values),
      });
      expect(body.locations).toEqual([
        { id: world.main.id, name: 'Main' },
        { id: world.warehouse.id, name: 'Warehouse' },
      ]);
      expect(body.locationCount).toBe(2);
      expect(JSON.stringify(body)).not.toContain('Other Store Runner');
    });

    it('searches with the product search and pages', async () => {
      const found = buyAndSellInfoResponse.parse((await info('handle=sell-one&search=jordan')).body);
      expect(found.products.map((product) => product.title)).toEqual(['Jordan 1 Chicago']);
      expect(found.count).toBe(1);
      const paged = buyAndSellInfoResponse.parse((await info('handle=sell-one&pageSize=1&page=2')).body);
      expect(paged.products.map((product) => product.title)).toEqual(['Jordan 1 Chicago']);
      expect(paged.count).toBe(2);
      expect(buyAndSellInfoResponse.parse((await info('handle=sell-one&search=zzzz')).body).products).toEqual(
        [],
      );
    });

    it('answers an unknown handle with 404 and a store in maintenance with 503', async () => {
      const unknown = await info('handle=no-such-store');
      expect(unknown.status).toBe(404);
      expect(errorOf(unknown.body).message).toBe(apiErrors.storeNotFound);
      await t.dataSource.getRepository(Store).update({ id: other.admin.store.id }, { maintenanceMode: true });
      const closed = await info('handle=sell-two');
      expect(closed.status).toBe(503);
      expect(errorOf(closed.body).message).toBe(apiErrors.storeInMaintenance);
      const offer = await send(offerTo(other, 'closed@mail.test'));
      expect(offer.status).toBe(503);
      await t.dataSource
        .getRepository(Store)
        .update({ id: other.admin.store.id }, { maintenanceMode: false });
    });
  });

  describe('createBuyOrder', () => {
    it('makes a new seller of the default type and Requested items at the prices asked; mails both', async () => {
      const sent = await send(offerTo(world, 'New.Seller@Mail.test'));
      expect(sent.status).toBe(200);
      expect(createBuyOrderResponse.parse(sent.body)).toEqual({ count: 3, email: 'New.Seller@Mail.test' });
      const consigner = await t.dataSource
        .getRepository(Consigner)
        .findOneByOrFail({ storeId: world.admin.store.id, email: 'New.Seller@Mail.test' });
      const defaultType = await t.dataSource
        .getRepository(ConsignerType)
        .findOneByOrFail({ storeId: world.admin.store.id, isDefault: true });
      expect(consigner).toMatchObject({
        firstName: 'Grace',
        lastName: 'Hopper',
        phone: '+1 555 0199',
        zipCode: '10001',
        accountId: null,
        consignerTypeId: defaultType.id,
        isStoreAccount: false,
      });
      const items = await itemsOf(consigner.id);
      expect(items.map((item) => [item.status, item.option1Value, item.option2Value, item.price])).toEqual([
        ['Requested', '10', 'New', 150],
        ['Requested', '10', 'New', 150],
        ['Requested', '9.5', 'New', 200],
      ]);
      expect(items[0]).toMatchObject({
        storeId: world.admin.store.id,
        requestedPrice: 150,
        payout: 135,
        locationId: world.main.id,
        productTemplateId: world.product.productTemplateId,
      });
      expect(new Set(items.map((item) => item.code)).size).toBe(3);
      const [log] = await t.dataSource.getRepository(InventoryLog).findBy({ inventoryId: items[0].id });
      expect(log.lastUpdatedByName).toBe('Grace Hopper');

      // The back office's Requested list shows them with the prices asked.
      const listed = await call(
        t,
        'GET',
        `/api/inventories/paginatedInventories?status=Requested&consigner=${consigner.id}`,
        { token: world.admin.token },
      );
      expect(listed.status).toBe(200);
      const rows = paginatedInventoriesResponse.parse(listed.body).rows;
      expect(rows.map((row) => row.requestedPrice).sort()).toEqual([150, 150, 200]);

      const confirmation = await mailTo('new.seller@mail.test', 'received your offer');
      expect(confirmation.text).toContain('Jordan 1 Chicago (SEED-');
      expect(confirmation.text).toContain('size 9.5, at $200 each');
      const notice = await mailTo('support@sell-one.test', 'New offer: 3 items from Grace Hopper');
      expect(notice.text).toContain('New.Seller@Mail.test');
      expect(t.smtp.linkIn(notice, '/requestedInventory').searchParams.get('handle')).toBe('sell-one');
    });

    it('matches an existing consigner by email, case-insensitively, and leaves their record as it is', async () => {
      const before = await t.dataSource.getRepository(Consigner).count();
      const sent = await send(offerTo(world, world.consigner.email.toUpperCase()));
      expect(sent.status).toBe(200);
      expect(await t.dataSource.getRepository(Consigner).count()).toBe(before);
      const ada = await t.dataSource.getRepository(Consigner).findOneByOrFail({ id: world.consigner.id });
      expect(ada).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', phone: world.consigner.phone });
      const items = await itemsOf(ada.id);
      expect(items.filter((item) => item.status === 'Requested')).toHaveLength(3);
    });

    it('in a buying store, the price asked is also the payout', async () => {
      const sent = await send(offerTo(buying, 'buying@mail.test'));
      expect(sent.status).toBe(200);
      const consigner = await t.dataSource
        .getRepository(Consigner)
        .findOneByOrFail({ storeId: buying.admin.store.id, email: 'buying@mail.test' });
      const [item] = await itemsOf(consigner.id);
      expect(item).toMatchObject({ price: 150, requestedPrice: 150, payoutAmount: 150, payout: 150 });
    });

    it('refuses an unknown product, a size not of its template and a location not of the store, saving nothing', async () => {
      const before = await counts();
      const otherProduct = await send(
        offerTo(world, 'refused@mail.test', {
          inventoryFormArray: [{ productId: other.product.id, option1Value: '10', requestedPrice: 100 }],
        }),
      );
      expect(otherProduct.status).toBe(400);
      expect(errorOf(otherProduct.body)).toMatchObject({
        message: messages.unknownProduct,
        fields: { 'inventoryFormArray.0.productId': messages.unknownProduct },
      });
      const badSize = await send(
        offerTo(world, 'refused@mail.test', {
          inventoryFormArray: [
            { productId: world.product.id, option1Value: '10', requestedPrice: 100 },
            { productId: world.product.id, option1Value: '99', requestedPrice: 100 },
          ],
        }),
      );
      expect(badSize.status).toBe(400);
      expect(errorOf(badSize.body).fields).toEqual({
        'inventoryFormArray.1.option1Value': messages.unknownSize('99'),
      });
      const foreignLocation = await send(
        offerTo(world, 'refused@mail.test', { store: { handle: 'sell-one', location: other.main.id } }),
      );
      expect(foreignLocation.status).toBe(400);
      expect(errorOf(foreignLocation.body).message).toBe(messages.dropOffLocationRequired);
      const noPrice = await send(
        offerTo(world, 'refused@mail.test', {
          inventoryFormArray: [{ productId: world.product.id, option1Value: '10', requestedPrice: 0 }],
        }),
      );
      expect(noPrice.status).toBe(400);
      expect(errorOf(noPrice.body).message).toBe(messages.priceRequired);
      expect(await counts()).toEqual(before);
    });

    it('refuses what the public form guard refuses: honeypot, quick, forged or other store tokens, unknown handle', async () => {
      const before = await counts();
      const expectRefused = async (body: unknown, status: number, message: string) => {
        const answer = await send(body);
        expect(answer.status).toBe(status);
        expect(errorOf(answer.body).message).toBe(message);
      };
      const base = offerTo(world, 'bot@mail.test');
      await expectRefused({ ...base, website: 'http://spam.test' }, 400, validation.publicForms.notSent);
      await expectRefused(
        { ...base, formToken: tokens.issue(world.admin.store.id) },
        400,
        validation.publicForms.tooFast,
      );
      await expectRefused(
        { ...base, formToken: filledToken(other.admin.store) },
        400,
        validation.publicForms.formExpired,
      );
      await expectRefused(
        { ...base, formToken: `${world.admin.store.id}.1.forged` },
        400,
        validation.publicForms.formExpired,
      );
      await expectRefused(
        { ...base, store: { handle: 'no-such-store', location: world.main.id } },
        404,
        apiErrors.storeNotFound,
      );
      const tooBig = await send({ ...base, website: 'x'.repeat(PUBLIC_WRITE_BODY_MAX_BYTES) });
      expect(tooBig.status).toBe(413);
      expect(await counts()).toEqual(before);
    });

    it('limits offers per client address, with Retry-After', async () => {
      const address = newAddress();
      for (let index = 0; index < PUBLIC_WRITES_PER_ADDRESS; index += 1) {
        expect((await send({ ...offerTo(world, 'limit@mail.test'), website: 'bot' }, address)).status).toBe(
          400,
        );
      }
      const refused = await send(offerTo(world, 'limit@mail.test'), address);
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(PUBLIC_WRITE_WINDOW_MINUTES * 60);
      expect(errorOf(refused.body).message).toBe(
        validation.publicForms.tooManyRequests(Math.ceil(retryAfter / 60)),
      );
      expect((await send(offerTo(world, 'limit@mail.test'))).status).toBe(200);
    });
  });
});
