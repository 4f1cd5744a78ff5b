import { createHash } from 'node:crypto';
import { IsNull } from 'typeorm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { priceLinkResponse } from '@shared/contracts/buy-and-sell';
import { apiErrorBody } from '@shared/contracts/errors';
import { inventoryResponse } from '@shared/contracts/inventories';
import { storeSettingsResponse } from '@shared/contracts/stores';
import { apiErrors, notices, validation } from '@shared/messages';
import { Consigner } from '../../api/src/consigners/consigner.entity';
import { TransactionRunner } from '../../api/src/database/transaction-runner';
import { InventoryLog } from '../../api/src/inventories/inventory-log.entity';
import { Inventory } from '../../api/src/inventories/inventory.entity';
import { PriceChangeLink } from '../../api/src/inventories/price-change-link.entity';
import { type OfferedItem, PriceLinksService } from '../../api/src/inventories/price-links.service';
import { Job } from '../../api/src/jobs/job.entity';
import { Store } from '../../api/src/stores/store.entity';
import { eventually, waitForJobs } from '../support/jobs';
import { call, seedStoreWithStaff } from '../support/fixtures';
import { type InventoryWorld, seedInventoryWorld, seedWorldItem } from '../support/inventory-world';
import { startTestAppWithSmtp, testEngine, type TestAppWithSmtp } from '../support/test-app';

const PUBLIC_URL = 'http://consigndesk.test';
const DAY_MS = 24 * 60 * 60 * 1000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const linksIn = (text: string) => (text.match(/https?:\/\/[^\s"<>]+/g) ?? []).map((href) => new URL(href));

/**
 * The emailed price-change links (issue 17): the store's storeRequestPriceChange mails the consigner
 * a single-use, expiring link per offer (stored hashed); the link page's calls take it atomically
 * and move the item as the consigner. Each is read from the real mail over SMTP where it can be.
 */
describe(`price-change links on ${testEngine()}`, () => {
  let t: TestAppWithSmtp;
  let world: InventoryWorld;

  const items = () => t.dataSource.getRepository(Inventory);
  const links = () => t.dataSource.getRepository(PriceChangeLink);
  const errorOf = (body: unknown) => apiErrorBody.parse(body).error;
  const seed = (fields: Partial<Inventory> = {}) =>
    seedWorldItem(t, world, fields.status ?? 'Active', ['Active', 'StoreRequestPriceChange'], fields);
  const askPrice = (id: number, requestedPrice: number) =>
    call(t, 'POST', '/api/inventories/storeRequestPriceChange', {
      token: world.admin.token,
      body: { inventory: id, requestedPrice },
    });
  const answer = (action: 'accept' | 'reject', code: string, headers: Record<string, string> = {}) =>
    call(t, 'POST', `/open/stores/${action}RequestedInventoryPriceChange/${code}`, { headers });
  /** The code of the item's open link, read from the mail that carries it, and the mail. */
  const codeFromMail = async (itemId: number, action: 'acceptPrice' | 'rejectPrice') => {
    const link = await links().findOneByOrFail({
      inventoryId: itemId,
      usedAt: IsNull(),
      replacedAt: IsNull(),
    });
    return eventually(`the mail of item ${itemId}'s offer`, async () => {
      for (const mail of t.smtp.mails) {
        const url = linksIn(mail.text).find((candidate) =>
          candidate.pathname.startsWith(`/buyandsell/${action}/`),
        );
        const code = url?.pathname.split('/').pop() ?? '';
        if (url && sha256(code) === link.tokenHash) {
          expect(url.origin).toBe(PUBLIC_URL);
          expect(mail.to).toEqual([world.consigner.email]);
          return { code, mail };
        }
      }
      return undefined;
    });
  };
  /** A link made by the service itself (an expiry in the past, a second offer), as storeRequestPriceChange makes it. */
  const offer = async (item: OfferedItem, expiresAt?: Date) => {
    const store = await t.dataSource.getRepository(Store).findOneByOrFail({ id: world.admin.store.id });
    const consigner = await t.dataSource.getRepository(Consigner).findOneByOrFail({ id: world.consigner.id });
    return t.app
      .get(TransactionRunner)
      .run((manager) =>
        t.app
          .get(PriceLinksService)
          .offer(
            manager,
            { storeId: store.id, store, actor: { id: null, name: 'Test' } },
            { ...item, consigner },
            expiresAt,
          ),
      );
  };

  beforeAll(async () => {
    t = await startTestAppWithSmtp({ PUBLIC_URL });
    // 10% selling fee, at least 15: a price of 100 pays 85, 150 pays 135.
    world = await seedInventoryWorld(t, { handle: 'prices-store', productTitle: 'Jordan 1 Chicago' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.dataSource.getRepository(Store).update(world.admin.store.id, { maintenanceMode: false });
  });

  it('mails the offer with its two links; accept sets the price as the consigner, and a second click changes nothing', async () => {
    const item = await seed();
    const asked = await askPrice(item.id, 150);
    expect(asked.status).toBe(200);
    expect(inventoryResponse.parse(asked.body).inventory).toMatchObject({
      status: 'StoreRequestPriceChange',
      requestedPrice: 150,
      price: 100,
    });
    const { code, mail } = await codeFromMail(item.id, 'acceptPrice');
    expect(mail.subject).toContain('Jordan 1 Chicago');
    expect(mail.text).toContain('from $100 to $150');
    expect(t.smtp.linkIn(mail, '/buyandsell/rejectPrice/').pathname).toBe(`/buyandsell/rejectPrice/${code}`);
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Only the hash is kept: the code itself is nowhere in the link's row.
    const [link] = await links().findBy({ inventoryId: item.id });
    expect(link).toMatchObject({
      tokenHash: sha256(code),
      offeredPrice: 150,
      previousPrice: 100,
      usedAt: null,
    });
    expect(JSON.stringify(link)).not.toContain(code);
    expect(link.expiresAt.getTime() - Date.now()).toBeGreaterThan(13.9 * DAY_MS);
    expect(link.expiresAt.getTime() - Date.now()).toBeLessThan(14.1 * DAY_MS);

    const accepted = await answer('accept', code);
    expect(accepted.status).toBe(200);
    expect(priceLinkResponse.parse(accepted.body)).toEqual({
      message: notices.priceLink.accepted,
      store: { name: 'Store prices-store', handle: 'prices-store', currency: 'USD', logo: null },
      item: { title: 'Jordan 1 Chicago', option1Value: '10', price: 150 },
    });
    const after = await items().findOneByOrFail({ id: item.id });
    expect(after).toMatchObject({ status: 'Active', price: 150, requestedPrice: null, payout: 135 });
    const logs = await t.dataSource
      .getRepository(InventoryLog)
      .find({ where: { inventoryId: item.id }, order: { id: 'ASC' } });
    expect(logs.at(-1)?.lastUpdatedByName).toBe('Ada Lovelace');
    expect(logs.at(-1)?.modifiedFields).toEqual(
      expect.arrayContaining([
        { variableChanged: 'status', beforeValue: 'StoreRequestPriceChange', afterValue: 'Active' },
        { variableChanged: 'price', beforeValue: 100, afterValue: 150 },
      ]),
    );
    expect(await links().findOneByOrFail({ id: link.id })).toMatchObject({ outcome: 'accepted' });

    for (const action of ['accept', 'reject'] as const) {
      const again = await answer(action, code);
      expect(again.status).toBe(410);
      expect(errorOf(again.body)).toMatchObject({ code: 'GONE', message: notices.priceLink.expired });
    }
    expect(await items().findOneByOrFail({ id: item.id })).toEqual(after);
  });

  it('reject keeps the old price and makes the item Active again', async () => {
    const item = await seed();
    expect((await askPrice(item.id, 80)).status).toBe(200);
    const { code } = await codeFromMail(item.id, 'rejectPrice');
    const rejected = await answer('reject', code);
    expect(rejected.status).toBe(200);
    expect(priceLinkResponse.parse(rejected.body)).toMatchObject({
      message: notices.priceLink.rejected,
      item: { price: 100 },
    });
    expect(await items().findOneByOrFail({ id: item.id })).toMatchObject({
      status: 'Active',
      price: 100,
      requestedPrice: null,
      payout: 85,
    });
    expect(await links().findOneByOrFail({ tokenHash: sha256(code) })).toMatchObject({ outcome: 'rejected' });
    expect((await answer('accept', code)).status).toBe(410);
  });

  it('refuses an expired link with 410 and changes nothing', async () => {
    const item = await seed({ status: 'StoreRequestPriceChange', requestedPrice: 120 });
    const code = await offer(item, new Date(Date.now() - 60_000));
    const refused = await answer('accept', code);
    expect(refused.status).toBe(410);
    expect(errorOf(refused.body).message).toBe(notices.priceLink.expired);
    expect(await items().findOneByOrFail({ id: item.id })).toMatchObject({
      status: 'StoreRequestPriceChange',
      price: 100,
      requestedPrice: 120,
      version: item.version,
    });
    expect(await links().findOneByOrFail({ tokenHash: sha256(code) })).toMatchObject({ usedAt: null });
  });

  it('replaces an open link when the store makes a newer offer on the item', async () => {
    const item = await seed({ status: 'StoreRequestPriceChange', requestedPrice: 120 });
    const first = await offer(item);
    await items().update(item.id, { requestedPrice: 130 });
    const second = await offer({ ...item, requestedPrice: 130 });
    expect(await links().findOneByOrFail({ tokenHash: sha256(first) })).toMatchObject({
      replacedAt: expect.any(Date),
    });
    expect((await answer('accept', first)).status).toBe(410);
    expect(await items().findOneByOrFail({ id: item.id })).toMatchObject({
      status: 'StoreRequestPriceChange',
    });
    const accepted = await answer('accept', second);
    expect(accepted.status).toBe(200);
    expect(await items().findOneByOrFail({ id: item.id })).toMatchObject({ status: 'Active', price: 130 });
  });

  it('spends the link of an item that moved meanwhile: 410, and the item is left as it is', async () => {
    const item = await seed();
    expect((await askPrice(item.id, 140)).status).toBe(200);
    const { code } = await codeFromMail(item.id, 'acceptPrice');
    // The store took the item off the offer meanwhile (here: straight to Active at its price).
    await items().update(item.id, { status: 'Active', requestedPrice: null });
    const moved = await items().findOneByOrFail({ id: item.id });
    const refused = await answer('accept', code);
    expect(refused.status).toBe(410);
    expect(errorOf(refused.body).message).toBe(notices.priceLink.expired);
    expect(await items().findOneByOrFail({ id: item.id })).toEqual(moved);
    expect(await links().findOneByOrFail({ tokenHash: sha256(code) })).toMatchObject({
      usedAt: expect.any(Date),
      outcome: null,
    });
    expect((await answer('accept', code)).status).toBe(410);
  });

  it("lets the store take back an unanswered offer: Active at its price, the mail's links spent", async () => {
    const item = await seed();
    expect((await askPrice(item.id, 130)).status).toBe(200);
    const { code } = await codeFromMail(item.id, 'acceptPrice');
    const cancel = (inventory: number, token = world.admin.token) =>
      call(t, 'POST', '/api/inventories/cancelStoreRequestPriceChange', { token, body: { inventory } });

    const taken = await cancel(item.id);
    expect(taken.status).toBe(200);
    expect(await items().findOneByOrFail({ id: item.id })).toMatchObject({ status: 'Active', price: 100 });
    expect(await links().findOneByOrFail({ tokenHash: sha256(code) })).toMatchObject({
      replacedAt: expect.any(Date),
      usedAt: null,
    });
    const late = await answer('accept', code);
    expect(late.status).toBe(410);
    expect(errorOf(late.body).message).toBe(notices.priceLink.expired);
    expect(await items().findOneByOrFail({ id: item.id })).toMatchObject({ status: 'Active', price: 100 });

    // Nothing to take back any more: a second click (a stale screen) says who moved it; nothing moves.
    const again = await cancel(item.id);
    expect(again.status).toBe(409);
    expect(errorOf(again.body).message).toMatch(
      /^This item is no longer Price change requested by store: it became Active by Sam Staff at /,
    );
    // An item that never had an offer: the status machine's refusal.
    const never = await seed();
    const refused = await cancel(never.id);
    expect(refused.status).toBe(409);
    expect(errorOf(refused.body).message).toContain(
      validation.inventoryStatus.consequences.cancelStoreRequestPriceChange,
    );
    // A new offer can be made from Active, with a new link.
    expect((await askPrice(item.id, 125)).status).toBe(200);
    expect(await links().countBy({ inventoryId: item.id, usedAt: IsNull(), replacedAt: IsNull() })).toBe(1);
  });

  it('answers 410 to an unknown code, and 400 to one too short to be a code', async () => {
    const unknown = await answer('accept', 'x'.repeat(43));
    expect(unknown.status).toBe(410);
    expect(errorOf(unknown.body).message).toBe(notices.priceLink.expired);
    expect((await answer('reject', 'short')).status).toBe(400);
  });

  it("takes the store from the link, whatever store the request names, and never moves another store's item", async () => {
    const other = await seedStoreWithStaff(t, { handle: 'prices-other' });
    const item = await seed({ status: 'StoreRequestPriceChange', requestedPrice: 110 });
    const code = await offer(item);
    const accepted = await answer('accept', code, { 'x-store-handle': other.store.handle });
    expect(accepted.status).toBe(200);
    expect(priceLinkResponse.parse(accepted.body).store.handle).toBe('prices-store');
    expect(await items().findOneByOrFail({ id: item.id })).toMatchObject({ status: 'Active', price: 110 });
    // Another store's staff cannot ask a price of this store's item (no link, no mail).
    const fresh = await seed();
    const foreign = await call(t, 'POST', '/api/inventories/storeRequestPriceChange', {
      token: other.token,
      body: { inventory: fresh.id, requestedPrice: 90 },
    });
    expect(foreign.status).toBe(404);
    expect(await links().countBy({ inventoryId: fresh.id })).toBe(0);
  });

  it('answers 503 while the store is in maintenance, and the link still works afterwards', async () => {
    const item = await seed({ status: 'StoreRequestPriceChange', requestedPrice: 125 });
    const code = await offer(item);
    await t.dataSource.getRepository(Store).update(world.admin.store.id, { maintenanceMode: true });
    const closed = await answer('accept', code);
    expect(closed.status).toBe(503);
    expect(errorOf(closed.body).message).toBe(apiErrors.storeInMaintenance);
    await t.dataSource.getRepository(Store).update(world.admin.store.id, { maintenanceMode: false });
    expect((await answer('accept', code)).status).toBe(200);
  });

  it('makes the link but mails nobody when the consigner has no email', async () => {
    const consigners = t.dataSource.getRepository(Consigner);
    const silent = await consigners.save(
      consigners.create({
        storeId: world.admin.store.id,
        firstName: 'No',
        lastName: 'Mail',
        email: '',
        phone: '+1 555 0101',
        address: '2 Main St',
        accountId: null,
      }),
    );
    const item = await seed({ consignerId: silent.id });
    await waitForJobs(t.dataSource);
    const jobsBefore = await t.dataSource.getRepository(Job).count();
    expect((await askPrice(item.id, 95)).status).toBe(200);
    expect(await links().countBy({ inventoryId: item.id })).toBe(1);
    expect(await t.dataSource.getRepository(Job).count()).toBe(jobsBefore);
  });

  it('keeps links for the store’s priceLinkDays (1 to 90, a store setting)', async () => {
    const put = (body: unknown) =>
      call(t, 'PUT', `/api/stores/${world.admin.store.id}`, { token: world.admin.token, body });
    for (const priceLinkDays of [0, 91, 2.5]) expect((await put({ priceLinkDays })).status).toBe(400);
    const saved = await put({ priceLinkDays: 3 });
    expect(storeSettingsResponse.parse(saved.body).store.priceLinkDays).toBe(3);
    const item = await seed();
    expect((await askPrice(item.id, 105)).status).toBe(200);
    await codeFromMail(item.id, 'acceptPrice');
    const [link] = await links().findBy({ inventoryId: item.id });
    expect(Math.round((link.expiresAt.getTime() - Date.now()) / DAY_MS)).toBe(3);
    await put({ priceLinkDays: 14 });
  });
});
