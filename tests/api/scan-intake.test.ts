import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '@shared/contracts/errors';
import { gtinLookupResponse, scanGtinResponse } from '@shared/contracts/scans';
import { validation } from '@shared/messages';
import { Consigner } from '../../api/src/consigners/consigner.entity';
import { Location } from '../../api/src/locations/location.entity';
import { ProductGtin } from '../../api/src/products/product-gtin.entity';
import { call, seedProduct, seedStaff, seedStoreWithStaff, type SeededStaff } from '../support/fixtures';
import { type InventoryWorld, seedInventoryWorld, seedWorldItem } from '../support/inventory-world';
import { startTestApp, testEngine, type TestApp } from '../support/test-app';

const scan = validation.scan;
/** Real GTINs (check digits right): a UPC-A, an EAN-13, and another EAN-13. */
const UPC = '036000291452';
const EAN = '4006381333931';
const OTHER_EAN = '0194501089418';

describe(`scan intake on ${testEngine()}`, () => {
  let t: TestApp;
  let world: InventoryWorld;
  let stockOnly: string;
  let productsOnly: string;
  let other: SeededStaff;

  beforeAll(async () => {
    t = await startTestApp();
    world = await seedInventoryWorld(t, { handle: 'scan-intake', productTitle: 'Scanned Dunk' });
    stockOnly = (await seedStaff(t, world.admin.store, { role: 'Employee', accessControls: ['Inventory'] }))
      .token;
    productsOnly = (await seedStaff(t, world.admin.store, { role: 'Employee', accessControls: ['Products'] }))
      .token;
    other = await seedStoreWithStaff(t, { handle: 'scan-intake-other' });
  });
  afterAll(() => t.close());

  const attach = (token: string, body: Record<string, unknown>) =>
    call(t, 'POST', '/api/products/attachGtin', { token, body });
  const scanGtin = (token: string, body: Record<string, unknown>) =>
    call(t, 'POST', '/api/inventories/scan', { token, body });
  const attachBody = (gtin: string, size = '10') => ({
    productTemplateId: world.product.productTemplateId,
    product: world.product.id,
    size,
    gtin,
  });

  it('attaches a barcode to a size (Inventory may), and a scan of it then finds the product and size', async () => {
    const attached = await attach(stockOnly, attachBody(UPC, '10'));
    expect(attached.status).toBe(201);
    expect(gtinLookupResponse.parse(attached.body)).toEqual({
      product: expect.objectContaining({ id: world.product.id, title: 'Scanned Dunk' }),
      size: '10',
    });
    const scanned = await scanGtin(stockOnly, {
      consigner: world.consigner.id,
      location: world.main.id,
      gtin: UPC,
    });
    expect(scanned.status).toBe(200);
    const body = scanGtinResponse.parse(scanned.body);
    expect(body.scanGTINProduct?.id).toBe(world.product.id);
    expect(body.gtinSize).toBe('10');
    // The same number as an EAN-13 or a GTIN-14 (scanners send the length of their symbology).
    for (const spelling of [`0${UPC}`, `00${UPC}`]) {
      const again = await scanGtin(stockOnly, {
        consigner: world.consigner.id,
        location: world.main.id,
        gtin: spelling,
      });
      expect(again.body.gtinSize).toBe('10');
    }
    // Attaching it again to the same size is harmless.
    expect((await attach(stockOnly, attachBody(UPC, '10'))).status).toBe(201);
    expect(await t.dataSource.getRepository(ProductGtin).countBy({ gtin: UPC })).toBe(1);
  });

  it("lists the consigner's Drop off pending items of that product and size, oldest first", async () => {
    await attach(world.admin.token, attachBody(EAN, '9.5'));
    const older = await seedWorldItem(t, world, 'Pending', [], {
      option1Value: '9.5',
      createdAt: new Date(Date.now() - 5 * 60_000),
    });
    const newer = await seedWorldItem(t, world, 'Pending', [], { option1Value: '9.5' });
    // Not these: another size, another consigner, not waiting for intake, another product.
    await seedWorldItem(t, world, 'Pending', [], { option1Value: '10.5' });
    await seedWorldItem(t, world, 'Pending', [], { option1Value: '9.5', consignerId: world.storeAccount.id });
    await seedWorldItem(t, world, 'Active', ['Active'], { option1Value: '9.5' });
    const otherProduct = await seedProduct(t.dataSource, world.admin.store.id, {
      productTemplateId: world.product.productTemplateId,
    });
    await seedWorldItem(t, world, 'Pending', [], { option1Value: '9.5', productId: otherProduct.id });

    const { status, body } = await scanGtin(world.admin.token, {
      consigner: world.consigner.id,
      location: world.main.id,
      gtin: EAN,
    });
    expect(status).toBe(200);
    const parsed = scanGtinResponse.parse(body);
    expect(parsed.gtinSize).toBe('9.5');
    expect(parsed.scanGTINInventories.map((item) => item.id)).toEqual([older.id, newer.id]);
    expect(parsed.scanGTINInventories[0]).toMatchObject({
      code: older.code,
      status: 'Pending',
      consigner: { id: world.consigner.id },
      product: { id: world.product.id, title: 'Scanned Dunk' },
    });
  });

  it('answers an unknown barcode with nulls and no items (the screen offers to attach it)', async () => {
    const { status, body } = await scanGtin(world.admin.token, {
      consigner: world.consigner.id,
      location: world.main.id,
      gtin: OTHER_EAN,
    });
    expect(status).toBe(200);
    expect(scanGtinResponse.parse(body)).toEqual({
      scanGTINProduct: null,
      gtinSize: null,
      scanGTINInventories: [],
    });
  });

  it("refuses a missing location or consigner with the spec's messages", async () => {
    const noLocation = await scanGtin(world.admin.token, { consigner: world.consigner.id, gtin: UPC });
    expect(noLocation.status).toBe(400);
    expect(apiErrorBody.parse(noLocation.body).error.fields).toEqual({ location: scan.selectLocation });
    const noConsigner = await scanGtin(world.admin.token, { location: world.main.id, gtin: UPC });
    expect(noConsigner.status).toBe(400);
    expect(noConsigner.body.error.fields).toEqual({ consigner: scan.selectConsigner });
  });

  it("answers 404 for another store's location or consigner, and 400 for a deactivated location", async () => {
    const theirLocation = await t.dataSource
      .getRepository(Location)
      .save({ storeId: other.store.id, name: 'Their shop', label: 'T' });
    const theirConsigner = await t.dataSource.getRepository(Consigner).save({
      storeId: other.store.id,
      firstName: 'Their',
      lastName: 'Consigner',
      email: 'their@scan-intake-other.test',
      phone: '+1 555 0199',
      address: '9 Other St',
    });
    const foreignLocation = await scanGtin(world.admin.token, {
      consigner: world.consigner.id,
      location: theirLocation.id,
      gtin: UPC,
    });
    expect(foreignLocation.status).toBe(404);
    const foreignConsigner = await scanGtin(world.admin.token, {
      consigner: theirConsigner.id,
      location: world.main.id,
      gtin: UPC,
    });
    expect(foreignConsigner.status).toBe(404);
    expect(JSON.stringify(foreignConsigner.body)).not.toContain('Their');

    const closed = await t.dataSource
      .getRepository(Location)
      .save({ storeId: world.admin.store.id, name: 'Closed', label: 'C', isActive: false });
    const inactive = await scanGtin(world.admin.token, {
      consigner: world.consigner.id,
      location: closed.id,
      gtin: UPC,
    });
    expect(inactive.status).toBe(400);
    expect(inactive.body.error.fields).toEqual({ location: scan.locationInactive });
  });

  it('refuses a size not of the template, a wrong check digit, and a barcode another product has', async () => {
    const size = await attach(world.admin.token, attachBody(OTHER_EAN, '15'));
    expect(size.status).toBe(400);
    expect(size.body.error.fields).toEqual({ size: scan.selectOption });
    const noSize = await attach(world.admin.token, { ...attachBody(OTHER_EAN), size: '' });
    expect(noSize.body.error.fields).toEqual({ size: scan.selectOption });
    const noProduct = await attach(world.admin.token, {
      productTemplateId: world.product.productTemplateId,
      size: '10',
      gtin: OTHER_EAN,
    });
    expect(noProduct.body.error.fields).toEqual({ product: scan.selectProduct });
    const wrongTemplate = await attach(world.admin.token, {
      ...attachBody(OTHER_EAN),
      productTemplateId: world.product.productTemplateId + 1000,
    });
    expect(wrongTemplate.body.error.fields).toEqual({ productTemplateId: scan.selectProductTemplate });

    const checkDigit = await attach(world.admin.token, attachBody('4006381333932'));
    expect(checkDigit.status).toBe(400);
    expect(checkDigit.body.error.fields).toEqual({
      gtin: validation.product.gtinInvalid('4006381333932'),
    });

    const another = await seedProduct(t.dataSource, world.admin.store.id, {
      title: 'Another Runner',
      productTemplateId: world.product.productTemplateId,
    });
    const taken = await attach(world.admin.token, {
      ...attachBody(UPC, '11'),
      product: another.id,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(validation.product.gtinTaken(UPC, 'Scanned Dunk'));
    // The same product, another size: still taken (a barcode names one size).
    const otherSize = await attach(world.admin.token, attachBody(`0${UPC}`, '11'));
    expect(otherSize.status).toBe(409);
    expect(await t.dataSource.getRepository(ProductGtin).countBy({ productId: another.id })).toBe(0);
  });

  it("answers 404 for another store's product, and scan intake needs Inventory", async () => {
    const theirs = await seedProduct(t.dataSource, other.store.id, { title: 'Their Product' });
    const foreign = await attach(world.admin.token, {
      productTemplateId: theirs.productTemplateId,
      product: theirs.id,
      size: '10',
      gtin: OTHER_EAN,
    });
    expect(foreign.status).toBe(404);
    expect(await t.dataSource.getRepository(ProductGtin).countBy({ gtin: OTHER_EAN })).toBe(0);
    const refused = await scanGtin(productsOnly, {
      consigner: world.consigner.id,
      location: world.main.id,
      gtin: UPC,
    });
    expect(refused.status).toBe(403);
  });

  it('GET /api/products/gtin/{gtin} names the product and size, or answers 404 naming the barcode', async () => {
    const found = await call(t, 'GET', `/api/products/gtin/${UPC}`, { token: stockOnly });
    expect(found.status).toBe(200);
    expect(gtinLookupResponse.parse(found.body)).toMatchObject({
      product: { id: world.product.id },
      size: '10',
    });
    const unknown = await call(t, 'GET', '/api/products/gtin/96385074', { token: productsOnly });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(scan.gtinUnknown('96385074'));
    // Another store's barcode is unknown here.
    const theirs = await call(t, 'GET', `/api/products/gtin/${UPC}`, { token: other.token });
    expect(theirs.status).toBe(404);
  });
});
