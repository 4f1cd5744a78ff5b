import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '@shared/contracts/errors';
import { inventoryResponse } from '@shared/contracts/inventories';
import { type InventoryStatus } from '@shared/domain/inventory-status';
import { Consigner } from '../../api/src/consigners/consigner.entity';
import { InventoryLog } from '../../api/src/inventories/inventory-log.entity';
import { Inventory } from '../../api/src/inventories/inventory.entity';
import { call, seedAccount, signInAs } from '../support/fixtures';
import { type InventoryWorld, seedInventoryWorld, seedWorldItem } from '../support/inventory-world';
import { startTestApp, testEngine, type TestApp } from '../support/test-app';

const LOCATED: InventoryStatus[] = ['Active', 'RequestPriceChange', 'RequestWithdrawal'];

/**
 * The consigner's own requests (ours: POST /api/inventories/requestPriceChange and
 * requestWithdrawal): moves of the status machine made by the item's consigner, answered by the
 * store from its Price Change and Withdrawal Request lists.
 */
describe(`consigner requests on ${testEngine()}`, () => {
  let t: TestApp;
  let world: InventoryWorld;
  let other: InventoryWorld;
  let adaToken: string;
  let bobToken: string;
  let otherStoreConsignerToken: string;

  const seed = (status: InventoryStatus, fields: Partial<Inventory> = {}) =>
    seedWorldItem(t, world, status, LOCATED, fields);
  const post = (action: string, body: unknown, token: string) =>
    call(t, 'POST', `/api/inventories/${action}`, { token, body });
  const reload = (id: number) => t.dataSource.getRepository(Inventory).findOneByOrFail({ id });
  const errorOf = (body: unknown) => apiErrorBody.parse(body).error;

  /** A consigner of `w`'s store with a login, signed in. */
  async function consignerWithLogin(w: InventoryWorld, consigner: Consigner | null, email: string) {
    const account = await seedAccount(t.dataSource, w.admin.store, email);
    const consigners = t.dataSource.getRepository(Consigner);
    if (consigner) await consigners.update(consigner.id, { accountId: account.id });
    else
      await consigners.save(
        consigners.create({
          storeId: w.admin.store.id,
          accountId: account.id,
          firstName: 'Bob',
          lastName: 'Other',
          email,
          phone: '+1 555 0101',
          address: '2 Main St',
        }),
      );
    return signInAs(t, account);
  }

  beforeAll(async () => {
    t = await startTestApp();
    world = await seedInventoryWorld(t, { handle: 'consigner-requests', productTitle: 'Dunk Low Panda' });
    other = await seedInventoryWorld(t, { handle: 'consigner-requests-2', productTitle: 'Jordan 4' });
    adaToken = await consignerWithLogin(world, world.consigner, world.consigner.email);
    bobToken = await consignerWithLogin(world, null, 'bob@consigner-requests.test');
    otherStoreConsignerToken = await consignerWithLogin(other, other.consigner, other.consigner.email);
  });
  afterAll(() => t.close());

  it("asks for a new price on the consigner's Active item, logged as the consigner", async () => {
    const item = await seed('Active');
    const response = await post('requestPriceChange', { inventory: item.id, requestedPrice: 120 }, adaToken);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(inventoryResponse.parse(response.body).inventory).toMatchObject({
      id: item.id,
      status: 'RequestPriceChange',
    });
    expect(await reload(item.id)).toMatchObject({
      status: 'RequestPriceChange',
      requestedPrice: 120,
      price: 100,
    });
    const logs = await t.dataSource.getRepository(InventoryLog).findBy({ inventoryId: item.id });
    const statusLog = logs.find((log) => log.modifiedFields.some((f) => f.variableChanged === 'status'));
    expect(statusLog).toMatchObject({ lastUpdatedByName: 'Ada Lovelace' });
    expect(statusLog?.modifiedFields).toContainEqual({
      variableChanged: 'status',
      beforeValue: 'Active',
      afterValue: 'RequestPriceChange',
    });

    // The store accepts it from its Price Change list: the requested price applies.
    const accepted = await post('acceptInventoryPrice', { inventory: item.id }, world.admin.token);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(await reload(item.id)).toMatchObject({ status: 'Active', price: 120 });
  });

  it('asks for the item back, and the store accepts the withdrawal', async () => {
    const item = await seed('Active');
    const response = await post('requestWithdrawal', { inventory: item.id }, adaToken);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect((await reload(item.id)).status).toBe('RequestWithdrawal');
    const accepted = await post('acceptInventoryWithdrawal', { inventory: item.id }, world.admin.token);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect((await reload(item.id)).status).toBe('Withdrawn');
  });

  it('refuses a price of 0 or none, naming the field, and changes nothing', async () => {
    const item = await seed('Active');
    for (const requestedPrice of [0, undefined]) {
      const response = await post('requestPriceChange', { inventory: item.id, requestedPrice }, adaToken);
      expect(response.status, JSON.stringify(response.body)).toBe(400);
      expect(errorOf(response.body).fields).toHaveProperty('requestedPrice');
    }
    expect((await reload(item.id)).status).toBe('Active');
  });

  it('refuses a move the status machine does not allow (409), changing nothing', async () => {
    const pending = await seed('Pending');
    const response = await post('requestWithdrawal', { inventory: pending.id }, adaToken);
    expect(response.status, JSON.stringify(response.body)).toBe(409);
    expect((await reload(pending.id)).status).toBe('Pending');

    const sold = await seed('Sold');
    const priced = await post('requestPriceChange', { inventory: sold.id, requestedPrice: 90 }, adaToken);
    expect(priced.status, JSON.stringify(priced.body)).toBe(409);
    expect(await reload(sold.id)).toMatchObject({ status: 'Sold', requestedPrice: null });
  });

  it("does not find another consigner's item, nor one of another store", async () => {
    const item = await seed('Active');
    const byBob = await post('requestWithdrawal', { inventory: item.id }, bobToken);
    expect(byBob.status, JSON.stringify(byBob.body)).toBe(404);
    const byOtherStore = await post('requestWithdrawal', { inventory: item.id }, otherStoreConsignerToken);
    expect(byOtherStore.status, JSON.stringify(byOtherStore.body)).toBe(404);
    const missing = await post('requestWithdrawal', { inventory: 999_999 }, adaToken);
    expect(missing.status, JSON.stringify(missing.body)).toBe(404);
    expect((await reload(item.id)).status).toBe('Active');
  });

  it('is the consigner’s call: staff are refused (403), and no token is 401', async () => {
    const item = await seed('Active');
    const byStaff = await post('requestWithdrawal', { inventory: item.id }, world.admin.token);
    expect(byStaff.status, JSON.stringify(byStaff.body)).toBe(403);
    const anonymous = await call(t, 'POST', '/api/inventories/requestWithdrawal', {
      body: { inventory: item.id },
    });
    expect(anonymous.status).toBe(401);
    expect((await reload(item.id)).status).toBe('Active');
  });
});
