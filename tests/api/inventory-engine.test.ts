import { In } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InventoryStatus } from '@shared/domain/inventory-status';
import { Consigner } from '../../api/src/consigners/consigner.entity';
import { ConsignerType } from '../../api/src/consigner-types/consigner-type.entity';
import { TransactionRunner } from '../../api/src/database/transaction-runner';
import {
  InventoryEngine,
  StaleItemError,
  type WriteScope,
} from '../../api/src/inventories/engine/inventory-engine';
import { InventoryLog } from '../../api/src/inventories/inventory-log.entity';
import { Inventory } from '../../api/src/inventories/inventory.entity';
import { Location } from '../../api/src/locations/location.entity';
import { type Product } from '../../api/src/products/product.entity';
import { Store } from '../../api/src/stores/store.entity';
import {
  call,
  seedInventoryItem,
  seedProduct,
  seedStoreWithStaff,
  type SeededStaff,
} from '../support/fixtures';
import { startTestApp, testEngine, type TestApp } from '../support/test-app';

/**
 * Polls a condition (a background job, another connection's lock) until it holds, for up to 10 s.
 * Between polls the server gets a turn: a tight loop of queries would keep the request waited for
 * from reaching the database at all.
 */
async function waitFor(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The inventory write engine as other features use it: inside their own transaction (an order, a
 * payout), retried on a lost race, and behind product merge and the consigner's payout
 * recalculation, which wrote inventory around it before.
 */
describe(`the inventory write engine on ${testEngine()}`, () => {
  let t: TestApp;
  let admin: SeededStaff;
  let product: Product;
  let ada: Consigner;
  let main: Location;
  let scope: WriteScope;
  let engine: InventoryEngine;
  let transactions: TransactionRunner;

  const items = () => t.dataSource.getRepository(Inventory);
  const logsOf = (ids: number[]) =>
    t.dataSource.getRepository(InventoryLog).find({ where: { inventoryId: In(ids) }, order: { id: 'ASC' } });
  const seed = (status: InventoryStatus, fields: Partial<Inventory> = {}) =>
    seedInventoryItem(t.dataSource, {
      storeId: admin.store.id,
      productId: product.id,
      productTemplateId: product.productTemplateId,
      consignerId: ada.id,
      status,
      price: 100,
      locationId: main.id,
      acceptedOn: new Date(),
      ...fields,
    });

  beforeAll(async () => {
    t = await startTestApp();
    admin = await seedStoreWithStaff(t, { handle: 'engine-store' });
    const storeId = admin.store.id;
    product = await seedProduct(t.dataSource, storeId, { title: 'Samba OG', sku: 'SMB-1' });
    const consigners = t.dataSource.getRepository(Consigner);
    ada = await consigners.save(
      consigners.create({
        storeId,
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@engine.test',
        phone: '+1 555 0100',
        address: '1 Main St',
        accountId: null,
      }),
    );
    main = await t.dataSource.getRepository(Location).save({ storeId, name: 'Main', label: 'M' });
    engine = t.app.get(InventoryEngine);
    transactions = t.app.get(TransactionRunner);
    scope = {
      storeId,
      store: await t.dataSource.getRepository(Store).findOneByOrFail({ id: storeId }),
      actor: { id: null, name: 'Order 1001' },
    };
  });
  afterAll(() => t.close());

  describe("in the caller's transaction", () => {
    /** An order: its items held for sale, then its own row, in one transaction. */
    const placeOrder = (ids: number[], fails: boolean) =>
      transactions.run(async (manager) => {
        await engine.move(manager, scope, { action: 'holdForSale', ids, field: 'items', isList: true });
        // The order's own write, beside the moves.
        await manager.getRepository(Consigner).update({ id: ada.id }, { negativeBalance: 12 });
        const seen = await manager.getRepository(Inventory).findBy({ id: In(ids) });
        expect(seen.map((item) => item.status)).toEqual(['PendingSale', 'PendingSale']);
        if (fails) throw new Error('The card was declined');
      });

    it('rolls the moves and their logs back with a later failure of the transaction', async () => {
      const held = [await seed('Active'), await seed('Active')];
      const ids = held.map((item) => item.id);
      await expect(placeOrder(ids, true)).rejects.toThrow('The card was declined');
      const after = await items().findBy({ id: In(ids) });
      expect(after.map(({ status, version }) => ({ status, version }))).toEqual(
        held.map(({ version }) => ({ status: 'Active', version })),
      );
      expect(await logsOf(ids)).toEqual([]);
      expect(
        Number((await t.dataSource.getRepository(Consigner).findOneByOrFail({ id: ada.id })).negativeBalance),
      ).toBe(0);
    });

    it("commits the moves, their logs and the caller's own rows together", async () => {
      const held = [await seed('Active'), await seed('Active')];
      const ids = held.map((item) => item.id);
      await placeOrder(ids, false);
      const after = await items().findBy({ id: In(ids) });
      expect(after.map((item) => [item.status, item.lastUpdatedByName])).toEqual([
        ['PendingSale', 'Order 1001'],
        ['PendingSale', 'Order 1001'],
      ]);
      const logs = await logsOf(ids);
      expect(logs.map((log) => [log.lastUpdatedByName, log.modifiedFields[0]])).toEqual(
        ids.map(() => [
          'Order 1001',
          { variableChanged: 'status', beforeValue: 'Active', afterValue: 'PendingSale' },
        ]),
      );
      const owner = await t.dataSource.getRepository(Consigner).findOneByOrFail({ id: ada.id });
      expect(Number(owner.negativeBalance)).toBe(12);
      await t.dataSource.getRepository(Consigner).update({ id: ada.id }, { negativeBalance: 0 });
    });

    it('refuses a move the table does not have, naming the item, and writes nothing', async () => {
      const sold = await seed('Sold');
      await expect(
        transactions.run((manager) =>
          engine.move(manager, scope, {
            action: 'holdForSale',
            ids: [sold.id],
            field: 'items',
            isList: true,
          }),
        ),
      ).rejects.toMatchObject({ status: 409 });
      expect(await items().findOneByOrFail({ id: sold.id })).toMatchObject({
        status: 'Sold',
        version: sold.version,
      });
    });
  });

  describe('a row changed between read and write', () => {
    /** What another request does meanwhile, as it would commit it (a raw write, outside the engine). */
    const changeMeanwhile = (
      manager: { query: (sql: string, parameters: unknown[]) => Promise<unknown> },
      id: number,
    ) => manager.query('UPDATE inventories SET version = version + 1 WHERE id = ?', [id]);

    it('is not written: a transaction opened by the caller fails with StaleItemError, a 409', async () => {
      const item = await seed('Active');
      const attempt = transactions.run(async (manager) => {
        const [read] = await engine.read(manager, scope, { ids: [item.id], field: 'items', isList: true });
        await changeMeanwhile(manager, item.id);
        await engine.edit(manager, scope, [{ item: read, set: { notes: 'Lost' } }]);
      });
      await expect(attempt).rejects.toBeInstanceOf(StaleItemError);
      await expect(attempt).rejects.toMatchObject({ status: 409 });
      expect(await items().findOneByOrFail({ id: item.id })).toMatchObject({
        notes: null,
        version: item.version,
      });
      expect(await logsOf([item.id])).toEqual([]);
    });

    it('is read again: engine.run runs the whole work again on fresh rows', async () => {
      const item = await seed('Active');
      let attempts = 0;
      await engine.run(async (manager) => {
        attempts += 1;
        const [read] = await engine.read(manager, scope, { ids: [item.id], field: 'items', isList: true });
        if (attempts === 1) await changeMeanwhile(manager, item.id);
        await engine.edit(manager, scope, [{ item: read, set: { notes: 'Won' } }]);
      });
      expect(attempts).toBe(2);
      expect(await items().findOneByOrFail({ id: item.id })).toMatchObject({
        notes: 'Won',
        version: item.version + 1,
      });
      expect(await logsOf([item.id])).toHaveLength(1);
    });
  });

  describe('a write dated in the past (the demo seed writes history so)', () => {
    // Whole seconds: acceptedOn is a DATETIME without fractions on MariaDB.
    const created = new Date('2025-03-03T10:15:00.000Z');
    const accepted = new Date('2025-03-05T16:40:00.000Z');

    it("dates the rows, the move's own stamps and the log entries at the given time", async () => {
      const [draft] = await transactions.run((manager) =>
        engine.create(manager, { ...scope, at: created }, 'createInventory', [
          {
            productId: product.id,
            productTemplateId: product.productTemplateId,
            consignerId: ada.id,
            status: 'Pending',
            price: 100,
            category: 'Sneakers',
          },
        ]),
      );
      await transactions.run((manager) =>
        engine.move(
          manager,
          { ...scope, at: accepted },
          {
            action: 'acceptInventory',
            ids: [draft.id],
            field: 'items',
            isList: true,
            place: { location: main },
          },
        ),
      );
      const item = await items().findOneByOrFail({ id: draft.id });
      expect([item.createdAt, item.updatedAt, item.acceptedOn]).toEqual([created, accepted, accepted]);
      const logs = await logsOf([draft.id]);
      expect(logs.map((log) => log.createdAt)).toEqual([created, accepted]);
      expect(logs[0].modifiedFields).toContainEqual({
        variableChanged: 'createdOn',
        beforeValue: null,
        afterValue: created.toISOString(),
      });
    });

    it("is left to the database's clock when no time is given", async () => {
      const item = await seed('Active');
      const before = Date.now();
      await transactions.run((manager) =>
        engine.move(manager, scope, { action: 'holdForSale', ids: [item.id], field: 'items', isList: true }),
      );
      const after = await items().findOneByOrFail({ id: item.id });
      const [log] = await logsOf([item.id]);
      // Second precision and a little clock skew between the test and the database.
      for (const date of [after.updatedAt, log.createdAt]) {
        expect(Math.abs(date.getTime() - before)).toBeLessThan(5_000);
      }
    });
  });

  it('moves the items of a merged product through the engine: each guarded and logged', async () => {
    const from = await seedProduct(t.dataSource, admin.store.id, { title: 'Samba Old', sku: 'SMB-OLD' });
    const moved = [await seed('Active', { productId: from.id }), await seed('Sold', { productId: from.id })];
    const ids = moved.map((item) => item.id);
    const response = await call(t, 'POST', '/api/products/merge', {
      token: admin.token,
      body: { fromProductId: from.id, toProductId: product.id },
    });
    expect(response.status).toBe(200);
    // Merging may run in the background: the source product goes when it is done.
    await waitFor(
      async () => (await call(t, 'GET', `/api/products/${from.id}`, { token: admin.token })).status === 404,
      'the merge',
    );
    const after = await items().findBy({ id: In(ids) });
    expect(after.map((item) => [item.productId, item.version, item.lastUpdatedByName])).toEqual(
      moved.map((item) => [product.id, item.version + 1, 'Sam Staff']),
    );
    const logs = await logsOf(ids);
    expect(logs.map((log) => [log.inventoryId, log.lastUpdatedByName, log.modifiedFields])).toEqual(
      ids.map((id) => [
        id,
        'Sam Staff',
        [
          { variableChanged: 'productId', beforeValue: from.id, afterValue: product.id },
          { variableChanged: 'product', beforeValue: 'Samba Old (SMB-OLD)', afterValue: 'Samba OG (SMB-1)' },
        ],
      ]),
    );
  });

  describe('the payout recalculation of a consigner type change', () => {
    const setUp = async (handle: string) => {
      const types = t.dataSource.getRepository(ConsignerType);
      const twenty = await types.save({
        storeId: admin.store.id,
        accountType: `Twenty ${handle}`,
        sellingFee: 20,
        minFee: 10,
        isDefault: false,
      });
      await types.save({
        storeId: admin.store.id,
        accountType: `Five ${handle}`,
        sellingFee: 5,
        minFee: 0,
        isDefault: false,
      });
      const owner = await t.dataSource.getRepository(Consigner).save({
        storeId: admin.store.id,
        firstName: 'Grace',
        lastName: handle,
        email: `grace-${handle}@engine.test`,
        phone: '+1 555 0101',
        address: '2 Main St',
        accountId: null,
        accountType: twenty.accountType,
        consignerTypeId: twenty.id,
      });
      const item = await seed('Active', {
        consignerId: owner.id,
        payout: 80,
        payoutAmount: 80,
        payoutFee: 20,
      });
      const recalculate = () =>
        call(t, 'PUT', `/api/consigners/${owner.id}`, {
          token: admin.token,
          body: { accountType: `Five ${handle}`, isRecalculateInventoryPayout: true },
        });
      return { item, recalculate };
    };

    it('writes each item through the engine: version bumped, changes logged by who made them', async () => {
      const { item, recalculate } = await setUp('plain');
      expect((await recalculate()).status).toBe(200);
      // 5% of 100: payout 95.
      expect(await items().findOneByOrFail({ id: item.id })).toMatchObject({
        payout: 95,
        payoutFee: 5,
        version: item.version + 1,
        lastUpdatedByName: 'Sam Staff',
      });
      const [log] = await logsOf([item.id]);
      expect(log.lastUpdatedByName).toBe('Sam Staff');
      expect(log.modifiedFields).toEqual(
        expect.arrayContaining([{ variableChanged: 'payout', beforeValue: 80, afterValue: 95 }]),
      );
    });

    // On SQLite one connection runs every transaction alone, so nothing can come between a read
    // and a write; MariaDB runs them side by side, and the test puts a change in between.
    it.runIf(testEngine() === 'mariadb')(
      'never writes a payout worked out from a row changed meanwhile: it reads the item again',
      async () => {
        const { item, recalculate } = await setUp('race');
        const other = t.dataSource.createQueryRunner();
        await other.connect();
        try {
          await other.startTransaction();
          await other.query('SELECT id FROM inventories WHERE id = ? FOR UPDATE', [item.id]);
          const answer = recalculate();
          // The recalculation has read the item (price 100) and waits for the row to write it.
          // (Read from PROCESSLIST: polling INNODB_TRX holds the request back from reaching the row.)
          await waitFor(async () => {
            const [row] = await t.dataSource.query(
              `SELECT COUNT(*) AS waiting FROM information_schema.PROCESSLIST
                WHERE DB = DATABASE() AND STATE = 'Updating' AND INFO LIKE 'UPDATE \`inventories\`%'`,
            );
            return Number(row.waiting) > 0;
          }, 'the recalculation to wait for the row');
          await other.query('UPDATE inventories SET price = 200, version = version + 1 WHERE id = ?', [
            item.id,
          ]);
          await other.commitTransaction();
          expect((await answer).status).toBe(200);
        } finally {
          await other.release();
        }
        // 5% of the price as it is now, 200: payout 190 (not 95, worked out from the price read before).
        expect(await items().findOneByOrFail({ id: item.id })).toMatchObject({ price: 200, payout: 190 });
      },
    );
  });
});
