import { existsSync } from 'node:fs';
import { mkdir, truncate, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '@shared/contracts/errors';
import { labelDocumentResult, labelsJobResponse, LABEL_SHEET_STOCK } from '@shared/contracts/labels';
import { uploadResponse } from '@shared/contracts/uploads';
import { validation } from '@shared/messages';
import { Inventory } from '../../api/src/inventories/inventory.entity';
import { Job } from '../../api/src/jobs/job.entity';
import { enqueueJob } from '../../api/src/jobs/jobs.service';
import { PrincipalService } from '../../api/src/common/auth/principal.service';
import { LabelFactsService } from '../../api/src/labels/label-facts.service';
import { LabelsService } from '../../api/src/labels/labels.service';
import { ProductGtin } from '../../api/src/products/product-gtin.entity';
import { Product } from '../../api/src/products/product.entity';
import { Store } from '../../api/src/stores/store.entity';
import { call, seedStaff, uploadFile } from '../support/fixtures';
import {
  type InventoryWorld,
  seedInventoryWorld,
  seedWorldItem,
  seedWorldItemsInBulk,
} from '../support/inventory-world';
import { finishedJob } from '../support/jobs';
import { decodePng, ensurePoppler, pdfToPngs } from '../support/label-decode';
import { startTestApp, testEngine, type TestApp } from '../support/test-app';

const MM_TO_PT = 72 / 25.4;
const messages = validation.labels;

/** The pages of a PDF: each page object says `/Type /Page` (the tree's root says `/Pages`). */
const pageCount = (pdf: Buffer) =>
  (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;

/** The images a PDF embeds (the logo; barcodes too if a renderer draws them as pictures). */
const imageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Subtype\s*\/Image/g) ?? []).length;

/** The MediaBox of the first page, in points. */
function mediaBox(pdf: Buffer): { width: number; height: number } {
  const match = /\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(
    pdf.toString('latin1'),
  );
  if (!match) throw new Error('no MediaBox');
  const [x0, y0, x1, y1] = match.slice(1).map(Number);
  return { width: x1 - x0, height: y1 - y0 };
}

function expectSize(pdf: Buffer, size: { width: number; height: number }) {
  const box = mediaBox(pdf);
  expect(box.width).toBeCloseTo(size.width * MM_TO_PT, 1);
  expect(box.height).toBeCloseTo(size.height * MM_TO_PT, 1);
}

describe(`label documents on ${testEngine()}`, () => {
  let t: TestApp;
  let world: InventoryWorld;
  let other: InventoryWorld;

  beforeAll(async () => {
    t = await startTestApp();
    world = await seedInventoryWorld(t, { handle: 'labels-store', productTitle: 'Air Label One' });
    other = await seedInventoryWorld(t, { handle: 'labels-other', productTitle: 'Other Label Pair' });
  });
  afterAll(() => t.close());

  /** The raw answer: documents are bytes, refusals JSON. */
  async function send(method: 'GET' | 'POST', path: string, token: string, body?: unknown) {
    const response = await fetch(`${t.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    return {
      status: response.status,
      headers: response.headers,
      bytes,
      json: () => JSON.parse(bytes.toString('utf8')) as unknown,
    };
  }
  const labels = (body: unknown, token = world.admin.token) => send('POST', '/api/labels', token, body);
  const preview = (query = '', token = world.admin.token) =>
    send('GET', `/api/labels/preview${query}`, token);
  const storeRow = (id = world.admin.store.id) => t.dataSource.getRepository(Store).findOneByOrFail({ id });
  const updateStore = (fields: Partial<Store>, id = world.admin.store.id) =>
    t.dataSource.getRepository(Store).update({ id }, fields as never);

  function expectRefusal(answer: { status: number; json(): unknown }, status: number, message: string) {
    expect(answer.status).toBe(status);
    const { error } = apiErrorBody.parse(answer.json());
    expect(error.message).toBe(message);
    return error;
  }

  async function printedOf(ids: number[]): Promise<boolean[]> {
    const items = t.dataSource.getRepository(Inventory);
    return Promise.all(ids.map(async (id) => (await items.findOneByOrFail({ id })).printed));
  }

  describe('POST /api/labels', () => {
    it('answers the PDF of own items, one page per label on a roll, at the label size', async () => {
      const items = [
        await seedWorldItem(t, world, 'Active', ['Active']),
        await seedWorldItem(t, world, 'Active', ['Active']),
        await seedWorldItem(t, world, 'Pending', []),
      ];
      const answer = await labels({ inventories: items.map((item) => item.id), format: 'pdf' });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/pdf');
      expect(answer.headers.get('content-disposition')).toMatch(/filename="labels-labels-store-[\d-]+\.pdf"/);
      expect(answer.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pageCount(answer.bytes)).toBe(3);
      expectSize(answer.bytes, world.admin.store.labelSize);
      // Making labels marks nothing printed: bulkPrintInventory does, once they came out.
      expect(await printedOf(items.map((item) => item.id))).toEqual([false, false, false]);
    });

    it('answers ZPL with one ^XA…^XZ per label, in the order asked (a repeated id is a second label)', async () => {
      const [a, b, c] = [
        await seedWorldItem(t, world, 'Active', ['Active']),
        await seedWorldItem(t, world, 'Active', ['Active']),
        await seedWorldItem(t, world, 'Active', ['Active']),
      ];
      const order = [c, a, b, c];
      const answer = await labels({ inventories: order.map((item) => item.id), format: 'zpl', dpi: 300 });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(answer.headers.get('content-disposition')).toMatch(/filename="labels-labels-store-[\d-]+\.zpl"/);
      const zpl = answer.bytes.toString('utf8');
      const blocks = zpl.match(/\^XA[\s\S]*?\^XZ/g) ?? [];
      expect(blocks).toHaveLength(4);
      blocks.forEach((block, index) => expect(block).toContain(order[index].code));
    });

    it('lays PDF labels on a sheet of label stock when asked', async () => {
      const ids = await seedWorldItemsInBulk(t, world, 30, 'SHEET');
      const answer = await labels({ inventories: ids, format: 'pdf', sheet: 'a4-3x8' });
      expect(answer.status).toBe(200);
      // 30 labels on sheets of 24: two A4 pages.
      expect(pageCount(answer.bytes)).toBe(2);
      expectSize(answer.bytes, LABEL_SHEET_STOCK['a4-3x8'].page);
    });

    it("refuses the whole request when an id is another store's or unknown, rendering nothing", async () => {
      const own = await seedWorldItem(t, world, 'Active', ['Active']);
      const theirs = await seedWorldItem(t, other, 'Active', ['Active']);
      const jobsBefore = await t.dataSource.getRepository(Job).count();
      for (const ids of [
        [own.id, theirs.id],
        [own.id, 987_654],
      ]) {
        const answer = await labels({ inventories: ids, format: 'pdf' });
        const error = expectRefusal(answer, 404, validation.inventoryActions.itemsNotFound);
        expect(Object.keys(error.fields ?? {})).toEqual(['inventories.1']);
        expect(answer.bytes.toString('utf8')).not.toContain(theirs.code);
      }
      expect(await t.dataSource.getRepository(Job).count()).toBe(jobsBefore);
    });

    it('refuses 501 labels with the limit named, and an empty list', async () => {
      const many = Array.from({ length: 501 }, (_, index) => index + 1);
      const tooMany = await labels({ inventories: many, format: 'pdf' });
      const error = expectRefusal(tooMany, 400, 'At most 500 labels can be printed at once.');
      expect(error.fields?.inventories).toBe('At most 500 labels can be printed at once.');
      expect((await labels({ inventories: [], format: 'pdf' })).status).toBe(400);
      expect((await labels({ inventories: [1], format: 'png' })).status).toBe(400);
      expect((await labels({ inventories: [1], format: 'zpl', dpi: 250 })).status).toBe(400);
    });

    it('makes more than 50 labels in a job, with progress, fetched by its starter only', async () => {
      const ids = await seedWorldItemsInBulk(t, world, 51, 'JOB');
      const answer = await labels({ inventories: ids, format: 'pdf', sheet: 'roll' });
      expect(answer.status).toBe(202);
      const { job } = labelsJobResponse.parse(answer.json());
      expect(job.kind).toBe('labels.render');
      const done = await finishedJob(t.dataSource, job.id, 60_000);
      expect(done.status).toBe('succeeded');
      expect(done.progress).toBe(100);
      const result = labelDocumentResult.parse(done.result);
      expect(result).toEqual({ format: 'pdf', count: 51, documentUrl: `/api/labels/documents/${job.id}` });

      const read = await call(t, 'GET', `/api/jobs/${job.id}`, { token: world.admin.token });
      expect(read.body.job).toMatchObject({ status: 'succeeded', progress: 100 });

      const document = await send('GET', result.documentUrl, world.admin.token);
      expect(document.status).toBe(200);
      expect(document.headers.get('content-type')).toBe('application/pdf');
      expect(document.headers.get('content-disposition')).toContain('.pdf');
      expect(pageCount(document.bytes)).toBe(51);

      // Ana works in the same store, but did not start the job; the other store's admin neither.
      for (const token of [world.ana.token, other.admin.token]) {
        const refused = await send('GET', result.documentUrl, token);
        expect(refused.status).toBe(404);
        expect(refused.bytes.subarray(0, 4).toString('latin1')).not.toBe('%PDF');
      }
      expect(await printedOf(ids.slice(0, 3))).toEqual([false, false, false]);
    });

    it('reports progress as the labels are drawn, in order, before the document is written', async () => {
      const ids = await seedWorldItemsInBulk(t, world, 120, 'PROGRESS');
      const principal = await t.app
        .get(PrincipalService)
        .forJob(world.admin.store.id, world.admin.account.id, 424_242);
      if (!principal) throw new Error('no principal');
      const reported: number[] = [];
      const result = await t.app
        .get(LabelsService)
        .renderJob(principal, 424_242, { inventories: ids, format: 'pdf', dpi: 203 }, async (percent) => {
          reported.push(percent);
        });
      expect(result.count).toBe(120);
      expect(reported.length).toBeGreaterThanOrEqual(10);
      expect(reported).toEqual([...reported].sort((a, b) => a - b));
      expect(reported[0]).toBeGreaterThan(0);
      expect(reported.at(-1)).toBeLessThan(100);
      expect(existsSync(join(t.config.dataDir, 'labels', '424242.pdf'))).toBe(true);
    });

    it('deletes a document an hour after its job, on read and when the next job sweeps', async () => {
      const ids = await seedWorldItemsInBulk(t, world, 51, 'TTL');
      const { job } = labelsJobResponse.parse((await labels({ inventories: ids, format: 'zpl' })).json());
      await finishedJob(t.dataSource, job.id, 60_000);
      const file = join(t.config.dataDir, 'labels', `${job.id}.zpl`);
      expect(existsSync(file)).toBe(true);
      await t.dataSource
        .getRepository(Job)
        .update({ id: job.id }, { finishedAt: new Date(Date.now() - 61 * 60 * 1000) });
      const expired = await send('GET', `/api/labels/documents/${job.id}`, world.admin.token);
      expectRefusal(expired, 404, messages.documentGone);
      expect(existsSync(file)).toBe(false);

      // A document nobody came back for: the next labels job sweeps it.
      const stray = join(t.config.dataDir, 'labels', '999999.pdf');
      await mkdir(join(t.config.dataDir, 'labels'), { recursive: true });
      await writeFile(stray, '%PDF-stray');
      const hoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
      await utimes(stray, hoursAgo, hoursAgo);
      const next = labelsJobResponse.parse((await labels({ inventories: ids, format: 'zpl' })).json());
      await finishedJob(t.dataSource, next.job.id, 60_000);
      expect(existsSync(stray)).toBe(false);
      expect(existsSync(join(t.config.dataDir, 'labels', `${next.job.id}.zpl`))).toBe(true);
    });

    it('answers 404 for a document of a job that is not a labels job, or not finished', async () => {
      const mergeLike = await t.dataSource.getRepository(Job).save({
        kind: 'product.merge',
        storeId: world.admin.store.id,
        payload: {},
        status: 'succeeded',
        attempts: 1,
        maxAttempts: 1,
        runAt: new Date(),
        result: { format: 'pdf', count: 1, documentUrl: '/x' },
        progress: 100,
        createdById: world.admin.account.id,
        finishedAt: new Date(),
      });
      expect((await send('GET', `/api/labels/documents/${mergeLike.id}`, world.admin.token)).status).toBe(
        404,
      );
      expect((await send('GET', '/api/labels/documents/abc', world.admin.token)).status).toBe(404);
    });
  });

  describe('the Shopify QR Code (spec 001 §5)', () => {
    let shop: InventoryWorld;
    beforeAll(async () => {
      shop = await seedInventoryWorld(t, { handle: 'labels-shop', productTitle: 'Shop Label Pair' });
      await updateStore(
        {
          labelOptions: ['Shopify QR Code', 'Item Id', 'Price'],
          platform: 'shopify',
          shop: { shop: 'labels-shop.myshopify.com', accessToken: 'shpat_test' },
        },
        shop.admin.store.id,
      );
    });

    it('refuses labels of items without a Shopify ID with the spec message, naming them', async () => {
      const withId = await seedWorldItem(t, shop, 'Active', ['Active'], { shopifyId: '4451' });
      const without = await seedWorldItem(t, shop, 'Active', ['Active']);
      const answer = await labels({ inventories: [withId.id, without.id], format: 'pdf' }, shop.admin.token);
      const error = expectRefusal(answer, 409, messages.missingShopifyId);
      expect(error.fields).toEqual({ 'inventories.1': messages.missingShopifyId });
      expect(await printedOf([withId.id, without.id])).toEqual([false, false]);
    });

    it('prints once the item or its product has one, and when no shop is connected it is left off', async () => {
      const item = await seedWorldItem(t, shop, 'Active', ['Active']);
      await t.dataSource.getRepository(Product).update({ id: shop.product.id }, { shopifyId: '7788' });
      expect((await labels({ inventories: [item.id], format: 'zpl' }, shop.admin.token)).status).toBe(200);
      await t.dataSource.getRepository(Product).update({ id: shop.product.id }, { shopifyId: null });
      await updateStore({ platform: null }, shop.admin.store.id);
      expect((await labels({ inventories: [item.id], format: 'zpl' }, shop.admin.token)).status).toBe(200);
      await updateStore({ platform: 'shopify' }, shop.admin.store.id);
    });

    it('previews without the Shopify QR Code rather than refusing', async () => {
      const item = await seedWorldItem(t, shop, 'Active', ['Active']);
      const answer = await preview(`?inventory=${item.id}`, shop.admin.token);
      expect(answer.status).toBe(200);
      expect(pageCount(answer.bytes)).toBe(1);
    });
  });

  describe('labels scan back to their items', () => {
    it("the PDF's barcode carries the item code and its QR code the catalogue link", async () => {
      ensurePoppler();
      const scan = await seedInventoryWorld(t, { handle: 'labels-scan', productTitle: 'Scan Pair' });
      await updateStore(
        {
          labelOptions: ['QR Code', 'Item Id', 'Price'],
          customBarcode: 'CODE',
          labelSize: { width: 70, height: 35 },
          shopifyTrackingParams: [{ param: 'utm_source', value: 'label' }],
        },
        scan.admin.store.id,
      );
      const items = [
        await seedWorldItem(t, scan, 'Active', ['Active']),
        await seedWorldItem(t, scan, 'Active', ['Active']),
      ];
      const answer = await labels(
        { inventories: items.map((item) => item.id), format: 'pdf' },
        scan.admin.token,
      );
      expect(answer.status).toBe(200);
      const pages = pdfToPngs(answer.bytes);
      expect(pages).toHaveLength(2);
      for (const [index, page] of pages.entries()) {
        const texts = (await decodePng(page)).map((result) => result.text);
        expect(texts).toContain(items[index].code);
        const link = texts.find((text) => text.includes('/catalogue/'));
        expect(link, JSON.stringify(texts)).toBeDefined();
        const url = new URL(link as string);
        expect(url.pathname).toBe('/catalogue/labels-scan');
        expect(url.searchParams.get('item')).toBe(items[index].code);
        expect(url.searchParams.get('utm_source')).toBe('label');
      }
    });
  });

  describe('the facts a label shows', () => {
    it("gathers the item's product, size GTIN, consigner, place, price and links", async () => {
      const store = world.admin.store.id;
      await t.dataSource.getRepository(ProductGtin).save([
        { storeId: store, productId: world.product.id, size: '10', gtin: '0012345678905' },
        { storeId: store, productId: world.product.id, size: '11', gtin: '4006381333931' },
      ]);
      await updateStore({
        shopifyTrackingParams: [{ param: 'utm_source', value: 'label' }],
        platform: 'shopify',
        shop: { shop: 'labels-store.myshopify.com', accessToken: 'x' },
        customShopifyUrl: 'https://kicks.example/',
      });
      const item = await seedWorldItem(t, world, 'Active', ['Active'], {
        option1Value: '11',
        price: 249.5,
        payoutFee: 24.95,
        shopifyId: '9001',
      });
      const [label] = await t.app.get(LabelFactsService).ofItems(await storeRow(), [item.id]);
      expect(label.facts).toMatchObject({
        itemId: item.id,
        code: item.code,
        title: 'Air Label One',
        sku: world.product.sku,
        size: '11',
        gtin: '4006381333931',
        price: 249.5,
        currency: 'USD',
        consignerId: world.consigner.id,
        consignerName: 'Ada Lovelace',
        payoutFee: 24.95,
        subLocation: 'Shelf A',
        shopifyId: '9001',
        shopifyUrl: 'https://kicks.example/products/9001?utm_source=label',
      });
      const catalogue = new URL(label.facts.catalogueUrl);
      expect(catalogue.pathname).toBe('/catalogue/labels-store');
      expect(catalogue.searchParams.get('item')).toBe(item.code);
      expect(catalogue.searchParams.get('utm_source')).toBe('label');
      expect(catalogue.origin).toBe(new URL(t.config.publicUrl).origin);

      // On its own domain, the store's catalogue is there.
      await updateStore({ domain: 'kicks.example', platform: null, shop: null, customShopifyUrl: null });
      const [own] = await t.app.get(LabelFactsService).ofItems(await storeRow(), [item.id]);
      expect(new URL(own.facts.catalogueUrl).host).toBe('kicks.example');
      expect(own.facts.shopifyUrl).toBeNull();
      await updateStore({ domain: null, shopifyTrackingParams: [] });
    });
  });

  describe('the logo', () => {
    let logoWorld: InventoryWorld;
    let logoFile: string;
    beforeAll(async () => {
      logoWorld = await seedInventoryWorld(t, { handle: 'labels-logo', productTitle: 'Logo Pair' });
      const png = await sharp({
        create: { width: 60, height: 30, channels: 3, background: { r: 10, g: 10, b: 10 } },
      })
        .png()
        .toBuffer();
      const uploaded = await uploadFile(t, logoWorld.admin.token, png);
      expect(uploaded.status).toBe(201);
      const { url } = uploadResponse.parse(await uploaded.json());
      logoFile = join(t.config.uploadDir, url.replace('/uploads/', ''));
      await updateStore(
        { logo: `https://labels-logo.example${url}`, labelOptions: ['Logo', 'Item Id', 'Price'] },
        logoWorld.admin.store.id,
      );
    });

    /** The label's images when the store has no logo: what a label draws besides it. */
    async function imagesWithoutLogo(itemId: number): Promise<number> {
      const { logo } = await storeRow(logoWorld.admin.store.id);
      await updateStore({ logo: null }, logoWorld.admin.store.id);
      const answer = await labels({ inventories: [itemId], format: 'pdf' }, logoWorld.admin.token);
      await updateStore({ logo }, logoWorld.admin.store.id);
      return imageCount(answer.bytes);
    }

    it('draws the uploaded logo read from storage', async () => {
      const item = await seedWorldItem(t, logoWorld, 'Active', ['Active']);
      const answer = await labels({ inventories: [item.id], format: 'pdf' }, logoWorld.admin.token);
      expect(answer.status).toBe(200);
      expect(imageCount(answer.bytes)).toBe((await imagesWithoutLogo(item.id)) + 1);
    });

    it('refuses with a clear message when the logo cannot be read, marking nothing printed', async () => {
      const item = await seedWorldItem(t, logoWorld, 'Active', ['Active']);
      await truncate(logoFile, 40);
      const answer = await labels({ inventories: [item.id], format: 'pdf' }, logoWorld.admin.token);
      expectRefusal(answer, 409, messages.logoUnreadable);
      expect(await printedOf([item.id])).toEqual([false]);

      // A logo that broke after the request was queued: the job ends dead at once with the reason.
      const ids = await seedWorldItemsInBulk(t, logoWorld, 51, 'BROKEN');
      const queued = await t.dataSource.transaction((manager) =>
        enqueueJob(manager, {
          kind: 'labels.render',
          storeId: logoWorld.admin.store.id,
          payload: { inventories: ids, format: 'pdf', dpi: 203 },
          createdById: logoWorld.admin.account.id,
          maxAttempts: 2,
        }),
      );
      const dead = await finishedJob(t.dataSource, queued.id, 60_000);
      expect(dead).toMatchObject({ status: 'dead', attempts: 1, lastError: messages.logoUnreadable });
      expect(existsSync(join(t.config.dataDir, 'labels', `${queued.id}.pdf`))).toBe(false);
      expect(await printedOf(ids.slice(0, 3))).toEqual([false, false, false]);

      // A label that leaves the logo off is not stopped by it.
      await updateStore({ labelOptions: ['Item Id', 'Price'] }, logoWorld.admin.store.id);
      const without = await labels({ inventories: [item.id], format: 'pdf' }, logoWorld.admin.token);
      expect(without.status).toBe(200);
      await updateStore({ labelOptions: ['Logo', 'Item Id', 'Price'] }, logoWorld.admin.store.id);
    });

    it('draws no logo from an address that is not an upload of this store, and fetches nothing', async () => {
      const item = await seedWorldItem(t, logoWorld, 'Active', ['Active']);
      const theirs = await uploadFile(
        t,
        other.admin.token,
        await sharp({
          create: { width: 20, height: 20, channels: 3, background: { r: 0, g: 0, b: 0 } },
        })
          .png()
          .toBuffer(),
      );
      const { url } = uploadResponse.parse(await theirs.json());
      const baseline = await imagesWithoutLogo(item.id);
      for (const logo of [`https://cdn.example${url}`, 'http://127.0.0.1:9/logo.png']) {
        await updateStore({ logo }, logoWorld.admin.store.id);
        const answer = await labels({ inventories: [item.id], format: 'pdf' }, logoWorld.admin.token);
        expect(answer.status).toBe(200);
        expect(imageCount(answer.bytes)).toBe(baseline);
      }
    });
  });

  describe('GET /api/labels/preview', () => {
    it("draws the store's newest item at the saved size, one page", async () => {
      await seedWorldItem(t, world, 'Active', ['Active']);
      const answer = await preview();
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/pdf');
      expect(pageCount(answer.bytes)).toBe(1);
      expectSize(answer.bytes, (await storeRow()).labelSize);
    });

    it('draws the unsaved settings of the query', async () => {
      const item = await seedWorldItem(t, world, 'Active', ['Active']);
      const query = `?inventory=${item.id}&width=80&height=40&options=Logo,SKU,Price&layout=compact&customBarcode=SKU`;
      const answer = await preview(query);
      expect(answer.status).toBe(200);
      expectSize(answer.bytes, { width: 80, height: 40 });
      const sheet = await preview('?sheet=letter-3x10');
      expect(sheet.status).toBe(200);
      expect(pageCount(sheet.bytes)).toBe(1);
      expectSize(sheet.bytes, LABEL_SHEET_STOCK['letter-3x10'].cell);
    });

    it('draws a sample label for a store with no items yet', async () => {
      const empty = await seedInventoryWorld(t, { handle: 'labels-empty', productTitle: 'Unused' });
      const answer = await preview('', empty.admin.token);
      expect(answer.status).toBe(200);
      expect(pageCount(answer.bytes)).toBe(1);
    });

    it('refuses sizes outside the limits with the limit named, and unknown elements or parameters', async () => {
      expectRefusal(await preview('?width=200'), 400, 'Width must be between 25 and 150 mm.');
      expectRefusal(await preview('?height=5'), 400, 'Height must be between 10 and 100 mm.');
      expectRefusal(await preview('?options=Logo,Hologram'), 400, messages.unknownElement('Hologram'));
      expect((await preview('?colour=red')).status).toBe(400);
      const theirs = await seedWorldItem(t, other, 'Active', ['Active']);
      expect((await preview(`?inventory=${theirs.id}`)).status).toBe(404);
    });
  });

  describe('access', () => {
    it('refuses staff without Inventory; Settings may preview only', async () => {
      const item = await seedWorldItem(t, world, 'Active', ['Active']);
      const clerk = await seedStaff(t, world.admin.store, { role: 'Employee', accessControls: ['Products'] });
      expect((await labels({ inventories: [item.id], format: 'pdf' }, clerk.token)).status).toBe(403);
      expect((await preview('', clerk.token)).status).toBe(403);
      expect((await send('GET', '/api/labels/documents/1', clerk.token)).status).toBe(403);

      const manager = await seedStaff(t, world.admin.store, {
        role: 'Employee',
        accessControls: ['Settings'],
      });
      expect((await preview('', manager.token)).status).toBe(200);
      expect((await labels({ inventories: [item.id], format: 'pdf' }, manager.token)).status).toBe(403);

      const counter = await seedStaff(t, world.admin.store, {
        role: 'Employee',
        accessControls: ['Inventory'],
      });
      expect((await labels({ inventories: [item.id], format: 'pdf' }, counter.token)).status).toBe(200);
    });
  });

  describe('POST /api/inventories/bulkPrintInventory', () => {
    const bulkPrint = (inventories: number[]) =>
      call(t, 'POST', '/api/inventories/bulkPrintInventory', {
        token: world.admin.token,
        body: { inventories },
      });

    it('marks only the items given', async () => {
      const [a, b, untouched] = [
        await seedWorldItem(t, world, 'Active', ['Active']),
        await seedWorldItem(t, world, 'Active', ['Active']),
        await seedWorldItem(t, world, 'Active', ['Active']),
      ];
      expect((await bulkPrint([a.id, b.id])).status).toBe(200);
      expect(await printedOf([a.id, b.id, untouched.id])).toEqual([true, true, false]);
    });

    it("refuses a list with another store's item and marks none of it", async () => {
      const own = await seedWorldItem(t, world, 'Active', ['Active']);
      const theirs = await seedWorldItem(t, other, 'Active', ['Active']);
      const answer = await bulkPrint([own.id, theirs.id]);
      expect(answer.status).toBe(404);
      expect(await printedOf([own.id, theirs.id])).toEqual([false, false]);
    });
  });
});
