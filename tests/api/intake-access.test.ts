import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consignerPickerResponse } from '@shared/contracts/consigners';
import { apiErrorBody } from '@shared/contracts/errors';
import { inventoriesResponse } from '@shared/contracts/inventory-lists';
import { locationsResponse, subLocationsResponse } from '@shared/contracts/locations';
import { productTemplatesResponse } from '@shared/contracts/product-templates';
import { productDetailResponse, productsResponse } from '@shared/contracts/products';
import { Consigner } from '../../api/src/consigners/consigner.entity';
import { Location } from '../../api/src/locations/location.entity';
import { SubLocation } from '../../api/src/locations/sub-location.entity';
import { DEFAULT_PRODUCT_TEMPLATE } from '../../api/src/product-templates/default-template';
import { ProductTemplate } from '../../api/src/product-templates/product-template.entity';
import { call, seedStaff, seedStoreWithStaff, type SeededStaff } from '../support/fixtures';
import { startTestApp, testEngine, type TestApp } from '../support/test-app';

const BANK_FIELDS = [
  'bankData',
  'accountName',
  'accountNumber',
  'routingNumber',
  'bank',
  'bankType',
  'branchCode',
  'payoutType',
  'payoutData',
];

/**
 * Issue 12: an employee with Products and Inventory but not Consigners or Settings adds inventory.
 * Intake's reads (templates, locations, sub-locations, an owner) are open to Inventory; the owner
 * picker says who a consigner is and nothing of their payout.
 */
describe(`intake reads for a restricted employee on ${testEngine()}`, () => {
  let t: TestApp;
  let admin: SeededStaff;
  let other: SeededStaff;
  let clerk: string;
  let orders: string;
  let stockOnly: string;
  let productId: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await seedStoreWithStaff(t, { handle: 'intake-a' });
    other = await seedStoreWithStaff(t, { handle: 'intake-b' });
    clerk = (await seedStaff(t, admin.store, { role: 'Employee', accessControls: ['Products', 'Inventory'] }))
      .token;
    orders = (await seedStaff(t, admin.store, { role: 'Employee', accessControls: ['Orders'] })).token;
    stockOnly = (await seedStaff(t, admin.store, { role: 'Employee', accessControls: ['Inventory'] })).token;
    const consigners = t.dataSource.getRepository(Consigner);
    for (const [storeId, firstName, lastName] of [
      [admin.store.id, 'Bankable', 'Owner'],
      [admin.store.id, 'Zed', 'Bankable'],
      [other.store.id, 'Bankable', 'Foreign'],
    ] as const) {
      await consigners.save(
        consigners.create({
          storeId,
          firstName,
          lastName,
          email: `${firstName}.${lastName}@intake.test`.toLowerCase(),
          phone: '+1 555 010 2000',
          address: '1 Market St',
          accountId: null,
          payoutType: 'Bank',
          bankData: {
            accountName: 'Secret Holder',
            accountNumber: '987654321',
            routingType: 'abaNumber',
            routingNumber: '021000021',
          },
        }),
      );
    }
    await consigners.save(
      consigners.create({
        storeId: admin.store.id,
        firstName: 'Zzz Kicks',
        lastName: '(store)',
        email: 'store@intake.test',
        phone: '',
        address: '',
        accountId: null,
        isStoreAccount: true,
      }),
    );
    await t.dataSource
      .getRepository(ProductTemplate)
      .save({ storeId: admin.store.id, ...DEFAULT_PRODUCT_TEMPLATE });
    const location = await t.dataSource
      .getRepository(Location)
      .save({ storeId: admin.store.id, name: 'Back Room', label: 'BR', isActive: true });
    await t.dataSource
      .getRepository(SubLocation)
      .save({ storeId: admin.store.id, locationId: location.id, name: 'Shelf 1' });
  });
  afterAll(() => t.close());

  it('lets Products+Inventory read the templates, locations and sub-locations intake needs', async () => {
    const templates = await call(t, 'GET', '/api/productTemplates', { token: clerk });
    expect(templates.status).toBe(200);
    const [first] = productTemplatesResponse.parse(templates.body).productTemplates;
    expect((await call(t, 'GET', `/api/productTemplates/${first.id}`, { token: clerk })).status).toBe(200);
    const locations = await call(t, 'GET', '/api/locations', { token: clerk });
    expect(locations.status).toBe(200);
    expect(locationsResponse.parse(locations.body).locations.map((row) => row.name)).toContain('Back Room');
    const subs = await call(t, 'GET', '/api/subLocations?location=Back%20Room', { token: clerk });
    expect(subs.status).toBe(200);
    expect(subLocationsResponse.parse(subs.body).subLocations.map((row) => row.name)).toEqual(['Shelf 1']);
  });

  it('lets Inventory alone find a product and open it: intake adds to it, the inventory lists filter by it', async () => {
    const created = await call(t, 'POST', '/api/products', {
      token: admin.token,
      body: {
        title: 'Intake Runner',
        brand: 'Nike',
        sku: 'INTAKE-RUN-1',
        productTemplateId: (
          await t.dataSource.getRepository(ProductTemplate).findOneByOrFail({
            storeId: admin.store.id,
          })
        ).id,
        category: 'Sneakers',
        gender: 'Men',
        image: 'https://example.test/runner.png',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    productId = created.body.product.id as number;
    const found = await call(t, 'GET', '/api/products?search=intake', { token: stockOnly });
    expect(found.status).toBe(200);
    expect(productsResponse.parse(found.body).products.map((row) => row.id)).toEqual([productId]);
    const one = await call(t, 'GET', `/api/products/${productId}`, { token: stockOnly });
    expect(one.status).toBe(200);
    expect(productDetailResponse.parse(one.body).product.title).toBe('Intake Runner');
    // Theirs stays theirs.
    expect((await call(t, 'GET', `/api/products/${productId}`, { token: other.token })).status).toBe(404);
    // Product writes stay with Products.
    const edit = await call(t, 'PUT', `/api/products/${productId}`, {
      token: stockOnly,
      body: { ...created.body.product, title: 'Renamed by intake' },
    });
    expect(edit.status).toBe(403);
    expect((await call(t, 'GET', '/api/products', { token: orders })).status).toBe(403);
  });

  it("lets Orders search the store's inventory for the register, and no other inventory call", async () => {
    const search = await call(t, 'GET', '/api/inventories?status=Active&search=runner', { token: orders });
    expect(search.status, JSON.stringify(search.body)).toBe(200);
    expect(inventoriesResponse.parse(search.body).count).toBe(0);
    for (const path of ['/api/inventories/paginatedInventories', '/api/inventories/filterOptions']) {
      const refused = await call(t, 'GET', path, { token: orders });
      expect({ path, status: refused.status }).toEqual({ path, status: 403 });
    }
  });

  it('keeps the writes of templates and locations, and the full consigner records, behind their own access', async () => {
    for (const [method, path, body] of [
      ['POST', '/api/locations', { name: 'Clerk', label: 'C' }],
      ['POST', '/api/subLocations', { locationName: 'Back Room', name: 'Clerk' }],
      ['POST', '/api/productTemplates', { title: 'Clerk', option1: 'Size', option1Values: ['1'] }],
      ['GET', '/api/consigners', undefined],
    ] as const) {
      const response = await call(t, method, path, { token: clerk, body });
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 403 });
    }
  });

  it('refuses the intake reads to an employee with neither Inventory, Products nor Settings, with a message', async () => {
    for (const path of ['/api/productTemplates', '/api/locations', '/api/subLocations']) {
      const response = await call(t, 'GET', path, { token: orders });
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
      expect(apiErrorBody.parse(response.body).error.message).toMatch(
        /^You do not have access to this: it needs Settings or/,
      );
    }
  });

  it('gives the owner picker to Orders (the /findOrders consigner filter) and refuses it to Products alone', async () => {
    const forOrders = await call(t, 'GET', '/api/consigners/picker?search=bankable', { token: orders });
    expect(forOrders.status).toBe(200);
    expect(consignerPickerResponse.parse(forOrders.body).total).toBe(2);
    const productsOnly = (await seedStaff(t, admin.store, { role: 'Employee', accessControls: ['Products'] }))
      .token;
    const refused = await call(t, 'GET', '/api/consigners/picker', { token: productsOnly });
    expect(refused.status).toBe(403);
    expect(apiErrorBody.parse(refused.body).error.message).toMatch(
      /^You do not have access to this: it needs Consigners or Inventory or Orders\./,
    );
  });

  it('picks an owner by name or email: id, names, email and isStoreAccount only, never bank data', async () => {
    const response = await call(t, 'GET', '/api/consigners/picker?search=bankable', { token: clerk });
    expect(response.status).toBe(200);
    const text = JSON.stringify(response.body);
    for (const field of BANK_FIELDS) expect(text).not.toContain(`"${field}"`);
    expect(text).not.toContain('987654321');
    expect(text).not.toContain('Secret Holder');
    const { consigners, total } = consignerPickerResponse.parse(response.body);
    expect(consigners.map((row) => `${row.firstName} ${row.lastName}`)).toEqual([
      'Bankable Owner',
      'Zed Bankable',
    ]);
    expect(total).toBe(2);
    for (const row of consigners) {
      expect(Object.keys(row).sort()).toEqual(['email', 'firstName', 'id', 'isStoreAccount', 'lastName']);
    }
    const byEmail = consignerPickerResponse.parse(
      (await call(t, 'GET', '/api/consigners/picker?search=zed.bankable@', { token: clerk })).body,
    );
    expect(byEmail.consigners.map((row) => row.firstName)).toEqual(['Zed']);
  });

  it("lists the store's own account first and pages the rest", async () => {
    const all = consignerPickerResponse.parse(
      (await call(t, 'GET', '/api/consigners/picker', { token: clerk })).body,
    );
    expect(all.consigners[0].isStoreAccount).toBe(true);
    const page2 = consignerPickerResponse.parse(
      (await call(t, 'GET', '/api/consigners/picker?search=bankable&page=2&pageSize=1', { token: clerk }))
        .body,
    );
    expect(page2).toEqual({ consigners: [expect.objectContaining({ firstName: 'Zed' })], total: 2 });
    const tooMany = await call(t, 'GET', '/api/consigners/picker?pageSize=51', { token: clerk });
    expect(tooMany.status).toBe(400);
    expect(apiErrorBody.parse(tooMany.body).error.fields).toHaveProperty('pageSize');
  });

  it("never shows another store's consigners, to their token or ours", async () => {
    const ours = consignerPickerResponse.parse(
      (await call(t, 'GET', '/api/consigners/picker?search=foreign', { token: clerk })).body,
    );
    expect(ours).toEqual({ consigners: [], total: 0 });
    const theirs = await call(t, 'GET', '/api/consigners/picker?search=bankable', { token: other.token });
    expect(theirs.status).toBe(200);
    expect(consignerPickerResponse.parse(theirs.body).consigners.map((row) => row.lastName)).toEqual([
      'Foreign',
    ]);
  });
});
