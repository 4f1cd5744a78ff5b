import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerOfferResponse,
  portalItemResponse,
  portalItemsResponse,
  portalPayoutsResponse,
  portalProductsResponse,
  portalSettingsResponse,
  portalStoreResponse,
} from '@shared/contracts/consigner-portal';
import { apiErrorBody } from '@shared/contracts/errors';
import {
  createInventoriesResponse,
  feesResponse,
  inventoryLogsResponse,
} from '@shared/contracts/inventories';
import { paginatedInventoriesResponse } from '@shared/contracts/inventory-lists';
import { type InventoryStatus } from '@shared/domain/inventory-status';
import { notices, validation } from '@shared/messages';
import { Consigner } from '../../api/src/consigners/consigner.entity';
import { InventoryLog } from '../../api/src/inventories/inventory-log.entity';
import { Inventory } from '../../api/src/inventories/inventory.entity';
import { OrderLine } from '../../api/src/orders/order-line.entity';
import { Store } from '../../api/src/stores/store.entity';
import { call, seedAccount, signInAs } from '../support/fixtures';
import { type InventoryWorld, seedInventoryWorld, seedWorldItem } from '../support/inventory-world';
import { seedPayout, seedSale } from '../support/payout-world';
import { type TestSmtp } from '../support/smtp';
import { startTestAppWithSmtp, testEngine, type TestAppWithSmtp } from '../support/test-app';

const LOCATED: InventoryStatus[] = ['Active', 'RequestPriceChange', 'StoreRequestPriceChange', 'Sold'];
const portal = validation.consignerPortal;
const TERMS = 'Items stay 90 days. Payouts every Friday.';
const SHIP = ['Ship to 1 Main St, Springfield', 'Include your name in the box'];
const ABA = {
  accountName: 'Cleo Smith',
  accountNumber: '123456789',
  routingType: 'abaNumber',
  routingNumber: '021000021',
};

/**
 * The consigner portal's API (issue 18): the /api/portal calls and the spec calls a consigner makes
 * (POST /api/inventories, cancelDropoff, fees, PUT /api/consigners/{id}), each with its happy path,
 * bad input, refused moves and isolation: a second consigner of the same store (Bob) and a
 * consigner of another store never reach Ada's items or payouts.
 */
describe(`consigner portal on ${testEngine()}`, () => {
  let t: TestAppWithSmtp;
  let smtp: TestSmtp;
  let world: InventoryWorld;
  let other: InventoryWorld;
  let ada: string;
  let adaConsigner: Consigner;
  let bob: string;
  let bobConsigner: Consigner;
  let otherStore: string;
  let supportEmail: string;

  const items = () => t.dataSource.getRepository(Inventory);
  const reload = (id: number) => items().findOneByOrFail({ id });
  const errorOf = (body: unknown) => apiErrorBody.parse(body).error;
  const seed = (status: InventoryStatus, fields: Partial<Inventory> = {}) =>
    seedWorldItem(t, world, status, LOCATED, fields);
  const get = (path: string, token: string) => call(t, 'GET', path, { token });
  const post = (path: string, body: unknown, token: string) => call(t, 'POST', path, { token, body });

  /** A consigner of `w`'s store with a login and finished sign-up (Zelle, terms accepted), signed in. */
  async function consignerWithLogin(w: InventoryWorld, consigner: Consigner | null, email: string) {
    const account = await seedAccount(t.dataSource, w.admin.store, email);
    const consigners = t.dataSource.getRepository(Consigner);
    const done = {
      payoutType: 'Zelle' as const,
      payoutData: email,
      acceptedTOS: true,
      accountId: account.id,
    };
    const saved = consigner
      ? await consigners.save({ ...consigner, ...done })
      : await consigners.save(
          consigners.create({
            storeId: w.admin.store.id,
            firstName: 'Bob',
            lastName: 'Other',
            email,
            phone: '+1 555 0101',
            address: '2 Main St',
            ...done,
          }),
        );
    return { consigner: saved, token: await signInAs(t, account) };
  }

  /** A drop-off row of the world's product, size 10 New at 150. */
  const row = (fields: Record<string, unknown> = {}) => ({
    productId: world.product.id,
    option1Value: '10',
    option2Value: 'New',
    price: 150,
    quantity: 1,
    shipping: 'dropOff',
    location: world.main.id,
    ...fields,
  });
  /** The next mail to `to` whose subject starts with `subject` (earlier ones to `to` are skipped). */
  async function mailTo(to: string, subject: string) {
    let mail = await smtp.waitFor(to);
    while (!mail.subject.startsWith(subject)) mail = await smtp.waitFor(to);
    return mail;
  }
  const listDropOff = (rows: unknown[], token = ada) =>
    post('/api/inventories', { inventoryFormArray: rows }, token);

  beforeAll(async () => {
    t = await startTestAppWithSmtp({ PUBLIC_URL: 'http://consigndesk.test' });
    smtp = t.smtp;
    world = await seedInventoryWorld(t, { handle: 'portal-a', productTitle: 'Dunk Low Panda' });
    other = await seedInventoryWorld(t, { handle: 'portal-b', productTitle: 'Jordan 4' });
    await t.dataSource
      .getRepository(Store)
      .update(world.admin.store.id, { termsOfService: TERMS, shipInstructions: SHIP });
    supportEmail = world.admin.store.supportEmail;
    const seededAda = await consignerWithLogin(world, world.consigner, world.consigner.email);
    ada = seededAda.token;
    adaConsigner = seededAda.consigner;
    const seededBob = await consignerWithLogin(world, null, 'bob@portal-a.test');
    bob = seededBob.token;
    bobConsigner = seededBob.consigner;
    otherStore = (await consignerWithLogin(other, other.consigner, other.consigner.email)).token;
  });
  afterAll(() => t.close());

  describe('GET /api/portal/store', () => {
    it("answers the store's sign-up fields, payout options, terms, ship instructions and active locations", async () => {
      const response = await get('/api/portal/store', ada);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const { store } = portalStoreResponse.parse(response.body);
      expect(store).toMatchObject({
        id: world.admin.store.id,
        handle: 'portal-a',
        termsOfService: TERMS,
        shipInstructions: SHIP,
        payoutOptions: ['PayPal', 'Zelle', 'Bank'],
        signupInfo: ['Email'],
        isBuyingStore: false,
      });
      expect(store.locations.map((location) => location.name)).toEqual(['Main', 'Warehouse']);
    });

    it('is open to a verified account with no consigner profile yet, not to an unverified one', async () => {
      const fresh = await seedAccount(t.dataSource, world.admin.store, 'fresh@portal-a.test');
      const response = await get('/api/portal/store', await signInAs(t, fresh));
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const unverified = await seedAccount(t.dataSource, world.admin.store, 'unverified@portal-a.test', {
        isVerified: false,
      });
      const refused = await get('/api/portal/store', await signInAs(t, unverified));
      expect(refused.status).toBe(403);
      expect(errorOf(refused.body).code).toBe('EMAIL_NOT_VERIFIED');
    });
  });

  describe('sign-up: profile, payout details, terms; bank details locked once submitted', () => {
    it('walks the steps, refuses bad bank details and any bank change after submission', async () => {
      const account = await seedAccount(t.dataSource, world.admin.store, 'cleo@portal-a.test');
      const cleo = await signInAs(t, account);
      const created = await post(
        '/api/consigners',
        {
          firstName: 'Cleo',
          lastName: 'Smith',
          email: 'cleo@portal-a.test',
          phone: '+1 555 0111',
          address: '3 Main St',
          storeId: world.admin.store.id,
        },
        cleo,
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = (created.body as { consigner: { id: number } }).consigner.id;
      const settings = async () => {
        const response = await get('/api/portal/settings', cleo);
        expect(response.status, JSON.stringify(response.body)).toBe(200);
        return portalSettingsResponse.parse(response.body);
      };
      expect(await settings()).toMatchObject({ signupStep: 'payoutDetails', bankDetailsLocked: false });

      // Listing before the sign-up is done is refused, and nothing is created.
      const early = await listDropOff([row()], cleo);
      expect(early.status, JSON.stringify(early.body)).toBe(403);
      expect(errorOf(early.body).message).toBe(portal.finishSignup);

      // Bank with an ABA routing needs the routing number (spec 001 §5).
      const bad = await call(t, 'PUT', `/api/consigners/${id}`, {
        token: cleo,
        body: { payoutType: 'Bank', bankData: { ...ABA, routingNumber: undefined } },
      });
      expect(bad.status, JSON.stringify(bad.body)).toBe(400);
      expect(await settings()).toMatchObject({ signupStep: 'payoutDetails' });

      const bank = await call(t, 'PUT', `/api/consigners/${id}`, {
        token: cleo,
        body: { payoutType: 'Bank', bankData: ABA },
      });
      expect(bank.status, JSON.stringify(bank.body)).toBe(200);
      const afterBank = await settings();
      expect(afterBank).toMatchObject({ signupStep: 'terms', bankDetailsLocked: true });
      expect(afterBank.consigner.bankData).toMatchObject({ accountNumber: '123456789' });

      const changed = await call(t, 'PUT', `/api/consigners/${id}`, {
        token: cleo,
        body: { bankData: { ...ABA, accountNumber: '999999999' } },
      });
      expect(changed.status, JSON.stringify(changed.body)).toBe(403);
      expect(errorOf(changed.body).message).toBe(validation.consigner.bankLocked);
      const toPaypal = await call(t, 'PUT', `/api/consigners/${id}`, {
        token: cleo,
        body: { payoutType: 'PayPal', payoutData: 'cleo@portal-a.test' },
      });
      expect(toPaypal.status).toBe(403);

      const terms = await call(t, 'PUT', `/api/consigners/${id}`, {
        token: cleo,
        body: { acceptedTOS: true, emailNotifications: false },
      });
      expect(terms.status, JSON.stringify(terms.body)).toBe(200);
      const done = await settings();
      expect(done).toMatchObject({ signupStep: 'done', bankDetailsLocked: true });
      expect(done.consigner).toMatchObject({ acceptedTOS: true, emailNotifications: false });
      expect((await listDropOff([row()], cleo)).status).toBe(201);
    });

    it("refuses another consigner's record, and staff-only fields", async () => {
      const other = await call(t, 'PUT', `/api/consigners/${bobConsigner.id}`, {
        token: ada,
        body: { firstName: 'Hacked' },
      });
      expect(other.status).toBe(404);
      const staffOnly = await call(t, 'PUT', `/api/consigners/${world.consigner.id}`, {
        token: ada,
        body: { isActive: false },
      });
      expect(staffOnly.status).toBe(403);
      expect(errorOf(staffOnly.body).message).toBe(validation.consigner.staffOnlyField);
    });
  });

  describe('GET /api/portal/items and /items/{id}', () => {
    it("lists only the caller's items, filters by status and search, pages, counts per status", async () => {
      const active = await seed('Active');
      const pending = await seed('Pending');
      const offered = await seed('StoreRequestPriceChange', { requestedPrice: 120 });
      const sold = await seed('Sold');
      const bobs = await seed('Active', { consignerId: bobConsigner.id });

      const all = await get('/api/portal/items?pageSize=500', ada);
      expect(all.status, JSON.stringify(all.body)).toBe(200);
      const list = portalItemsResponse.parse(all.body);
      const ids = list.items.map((item) => item.id);
      expect(ids).toEqual(expect.arrayContaining([active.id, pending.id, offered.id, sold.id]));
      expect(ids).not.toContain(bobs.id);
      expect(list.count).toBe(list.items.length);
      const byId = new Map(list.items.map((item) => [item.id, item]));
      expect(byId.get(active.id)).toMatchObject({
        status: 'Active',
        statusLabel: 'Active',
        price: 100,
        payout: 85,
        payoutLabel: 'Payout',
        actions: ['requestPriceChange', 'requestWithdrawal'],
        location: { name: 'Main' },
        product: { title: 'Dunk Low Panda' },
      });
      expect(byId.get(pending.id)).toMatchObject({
        statusLabel: 'Drop off pending',
        actions: ['cancelDropoff'],
      });
      expect(byId.get(offered.id)).toMatchObject({
        statusLabel: 'Store offer to answer',
        requestedPrice: 120,
        actions: ['acceptOffer', 'rejectOffer'],
      });
      expect(byId.get(sold.id)?.actions).toEqual([]);
      const activeCount = list.statusCounts.find((entry) => entry.status === 'Active');
      expect(activeCount?.count).toBe(list.items.filter((item) => item.status === 'Active').length);

      const filtered = portalItemsResponse.parse(
        (await get('/api/portal/items?status=Pending,StoreRequestPriceChange&pageSize=500', ada)).body,
      );
      expect(new Set(filtered.items.map((item) => item.status))).toEqual(
        new Set(['Pending', 'StoreRequestPriceChange']),
      );
      expect(filtered.statusCounts).toEqual(list.statusCounts);

      const paged = portalItemsResponse.parse(
        (await get('/api/portal/items?pageSize=10&currentPage=1', ada)).body,
      );
      expect(paged.items.length).toBeLessThanOrEqual(10);
      expect(paged.count).toBe(list.count);

      const searched = portalItemsResponse.parse(
        (await get(`/api/portal/items?search=${active.code}`, ada)).body,
      );
      expect(searched.items.map((item) => item.id)).toEqual([active.id]);
      const missed = portalItemsResponse.parse((await get('/api/portal/items?search=Yeezy', ada)).body);
      expect(missed).toMatchObject({ items: [], count: 0 });

      const one = await get(`/api/portal/items/${active.id}`, ada);
      expect(one.status).toBe(200);
      expect(portalItemResponse.parse(one.body).item.id).toBe(active.id);
    });

    it('refuses bad filters (400)', async () => {
      for (const query of ['pageSize=7', 'status=Lost', 'currentPage=0']) {
        const response = await get(`/api/portal/items?${query}`, ada);
        expect({ query, status: response.status }).toEqual({ query, status: 400 });
      }
    });

    it("answers 404 for another consigner's item and another store's, 403 to staff", async () => {
      const item = await seed('Active');
      expect((await get(`/api/portal/items/${item.id}`, bob)).status).toBe(404);
      expect((await get(`/api/portal/items/${item.id}`, otherStore)).status).toBe(404);
      expect((await get('/api/portal/items/999999', ada)).status).toBe(404);
      const otherList = portalItemsResponse.parse((await get('/api/portal/items?pageSize=500', bob)).body);
      expect(otherList.items.map((entry) => entry.id)).not.toContain(item.id);
      const staff = await get('/api/portal/items', world.admin.token);
      expect(staff.status).toBe(403);
    });
  });

  describe('listing items for drop-off (POST /api/inventories)', () => {
    it('creates Drop off pending items of the caller, logged as them, in the Incoming list, and mails the store', async () => {
      const before = smtp.mails.length;
      const response = await listDropOff([
        row({ quantity: 2 }),
        row({ shipping: 'ship', location: null, trackingCode: '1Z999', option1Value: '11', price: 175 }),
      ]);
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      const created = createInventoriesResponse.parse(response.body).inventories;
      expect(created).toHaveLength(3);
      for (const item of created) {
        expect(item).toMatchObject({ status: 'Pending', consignerId: world.consigner.id });
      }
      expect(created.filter((item) => item.location?.id === world.main.id)).toHaveLength(2);
      expect(created.find((item) => item.option1Value === '11')).toMatchObject({
        location: null,
        trackingCode: '1Z999',
        price: 175,
      });
      const log = await t.dataSource
        .getRepository(InventoryLog)
        .findOneByOrFail({ inventoryId: created[0].id });
      expect(log.lastUpdatedByName).toBe('Ada Lovelace');
      // The store's activity feed shows the listing as Ada's.
      const feed = await get(`/api/inventoryLogs/${created[0].id}`, world.admin.token);
      expect(feed.status, JSON.stringify(feed.body)).toBe(200);
      expect(inventoryLogsResponse.parse(feed.body).inventoryLogs[0].lastUpdatedBy.name).toBe('Ada Lovelace');

      const incoming = await get(
        '/api/inventories/paginatedInventories?status=Pending&pageSize=500',
        world.admin.token,
      );
      expect(incoming.status).toBe(200);
      const rows = paginatedInventoriesResponse.parse(incoming.body).rows.map((entry) => entry.id);
      expect(rows).toEqual(expect.arrayContaining(created.map((item) => item.id)));

      const mail = await mailTo(supportEmail, 'Drop-off listed: 3 items from Ada Lovelace');
      expect(smtp.mails.length).toBeGreaterThan(before);
      expect(mail.text).toContain('drop off at Main');
      expect(mail.text).toContain('tracking 1Z999');
    });

    it('refuses rows a consigner may not send, and creates nothing', async () => {
      const count = () => items().countBy({ storeId: world.admin.store.id });
      const before = await count();
      const cases: [Record<string, unknown>, number, string, string][] = [
        [{ shipping: undefined }, 400, 'shipping', portal.chooseShipping],
        [{ location: null }, 400, 'location', validation.buyAndSell.dropOffLocationRequired],
        [{ shipping: 'ship' }, 400, 'location', portal.shipNoLocation],
        [{ price: 0 }, 400, 'price', validation.scan.enterPrice],
        [{ status: 'Requested' }, 403, 'status', portal.dropOffOnly],
        [{ consigner: bobConsigner.id }, 403, 'consigner', portal.ownItemsOnly],
        [
          { consignerFbUserId: String(bobConsigner.accountId) },
          403,
          'consignerFbUserId',
          portal.ownItemsOnly,
        ],
        [{ cost: 10 }, 403, 'cost', validation.consigner.staffOnlyField],
        [{ location: other.main.id }, 400, 'location', validation.inventory.locationNotFound],
      ];
      for (const [fields, status, field, message] of cases) {
        const response = await listDropOff([row(), row(fields)]);
        expect({ fields, status: response.status }).toEqual({ fields, status });
        const error = errorOf(response.body);
        expect({ fields, message: error.message }).toEqual({ fields, message });
        expect(error.fields).toHaveProperty(`inventoryFormArray.1.${field}`);
      }
      expect(await count()).toBe(before);
    });

    it("accepts the caller's own consignerFbUserId, and refuses shipping where the store gives no instructions", async () => {
      const account = String(adaConsigner.accountId);
      const own = await listDropOff([row({ consignerFbUserId: account })]);
      expect(own.status, JSON.stringify(own.body)).toBe(201);
      const shipless = await consignerWithLogin(other, null, 'ship@portal-b.test');
      await t.dataSource.getRepository(Store).update(other.admin.store.id, { shipInstructions: [] });
      const refused = await post(
        '/api/inventories',
        {
          inventoryFormArray: [
            {
              productId: other.product.id,
              option1Value: '10',
              option2Value: 'New',
              price: 90,
              shipping: 'ship',
            },
          ],
        },
        shipless.token,
      );
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
      expect(errorOf(refused.body).message).toBe(portal.storeTakesNoShipping);
    });

    it("does not list another store's product", async () => {
      const response = await listDropOff([row({ productId: other.product.id })]);
      expect(response.status).toBe(400);
      expect(errorOf(response.body).fields).toHaveProperty('inventoryFormArray.0.productId');
    });
  });

  describe('POST /api/inventories/cancelDropoff', () => {
    it("removes the caller's own Drop off pending items", async () => {
      const first = await seed('Pending');
      const second = await seed('Pending');
      const response = await post(
        '/api/inventories/cancelDropoff',
        { ids: [first.id, second.id], consigner: world.consigner.id },
        ada,
      );
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body).toEqual({ ids: [first.id, second.id] });
      expect(await items().countBy({ id: first.id })).toBe(0);
    });

    it("answers 404 for another consigner's or store's items, or another consigner named, removing nothing", async () => {
      const mine = await seed('Pending');
      const bobs = await seed('Pending', { consignerId: bobConsigner.id });
      const mixed = await post('/api/inventories/cancelDropoff', { ids: [mine.id, bobs.id] }, ada);
      expect(mixed.status).toBe(404);
      const named = await post(
        '/api/inventories/cancelDropoff',
        { ids: [mine.id], consigner: bobConsigner.id },
        ada,
      );
      expect(named.status).toBe(404);
      const fromOtherStore = await post('/api/inventories/cancelDropoff', { ids: [mine.id] }, otherStore);
      expect(fromOtherStore.status).toBe(404);
      expect(await items().countBy({ id: mine.id })).toBe(1);
      expect(await items().countBy({ id: bobs.id })).toBe(1);
    });

    it('refuses an item no longer Drop off pending (409) and an empty list (400)', async () => {
      const active = await seed('Active');
      const response = await post('/api/inventories/cancelDropoff', { ids: [active.id] }, ada);
      expect(response.status, JSON.stringify(response.body)).toBe(409);
      expect((await reload(active.id)).status).toBe('Active');
      expect((await post('/api/inventories/cancelDropoff', { ids: [] }, ada)).status).toBe(400);
    });
  });

  describe('requests', () => {
    it('a withdrawal request mails the store, logged as the consigner', async () => {
      const item = await seed('Active');
      const response = await post('/api/inventories/requestWithdrawal', { inventory: item.id }, ada);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect((await reload(item.id)).status).toBe('RequestWithdrawal');
      const mail = await mailTo(supportEmail, 'Withdrawal request from Ada Lovelace');
      expect(mail.text).toContain(item.code);
      const list = portalItemsResponse.parse((await get(`/api/portal/items?search=${item.code}`, ada)).body);
      expect(list.items[0]).toMatchObject({ statusLabel: 'Withdrawal requested', actions: [] });
    });
  });

  describe('POST /api/portal/answerOffer', () => {
    /** An Active item of Ada that the store offers 120 for, through its own call (a mailed link made). */
    async function offered() {
      const item = await seed('Active');
      const response = await post(
        '/api/inventories/storeRequestPriceChange',
        { inventory: item.id, requestedPrice: 120 },
        world.admin.token,
      );
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return item;
    }

    it('accepts the offer: the price applies, Active again, logged as the consigner, the mailed link spent', async () => {
      const item = await offered();
      const mail = await mailTo(world.consigner.email, world.admin.store.name);
      const link = smtp.linkIn(mail, '/buyandsell/acceptPrice/');
      const response = await post('/api/portal/answerOffer', { inventory: item.id, answer: 'accept' }, ada);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const answer = answerOfferResponse.parse(response.body);
      expect(answer.message).toBe(notices.priceLink.accepted);
      expect(answer.item).toMatchObject({ status: 'Active', price: 120 });
      const logs = await t.dataSource.getRepository(InventoryLog).findBy({ inventoryId: item.id });
      expect(logs.at(-1)?.lastUpdatedByName).toBe('Ada Lovelace');
      const code = link.pathname.split('/').at(-1);
      const byLink = await call(t, 'POST', `/open/stores/acceptRequestedInventoryPriceChange/${code}`);
      expect(byLink.status).toBe(410);
    });

    it('rejects the offer: Active again at its price', async () => {
      const item = await offered();
      const response = await post('/api/portal/answerOffer', { inventory: item.id, answer: 'reject' }, ada);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(answerOfferResponse.parse(response.body).message).toBe(notices.priceLink.rejected);
      expect(await reload(item.id)).toMatchObject({ status: 'Active', price: 100 });
    });

    it('refuses an item with no offer (409), bad input (400), and others’ items (404)', async () => {
      const active = await seed('Active');
      const none = await post('/api/portal/answerOffer', { inventory: active.id, answer: 'accept' }, ada);
      expect(none.status, JSON.stringify(none.body)).toBe(409);
      const item = await offered();
      expect(
        (await post('/api/portal/answerOffer', { inventory: item.id, answer: 'maybe' }, ada)).status,
      ).toBe(400);
      expect(
        (await post('/api/portal/answerOffer', { inventory: item.id, answer: 'accept' }, bob)).status,
      ).toBe(404);
      expect(
        (await post('/api/portal/answerOffer', { inventory: item.id, answer: 'accept' }, otherStore)).status,
      ).toBe(404);
      expect(
        (await post('/api/portal/answerOffer', { inventory: item.id, answer: 'accept' }, world.admin.token))
          .status,
      ).toBe(403);
      expect(await reload(item.id)).toMatchObject({ status: 'StoreRequestPriceChange', price: 100 });
    });
  });

  describe('the wizard: products and fees', () => {
    it("lists the store's products with their templates, and searches them", async () => {
      const response = await get('/api/portal/products?search=Dunk', ada);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const { products, count } = portalProductsResponse.parse(response.body);
      expect(count).toBe(1);
      expect(products[0]).toMatchObject({ id: world.product.id, title: 'Dunk Low Panda' });
      expect(products[0].template.option1Values).toContain('10');
      const foreign = portalProductsResponse.parse(
        (await get('/api/portal/products?search=Jordan', ada)).body,
      );
      expect(foreign.products).toEqual([]);
      expect((await get('/api/portal/products?pageSize=51', ada)).status).toBe(400);
      expect((await get('/api/portal/products', world.admin.token)).status).toBe(403);
    });

    it("prices on the caller's own fee schedule, never another consigner's item", async () => {
      // Bob owes withdrawal fees; Ada's breakdown never shows them, even when she names Bob.
      await t.dataSource.getRepository(Consigner).update(bobConsigner.id, { negativeBalance: 25 });
      const namingBob = {
        productId: world.product.id,
        price: 100,
        option1Value: '10',
        option2Value: 'New',
        consigner: bobConsigner.id,
      };
      const response = await post('/api/inventories/fees', namingBob, ada);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(feesResponse.parse(response.body)).toMatchObject({
        payout: 85,
        payoutLabel: 'Payout',
        negativeBalance: 0,
      });
      const asStaff = await post('/api/inventories/fees', namingBob, world.admin.token);
      expect(feesResponse.parse(asStaff.body).negativeBalance).toBe(25);
      await t.dataSource.getRepository(Consigner).update(bobConsigner.id, { negativeBalance: 0 });
      const bobs = await seed('Active', { consignerId: bobConsigner.id });
      const foreign = await post('/api/inventories/fees', { id: bobs.id, price: 100 }, ada);
      expect(foreign.status).toBe(404);
    });
  });

  describe('GET /api/portal/payouts', () => {
    it("answers the caller's payouts with items, amounts, method and cheques, and what is owed now", async () => {
      const paidSale = await seedSale(t, world, { count: 2 });
      const bobSale = await seedSale(t, world, { owner: bobConsigner });
      const waiting = await seedSale(t, world, { payout: 40 });
      const lines = await t.dataSource
        .getRepository(OrderLine)
        .findBy([{ orderId: paidSale.order.id }, { orderId: bobSale.order.id }]);
      const payout = await seedPayout(t, world.admin.store.id, { lineIds: lines.map((line) => line.id) });

      const response = await get('/api/portal/payouts', ada);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const answer = portalPayoutsResponse.parse(response.body);
      const mine = answer.payouts.find((entry) => entry.id === payout.id);
      expect(mine).toMatchObject({
        name: payout.name,
        status: 'Unpaid',
        method: 'Zelle',
        itemCount: 2,
        itemsTotal: 170,
        amount: 170,
        cheques: [],
      });
      expect(mine?.items.map((item) => item.inventoryId).sort()).toEqual(
        paidSale.items.map((item) => item.id).sort(),
      );
      expect(JSON.stringify(answer)).not.toContain(bobSale.items[0].code);
      expect(answer.pending).toMatchObject({ itemCount: 1, itemsTotal: 40, owed: 40 });
      expect(answer.currency).toBe(world.admin.store.currency);
      expect(waiting.items[0].consignerId).toBe(world.consigner.id);

      const bobs = portalPayoutsResponse.parse((await get('/api/portal/payouts', bob)).body);
      const bobShare = bobs.payouts.find((entry) => entry.id === payout.id);
      expect(bobShare?.items.map((item) => item.inventoryId)).toEqual([bobSale.items[0].id]);
      expect(bobs.pending.itemCount).toBe(0);

      const elsewhere = portalPayoutsResponse.parse((await get('/api/portal/payouts', otherStore)).body);
      expect(elsewhere.payouts).toEqual([]);
      expect((await get('/api/portal/payouts?pageSize=3', ada)).status).toBe(400);
      expect((await get('/api/portal/payouts', world.admin.token)).status).toBe(403);
    });
  });

  describe('staff routes stay closed to consigners', () => {
    it.each([
      ['GET', '/api/inventories/paginatedInventories'],
      ['GET', '/api/payouts'],
      ['GET', '/api/consigners'],
      ['POST', '/api/inventories/acceptInventory'],
      ['POST', '/api/inventories/deleteInventory'],
    ])('%s %s answers 403', async (method, path) => {
      const response = await call(t, method, path, { token: ada, body: method === 'GET' ? undefined : {} });
      expect(response.status).toBe(403);
      expect(errorOf(response.body).code).toBe('STAFF_ONLY');
    });
  });
});
