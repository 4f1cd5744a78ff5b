import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '@shared/contracts/errors';
import {
  createInventoriesResponse,
  feesResponse,
  inventoryLogsResponse,
  inventoryResponse,
} from '@shared/contracts/inventories';
import { ITEM_CODE_ALPHABET, ITEM_CODE_LENGTH } from '@shared/domain/item-code';
import { INTAKE_ROW_QUANTITY_MAX, NOTES_MAX_CHARS } from '@shared/constants';
import { validation } from '@shared/messages';
import { ConsignerType } from '../../api/src/consigner-types/consigner-type.entity';
import { Consigner } from '../../api/src/consigners/consigner.entity';
import { InventoryLog } from '../../api/src/inventories/inventory-log.entity';
import { Inventory } from '../../api/src/inventories/inventory.entity';
import { type Location } from '../../api/src/locations/location.entity';
import { type SubLocation } from '../../api/src/locations/sub-location.entity';
import { type Product } from '../../api/src/products/product.entity';
import { Store } from '../../api/src/stores/store.entity';
import { call, seedInventoryItem, seedStaff, type SeededStaff } from '../support/fixtures';
import { seedInventoryWorld } from '../support/inventory-world';
import { startTestApp, testEngine, type TestApp } from '../support/test-app';

const scan = validation.scan;
const messages = validation.inventory;

describe(`inventory creation, items, fees and logs on ${testEngine()}`, () => {
  let t: TestApp;
  let admin: SeededStaff;
  let product: Product;
  let consigner: Consigner;
  let storeAccount: Consigner;
  let location: Location;
  let shelf: SubLocation;
  let warehouse: Location;

  const row = (overrides: Record<string, unknown> = {}) => ({
    productId: product.id,
    option1Value: '10',
    option2Value: 'New',
    price: 200,
    quantity: 1,
    consigner: consigner.id,
    location: location.id,
    subLocation: shelf.id,
    ...overrides,
  });
  const create = (rows: Record<string, unknown>[], token = admin.token) =>
    call(t, 'POST', '/api/inventories', { token, body: { inventoryFormArray: rows } });
  const fieldError = (body: unknown) => apiErrorBody.parse(body).error;

  beforeAll(async () => {
    t = await startTestApp();
    ({
      admin,
      product,
      consigner,
      storeAccount,
      main: location,
      shelf,
      warehouse,
    } = await seedInventoryWorld(t, { handle: 'inv-store', productTitle: 'Jordan 1 Chicago' }));
  });
  afterAll(() => t.close());

  it('creates quantity items, each Active with its own code, fees and a creation log', async () => {
    const response = await create([row({ quantity: 3 })]);
    expect(response.status).toBe(201);
    const { inventories } = createInventoriesResponse.parse(response.body);
    expect(inventories).toHaveLength(3);
    const codes = new Set(inventories.map((item) => item.code));
    expect(codes.size).toBe(3);
    for (const item of inventories) {
      expect(item.code).toHaveLength(ITEM_CODE_LENGTH);
      expect([...item.code].every((symbol) => ITEM_CODE_ALPHABET.includes(symbol))).toBe(true);
      // 10% of 200 = 20, above the minimum of 15: payout 180.
      expect(item).toMatchObject({
        status: 'Active',
        option1Value: '10',
        option2Value: 'New',
        price: 200,
        payout: 180,
        payoutFee: 20,
        total: 200,
        consigner: { id: consigner.id, firstName: 'Ada' },
        location: { id: location.id, name: 'Main' },
        subLocation: { id: shelf.id, name: 'Shelf A' },
        product: { id: product.id, title: 'Jordan 1 Chicago' },
        category: 'Sneakers',
        currency: 'USD',
        lastUpdatedBy: { name: expect.any(String) },
      });
      expect(item.acceptedOn).not.toBeNull();
    }
    const logs = await t.dataSource
      .getRepository(InventoryLog)
      .findBy({ storeId: admin.store.id, inventoryId: inventories[0].id });
    expect(logs).toHaveLength(1);
    expect(logs[0].modifiedFields).toEqual(
      expect.arrayContaining([{ variableChanged: 'status', beforeValue: null, afterValue: 'Active' }]),
    );
  });

  it('lists a consigner drop-off as Pending, and a store request with its price range and no owner', async () => {
    const pending = await create([
      row({ status: 'Pending', location: null, subLocation: null, trackingCode: ' 1Z999AA10123456784 ' }),
    ]);
    expect(pending.status).toBe(201);
    expect(createInventoriesResponse.parse(pending.body).inventories[0]).toMatchObject({
      status: 'Pending',
      acceptedOn: null,
      location: null,
      // A drop-off the consigner ships in keeps the parcel's tracking code (the wizard's SHIP step).
      trackingCode: '1Z999AA10123456784',
    });

    const request = await create([
      row({
        status: 'Buying',
        price: null,
        consigner: null,
        storeRequestPriceRange: { lower: 120, upper: 150 },
      }),
    ]);
    expect(request.status).toBe(201);
    expect(createInventoriesResponse.parse(request.body).inventories[0]).toMatchObject({
      status: 'Buying',
      consigner: null,
      price: null,
      payout: null,
      storeRequestPriceRange: { lower: 120, upper: 150 },
    });
  });

  it('answers each validation message under its row and field, and creates nothing', async () => {
    const before = await t.dataSource.getRepository(Inventory).countBy({ storeId: admin.store.id });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ price: 0 }, 'price', scan.enterPrice],
      [{ quantity: 0 }, 'quantity', scan.enterQuantity],
      [{ option1Value: null }, 'option1Value', scan.selectOption],
      [{ option1Value: '99' }, 'option1Value', messages.optionNotInTemplate('Size', '99')],
      [{ option2Value: null }, 'option2Value', scan.validOption2],
      [{ option3Value: 'Box' }, 'option3Value', scan.validOption3],
      [{ consigner: null }, 'consigner', messages.consignerRequired],
      [{ location: null, subLocation: null }, 'location', messages.pleaseSelectLocation],
      [{ location: 999_999, subLocation: null }, 'location', messages.locationNotFound],
      [
        { status: 'Buying', price: null, consigner: null },
        'storeRequestPriceRange',
        messages.priceRangeRequired,
      ],
      [
        { status: 'Consignment', storeRequestPriceRange: { lower: 150, upper: 100 } },
        'storeRequestPriceRange',
        messages.priceRangeOrder,
      ],
      [{ productId: 999_999 }, 'productId', scan.selectProduct],
      // The row's quantity limit is named, never capped (issue 12).
      [{ quantity: INTAKE_ROW_QUANTITY_MAX + 1 }, 'quantity', scan.quantityAtMost(INTAKE_ROW_QUANTITY_MAX)],
      [{ price: -5 }, 'price', 'Price must be at least 0'],
      [{ price: 10.005 }, 'price', 'Price can have at most 2 decimals'],
      [
        { notes: 'n'.repeat(NOTES_MAX_CHARS + 1) },
        'notes',
        `Notes must be at most ${NOTES_MAX_CHARS} characters`,
      ],
    ];
    for (const [overrides, field, message] of cases) {
      // The valid first row is refused with the bad second one: all or nothing.
      const response = await create([row(), row(overrides)]);
      expect({ field, status: response.status }).toEqual({ field, status: 400 });
      expect({ field, fields: fieldError(response.body).fields }).toEqual({
        field,
        fields: expect.objectContaining({ [`inventoryFormArray.1.${field}`]: message }),
      });
    }
    expect(await t.dataSource.getRepository(Inventory).countBy({ storeId: admin.store.id })).toBe(before);
  });

  it('refuses a sublocation of another location', async () => {
    const response = await create([row({ location: warehouse.id, subLocation: shelf.id })]);
    expect(response.status).toBe(400);
    expect(fieldError(response.body).fields).toEqual({
      'inventoryFormArray.0.subLocation': messages.subLocationNotInLocation,
    });
  });

  it('reads an item by id and by code (as typed), with its timeline', async () => {
    const [item] = createInventoriesResponse.parse((await create([row()])).body).inventories;
    const byId = await call(t, 'GET', `/api/inventories/${item.id}`, { token: admin.token });
    expect(inventoryResponse.parse(byId.body).inventory).toMatchObject({ id: item.id, code: item.code });
    const byCode = await call(t, 'GET', `/api/inventories/code/${item.code.toLowerCase()}`, {
      token: admin.token,
    });
    expect(byCode.status).toBe(200);
    expect(inventoryResponse.parse(byCode.body).inventory.id).toBe(item.id);
    expect((await call(t, 'GET', '/api/inventories/code/OOOOOO', { token: admin.token })).status).toBe(404);
    expect((await call(t, 'GET', '/api/inventories/999999', { token: admin.token })).status).toBe(404);

    const logs = await call(t, 'GET', `/api/inventoryLogs/${item.id}`, { token: admin.token });
    expect(logs.status).toBe(200);
    const { inventoryLogs } = inventoryLogsResponse.parse(logs.body);
    expect(inventoryLogs).toHaveLength(1);
    expect(inventoryLogs[0]).toMatchObject({
      inventory: { id: item.id, code: item.code, product: { title: 'Jordan 1 Chicago' } },
      lastUpdatedBy: { name: expect.any(String) },
    });
  });

  it('answers the fees of a price: lines, payout, the $0 warning and Cost for a store account', async () => {
    const fees = await call(t, 'POST', '/api/inventories/fees', {
      token: admin.token,
      body: { productId: product.id, price: 100, consigner: consigner.id, hasCleaningFee: true },
    });
    expect(fees.status).toBe(200);
    // 10% of 100 = 10, below the minimum of 15: selling 15; cleaning 20; payout 100 − 35 = 65.
    expect(feesResponse.parse(fees.body)).toMatchObject({
      payout: 65,
      payoutFee: 35,
      total: 100,
      transcation: 0,
      selling: 15,
      negativeBalance: 0,
      payoutLabel: 'Payout',
      zeroPayoutWarning: null,
      lines: expect.arrayContaining([{ label: 'Cleaning Fee', amount: 20, isDeducted: true }]),
    });

    const zero = await call(t, 'POST', '/api/inventories/fees', {
      token: admin.token,
      body: { price: 10, consigner: consigner.id },
    });
    expect(feesResponse.parse(zero.body)).toMatchObject({
      payout: 0,
      zeroPayoutWarning: 'The current price will give a payout of $0.',
    });

    const owned = await call(t, 'POST', '/api/inventories/fees', {
      token: admin.token,
      body: { price: 100, cost: 60, consigner: storeAccount.id },
    });
    expect(feesResponse.parse(owned.body)).toMatchObject({ payoutLabel: 'Cost', payout: 60 });

    // What the consigner owes shows as Outstanding Withdrawal Fees, taken at payout: not deducted.
    // 10% of 200 = 20 ≥ 15: payout 200 − 20 = 180, whatever is owed.
    await t.dataSource.getRepository(Consigner).update(consigner.id, { negativeBalance: 25 });
    const owing = await call(t, 'POST', '/api/inventories/fees', {
      token: admin.token,
      body: { price: 200, consigner: consigner.id },
    });
    expect(feesResponse.parse(owing.body)).toMatchObject({
      negativeBalance: 25,
      payout: 180,
      payoutFee: 20,
      lines: expect.arrayContaining([
        { label: 'Outstanding Withdrawal Fees', amount: 25, isDeducted: false },
      ]),
    });
    await t.dataSource.getRepository(Consigner).update(consigner.id, { negativeBalance: 0 });
  });

  it('uses the store fee settings: transaction fee and VAT when both charge tax', async () => {
    await t.dataSource
      .getRepository(Store)
      .update(admin.store.id, { transactionFee: 3, vatRate: 20, chargeTax: true });
    await t.dataSource.getRepository(Consigner).update(consigner.id, { chargeTax: true });
    try {
      const fees = await call(t, 'POST', '/api/inventories/fees', {
        token: admin.token,
        body: { price: 200, consigner: consigner.id },
      });
      // Transaction 3% = 6; selling 10% = 20; VAT 20% of 26 = 5.20; payout 200 − 31.20 = 168.80.
      expect(feesResponse.parse(fees.body)).toMatchObject({ transcation: 6, selling: 20, payout: 168.8 });
    } finally {
      await t.dataSource
        .getRepository(Store)
        .update(admin.store.id, { transactionFee: 0, vatRate: 0, chargeTax: false });
      await t.dataSource.getRepository(Consigner).update(consigner.id, { chargeTax: false });
    }
  });

  it('saves the payout the fee breakdown showed, line for line, whatever the consigner owes (issue 12)', async () => {
    // Every fee line at once: transaction %, selling % over a minimum plus a flat fee, cleaning,
    // box, VAT, and an outstanding withdrawal balance; then the minimum alone and a store account.
    const type = await t.dataSource
      .getRepository(ConsignerType)
      .findOneByOrFail({ storeId: admin.store.id, isDefault: true });
    const schedule = { sellingFee: type.sellingFee, minFee: type.minFee, flatFee: type.flatFee };
    await t.dataSource
      .getRepository(ConsignerType)
      .update(type.id, { sellingFee: 12.5, minFee: 15, flatFee: 2.5 });
    await t.dataSource.getRepository(Store).update(admin.store.id, {
      transactionFee: 3,
      vatRate: 15,
      chargeTax: true,
      cleaningFee: 12,
      boxFee: 7,
    });
    await t.dataSource
      .getRepository(Consigner)
      .update(consigner.id, { chargeTax: true, negativeBalance: 25 });
    try {
      for (const [price, owner, extras] of [
        [199.99, consigner.id, { hasCleaningFee: true, hasBoxFee: true }],
        [40, consigner.id, {}],
        [300, storeAccount.id, { cost: 120 }],
      ] as const) {
        const shown = feesResponse.parse(
          (
            await call(t, 'POST', '/api/inventories/fees', {
              token: admin.token,
              body: {
                productId: product.id,
                option1Value: '10',
                option2Value: 'New',
                price,
                consigner: owner,
                ...extras,
              },
            })
          ).body,
        );
        const created = await create([row({ price, consigner: owner, ...extras })]);
        expect(created.status).toBe(201);
        const [saved] = createInventoriesResponse.parse(created.body).inventories;
        expect({ price, payout: saved.payout, payoutFee: saved.payoutFee, total: saved.total }).toEqual({
          price,
          payout: shown.payout,
          payoutFee: shown.payoutFee,
          total: shown.total,
        });
        // The deducted lines add up to the stored fee; the balance owed is shown apart, not deducted.
        const deducted = shown.lines.filter((line) => line.isDeducted);
        expect(Math.round(deducted.reduce((sum, line) => sum + line.amount, 0) * 100)).toBe(
          Math.round((saved.payoutFee ?? 0) * 100),
        );
        expect(shown.lines.find((line) => !line.isDeducted)).toMatchObject({
          label: 'Outstanding Withdrawal Fees',
          isDeducted: false,
        });
      }
      // The first case had every line: 3% of 199.99 = 6.00; max(12.5% = 25.00, 15) + 2.50 = 27.50;
      // cleaning 12; box 7; VAT 15% of 52.50 = 7.88; payout 199.99 − 60.38 = 139.61; 25 owed shown.
      const every = feesResponse.parse(
        (
          await call(t, 'POST', '/api/inventories/fees', {
            token: admin.token,
            body: { price: 199.99, consigner: consigner.id, hasCleaningFee: true, hasBoxFee: true },
          })
        ).body,
      );
      expect(every.lines.map((line) => [line.label, line.amount, line.isDeducted])).toEqual([
        ['Transaction Fee', 6, true],
        ['Selling Fees', 27.5, true],
        ['Cleaning Fee', 12, true],
        ['Box Fees', 7, true],
        ['Outstanding Withdrawal Fees', 25, false],
        ['VAT', 7.88, true],
      ]);
      expect(every).toMatchObject({ payout: 139.61, payoutFee: 60.38, negativeBalance: 25 });
    } finally {
      await t.dataSource.getRepository(ConsignerType).update(type.id, schedule);
      await t.dataSource.getRepository(Store).update(admin.store.id, {
        transactionFee: 0,
        vatRate: 0,
        chargeTax: false,
        cleaningFee: 20,
        boxFee: 20,
      });
      await t.dataSource
        .getRepository(Consigner)
        .update(consigner.id, { chargeTax: false, negativeBalance: 0 });
    }
  });

  it('takes many intakes at once: every request gets its own transaction (one shared SQLite connection)', async () => {
    const before = await t.dataSource.getRepository(Inventory).countBy({ storeId: admin.store.id });
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        create([row({ quantity: 2, price: 100 + index })]).then((response) => response.status),
      ),
    );
    expect(responses).toEqual(Array.from({ length: 12 }, () => 201));
    expect(await t.dataSource.getRepository(Inventory).countBy({ storeId: admin.store.id })).toBe(
      before + 24,
    );
  });

  it('keeps the size filter and size order right after the size is edited', async () => {
    const [item] = createInventoriesResponse.parse(
      (await create([row({ option1Value: '9' })])).body,
    ).inventories;
    const edited = await call(t, 'PUT', `/api/inventories/${item.id}`, {
      token: admin.token,
      body: { option1Value: '10.5' },
    });
    expect(edited.status).toBe(200);
    const ids = async (size: string) =>
      (
        await call(t, 'GET', `/api/inventories/paginatedInventories?option1Value=${size}&pageSize=500`, {
          token: admin.token,
        })
      ).body.rows.map((listed: { id: number }) => listed.id);
    expect(await ids('10.5')).toContain(item.id);
    expect(await ids('9')).not.toContain(item.id);
  });

  it('refuses staff without Inventory access (403) and creates nothing', async () => {
    const { token } = await seedStaff(t, admin.store, { role: 'Employee', accessControls: ['Products'] });
    const item = await seedInventoryItem(t.dataSource, {
      storeId: admin.store.id,
      productId: product.id,
      productTemplateId: product.productTemplateId,
    });
    const before = await t.dataSource.getRepository(Inventory).countBy({ storeId: admin.store.id });
    expect((await create([row()], token)).status).toBe(403);
    for (const path of [
      `/api/inventories/${item.id}`,
      `/api/inventories/code/${item.code}`,
      `/api/inventoryLogs/${item.id}`,
    ]) {
      expect({ path, status: (await call(t, 'GET', path, { token })).status }).toEqual({ path, status: 403 });
    }
    expect((await call(t, 'POST', '/api/inventories/fees', { token, body: { price: 10 } })).status).toBe(403);
    expect(await t.dataSource.getRepository(Inventory).countBy({ storeId: admin.store.id })).toBe(before);
  });
});
