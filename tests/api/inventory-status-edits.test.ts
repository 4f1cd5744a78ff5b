import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVENTORY_STATUSES,
  type InventoryStatus,
  statusEditTransition,
  TRANSITIONS,
} from '@shared/domain/inventory-status';
import { Consigner } from '../../api/src/consigners/consigner.entity';
import { ConsignerType } from '../../api/src/consigner-types/consigner-type.entity';
import { InventoryLog } from '../../api/src/inventories/inventory-log.entity';
import { Inventory } from '../../api/src/inventories/inventory.entity';
import { Location } from '../../api/src/locations/location.entity';
import { SubLocation } from '../../api/src/locations/sub-location.entity';
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

const DAY_MS = 24 * 60 * 60 * 1000;
/** Logged fields whose value is the moment of the change: compared as "set", not by value. */
const MOMENTS = new Set(['acceptedOn', 'withdrawalDecidedAt']);

/**
 * A status set by hand (PUT /api/inventories/{id}, POST /api/inventories/bulkEditInventory) is a
 * move of the status machine or nothing: every (from, to) pair is walked on both routes, and each
 * is either refused with the item unchanged and unlogged, or the table's move, leaving the item
 * and its log as the move's own call leaves a twin item (place, acceptance, withdrawal decision,
 * early withdrawal fee, fees).
 */
describe(`statuses set by hand on ${testEngine()}`, () => {
  let t: TestApp;
  let admin: SeededStaff;
  let product: Product;
  let ada: Consigner;
  let main: Location;
  let shelf: SubLocation;

  /** With a place and accepted yesterday (early: the store charges early withdrawals), or with neither. */
  const VARIANTS = ['placed', 'bare'] as const;
  type Variant = (typeof VARIANTS)[number];
  const acceptedYesterday = new Date(Date.now() - DAY_MS);

  const seed = (status: InventoryStatus, variant: Variant) =>
    seedInventoryItem(t.dataSource, {
      storeId: admin.store.id,
      productId: product.id,
      productTemplateId: product.productTemplateId,
      consignerId: ada.id,
      status,
      price: 100,
      payout: 85,
      payoutAmount: 85,
      payoutFee: 15,
      total: 100,
      ...(variant === 'placed'
        ? { locationId: main.id, subLocationId: shelf.id, acceptedOn: acceptedYesterday }
        : { locationId: null, subLocationId: null, acceptedOn: null }),
    });

  const ROUTES = {
    PUT: (item: Inventory, status: InventoryStatus) =>
      call(t, 'PUT', `/api/inventories/${item.id}`, { token: admin.token, body: { status } }),
    bulkEditInventory: (item: Inventory, status: InventoryStatus) =>
      call(t, 'POST', '/api/inventories/bulkEditInventory', {
        token: admin.token,
        body: { inventories: [{ id: item.id, status }] },
      }),
  };

  /** The action's own call for each move a hand edit may stand for (a place: the item's own). */
  const ACTION_CALLS: Record<string, (item: Inventory) => [string, unknown]> = {
    acceptRequestToSell: (item) => ['acceptRequestToSell', { item: item.id }],
    bulkDeclineRequestToSell: (item) => ['bulkDeclineRequestToSell', { items: [item.id] }],
    acceptInventory: (item) => ['acceptInventory', { items: [item.id] }],
    declineInventory: (item) => ['declineInventory', { items: [item.id] }],
    acceptInventoryWithdrawal: (item) => ['acceptInventoryWithdrawal', { inventory: item.id }],
    declineInventoryWithdrawal: (item) => ['declineInventoryWithdrawal', { inventory: item.id }],
    withdrawInventory: (item) => ['withdrawInventory', { inventory: item.id }],
    acceptTransfer: (item) => ['acceptTransfer', { inventories: [item.id], location: item.locationId }],
  };

  const owed = async () =>
    Number((await t.dataSource.getRepository(Consigner).findOneByOrFail({ id: ada.id })).negativeBalance);
  const logsOf = (id: number) =>
    t.dataSource.getRepository(InventoryLog).find({ where: { inventoryId: id }, order: { id: 'ASC' } });

  /** What a change left: the item's fields, what its owner now owes, and its log (moments as "set"). */
  const stateOf = async (seeded: Inventory, owedBefore: number) => {
    const item = await t.dataSource.getRepository(Inventory).findOneByOrFail({ id: seeded.id });
    const logs = await logsOf(seeded.id);
    return {
      status: item.status,
      version: item.version - seeded.version,
      locationId: item.locationId,
      subLocationId: item.subLocationId,
      isAcceptedOnChanged: item.acceptedOn?.getTime() !== seeded.acceptedOn?.getTime(),
      price: item.price,
      requestedPrice: item.requestedPrice,
      payout: item.payout,
      payoutFee: item.payoutFee,
      withdrawalDecidedBy: item.withdrawalDecidedBy,
      hasWithdrawalDecidedAt: item.withdrawalDecidedAt !== null,
      charged: (await owed()) - owedBefore,
      logs: logs.map((log) => ({
        by: log.lastUpdatedByName,
        changes: log.modifiedFields
          .map((change) =>
            MOMENTS.has(change.variableChanged)
              ? { ...change, afterValue: change.afterValue === null ? null : 'set' }
              : change,
          )
          .sort((a, b) => a.variableChanged.localeCompare(b.variableChanged)),
      })),
    };
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await seedStoreWithStaff(t, { handle: 'status-edit-store' });
    const storeId = admin.store.id;
    // Early withdrawals (within 30 days of acceptance) cost 5.
    await t.dataSource.getRepository(Store).update(storeId, { earlyWithdrawalDays: 30, withdrawalFee: 5 });
    product = await seedProduct(t.dataSource, storeId, { title: 'Dunk Low Walk' });
    const consigners = t.dataSource.getRepository(Consigner);
    ada = await consigners.save(
      consigners.create({
        storeId,
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@walk.test',
        phone: '+1 555 0100',
        address: '1 Main St',
        accountId: null,
      }),
    );
    // 10% selling fee, at least 15: a price of 100 pays 85.
    await t.dataSource
      .getRepository(ConsignerType)
      .save({ storeId, accountType: 'Standard', sellingFee: 10, minFee: 15, isDefault: true });
    main = await t.dataSource.getRepository(Location).save({ storeId, name: 'Main', label: 'M' });
    shelf = await t.dataSource
      .getRepository(SubLocation)
      .save({ storeId, locationId: main.id, name: 'Shelf' });
  });
  afterAll(() => t.close());

  describe.each(Object.keys(ROUTES) as (keyof typeof ROUTES)[])('on %s', (route) => {
    it.each(INVENTORY_STATUSES)(
      'refuses every status from %s that is no move of the table, and makes the moves as their own calls do',
      async (from) => {
        const problems: string[] = [];
        for (const to of INVENTORY_STATUSES) {
          if (from === to) continue;
          const transition = statusEditTransition(from, to);
          // A guard can only refuse a move the table has: the bare variant adds nothing elsewhere.
          for (const variant of transition ? VARIANTS : (['placed'] as const)) {
            const pair = `${from} → ${to} (${variant})`;
            const item = await seed(from, variant);
            const owedBefore = await owed();
            const response = await ROUTES[route](item, to);
            const after = await stateOf(item, owedBefore);
            if (response.status !== 200) {
              const expected = transition ? [400, 409] : [409];
              if (!expected.includes(response.status)) problems.push(`${pair}: answered ${response.status}`);
              // A placed, accepted item meets every guard of the hand moves: the dropdowns offer them.
              if (transition && variant === 'placed')
                problems.push(`${pair}: refused a move the table offers`);
              if (
                after.status !== from ||
                after.version !== 0 ||
                after.logs.length > 0 ||
                after.charged !== 0
              ) {
                problems.push(`${pair}: refused, but the item changed`);
              }
              continue;
            }
            if (!transition || !TRANSITIONS.includes(transition)) {
              problems.push(`${pair}: moved without a move of the table`);
              continue;
            }
            const statusLog = after.logs
              .flatMap((log) => log.changes)
              .find((change) => change.variableChanged === 'status');
            if (after.status !== to || statusLog?.beforeValue !== from || statusLog?.afterValue !== to) {
              problems.push(`${pair}: not logged as the move ${from} → ${to}`);
            }
            const twin = await seed(from, variant);
            const twinOwedBefore = await owed();
            const [action, body] = ACTION_CALLS[transition.action](twin);
            const answer = await call(t, 'POST', `/api/inventories/${action}`, { token: admin.token, body });
            if (answer.status !== 200) {
              problems.push(`${pair}: ${action} refused the twin (${answer.status}) that the edit moved`);
              continue;
            }
            const byAction = await stateOf(twin, twinOwedBefore);
            if (!isDeepStrictEqual(after, byAction)) {
              problems.push(
                `${pair}: the edit left ${JSON.stringify(after)}, ${action} left ${JSON.stringify(byAction)}`,
              );
            }
          }
        }
        expect(problems).toEqual([]);
      },
    );
  });
});
