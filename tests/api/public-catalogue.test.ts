import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_BEST_SELLER_DAYS } from '@shared/constants';
import { apiErrorBody } from '@shared/contracts/errors';
import {
  catalogueResponse,
  messageResponse,
  PUBLIC_FORM_MIN_FILL_MS,
  PUBLIC_FORM_TOKEN_TTL_MS,
  PUBLIC_WRITE_BODY_MAX_BYTES,
} from '@shared/contracts/public-pages';
import {
  MAIL_REQUESTS_PER_TARGET,
  PUBLIC_WRITES_PER_ADDRESS,
  PUBLIC_WRITE_WINDOW_MINUTES,
} from '@shared/contracts/rate-limits';
import { apiErrors, authMessages, notices, validation } from '@shared/messages';
import { PublicFormTokens } from '../../api/src/common/public-forms/form-tokens';
import { Inventory } from '../../api/src/inventories/inventory.entity';
import { OrderLine } from '../../api/src/orders/order-line.entity';
import { Store } from '../../api/src/stores/store.entity';
import { call, seedProduct } from '../support/fixtures';
import { seedInventoryWorld, seedWorldItem, type InventoryWorld } from '../support/inventory-world';
import { waitForJobs } from '../support/jobs';
import { seedOrder } from '../support/order-world';
import { startTestAppWithSmtp, testEngine, type TestAppWithSmtp } from '../support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
const LOCATED = ['Active', 'InTransit', 'StoreRequestPriceChange', 'Sold'] as const;

/**
 * GET /open/stores/getStoreProducts and POST /open/stores/sendCatalogue (issue 17). The app trusts
 * X-Forwarded-For, so each rate-limit test speaks from addresses of its own.
 */
describe(`the public catalogue on ${testEngine()}`, () => {
  let t: TestAppWithSmtp;
  let world: InventoryWorld;
  let other: InventoryWorld;
  let tokens: PublicFormTokens;
  let lastAddress = 0;
  const newAddress = () => `10.17.${Math.floor(++lastAddress / 250)}.${lastAddress % 250}`;
  const catalogue = (query: string) => call(t, 'GET', `/open/stores/getStoreProducts?${query}`);
  /** A token of `store` issued long enough ago to pass the minimum fill time. */
  const filledToken = (store: Store, agoMs = PUBLIC_FORM_MIN_FILL_MS + 1000) =>
    tokens.issue(store.id, Date.now() - agoMs);
  const send = (body: Record<string, unknown>, address = newAddress()) =>
    call(t, 'POST', '/open/stores/sendCatalogue', { body, headers: { 'x-forwarded-for': address } });

  beforeAll(async () => {
    t = await startTestAppWithSmtp({ TRUST_PROXY: 'true' });
    tokens = t.app.get(PublicFormTokens);
    world = await seedInventoryWorld(t, { handle: 'cat-one', productTitle: 'Jordan 1 Chicago' });
    other = await seedInventoryWorld(t, { handle: 'cat-two', productTitle: 'Other Store Runner' });
    await t.dataSource.getRepository(Store).update({ id: world.admin.store.id }, { upPrice: 25 });
  });
  afterAll(() => t.close());

  describe('getStoreProducts', () => {
    let older: Awaited<ReturnType<typeof seedProduct>>;
    let pendingOnly: Awaited<ReturnType<typeof seedProduct>>;

    beforeAll(async () => {
      const storeId = world.admin.store.id;
      // The world's product: sizes 9.5 (two at 150, one Active at 140), 10 (InTransit, 100 + upPrice),
      // 4 (one Active at 200), and items never shown (Pending, Withdrawn, Sold).
      const now = Date.now();
      const listed = (daysAgo: number) => ({ acceptedOn: new Date(now - daysAgo * DAY_MS) });
      await seedWorldItem(t, world, 'Active', LOCATED, { option1Value: '9.5', price: 150, ...listed(1) });
      await seedWorldItem(t, world, 'Active', LOCATED, { option1Value: '9.5', price: 140, ...listed(1) });
      await seedWorldItem(t, world, 'Active', LOCATED, { option1Value: '9.5', price: 140, ...listed(1) });
      await seedWorldItem(t, world, 'InTransit', LOCATED, { option1Value: '10', price: 100, ...listed(1) });
      await seedWorldItem(t, world, 'Active', LOCATED, {
        option1Value: '4',
        price: 200,
        locationId: world.warehouse.id,
        subLocationId: world.bay.id,
        ...listed(1),
      });
      await seedWorldItem(t, world, 'Pending', LOCATED, { option1Value: '11', price: 10 });
      await seedWorldItem(t, world, 'Withdrawn', LOCATED, { option1Value: '12', price: 10 });
      older = await seedProduct(t.dataSource, storeId, { title: 'Older Samba', brand: 'Adidas' });
      await t.dataSource.getRepository(Inventory).save(
        t.dataSource.getRepository(Inventory).create({
          storeId,
          code: 'OLDSAMBA01',
          productId: older.id,
          productTemplateId: older.productTemplateId,
          status: 'Active',
          category: 'Sneakers',
          option1Value: '8',
          price: 90,
          locationId: world.main.id,
          acceptedOn: new Date(now - 30 * DAY_MS),
        }),
      );
      pendingOnly = await seedProduct(t.dataSource, storeId, { title: 'Pending Only' });
      await seedInventoryItem(pendingOnly, 'Pending');
      await seedWorldItem(t, other, 'Active', LOCATED, { price: 999 });
    });

    async function seedInventoryItem(product: { id: number; productTemplateId: number }, status: string) {
      const repository = t.dataSource.getRepository(Inventory);
      await repository.save(
        repository.create({
          storeId: world.admin.store.id,
          code: `PO${product.id}X`,
          productId: product.id,
          productTemplateId: product.productTemplateId,
          status: status as Inventory['status'],
          category: 'Sneakers',
          option1Value: '9',
          price: 10,
        }),
      );
    }

    it('lists products with Active items, newest listed first, each size at its lowest public price', async () => {
      const answer = await catalogue('handle=cat-one');
      expect(answer.status).toBe(200);
      const body = catalogueResponse.parse(answer.body);
      expect(body.store).toEqual({ name: 'Store cat-one', handle: 'cat-one', currency: 'USD', logo: null });
      expect(body.products.map((product) => product.title)).toEqual(['Jordan 1 Chicago', 'Older Samba']);
      expect(body.count).toBe(2);
      const [jordan] = body.products;
      expect(jordan.sizes).toEqual([
        { option1Value: '4', price: 200, quantity: 1 },
        { option1Value: '9.5', price: 140, quantity: 2 },
        { option1Value: '10', price: 125, quantity: 1 },
      ]);
      expect(jordan.lowestPrice).toBe(125);
      const jordanItems = body.inventories.filter((item) => item.productId === jordan.id);
      expect(jordanItems.map((item) => [item.option1Value, item.price, item.inStock]).sort()).toEqual(
        [
          ['10', 125, false],
          ['4', 200, true],
          ['9.5', 140, true],
          ['9.5', 140, true],
          ['9.5', 150, true],
        ].sort(),
      );
      expect(body.locations.map((location) => location.name)).toEqual(['Main', 'Warehouse']);
      expect(body.logo).toBeNull();
      expect(body.signUpLink).toMatch(/\/portal\/signup\?handle=cat-one$/);
    });

    it('filters by location and search, and pages in the database', async () => {
      const atWarehouse = catalogueResponse.parse(
        (await catalogue(`handle=cat-one&location=${world.warehouse.id}`)).body,
      );
      expect(atWarehouse.products.map((product) => product.title)).toEqual(['Jordan 1 Chicago']);
      expect(atWarehouse.products[0].sizes).toEqual([{ option1Value: '4', price: 200, quantity: 1 }]);
      expect(atWarehouse.inventories).toHaveLength(1);
      const samba = catalogueResponse.parse((await catalogue('handle=cat-one&search=sam')).body);
      expect(samba.products.map((product) => product.title)).toEqual(['Older Samba']);
      const second = catalogueResponse.parse((await catalogue('handle=cat-one&page=2&pageSize=1')).body);
      expect(second.count).toBe(2);
      expect(second.products.map((product) => product.title)).toEqual(['Older Samba']);
      expect(second.inventories.map((item) => item.productId)).toEqual([older.id]);
    });

    it('names the best sellers of the last 14 days (completed, not returned), without counts', async () => {
      const storeId = world.admin.store.id;
      const sold = (status: 'Active', fields: Partial<Inventory> = {}) =>
        seedWorldItem(t, world, status, LOCATED, { option1Value: '7', ...fields });
      const samba = await seedWorldItem(t, world, 'Active', LOCATED, { productId: older.id });
      await seedOrder(t, storeId, { lines: [{ item: samba }] });
      const jordans = [await sold('Active'), await sold('Active')];
      await seedOrder(t, storeId, { lines: jordans.map((item) => ({ item })) });
      // Older than the window, and a returned sale: neither counts.
      const pending = await seedProduct(t.dataSource, storeId, { title: 'Old News' });
      const oldSale = await seedWorldItem(t, world, 'Active', LOCATED, { productId: pending.id });
      await seedOrder(t, storeId, {
        lines: [{ item: oldSale }],
        soldOn: new Date(Date.now() - (CATALOGUE_BEST_SELLER_DAYS + 1) * DAY_MS),
      });
      const returned = await seedWorldItem(t, world, 'Active', LOCATED, { productId: pendingOnly.id });
      await seedOrder(t, storeId, { lines: [{ item: returned }] });
      await t.dataSource
        .getRepository(OrderLine)
        .update({ inventoryId: returned.id }, { returnedAt: new Date(), returnedTo: 'Active' });
      const body = catalogueResponse.parse((await catalogue('handle=cat-one')).body);
      expect(body.bestSellers.map((product) => product.title)).toEqual(['Jordan 1 Chicago', 'Older Samba']);
      expect(JSON.stringify(body.bestSellers)).not.toMatch(/"sold"|"count"/);
    });

    it("never shows another store's stock, and answers unknown handles and maintenance", async () => {
      const body = catalogueResponse.parse((await catalogue('handle=cat-one')).body);
      expect(body.products.map((product) => product.title)).not.toContain('Other Store Runner');
      expect(body.inventories.some((item) => item.price === 999)).toBe(false);
      const unknown = await catalogue('handle=no-such-store');
      expect(unknown.status).toBe(404);
      expect(apiErrorBody.parse(unknown.body).error.message).toBe(apiErrors.storeNotFound);
      await t.dataSource.getRepository(Store).update({ id: other.admin.store.id }, { maintenanceMode: true });
      try {
        const closed = await catalogue('handle=cat-two');
        expect(closed.status).toBe(503);
        expect(apiErrorBody.parse(closed.body).error.message).toBe(apiErrors.storeInMaintenance);
      } finally {
        await t.dataSource
          .getRepository(Store)
          .update({ id: other.admin.store.id }, { maintenanceMode: false });
      }
    });

    it("links Sign up to the store's consigner domain when it has one", async () => {
      await t.dataSource
        .getRepository(Store)
        .update({ id: other.admin.store.id }, { consignerUrl: 'consign.cat-two.test' });
      const body = catalogueResponse.parse((await catalogue('handle=cat-two')).body);
      // The host names the store (StoreResolver): no ?handle= is needed there.
      expect(body.signUpLink).toBe('https://consign.cat-two.test/portal/signup');
    });
  });

  describe('sendCatalogue and the public form guard', () => {
    const store = () => world.admin.store;
    const valid = (email: string) => ({ handle: 'cat-one', email, formToken: filledToken(store()) });

    it('mails the catalogue address and says so', async () => {
      const answer = await send(valid('shopper@mail.test'));
      expect(answer.status).toBe(200);
      expect(messageResponse.parse(answer.body)).toEqual({ message: notices.emailSent });
      const mail = await t.smtp.waitFor('shopper@mail.test');
      const link = t.smtp.linkIn(mail, '/catalogue/cat-one');
      expect(link.searchParams.get('handle')).toBe('cat-one');
    });

    it('refuses a fresh token as too fast, an old, forged or missing one as expired, and another store’s', async () => {
      const expectRefused = async (body: Record<string, unknown>, message: string) => {
        const answer = await send(body);
        expect(answer.status).toBe(400);
        expect(apiErrorBody.parse(answer.body).error.message).toBe(message);
      };
      const base = { handle: 'cat-one', email: 'refused@mail.test' };
      await expectRefused({ ...base, formToken: tokens.issue(store().id) }, validation.publicForms.tooFast);
      await expectRefused(
        { ...base, formToken: filledToken(store(), PUBLIC_FORM_TOKEN_TTL_MS + 60_000) },
        validation.publicForms.formExpired,
      );
      await expectRefused(
        { ...base, formToken: `${store().id}.1.forged` },
        validation.publicForms.formExpired,
      );
      await expectRefused({ ...base, formToken: '' }, validation.publicForms.formExpired);
      await expectRefused(
        { ...base, formToken: filledToken(other.admin.store) },
        validation.publicForms.formExpired,
      );
      await waitForJobs(t.dataSource);
      expect(t.smtp.mails.filter((mail) => mail.to.includes('refused@mail.test'))).toEqual([]);
    });

    it('sends nothing when the honeypot is filled, and says so', async () => {
      const answer = await send({ ...valid('honeypot@mail.test'), website: 'http://spam.test' });
      expect(answer.status).toBe(400);
      expect(apiErrorBody.parse(answer.body).error).toMatchObject({
        message: validation.publicForms.notSent,
        fields: { website: validation.publicForms.notSent },
      });
      await waitForJobs(t.dataSource);
      expect(t.smtp.mails.filter((mail) => mail.to.includes('honeypot@mail.test'))).toEqual([]);
    });

    it('answers 404 for an unknown handle and 503 for a store in maintenance', async () => {
      const unknown = await send({ ...valid('nobody@mail.test'), handle: 'no-such-store' });
      expect(unknown.status).toBe(404);
      await t.dataSource.getRepository(Store).update({ id: other.admin.store.id }, { maintenanceMode: true });
      try {
        const closed = await send({
          handle: 'cat-two',
          email: 'nobody@mail.test',
          formToken: filledToken(other.admin.store),
        });
        expect(closed.status).toBe(503);
      } finally {
        await t.dataSource
          .getRepository(Store)
          .update({ id: other.admin.store.id }, { maintenanceMode: false });
      }
    });

    it('limits writes per address, with Retry-After', async () => {
      const address = newAddress();
      for (let index = 0; index < PUBLIC_WRITES_PER_ADDRESS; index += 1) {
        expect((await send(valid(`limit${index}@mail.test`), address)).status).toBe(200);
      }
      const refused = await send(valid('limit-over@mail.test'), address);
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(PUBLIC_WRITE_WINDOW_MINUTES * 60);
      expect(apiErrorBody.parse(refused.body).error).toEqual({
        code: 'TOO_MANY_REQUESTS',
        message: validation.publicForms.tooManyRequests(Math.ceil(retryAfter / 60)),
      });
      expect((await send(valid('limit-other@mail.test'))).status).toBe(200);
    });

    it('limits mails per mailbox across addresses', async () => {
      for (let index = 0; index < MAIL_REQUESTS_PER_TARGET; index += 1) {
        expect((await send(valid('popular@mail.test'))).status).toBe(200);
      }
      const refused = await send(valid('popular@mail.test'));
      expect(refused.status).toBe(429);
      expect(apiErrorBody.parse(refused.body).error.message).toBe(
        authMessages.tooManyMailRequests(Math.ceil(Number(refused.headers.get('retry-after')) / 60)),
      );
    });

    it('refuses a body over the public write limit with 413', async () => {
      const answer = await send({
        ...valid('big@mail.test'),
        website: 'x'.repeat(PUBLIC_WRITE_BODY_MAX_BYTES),
      });
      expect(answer.status).toBe(413);
      expect(apiErrorBody.parse(answer.body).error).toEqual({
        code: 'PAYLOAD_TOO_LARGE',
        message: apiErrors.bodyTooLargeKilobytes(PUBLIC_WRITE_BODY_MAX_BYTES / 1024),
      });
    });
  });
});
