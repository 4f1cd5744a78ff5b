import { In } from 'typeorm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '@shared/contracts/errors';
import {
  lowestVariantPricesResponse,
  mergeProductsResponse,
  productDetailResponse,
  productMergeResult,
  productResponse,
  productsResponse,
  submittedProductsResponse,
} from '@shared/contracts/products';
import { UPLOAD_MAX_BYTES, uploadResponse } from '@shared/contracts/uploads';
import { type InventoryStatus } from '@shared/domain/inventory-status';
import { normalizeSku, productIdOfSkuTaken } from '@shared/domain/sku';
import { jobResponse } from '@shared/contracts/jobs';
import { ordersResponse } from '@shared/contracts/orders';
import { notices, productMergeMessages, validation } from '@shared/messages';
import { DEFAULT_PRODUCT_TEMPLATE } from '../../api/src/product-templates/default-template';
import { ProductTemplate } from '../../api/src/product-templates/product-template.entity';
import { ProductGtin } from '../../api/src/products/product-gtin.entity';
import { Inventory } from '../../api/src/inventories/inventory.entity';
import { JobWorker } from '../../api/src/jobs/job-worker';
import { Product } from '../../api/src/products/product.entity';
import { Upload } from '../../api/src/uploads/upload.entity';
import {
  call,
  seedInventoryItem,
  seedStaff,
  seedStoreWithStaff,
  type SeededStaff,
  uploadFile,
} from '../support/fixtures';
import { eventually, finishedJob } from '../support/jobs';
import { seedOrder } from '../support/order-world';
import { startTestApp, testEngine, type TestApp } from '../support/test-app';

const messages = validation.product;

/** A real 1×1 PNG (RGBA), as sharp encodes it: uploads are decoded in full, a signature is not enough. */
let PNG: Buffer;

describe(`products and uploads on ${testEngine()}`, () => {
  let t: TestApp;
  let admin: SeededStaff;
  let other: SeededStaff;
  let template: ProductTemplate;
  let otherTemplate: ProductTemplate;

  const addTemplate = (store: SeededStaff) =>
    t.dataSource
      .getRepository(ProductTemplate)
      .save(
        t.dataSource
          .getRepository(ProductTemplate)
          .create({ ...DEFAULT_PRODUCT_TEMPLATE, storeId: store.store.id }),
      );
  const valid = (overrides: Record<string, unknown> = {}) => ({
    title: 'Nike Dunk Low Panda',
    brand: 'Nike',
    category: 'Sneakers',
    sku: 'DD1391-100',
    gender: 'Men',
    image: '/uploads/prod-store123456.png',
    imageList: ['https://cdn.example.com/a.jpg'],
    productTemplateId: template.id,
    stockXId: 'dunk-low-panda',
    GTIN: [{ size: '10', gtin: '4006381333931' }],
    ...overrides,
  });
  const create = async (token: string, overrides: Record<string, unknown> = {}) => {
    const { status, body } = await call(t, 'POST', '/api/products', { token, body: valid(overrides) });
    expect({ status, body }).toMatchObject({ status: 201 });
    return productResponse.parse(body).product;
  };
  const upload = (token: string | undefined, bytes: Buffer, options: Parameters<typeof uploadFile>[3] = {}) =>
    uploadFile(t, token, bytes, options);

  beforeAll(async () => {
    PNG = await sharp({ create: { width: 1, height: 1, channels: 4, background: '#c00' } })
      .png()
      .toBuffer();
    t = await startTestApp();
    admin = await seedStoreWithStaff(t, { handle: 'prod-store' });
    other = await seedStoreWithStaff(t, { handle: 'prod-other' });
    template = await addTemplate(admin);
    otherTemplate = await addTemplate(other);
  });
  afterAll(() => t.close());

  it('creates, reads and updates a product with its GTINs', async () => {
    const product = await create(admin.token);
    expect(product).toMatchObject({
      storeId: admin.store.id,
      title: 'Nike Dunk Low Panda',
      sku: 'DD1391-100',
      imageList: ['https://cdn.example.com/a.jpg'],
      GTIN: [{ size: '10', gtin: '4006381333931' }],
      stockXId: 'dunk-low-panda',
      shopifyId: null,
      year: null,
      isSubmitted: false,
    });
    const row = await t.dataSource.getRepository(Product).findOneByOrFail({ id: product.id });
    expect(row.normalizedSku).toBe('dd1391100');

    const one = await call(t, 'GET', `/api/products/${product.id}`, { token: admin.token });
    expect(one.status).toBe(200);
    expect(productDetailResponse.parse(one.body)).toMatchObject({
      product: { id: product.id },
      duplicateProducts: [],
    });

    const updated = await call(t, 'PUT', `/api/products/${product.id}`, {
      token: admin.token,
      body: valid({
        title: 'Dunk Low Panda',
        year: '2021',
        color: 'White/Black',
        shopifyId: '123',
        GTIN: [
          { size: '9', gtin: '036000291452' },
          { size: '10', gtin: '4006381333931' },
        ],
      }),
    });
    expect(updated.status).toBe(200);
    expect(productResponse.parse(updated.body).product).toMatchObject({
      title: 'Dunk Low Panda',
      year: '2021',
      color: 'White/Black',
      shopifyId: '123',
    });
    const gtins = await t.dataSource.getRepository(ProductGtin).find({ where: { productId: product.id } });
    expect(gtins.map((gtin) => gtin.gtin).sort()).toEqual(['036000291452', '4006381333931']);

    // PUT replaces the list: an empty list removes every GTIN.
    await call(t, 'PUT', `/api/products/${product.id}`, { token: admin.token, body: valid({ GTIN: [] }) });
    expect(await t.dataSource.getRepository(ProductGtin).countBy({ productId: product.id })).toBe(0);
  });

  it('answers each validation message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ image: '' }, 'image', messages.imageRequired],
      [{ image: undefined }, 'image', messages.imageRequired],
      [{ image: 'javascript:alert(1)' }, 'image', messages.imageInvalid],
      [{ title: ' ' }, 'title', messages.titleRequired],
      [{ sku: '' }, 'sku', messages.skuRequired],
      [{ brand: undefined }, 'brand', messages.brandRequired],
      [{ category: '' }, 'category', messages.categoryRequired],
      [{ gender: '' }, 'gender', messages.genderRequired],
      [{ productTemplateId: undefined }, 'productTemplateId', messages.templateRequired],
      [
        { GTIN: [{ size: '9', gtin: '4006381333932' }] },
        'GTIN.0.gtin',
        messages.gtinInvalid('4006381333932'),
      ],
      [
        {
          GTIN: [
            { size: '9', gtin: '036000291452' },
            { size: '10', gtin: '036000291452' },
          ],
        },
        'GTIN.1.gtin',
        messages.gtinListedTwice('036000291452'),
      ],
      // Refused with the field and the limit, never cut (issue 12).
      [{ title: 'x'.repeat(600) }, 'title', 'Title must be at most 255 characters'],
      [{ sku: 'S'.repeat(101) }, 'sku', 'SKU must be at most 100 characters'],
      [{ year: '21' }, 'year', messages.yearFormat],
      [{ year: '2021a' }, 'year', messages.yearFormat],
      [{ productTemplateId: 'one' }, 'productTemplateId', messages.templateRequired],
    ];
    for (const [overrides, field, message] of cases) {
      const { status, body } = await call(t, 'POST', '/api/products', {
        token: admin.token,
        body: valid(overrides),
      });
      expect({ field, status }).toEqual({ field, status: 400 });
      expect(apiErrorBody.parse(body).error.fields?.[field]).toBe(message);
    }
    // A template of another store is not this store's.
    const foreign = await call(t, 'POST', '/api/products', {
      token: admin.token,
      body: valid({ productTemplateId: otherTemplate.id, GTIN: [] }),
    });
    expect(foreign.status).toBe(400);
    expect(apiErrorBody.parse(foreign.body).error).toMatchObject({
      message: messages.templateNotFound,
      fields: { productTemplateId: messages.templateNotFound },
    });
    expect(await t.dataSource.getRepository(Product).countBy({ productTemplateId: otherTemplate.id })).toBe(
      0,
    );
  });

  it('keeps a GTIN unique within the store, naming the product that has it', async () => {
    const owner = await create(admin.token, {
      title: 'GTIN Owner',
      sku: 'OWN-1',
      GTIN: [{ size: '8', gtin: '96385074' }],
    });
    const taken = await call(t, 'POST', '/api/products', {
      token: admin.token,
      body: valid({ title: 'Second', sku: 'SEC-1', GTIN: [{ size: '8', gtin: '96385074' }] }),
    });
    expect(taken.status).toBe(409);
    expect(apiErrorBody.parse(taken.body).error.message).toBe(messages.gtinTaken('96385074', 'GTIN Owner'));
    expect(await t.dataSource.getRepository(Product).countBy({ storeId: admin.store.id, sku: 'SEC-1' })).toBe(
      0,
    );

    // PUT of the owner keeping its own GTIN is fine; another product taking it is not.
    const keep = await call(t, 'PUT', `/api/products/${owner.id}`, {
      token: admin.token,
      body: valid({ title: 'GTIN Owner', sku: 'OWN-1', GTIN: [{ size: '8.5', gtin: '96385074' }] }),
    });
    expect(keep.status).toBe(200);
    const second = await create(admin.token, { title: 'Second', sku: 'SEC-2', GTIN: [] });
    const steal = await call(t, 'PUT', `/api/products/${second.id}`, {
      token: admin.token,
      body: valid({ title: 'Second', sku: 'SEC-2', GTIN: [{ size: '8', gtin: '96385074' }] }),
    });
    expect(steal.status).toBe(409);

    // Another store may use the same GTIN.
    const elsewhere = await call(t, 'POST', '/api/products', {
      token: other.token,
      body: valid({ productTemplateId: otherTemplate.id, GTIN: [{ size: '8', gtin: '96385074' }] }),
    });
    expect(elsewhere.status).toBe(201);
  });

  it('refuses a SKU another product of the store has, naming and linking it; other stores may reuse it', async () => {
    const owner = await create(admin.token, { title: 'Sku Owner', sku: 'UNQ-100', GTIN: [] });
    for (const sku of ['UNQ-100', 'unq 100', 'UNQ100']) {
      const { status, body } = await call(t, 'POST', '/api/products', {
        token: admin.token,
        body: valid({ title: 'Sku Copy', sku, GTIN: [] }),
      });
      expect(status).toBe(409);
      const { error } = apiErrorBody.parse(body);
      expect(error.message).toBe(messages.skuTaken('UNQ-100', 'Sku Owner', owner.id));
      expect(error.fields).toEqual({ sku: error.message });
      expect(productIdOfSkuTaken(error.fields?.sku ?? '')).toBe(owner.id);
    }
    const second = await create(admin.token, { title: 'Sku Other', sku: 'UNQ-200', GTIN: [] });
    const renamed = await call(t, 'PUT', `/api/products/${second.id}`, {
      token: admin.token,
      body: valid({ title: 'Sku Other', sku: 'UNQ-100', GTIN: [] }),
    });
    expect(renamed.status).toBe(409);
    // Saving a product with its own SKU is no conflict.
    const kept = await call(t, 'PUT', `/api/products/${owner.id}`, {
      token: admin.token,
      body: valid({ title: 'Sku Owner 2', sku: 'UNQ-100', GTIN: [] }),
    });
    expect(kept.status).toBe(200);
    const elsewhere = await call(t, 'POST', '/api/products', {
      token: other.token,
      body: valid({ title: 'Sku Elsewhere', sku: 'UNQ-100', GTIN: [], productTemplateId: otherTemplate.id }),
    });
    expect(elsewhere.status).toBe(201);
  });

  it('lists products with the same normalised SKU as duplicates', async () => {
    const first = await create(admin.token, { title: 'Dup A', sku: 'CW2288-111', GTIN: [] });
    // Duplicates from before SKUs were unique (issue 12): written straight to the table.
    const legacy = (title: string, sku: string) =>
      t.dataSource.getRepository(Product).save({
        ...valid({ title, sku }),
        GTIN: undefined,
        storeId: admin.store.id,
        normalizedSku: normalizeSku(sku),
      });
    const second = await legacy('Dup B', 'cw2288 111');
    const third = await legacy('Dup C', 'CW2288111');
    await create(other.token, {
      title: 'Dup Other',
      sku: 'CW2288-111',
      productTemplateId: otherTemplate.id,
      GTIN: [],
    });
    const { body } = await call(t, 'GET', `/api/products/${first.id}`, { token: admin.token });
    expect(productDetailResponse.parse(body).duplicateProducts).toEqual([
      { id: second.id, image: second.image, title: 'Dup B', sku: 'cw2288 111' },
      { id: third.id, image: third.image, title: 'Dup C', sku: 'CW2288111' },
    ]);
  });

  it('merges a product into another: GTINs move, the source is removed', async () => {
    const from = await create(admin.token, {
      title: 'Merge From',
      sku: 'MRG-1',
      GTIN: [{ size: '9', gtin: '10012345678902' }],
    });
    const to = await create(admin.token, {
      title: 'Merge To',
      sku: 'MRG-2',
      GTIN: [{ size: '10', gtin: '0194501089418' }],
    });

    const item = (status: 'Active' | 'Sold') =>
      seedInventoryItem(t.dataSource, {
        storeId: admin.store.id,
        productId: from.id,
        productTemplateId: template.id,
        status,
      });
    const items = [await item('Active'), await item('Sold')];
    await seedOrder(t, admin.store.id, { lines: [{ item: items[1] }] });

    const same = await call(t, 'POST', '/api/products/merge', {
      token: admin.token,
      body: { fromProductId: from.id, toProductId: from.id },
    });
    expect(same.status).toBe(400);
    expect(apiErrorBody.parse(same.body).error.message).toBe(messages.mergeIntoItself);

    const merged = await call(t, 'POST', '/api/products/merge', {
      token: admin.token,
      body: { fromProductId: from.id, toProductId: to.id },
    });
    expect(merged.status).toBe(200);
    const { message, jobId } = mergeProductsResponse.parse(merged.body);
    expect(message).toBe(notices.mergingProduct);
    // In the background: its result is the merge job's, for the account that asked.
    const job = await eventually('the merge job to finish', async () => {
      const view = jobResponse.parse(
        (await call(t, 'GET', `/api/jobs/${jobId}`, { token: admin.token })).body,
      );
      return view.job.status === 'queued' || view.job.status === 'running' ? undefined : view.job;
    });
    expect(job).toMatchObject({ kind: 'product.merge', status: 'succeeded', error: null });
    expect(productMergeResult.parse(job.result)).toEqual({ items: 2, gtins: 1 });
    expect(await t.dataSource.getRepository(Product).countBy({ id: from.id })).toBe(0);
    const gtins = await t.dataSource
      .getRepository(ProductGtin)
      .find({ where: { storeId: admin.store.id, productId: to.id } });
    expect(gtins.map((gtin) => gtin.gtin).sort()).toEqual(['0194501089418', '10012345678902']);
    // Every item of the source, whatever its status, now belongs to the target.
    const moved = await t.dataSource.getRepository(Inventory).findBy({ id: In(items.map((row) => row.id)) });
    expect(moved.map((row) => row.productId)).toEqual([to.id, to.id]);
    // Its sale with it: /findOrders finds it by the target's SKU.
    const sold = ordersResponse.parse(
      (await call(t, 'GET', '/api/orders?search=MRG-2', { token: admin.token })).body,
    );
    expect(sold.rows.map((row) => row.inventoryId)).toEqual([items[1].id]);
    expect((await call(t, 'GET', `/api/products/${from.id}`, { token: admin.token })).status).toBe(404);
  });

  it('queues a merge once per source, and keeps why it failed when the target went away first', async () => {
    const from = await create(admin.token, { title: 'Late From', sku: 'LATE-1', GTIN: [] });
    const to = await create(admin.token, { title: 'Late To', sku: 'LATE-2', GTIN: [] });
    const elsewhere = await create(admin.token, { title: 'Late Elsewhere', sku: 'LATE-3', GTIN: [] });
    const worker = t.app.get(JobWorker);
    await worker.stop();
    const merge = (toProductId: number) =>
      call(t, 'POST', '/api/products/merge', {
        token: admin.token,
        body: { fromProductId: from.id, toProductId },
      });
    const first = mergeProductsResponse.parse((await merge(to.id)).body);
    // The source is already waiting to be merged: the same job answers.
    expect(mergeProductsResponse.parse((await merge(elsewhere.id)).body).jobId).toBe(first.jobId);
    await t.dataSource.getRepository(Product).delete(to.id);
    worker.start();

    const job = await finishedJob(t.dataSource, first.jobId);
    expect(job).toMatchObject({ status: 'dead', attempts: 1, lastError: productMergeMessages.targetGone });
    const { body } = await call(t, 'GET', `/api/jobs/${first.jobId}`, { token: admin.token });
    expect(jobResponse.parse(body).job).toMatchObject({
      status: 'dead',
      error: productMergeMessages.targetGone,
    });
    expect(await t.dataSource.getRepository(Product).countBy({ id: from.id })).toBe(1);
  });

  it('answers the lowest price and stock per variant from Active inventory', async () => {
    const product = await create(admin.token, { sku: 'LOW-1', GTIN: [] });
    const item = (
      option1Value: string,
      option2Value: string,
      price: number,
      status: InventoryStatus = 'Active',
    ) =>
      seedInventoryItem(t.dataSource, {
        storeId: admin.store.id,
        productId: product.id,
        productTemplateId: template.id,
        option1Value,
        option2Value,
        price,
        status,
      });
    await item('10.5', 'New', 250);
    await item('10.5', 'New', 199.99);
    await item('9', 'Used', 120);
    await item('9', 'New', 80, 'Sold');
    const { status, body } = await call(t, 'GET', `/api/products/lowestVariantPrices/${product.id}`, {
      token: admin.token,
    });
    expect(status).toBe(200);
    expect(lowestVariantPricesResponse.parse(body).prices).toEqual([
      { key: '9 / Used', qty: 1, price: 120 },
      { key: '10.5 / New', qty: 2, price: 199.99 },
    ]);
  });

  it('refuses a merge across stores and leaves both stores unchanged', async () => {
    const mine = await create(admin.token, { title: 'Mine', sku: 'X-MINE', GTIN: [] });
    const theirs = await create(other.token, {
      title: 'Theirs',
      sku: 'X-THEIRS',
      productTemplateId: otherTemplate.id,
      GTIN: [{ size: '9', gtin: '036000291452' }],
    });
    for (const body of [
      { fromProductId: theirs.id, toProductId: mine.id },
      { fromProductId: mine.id, toProductId: theirs.id },
    ]) {
      expect((await call(t, 'POST', '/api/products/merge', { token: admin.token, body })).status).toBe(404);
    }
    expect(await t.dataSource.getRepository(Product).countBy({ id: In([mine.id, theirs.id]) })).toBe(2);
    expect(await t.dataSource.getRepository(ProductGtin).countBy({ productId: theirs.id })).toBe(1);
  });

  it('searches title, SKU and brand with paging and a count', async () => {
    const store = await seedStoreWithStaff(t, { handle: 'prod-search' });
    const storeTemplate = await addTemplate(store);
    const repository = t.dataSource.getRepository(Product);
    await repository.save(
      Array.from({ length: 25 }, (_, index) =>
        repository.create({
          storeId: store.store.id,
          title: `Runner ${String(index).padStart(2, '0')}`,
          brand: index % 5 === 0 ? 'Asics' : 'Hoka',
          category: 'Sneakers',
          sku: `RN-${index}00`,
          normalizedSku: `rn${index}00`,
          gender: 'Men',
          image: null,
          imageList: [],
          productTemplateId: storeTemplate.id,
        }),
      ),
    );
    const page = async (query: string) => {
      const { status, body } = await call(t, 'GET', `/api/products${query}`, { token: store.token });
      expect(status).toBe(200);
      return productsResponse.parse(body);
    };
    const first = await page('');
    expect(first.count).toBe(25);
    expect(first.products).toHaveLength(10);
    expect(first.products[0].title).toBe('Runner 00');
    const third = await page('?page=3&pageSize=10');
    expect(third.products.map((product) => product.title)).toEqual([
      'Runner 20',
      'Runner 21',
      'Runner 22',
      'Runner 23',
      'Runner 24',
    ]);
    // Past the last page: no products, and still the count.
    expect(await page('?page=4')).toEqual({ products: [], count: 25 });
    expect((await page('?pageSize=20')).products).toHaveLength(20);
    expect(await page('?search=asics')).toMatchObject({ count: 5 });
    expect(await page('?search=asics&page=2')).toEqual({ products: [], count: 5 });
    expect(await page('?search=nothing-like-it')).toEqual({ products: [], count: 0 });
    expect((await page('?search=runner 1')).count).toBe(10);
    // SKU search ignores case, spaces and dashes.
    expect((await page('?search=rn 1200')).products.map((product) => product.title)).toEqual(['Runner 12']);
    expect((await page('?search=100%25')).count).toBe(0);
    expect((await call(t, 'GET', '/api/products?pageSize=7', { token: store.token })).status).toBe(400);
    // Another store's products never show.
    expect((await call(t, 'GET', '/api/products?search=Runner', { token: admin.token })).body.count).toBe(0);
  });

  it('lists submitted products only', async () => {
    const submitted = await create(admin.token, { title: 'Submitted One', sku: 'SUB-1', GTIN: [] });
    await t.dataSource.getRepository(Product).update({ id: submitted.id }, { isSubmitted: true });
    await create(admin.token, { title: 'Submitted Not', sku: 'SUB-2', GTIN: [] });
    const { status, body } = await call(t, 'GET', '/api/products/submittedProducts?search=Submitted', {
      token: admin.token,
    });
    expect(status).toBe(200);
    expect(submittedProductsResponse.parse(body).products.map((product) => product.title)).toEqual([
      'Submitted One',
    ]);
    const otherStore = await call(t, 'GET', '/api/products/submittedProducts', { token: other.token });
    expect(submittedProductsResponse.parse(otherStore.body).products).toEqual([]);
  });

  it('refuses a resync while no commerce platform is connected, and has no variant prices yet', async () => {
    const product = await create(admin.token, { title: 'Resync', sku: 'RS-1', GTIN: [] });
    const resync = await call(t, 'GET', `/api/products/resync/${product.id}`, { token: admin.token });
    expect(resync.status).toBe(409);
    expect(apiErrorBody.parse(resync.body).error.message).toBe(messages.resyncNoPlatform);
    const prices = await call(t, 'GET', `/api/products/lowestVariantPrices/${product.id}`, {
      token: admin.token,
    });
    expect(prices.status).toBe(200);
    expect(lowestVariantPricesResponse.parse(prices.body)).toEqual({ prices: [] });
    expect((await call(t, 'GET', `/api/products/resync/${product.id}`, { token: other.token })).status).toBe(
      404,
    );
    expect(
      (await call(t, 'GET', `/api/products/lowestVariantPrices/${product.id}`, { token: other.token }))
        .status,
    ).toBe(404);
  });

  it("answers 404 for another store's product and changes nothing", async () => {
    const product = await create(admin.token, {
      title: 'Private',
      sku: 'PRV-1',
      GTIN: [{ size: '7', gtin: '4006381333931' }],
    });
    expect((await call(t, 'GET', `/api/products/${product.id}`, { token: other.token })).status).toBe(404);
    const put = await call(t, 'PUT', `/api/products/${product.id}`, {
      token: other.token,
      body: valid({ title: 'Taken', productTemplateId: otherTemplate.id, GTIN: [] }),
    });
    expect(put.status).toBe(404);
    const row = await t.dataSource.getRepository(Product).findOneByOrFail({ id: product.id });
    expect(row.title).toBe('Private');
    expect(await t.dataSource.getRepository(ProductGtin).countBy({ productId: product.id })).toBe(1);
  });

  it('changes the template only to one with the same option structure', async () => {
    // The store's template has two options (Size, Condition).
    const product = await create(admin.token, { sku: 'STRUCT-1', GTIN: [] });
    const repository = t.dataSource.getRepository(ProductTemplate);
    const base = { ...DEFAULT_PRODUCT_TEMPLATE, storeId: admin.store.id };
    const oneOption = await repository.save(
      repository.create({ ...base, title: 'One option', option2: null, option2Values: null }),
    );
    const twoOptions = await repository.save(
      repository.create({ ...base, title: 'Two options', option2: 'Box', option2Values: ['Yes', 'No'] }),
    );

    const refused = await call(t, 'PUT', `/api/products/${product.id}`, {
      token: admin.token,
      body: valid({ sku: 'STRUCT-1', GTIN: [], productTemplateId: oneOption.id }),
    });
    expect(refused.status).toBe(400);
    expect(apiErrorBody.parse(refused.body).error.fields).toEqual({
      productTemplateId: messages.templateStructureDiffers,
    });
    const unchanged = await t.dataSource.getRepository(Product).findOneByOrFail({ id: product.id });
    expect(unchanged.productTemplateId).toBe(template.id);

    const moved = await call(t, 'PUT', `/api/products/${product.id}`, {
      token: admin.token,
      body: valid({ sku: 'STRUCT-1', GTIN: [], productTemplateId: twoOptions.id }),
    });
    expect(moved.status).toBe(200);
    expect(productResponse.parse(moved.body).product.productTemplateId).toBe(twoOptions.id);
    // A new product may use any template of the store.
    await create(admin.token, { sku: 'STRUCT-2', GTIN: [], productTemplateId: oneOption.id });
    await repository.delete({ id: In([oneOption.id]) }).catch(() => undefined);
  });

  it('refuses staff without Products access (403) and keeps templates in use', async () => {
    const { token } = await seedStaff(t, admin.store, { role: 'Employee', accessControls: ['Orders'] });
    for (const [method, path] of [
      ['GET', '/api/products'],
      ['GET', '/api/products/1'],
      ['GET', '/api/products/submittedProducts'],
      ['GET', '/api/products/resync/1'],
      ['GET', '/api/products/lowestVariantPrices/1'],
    ]) {
      expect({ path, status: (await call(t, method, path, { token })).status }).toEqual({
        path,
        status: 403,
      });
    }
    expect((await call(t, 'POST', '/api/products', { token, body: valid() })).status).toBe(403);
    expect((await call(t, 'PUT', '/api/products/1', { token, body: valid() })).status).toBe(403);
    expect(
      (await call(t, 'POST', '/api/products/merge', { token, body: { fromProductId: 1, toProductId: 2 } }))
        .status,
    ).toBe(403);
    expect((await upload(token, PNG)).status).toBe(403);
    expect(
      await t.dataSource.getRepository(Upload).countBy({ storeId: admin.store.id, size: PNG.length + 1 }),
    ).toBe(0);

    // A template a product uses cannot be deleted.
    await addTemplate(admin);
    const used = await call(t, 'DELETE', `/api/productTemplates/${template.id}`, { token: admin.token });
    expect(used.status).toBe(409);
    expect(apiErrorBody.parse(used.body).error.message).toBe(validation.template.inUse);
  });

  it('uploads a PNG and serves it back with long-lived cache headers', async () => {
    const response = await upload(admin.token, PNG, {
      filename: 'shoe.png',
      type: 'application/octet-stream',
    });
    expect(response.status).toBe(201);
    const { url, publicId } = uploadResponse.parse(await response.json());
    expect(publicId).toMatch(/^prod-store\d{6}$/);
    expect(url).toBe(`/uploads/${publicId}.png`);
    const row = await t.dataSource.getRepository(Upload).findOneByOrFail({ publicId });
    expect(row).toMatchObject({ storeId: admin.store.id, contentType: 'image/png' });

    const served = await fetch(`${t.baseUrl}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('content-type')).toBe('image/png');
    // Stored as encoded again (tests/api/uploads.test.ts): the same picture, not the same bytes.
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(row.size).toBe(bytes.length);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });

    // The declared type does not matter, the bytes do.
    const asJpeg = await upload(other.token, PNG, { filename: 'shoe.jpg', type: 'image/jpeg' });
    expect(asJpeg.status).toBe(201);
    expect(uploadResponse.parse(await asJpeg.json()).url).toMatch(/^\/uploads\/prod-other\d{6}\.png$/);
  });

  it('refuses a text file named x.png (400), a too large file (413) and unknown files (404 JSON)', async () => {
    const text = await upload(admin.token, Buffer.from('just some text'), { filename: 'x.png' });
    expect(text.status).toBe(400);
    expect(apiErrorBody.parse(await text.json()).error.message).toBe(validation.upload.notAnImage);
    // Not multipart, or no part named file: the message says how to send it.
    const json = await call(t, 'POST', '/api/uploads', { token: admin.token, body: {} });
    expect(json.status).toBe(400);
    expect(apiErrorBody.parse(json.body).error.message).toBe(validation.upload.fileRequired);
    const raw = await fetch(`${t.baseUrl}/api/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'image/png' },
      body: new Uint8Array(PNG),
    });
    expect(raw.status).toBe(415);
    const wrongField = await upload(admin.token, PNG, { field: 'image' });
    expect(wrongField.status).toBe(400);
    expect(apiErrorBody.parse(await wrongField.json()).error.message).toBe(validation.upload.fileRequired);

    const big = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES)]);
    const tooLarge = await upload(admin.token, big);
    expect(tooLarge.status).toBe(413);
    expect(apiErrorBody.parse(await tooLarge.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await t.dataSource.getRepository(Upload).countBy({ size: big.length })).toBe(0);

    for (const path of ['/uploads/prod-store000000.png', '/uploads/..%2Fjwt-secret', '/uploads/x.txt']) {
      const missing = await call(t, 'GET', path);
      expect({ path, status: missing.status }).toEqual({ path, status: 404 });
      expect(apiErrorBody.parse(missing.body).error.code).toBe('NOT_FOUND');
    }
  });

  it('reads files only on the upload route and only with a token', async () => {
    const before = await t.dataSource.getRepository(Upload).count();
    expect((await upload(undefined, PNG)).status).toBe(401);
    expect((await upload('not-a-token', PNG)).status).toBe(401);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'shoe.png');
    const elsewhere = await fetch(`${t.baseUrl}/api/products`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}` },
      body: form,
    });
    expect(elsewhere.status).toBe(415);
    expect(apiErrorBody.parse(await elsewhere.json()).error.message).toBe(
      validation.upload.filesOnlyForUploads,
    );
    expect(await t.dataSource.getRepository(Upload).count()).toBe(before);
  });
});
