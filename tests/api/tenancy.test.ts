import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import jwt from 'jsonwebtoken';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_COOKIE_NAME } from '@shared/contracts/auth';
import { apiErrorBody } from '@shared/contracts/errors';
import { Account } from '../../api/src/accounts/account.entity';
import { EmailToken } from '../../api/src/auth/email-token.entity';
import { EmailTokensService } from '../../api/src/auth/email-tokens.service';
import { RefreshToken } from '../../api/src/auth/refresh-token.entity';
import { RefreshTokensService } from '../../api/src/auth/refresh-tokens.service';
import { TokenService } from '../../api/src/common/auth/token.service';
import { PublicFormTokens } from '../../api/src/common/public-forms/form-tokens';
import { Consigner } from '../../api/src/consigners/consigner.entity';
import { ConsignerType } from '../../api/src/consigner-types/consigner-type.entity';
import { Employee } from '../../api/src/employees/employee.entity';
import { DEFAULT_PRODUCT_TEMPLATE } from '../../api/src/product-templates/default-template';
import { ProductTemplate } from '../../api/src/product-templates/product-template.entity';
import { Location } from '../../api/src/locations/location.entity';
import { Inventory } from '../../api/src/inventories/inventory.entity';
import { PriceLinksService } from '../../api/src/inventories/price-links.service';
import { TransactionRunner } from '../../api/src/database/transaction-runner';
import { Job } from '../../api/src/jobs/job.entity';
import { Order } from '../../api/src/orders/order.entity';
import { PayoutConsigner } from '../../api/src/payouts/payout-consigner.entity';
import { Payout } from '../../api/src/payouts/payout.entity';
import { enqueueJob } from '../../api/src/jobs/jobs.service';
import { ProductGtin } from '../../api/src/products/product-gtin.entity';
import { Product } from '../../api/src/products/product.entity';
import { Reservation } from '../../api/src/reservations/reservation.entity';
import { OrderPayment } from '../../api/src/orders/order-payment.entity';
import { BankDetailReveal } from '../../api/src/payouts/bank-detail-reveal.entity';
import { PayoutItem } from '../../api/src/payouts/payout-item.entity';
import { ScanItem } from '../../api/src/scans/scan-item.entity';
import { Scan } from '../../api/src/scans/scan.entity';
import { Upload } from '../../api/src/uploads/upload.entity';
import { SubLocation } from '../../api/src/locations/sub-location.entity';
import { Store } from '../../api/src/stores/store.entity';
import {
  call,
  FIXTURE_PASSWORD,
  seedAccount,
  seedStaff,
  seedStoreWithStaff,
  signInAs,
  type SeededStaff,
  seedInventoryItem,
  seedProduct,
  uploadFile,
} from '../support/fixtures';
import { seedOrder } from '../support/order-world';
import { startTestApp, testEngine, type TestApp } from '../support/test-app';

interface Ctx {
  t: TestApp;
  a: SeededStaff;
  b: SeededStaff;
  /** An employee of store A that B will try to reach. */
  aEmployee: Employee;
}

/**
 * Every /api route, exercised with store B's token against store A's records. A route registered
 * without a case here fails the first test: tenancy is proven for each route, not assumed.
 */
/** A location of store A (with one sub-location) for the locations cases; unique names per case. */
async function seedALocation({ t, a }: Ctx, name: string) {
  const location = await t.dataSource
    .getRepository(Location)
    .save({ storeId: a.store.id, name, label: name, isActive: true });
  const subLocation = await t.dataSource
    .getRepository(SubLocation)
    .save({ storeId: a.store.id, locationId: location.id, name: `${name} shelf` });
  return { location, subLocation };
}

const CROSS_STORE_CASES: Record<string, (ctx: Ctx) => Promise<void>> = {
  'GET /api/locations': async (ctx) => {
    await seedALocation(ctx, 'A Secret Loc');
    const { status, body } = await call(ctx.t, 'GET', '/api/locations', { token: ctx.b.token });
    expect(status).toBe(200);
    expect(JSON.stringify(body)).not.toContain('A Secret Loc');
  },
  'POST /api/locations': async (ctx) => {
    const { location } = await seedALocation(ctx, 'A Posted Loc');
    const { status, body } = await call(ctx.t, 'POST', '/api/locations', {
      token: ctx.b.token,
      body: { name: 'A Posted Loc', label: 'B' },
    });
    expect(status).toBe(201);
    const row = await ctx.t.dataSource.getRepository(Location).findOneByOrFail({ id: body.location.id });
    expect(row.storeId).toBe(ctx.b.store.id);
    expect((await ctx.t.dataSource.getRepository(Location).findOneByOrFail({ id: location.id })).label).toBe(
      'A Posted Loc',
    );
  },
  'PUT /api/locations/{id}': async (ctx) => {
    const { location } = await seedALocation(ctx, 'A Put Loc');
    const { status } = await call(ctx.t, 'PUT', `/api/locations/${location.id}`, {
      token: ctx.b.token,
      body: { name: 'Taken', label: 'T', isActive: false },
    });
    expect(status).toBe(404);
    expect(await ctx.t.dataSource.getRepository(Location).findOneByOrFail({ id: location.id })).toMatchObject(
      {
        name: 'A Put Loc',
        label: 'A Put Loc',
        isActive: true,
      },
    );
  },
  'GET /api/subLocations': async (ctx) => {
    await seedALocation(ctx, 'A Listed Loc');
    for (const query of ['', '?location=A%20Listed%20Loc']) {
      const { status, body } = await call(ctx.t, 'GET', `/api/subLocations${query}`, { token: ctx.b.token });
      expect(status).toBe(200);
      expect(JSON.stringify(body)).not.toContain('A Listed Loc');
    }
  },
  'POST /api/subLocations': async (ctx) => {
    const { location } = await seedALocation(ctx, 'A Target Loc');
    const { status } = await call(ctx.t, 'POST', '/api/subLocations', {
      token: ctx.b.token,
      body: { locationName: 'A Target Loc', name: 'Planted' },
    });
    expect(status).toBe(400);
    expect(await ctx.t.dataSource.getRepository(SubLocation).countBy({ locationId: location.id })).toBe(1);
  },
  'PUT /api/subLocations/{id}': async (ctx) => {
    const { subLocation } = await seedALocation(ctx, 'A Renamed Loc');
    const { status } = await call(ctx.t, 'PUT', `/api/subLocations/${subLocation.id}`, {
      token: ctx.b.token,
      body: { name: 'Taken' },
    });
    expect(status).toBe(404);
    expect(
      (await ctx.t.dataSource.getRepository(SubLocation).findOneByOrFail({ id: subLocation.id })).name,
    ).toBe('A Renamed Loc shelf');
  },
  'GET /api/productTemplates': async (ctx) => {
    await seedATemplate(ctx, 'A Listed Template');
    const { status, body } = await call(ctx.t, 'GET', '/api/productTemplates', { token: ctx.b.token });
    expect(status).toBe(200);
    expect(JSON.stringify(body)).not.toContain('A Listed Template');
  },
  'GET /api/productTemplates/{id}': async (ctx) => {
    const template = await seedATemplate(ctx, 'A Read Template');
    const { status, body } = await call(ctx.t, 'GET', `/api/productTemplates/${template.id}`, {
      token: ctx.b.token,
    });
    expect(status).toBe(404);
    expect(JSON.stringify(body)).not.toContain('A Read Template');
  },
  'POST /api/productTemplates': async (ctx) => {
    const { status, body } = await call(ctx.t, 'POST', '/api/productTemplates', {
      token: ctx.b.token,
      body: { ...DEFAULT_PRODUCT_TEMPLATE, title: 'B Posted Template' },
    });
    expect(status).toBe(201);
    const row = await ctx.t.dataSource
      .getRepository(ProductTemplate)
      .findOneByOrFail({ id: body.productTemplate.id });
    expect(row.storeId).toBe(ctx.b.store.id);
  },
  'PUT /api/productTemplates/{id}': async (ctx) => {
    const template = await seedATemplate(ctx, 'A Put Template');
    const { status } = await call(ctx.t, 'PUT', `/api/productTemplates/${template.id}`, {
      token: ctx.b.token,
      body: { ...DEFAULT_PRODUCT_TEMPLATE, title: 'Taken Over' },
    });
    expect(status).toBe(404);
    expect(
      await ctx.t.dataSource.getRepository(ProductTemplate).findOneByOrFail({ id: template.id }),
    ).toMatchObject({ title: 'A Put Template', storeId: ctx.a.store.id });
  },
  'DELETE /api/productTemplates/{id}': async (ctx) => {
    const template = await seedATemplate(ctx, 'A Deleted Template');
    await seedATemplate(ctx, 'A Spare Template');
    const { status } = await call(ctx.t, 'DELETE', `/api/productTemplates/${template.id}`, {
      token: ctx.b.token,
    });
    expect(status).toBe(404);
    expect(await ctx.t.dataSource.getRepository(ProductTemplate).countBy({ id: template.id })).toBe(1);
  },
  'GET /api/products': async (ctx) => {
    await seedAProduct(ctx, 'A Listed Product');
    const { status, body } = await call(ctx.t, 'GET', '/api/products?search=A%20Listed', {
      token: ctx.b.token,
    });
    expect(status).toBe(200);
    expect(body.count).toBe(0);
    expect(JSON.stringify(body)).not.toContain('A Listed Product');
  },
  'GET /api/products/{id}': async (ctx) => {
    const product = await seedAProduct(ctx, 'A Read Product');
    const { status, body } = await call(ctx.t, 'GET', `/api/products/${product.id}`, { token: ctx.b.token });
    expect(status).toBe(404);
    expect(JSON.stringify(body)).not.toContain('A Read Product');
  },
  'GET /api/products/submittedProducts': async (ctx) => {
    const product = await seedAProduct(ctx, 'A Submitted Product');
    await ctx.t.dataSource.getRepository(Product).update({ id: product.id }, { isSubmitted: true });
    const { status, body } = await call(ctx.t, 'GET', '/api/products/submittedProducts', {
      token: ctx.b.token,
    });
    expect(status).toBe(200);
    expect(JSON.stringify(body)).not.toContain('A Submitted Product');
  },
  'POST /api/products': async (ctx) => {
    const aTemplate = await seedATemplate(ctx, 'A Product Template');
    const body = {
      title: 'B Product',
      brand: 'B',
      category: 'Sneakers',
      sku: 'B-1',
      gender: 'Men',
      image: '/uploads/store-b123456.png',
      productTemplateId: aTemplate.id,
    };
    const refused = await call(ctx.t, 'POST', '/api/products', { token: ctx.b.token, body });
    expect(refused.status).toBe(400);
    expect(await ctx.t.dataSource.getRepository(Product).countBy({ productTemplateId: aTemplate.id })).toBe(
      0,
    );
  },
  'PUT /api/products/{id}': async (ctx) => {
    const product = await seedAProduct(ctx, 'A Put Product');
    const { status } = await call(ctx.t, 'PUT', `/api/products/${product.id}`, {
      token: ctx.b.token,
      body: {
        title: 'Taken Over',
        sku: product.sku,
        brand: product.brand,
        category: product.category,
        gender: product.gender,
        productTemplateId: product.productTemplateId,
        image: '/uploads/store-b123456.png',
      },
    });
    expect(status).toBe(404);
    expect((await ctx.t.dataSource.getRepository(Product).findOneByOrFail({ id: product.id })).title).toBe(
      'A Put Product',
    );
  },
  'POST /api/products/merge': async (ctx) => {
    const from = await seedAProduct(ctx, 'A Merge From');
    const to = await seedAProduct(ctx, 'A Merge To');
    const { status } = await call(ctx.t, 'POST', '/api/products/merge', {
      token: ctx.b.token,
      body: { fromProductId: from.id, toProductId: to.id },
    });
    expect(status).toBe(404);
    expect(await ctx.t.dataSource.getRepository(Product).countBy({ id: from.id })).toBe(1);
    // Refused before anything was queued: no merge job waits to run later.
    expect(await ctx.t.dataSource.getRepository(Job).countBy({ kind: 'product.merge' })).toBe(0);
  },
  'GET /api/jobs/{id}': async (ctx) => {
    // A job store A's Admin started: B's token (another store, another account) reads nothing of it.
    const job = await ctx.t.dataSource.transaction((manager) =>
      enqueueJob(manager, {
        kind: 'tenancy.case',
        storeId: ctx.a.store.id,
        payload: { secret: 'A Job Secret' },
        createdById: ctx.a.account.id,
      }),
    );
    const { status, body } = await call(ctx.t, 'GET', `/api/jobs/${job.id}`, { token: ctx.b.token });
    expect(status).toBe(404);
    expect(JSON.stringify(body)).not.toContain('A Job Secret');
    // Nothing runs a kind without a handler: the row is left for the next case's assertions alone.
    await ctx.t.dataSource.getRepository(Job).delete(job.id);
  },
  'POST /api/labels': async (ctx) => {
    // B names A's item among its own: the whole request is refused, nothing of A's is drawn.
    const item = await seedAnItem(ctx, 'A Labelled Item');
    const own = await seedBItem(ctx, 'B Labelled Item');
    const { status, body } = await call(ctx.t, 'POST', '/api/labels', {
      token: ctx.b.token,
      body: { inventories: [own.id, item.id], format: 'zpl' },
    });
    expect(status).toBe(404);
    expect(JSON.stringify(body)).not.toContain(item.code);
  },
  'GET /api/orders/{id}/receipt': async (ctx) => {
    const item = await seedAnItem(ctx, 'A Receipted Item');
    const order = await seedOrder(ctx.t, ctx.a.store.id, { lines: [{ item }] });
    const { status, body } = await call(ctx.t, 'GET', `/api/orders/${order.id}/receipt`, {
      token: ctx.b.token,
    });
    expect(status).toBe(404);
    expect(JSON.stringify(body)).not.toContain('A Receipted Item');
  },
  'POST /api/orders/{id}/emailReceipt': async (ctx) => {
    const item = await seedAnItem(ctx, 'A Mailed Receipt Item');
    const order = await seedOrder(ctx.t, ctx.a.store.id, {
      lines: [{ item }],
      customer: { firstName: 'A', email: 'a.customer@tenancy.test' },
    });
    const before = await ctx.t.dataSource.getRepository(Job).count();
    const { status } = await call(ctx.t, 'POST', `/api/orders/${order.id}/emailReceipt`, {
      token: ctx.b.token,
      body: { email: 'b.steals@tenancy.test' },
    });
    expect(status).toBe(404);
    expect(await ctx.t.dataSource.getRepository(Job).count()).toBe(before);
  },
  'GET /api/labels/preview': async (ctx) => {
    const item = await seedAnItem(ctx, 'A Previewed Item');
    const { status } = await call(ctx.t, 'GET', `/api/labels/preview?inventory=${item.id}`, {
      token: ctx.b.token,
    });
    expect(status).toBe(404);
  },
  'GET /api/labels/documents/{id}': async (ctx) => {
    // A's finished labels job and its document on disk: B's token reads neither.
    const job = await ctx.t.dataSource.getRepository(Job).save({
      kind: 'labels.render',
      storeId: ctx.a.store.id,
      payload: { inventories: [1], format: 'zpl', dpi: 203 },
      status: 'succeeded',
      attempts: 1,
      maxAttempts: 2,
      runAt: new Date(),
      progress: 100,
      result: { format: 'zpl', count: 1, documentUrl: '/api/labels/documents/0' },
      createdById: ctx.a.account.id,
      finishedAt: new Date(),
    });
    const directory = join(ctx.t.config.dataDir, 'labels');
    await mkdir(directory, { recursive: true });
    await writeFile(join(directory, `${job.id}.zpl`), '^XA^FDA Label Secret^FS^XZ');
    const { status, body } = await call(ctx.t, 'GET', `/api/labels/documents/${job.id}`, {
      token: ctx.b.token,
    });
    expect(status).toBe(404);
    expect(JSON.stringify(body)).not.toContain('A Label Secret');
    await ctx.t.dataSource.getRepository(Job).delete(job.id);
  },
  'GET /api/products/resync/{id}': async (ctx) => {
    const product = await seedAProduct(ctx, 'A Resync Product');
    expect(
      (await call(ctx.t, 'GET', `/api/products/resync/${product.id}`, { token: ctx.b.token })).status,
    ).toBe(404);
  },
  'GET /api/products/lowestVariantPrices/{id}': async (ctx) => {
    const product = await seedAProduct(ctx, 'A Priced Product');
    const { status } = await call(ctx.t, 'GET', `/api/products/lowestVariantPrices/${product.id}`, {
      token: ctx.b.token,
    });
    expect(status).toBe(404);
  },
  // The inventory lists (tests/api/inventory-lists.test.ts): B asks with A's ids and words, and sees none of A's.
  'GET /api/inventories': async (ctx) => {
    const item = await seedAnItem(ctx, 'A Searched Item');
    const { status, body } = await call(
      ctx.t,
      'GET',
      `/api/inventories?search=A%20Searched&productId=${item.productId}&pageSize=500`,
      { token: ctx.b.token },
    );
    expect(status).toBe(200);
    expect(body.count).toBe(0);
    expect(JSON.stringify(body)).not.toContain('A Searched Item');
  },
  'GET /api/inventories/paginatedInventories': async (ctx) => {
    const item = await seedAnItem(ctx, 'A Paged Item');
    for (const query of [
      `productId=${item.productId}`,
      'search=A%20Paged',
      `search=${item.code}`,
      'status=Active&pageSize=500',
    ]) {
      const { status, body } = await call(ctx.t, 'GET', `/api/inventories/paginatedInventories?${query}`, {
        token: ctx.b.token,
      });
      expect(status).toBe(200);
      expect(JSON.stringify(body)).not.toContain('A Paged Item');
      expect(body.rows.every((row: { storeId: number }) => row.storeId === ctx.b.store.id)).toBe(true);
    }
  },
  'GET /api/inventories/filterOptions': async (ctx) => {
    await seedALocation(ctx, 'A Filter Loc');
    await seedAConsigner(ctx.t, ctx.a, 'Filterable');
    const { status, body } = await call(ctx.t, 'GET', '/api/inventories/filterOptions', {
      token: ctx.b.token,
    });
    expect(status).toBe(200);
    const text = JSON.stringify(body);
    expect(text).not.toContain('A Filter Loc');
    expect(text).not.toContain('Filterable');
  },
  'GET /api/inventories/getStoreInventoryStatus': async (ctx) => {
    const before = await call(ctx.t, 'GET', '/api/inventories/getStoreInventoryStatus', {
      token: ctx.b.token,
    });
    const item = await seedAnItem(ctx, 'A Counted Item');
    await ctx.t.dataSource.getRepository(Inventory).update({ id: item.id }, { status: 'Requested' });
    const after = await call(ctx.t, 'GET', '/api/inventories/getStoreInventoryStatus', {
      token: ctx.b.token,
    });
    expect(after.status).toBe(200);
    expect(after.body).toEqual(before.body);
  },
  'GET /api/inventories/exportInventory': async (ctx) => {
    const item = await seedAnItem(ctx, 'A Exported Item');
    const response = await fetch(
      `${ctx.t.baseUrl}/api/inventories/exportInventory?productId=${item.productId}&search=A%20Exported`,
      { headers: { authorization: `Bearer ${ctx.b.token}` } },
    );
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain('A Exported Item');
    expect(text).not.toContain(item.code);
    expect(text.trim().split('\r\n')).toHaveLength(1);
  },
  'GET /api/inventoryLogs': async (ctx) => {
    // A's own change through the API, so its log entry is written as a real one is.
    const product = await seedAProduct(ctx, 'A Logged Change');
    const consigner = await seedAConsigner(ctx.t, ctx.a, 'Logged');
    const created = await call(ctx.t, 'POST', '/api/inventories', {
      token: ctx.a.token,
      body: {
        inventoryFormArray: [
          {
            productId: product.id,
            option1Value: '10',
            option2Value: 'New',
            price: 100,
            status: 'Pending',
            consigner: consigner.id,
          },
        ],
      },
    });
    expect(created.status).toBe(201);
    for (const query of ['', '?search=A%20Logged', `?lastUpdatedBy=${ctx.a.account.id}`]) {
      const { status, body } = await call(ctx.t, 'GET', `/api/inventoryLogs${query}`, { token: ctx.b.token });
      expect(status).toBe(200);
      expect(JSON.stringify(body)).not.toContain('A Logged Change');
    }
  },
  'POST /api/inventories': async (ctx) => {
    // Store A's product, consigner and location are not B's to use: nothing is created.
    const product = await seedAProduct(ctx, 'A Stocked Product');
    const consigner = await seedAConsigner(ctx.t, ctx.a, 'Owner');
    const refused = await call(ctx.t, 'POST', '/api/inventories', {
      token: ctx.b.token,
      body: {
        inventoryFormArray: [
          {
            productId: product.id,
            option1Value: '10',
            option2Value: 'New',
            price: 100,
            consigner: consigner.id,
          },
        ],
      },
    });
    expect(refused.status).toBe(400);
    expect(await ctx.t.dataSource.getRepository(Inventory).countBy({ productId: product.id })).toBe(0);
  },
  'POST /api/inventories/fees': async (ctx) => {
    const item = await seedAnItem(ctx, 'A Fee Item');
    const { status } = await call(ctx.t, 'POST', '/api/inventories/fees', {
      token: ctx.b.token,
      body: { id: item.id, price: 100 },
    });
    expect(status).toBe(404);
  },
  'POST /api/inventories/bulkFees': async (ctx) => {
    // A's item, A's product and A's consigner, each in a call of B's: none is found.
    const item = await seedAnItem(ctx, 'A Bulk Fee Item');
    const consigner = await seedAConsigner(ctx.t, ctx.a, 'BulkFeeOwner');
    for (const row of [{ id: item.id }, { productId: item.productId }, { consigner: consigner.id }]) {
      const { status, body } = await call(ctx.t, 'POST', '/api/inventories/bulkFees', {
        token: ctx.b.token,
        body: { items: [{ price: 100 }, { ...row, price: 100 }] },
      });
      expect({ row, status }).toEqual({ row, status: 404 });
      expect(body).not.toHaveProperty('fees');
    }
  },
  'POST /api/inventories/getLowestPriceForVariant': async (ctx) => {
    // A's Active item priced 4321.99: B neither reads it by A's product nor finds it under its own.
    const item = await seedAnItem(ctx, 'A Priced Item');
    await ctx.t.dataSource.getRepository(Inventory).update(item.id, { price: 4321.99 });
    const { status, body } = await call(ctx.t, 'POST', '/api/inventories/getLowestPriceForVariant', {
      token: ctx.b.token,
      body: { productId: item.productId },
    });
    expect(status).toBe(404);
    expect(JSON.stringify(body)).not.toContain('4321');
  },
  'GET /api/inventories/{id}': async (ctx) => {
    const item = await seedAnItem(ctx, 'A Read Item');
    const { status, body } = await call(ctx.t, 'GET', `/api/inventories/${item.id}`, { token: ctx.b.token });
    expect(status).toBe(404);
    expect(JSON.stringify(body)).not.toContain('A Read Item');
  },
  'POST /api/inventories/scan': async (ctx) => {
    // A's barcode, A's consigner and A's location: B learns nothing of A's product from any of them.
    const product = await seedAProduct(ctx, 'A Barcoded Product');
    await ctx.t.dataSource
      .getRepository(ProductGtin)
      .save({ storeId: ctx.a.store.id, productId: product.id, size: '10', gtin: '4006381333931' });
    const consigner = await seedAConsigner(ctx.t, ctx.a, 'ScanOwner');
    const { location } = await seedALocation(ctx, 'A Scan Loc');
    const refused = await call(ctx.t, 'POST', '/api/inventories/scan', {
      token: ctx.b.token,
      body: { consigner: consigner.id, location: location.id, gtin: '4006381333931' },
    });
    expect(refused.status).toBe(404);
    expect(JSON.stringify(refused.body)).not.toContain('A Barcoded Product');
  },
  'POST /api/products/attachGtin': async (ctx) => {
    const product = await seedAProduct(ctx, 'A Attached Product');
    const { status } = await call(ctx.t, 'POST', '/api/products/attachGtin', {
      token: ctx.b.token,
      body: {
        productTemplateId: product.productTemplateId,
        product: product.id,
        size: '10',
        gtin: '96385074',
      },
    });
    expect(status).toBe(404);
    expect(await ctx.t.dataSource.getRepository(ProductGtin).countBy({ productId: product.id })).toBe(0);
  },
  'GET /api/products/gtin/{gtin}': async (ctx) => {
    const product = await seedAProduct(ctx, 'A Looked Up Product');
    await ctx.t.dataSource
      .getRepository(ProductGtin)
      .save({ storeId: ctx.a.store.id, productId: product.id, size: '10', gtin: '036000291452' });
    const { status, body } = await call(ctx.t, 'GET', '/api/products/gtin/036000291452', {
      token: ctx.b.token,
    });
    expect(status).toBe(404);
    expect(JSON.stringify(body)).not.toContain('A Looked Up Product');
  },
  'GET /api/scans': async (ctx) => {
    const { scan } = await seedAScan(ctx, 'A Logged Scan Loc');
    const { status, body } = await call(ctx.t, 'GET', `/api/scans?location=${scan.locationId}`, {
      token: ctx.b.token,
    });
    expect(status).toBe(200);
    expect(body).toEqual({ scans: [], count: 0 });
  },
  'GET /api/scans/{id}': async (ctx) => {
    const { scan } = await seedAScan(ctx, 'A Read Scan Loc');
    const { status, body } = await call(ctx.t, 'GET', `/api/scans/${scan.id}`, { token: ctx.b.token });
    expect(status).toBe(404);
    expect(JSON.stringify(body)).not.toContain('A Read Scan Loc');
  },
  'POST /api/scans': async (ctx) => {
    // B starts nothing at A's location, nor completes a run with A's items.
    const { scan, item } = await seedAScan(ctx, 'A Started Scan Loc');
    const atA = await call(ctx.t, 'POST', '/api/scans', {
      token: ctx.b.token,
      body: { location: scan.locationId },
    });
    expect(atA.status).toBe(404);
    const { location } = await seedBLocation(ctx, 'B Scan Loc');
    const withA = await call(ctx.t, 'POST', '/api/scans', {
      token: ctx.b.token,
      body: { location: location.id, status: 'completed', inventories: [item.id] },
    });
    expect(withA.status).toBe(404);
    expect(await ctx.t.dataSource.getRepository(Scan).countBy({ storeId: ctx.b.store.id })).toBe(0);
  },
  'PUT /api/scans/{id}': async (ctx) => {
    const { scan, item } = await seedAScan(ctx, 'A Run Scan Loc');
    const { status } = await call(ctx.t, 'PUT', `/api/scans/${scan.id}`, {
      token: ctx.b.token,
      body: { inventories: [item.id] },
    });
    expect(status).toBe(404);
    expect((await ctx.t.dataSource.getRepository(Scan).findOneByOrFail({ id: scan.id })).status).toBe('new');
  },
  'GET /api/inventories/code/{code}': async (ctx) => {
    const item = await seedAnItem(ctx, 'A Coded Item');
    const { status } = await call(ctx.t, 'GET', `/api/inventories/code/${item.code}`, { token: ctx.b.token });
    expect(status).toBe(404);
  },
  // Issue 15, the register: B names A's items, holds and customers and gets 404 or nothing of A's.
  'GET /api/orders/cartItem': async (ctx) => {
    const item = await seedAnItem(ctx, 'A Scanned Item');
    const { status } = await call(ctx.t, 'GET', `/api/orders/cartItem?code=${item.code}`, {
      token: ctx.b.token,
    });
    expect(status).toBe(404);
  },
  'POST /api/orders/checkout': async (ctx) => {
    const item = await seedAnItem(ctx, 'A Sold Item');
    const { status } = await call(ctx.t, 'POST', '/api/orders/checkout', {
      token: ctx.b.token,
      body: {
        lines: [{ inventoryId: item.id }],
        payments: [{ method: 'cash', amount: 100 }],
        expectedTotal: 100,
      },
    });
    expect(status).toBe(404);
    expect(await ctx.t.dataSource.getRepository(Inventory).findOneByOrFail({ id: item.id })).toMatchObject({
      status: 'Active',
      version: item.version,
    });
    expect(await ctx.t.dataSource.getRepository(Order).countBy({ storeId: ctx.b.store.id })).toBe(0);
  },
  'POST /api/checkbook/retryAutoPayout': async (ctx) => {
    // A's failed automated payout: B's token neither reopens it nor queues its cheque job.
    const consigner = await ctx.t.dataSource.getRepository(Consigner).save({
      storeId: ctx.a.store.id,
      firstName: 'A',
      lastName: 'Payee',
      email: 'a.payee@tenancy.test',
      phone: '+1 555 0101',
      address: '1 A St',
      accountId: null,
    });
    const payout = await ctx.t.dataSource.getRepository(Payout).save({
      storeId: ctx.a.store.id,
      number: 1001,
      name: 'PO-1001',
      status: 'Failed',
      total: 10,
      itemCount: 1,
      automated: true,
    });
    await ctx.t.dataSource.getRepository(PayoutConsigner).save({
      storeId: ctx.a.store.id,
      payoutId: payout.id,
      consignerId: consigner.id,
      itemCount: 1,
      itemsTotal: 10,
      amount: 10,
      status: 'Failed',
      failureReason: 'Refused',
    });
    const before = await ctx.t.dataSource.getRepository(Job).count();
    const { status } = await call(ctx.t, 'POST', '/api/checkbook/retryAutoPayout', {
      token: ctx.b.token,
      body: { payoutId: payout.id },
    });
    expect(status).toBe(404);
    expect((await ctx.t.dataSource.getRepository(Payout).findOneByOrFail({ id: payout.id })).status).toBe(
      'Failed',
    );
    expect(await ctx.t.dataSource.getRepository(Job).count()).toBe(before);
  },
  'POST /api/orders/createDraftOrder': async (ctx) => {
    const item = await seedAnItem(ctx, 'A Held Item');
    const { status } = await call(ctx.t, 'POST', '/api/orders/createDraftOrder', {
      token: ctx.b.token,
      body: { draftOrder: { inventories: [item.id], customer: { first_name: 'B', email: 'b@b.test' } } },
    });
    expect(status).toBe(404);
    expect((await ctx.t.dataSource.getRepository(Inventory).findOneByOrFail({ id: item.id })).status).toBe(
      'Active',
    );
  },
  'GET /api/kiosk': async (ctx) => {
    await seedAnItem(ctx, 'A Kiosk Start Shoe');
    const { status, body } = await call(ctx.t, 'GET', '/api/kiosk', { token: ctx.b.token });
    expect(status).toBe(200);
    expect(body.store.handle).toBe('store-b');
    expect(JSON.stringify(body)).not.toContain('A Kiosk Start Shoe template');
  },
  'GET /api/kiosk/products': async (ctx) => {
    await seedAnItem(ctx, 'A Kiosk Grid Shoe');
    for (const path of ['/api/kiosk/products', '/api/kiosk/products?search=Kiosk%20Grid']) {
      const { status, body } = await call(ctx.t, 'GET', path, { token: ctx.b.token });
      expect(status).toBe(200);
      expect(JSON.stringify(body)).not.toContain('A Kiosk Grid Shoe');
    }
  },
  'POST /api/inventories/inStoreInventoryDetails': async (ctx) => {
    const item = await seedAnItem(ctx, 'A Looked Up Shoe');
    const { status, body } = await call(ctx.t, 'POST', '/api/inventories/inStoreInventoryDetails', {
      token: ctx.b.token,
      body: { productId: item.productId, option1Value: item.option1Value },
    });
    expect(status).toBe(404);
    expect(JSON.stringify(body)).not.toContain('A Looked Up Shoe');
  },
  'POST /api/orders/reservations': async (ctx) => {
    const item = await seedAnItem(ctx, 'A Reserved Shoe');
    const before = await ctx.t.dataSource.getRepository(Reservation).count();
    const { status } = await call(ctx.t, 'POST', '/api/orders/reservations', {
      token: ctx.b.token,
      body: {
        customer: { first_name: 'B', last_name: 'Shopper', phone: '+15550100100' },
        line_items: [{ variant_id: item.productId, option: { option1: '10' } }],
      },
    });
    expect(status).toBe(404);
    expect(await ctx.t.dataSource.getRepository(Reservation).count()).toBe(before);
  },
  'GET /api/orders/reservations': async (ctx) => {
    const reservation = await seedAReservation(ctx, 'A Listed Reservation');
    const { status, body } = await call(ctx.t, 'GET', '/api/orders/reservations', { token: ctx.b.token });
    expect(status).toBe(200);
    expect(JSON.stringify(body)).not.toContain(reservation.title);
  },
  'POST /api/orders/reservations/{id}/close': async (ctx) => {
    const reservation = await seedAReservation(ctx, 'A Closed Reservation');
    const { status } = await call(ctx.t, 'POST', `/api/orders/reservations/${reservation.id}/close`, {
      token: ctx.b.token,
      body: { status: 'cancelled' },
    });
    expect(status).toBe(404);
    expect(
      (await ctx.t.dataSource.getRepository(Reservation).findOneByOrFail({ id: reservation.id })).status,
    ).toBe('open');
  },
  'GET /api/orders/holds': async (ctx) => {
    const hold = await seedAHold(ctx, 'A Queued Item');
    const { status, body } = await call(ctx.t, 'GET', '/api/orders/holds', { token: ctx.b.token });
    expect(status).toBe(200);
    expect(body).toEqual({ orders: [] });
    expect(JSON.stringify(body)).not.toContain(hold.name);
  },
  'POST /api/orders/{id}/cancel': async (ctx) => {
    const hold = await seedAHold(ctx, 'A Cancelled Item');
    const { status } = await call(ctx.t, 'POST', `/api/orders/${hold.id}/cancel`, { token: ctx.b.token });
    expect(status).toBe(404);
    expect((await ctx.t.dataSource.getRepository(Order).findOneByOrFail({ id: hold.id })).status).toBe(
      'open',
    );
  },
  'GET /api/customers': async (ctx) => {
    await seedAHold(ctx, 'A Customer Item');
    const { status, body } = await call(ctx.t, 'GET', '/api/customers?search=kiosk', { token: ctx.b.token });
    expect(status).toBe(200);
    expect(body).toEqual({ customers: [] });
  },
  'GET /api/inventoryLogs/{id}': async (ctx) => {
    const item = await seedAnItem(ctx, 'A Logged Item');
    const { status } = await call(ctx.t, 'GET', `/api/inventoryLogs/${item.id}`, { token: ctx.b.token });
    expect(status).toBe(404);
  },
  // The status actions and the edit: B names an item of A (in the status the action moves) and gets
  // 404; A's item is untouched.
  ...Object.fromEntries(
    (
      [
        ['acceptInventory', 'Pending', (id: number) => ({ items: [id] })],
        ['bulkAcceptInventory', 'Pending', (id: number) => ({ items: [id] })],
        ['declineInventory', 'Pending', (id: number) => ({ items: [id] })],
        ['deleteInventory', 'Pending', (id: number) => ({ ids: [id] })],
        ['cancelDropoff', 'Pending', (id: number) => ({ ids: [id] })],
        ['acceptRequestToSell', 'Requested', (id: number) => ({ item: id })],
        ['bulkAcceptRequestToSell', 'Requested', (id: number) => ({ items: [id] })],
        ['bulkDeclineRequestToSell', 'Requested', (id: number) => ({ items: [id] })],
        ['storeRequestPriceChange', 'Active', (id: number) => ({ inventory: id, requestedPrice: 1 })],
        ['acceptInventoryPrice', 'RequestPriceChange', (id: number) => ({ inventory: id })],
        ['declineInventoryPrice', 'RequestPriceChange', (id: number) => ({ inventory: id })],
        ['acceptInventoryWithdrawal', 'RequestWithdrawal', (id: number) => ({ inventory: id })],
        ['declineInventoryWithdrawal', 'RequestWithdrawal', (id: number) => ({ inventory: id })],
        ['withdrawInventory', 'Active', (id: number) => ({ inventory: id })],
        ['transfer', 'Active', (id: number) => ({ inventories: [id] })],
        ['acceptTransfer', 'InTransit', (id: number) => ({ inventories: [id] })],
        ['bulkPrintInventory', 'Active', (id: number) => ({ inventories: [id] })],
        ['storeBuyRequestedInventory', 'Requested', (id: number) => ({ inventory: id })],
      ] as const
    ).map(([action, status, body]) => [
      `POST /api/inventories/${action}`,
      async (ctx: Ctx) => {
        const item = await seedAnItem(ctx, `A ${action} Item`);
        const items = ctx.t.dataSource.getRepository(Inventory);
        await items.update(item.id, { status });
        const response = await call(ctx.t, 'POST', `/api/inventories/${action}`, {
          token: ctx.b.token,
          body: body(item.id),
        });
        expect(response.status).toBe(404);
        expect(await items.findOneByOrFail({ id: item.id })).toMatchObject({
          status,
          version: item.version + 1,
        });
      },
    ]),
  ),
  // The consigner's own requests: a consigner of B names an Active item of A and gets 404.
  ...Object.fromEntries(
    (
      [
        ['requestPriceChange', (id: number) => ({ inventory: id, requestedPrice: 1 })],
        ['requestWithdrawal', (id: number) => ({ inventory: id })],
      ] as const
    ).map(([action, body]) => [
      `POST /api/inventories/${action}`,
      async (ctx: Ctx) => {
        const item = await seedAnItem(ctx, `A ${action} Item`);
        const items = ctx.t.dataSource.getRepository(Inventory);
        await items.update(item.id, { status: 'Active' });
        const account = await seedAccount(ctx.t.dataSource, ctx.b.store, `${action}@b-consigner.test`);
        const consigners = ctx.t.dataSource.getRepository(Consigner);
        await consigners.save(
          consigners.create({
            storeId: ctx.b.store.id,
            accountId: account.id,
            firstName: 'Bee',
            lastName: 'Consigner',
            email: account.email,
            phone: '+1 555 0199',
            address: '1 B St',
          }),
        );
        const response = await call(ctx.t, 'POST', `/api/inventories/${action}`, {
          token: await signInAs(ctx.t, account),
          body: body(item.id),
        });
        expect(response.status).toBe(404);
        expect(await items.findOneByOrFail({ id: item.id })).toMatchObject({ status: 'Active' });
      },
    ]),
  ),
  // The consigner portal (issue 18): a consigner of B reads only B's store and their own records.
  'GET /api/portal/store': async (ctx) => {
    await seedALocation(ctx, 'A Portal Loc');
    const { status, body } = await getAsBConsigner(ctx, '/api/portal/store', 'portal-store');
    expect(status).toBe(200);
    expect(body.store.id).toBe(ctx.b.store.id);
    expect(JSON.stringify(body)).not.toContain('A Portal Loc');
  },
  'GET /api/portal/settings': async (ctx) => {
    await seedAConsigner(ctx.t, ctx.a, 'Portalsettings');
    const { status, body } = await getAsBConsigner(ctx, '/api/portal/settings', 'portal-settings');
    expect(status).toBe(200);
    expect(body.consigner.storeId).toBe(ctx.b.store.id);
    expect(JSON.stringify(body)).not.toContain('Portalsettings');
  },
  'GET /api/portal/items': async (ctx) => {
    const item = await seedAnItem(ctx, 'A Portal Listed Item');
    const { status, body } = await getAsBConsigner(ctx, '/api/portal/items?pageSize=500', 'portal-items');
    expect(status).toBe(200);
    expect(JSON.stringify(body)).not.toContain(item.code);
  },
  'GET /api/portal/items/{id}': async (ctx) => {
    const item = await seedAnItem(ctx, 'A Portal Read Item');
    const { status, body } = await getAsBConsigner(ctx, `/api/portal/items/${item.id}`, 'portal-item');
    expect(status).toBe(404);
    expect(JSON.stringify(body)).not.toContain(item.code);
  },
  'POST /api/portal/answerOffer': async (ctx) => {
    const item = await seedAnItem(ctx, 'A Portal Offered Item');
    const items = ctx.t.dataSource.getRepository(Inventory);
    await items.update(item.id, { status: 'StoreRequestPriceChange', requestedPrice: 120 });
    const { status } = await call(ctx.t, 'POST', '/api/portal/answerOffer', {
      token: await seedBConsignerToken(ctx, 'portal-offer'),
      body: { inventory: item.id, answer: 'accept' },
    });
    expect(status).toBe(404);
    expect(await items.findOneByOrFail({ id: item.id })).toMatchObject({
      status: 'StoreRequestPriceChange',
      price: 100,
    });
  },
  'GET /api/portal/products': async (ctx) => {
    await seedAProduct(ctx, 'A Portal Product');
    const { status, body } = await getAsBConsigner(
      ctx,
      '/api/portal/products?search=Portal',
      'portal-products',
    );
    expect(status).toBe(200);
    expect(body.products).toEqual([]);
  },
  'GET /api/portal/payouts': async (ctx) => {
    const { payoutId } = await seedAPayout(ctx, 'A Portal Payout', 'Portalpaid');
    const { status, body } = await getAsBConsigner(ctx, '/api/portal/payouts', 'portal-payouts');
    expect(status).toBe(200);
    expect((body as { payouts: { id: number }[] }).payouts.map((payout) => payout.id)).not.toContain(
      payoutId,
    );
    expect(JSON.stringify(body)).not.toContain('Portalpaid');
  },
  'GET /api/inventories/getStoreProducts': async (ctx) => {
    await seedAProduct(ctx, 'A Wanted Product');
    const { status, body } = await call(ctx.t, 'GET', '/api/inventories/getStoreProducts?search=Wanted', {
      token: ctx.b.token,
    });
    expect(status).toBe(200);
    expect(body.products).toEqual([]);
  },
  'GET /api/inventories/storeRequestOffers': async (ctx) => {
    const request = await seedAnItem(ctx, 'A Requested Pair');
    const offer = await seedAnItem(ctx, 'A Offered Pair');
    const items = ctx.t.dataSource.getRepository(Inventory);
    await items.update(request.id, { status: 'Buying', consignerId: null });
    await items.update(offer.id, { status: 'Requested', buyingId: request.id });
    const { status, body } = await call(
      ctx.t,
      'GET',
      `/api/inventories/storeRequestOffers?requests=${request.id}`,
      { token: ctx.b.token },
    );
    expect(status).toBe(200);
    expect(body.offers).toEqual([]);
  },
  'POST /api/consigners/sendStoreRequestedItemsEmail': async (ctx) => {
    // Store A has an open request and a consigner to mail; B's call mails none of A's.
    const request = await seedAnItem(ctx, 'A Mailed Request');
    await ctx.t.dataSource.getRepository(Inventory).update(request.id, { status: 'Buying' });
    await seedAConsigner(ctx.t, ctx.a, 'Mailable');
    const { status, body } = await call(ctx.t, 'POST', '/api/consigners/sendStoreRequestedItemsEmail', {
      token: ctx.b.token,
    });
    expect(status).toBe(400);
    expect(JSON.stringify(body)).not.toContain('A Mailed Request');
  },
  'PUT /api/inventories/{id}': async (ctx) => {
    const item = await seedAnItem(ctx, 'A Edited Item');
    const { status, body } = await call(ctx.t, 'PUT', `/api/inventories/${item.id}`, {
      token: ctx.b.token,
      body: { notes: 'from store B', price: 1 },
    });
    expect(status).toBe(404);
    expect(JSON.stringify(body)).not.toContain('A Edited Item');
    expect(await ctx.t.dataSource.getRepository(Inventory).findOneByOrFail({ id: item.id })).toMatchObject({
      notes: null,
      price: 100,
      version: item.version,
    });
  },
  'POST /api/inventories/bulkEditInventory': async (ctx) => {
    const item = await seedAnItem(ctx, 'A Bulk Edited Item');
    const { status, body } = await call(ctx.t, 'POST', '/api/inventories/bulkEditInventory', {
      token: ctx.b.token,
      body: { inventories: [{ id: item.id, price: 1, notes: 'from store B' }] },
    });
    expect(status).toBe(404);
    expect(JSON.stringify(body)).not.toContain('A Bulk Edited Item');
    expect(JSON.stringify(body)).not.toContain(item.code);
    expect(await ctx.t.dataSource.getRepository(Inventory).findOneByOrFail({ id: item.id })).toMatchObject({
      notes: null,
      price: 100,
      version: item.version,
    });
  },
  'POST /api/uploads': async ({ t, a, b }) => {
    // Uploads are recorded under the caller's store; files are served publicly by unguessable id.
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const response = await uploadFile(t, b.token, png);
    expect(response.status).toBe(201);
    const { publicId } = (await response.json()) as { publicId: string };
    expect((await t.dataSource.getRepository(Upload).findOneByOrFail({ publicId })).storeId).toBe(b.store.id);
    expect(await t.dataSource.getRepository(Upload).countBy({ storeId: a.store.id })).toBe(0);
  },
  'GET /api/me': async ({ t, a, b }) => {
    const { status, body } = await call(t, 'GET', '/api/me', { token: b.token });
    expect(status).toBe(200);
    expect(JSON.stringify(body)).not.toContain(a.store.handle);
  },
  'GET /api/employees': async ({ t, a, b, aEmployee }) => {
    const { status, body } = await call(t, 'GET', '/api/employees', { token: b.token });
    expect(status).toBe(200);
    const text = JSON.stringify(body);
    expect(text).not.toContain(aEmployee.email);
    expect(text).not.toContain(a.account.email);
  },
  'GET /api/employees/{id}': async ({ t, b, aEmployee }) => {
    expect((await call(t, 'GET', `/api/employees/${aEmployee.id}`, { token: b.token })).status).toBe(404);
  },
  'POST /api/employees': async ({ t, a, b }) => {
    const { status, body } = await call(t, 'POST', '/api/employees', {
      token: b.token,
      body: { email: 'new-hire@tenancy.test', firstName: 'New', lastName: 'Hire' },
    });
    expect(status).toBe(201);
    const row = await t.dataSource.getRepository(Employee).findOneByOrFail({ id: body.employee.id });
    expect(row.storeId).toBe(b.store.id);
    expect(
      await t.dataSource
        .getRepository(Employee)
        .countBy({ storeId: a.store.id, email: 'new-hire@tenancy.test' }),
    ).toBe(0);
  },
  'POST /api/employees/send/{id}': async ({ t, b, aEmployee }) => {
    expect(
      (await call(t, 'POST', `/api/employees/send/${aEmployee.id}`, { token: b.token, body: {} })).status,
    ).toBe(404);
  },
  'PUT /api/employees/accept/{id}': async ({ t, b, aEmployee }) => {
    const { status } = await call(t, 'PUT', `/api/employees/accept/${aEmployee.id}`, {
      token: b.token,
      body: { fbUserId: String(b.account.id) },
    });
    expect(status).toBe(404);
    expect(
      (await t.dataSource.getRepository(Employee).findOneByOrFail({ id: aEmployee.id })).accountId,
    ).toBeNull();
  },
  'PUT /api/employees/{id}': async ({ t, b, aEmployee }) => {
    const { status } = await call(t, 'PUT', `/api/employees/${aEmployee.id}`, {
      token: b.token,
      body: { isActive: false, accessControls: ['Orders'] },
    });
    expect(status).toBe(404);
    const row = await t.dataSource.getRepository(Employee).findOneByOrFail({ id: aEmployee.id });
    expect(row.isActive).toBe(true);
    expect(row.accessControls).toEqual(['Products']);
  },
  'POST /api/employees/deleteEmployee/{id}': async ({ t, b, aEmployee }) => {
    expect(
      (await call(t, 'POST', `/api/employees/deleteEmployee/${aEmployee.id}`, { token: b.token })).status,
    ).toBe(404);
    expect(await t.dataSource.getRepository(Employee).existsBy({ id: aEmployee.id })).toBe(true);
  },
  'GET /api/consignerTypes': async ({ t, a, b }) => {
    await seedConsignerType(t, a, 'A list fees');
    const { status, body } = await call(t, 'GET', '/api/consignerTypes', { token: b.token });
    expect(status).toBe(200);
    expect(JSON.stringify(body)).not.toContain('A list fees');
  },
  'POST /api/consignerTypes': async ({ t, a, b }) => {
    const aType = await seedConsignerType(t, a, 'A post fees');
    const { status, body } = await call(t, 'POST', '/api/consignerTypes', {
      token: b.token,
      body: { accountType: 'A post fees', sellingFee: 50, minFee: 1, isDefault: true },
    });
    expect(status).toBe(201);
    expect(body.consignerType.storeId).toBe(b.store.id);
    const row = await t.dataSource.getRepository(ConsignerType).findOneByOrFail({ id: aType.id });
    expect([row.sellingFee, row.isDefault]).toEqual([20, true]);
  },
  'PUT /api/consignerTypes/{id}': async ({ t, a, b }) => {
    const aType = await seedConsignerType(t, a, 'A put fees');
    const { status } = await call(t, 'PUT', `/api/consignerTypes/${aType.id}`, {
      token: b.token,
      body: { id: aType.id, accountType: 'Hijacked', sellingFee: 99, minFee: 0, isDefault: false },
    });
    expect(status).toBe(404);
    const row = await t.dataSource.getRepository(ConsignerType).findOneByOrFail({ id: aType.id });
    expect([row.accountType, row.sellingFee, row.isDefault, row.storeId]).toEqual([
      'A put fees',
      20,
      true,
      a.store.id,
    ]);
  },
  'PUT /api/stores/{id}': async ({ t, a, b }) => {
    const { status } = await call(t, 'PUT', `/api/stores/${a.store.id}`, {
      token: b.token,
      body: { maintenanceMode: true, supportEmail: 'hijack@evil.test' },
    });
    expect(status).toBe(404);
    const row = await t.dataSource.getRepository(Store).findOneByOrFail({ id: a.store.id });
    expect(row.maintenanceMode).toBe(false);
    expect(row.supportEmail).toBe(a.store.supportEmail);
  },
  'GET /api/stores/{id}': async ({ t, a, b }) => {
    const { status, body } = await call(t, 'GET', `/api/stores/${a.store.id}`, { token: b.token });
    expect(status).toBe(404);
    expect(JSON.stringify(body)).not.toContain(a.store.supportEmail);
  },
  'POST /api/stores/connectShop': async ({ t, a, b }) => {
    // B's call has no store id to aim at: it records B's shop, never A's.
    const { status } = await call(t, 'POST', '/api/stores/connectShop', {
      token: b.token,
      body: { shop: 'hijack.myshopify.com' },
    });
    expect(status).toBe(200);
    expect((await t.dataSource.getRepository(Store).findOneByOrFail({ id: a.store.id })).shop).toBeNull();
    expect((await t.dataSource.getRepository(Store).findOneByOrFail({ id: b.store.id })).shop?.shop).toBe(
      'hijack.myshopify.com',
    );
  },
  'POST /api/stores/resync': async ({ t, a, b }) => {
    const { status } = await call(t, 'POST', '/api/stores/resync', { token: b.token, body: {} });
    expect(status).toBe(409);
    const row = await t.dataSource.getRepository(Store).findOneByOrFail({ id: a.store.id });
    expect(row.shop).toBeNull();
  },
  'POST /api/consigners': async ({ t, a, b }) => {
    // A verified account of store B with no profile yet tries to become a consigner of store A.
    const account = await seedAccount(t.dataSource, b.store, 'would-be-consigner@tenancy.test');
    const { status } = await call(t, 'POST', '/api/consigners', {
      token: await signInAs(t, account),
      body: {
        firstName: 'Cross',
        lastName: 'Store',
        email: 'would-be-consigner@tenancy.test',
        phone: '+1 555 123 4567',
        address: '1 Main St',
        storeId: a.store.id,
      },
    });
    expect(status).toBe(404);
    expect(
      await t.dataSource
        .getRepository(Consigner)
        .countBy({ storeId: a.store.id, email: 'would-be-consigner@tenancy.test' }),
    ).toBe(0);
  },
  'POST /api/consigners/verify': async ({ t, a, b }) => {
    const { status } = await call(t, 'POST', '/api/consigners/verify', {
      token: b.token,
      body: { email: a.account.email },
    });
    expect(status).toBe(400);
  },
  'PUT /api/consigners/updatePassword': async ({ t, a, b }) => {
    const before = (await t.dataSource.getRepository(Account).findOneByOrFail({ id: a.account.id }))
      .passwordHash;
    const { status } = await call(t, 'PUT', '/api/consigners/updatePassword', {
      token: b.token,
      body: { email: a.account.email, password: 'taken-over-123' },
    });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(
      (await t.dataSource.getRepository(Account).findOneByOrFail({ id: a.account.id })).passwordHash,
    ).toBe(before);
  },
  // Staff consigners (tests/api/consigners.test.ts). These seed store A consigners, so they run after 'POST /api/consigners'.
  'GET /api/consigners': async ({ t, a, b }) => {
    await seedAConsigner(t, a, 'Secretlisted');
    const { status, body } = await call(t, 'GET', '/api/consigners?search=Secretlisted', { token: b.token });
    expect(status).toBe(200);
    expect(body.consigners).toEqual([]);
  },
  'GET /api/consigners/picker': async ({ t, a, b }) => {
    await seedAConsigner(t, a, 'Pickedlisted');
    const { status, body } = await call(t, 'GET', '/api/consigners/picker?search=Pickedlisted', {
      token: b.token,
    });
    expect(status).toBe(200);
    expect(body).toEqual({ consigners: [], total: 0 });
  },
  'GET /api/consigners/consignerReport': async ({ t, a, b }) => {
    const row = await seedAConsigner(t, a, 'Reported');
    const { status } = await call(t, 'GET', `/api/consigners/consignerReport?consigner=${row.id}`, {
      token: b.token,
    });
    expect(status).toBe(404);
  },
  // Reports (issue 18): A's sale of 7777.77, by a consigner named Reported…, shows in none of B's figures.
  ...Object.fromEntries(
    ['dashboardStats', 'shopReport', 'storeSalePayoutSummary'].map((report) => [
      `GET /api/reports/${report}`,
      async (ctx: Ctx) => {
        await seedAReportedSale(ctx, `A ${report} Sale`);
        const { status, body } = await call(ctx.t, 'GET', `/api/reports/${report}?${reportRange()}`, {
          token: ctx.b.token,
        });
        expect(status).toBe(200);
        expect(JSON.stringify(body)).not.toContain('7777.77');
        expect(JSON.stringify(body)).not.toContain('Reported');
      },
    ]),
  ),
  'GET /api/inventories/getdasboardInventory': async (ctx) => {
    const { item } = await seedAReportedSale(ctx, 'A Dashboard Inventory Sale');
    const { status, body } = await call(ctx.t, 'GET', '/api/inventories/getdasboardInventory', {
      token: ctx.b.token,
    });
    expect(status).toBe(200);
    expect(JSON.stringify(body)).not.toContain('7777.77');
    expect(JSON.stringify(body)).not.toContain(item.code);
  },
  'GET /api/consigners/{id}': async ({ t, a, b }) => {
    const row = await seedAConsigner(t, a, 'Peeked');
    const { status, body } = await call(t, 'GET', `/api/consigners/${row.id}`, { token: b.token });
    expect(status).toBe(404);
    expect(JSON.stringify(body)).not.toContain('Peeked');
  },
  'GET /api/consigners/{id}/payoutDetailChanges': async ({ t, a, b }) => {
    const row = await seedAConsigner(t, a, 'Audited');
    // A change in store A, logged: B must neither read it nor find the consigner.
    const changed = await call(t, 'PUT', `/api/consigners/${row.id}`, {
      token: a.token,
      body: { payoutType: 'PayPal', payoutData: 'audited-secret@tenancy.test' },
    });
    expect(changed.status).toBe(200);
    const { status, body } = await call(t, 'GET', `/api/consigners/${row.id}/payoutDetailChanges`, {
      token: b.token,
    });
    expect(status).toBe(404);
    expect(JSON.stringify(body)).not.toContain('audited-secret');
    const own = await call(t, 'GET', `/api/consigners/${row.id}/payoutDetailChanges`, { token: a.token });
    expect(own.body.payoutDetailChanges).toHaveLength(1);
  },
  'POST /api/consigners/createFromAdmin': async ({ t, a, b }) => {
    const body = {
      firstName: 'Cross',
      lastName: 'Add',
      email: 'cross-add@tenancy.test',
      phone: '+1 555 000 1111',
    };
    const { status } = await call(t, 'POST', '/api/consigners/createFromAdmin', {
      token: b.token,
      body: { ...body, address: '1 Main St', storeId: a.store.id },
    });
    expect(status).toBe(404);
    expect(await t.dataSource.getRepository(Consigner).existsBy({ email: body.email })).toBe(false);
  },
  'PUT /api/consigners/{id}': async ({ t, a, b }) => {
    const row = await seedAConsigner(t, a, 'Unchanged');
    const { status } = await call(t, 'PUT', `/api/consigners/${row.id}`, {
      token: b.token,
      body: { firstName: 'Hijacked', isActive: false },
    });
    expect(status).toBe(404);
    expect(await t.dataSource.getRepository(Consigner).findOneByOrFail({ id: row.id })).toMatchObject({
      firstName: 'Unchanged',
      isActive: true,
    });
  },
  'POST /api/consigners/deleteConsigner/{id}': async ({ t, a, b }) => {
    const row = await seedAConsigner(t, a, 'Kept');
    const { status } = await call(t, 'POST', `/api/consigners/deleteConsigner/${row.id}`, { token: b.token });
    expect(status).toBe(404);
    expect(await t.dataSource.getRepository(Consigner).existsBy({ id: row.id })).toBe(true);
  },
  'POST /api/consigners/sendResetPassword/{id}': async ({ t, a, b }) => {
    const row = await seedAConsigner(t, a, 'Resettable');
    const { status } = await call(t, 'POST', `/api/consigners/sendResetPassword/${row.id}`, {
      token: b.token,
    });
    expect(status).toBe(404);
  },
  // Orders (issue 15): B's token reads, exports and returns nothing of A's sales.
  'GET /api/orders': async (ctx) => {
    const { item } = await seedAnOrder(ctx, 'A Sold Item');
    const { status, body } = await call(ctx.t, 'GET', `/api/orders?search=A%20Sold&pageSize=500`, {
      token: ctx.b.token,
    });
    expect(status).toBe(200);
    expect(body).toEqual({ rows: [], count: 0 });
    const all = await call(ctx.t, 'GET', `/api/orders?pageSize=500`, { token: ctx.b.token });
    expect(JSON.stringify(all.body)).not.toContain(item.code);
  },
  'POST /api/orders/export': async (ctx) => {
    const { item } = await seedAnOrder(ctx, 'A Exported Sale');
    const { status, body } = await call(ctx.t, 'POST', '/api/orders/export', {
      token: ctx.b.token,
      body: {},
    });
    expect(status).toBe(200);
    expect(body).not.toContain('A Exported Sale');
    expect(body).not.toContain(item.code);
  },
  'GET /api/orders/{id}': async (ctx) => {
    const { order } = await seedAnOrder(ctx, 'A Read Sale');
    const { status, body } = await call(ctx.t, 'GET', `/api/orders/${order.id}`, { token: ctx.b.token });
    expect(status).toBe(404);
    expect(JSON.stringify(body)).not.toContain('A Read Sale');
  },
  'GET /api/orders/resync/{id}': async (ctx) => {
    const { order } = await seedAnOrder(ctx, 'A Resynced Sale');
    const { status } = await call(ctx.t, 'GET', `/api/orders/resync/${order.id}`, { token: ctx.b.token });
    expect(status).toBe(404);
  },
  'POST /api/orders/linnworkOrders': async (ctx) => {
    const { status } = await call(ctx.t, 'POST', '/api/orders/linnworkOrders', { token: ctx.b.token });
    expect(status).toBe(501);
  },
  'POST /api/orders/{id}/return': async (ctx) => {
    const { order, item } = await seedAnOrder(ctx, 'A Returned Sale');
    const body = { items: [{ inventoryId: item.id, to: 'Active' }], refund: { method: 'cash' } };
    const { status } = await call(ctx.t, 'POST', `/api/orders/${order.id}/return`, {
      token: ctx.b.token,
      body,
    });
    expect(status).toBe(404);
    // B's own sale naming A's item: not on B's order.
    const { order: ownOrder } = await seedAnOrder(ctx, 'B Own Sale', ctx.b);
    const named = await call(ctx.t, 'POST', `/api/orders/${ownOrder.id}/return`, {
      token: ctx.b.token,
      body,
    });
    expect(named.status).toBe(400);
    expect((await ctx.t.dataSource.getRepository(Inventory).findOneByOrFail({ id: item.id })).status).toBe(
      'Sold',
    );
    expect(
      await ctx.t.dataSource.getRepository(OrderPayment).countBy({ orderId: order.id, kind: 'refund' }),
    ).toBe(0);
  },
  // Payouts (issue 16): B's token sees, pays and marks nothing of A's sales and payouts.
  'GET /api/inventories/ordersPayoutInventories': async (ctx) => {
    const { item } = await seedAPayableSale(ctx, 'A Payable Sale');
    for (const query of ['', '?idsOnly=true', '?search=A%20Payable']) {
      const { status, body } = await call(ctx.t, 'GET', `/api/inventories/ordersPayoutInventories${query}`, {
        token: ctx.b.token,
      });
      expect(status).toBe(200);
      expect(JSON.stringify(body)).not.toContain(item.code);
      expect(JSON.stringify(body)).not.toContain('A Payable Sale');
    }
  },
  'POST /api/payouts/pay': async (ctx) => {
    const { item } = await seedAPayableSale(ctx, 'A Unpaid Sale');
    const { status, body } = await call(ctx.t, 'POST', '/api/payouts/pay', {
      token: ctx.b.token,
      body: { inventoriesToPay: [item.id] },
    });
    expect(status).toBe(400);
    expect(JSON.stringify(body)).not.toContain(item.code);
    expect(await ctx.t.dataSource.getRepository(PayoutItem).countBy({ inventoryId: item.id })).toBe(0);
  },
  'GET /api/payouts/filterOptions': async (ctx) => {
    await seedAPayableSale(ctx, 'A Filter Sale', 'Filterable');
    const { status, body } = await call(ctx.t, 'GET', '/api/payouts/filterOptions', { token: ctx.b.token });
    expect(status).toBe(200);
    expect(JSON.stringify(body)).not.toContain('Filterable');
  },
  'GET /api/payouts': async (ctx) => {
    const { payoutId } = await seedAPayout(ctx, 'A Listed Payout', 'Listable');
    const { status, body } = await call(ctx.t, 'GET', '/api/payouts?pageSize=500', { token: ctx.b.token });
    expect(status).toBe(200);
    expect((body as { payouts: { id: number }[] }).payouts.map((payout) => payout.id)).not.toContain(
      payoutId,
    );
    expect(JSON.stringify(body)).not.toContain('Listable');
  },
  'GET /api/payouts/{id}': async (ctx) => {
    const { payoutId, item } = await seedAPayout(ctx, 'A Read Payout');
    const { status, body } = await call(ctx.t, 'GET', `/api/payouts/${payoutId}`, { token: ctx.b.token });
    expect(status).toBe(404);
    expect(JSON.stringify(body)).not.toContain(item.code);
  },
  'POST /api/payouts/paid/{id}': async (ctx) => {
    const { payoutId, item } = await seedAPayout(ctx, 'A Marked Payout');
    const { status } = await call(ctx.t, 'POST', `/api/payouts/paid/${payoutId}`, {
      token: ctx.b.token,
      body: {},
    });
    expect(status).toBe(404);
    expect((await ctx.t.dataSource.getRepository(Inventory).findOneByOrFail({ id: item.id })).status).toBe(
      'Sold',
    );
  },
  'GET /api/cheques': async (ctx) => {
    const { payoutId } = await seedAPayout(ctx, 'A Cheque Payout');
    const { status } = await call(ctx.t, 'GET', `/api/cheques?payoutId=${payoutId}`, { token: ctx.b.token });
    expect(status).toBe(404);
  },
  'POST /api/payouts/export': async (ctx) => {
    const { payoutId, item } = await seedAPayout(ctx, 'A Exported Payout');
    const { status, body } = await call(ctx.t, 'POST', '/api/payouts/export', {
      token: ctx.b.token,
      body: { inventoriesToExport: { payoutId } },
    });
    expect(status).toBe(404);
    expect(JSON.stringify(body)).not.toContain(item.code);
  },
  'GET /api/payouts/{id}/bankDetails/{consignerId}': async (ctx) => {
    const { payoutId, item } = await seedAPayout(ctx, 'A Banked Payout', 'Banked');
    const consignerId = item.consignerId as number;
    await ctx.t.dataSource
      .getRepository(Consigner)
      .update(consignerId, { payoutType: 'Bank', bankData: { accountNumber: '000123456789' } });
    const { status, body } = await call(
      ctx.t,
      'GET',
      `/api/payouts/${payoutId}/bankDetails/${consignerId}?reveal=true`,
      { token: ctx.b.token },
    );
    expect(status).toBe(404);
    expect(JSON.stringify(body)).not.toContain('6789');
    expect(await ctx.t.dataSource.getRepository(BankDetailReveal).countBy({ consignerId })).toBe(0);
  },
  'GET /api/consigners/{id}/bankDetailReveals': async (ctx) => {
    const { item } = await seedAPayout(ctx, 'A Revealed Payout', 'Revealed');
    const { status } = await call(ctx.t, 'GET', `/api/consigners/${item.consignerId}/bankDetailReveals`, {
      token: ctx.b.token,
    });
    expect(status).toBe(404);
  },
  'POST /api/payouts/{id}/pay': async (ctx) => {
    const { payoutId } = await seedAPayout(ctx, 'A Bought Payout');
    await ctx.t.dataSource.getRepository(Payout).update(payoutId, { status: 'Buying' });
    const { status } = await call(ctx.t, 'POST', `/api/payouts/${payoutId}/pay`, {
      token: ctx.b.token,
      body: {},
    });
    expect(status).toBe(404);
    expect((await ctx.t.dataSource.getRepository(Payout).findOneByOrFail({ id: payoutId })).status).toBe(
      'Buying',
    );
  },
};

/** A consigner of store A (no login) for the staff consigner cases. */
async function seedAConsigner(t: TestApp, a: SeededStaff, firstName: string): Promise<Consigner> {
  const repository = t.dataSource.getRepository(Consigner);
  return repository.save(
    repository.create({
      storeId: a.store.id,
      firstName,
      lastName: 'Tenant',
      email: `${firstName.toLowerCase()}@tenancy.test`,
      phone: '+1 555 000 2222',
      address: '2 Main St',
    }),
  );
}

/** A consigner of store B with a login, signed in (the portal cases). */
async function seedBConsignerToken(ctx: Ctx, name: string): Promise<string> {
  const account = await seedAccount(ctx.t.dataSource, ctx.b.store, `${name}@b-portal.test`);
  const consigners = ctx.t.dataSource.getRepository(Consigner);
  await consigners.save(
    consigners.create({
      storeId: ctx.b.store.id,
      accountId: account.id,
      firstName: 'Bee',
      lastName: 'Portal',
      email: account.email,
      phone: '+1 555 0199',
      address: '1 B St',
    }),
  );
  return signInAs(ctx.t, account);
}

/** A GET of the consigner portal by a new consigner of store B. */
async function getAsBConsigner(ctx: Ctx, path: string, name: string) {
  return call(ctx.t, 'GET', path, { token: await seedBConsignerToken(ctx, name) });
}

/** A consigner type of store A (its default), made inside the case that uses it. */
async function seedConsignerType(t: TestApp, a: SeededStaff, accountType: string): Promise<ConsignerType> {
  const repository = t.dataSource.getRepository(ConsignerType);
  await repository.update({ storeId: a.store.id, isDefault: true }, { isDefault: false });
  return repository.save(
    repository.create({ storeId: a.store.id, accountType, sellingFee: 20, minFee: 10, isDefault: true }),
  );
}

/** A product of store A (on a template of its own) for the products cases. */
async function seedAProduct(ctx: Ctx, title: string): Promise<Product> {
  const template = await seedATemplate(ctx, `${title} template`);
  const repository = ctx.t.dataSource.getRepository(Product);
  return repository.save(
    repository.create({
      storeId: ctx.a.store.id,
      title,
      brand: 'A',
      category: 'Sneakers',
      sku: 'A-1',
      normalizedSku: 'a1',
      gender: 'Men',
      image: null,
      imageList: [],
      productTemplateId: template.id,
    }),
  );
}

/** An inventory item of store A, on a product of its own. */
/** An item of store B, for the cases where B mixes its own ids with A's. */
async function seedBItem(ctx: Ctx, title: string): Promise<Inventory> {
  const product = await seedProduct(ctx.t.dataSource, ctx.b.store.id, { title });
  return seedInventoryItem(ctx.t.dataSource, {
    storeId: ctx.b.store.id,
    productId: product.id,
    productTemplateId: product.productTemplateId,
  });
}

async function seedAnItem(ctx: Ctx, title: string): Promise<Inventory> {
  const product = await seedAProduct(ctx, title);
  return seedInventoryItem(ctx.t.dataSource, {
    storeId: ctx.a.store.id,
    productId: product.id,
    productTemplateId: product.productTemplateId,
  });
}

/** An open reservation of store A of a new product titled `title`. */
async function seedAReservation(ctx: Ctx, title: string): Promise<Reservation> {
  const product = await seedAProduct(ctx, title);
  const repository = ctx.t.dataSource.getRepository(Reservation);
  const number = 1001 + (await repository.countBy({ storeId: ctx.a.store.id }));
  return repository.save(
    repository.create({
      storeId: ctx.a.store.id,
      number,
      name: `R-${number}`,
      status: 'open',
      firstName: 'Ann',
      lastName: 'Shopper',
      phone: '+15550100100',
      email: null,
      productId: product.id,
      title,
      option1: '10',
      option2: null,
      price: 100,
      note: 'option1: 10, option2: -, price: 100.00',
    }),
  );
}

/** A sale of store A of 7777.77 today, by a consigner named Reported (the reports' cases). */
async function seedAReportedSale(ctx: Ctx, title: string): Promise<{ order: Order; item: Inventory }> {
  const consigner = await seedAConsigner(ctx.t, ctx.a, `Reported${Math.random().toString(36).slice(2, 6)}`);
  const product = await seedProduct(ctx.t.dataSource, ctx.a.store.id, { title });
  const item = await seedInventoryItem(ctx.t.dataSource, {
    storeId: ctx.a.store.id,
    productId: product.id,
    productTemplateId: product.productTemplateId,
    consignerId: consigner.id,
    price: 7777.77,
    payout: 6000,
  });
  return { order: await seedOrder(ctx.t, ctx.a.store.id, { lines: [{ item }] }), item };
}

/** A report range of the last 30 days through tomorrow (UTC days; the test stores are in UTC). */
function reportRange(): string {
  const day = (offset: number) =>
    new Date(Date.now() + offset * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return `startDate=${day(-30)}&endDate=${day(2)}`;
}

/** A completed register sale of store A (or `of`) of one item of a new product titled `title`. */
async function seedAnOrder(
  ctx: Ctx,
  title: string,
  of: SeededStaff = ctx.a,
): Promise<{ order: Order; item: Inventory }> {
  const product = await seedProduct(ctx.t.dataSource, of.store.id, { title });
  const item = await seedInventoryItem(ctx.t.dataSource, {
    storeId: of.store.id,
    productId: product.id,
    productTemplateId: product.productTemplateId,
  });
  return { order: await seedOrder(ctx.t, of.store.id, { lines: [{ item }] }), item };
}

/** A register sale of store A of one item of a new consigner of A (`firstName`): Ready to Pay lists it. */
async function seedAPayableSale(
  ctx: Ctx,
  title: string,
  firstName = 'Payable',
): Promise<{ order: Order; item: Inventory }> {
  const consigner = await seedAConsigner(ctx.t, ctx.a, firstName);
  const product = await seedProduct(ctx.t.dataSource, ctx.a.store.id, { title });
  const item = await seedInventoryItem(ctx.t.dataSource, {
    storeId: ctx.a.store.id,
    productId: product.id,
    productTemplateId: product.productTemplateId,
    consignerId: consigner.id,
    payout: 85,
  });
  return { order: await seedOrder(ctx.t, ctx.a.store.id, { lines: [{ item }] }), item };
}

/** A payout of store A (of one payable sale), made through A's own call. */
async function seedAPayout(
  ctx: Ctx,
  title: string,
  firstName?: string,
): Promise<{ payoutId: number; item: Inventory }> {
  const { item } = await seedAPayableSale(ctx, title, firstName);
  const { status, body } = await call(ctx.t, 'POST', '/api/payouts/pay', {
    token: ctx.a.token,
    body: { inventoriesToPay: [item.id] },
  });
  expect(status).toBe(201);
  return { payoutId: (body as { id: number }).id, item };
}

/** An open kiosk hold of store A on a new item, made through A's own call. */
async function seedAHold(ctx: Ctx, title: string): Promise<{ id: number; name: string }> {
  const item = await seedAnItem(ctx, title);
  const { status, body } = await call(ctx.t, 'POST', '/api/orders/createDraftOrder', {
    token: ctx.a.token,
    body: {
      draftOrder: {
        inventories: [item.id],
        customer: { first_name: 'Kiosk', last_name: 'Customer', email: `kiosk-${item.id}@store-a.test` },
      },
    },
  });
  expect(status).toBe(201);
  return (body as { order: { id: number; name: string } }).order;
}

/**
 * A scan run of store A (started, not run) at a new location of A with one item on its shelf; both
 * stores have Scan Items on, so B's refusals are tenancy's and not the feature's.
 */
async function seedAScan(ctx: Ctx, locationName: string): Promise<{ scan: Scan; item: Inventory }> {
  const stores = ctx.t.dataSource.getRepository(Store);
  for (const store of [ctx.a.store, ctx.b.store]) {
    await stores.update(store.id, { features: { ...store.features, scanItems: true } });
  }
  const { location } = await seedALocation(ctx, locationName);
  const item = await seedAnItem(ctx, `${locationName} item`);
  await ctx.t.dataSource.getRepository(Inventory).update(item.id, { locationId: location.id });
  const scan = await ctx.t.dataSource
    .getRepository(Scan)
    .save({ storeId: ctx.a.store.id, locationId: location.id, status: 'new', expectedCount: 1 });
  await ctx.t.dataSource.getRepository(ScanItem).save({
    storeId: ctx.a.store.id,
    scanId: scan.id,
    inventoryId: item.id,
    role: 'expected',
    statusDuringScan: 'Active',
    scanOrder: 0,
  });
  return { scan, item };
}

/** A location of store B. */
async function seedBLocation({ t, b }: Ctx, name: string) {
  const location = await t.dataSource
    .getRepository(Location)
    .save({ storeId: b.store.id, name, label: name, isActive: true });
  return { location };
}

/** A product template of store A for the product-template cases. */
async function seedATemplate({ t, a }: Ctx, title: string): Promise<ProductTemplate> {
  const repository = t.dataSource.getRepository(ProductTemplate);
  return repository.save(repository.create({ ...DEFAULT_PRODUCT_TEMPLATE, title, storeId: a.store.id }));
}

describe(`tenancy and tokens on every /api route on ${testEngine()}`, () => {
  let t: TestApp;
  let ctx: Ctx;
  let routes: { method: string; path: string }[];

  beforeAll(async () => {
    t = await startTestApp();
    const a = await seedStoreWithStaff(t, { handle: 'store-a' });
    const b = await seedStoreWithStaff(t, { handle: 'store-b' });
    const aEmployee = (
      await seedStaff(t, a.store, {
        email: 'invitee@store-a.test',
        role: 'Employee',
        accessControls: ['Products'],
      })
    ).employee;
    // An invite not accepted yet: unlinked, so linking attempts have something to steal.
    await t.dataSource.getRepository(Employee).update({ id: aEmployee.id }, { accountId: null });
    ctx = {
      t,
      a,
      b,
      aEmployee: await t.dataSource.getRepository(Employee).findOneByOrFail({ id: aEmployee.id }),
    };
    const document = (await (await fetch(`${t.baseUrl}/api/docs/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    routes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => ({ method: method.toUpperCase(), path })),
      );
  });
  afterAll(() => t.close());

  it('has a cross-store case for every registered /api route (add one with each new route)', () => {
    const registered = routes.map((route) => `${route.method} ${route.path}`).sort();
    expect(registered.length).toBeGreaterThan(5);
    expect(registered.filter((key) => !(key in CROSS_STORE_CASES))).toEqual([]);
    expect(Object.keys(CROSS_STORE_CASES).filter((key) => !registered.includes(key))).toEqual([]);
  });

  for (const key of Object.keys(CROSS_STORE_CASES)) {
    it(`${key}: store B cannot read or change store A's records`, () => CROSS_STORE_CASES[key](ctx));
  }

  it('answers 401 on every /api route without a token, or with an expired, tampered, foreign or unsigned one', async () => {
    const secret = t.config.jwtSecret;
    const claims = { storeId: ctx.a.store.id, sid: 'x' };
    const options = { subject: String(ctx.a.account.id), issuer: 'consigndesk', audience: 'consigndesk-api' };
    const expired = t.app
      .get(TokenService)
      .signAccessToken({ sub: String(ctx.a.account.id), ...claims }, -60);
    const [header, payload] = ctx.a.token.split('.');
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), storeId: ctx.b.store.id })).toString('base64url')}.${ctx.a.token.split('.')[2]}`;
    const foreign = jwt.sign(claims, 'another-secret-that-is-long-enough-123456', {
      ...options,
      algorithm: 'HS256',
    });
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(
      JSON.stringify({
        ...claims,
        sub: String(ctx.a.account.id),
        iss: 'consigndesk',
        aud: 'consigndesk-api',
      }),
    ).toString('base64url')}.`;
    expect(secret).not.toBe('another-secret-that-is-long-enough-123456');
    for (const route of routes) {
      const path = route.path.replace(/\{[^}]+\}/g, String(ctx.aEmployee.id));
      for (const token of [undefined, expired, tampered, foreign, unsigned]) {
        const { status, body } = await call(t, route.method, path, {
          token,
          body: route.method === 'GET' ? undefined : {},
        });
        expect({ route: `${route.method} ${path}`, status }).toEqual({
          route: `${route.method} ${path}`,
          status: 401,
        });
        expect(apiErrorBody.parse(body).error.code).toBe('UNAUTHENTICATED');
      }
    }
  });
});

interface OpenCtx {
  t: TestApp;
  a: SeededStaff;
  b: SeededStaff;
}

/** A refresh cookie of a real sign-in session of the account (as /open/auth/login sets it). */
async function refreshCookieOf(t: TestApp, account: Account): Promise<{ cookie: string; familyId: string }> {
  const session = await t.app.get(RefreshTokensService).start(account.id);
  return { cookie: `${REFRESH_COOKIE_NAME}=${session.token}`, familyId: session.familyId };
}

/** The same address in both stores: two accounts (one per store), for the cases where only the store tells them apart. */
async function seedTwins({ t, a, b }: OpenCtx, email: string, options: { isVerified?: boolean } = {}) {
  return {
    inA: await seedAccount(t.dataSource, a.store, email, options),
    inB: await seedAccount(t.dataSource, b.store, email, options),
  };
}

const storeA = { 'x-store-handle': 'store-a' };
const storeB = { 'x-store-handle': 'store-b' };

/**
 * Every /open route, called in store A's name (its handle, or a link, cookie or token of store A)
 * while store B has rows that would match: none of B's rows is read or changed. Where the route's
 * store comes from a secret (a mailed link, the refresh cookie, an access token), the handle of
 * another store changes nothing either. A route registered without a case here fails the first test.
 */
const OPEN_CASES: Record<string, (ctx: OpenCtx) => Promise<void>> = {
  'POST /open/stores': async ({ t, b }) => {
    const before = await t.dataSource.getRepository(Store).findOneByOrFail({ id: b.store.id });
    const { status } = await call(t, 'POST', '/open/stores', {
      headers: storeA,
      body: { name: 'Hijack', handle: 'store-b', email: 'hijack@tenancy.test' },
    });
    expect(status).toBe(409);
    expect(await t.dataSource.getRepository(Store).findOneByOrFail({ id: b.store.id })).toEqual(before);
    expect(await t.dataSource.getRepository(Employee).countBy({ email: 'hijack@tenancy.test' })).toBe(0);
  },
  'GET /open/app': async ({ t, b }) => {
    const { status, body } = await call(t, 'GET', '/open/app', { headers: storeA });
    expect(status).toBe(200);
    expect(JSON.stringify(body)).not.toContain(b.store.handle);
  },
  'GET /open/store': async ({ t, a, b }) => {
    for (const [path, headers] of [
      ['/open/store?handle=store-a', {}],
      ['/open/store', storeA],
    ] as const) {
      const { status, body } = await call(t, 'GET', path, { headers });
      expect(status).toBe(200);
      expect(body.store.id).toBe(a.store.id);
      expect(JSON.stringify(body)).not.toContain(b.store.supportEmail);
    }
  },
  'GET /open/stores/{domain}': async ({ t, a, b }) => {
    const { status, body } = await call(t, 'GET', '/open/stores/store-a', { headers: storeB });
    expect(status).toBe(200);
    expect(body.store.id).toBe(a.store.id);
    expect(JSON.stringify(body)).not.toContain(b.store.supportEmail);
  },
  'GET /open/stores/formToken': async ({ t, a, b }) => {
    const { status, body } = await call(t, 'GET', '/open/stores/formToken?handle=store-a', {
      headers: storeB,
    });
    expect(status).toBe(200);
    const later = Date.now() + 60_000;
    const tokens = t.app.get(PublicFormTokens);
    expect(tokens.check(body.formToken, a.store.id, later)).toBe('ok');
    expect(tokens.check(body.formToken, b.store.id, later)).toBe('formExpired');
  },
  'GET /open/stores/getStoreProducts': async ({ t, b }) => {
    const product = await seedProduct(t.dataSource, b.store.id, { title: 'B Secret Shoe' });
    await seedInventoryItem(t.dataSource, {
      storeId: b.store.id,
      productId: product.id,
      productTemplateId: product.productTemplateId,
    });
    const { status, body } = await call(t, 'GET', '/open/stores/getStoreProducts?handle=store-a', {
      headers: storeB,
    });
    expect(status).toBe(200);
    expect(body.store.handle).toBe('store-a');
    expect(JSON.stringify(body)).not.toContain('B Secret Shoe');
  },
  'POST /open/stores/sendCatalogue': async ({ t, a, b }) => {
    const tokens = t.app.get(PublicFormTokens);
    const filled = (storeId: number) => tokens.issue(storeId, Date.now() - 60_000);
    const send = (formToken: string) =>
      call(t, 'POST', '/open/stores/sendCatalogue', {
        headers: storeB,
        body: { handle: 'store-a', email: 'catalogue@tenancy.test', formToken },
      });
    const jobsOf = (storeId: number) => t.dataSource.getRepository(Job).countBy({ storeId });
    const [beforeA, beforeB] = [await jobsOf(a.store.id), await jobsOf(b.store.id)];
    // B's form token cannot send A's catalogue; A's sends A's, never B's.
    expect((await send(filled(b.store.id))).status).toBe(400);
    expect((await send(filled(a.store.id))).status).toBe(200);
    expect(await jobsOf(a.store.id)).toBe(beforeA + 1);
    expect(await jobsOf(b.store.id)).toBe(beforeB);
  },
  'GET /open/stores/getStoreBuyandSellInfo': async ({ t, b }) => {
    await seedProduct(t.dataSource, b.store.id, { title: 'B Offerable Shoe' });
    await t.dataSource.getRepository(Location).save({ storeId: b.store.id, name: 'B Drop Off', label: 'B' });
    const { status, body } = await call(t, 'GET', '/open/stores/getStoreBuyandSellInfo?handle=store-a', {
      headers: storeB,
    });
    expect(status).toBe(200);
    expect(body.store.handle).toBe('store-a');
    expect(JSON.stringify(body)).not.toContain('B Offerable Shoe');
    expect(JSON.stringify(body)).not.toContain('B Drop Off');
  },
  'POST /open/stores/createBuyOrder': async ({ t, a, b }) => {
    // A's handle with B's product, location and consigner email: refused, and nothing of B's changes.
    const product = await seedProduct(t.dataSource, b.store.id, { title: 'B Offered Product' });
    const location = await t.dataSource
      .getRepository(Location)
      .save({ storeId: b.store.id, name: 'B Offer Shelf', label: 'B' });
    const seller = await t.dataSource.getRepository(Consigner).save({
      storeId: b.store.id,
      firstName: 'B',
      lastName: 'Seller',
      email: 'b-seller@tenancy.test',
      phone: '1',
      address: '1',
      accountId: null,
    });
    const tokens = t.app.get(PublicFormTokens);
    const offer = (productId: number, locationId: number) =>
      call(t, 'POST', '/open/stores/createBuyOrder', {
        headers: storeB,
        body: {
          formToken: tokens.issue(a.store.id, Date.now() - 60_000),
          consigner: { firstName: 'A', lastName: 'Seller', email: seller.email, phone: '123', zipCode: '1' },
          inventoryFormArray: [{ productId, option1Value: '10', quantity: 1, requestedPrice: 100 }],
          store: { handle: 'store-a', location: locationId },
        },
      });
    const itemsOfB = () => t.dataSource.getRepository(Inventory).countBy({ storeId: b.store.id });
    const beforeB = await itemsOfB();
    const aLocation = await t.dataSource
      .getRepository(Location)
      .save({ storeId: a.store.id, name: 'A Offer Shelf', label: 'A' });
    expect((await offer(product.id, aLocation.id)).status).toBe(400);
    const aProduct = await seedProduct(t.dataSource, a.store.id, { title: 'A Offered Product' });
    expect((await offer(aProduct.id, location.id)).status).toBe(400);
    // A's own product and location: the offer is A's, made by a new consigner of A (B's is untouched).
    expect((await offer(aProduct.id, aLocation.id)).status).toBe(200);
    expect(await itemsOfB()).toBe(beforeB);
    const consigners = await t.dataSource.getRepository(Consigner).findBy({ email: seller.email });
    expect(consigners.map((row) => row.storeId).sort()).toEqual([a.store.id, b.store.id].sort());
    expect(await t.dataSource.getRepository(Consigner).findOneByOrFail({ id: seller.id })).toMatchObject({
      firstName: 'B',
      lastName: 'Seller',
      phone: '1',
    });
  },
  'POST /open/auth/login': async ({ t, b }) => {
    // B's staff, B's password, A's handle: no account of A has that email.
    const { status } = await call(t, 'POST', '/open/auth/login', {
      body: { email: b.account.email, password: FIXTURE_PASSWORD, handle: 'store-a' },
    });
    expect(status).toBe(401);
    // Nothing was counted against B's account: it still signs in at its own store.
    const own = await call(t, 'POST', '/open/auth/login', {
      body: { email: b.account.email, password: FIXTURE_PASSWORD, handle: 'store-b' },
    });
    expect(own.status).toBe(200);
  },
  'POST /open/auth/refresh': async (ctx) => {
    // The cookie decides the session; the handle never moves it to another store.
    const { inA } = await seedTwins(ctx, 'refreshing@tenancy.test');
    const { cookie } = await refreshCookieOf(ctx.t, inA);
    const { status, body } = await call(ctx.t, 'POST', '/open/auth/refresh', {
      headers: { ...storeB, cookie },
    });
    expect(status).toBe(200);
    expect(jwt.decode(body.accessToken)).toMatchObject({ sub: String(inA.id), storeId: ctx.a.store.id });
  },
  'POST /open/auth/logout': async (ctx) => {
    const { inA, inB } = await seedTwins(ctx, 'leaving@tenancy.test');
    const sessionA = await refreshCookieOf(ctx.t, inA);
    const sessionB = await refreshCookieOf(ctx.t, inB);
    const { status } = await call(ctx.t, 'POST', '/open/auth/logout', {
      headers: { ...storeB, cookie: sessionA.cookie },
    });
    expect(status).toBe(200);
    const tokens = ctx.t.dataSource.getRepository(RefreshToken);
    expect((await tokens.findOneByOrFail({ familyId: sessionA.familyId })).revokedAt).not.toBeNull();
    expect((await tokens.findOneByOrFail({ familyId: sessionB.familyId })).revokedAt).toBeNull();
  },
  'POST /open/auth/register': async ({ t, a, b }) => {
    const before = await t.dataSource.getRepository(Account).findOneByOrFail({ id: b.account.id });
    const { status } = await call(t, 'POST', '/open/auth/register', {
      body: { email: b.account.email, password: 'a-new-password-1', handle: 'store-a' },
    });
    expect(status).toBe(201);
    const accounts = await t.dataSource.getRepository(Account).findBy({ email: b.account.email });
    expect(accounts.map((account) => account.storeId).sort()).toEqual([a.store.id, b.store.id].sort());
    expect(await t.dataSource.getRepository(Account).findOneByOrFail({ id: b.account.id })).toEqual(before);
  },
  'POST /open/auth/verify': async (ctx) => {
    const { inA, inB } = await seedTwins(ctx, 'verifying@tenancy.test', { isVerified: false });
    const token = await ctx.t.app
      .get(EmailTokensService)
      .issue('verify', { storeId: ctx.a.store.id, accountId: inA.id });
    const { status } = await call(ctx.t, 'POST', '/open/auth/verify', { headers: storeB, body: { token } });
    expect(status).toBe(200);
    const accounts = ctx.t.dataSource.getRepository(Account);
    expect((await accounts.findOneByOrFail({ id: inA.id })).emailVerifiedAt).not.toBeNull();
    expect((await accounts.findOneByOrFail({ id: inB.id })).emailVerifiedAt).toBeNull();
  },
  'POST /open/auth/resend-verification': async (ctx) => {
    const { inA, inB } = await seedTwins(ctx, 'resending@tenancy.test', { isVerified: false });
    const { status } = await call(ctx.t, 'POST', '/open/auth/resend-verification', {
      token: await signInAs(ctx.t, inA),
      headers: storeB,
    });
    expect(status).toBe(200);
    const tokens = ctx.t.dataSource.getRepository(EmailToken);
    expect(await tokens.countBy({ accountId: inA.id, storeId: ctx.a.store.id, purpose: 'verify' })).toBe(1);
    expect(await tokens.countBy({ accountId: inB.id })).toBe(0);
  },
  'POST /open/auth/forgot': async ({ t, b }) => {
    // The address has an account in B only: asked in A's name, B's account gets no link.
    const { status } = await call(t, 'POST', '/open/auth/forgot', {
      body: { email: b.account.email, handle: 'store-a' },
    });
    expect(status).toBe(200);
    expect(await t.dataSource.getRepository(EmailToken).countBy({ accountId: b.account.id })).toBe(0);
  },
  'POST /open/auth/reset': async (ctx) => {
    const { inA, inB } = await seedTwins(ctx, 'resetting@tenancy.test');
    const token = await ctx.t.app
      .get(EmailTokensService)
      .issue('reset', { storeId: ctx.a.store.id, accountId: inA.id });
    const { status } = await call(ctx.t, 'POST', '/open/auth/reset', {
      headers: storeB,
      body: { token, password: 'a-new-password-1' },
    });
    expect(status).toBe(200);
    const accounts = ctx.t.dataSource.getRepository(Account);
    expect((await accounts.findOneByOrFail({ id: inA.id })).passwordHash).not.toBe(inA.passwordHash);
    expect((await accounts.findOneByOrFail({ id: inB.id })).passwordHash).toBe(inB.passwordHash);
  },
  'GET /open/employees/{id}': async ({ t, a, b }) => {
    // A's invite link, aimed at B's employee: the link names A's invite, nothing of B's is shown.
    const invitee = await seedUnlinkedInvitee(t, b, 'peeked-invitee@tenancy.test');
    const token = await t.app
      .get(EmailTokensService)
      .issue('invite', { storeId: a.store.id, employeeId: a.employee.id });
    const { status, body } = await call(t, 'GET', `/open/employees/${invitee.id}?token=${token}`, {
      headers: storeA,
    });
    expect(status).toBe(400);
    expect(JSON.stringify(body)).not.toContain(invitee.email);
  },
  'PUT /open/employees/accept/{id}': async ({ t, a, b }) => {
    const invitee = await seedUnlinkedInvitee(t, b, 'taken-invitee@tenancy.test');
    const token = await t.app
      .get(EmailTokensService)
      .issue('invite', { storeId: a.store.id, employeeId: a.employee.id });
    const { status } = await call(t, 'PUT', `/open/employees/accept/${invitee.id}`, {
      headers: storeA,
      body: { token, password: 'a-new-password-1' },
    });
    expect(status).toBe(400);
    expect(
      (await t.dataSource.getRepository(Employee).findOneByOrFail({ id: invitee.id })).accountId,
    ).toBeNull();
    expect(await t.dataSource.getRepository(Account).countBy({ email: invitee.email })).toBe(0);
  },
  ...Object.fromEntries(
    (['accept', 'reject'] as const).map((action) => [
      `POST /open/stores/${action}RequestedInventoryPriceChange/{code}`,
      async (ctx: OpenCtx) => {
        // A's link, sent with B's handle: the code names A's offer; B's item of the same price is untouched.
        const inA = await seedOfferedItem(ctx, ctx.a, `${action}-a@tenancy.test`);
        const inB = await seedOfferedItem(ctx, ctx.b, `${action}-b@tenancy.test`);
        const { status, body } = await call(
          ctx.t,
          'POST',
          `/open/stores/${action}RequestedInventoryPriceChange/${inA.code}`,
          { headers: storeB },
        );
        expect(status).toBe(200);
        expect(body.store.handle).toBe('store-a');
        const items = ctx.t.dataSource.getRepository(Inventory);
        expect(await items.findOneByOrFail({ id: inA.item.id })).toMatchObject({ status: 'Active' });
        expect(await items.findOneByOrFail({ id: inB.item.id })).toMatchObject({
          status: 'StoreRequestPriceChange',
          version: inB.item.version,
        });
        // Spent: asked again in A's own name, it changes nothing.
        const again = await call(
          ctx.t,
          'POST',
          `/open/stores/${action}RequestedInventoryPriceChange/${inA.code}`,
          {
            headers: storeA,
          },
        );
        expect(again.status).toBe(410);
      },
    ]),
  ),
};

/** An item of the store waiting on a store price offer of 120, and its link's code (PriceLinksService.offer). */
async function seedOfferedItem({ t }: OpenCtx, staff: SeededStaff, email: string) {
  const product = await seedProduct(t.dataSource, staff.store.id, { title: 'Offered Pair' });
  const consigner = await t.dataSource.getRepository(Consigner).save({
    storeId: staff.store.id,
    firstName: 'Offered',
    lastName: 'Seller',
    email,
    phone: '+1 555 0100',
    address: '1 Main St',
    accountId: null,
  });
  const location = await t.dataSource
    .getRepository(Location)
    .save({ storeId: staff.store.id, name: `Offer shelf ${email}`, label: 'O', isActive: true });
  const item = await seedInventoryItem(t.dataSource, {
    storeId: staff.store.id,
    productId: product.id,
    productTemplateId: product.productTemplateId,
    consignerId: consigner.id,
    locationId: location.id,
    status: 'StoreRequestPriceChange',
    price: 100,
    requestedPrice: 120,
    acceptedOn: new Date(),
  });
  const scope = { storeId: staff.store.id, store: staff.store, actor: { id: null, name: 'Test' } };
  const code = await t.app
    .get(TransactionRunner)
    .run((manager) => t.app.get(PriceLinksService).offer(manager, scope, { ...item, consigner }));
  return { item, code };
}

/** An invited employee of the store who has not signed up yet. */
async function seedUnlinkedInvitee(t: TestApp, staff: SeededStaff, email: string): Promise<Employee> {
  const repository = t.dataSource.getRepository(Employee);
  return repository.save(
    repository.create({
      storeId: staff.store.id,
      firstName: 'Invited',
      lastName: 'Person',
      email,
      accountId: null,
      role: 'Employee',
      accessControls: [],
      isActive: true,
    }),
  );
}

describe(`tenancy on every /open route on ${testEngine()}`, () => {
  let ctx: OpenCtx;
  let routes: string[];

  beforeAll(async () => {
    const t = await startTestApp();
    ctx = {
      t,
      a: await seedStoreWithStaff(t, { handle: 'store-a' }),
      b: await seedStoreWithStaff(t, { handle: 'store-b' }),
    };
    const document = (await (await fetch(`${t.baseUrl}/api/docs/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    routes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/open/'))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      );
  });
  afterAll(() => ctx.t.close());

  it('has a case for every registered /open route (add one with each new route)', () => {
    expect(routes.length).toBeGreaterThan(5);
    expect(routes.filter((key) => !(key in OPEN_CASES))).toEqual([]);
    expect(Object.keys(OPEN_CASES).filter((key) => !routes.includes(key))).toEqual([]);
  });

  for (const key of Object.keys(OPEN_CASES)) {
    it(`${key}: store A's handle never reaches store B's rows`, () => OPEN_CASES[key](ctx));
  }
});
