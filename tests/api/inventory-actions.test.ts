import { In } from 'typeorm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorBody } from '@shared/contracts/errors';
import {
  inventoriesResponse,
  removedInventoriesResponse,
  updateInventoryRequest,
  withdrawInventoryResponse,
} from '@shared/contracts/inventory-actions';
import { inventoryResponse } from '@shared/contracts/inventories';
import { paginatedInventoriesResponse } from '@shared/contracts/inventory-lists';
import { type InventoryStatus } from '@shared/domain/inventory-status';
import { validation } from '@shared/messages';
import { Consigner } from '../../api/src/consigners/consigner.entity';
import { InventoryLog } from '../../api/src/inventories/inventory-log.entity';
import { Inventory } from '../../api/src/inventories/inventory.entity';
import { type Location } from '../../api/src/locations/location.entity';
import { type SubLocation } from '../../api/src/locations/sub-location.entity';
import { type Product } from '../../api/src/products/product.entity';
import { Store } from '../../api/src/stores/store.entity';
import { call, seedStaff, type SeededStaff } from '../support/fixtures';
import { type InventoryWorld, seedInventoryWorld, seedWorldItem } from '../support/inventory-world';
import { startTestApp, testEngine, type TestApp } from '../support/test-app';

const statusMessages = validation.inventoryStatus;
const actionMessages = validation.inventoryActions;
const inventoryMessages = validation.inventory;
const DAY_MS = 24 * 60 * 60 * 1000;
/** "… by {name} at 2025-01-31 10:32 UTC." */
const WHEN = String.raw`\d{4}-\d\d-\d\d \d\d:\d\d UTC`;

/** Statuses whose seeded items were accepted at Main. */
const LOCATED: InventoryStatus[] = [
  'Active',
  'RequestPriceChange',
  'RequestWithdrawal',
  'StoreRequestPriceChange',
  'InTransit',
];

describe(`inventory status actions and item edits on ${testEngine()}`, () => {
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
  const post = (action: string, body: unknown, token = admin.token) =>
    call(t, 'POST', `/api/inventories/${action}`, { token, body });
  const put = (id: number, body: unknown, token = admin.token) =>
    call(t, 'PUT', `/api/inventories/${id}`, { token, body });
  const errorOf = (body: unknown) => apiErrorBody.parse(body).error;
  const reload = (id: number) => repo().findOneByOrFail({ id });
  const logsOf = (id: number) =>
    t.dataSource.getRepository(InventoryLog).find({ where: { inventoryId: id }, order: { id: 'ASC' } });
  const statusLogsOf = async (id: number) =>
    (await logsOf(id)).filter((log) => log.modifiedFields.some((f) => f.variableChanged === 'status'));

  /** An item of the store owned by Ada, priced 100 (payout 85); Active ones accepted at Main. */
  const seed = (status: InventoryStatus, fields: Partial<Inventory> = {}) =>
    seedWorldItem(t, world, status, LOCATED, fields);

  beforeAll(async () => {
    t = await startTestApp();
    // 10% selling fee, at least 15: a price of 100 pays 85, 200 pays 180.
    world = await seedInventoryWorld(t, { handle: 'actions-store', productTitle: 'Dunk Low Panda' });
    ({ admin, ana, product, consigner, storeAccount, main, shelf, warehouse, bay } = world);
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    await t.dataSource.getRepository(Store).update(admin.store.id, {
      safeInventoryStatusMode: false,
      earlyWithdrawalDays: 0,
      withdrawalFee: 0,
    });
    await t.dataSource.getRepository(Consigner).update(consigner.id, { negativeBalance: 0 });
  });

  describe('acceptInventory and bulkAcceptInventory', () => {
    it('accepts a drop-off at a location: Active, acceptedOn now, fees, and one log of the move', async () => {
      const item = await seed('Pending', { payout: null, payoutFee: null, payoutAmount: null, total: null });
      const response = await post('acceptInventory', {
        items: [item.id],
        location: main.id,
        subLocation: shelf.id,
      });
      expect(response.status).toBe(200);
      const [accepted] = inventoriesResponse.parse(response.body).inventories;
      expect(accepted).toMatchObject({
        id: item.id,
        status: 'Active',
        location: { id: main.id, name: 'Main' },
        subLocation: { id: shelf.id, name: 'Shelf A' },
        payout: 85,
        payoutFee: 15,
        lastUpdatedBy: { name: 'Sam Staff' },
      });
      expect(Date.now() - new Date(accepted.acceptedOn ?? 0).getTime()).toBeLessThan(60_000);
      expect(accepted.version).toBe(item.version + 1);
      const logs = await logsOf(item.id);
      expect(logs).toHaveLength(1);
      expect(logs[0].lastUpdatedByName).toBe('Sam Staff');
      expect(logs[0].modifiedFields).toEqual(
        expect.arrayContaining([
          { variableChanged: 'status', beforeValue: 'Pending', afterValue: 'Active' },
          { variableChanged: 'location', beforeValue: null, afterValue: 'Main' },
          { variableChanged: 'subLocation', beforeValue: null, afterValue: 'Shelf A' },
          { variableChanged: 'payout', beforeValue: null, afterValue: 85 },
        ]),
      );
    });

    it('takes items as ids or as the objects the screens hold, and keeps a location the item already has', async () => {
      const item = await seed('Pending', { locationId: warehouse.id, subLocationId: bay.id });
      // Nothing chosen (null) is not a place: the item keeps its own.
      const response = await post('acceptInventory', {
        items: [{ id: item.id, code: item.code }],
        location: null,
        subLocation: null,
      });
      expect(response.status).toBe(200);
      expect(inventoriesResponse.parse(response.body).inventories[0]).toMatchObject({
        status: 'Active',
        location: { id: warehouse.id },
        subLocation: { id: bay.id },
      });
    });

    it('needs a location (400 under location) that exists in the store, and a sub-location inside it', async () => {
      const item = await seed('Pending');
      const missing = await post('acceptInventory', { items: [item.id] });
      expect(missing.status).toBe(400);
      expect(errorOf(missing.body)).toMatchObject({
        message: inventoryMessages.acceptNeedsLocation,
        fields: { location: inventoryMessages.acceptNeedsLocation },
      });
      const unknown = await post('acceptInventory', { items: [item.id], location: 999_999 });
      expect(errorOf(unknown.body).fields).toEqual({ location: inventoryMessages.locationNotFound });
      const foreignShelf = await post('acceptInventory', {
        items: [item.id],
        location: warehouse.id,
        subLocation: shelf.id,
      });
      expect(errorOf(foreignShelf.body).fields).toEqual({
        subLocation: inventoryMessages.subLocationNotInLocation,
      });
      expect((await reload(item.id)).status).toBe('Pending');
      expect(await logsOf(item.id)).toHaveLength(0);
    });

    it('keeps the payment type for an item of a buying, and only there', async () => {
      const bought = await seed('Pending', { buyingId: 7 });
      const listed = await seed('Pending');
      const response = await post('bulkAcceptInventory', {
        items: [bought.id, listed.id],
        location: main.id,
        paymentType: 'auto',
      });
      expect(response.status).toBe(200);
      const [first, second] = inventoriesResponse.parse(response.body).inventories;
      expect([first.paymentType, second.paymentType]).toEqual(['auto', null]);
      const refused = await post('acceptInventory', {
        items: [listed.id],
        location: main.id,
        paymentType: 'card',
      });
      expect(refused.status).toBe(400);
    });

    it('refuses an item that is not Drop off pending with 409 naming its status', async () => {
      const item = await seed('Active');
      const response = await post('acceptInventory', { items: [item.id], location: main.id });
      expect(response.status).toBe(409);
      expect(errorOf(response.body).message).toBe(
        statusMessages.illegalMove('Active', 'it cannot be accepted'),
      );
      const withdrawn = await seed('Withdrawn');
      const again = await post('acceptInventory', { items: [withdrawn.id], location: main.id });
      expect(errorOf(again.body).message).toBe("This item's status is Withdrawn, so it cannot be accepted.");
    });

    it('tells who accepted an item already accepted, and when', async () => {
      const item = await seed('Pending');
      expect((await post('acceptInventory', { items: [item.id], location: main.id })).status).toBe(200);
      const response = await post('acceptInventory', { items: [item.id], location: main.id }, ana.token);
      expect(response.status).toBe(409);
      expect(errorOf(response.body).message).toMatch(
        new RegExp(`^This item is no longer Drop off pending: it was accepted by Sam Staff at ${WHEN}\\.$`),
      );
    });

    it('applies a bulk accept to every item, or to none: the answer names the blockers by code', async () => {
      const [first, blocker, third, other] = [
        await seed('Pending'),
        await seed('Withdrawn'),
        await seed('Pending'),
        await seed('Declined'),
      ];
      const response = await post('bulkAcceptInventory', {
        items: [first.id, blocker.id, third.id, other.id],
        location: main.id,
      });
      expect(response.status).toBe(409);
      const error = errorOf(response.body);
      expect(error.message).toBe(
        actionMessages.nothingChanged(
          [
            `${blocker.code}: This item's status is Withdrawn, so it cannot be accepted.`,
            `${other.code}: This item's status is Declined, so it cannot be accepted.`,
          ].join(' '),
          0,
        ),
      );
      expect(error.fields).toEqual({
        'items.1': `${blocker.code}: This item's status is Withdrawn, so it cannot be accepted.`,
        'items.3': `${other.code}: This item's status is Declined, so it cannot be accepted.`,
      });
      for (const item of [first, third]) {
        expect((await reload(item.id)).status).toBe('Pending');
        expect(await logsOf(item.id)).toHaveLength(0);
      }

      const accepted = await post('bulkAcceptInventory', { items: [first.id, third.id], location: main.id });
      expect(accepted.status).toBe(200);
      expect(inventoriesResponse.parse(accepted.body).inventories.map((item) => item.status)).toEqual([
        'Active',
        'Active',
      ]);
    });

    it('takes 1 to 500 items, and answers 404 naming items the store does not have', async () => {
      const empty = await post('bulkAcceptInventory', { items: [], location: main.id });
      expect(empty.status).toBe(400);
      expect(errorOf(empty.body).message).toBe(validation.payouts.selectAtLeastOne);
      const ids = Array.from({ length: 501 }, (_, index) => index + 1);
      const tooMany = await post('bulkAcceptInventory', { items: ids, location: main.id });
      expect(tooMany.status).toBe(400);
      expect(errorOf(tooMany.body).message).toBe(actionMessages.tooManyItems(500));
      const item = await seed('Pending');
      const missing = await post('bulkAcceptInventory', { items: [item.id, 999_999], location: main.id });
      expect(missing.status).toBe(404);
      expect(errorOf(missing.body)).toMatchObject({
        message: actionMessages.itemsNotFound,
        fields: { 'items.1': expect.any(String) },
      });
      expect((await reload(item.id)).status).toBe('Pending');
    });

    it('accepts 500 items in one call', async () => {
      const drafts = Array.from({ length: 500 }, (_, index) =>
        repo().create({
          storeId: admin.store.id,
          code: `BULK${String(index).padStart(4, '0')}`,
          productId: product.id,
          productTemplateId: product.productTemplateId,
          consignerId: consigner.id,
          status: 'Pending',
          category: 'Sneakers',
          option1Value: '10',
          option2Value: 'New',
          price: 100,
        }),
      );
      const ids = (await repo().save(drafts, { chunk: 100 })).map((item) => item.id);
      const response = await post('bulkAcceptInventory', { items: ids, location: main.id });
      expect(response.status).toBe(200);
      expect(inventoriesResponse.parse(response.body).inventories).toHaveLength(500);
      expect(await repo().countBy({ id: In(ids), status: 'Active' })).toBe(500);
    });
  });

  describe('declines, deletes and cancelled drop-offs', () => {
    it('declines a drop-off, and refuses one that is not Drop off pending', async () => {
      const item = await seed('Pending');
      const response = await post('declineInventory', { items: [item.id], location: main.id });
      expect(response.status).toBe(200);
      expect(inventoriesResponse.parse(response.body).inventories[0].status).toBe('Declined');
      expect((await statusLogsOf(item.id))[0].modifiedFields).toContainEqual({
        variableChanged: 'status',
        beforeValue: 'Pending',
        afterValue: 'Declined',
      });
      const active = await seed('Active');
      const refused = await post('declineInventory', { items: [active.id] });
      expect(refused.status).toBe(409);
      expect(errorOf(refused.body).message).toBe(
        statusMessages.illegalMove('Active', 'it cannot be declined'),
      );
    });

    it('deletes Drop off pending items of the consigner named, and nothing else', async () => {
      const [first, second] = [await seed('Pending'), await seed('Pending')];
      const theirs = await post('deleteInventory', { ids: [first.id], consignerId: storeAccount.id });
      expect(theirs.status).toBe(400);
      expect(errorOf(theirs.body)).toMatchObject({
        message: actionMessages.notOwnedBy,
        fields: {
          consignerId: actionMessages.notOwnedBy,
          'ids.0': `${first.code}: ${actionMessages.notOwnedBy}`,
        },
      });
      const response = await post('deleteInventory', {
        ids: [first.id, second.id],
        consignerId: consigner.id,
      });
      expect(response.status).toBe(200);
      expect(removedInventoriesResponse.parse(response.body).ids).toEqual([first.id, second.id]);
      expect(await repo().countBy({ id: first.id })).toBe(0);
      expect(await repo().countBy({ id: second.id })).toBe(0);

      const active = await seed('Active');
      const refused = await post('deleteInventory', { ids: [active.id] });
      expect(refused.status).toBe(409);
      expect(errorOf(refused.body).message).toBe(
        statusMessages.illegalMove('Active', 'it cannot be deleted'),
      );
      expect(await repo().countBy({ id: active.id })).toBe(1);
    });

    it("cancels a consigner's drop-off", async () => {
      const item = await seed('Pending');
      const response = await post('cancelDropoff', { ids: [item.id], consigner: { id: consigner.id } });
      expect(response.status).toBe(200);
      expect(await repo().countBy({ id: item.id })).toBe(0);
      const requested = await seed('Requested');
      const refused = await post('cancelDropoff', { ids: [requested.id], consigner: consigner.id });
      expect(refused.status).toBe(409);
      expect(errorOf(refused.body).message).toBe(
        statusMessages.illegalMove('Requested', 'its drop-off cannot be cancelled'),
      );
    });
  });

  describe('requests to sell', () => {
    it('accepts one: Requested → Drop off pending at the location chosen', async () => {
      const item = await seed('Requested');
      const response = await post('acceptRequestToSell', {
        item: item.id,
        location: warehouse.id,
        subLocation: bay.id,
      });
      expect(response.status).toBe(200);
      expect(inventoryResponse.parse(response.body).inventory).toMatchObject({
        status: 'Pending',
        location: { id: warehouse.id },
        subLocation: { id: bay.id },
        acceptedOn: null,
      });
      const missing = await post('acceptRequestToSell', { item: (await seed('Requested')).id });
      expect(missing.status).toBe(400);
      expect(errorOf(missing.body).fields).toEqual({ location: inventoryMessages.acceptNeedsLocation });
      const pending = await post('acceptRequestToSell', { item: item.id, location: main.id });
      expect(pending.status).toBe(409);
      // It was Requested a moment ago: the answer says who moved it, and where (accepting it and
      // taking it as an offer on a store request both make it Drop off pending).
      expect(errorOf(pending.body).message).toMatch(
        new RegExp(
          `^This item is no longer Requested: it became Drop off pending by Sam Staff at ${WHEN}\\.$`,
        ),
      );
      expect((await post('acceptRequestToSell', { item: 999_999, location: main.id })).status).toBe(404);
    });

    it('accepts and declines many at once', async () => {
      const [first, second, third] = [
        await seed('Requested'),
        await seed('Requested'),
        await seed('Requested'),
      ];
      const accepted = await post('bulkAcceptRequestToSell', {
        items: [first.id, second.id],
        location: main.id,
      });
      expect(accepted.status).toBe(200);
      expect(inventoriesResponse.parse(accepted.body).inventories.map((item) => item.status)).toEqual([
        'Pending',
        'Pending',
      ]);
      const declined = await post('bulkDeclineRequestToSell', { items: [third.id] });
      expect(declined.status).toBe(200);
      expect(inventoriesResponse.parse(declined.body).inventories[0].status).toBe('Declined');
      const again = await post('bulkDeclineRequestToSell', { items: [first.id, third.id] });
      expect(again.status).toBe(409);
      expect(errorOf(again.body).message).toContain(first.code);
      expect(errorOf(again.body).message).toContain(third.code);
    });
  });

  describe('price changes', () => {
    it('asks the seller for a new price, with the rules of the status machine', async () => {
      const item = await seed('Active');
      const response = await post('storeRequestPriceChange', { inventory: item.id, requestedPrice: 150 });
      expect(response.status).toBe(200);
      expect(inventoryResponse.parse(response.body).inventory).toMatchObject({
        status: 'StoreRequestPriceChange',
        requestedPrice: 150,
        price: 100,
      });
      for (const requestedPrice of [undefined, 0]) {
        const other = await seed('Active');
        const refused = await post('storeRequestPriceChange', { inventory: other.id, requestedPrice });
        expect(refused.status).toBe(400);
        expect(errorOf(refused.body)).toMatchObject({
          message: inventoryMessages.priceChangeNeedsValue,
          fields: { requestedPrice: inventoryMessages.priceChangeNeedsValue },
        });
      }
      const owned = await seed('Active', { consignerId: storeAccount.id });
      const storeOwned = await post('storeRequestPriceChange', { inventory: owned.id, requestedPrice: 150 });
      expect(storeOwned.status).toBe(400);
      expect(errorOf(storeOwned.body).message).toBe(statusMessages.storeAccountPriceChange);
      const pending = await post('storeRequestPriceChange', {
        inventory: (await seed('Pending')).id,
        requestedPrice: 150,
      });
      expect(pending.status).toBe(409);
      expect(errorOf(pending.body).message).toBe(
        statusMessages.illegalMove('Drop off pending', 'the store cannot request a price change'),
      );
    });

    it("accepts or declines a consigner's price change request", async () => {
      const item = await seed('RequestPriceChange', { requestedPrice: 120 });
      const accepted = await post('acceptInventoryPrice', { inventory: item.id });
      expect(accepted.status).toBe(200);
      expect(inventoryResponse.parse(accepted.body).inventory).toMatchObject({
        status: 'Active',
        price: 120,
        requestedPrice: null,
        payout: 105,
        payoutFee: 15,
      });
      const declinedItem = await seed('RequestPriceChange', { requestedPrice: 120 });
      const declined = await post('declineInventoryPrice', { inventory: declinedItem.id });
      expect(inventoryResponse.parse(declined.body).inventory).toMatchObject({
        status: 'Active',
        price: 100,
        requestedPrice: null,
      });
      const refused = await post('declineInventoryPrice', { inventory: item.id });
      expect(refused.status).toBe(409);
      expect(errorOf(refused.body).message).toMatch(
        new RegExp(
          `^This item is no longer Price change request: it became Active by Sam Staff at ${WHEN}\\.$`,
        ),
      );
    });
  });

  describe('withdrawals', () => {
    it("accepts or declines a consigner's withdrawal request, recording when and by whom", async () => {
      const item = await seed('RequestWithdrawal');
      const accepted = await post('acceptInventoryWithdrawal', { inventory: item.id });
      expect(accepted.status).toBe(200);
      expect(inventoryResponse.parse(accepted.body).inventory).toMatchObject({
        status: 'Withdrawn',
        withdrawalDecidedBy: 'Sam Staff',
      });
      expect(inventoryResponse.parse(accepted.body).inventory.withdrawalDecidedAt).not.toBeNull();
      const declinedItem = await seed('RequestWithdrawal');
      const declined = await post('declineInventoryWithdrawal', { inventory: declinedItem.id });
      expect(inventoryResponse.parse(declined.body).inventory).toMatchObject({
        status: 'Active',
        withdrawalDecidedBy: 'Sam Staff',
      });
      const refused = await post('acceptInventoryWithdrawal', { inventory: (await seed('Active')).id });
      expect(refused.status).toBe(409);
      expect(errorOf(refused.body).message).toBe(
        statusMessages.illegalMove('Active', 'there is no withdrawal request to accept'),
      );
    });

    it("charges an early withdrawal's fee to the consigner's negativeBalance, in the same call", async () => {
      await t.dataSource
        .getRepository(Store)
        .update(admin.store.id, { earlyWithdrawalDays: 30, withdrawalFee: 25 });
      await t.dataSource.getRepository(Consigner).update(consigner.id, { negativeBalance: 10 });
      const item = await seed('Active', { acceptedOn: new Date(Date.now() - 2 * DAY_MS) });
      const response = await post('withdrawInventory', { inventory: item.id, isWithdrawnEarly: false });
      expect(response.status).toBe(200);
      const answer = withdrawInventoryResponse.parse(response.body);
      expect(answer).toMatchObject({ withdrawalFee: 25, inventory: { status: 'Withdrawn' } });
      expect(
        (await t.dataSource.getRepository(Consigner).findOneByOrFail({ id: consigner.id })).negativeBalance,
      ).toBe(35);
      expect((await logsOf(item.id))[0].modifiedFields).toEqual(
        expect.arrayContaining([
          { variableChanged: 'status', beforeValue: 'Active', afterValue: 'Withdrawn' },
          { variableChanged: 'withdrawalFee', beforeValue: null, afterValue: 25 },
        ]),
      );

      // The fee sent applies when it is not more than the store's: 0 waives it.
      const waived = await seed('RequestPriceChange', { acceptedOn: new Date(Date.now() - DAY_MS) });
      const waiving = await post('withdrawInventory', { inventory: waived.id, withdrawalFee: 0 });
      expect(withdrawInventoryResponse.parse(waiving.body).withdrawalFee).toBe(0);
      const lowered = await seed('Active', { acceptedOn: new Date(Date.now() - DAY_MS) });
      const lowering = await post('withdrawInventory', { inventory: lowered.id, withdrawalFee: 10 });
      expect(withdrawInventoryResponse.parse(lowering.body).withdrawalFee).toBe(10);
      expect(
        (await t.dataSource.getRepository(Consigner).findOneByOrFail({ id: consigner.id })).negativeBalance,
      ).toBe(45);
      const tooHigh = await post('withdrawInventory', {
        inventory: (await seed('Active')).id,
        withdrawalFee: 30,
      });
      expect(tooHigh.status).toBe(400);
      expect(errorOf(tooHigh.body).fields).toEqual({
        withdrawalFee: actionMessages.withdrawalFeeAboveStore('$25'),
      });
    });

    it('charges nothing when the withdrawal is late, when the store has no early days, or for a store account', async () => {
      await t.dataSource
        .getRepository(Store)
        .update(admin.store.id, { earlyWithdrawalDays: 30, withdrawalFee: 25 });
      const late = await seed('Active', { acceptedOn: new Date(Date.now() - 30 * DAY_MS - 60_000) });
      const lateAnswer = await post('withdrawInventory', { inventory: late.id, isWithdrawnEarly: true });
      expect(withdrawInventoryResponse.parse(lateAnswer.body)).toMatchObject({
        withdrawalFee: 0,
        inventory: { status: 'Withdrawn' },
      });
      const owned = await seed('Active', { consignerId: storeAccount.id, acceptedOn: new Date() });
      expect(
        withdrawInventoryResponse.parse((await post('withdrawInventory', { inventory: owned.id })).body)
          .withdrawalFee,
      ).toBe(0);

      await t.dataSource.getRepository(Store).update(admin.store.id, { earlyWithdrawalDays: 0 });
      const fresh = await seed('Active', { acceptedOn: new Date() });
      expect(
        withdrawInventoryResponse.parse((await post('withdrawInventory', { inventory: fresh.id })).body)
          .withdrawalFee,
      ).toBe(0);
      expect(
        (await t.dataSource.getRepository(Consigner).findOneByOrFail({ id: consigner.id })).negativeBalance,
      ).toBe(0);
      expect(
        (await t.dataSource.getRepository(Consigner).findOneByOrFail({ id: storeAccount.id }))
          .negativeBalance,
      ).toBe(0);
    });

    it('refuses to withdraw an item that is not Active or RequestPriceChange', async () => {
      await t.dataSource
        .getRepository(Store)
        .update(admin.store.id, { earlyWithdrawalDays: 30, withdrawalFee: 25 });
      const item = await seed('Pending');
      const response = await post('withdrawInventory', { inventory: item.id });
      expect(response.status).toBe(409);
      expect(errorOf(response.body).message).toBe(
        statusMessages.illegalMove('Drop off pending', 'it cannot be withdrawn'),
      );
      expect(
        (await t.dataSource.getRepository(Consigner).findOneByOrFail({ id: consigner.id })).negativeBalance,
      ).toBe(0);
    });
  });

  describe('transfers', () => {
    it('sends Active items in transit, overriding the location option when asked, and receives them', async () => {
      const [first, second] = [await seed('Active'), await seed('Active')];
      const sent = await post('transfer', {
        inventories: [first.id, second.id],
        location: warehouse.id,
        shouldOverrideLocationOption: true,
      });
      expect(sent.status).toBe(200);
      const items = inventoriesResponse.parse(sent.body).inventories;
      expect(items.map((item) => [item.status, item.option3Value, item.location?.id])).toEqual([
        ['InTransit', 'WH', main.id],
        ['InTransit', 'WH', main.id],
      ]);
      const plain = await seed('Active');
      const unchanged = await post('transfer', {
        inventories: [plain.id],
        location: warehouse.id,
        shouldOverrideLocationOption: false,
        locationOption: 'option3Value',
      });
      expect(inventoriesResponse.parse(unchanged.body).inventories[0].option3Value).toBeNull();

      const received = await post('acceptTransfer', {
        inventories: [first.id, second.id],
        location: warehouse.id,
      });
      expect(received.status).toBe(200);
      expect(inventoriesResponse.parse(received.body).inventories[0]).toMatchObject({
        status: 'Active',
        location: { id: warehouse.id },
        // Shelf A is in Main: it does not follow the item.
        subLocation: null,
      });
    });

    it('keeps the destination while in transit, and acceptTransfer applies it unless another is chosen', async () => {
      const [first, second] = [await seed('Active'), await seed('Active')];
      const sent = await post('transfer', {
        inventories: [first.id, second.id],
        location: warehouse.id,
        subLocation: bay.id,
      });
      expect(sent.status).toBe(200);
      for (const item of inventoriesResponse.parse(sent.body).inventories) {
        expect(item).toMatchObject({
          status: 'InTransit',
          location: { id: main.id },
          transferLocation: { id: warehouse.id, name: warehouse.name },
          transferSubLocation: { id: bay.id, name: 'Bay 1' },
        });
      }
      const shown = await call(t, 'GET', `/api/inventories/${first.id}`, { token: admin.token });
      expect(inventoryResponse.parse(shown.body).inventory.transferLocation).toMatchObject({
        id: warehouse.id,
      });
      const listed = await call(
        t,
        'GET',
        '/api/inventories/paginatedInventories?status=InTransit&pageSize=500',
        {
          token: admin.token,
        },
      );
      const row = paginatedInventoriesResponse.parse(listed.body).rows.find((item) => item.id === first.id);
      expect(row?.transferLocation).toMatchObject({ id: warehouse.id });

      // Nothing asked again: the first arrives where it was going.
      const received = await post('acceptTransfer', { inventories: [first.id] });
      expect(received.status).toBe(200);
      expect(inventoriesResponse.parse(received.body).inventories[0]).toMatchObject({
        status: 'Active',
        location: { id: warehouse.id },
        subLocation: { id: bay.id },
        transferLocation: null,
        transferSubLocation: null,
      });
      // The user may still choose another place.
      const elsewhere = await post('acceptTransfer', { inventories: [second.id], location: main.id });
      expect(inventoriesResponse.parse(elsewhere.body).inventories[0]).toMatchObject({
        status: 'Active',
        location: { id: main.id },
        transferLocation: null,
      });
    });

    it('needs a destination, and only moves Active (transfer) or InTransit (acceptTransfer) items', async () => {
      const item = await seed('Active');
      const missing = await post('transfer', { inventories: [item.id] });
      expect(missing.status).toBe(400);
      expect(errorOf(missing.body)).toMatchObject({
        message: validation.transfers.selectLocation,
        fields: { location: validation.transfers.selectLocation },
      });
      const pending = await post('transfer', {
        inventories: [(await seed('Pending')).id],
        location: warehouse.id,
      });
      expect(pending.status).toBe(409);
      expect(errorOf(pending.body).message).toBe(
        statusMessages.illegalMove('Drop off pending', 'it cannot be transferred'),
      );
      const active = await post('acceptTransfer', { inventories: [item.id], location: warehouse.id });
      expect(active.status).toBe(409);
      expect(errorOf(active.body).message).toBe(
        statusMessages.illegalMove('Active', 'there is no transfer to accept'),
      );
      const inTransit = await seed('InTransit');
      const noPlace = await post('acceptTransfer', { inventories: [inTransit.id] });
      expect(noPlace.status).toBe(400);
      expect(errorOf(noPlace.body).fields).toMatchObject({ location: validation.transfers.selectLocation });
    });

    it('creates transfers for staff with Orders (spec 000 §6), receives them for staff with Inventory', async () => {
      const orders = await seedStaff(t, admin.store, { role: 'Employee', accessControls: ['Orders'] });
      const inventory = await seedStaff(t, admin.store, { role: 'Employee', accessControls: ['Inventory'] });
      const item = await seed('Active');
      expect(
        (await post('transfer', { inventories: [item.id], location: warehouse.id }, inventory.token)).status,
      ).toBe(403);
      expect(
        (await post('transfer', { inventories: [item.id], location: warehouse.id }, orders.token)).status,
      ).toBe(200);
      expect(
        (await post('acceptTransfer', { inventories: [item.id], location: warehouse.id }, orders.token))
          .status,
      ).toBe(403);
      expect(
        (await post('acceptTransfer', { inventories: [item.id], location: warehouse.id }, inventory.token))
          .status,
      ).toBe(200);
    });
  });

  it('marks labels printed, logging each item once', async () => {
    const [first, second] = [await seed('Active'), await seed('Withdrawn', { printed: true })];
    const response = await post('bulkPrintInventory', { inventories: [first.id, second.id] });
    expect(response.status).toBe(200);
    expect(inventoriesResponse.parse(response.body).inventories.map((item) => item.printed)).toEqual([
      true,
      true,
    ]);
    expect((await logsOf(first.id))[0].modifiedFields).toEqual([
      { variableChanged: 'printed', beforeValue: false, afterValue: true },
    ]);
    expect(await logsOf(second.id)).toHaveLength(0);
    await post('bulkPrintInventory', { inventories: [first.id] });
    expect(await logsOf(first.id)).toHaveLength(1);
  });

  describe('PUT /api/inventories/{id}', () => {
    it('edits the price and extra fees, recalculating the payout, and logs every changed field', async () => {
      const item = await seed('Active');
      const response = await put(item.id, { price: 200, hasCleaningFee: true, notes: 'Small scuff' });
      expect(response.status).toBe(200);
      // 10% of 200 = 20, cleaning 20: payout 160.
      expect(inventoryResponse.parse(response.body).inventory).toMatchObject({
        price: 200,
        payout: 160,
        payoutFee: 40,
        total: 200,
        hasCleaningFee: true,
        notes: 'Small scuff',
      });
      const [log] = await logsOf(item.id);
      expect(log.modifiedFields.map((change) => change.variableChanged).sort()).toEqual(
        ['hasCleaningFee', 'notes', 'payout', 'payoutAmount', 'payoutFee', 'price', 'total'].sort(),
      );
    });

    it('refuses the read-only fields GET answers by name; its editable fields alone change nothing', async () => {
      const item = await seed('Active');
      const { body } = await call(t, 'GET', `/api/inventories/${item.id}`, { token: admin.token });
      const whole = inventoryResponse.parse(body).inventory;
      const readOnly = await put(item.id, whole);
      expect(readOnly.status).toBe(400);
      const { fields } = errorOf(readOnly.body);
      expect(Object.keys(fields ?? {})).toContain('createdAt');
      expect(Object.keys(fields ?? {})).not.toContain('price');
      const editable = Object.fromEntries(
        Object.entries(whole).filter(([key]) => key in updateInventoryRequest.shape),
      );
      const response = await put(item.id, editable);
      expect(response.status).toBe(200);
      expect(inventoryResponse.parse(response.body).inventory.version).toBe(item.version);
      expect(await logsOf(item.id)).toHaveLength(0);
    });

    it('edits options against the template, the place, and the owner (the payout follows the owner)', async () => {
      const item = await seed('Active');
      const moved = await put(item.id, {
        option1Value: '10.5',
        option2Value: 'used',
        location: { id: warehouse.id },
        subLocation: bay.id,
        consignerId: storeAccount.id,
        cost: 40,
      });
      expect(moved.status).toBe(200);
      expect(inventoryResponse.parse(moved.body).inventory).toMatchObject({
        option1Value: '10.5',
        option2Value: 'Used',
        location: { id: warehouse.id },
        subLocation: { id: bay.id },
        consignerId: storeAccount.id,
        payout: 40,
      });
      const [log] = await logsOf(item.id);
      expect(log.modifiedFields).toEqual(
        expect.arrayContaining([
          { variableChanged: 'consignerId', beforeValue: consigner.id, afterValue: storeAccount.id },
          { variableChanged: 'location', beforeValue: 'Main', afterValue: 'Warehouse' },
          { variableChanged: 'subLocation', beforeValue: 'Shelf A', afterValue: 'Bay 1' },
        ]),
      );
      // Back to Main without a sub-location: Bay 1 (in Warehouse) does not follow.
      const back = await put(item.id, { location: main.id });
      expect(inventoryResponse.parse(back.body).inventory).toMatchObject({
        location: { id: main.id },
        subLocation: null,
      });
      const cases: [Record<string, unknown>, string, string][] = [
        [{ option1Value: '99' }, 'option1Value', inventoryMessages.optionNotInTemplate('Size', '99')],
        [{ option1Value: null }, 'option1Value', validation.scan.selectOption],
        [{ option2Value: 'Mint' }, 'option2Value', validation.scan.validOption2],
        [{ option3Value: 'Box' }, 'option3Value', validation.scan.validOption3],
        [{ price: 0 }, 'price', validation.scan.enterPrice],
        [{ consignerId: 999_999 }, 'consignerId', inventoryMessages.consignerRequired],
        [{ location: 999_999 }, 'location', inventoryMessages.locationNotFound],
        [
          { location: warehouse.id, subLocation: shelf.id },
          'subLocation',
          inventoryMessages.subLocationNotInLocation,
        ],
        [{ location: null }, 'location', inventoryMessages.pleaseSelectLocation],
      ];
      for (const [body, field, message] of cases) {
        const refused = await put(item.id, body);
        expect({ field, status: refused.status }).toEqual({ field, status: 400 });
        expect({ field, fields: errorOf(refused.body).fields }).toEqual({
          field,
          fields: { [field]: message },
        });
      }
      expect(await logsOf(item.id)).toHaveLength(2);
    });

    it('sets a status directly, but not Active without acceptance, and not on Withdrawn or Declined items', async () => {
      const pending = await seed('Pending');
      const active = await put(pending.id, { status: 'Active', location: main.id });
      expect(active.status).toBe(400);
      expect(errorOf(active.body)).toMatchObject({
        message: inventoryMessages.notAccepted,
        fields: { status: inventoryMessages.notAccepted },
      });
      const transit = await seed('InTransit');
      expect(
        inventoryResponse.parse((await put(transit.id, { status: 'Active' })).body).inventory.status,
      ).toBe('Active');
      for (const status of ['Withdrawn', 'Declined'] as const) {
        const item = await seed(status);
        const refused = await put(item.id, { notes: 'x' });
        expect(refused.status).toBe(409);
        expect(errorOf(refused.body).message).toBe(statusMessages.notEditable(status));
      }
    });

    it('locks the owner of Sold, PendingSale and Paid items in safe status mode, and their status always', async () => {
      const sold = await seed('Sold');
      await t.dataSource.getRepository(Store).update(admin.store.id, { safeInventoryStatusMode: true });
      const owner = await put(sold.id, { consignerId: storeAccount.id });
      expect(owner.status).toBe(409);
      expect(errorOf(owner.body).message).toBe(statusMessages.safeModeLocked('Sold'));
      // A money status is never left by hand, safe mode or not (checkStatusEdit).
      for (const isSafe of [true, false]) {
        await t.dataSource.getRepository(Store).update(admin.store.id, { safeInventoryStatusMode: isSafe });
        const status = await put(sold.id, { status: 'Active' });
        expect(status.status).toBe(409);
        expect(errorOf(status.body).message).toBe(statusMessages.noStatusEdit('Sold', 'Active', true));
      }
      await t.dataSource.getRepository(Store).update(admin.store.id, { safeInventoryStatusMode: true });
      expect((await put(sold.id, { notes: 'Shipped' })).status).toBe(200);
      await t.dataSource.getRepository(Store).update(admin.store.id, { safeInventoryStatusMode: false });
      const unlocked = await put(sold.id, { consignerId: storeAccount.id });
      expect(unlocked.status).toBe(200);
      expect((await reload(sold.id)).consignerId).toBe(storeAccount.id);
    });

    it('refuses an edit of a copy changed since it was read, naming who changed it', async () => {
      const item = await seed('Active');
      expect((await put(item.id, { notes: 'first' }, ana.token)).status).toBe(200);
      const stale = await put(item.id, { notes: 'second', version: item.version });
      expect(stale.status).toBe(409);
      expect(errorOf(stale.body).message).toMatch(
        new RegExp(`^This item was changed by Ana Staff at ${WHEN} while you were editing it\\.`),
      );
      expect((await reload(item.id)).notes).toBe('first');
      expect((await put(item.id, { notes: 'second', version: item.version + 1 })).status).toBe(200);
      expect((await put(999_999, { notes: 'x' })).status).toBe(404);
    });
  });

  it('refuses staff without Inventory access (403) on every action and the edit, changing nothing', async () => {
    const { token } = await seedStaff(t, admin.store, { role: 'Employee', accessControls: ['Products'] });
    const item = await seed('Pending');
    const calls: [string, unknown][] = [
      ['acceptInventory', { items: [item.id], location: main.id }],
      ['bulkAcceptInventory', { items: [item.id], location: main.id }],
      ['declineInventory', { items: [item.id] }],
      ['deleteInventory', { ids: [item.id] }],
      ['cancelDropoff', { ids: [item.id] }],
      ['acceptRequestToSell', { item: item.id, location: main.id }],
      ['bulkAcceptRequestToSell', { items: [item.id], location: main.id }],
      ['bulkDeclineRequestToSell', { items: [item.id] }],
      ['storeRequestPriceChange', { inventory: item.id, requestedPrice: 10 }],
      ['acceptInventoryPrice', { inventory: item.id }],
      ['declineInventoryPrice', { inventory: item.id }],
      ['acceptInventoryWithdrawal', { inventory: item.id }],
      ['declineInventoryWithdrawal', { inventory: item.id }],
      ['withdrawInventory', { inventory: item.id }],
      ['transfer', { inventories: [item.id], location: main.id }],
      ['acceptTransfer', { inventories: [item.id], location: main.id }],
      ['bulkPrintInventory', { inventories: [item.id] }],
    ];
    for (const [action, body] of calls) {
      expect({ action, status: (await post(action, body, token)).status }).toEqual({ action, status: 403 });
    }
    expect((await put(item.id, { notes: 'x' }, token)).status).toBe(403);
    expect(await reload(item.id)).toMatchObject({ status: 'Pending', version: item.version, printed: false });
  });

  describe('concurrency', () => {
    it('lets exactly one of two simultaneous accepts win; the other is told who accepted it', async () => {
      for (let round = 0; round < 5; round++) {
        const item = await seed('Pending');
        const body = { items: [item.id], location: main.id };
        const answers = await Promise.all([
          post('acceptInventory', body),
          post('acceptInventory', body, ana.token),
        ]);
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
        const loser = answers.find((answer) => answer.status === 409);
        const winner = answers.find((answer) => answer.status === 200);
        const winnerName = inventoriesResponse.parse(winner?.body).inventories[0].lastUpdatedBy?.name;
        expect(errorOf(loser?.body).message).toMatch(
          new RegExp(
            `^This item is no longer Drop off pending: it was accepted by ${winnerName} at ${WHEN}\\.$`,
          ),
        );
        const stored = await reload(item.id);
        expect(stored).toMatchObject({
          status: 'Active',
          version: item.version + 1,
          lastUpdatedByName: winnerName,
        });
        expect(await statusLogsOf(item.id)).toHaveLength(1);
      }
    });

    it('keeps overlapping bulk calls all or nothing', async () => {
      for (let round = 0; round < 3; round++) {
        const [a, b, c] = [await seed('Pending'), await seed('Pending'), await seed('Pending')];
        const answers = await Promise.all([
          post('bulkAcceptInventory', { items: [a.id, b.id], location: main.id }),
          post('bulkAcceptInventory', { items: [c.id, b.id], location: warehouse.id }, ana.token),
        ]);
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
        const isFirstWinner = answers[0].status === 200;
        const [wonA, wonC] = [(await reload(a.id)).status, (await reload(c.id)).status];
        expect([wonA, wonC]).toEqual(isFirstWinner ? ['Active', 'Pending'] : ['Pending', 'Active']);
        expect((await reload(b.id)).locationId).toBe(isFirstWinner ? main.id : warehouse.id);
        expect(await statusLogsOf(b.id)).toHaveLength(1);
        const loser = errorOf(answers[isFirstWinner ? 1 : 0].body);
        expect(loser.message).toContain(b.code);
      }
    });
  });
});
