import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '@shared/contracts/errors';
import { bulkFeesResponse, feesResponse } from '@shared/contracts/inventories';
import { Consigner } from '../../api/src/consigners/consigner.entity';
import { ConsignerType } from '../../api/src/consigner-types/consigner-type.entity';
import { type Inventory } from '../../api/src/inventories/inventory.entity';
import { type Product } from '../../api/src/products/product.entity';
import {
  call,
  seedInventoryItem,
  seedProduct,
  seedStaff,
  seedStoreWithStaff,
  type SeededStaff,
} from '../support/fixtures';
import { startTestApp, testEngine, type TestApp } from '../support/test-app';

/** POST /api/inventories/bulkFees: the bulk inventory table asks once for all its changed rows. */
describe(`bulk fees on ${testEngine()}`, () => {
  let t: TestApp;
  let admin: SeededStaff;
  let other: SeededStaff;
  let product: Product;
  let consigner: Consigner;
  let storeAccount: Consigner;
  let item: Inventory;
  let otherItem: Inventory;

  const bulkFees = (body: unknown, token = admin.token) =>
    call(t, 'POST', '/api/inventories/bulkFees', { token, body });
  const oneFee = async (body: Record<string, unknown>) =>
    feesResponse.parse((await call(t, 'POST', '/api/inventories/fees', { token: admin.token, body })).body);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await seedStoreWithStaff(t, { handle: 'bulk-fees' });
    other = await seedStoreWithStaff(t, { handle: 'bulk-fees-other' });
    const storeId = admin.store.id;
    product = await seedProduct(t.dataSource, storeId, { title: 'Dunk Low Panda', category: 'Sneakers' });
    const consigners = t.dataSource.getRepository(Consigner);
    const person = { phone: '+1 555 0100', address: '1 Main St', accountId: null };
    consigner = await consigners.save(
      consigners.create({ storeId, firstName: 'Ada', lastName: 'Fee', email: 'ada@fees.test', ...person }),
    );
    storeAccount = await consigners.save(
      consigners.create({
        storeId,
        firstName: 'The',
        lastName: 'Store',
        email: 'store@fees.test',
        isStoreAccount: true,
        ...person,
      }),
    );
    await t.dataSource
      .getRepository(ConsignerType)
      .save({ storeId, accountType: 'Standard', sellingFee: 10, minFee: 15, isDefault: true });
    item = await seedInventoryItem(t.dataSource, {
      storeId,
      productId: product.id,
      productTemplateId: product.productTemplateId,
      consignerId: consigner.id,
      hasCleaningFee: true,
    });
    const otherProduct = await seedProduct(t.dataSource, other.store.id, { title: 'Other store shoe' });
    otherItem = await seedInventoryItem(t.dataSource, {
      storeId: other.store.id,
      productId: otherProduct.id,
      productTemplateId: otherProduct.productTemplateId,
      price: 4321.99,
    });
  });
  afterAll(() => t.close());

  it('answers every row in order, as POST /api/inventories/fees answers each one', async () => {
    const rows = [
      // An existing item: its owner and cleaning fee are the defaults.
      { id: item.id, price: 200 },
      { productId: product.id, price: 100, consigner: consigner.id },
      { price: 10, consigner: consigner.id },
      { price: 100, cost: 60, consigner: storeAccount.id },
    ];
    const response = await bulkFees({ items: rows });
    expect(response.status).toBe(200);
    const { fees } = bulkFeesResponse.parse(response.body);
    expect(fees).toEqual(await Promise.all(rows.map(oneFee)));
    // 10% of 200 = 20, cleaning 20: payout 160. 10% of 100 is below the minimum of 15: payout 85.
    expect(fees.map((answer) => [answer.payoutLabel, answer.payout])).toEqual([
      ['Payout', 160],
      ['Payout', 85],
      ['Payout', 0],
      ['Cost', 60],
    ]);
    expect(fees[2].zeroPayoutWarning).toBe('The current price will give a payout of $0.');
  });

  it('refuses a row naming another store’s item, and answers no fees at all (404)', async () => {
    const response = await bulkFees({
      items: [
        { id: item.id, price: 200 },
        { id: otherItem.id, price: 100 },
      ],
    });
    expect(response.status).toBe(404);
    expect(response.body).not.toHaveProperty('fees');

    // Store B asking about store A's item, product or consigner finds nothing either.
    for (const row of [{ id: item.id }, { productId: product.id }, { consigner: consigner.id }]) {
      const refused = await bulkFees({ items: [{ ...row, price: 100 }] }, other.token);
      expect({ row, status: refused.status }).toEqual({ row, status: 404 });
      expect(JSON.stringify(refused.body)).not.toContain('Dunk Low');
    }
  });

  it('refuses bad input with the field of the row at fault (400)', async () => {
    const cases: { body: unknown; field: string }[] = [
      { body: {}, field: 'items' },
      { body: { items: [] }, field: 'items' },
      { body: { items: 'all' }, field: 'items' },
      { body: { items: [{ price: 100 }, { price: -5 }] }, field: 'items.1.price' },
      { body: { items: [{ price: 100 }, {}] }, field: 'items.1.price' },
      { body: { items: [{ price: 100, id: 'seven' }] }, field: 'items.0.id' },
      { body: { items: Array.from({ length: 501 }, () => ({ price: 100 })) }, field: 'items' },
    ];
    for (const { body, field } of cases) {
      const response = await bulkFees(body);
      expect({ field, status: response.status }).toEqual({ field, status: 400 });
      const { error } = apiErrorBody.parse(response.body);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(error.fields ?? {}), field).toContain(field);
    }
    const negative = apiErrorBody.parse((await bulkFees({ items: [{ price: -5 }] })).body);
    expect(negative.error.fields?.['items.0.price']).toBe('Price must be at least 0');
  });

  it('needs a signed-in user with Inventory access', async () => {
    const { token } = await seedStaff(t, admin.store, { role: 'Employee', accessControls: ['Products'] });
    expect((await bulkFees({ items: [{ price: 100 }] }, token)).status).toBe(403);
    expect(
      (await call(t, 'POST', '/api/inventories/bulkFees', { body: { items: [{ price: 100 }] } })).status,
    ).toBe(401);
  });
});
