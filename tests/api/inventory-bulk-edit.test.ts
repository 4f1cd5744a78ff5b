import { In } from 'typeorm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorBody } from '@shared/contracts/errors';
import { inventoriesResponse } from '@shared/contracts/inventory-actions';
import { type InventoryStatus } from '@shared/domain/inventory-status';
import { validation } from '@shared/messages';
import { type Consigner } from '../../api/src/consigners/consigner.entity';
import { InventoryLog } from '../../api/src/inventories/inventory-log.entity';
import { Inventory } from '../../api/src/inventories/inventory.entity';
import { type Location } from '../../api/src/locations/location.entity';
import { type SubLocation } from '../../api/src/locations/sub-location.entity';
import { type Product } from '../../api/src/products/product.entity';
import { Store } from '../../api/src/stores/store.entity';
import { call, seedStaff, seedStoreWithStaff, type SeededStaff } from '../support/fixtures';
import { type InventoryWorld, seedInventoryWorld, seedWorldItem } from '../support/inventory-world';
import { startTestApp, testEngine, type TestApp } from '../support/test-app';

const statusMessages = validation.inventoryStatus;
const actionMessages = validation.inventoryActions;
const inventoryMessages = validation.inventory;
/** "… by {name} at 2025-01-31 10:32 UTC." */
const WHEN = String.raw`\d{4}-\d\d-\d\d \d\d:\d\d UTC`;

/**
 * POST /api/inventories/bulkEditInventory (ours; the bulk inventory table of spec 000 §2.3): many
 * items edited by PUT's rules in one transaction, all or nothing, the blockers named per row.
 */
/** Statuses whose seeded items were accepted at Main. */
const LOCATED: InventoryStatus[] = ['Active', 'Sold', 'PendingSale', 'Paid', 'InTransit'];

describe(`bulk inventory edit on ${testEngine()}`, () => {
  let t: TestApp;
  let world: InventoryWorld;
  let admin: SeededStaff;
  let ana: { token: string };
  let product: Product;
  let consigner: Consigner;
  let storeAccount: Consigner;
  let main: Location;
  let shelf: SubLocation;
  let warehouse: Location;
  let bay: SubLocation;

  const repo = () => t.dataSource.getRepository(Inventory);
  const bulkEdit = (inventories: unknown, token = admin.token) =>
    call(t, 'POST', '/api/inventories/bulkEditInventory', { token, body: { inventories } });
  const errorOf = (body: unknown) => apiErrorBody.parse(body).error;
  const reload = (id: number) => repo().findOneByOrFail({ id });
  const logsOf = (id: number) =>
    t.dataSource.getRepository(InventoryLog).find({ where: { inventoryId: id }, order: { id: 'ASC' } });
  const setSafeMode = (safeInventoryStatusMode: boolean) =>
    t.dataSource.getRepository(Store).update(admin.store.id, { safeInventoryStatusMode });

  /** An item of the store owned by Ada, priced 100 (payout 85); Active ones accepted at Main. */
  const seed = (status: InventoryStatus, fields: Partial<Inventory> = {}) =>
    seedWorldItem(t, world, status, LOCATED, fields);

  /** The rows as they are in the database: nothing of a refused call may have landed. */
  const snapshot = async (items: readonly Inventory[]) =>
    Promise.all(
      items.map(async (item) => {
        const stored = await reload(item.id);
        return {
          id: stored.id,
          version: stored.version,
          status: stored.status,
          price: stored.price,
          payout: stored.payout,
          locationId: stored.locationId,
          consignerId: stored.consignerId,
          logs: (await logsOf(item.id)).length,
        };
      }),
    );

  beforeAll(async () => {
    t = await startTestApp();
    // 10% selling fee, at least 15: a price of 100 pays 85, 200 pays 180, 300 pays 270.
    world = await seedInventoryWorld(t, { handle: 'bulk-edit-store', productTitle: 'Air Max 1 Bulk' });
    ({ admin, ana, product, consigner, storeAccount, main, shelf, warehouse, bay } = world);
  });
  afterAll(() => t.close());

  beforeEach(() => setSafeMode(false));

  it('applies every row with its own fields: payouts recalculated, one log per changed item', async () => {
    const [first, second, third, untouched] = [
      await seed('Active'),
      await seed('Active'),
      await seed('Active'),
      await seed('Active'),
    ];
    const response = await bulkEdit([
      { id: first.id, version: first.version, price: 200 },
      {
        id: second.id,
        version: second.version,
        price: 300,
        option1Value: '10.5',
        option2Value: 'used',
        location: warehouse.id,
        subLocation: bay.id,
      },
      { id: third.id, consignerId: storeAccount.id, cost: 40 },
      // Sent back as it is: nothing changes and nothing is logged.
      { id: untouched.id, version: untouched.version, price: 100 },
    ]);
    expect(response.status).toBe(200);
    const { inventories } = inventoriesResponse.parse(response.body);
    expect(inventories.map((item) => item.id)).toEqual([first.id, second.id, third.id, untouched.id]);
    expect(inventories[0]).toMatchObject({
      price: 200,
      payout: 180,
      payoutFee: 20,
      version: first.version + 1,
    });
    expect(inventories[1]).toMatchObject({
      price: 300,
      payout: 270,
      option1Value: '10.5',
      option2Value: 'Used',
      location: { id: warehouse.id },
      subLocation: { id: bay.id },
      lastUpdatedBy: { name: 'Sam Staff' },
    });
    // A store account's item pays what it cost.
    expect(inventories[2]).toMatchObject({ consignerId: storeAccount.id, cost: 40, payout: 40 });
    expect(inventories[3]).toMatchObject({ price: 100, payout: 85, version: untouched.version });

    const [firstLogs, secondLogs, thirdLogs] = [
      await logsOf(first.id),
      await logsOf(second.id),
      await logsOf(third.id),
    ];
    expect([firstLogs.length, secondLogs.length, thirdLogs.length]).toEqual([1, 1, 1]);
    expect(await logsOf(untouched.id)).toHaveLength(0);
    expect(firstLogs[0].lastUpdatedByName).toBe('Sam Staff');
    expect(firstLogs[0].modifiedFields).toEqual(
      expect.arrayContaining([
        { variableChanged: 'price', beforeValue: 100, afterValue: 200 },
        { variableChanged: 'payout', beforeValue: 85, afterValue: 180 },
      ]),
    );
    expect(secondLogs[0].modifiedFields).toEqual(
      expect.arrayContaining([
        { variableChanged: 'option1Value', beforeValue: '10', afterValue: '10.5' },
        { variableChanged: 'location', beforeValue: 'Main', afterValue: 'Warehouse' },
        { variableChanged: 'subLocation', beforeValue: 'Shelf A', afterValue: 'Bay 1' },
      ]),
    );
    expect(thirdLogs[0].modifiedFields).toEqual(
      expect.arrayContaining([
        { variableChanged: 'consignerId', beforeValue: consigner.id, afterValue: storeAccount.id },
      ]),
    );
  });

  describe('one bad row refuses them all, and changes nothing', () => {
    const cases: {
      name: string;
      status?: InventoryStatus;
      safeMode?: boolean;
      row: (item: Inventory) => Record<string, unknown>;
      answer: number;
      reason: string | RegExp;
      field?: string;
    }[] = [
      {
        name: 'a price of 0',
        row: (item) => ({ id: item.id, price: 0 }),
        answer: 400,
        reason: validation.scan.enterPrice,
        field: 'price',
      },
      {
        name: 'an emptied price',
        row: (item) => ({ id: item.id, price: null }),
        answer: 400,
        reason: validation.scan.enterPrice,
        field: 'price',
      },
      {
        name: 'a Withdrawn item',
        status: 'Withdrawn',
        row: (item) => ({ id: item.id, price: 150 }),
        answer: 409,
        reason: statusMessages.notEditable('Withdrawn'),
      },
      {
        name: 'a Declined item',
        status: 'Declined',
        row: (item) => ({ id: item.id, notes: 'x' }),
        answer: 409,
        reason: statusMessages.notEditable('Declined'),
      },
      {
        name: 'a location the store does not have',
        row: (item) => ({ id: item.id, location: 999_999 }),
        answer: 400,
        reason: inventoryMessages.locationNotFound,
        field: 'location',
      },
      {
        name: 'a sub-location outside the location',
        row: (item) => ({ id: item.id, location: warehouse.id, subLocation: shelf.id }),
        answer: 400,
        reason: inventoryMessages.subLocationNotInLocation,
        field: 'subLocation',
      },
      {
        name: 'an Active item without a location',
        row: (item) => ({ id: item.id, location: null }),
        answer: 400,
        reason: inventoryMessages.pleaseSelectLocation,
        field: 'location',
      },
      {
        name: 'a size the template does not have',
        row: (item) => ({ id: item.id, option1Value: '99' }),
        answer: 400,
        reason: inventoryMessages.optionNotInTemplate('Size', '99'),
        field: 'option1Value',
      },
      {
        name: 'an emptied consigner',
        row: (item) => ({ id: item.id, consignerId: null }),
        answer: 400,
        reason: inventoryMessages.consignerRequired,
        field: 'consignerId',
      },
      {
        name: 'a money status set by hand',
        row: (item) => ({ id: item.id, status: 'Sold' }),
        answer: 409,
        reason: statusMessages.noStatusEdit('Active', 'Sold', true),
        field: 'status',
      },
      {
        name: 'a status no move of the table reaches',
        row: (item) => ({ id: item.id, status: 'RequestWithdrawal' }),
        answer: 409,
        reason: statusMessages.noStatusEdit('Active', 'Withdrawal Request', false),
        field: 'status',
      },
      {
        name: 'Drop off pending set Active without acceptance',
        status: 'Pending',
        row: (item) => ({ id: item.id, status: 'Active', location: main.id }),
        answer: 400,
        reason: inventoryMessages.notAccepted,
        field: 'status',
      },
      {
        name: 'a stale version',
        row: (item) => ({ id: item.id, price: 150, version: item.version - 1 }),
        answer: 409,
        reason: new RegExp(`^This item was changed by Ana Staff at ${WHEN} while you were editing it\\.`),
      },
    ];

    for (const bad of cases) {
      it(`refuses ${bad.name}`, async () => {
        const good = await seed('Active');
        let blocker = await seed(bad.status ?? 'Active');
        if (bad.name === 'a stale version') {
          // Ana changed it after the screen read it (the row sends the version read before).
          const changed = await call(t, 'PUT', `/api/inventories/${blocker.id}`, {
            token: ana.token,
            body: { notes: 'changed meanwhile' },
          });
          expect(changed.status).toBe(200);
          blocker = await reload(blocker.id);
        }
        await setSafeMode(bad.safeMode ?? false);
        const before = await snapshot([good, blocker]);

        const response = await bulkEdit([
          { id: good.id, version: good.version, price: 250 },
          bad.row(blocker),
        ]);
        expect(response.status).toBe(bad.answer);
        const error = errorOf(response.body);
        expect(error.code).toBe(bad.answer === 409 ? 'CONFLICT' : 'VALIDATION_FAILED');
        const reason = error.fields?.['inventories.1'] ?? '';
        expect(reason.startsWith(`${blocker.code}: `)).toBe(true);
        expect(reason.slice(blocker.code.length + 2)).toMatch(
          typeof bad.reason === 'string' ? new RegExp(`^${escape(bad.reason)}$`) : bad.reason,
        );
        expect(error.message).toBe(actionMessages.nothingChanged(reason, 0));
        const expectedFields: Record<string, string> = { 'inventories.1': reason };
        if (bad.field) expectedFields[`inventories.1.${bad.field}`] = reason.slice(blocker.code.length + 2);
        expect(error.fields).toEqual(expectedFields);
        expect(await snapshot([good, blocker])).toEqual(before);
      });
    }

    it('names every blocking row, and the rest stay as they were', async () => {
      const [good, withdrawn, zero] = [await seed('Active'), await seed('Withdrawn'), await seed('Active')];
      const response = await bulkEdit([
        { id: good.id, price: 250 },
        { id: withdrawn.id, price: 250 },
        { id: zero.id, price: 0 },
      ]);
      // A row refused for the item's state makes the answer a 409.
      expect(response.status).toBe(409);
      const error = errorOf(response.body);
      const reasons = [
        `${withdrawn.code}: ${statusMessages.notEditable('Withdrawn')}`,
        `${zero.code}: ${validation.scan.enterPrice}`,
      ];
      expect(error.message).toBe(actionMessages.nothingChanged(reasons.join(' '), 0));
      expect(error.fields).toEqual({
        'inventories.1': reasons[0],
        'inventories.2': reasons[1],
        'inventories.2.price': validation.scan.enterPrice,
      });
      expect((await reload(good.id)).price).toBe(100);
      expect(await logsOf(good.id)).toHaveLength(0);
    });

    it('checks each value against the contract, under the row and field', async () => {
      const item = await seed('Active');
      const response = await bulkEdit([{ id: item.id, price: -5 }]);
      expect(response.status).toBe(400);
      // The field and the limit, not the generic 'Please enter a price' (issue 12).
      expect(errorOf(response.body).fields).toEqual({ 'inventories.0.price': 'Price must be at least 0' });
    });
  });

  it('sets statuses only along the moves of the table, never into or out of a money status', async () => {
    await setSafeMode(true);
    const [withdrawal, pending] = [await seed('RequestWithdrawal'), await seed('Pending')];
    const response = await bulkEdit([
      { id: withdrawal.id, status: 'Withdrawn' },
      { id: pending.id, status: 'Declined' },
    ]);
    expect(response.status).toBe(200);
    expect(inventoriesResponse.parse(response.body).inventories.map((item) => item.status)).toEqual([
      'Withdrawn',
      'Declined',
    ]);
    // A Sold item keeps its status with safe mode off too; its owner follows safe mode.
    await setSafeMode(false);
    const sold = await seed('Sold');
    const leave = await bulkEdit([{ id: sold.id, status: 'Active' }]);
    expect(leave.status).toBe(409);
    expect(errorOf(leave.body).message).toBe(statusMessages.noStatusEdit('Sold', 'Active', true));
    expect((await reload(sold.id)).status).toBe('Sold');
    await setSafeMode(true);
    const owner = await bulkEdit([{ id: sold.id, consignerId: storeAccount.id }]);
    expect(owner.status).toBe(409);
    // One row: its own message, as the other bulk calls answer a single item.
    expect(errorOf(owner.body)).toMatchObject({
      message: statusMessages.safeModeLocked('Sold'),
      fields: {
        'inventories.0': `${sold.code}: ${statusMessages.safeModeLocked('Sold')}`,
        'inventories.0.consignerId': statusMessages.safeModeLocked('Sold'),
      },
    });
  });

  it('takes 1 to 500 rows, each item once, and answers 404 naming rows the store does not have', async () => {
    const item = await seed('Active');
    const empty = await bulkEdit([]);
    expect(empty.status).toBe(400);
    expect(errorOf(empty.body).message).toBe(validation.payouts.selectAtLeastOne);

    const tooMany = await bulkEdit(Array.from({ length: 501 }, (_, index) => ({ id: index + 1, price: 10 })));
    expect(tooMany.status).toBe(400);
    expect(errorOf(tooMany.body).message).toBe(actionMessages.tooManyItems(500));

    const twice = await bulkEdit([
      { id: item.id, price: 150 },
      { id: item.id, price: 160 },
    ]);
    expect(twice.status).toBe(400);
    expect(errorOf(twice.body)).toMatchObject({
      message: actionMessages.duplicateItem,
      fields: { 'inventories.1.id': actionMessages.duplicateItem },
    });

    const missing = await bulkEdit([
      { id: item.id, price: 150 },
      { id: 999_999, price: 150 },
    ]);
    expect(missing.status).toBe(404);
    expect(errorOf(missing.body)).toMatchObject({
      message: actionMessages.itemsNotFound,
      fields: { 'inventories.1': expect.any(String) },
    });
    expect(await reload(item.id)).toMatchObject({ price: 100, version: item.version });
  });

  it('edits 500 items in one call', async () => {
    const drafts = Array.from({ length: 500 }, (_, index) =>
      repo().create({
        storeId: admin.store.id,
        code: `BE${String(index).padStart(4, '0')}`,
        productId: product.id,
        productTemplateId: product.productTemplateId,
        consignerId: consigner.id,
        status: 'Active',
        locationId: main.id,
        acceptedOn: new Date(),
        category: 'Sneakers',
        option1Value: '10',
        option2Value: 'New',
        price: 100,
      }),
    );
    const saved = await repo().save(drafts, { chunk: 100 });
    const response = await bulkEdit(
      saved.map((item) => ({ id: item.id, version: item.version, price: 200, location: warehouse.id })),
    );
    expect(response.status).toBe(200);
    expect(inventoriesResponse.parse(response.body).inventories).toHaveLength(500);
    const ids = saved.map((item) => item.id);
    expect(await repo().countBy({ id: In(ids), price: 200, payout: 180, locationId: warehouse.id })).toBe(
      500,
    );
    expect(await t.dataSource.getRepository(InventoryLog).countBy({ inventoryId: In(ids) })).toBe(500);
  });

  it('refuses staff without Inventory access (403), changing nothing', async () => {
    const { token } = await seedStaff(t, admin.store, { role: 'Employee', accessControls: ['Products'] });
    const item = await seed('Active');
    const response = await bulkEdit([{ id: item.id, price: 150 }], token);
    expect(response.status).toBe(403);
    expect(await reload(item.id)).toMatchObject({ price: 100, version: item.version });
  });

  it("answers another store's staff 404, naming nothing of this store's items", async () => {
    const other = await seedStoreWithStaff(t, { handle: 'bulk-edit-other' });
    const item = await seed('Active');
    const response = await bulkEdit([{ id: item.id, price: 1 }], other.token);
    expect(response.status).toBe(404);
    const text = JSON.stringify(response.body);
    expect(text).not.toContain(item.code);
    expect(text).not.toContain('Air Max 1 Bulk');
    expect(await reload(item.id)).toMatchObject({ price: 100, version: item.version });
    expect(await logsOf(item.id)).toHaveLength(0);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
