import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { consignerResponse } from '@shared/contracts/consigners';
import { apiErrorBody } from '@shared/contracts/errors';
import { createInventoriesResponse } from '@shared/contracts/inventories';
import { meResponse } from '@shared/contracts/me';
import { lowestPriceForVariantResponse } from '@shared/contracts/price-guidance';
import { type InventoryStatus } from '@shared/domain/inventory-status';
import { validation } from '@shared/messages';
import { Consigner } from '../../api/src/consigners/consigner.entity';
import { Inventory } from '../../api/src/inventories/inventory.entity';
import { Location } from '../../api/src/locations/location.entity';
import { type Product } from '../../api/src/products/product.entity';
import { Store } from '../../api/src/stores/store.entity';
import {
  call,
  seedInventoryItem,
  seedProduct,
  seedStaff,
  seedStoreWithStaff,
  type SeededStaff,
} from '../support/fixtures';
import { startTestApp, testEngine, type TestApp } from '../support/test-app';

const PATH = '/api/inventories/getLowestPriceForVariant';

describe(`price guidance: lowest prices per variant, pre-approval, the price alert settings on ${testEngine()}`, () => {
  let t: TestApp;
  let admin: SeededStaff;
  let other: SeededStaff;
  let product: Product;
  let consigner: Consigner;
  let front: Location;
  let back: Location;

  const lowest = (body: unknown, token = admin.token) => call(t, 'POST', PATH, { token, body });
  const prices = async (body: unknown) => {
    const response = await lowest(body);
    expect(response.status).toBe(200);
    return lowestPriceForVariantResponse.parse(response.body).prices;
  };
  const stock = (
    option1Value: string,
    option2Value: string,
    price: number,
    fields: { status?: InventoryStatus; location?: Location; product?: Product } = {},
  ) =>
    seedInventoryItem(t.dataSource, {
      storeId: admin.store.id,
      productId: (fields.product ?? product).id,
      productTemplateId: (fields.product ?? product).productTemplateId,
      option1Value,
      option2Value,
      price,
      status: fields.status ?? 'Active',
      locationId: (fields.location ?? front).id,
      consignerId: consigner.id,
    });
  const setStore = (fields: Partial<Store>) =>
    t.dataSource.getRepository(Store).update(admin.store.id, fields);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await seedStoreWithStaff(t, { handle: 'price-store' });
    other = await seedStoreWithStaff(t, { handle: 'price-other' });
    const storeId = admin.store.id;
    product = await seedProduct(t.dataSource, storeId, { title: 'Dunk Low Panda' });
    consigner = await t.dataSource.getRepository(Consigner).save({
      storeId,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@price.test',
      phone: '+1 555 0100',
      address: '1 Main St',
      accountId: null,
    });
    const locations = t.dataSource.getRepository(Location);
    front = await locations.save({ storeId, name: 'Front', label: 'F' });
    back = await locations.save({ storeId, name: 'Back', label: 'B' });
    // The market: size 10 New at 200 (front) and 210 (back), 10 Used at 150 (back), 9.5 New at 180.
    await stock('10', 'New', 210, { location: back });
    await stock('10', 'New', 200);
    await stock('10', 'Used', 150, { location: back });
    await stock('9.5', 'New', 180);
    // Not Active: never the market price.
    await stock('10', 'New', 99, { status: 'Sold' });
    await stock('10', 'New', 98, { status: 'Pending' });
    await stock('9.5', 'New', 97, { status: 'Withdrawn' });
  });
  afterAll(() => t.close());

  describe('POST /api/inventories/getLowestPriceForVariant', () => {
    it('answers every variant of the product: key, Active quantity and lowest Active price, in size order', async () => {
      expect(await prices({ productId: product.id })).toEqual([
        { key: '9.5 / New', qty: 1, price: 180 },
        { key: '10 / New', qty: 2, price: 200 },
        { key: '10 / Used', qty: 1, price: 150 },
      ]);
    });

    it('answers one variant for its option values (the product row may be sent whole)', async () => {
      expect(
        await prices({
          productId: product.id,
          product: { id: product.id, title: product.title, option1Value: '10', option2Value: 'New' },
        }),
      ).toEqual([{ key: '10 / New', qty: 2, price: 200 }]);
      // A size alone answers each of its conditions; values compare as typed, whatever the case.
      expect(await prices({ productId: product.id, product: { option1Value: '10' } })).toEqual([
        { key: '10 / New', qty: 2, price: 200 },
        { key: '10 / Used', qty: 1, price: 150 },
      ]);
      expect(
        await prices({ productId: product.id, product: { option1Value: '10', option2Value: 'used' } }),
      ).toEqual([{ key: '10 / Used', qty: 1, price: 150 }]);
      // Empty values name no option: every variant.
      expect(
        await prices({ productId: product.id, product: { option1Value: '', option2Value: null } }),
      ).toHaveLength(3);
    });

    it('answers an empty list for a variant with no Active stock', async () => {
      expect(
        await prices({ productId: product.id, product: { option1Value: '11', option2Value: 'New' } }),
      ).toEqual([]);
      const bare = await seedProduct(t.dataSource, admin.store.id, { title: 'Nothing Active' });
      expect(await prices({ productId: bare.id })).toEqual([]);
    });

    it('narrows to one location, given as an id or as the object the screen holds', async () => {
      expect(await prices({ productId: product.id, location: back.id })).toEqual([
        { key: '10 / New', qty: 1, price: 210 },
        { key: '10 / Used', qty: 1, price: 150 },
      ]);
      expect(
        await prices({
          productId: product.id,
          location: { id: front.id, name: 'Front' },
          product: { option1Value: '10' },
        }),
      ).toEqual([{ key: '10 / New', qty: 1, price: 200 }]);
    });

    it('answers each validation message under its field', async () => {
      const cases: [unknown, string, string | undefined][] = [
        [{}, 'productId', validation.scan.selectProduct],
        [{ productId: 'x' }, 'productId', validation.scan.selectProduct],
        [{ productId: 0 }, 'productId', validation.scan.selectProduct],
        [{ productId: product.id, location: 'front' }, 'location', undefined],
        [
          { productId: product.id, product: { option1Value: 'x'.repeat(101) } },
          'product.option1Value',
          undefined,
        ],
        [{ productId: product.id, location: 999_999 }, 'location', validation.inventory.locationNotFound],
      ];
      for (const [body, field, message] of cases) {
        const response = await lowest(body);
        expect({ field, status: response.status }).toEqual({ field, status: 400 });
        const fields = apiErrorBody.parse(response.body).error.fields ?? {};
        expect({ field, has: field in fields }).toEqual({ field, has: true });
        if (message) expect(fields[field]).toBe(message);
      }
    });

    it('refuses staff without Inventory access (403) and callers without a token (401)', async () => {
      const { token } = await seedStaff(t, admin.store, { role: 'Employee', accessControls: ['Products'] });
      expect((await lowest({ productId: product.id }, token)).status).toBe(403);
      const allowed = await seedStaff(t, admin.store, { role: 'Employee', accessControls: ['Inventory'] });
      expect((await lowest({ productId: product.id }, allowed.token)).status).toBe(200);
      expect((await call(t, 'POST', PATH, { body: { productId: product.id } })).status).toBe(401);
    });

    it("answers 404 for another store's product, and never shows its prices", async () => {
      const response = await lowest({ productId: product.id }, other.token);
      expect(response.status).toBe(404);
      expect(JSON.stringify(response.body)).not.toContain('200');
      // Another store's location is not one of ours: refused, nothing read.
      const theirs = await t.dataSource
        .getRepository(Location)
        .save({ storeId: other.store.id, name: 'Theirs', label: 'T' });
      const located = await lowest({ productId: product.id, location: theirs.id });
      expect(located.status).toBe(400);
      expect(apiErrorBody.parse(located.body).error.fields).toEqual({
        location: validation.inventory.locationNotFound,
      });
    });

    it('GET /api/products/lowestVariantPrices/{id} reads the same query', async () => {
      const response = await call(t, 'GET', `/api/products/lowestVariantPrices/${product.id}`, {
        token: admin.token,
      });
      expect(response.status).toBe(200);
      expect(response.body.prices).toEqual(await prices({ productId: product.id }));
    });
  });

  describe('POST /api/inventories: preapprovalStatus of offers and drop-offs (spec 001 §5)', () => {
    const offer = (overrides: Record<string, unknown>) => ({
      productId: product.id,
      option1Value: '10',
      option2Value: 'New',
      price: 195,
      status: 'Requested',
      consigner: consigner.id,
      ...overrides,
    });
    const statusesOf = async (rows: Record<string, unknown>[]) => {
      const response = await call(t, 'POST', '/api/inventories', {
        token: admin.token,
        body: { inventoryFormArray: rows },
      });
      expect(response.status).toBe(201);
      const { inventories } = createInventoriesResponse.parse(response.body);
      // What is stored is what the answer shows.
      const stored = await t.dataSource
        .getRepository(Inventory)
        .findBy(inventories.map((item) => ({ id: item.id })));
      expect(stored.map((item) => item.preapprovalStatus).sort()).toEqual(
        inventories.map((item) => item.preapprovalStatus).sort(),
      );
      return inventories.map((item) => item.preapprovalStatus);
    };

    beforeEach(() => setStore({ autoPreapproval: true, minApproval: 20, maxApproval: 10 }));

    it('market 200 (10 / New), margins 20 below and 10 above: 180 to 210 are Approved', async () => {
      expect(
        await statusesOf([
          offer({ price: 180 }),
          offer({ price: 210, status: 'Pending', location: front.id }),
          offer({ price: 179.99 }),
          offer({ price: 210.01, status: 'Pending' }),
        ]),
      ).toEqual(['Approved', 'Approved', 'NotApproved', 'NotApproved']);
    });

    it("judges each row against its own variant's market price (10 / Used is 150)", async () => {
      expect(await statusesOf([offer({ option2Value: 'Used', price: 160 }), offer({ price: 160 })])).toEqual([
        'Approved',
        'NotApproved',
      ]);
    });

    it('ignores a preapprovalStatus sent by the client for offers and drop-offs', async () => {
      expect(
        await statusesOf([
          offer({ price: 500, preapprovalStatus: 'Approved' }),
          offer({ price: 200, status: 'Pending', preapprovalStatus: 'NotApproved' }),
        ]),
      ).toEqual(['NotApproved', 'Approved']);
    });

    it('a variant with no Active stock is not approved while a margin is set', async () => {
      expect(await statusesOf([offer({ option1Value: '11', price: 200 })])).toEqual(['NotApproved']);
    });

    it('both margins 0: always Approved; autoPreapproval off: never', async () => {
      await setStore({ minApproval: 0, maxApproval: 0 });
      expect(
        await statusesOf([offer({ price: 999 }), offer({ option1Value: '11', status: 'Pending' })]),
      ).toEqual(['Approved', 'Approved']);
      await setStore({ autoPreapproval: false });
      expect(await statusesOf([offer({ price: 200 })])).toEqual(['NotApproved']);
    });

    it('staff intake (Active) and store requests keep null, whatever is sent', async () => {
      expect(
        await statusesOf([
          offer({ status: 'Active', location: front.id, preapprovalStatus: 'Approved' }),
          offer({
            status: 'Buying',
            price: null,
            consigner: null,
            storeRequestPriceRange: { lower: 150, upper: 190 },
            preapprovalStatus: 'Approved',
          }),
        ]),
      ).toEqual([null, null]);
    });
  });

  describe('what the screens read', () => {
    it("GET /api/me carries the store's price alert and early-withdrawal settings", async () => {
      await setStore({
        warnAmount: 12.5,
        warnText: 'Check the lowest price first',
        withdrawalFee: 25,
        earlyWithdrawalDays: 30,
      });
      const response = await call(t, 'GET', '/api/me', { token: admin.token });
      expect(response.status).toBe(200);
      expect(meResponse.parse(response.body).profile.store).toMatchObject({
        warnAmount: 12.5,
        warnText: 'Check the lowest price first',
        withdrawalFee: 25,
        earlyWithdrawalDays: 30,
      });
    });

    it('GET /api/consigners/{id} shows the withdrawal fees the consigner owes after an early withdrawal', async () => {
      await setStore({ withdrawalFee: 25, earlyWithdrawalDays: 30 });
      const item = await seedInventoryItem(t.dataSource, {
        storeId: admin.store.id,
        productId: product.id,
        productTemplateId: product.productTemplateId,
        consignerId: consigner.id,
        locationId: front.id,
        acceptedOn: new Date(),
      });
      const before = consignerResponse.parse(
        (await call(t, 'GET', `/api/consigners/${consigner.id}`, { token: admin.token })).body,
      ).consigner.negativeBalance;
      const withdrawn = await call(t, 'POST', '/api/inventories/withdrawInventory', {
        token: admin.token,
        body: { inventory: item.id, isWithdrawnEarly: true },
      });
      expect(withdrawn.status).toBe(200);
      const after = await call(t, 'GET', `/api/consigners/${consigner.id}`, { token: admin.token });
      expect(consignerResponse.parse(after.body).consigner.negativeBalance).toBe(before + 25);
    });
  });
});
