import { In } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '@shared/contracts/errors';
import {
  chequesResponse,
  payoutActionResponse,
  payoutDetailResponse,
  payoutFilterOptionsResponse,
  payoutsResponse,
  payResponse,
  type PayRequest,
  readyToPayIdsResponse,
  readyToPayResponse,
} from '@shared/contracts/payouts';
import { validation } from '@shared/messages';
import { Consigner } from '../../api/src/consigners/consigner.entity';
import { InventoryLog } from '../../api/src/inventories/inventory-log.entity';
import { Inventory } from '../../api/src/inventories/inventory.entity';
import { Job } from '../../api/src/jobs/job.entity';
import { OrderLine } from '../../api/src/orders/order-line.entity';
import { Cheque } from '../../api/src/payouts/cheque.entity';
import { PayoutConsigner } from '../../api/src/payouts/payout-consigner.entity';
import { PayoutItem } from '../../api/src/payouts/payout-item.entity';
import { Payout } from '../../api/src/payouts/payout.entity';
import { Store } from '../../api/src/stores/store.entity';
import { call, seedStaff } from '../support/fixtures';
import {
  type InventoryWorld,
  seedInventoryWorld,
  seedWorldItem,
  seedWorldItemsInBulk,
} from '../support/inventory-world';
import { seedOrder } from '../support/order-world';
import { seedPayoutConsigner, seedSale } from '../support/payout-world';
import { startTestAppWithSmtp, testEngine, type TestAppWithSmtp } from '../support/test-app';

const messages = validation.payouts;
const DAY_MS = 24 * 60 * 60 * 1000;

describe(`payouts (Ready to Pay, pay, list, detail, paid, cheques) on ${testEngine()}`, () => {
  let t: TestAppWithSmtp;
  let world: InventoryWorld;
  let other: InventoryWorld;
  let worlds = 0;

  const errorOf = (body: unknown) => apiErrorBody.parse(body).error;
  const get = (path: string, token = world.admin.token) => call(t, 'GET', path, { token });
  const pay = (body: PayRequest | Record<string, unknown>, token = world.admin.token) =>
    call(t, 'POST', '/api/payouts/pay', { token, body });
  const markPaid = (id: number, body: unknown = {}, token = world.admin.token) =>
    call(t, 'POST', `/api/payouts/paid/${id}`, { token, body });
  const readyToPay = async (query: string, token = world.admin.token) => {
    const response = await get(`/api/inventories/ordersPayoutInventories?${query}`, token);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return readyToPayResponse.parse(response.body);
  };
  const payOk = async (inventoriesToPay: number[]) => {
    const response = await pay({ inventoriesToPay });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return payResponse.parse(response.body);
  };
  const statusesOf = async (ids: readonly number[]) =>
    (
      await t.dataSource.getRepository(Inventory).find({ where: { id: In([...ids]) }, order: { id: 'ASC' } })
    ).map((item) => item.status);
  const balanceOf = async (id: number) =>
    Number((await t.dataSource.getRepository(Consigner).findOneByOrFail({ id })).negativeBalance);
  const payoutRow = (id: number) => t.dataSource.getRepository(Payout).findOneByOrFail({ id });
  const markPaidLogs = async (ids: readonly number[]) =>
    (await t.dataSource.getRepository(InventoryLog).findBy({ inventoryId: In([...ids]) })).filter((log) =>
      log.modifiedFields.some((field) => field.variableChanged === 'status' && field.afterValue === 'Paid'),
    ).length;
  /** A store of its own, for the reads that list a whole store. */
  const freshWorld = () =>
    seedInventoryWorld(t, { handle: `payouts-${++worlds}`, productTitle: `Dunk Low ${worlds}` });

  beforeAll(async () => {
    t = await startTestAppWithSmtp();
    world = await seedInventoryWorld(t, { handle: 'payouts', productTitle: 'Jordan 1 Chicago' });
    other = await seedInventoryWorld(t, { handle: 'payouts-other', productTitle: 'Yeezy 350' });
  });
  afterAll(() => t.close());

  describe('GET /api/inventories/ordersPayoutInventories (Ready to Pay)', () => {
    it("lists the Sold items in no payout by consigner, with each one's sums, balance and what is owed", async () => {
      const shop = await freshWorld();
      const bo = await seedPayoutConsigner(t, shop, 'Bo', { negativeBalance: 30 });
      const zed = await seedPayoutConsigner(t, shop, 'Zed', { negativeBalance: 500 });
      const ada1 = await seedSale(t, shop, { count: 2, soldOn: new Date(Date.now() - 2 * DAY_MS) });
      const ada2 = await seedSale(t, shop, { count: 1, payout: 40.5 });
      const bos = await seedSale(t, shop, { owner: bo, count: 2 });
      const zeds = await seedSale(t, shop, { owner: zed, count: 1 });
      // Left out: a store account's sale, an item already in a payout and paid, a returned sale, an open hold.
      await seedSale(t, shop, { owner: shop.storeAccount });
      const paidOut = await seedSale(t, shop);
      const taken = await pay({ inventoriesToPay: [paidOut.items[0].id] }, shop.admin.token);
      expect(taken.status).toBe(201);
      const takenId = payResponse.parse(taken.body).id;
      expect(
        (await call(t, 'POST', `/api/payouts/paid/${takenId}`, { token: shop.admin.token, body: {} })).status,
      ).toBe(200);
      const returned = await seedSale(t, shop);
      await t.dataSource
        .getRepository(OrderLine)
        .update({ orderId: returned.order.id }, { returnedAt: new Date(), returnedTo: 'Active' });
      await t.dataSource.getRepository(Inventory).update(returned.items[0].id, { status: 'Active' });
      const held = await seedWorldItem(t, shop, 'PendingSale', ['PendingSale']);
      await t.dataSource.getRepository(OrderLine).insert({
        storeId: shop.admin.store.id,
        orderId: ada2.order.id,
        inventoryId: held.id,
        productId: held.productId,
        consignerId: shop.consigner.id,
        source: 'kiosk',
        price: 100,
        salePrice: 100,
        payout: 85,
        soldOn: null,
      });

      const list = await readyToPay('pageSize=10', shop.admin.token);

      expect(list.count).toBe(6);
      expect(list.consigners).toEqual([
        {
          consigner: {
            id: shop.consigner.id,
            name: 'Ada Lovelace',
            email: shop.consigner.email,
            payoutType: null,
          },
          itemCount: 3,
          itemsTotal: 210.5,
          negativeBalance: 0,
          owed: 210.5,
        },
        {
          consigner: { id: bo.id, name: 'Bo Payee', email: bo.email, payoutType: null },
          itemCount: 2,
          itemsTotal: 170,
          negativeBalance: 30,
          owed: 140,
        },
        {
          consigner: { id: zed.id, name: 'Zed Payee', email: zed.email, payoutType: null },
          itemCount: 1,
          itemsTotal: 85,
          negativeBalance: 500,
          owed: 0,
        },
      ]);
      expect(list.total).toBe(350.5);
      // By consigner name, then sale date, then id.
      expect(list.inventories.map((item) => item.inventoryId)).toEqual([
        ...ada1.items.map((item) => item.id),
        ada2.items[0].id,
        ...bos.items.map((item) => item.id),
        zeds.items[0].id,
      ]);
      expect(list.inventories[0]).toMatchObject({
        code: ada1.items[0].code,
        title: 'Dunk Low 1',
        consignerId: shop.consigner.id,
        orderId: ada1.order.id,
        orderName: ada1.order.name,
        salePrice: 100,
        payout: 85,
        status: 'Sold',
      });
    });

    it('pages across consigners, filters by consigner, search and sale date, and answers every id for Select All', async () => {
      const shop = await freshWorld();
      const bo = await seedPayoutConsigner(t, shop, 'Bo');
      const old = await seedSale(t, shop, { count: 6, soldOn: new Date('2026-01-10T12:00:00Z') });
      const recent = await seedSale(t, shop, { count: 3, soldOn: new Date('2026-02-20T23:30:00Z') });
      const bos = await seedSale(t, shop, { owner: bo, count: 4, soldOn: new Date('2026-02-21T08:00:00Z') });
      const all = [...old.items, ...recent.items, ...bos.items].map((item) => item.id);

      const second = await readyToPay('pageSize=10&currentPage=2', shop.admin.token);
      expect(second.inventories.map((item) => item.inventoryId)).toEqual(all.slice(10));
      expect(second.count).toBe(13);
      const first = await readyToPay('pageSize=10&currentPage=1', shop.admin.token);
      expect(first.inventories.map((item) => item.inventoryId)).toEqual(all.slice(0, 10));

      const byBo = await readyToPay(`consigner=${bo.id}`, shop.admin.token);
      expect(byBo.consigners.map((one) => one.consigner.id)).toEqual([bo.id]);
      expect(byBo.inventories.map((item) => item.inventoryId)).toEqual(bos.items.map((item) => item.id));

      const byCode = await readyToPay(`search=${recent.items[1].code}`, shop.admin.token);
      expect(byCode.inventories.map((item) => item.inventoryId)).toEqual([recent.items[1].id]);
      const byOrder = await readyToPay(`search=${encodeURIComponent(recent.order.name)}`, shop.admin.token);
      expect(byOrder.count).toBe(3);
      const byTitle = await readyToPay(`search=dunk%20low&pageSize=20`, shop.admin.token);
      expect(byTitle.count).toBe(13);
      expect((await readyToPay('search=no%25such_thing', shop.admin.token)).count).toBe(0);

      // The end date is inclusive (a sale at 23:30 that day is in).
      const dated = await readyToPay('orderDateStart=2026-02-01&orderDateEnd=2026-02-20', shop.admin.token);
      expect(dated.inventories.map((item) => item.inventoryId)).toEqual(recent.items.map((item) => item.id));
      expect(dated.total).toBe(255);

      const ids = await get(
        '/api/inventories/ordersPayoutInventories?idsOnly=true&orderDateStart=2026-02-01',
        shop.admin.token,
      );
      expect(ids.status).toBe(200);
      expect(readyToPayIdsResponse.parse(ids.body)).toEqual({
        ids: [
          { consignerId: shop.consigner.id, inventories: recent.items.map((item) => item.id) },
          { consignerId: bo.id, inventories: bos.items.map((item) => item.id) },
        ],
      });
    });

    it('keeps a search that names more than 999 items as a subquery, with the same answer', async () => {
      const shop = await freshWorld();
      const ids = await seedWorldItemsInBulk(t, shop, 1_005, 'BULKPAY', { status: 'Active' });
      const items = await t.dataSource.getRepository(Inventory).findBy({ id: In(ids) });
      await seedOrder(t, shop.admin.store.id, { lines: items.map((item) => ({ item })) });
      const single = await seedSale(t, shop);

      const byTitle = await readyToPay(
        `search=${encodeURIComponent(shop.product.title)}&pageSize=10`,
        shop.admin.token,
      );
      expect(byTitle.count).toBe(1_006);
      expect(byTitle.consigners[0]).toMatchObject({ itemCount: 1_006, itemsTotal: 85_510 });
      // A code is found by its start (as /findOrders), among the 1,006 sales of the same product.
      const code = single.items[0].code;
      const oneCode = await readyToPay(`search=${code.slice(0, 5)}`, shop.admin.token);
      expect(oneCode.inventories.map((item) => item.inventoryId)).toContain(single.items[0].id);
      expect(oneCode.count).toBeLessThan(1_006);
    });

    it('is matched before GET /api/inventories/{id}, refuses unknown parameters, and needs Orders', async () => {
      const response = await get('/api/inventories/ordersPayoutInventories');
      expect(response.status).toBe(200);
      expect(readyToPayResponse.safeParse(response.body).success).toBe(true);
      const unknown = await get('/api/inventories/ordersPayoutInventories?sort=name');
      expect(unknown.status).toBe(400);
      const inventoryOnly = await seedStaff(t, world.admin.store, {
        role: 'Employee',
        accessControls: ['Inventory'],
      });
      expect((await get('/api/inventories/ordersPayoutInventories', inventoryOnly.token)).status).toBe(403);
    });
  });

  describe('POST /api/payouts/pay', () => {
    it('creates one payout of the chosen items: 201 with its id, each consigner owed their share, the lines taken', async () => {
      const bo = await seedPayoutConsigner(t, world, 'Bonnie', { negativeBalance: 30.25 });
      const ada = await seedSale(t, world, { count: 2 });
      const bos = await seedSale(t, world, { owner: bo, count: 1, payout: 120 });
      const ids = [...ada.items, ...bos.items].map((item) => item.id);

      const response = await pay({
        inventoriesToPay: ids,
        consignersAndInventories: [
          { consignerId: bo.id, inventories: [bos.items[0].id] },
          { consignerId: world.consigner.id, inventories: ada.items.map((item) => item.id) },
        ],
      });

      expect(response.status, JSON.stringify(response.body)).toBe(201);
      const created = payResponse.parse(response.body);
      expect(created.inventories).toEqual(ids);
      const payout = await payoutRow(created.id);
      expect(payout).toMatchObject({ status: 'Unpaid', automated: false, itemCount: 3, total: 259.75 });
      expect(payout.name).toBe(`PO-${payout.number}`);
      const shares = await t.dataSource
        .getRepository(PayoutConsigner)
        .find({ where: { payoutId: created.id }, order: { consignerId: 'ASC' } });
      expect(
        shares.map(({ consignerId, itemCount, itemsTotal, balanceApplied, amount, status }) => ({
          consignerId,
          itemCount,
          itemsTotal,
          balanceApplied,
          amount,
          status,
        })),
      ).toEqual([
        {
          consignerId: world.consigner.id,
          itemCount: 2,
          itemsTotal: 170,
          balanceApplied: 0,
          amount: 170,
          status: 'Unpaid',
        },
        {
          consignerId: bo.id,
          itemCount: 1,
          itemsTotal: 120,
          balanceApplied: 30.25,
          amount: 89.75,
          status: 'Unpaid',
        },
      ]);
      expect(await balanceOf(bo.id)).toBe(0);
      const items = await t.dataSource.getRepository(PayoutItem).findBy({ payoutId: created.id });
      expect(items.map((item) => item.saleKey).sort()).toEqual(
        (await t.dataSource.getRepository(OrderLine).findBy({ inventoryId: In(ids) }))
          .map((line) => `line:${line.id}`)
          .sort(),
      );
      expect(
        (await t.dataSource.getRepository(OrderLine).findBy({ inventoryId: In(ids) })).every(
          (line) => line.payoutId === created.id,
        ),
      ).toBe(true);
      // Items stay Sold until their consigner is paid; Ready to Pay no longer lists them.
      expect(await statusesOf(ids)).toEqual(['Sold', 'Sold', 'Sold']);
      const left = await readyToPay(`consigner=${bo.id}`);
      expect(left.count).toBe(0);
      // Payout names run per store.
      const next = await payOk([(await seedSale(t, world)).items[0].id]);
      expect((await payoutRow(next.id)).number).toBe(payout.number + 1);
    });

    it('creates a payout of 500 items in batches, and marks them paid', async () => {
      const shop = await freshWorld();
      const ids = await seedWorldItemsInBulk(t, shop, 500, 'PAY500X', { status: 'Active' });
      const items = await t.dataSource.getRepository(Inventory).findBy({ id: In(ids) });
      await seedOrder(t, shop.admin.store.id, { lines: items.map((item) => ({ item })) });

      const started = performance.now();
      const response = await call(t, 'POST', '/api/payouts/pay', {
        token: shop.admin.token,
        body: { inventoriesToPay: ids },
      });
      const took = performance.now() - started;
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      console.log(`a 500-item payout took ${Math.round(took)} ms on ${testEngine()}`);
      const { id } = payResponse.parse(response.body);
      expect(await payoutRow(id)).toMatchObject({ itemCount: 500, total: 42_500 });
      expect(await t.dataSource.getRepository(PayoutItem).countBy({ payoutId: id })).toBe(500);

      const paid = await call(t, 'POST', `/api/payouts/paid/${id}`, { token: shop.admin.token, body: {} });
      expect(paid.status).toBe(200);
      expect(new Set(await statusesOf(ids))).toEqual(new Set(['Paid']));
      expect(await markPaidLogs(ids)).toBe(500);
    });

    it('takes a balance larger than the payout: owed 0, the rest carried forward', async () => {
      const owing = await seedPayoutConsigner(t, world, 'Owing', { negativeBalance: 100 });
      const sale = await seedSale(t, world, { owner: owing, count: 1 });
      const created = await payOk([sale.items[0].id]);
      const [share] = await t.dataSource.getRepository(PayoutConsigner).findBy({ payoutId: created.id });
      expect(share).toMatchObject({ itemsTotal: 85, balanceApplied: 85, amount: 0 });
      expect((await payoutRow(created.id)).total).toBe(0);
      expect(await balanceOf(owing.id)).toBe(15);
    });

    it('refuses an empty choice, unknown items (naming ids only), items not Sold, store accounts and disagreeing consigners', async () => {
      const empty = await pay({ inventoriesToPay: [] });
      expect(empty.status).toBe(400);
      expect(JSON.stringify(errorOf(empty.body))).toContain(messages.selectAtLeastOne);

      const sale = await seedSale(t, world);
      const theirs = await seedSale(t, other);
      const unknown = await pay({ inventoriesToPay: [sale.items[0].id, theirs.items[0].id, 999_999_999] });
      expect(unknown.status).toBe(400);
      expect(errorOf(unknown.body).message).toBe(messages.notFound(`${theirs.items[0].id}, 999999999`));
      expect(JSON.stringify(unknown.body)).not.toContain(theirs.items[0].code);

      const active = await seedWorldItem(t, world, 'Active', ['Active']);
      const notSold = await pay({ inventoriesToPay: [sale.items[0].id, active.id] });
      expect(notSold.status).toBe(409);
      expect(errorOf(notSold.body)).toMatchObject({
        message: messages.notSold(`Jordan 1 Chicago (${active.code})`, 'Active'),
        fields: { 'inventoriesToPay.1': messages.notSold(`Jordan 1 Chicago (${active.code})`, 'Active') },
      });

      const stores = await seedSale(t, world, { owner: world.storeAccount });
      const storeAccount = await pay({ inventoriesToPay: [stores.items[0].id] });
      expect(storeAccount.status).toBe(409);
      expect(errorOf(storeAccount.body).message).toBe(
        messages.storeAccount(`Jordan 1 Chicago (${stores.items[0].code})`),
      );

      const disagree = await pay({
        inventoriesToPay: [sale.items[0].id],
        consignersAndInventories: [{ consignerId: world.storeAccount.id, inventories: [sale.items[0].id] }],
      });
      expect(disagree.status).toBe(400);
      expect(errorOf(disagree.body).message).toBe(messages.consignersDisagree);
      const missing = await pay({
        inventoriesToPay: [sale.items[0].id],
        consignersAndInventories: [{ consignerId: world.consigner.id, inventories: [] }],
      });
      expect(missing.status).toBe(400);

      expect(await t.dataSource.getRepository(PayoutItem).countBy({ inventoryId: sale.items[0].id })).toBe(0);
    });

    it("refuses an item already in a payout with that payout's name", async () => {
      const sale = await seedSale(t, world, { count: 2 });
      const first = await payOk([sale.items[0].id]);
      const name = (await payoutRow(first.id)).name;
      const again = await pay({ inventoriesToPay: [sale.items[1].id, sale.items[0].id] });
      expect(again.status).toBe(409);
      expect(errorOf(again.body).message).toBe(
        messages.alreadyInPayout(`Jordan 1 Chicago (${sale.items[0].code})`, name),
      );
      expect(errorOf(again.body).fields).toEqual({
        'inventoriesToPay.1': messages.alreadyInPayout(`Jordan 1 Chicago (${sale.items[0].code})`, name),
      });
      const line = await t.dataSource
        .getRepository(OrderLine)
        .findOneByOrFail({ inventoryId: sale.items[1].id });
      expect(line.payoutId).toBeNull();
    });

    it('two users creating a payout of the same items at once: exactly one payout, the other refused with its name', async () => {
      const racer = await seedPayoutConsigner(t, world, 'Racer', { negativeBalance: 10 });
      const sale = await seedSale(t, world, { owner: racer, count: 3 });
      const ids = sale.items.map((item) => item.id);
      const ana = await seedStaff(t, world.admin.store, { role: 'Employee', accessControls: ['Orders'] });

      const answers = await Promise.all([
        pay({ inventoriesToPay: ids }),
        pay({ inventoriesToPay: [...ids].reverse() }, ana.token),
      ]);

      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses, JSON.stringify(answers.map((answer) => answer.body))).toEqual([201, 409]);
      const winner = answers.find((answer) => answer.status === 201);
      const loser = answers.find((answer) => answer.status === 409);
      const name = (await payoutRow(payResponse.parse(winner?.body).id)).name;
      expect(errorOf(loser?.body).message).toContain(`is already in payout ${name}.`);
      expect(await t.dataSource.getRepository(PayoutItem).countBy({ inventoryId: In(ids) })).toBe(3);
      expect(await t.dataSource.getRepository(PayoutConsigner).countBy({ consignerId: racer.id })).toBe(1);
      // The balance was taken once.
      expect(await balanceOf(racer.id)).toBe(0);
    });

    it('hands an automated payout to the cheque job when the store pays by cheque and the service is configured', async () => {
      const shop = await freshWorld();
      await t.dataSource.getRepository(Store).update(shop.admin.store.id, { automatedPayout: true });
      const unconfigured = await seedSale(t, shop);
      const manual = await call(t, 'POST', '/api/payouts/pay', {
        token: shop.admin.token,
        body: { inventoriesToPay: [unconfigured.items[0].id] },
      });
      expect(manual.status).toBe(201);
      expect(await payoutRow(payResponse.parse(manual.body).id)).toMatchObject({
        automated: false,
        status: 'Unpaid',
      });

      // The app reads its configuration at boot; this switches the cheque service on for this case
      // only (a port nothing listens on: the job's tries fail and are retried, which is not checked here).
      const unset = t.config.chequeService;
      t.config.chequeService = { url: 'http://127.0.0.1:9', key: 'k', secret: 's', timeoutMs: 200 };
      try {
        const sale = await seedSale(t, shop, { count: 2 });
        const response = await call(t, 'POST', '/api/payouts/pay', {
          token: shop.admin.token,
          body: { inventoriesToPay: sale.items.map((item) => item.id) },
        });
        expect(response.status, JSON.stringify(response.body)).toBe(201);
        const { id } = payResponse.parse(response.body);
        expect((await payoutRow(id)).automated).toBe(true);
        const jobs = await t.dataSource
          .getRepository(Job)
          .findBy({ kind: 'payouts.sendCheques', storeId: shop.admin.store.id });
        expect(jobs.map((job) => job.payload)).toEqual([{ payoutId: id }]);
      } finally {
        t.config.chequeService = unset;
      }
    });
  });

  describe('GET /api/payouts, /api/payouts/filterOptions, /api/payouts/{id}, /api/cheques', () => {
    it('lists payouts with their shares, searched, filtered, sorted and paged', async () => {
      const shop = await freshWorld();
      const bo = await seedPayoutConsigner(t, shop, 'Bo');
      const asShop = (body: unknown) =>
        call(t, 'POST', '/api/payouts/pay', { token: shop.admin.token, body });
      const small = await seedSale(t, shop, { count: 1 });
      const big = await seedSale(t, shop, { owner: bo, count: 3 });
      const mixed = [(await seedSale(t, shop)).items[0], (await seedSale(t, shop, { owner: bo })).items[0]];
      const ids: number[] = [];
      for (const items of [small.items, big.items, mixed]) {
        const response = await asShop({ inventoriesToPay: items.map((item) => item.id) });
        expect(response.status).toBe(201);
        ids.push(payResponse.parse(response.body).id);
      }
      const list = async (query: string) => {
        const response = await call(t, 'GET', `/api/payouts?${query}`, { token: shop.admin.token });
        expect(response.status, JSON.stringify(response.body)).toBe(200);
        return payoutsResponse.parse(response.body);
      };

      const newest = await list('');
      expect(newest.count).toBe(3);
      expect(newest.payouts.map((payout) => payout.id)).toEqual([...ids].reverse());
      expect(newest.payouts[0]).toMatchObject({
        itemCount: 2,
        total: 170,
        status: 'Unpaid',
        automated: false,
        createdByName: expect.any(String),
      });
      expect(
        newest.payouts[0].consigners.map((share) => [
          share.consigner.name,
          share.amount,
          share.chequesNeeded,
        ]),
      ).toEqual([
        ['Ada Lovelace', 85, 0],
        ['Bo Payee', 85, 0],
      ]);
      expect((await list('sort=oldest')).payouts.map((payout) => payout.id)).toEqual(ids);
      expect((await list('sort=highestTotal')).payouts.map((payout) => payout.total)).toEqual([255, 170, 85]);
      expect((await list('sort=lowestTotal&pageSize=10&currentPage=1')).payouts[0].total).toBe(85);
      expect(
        (await list(`consigner=${bo.id}`)).payouts.map((payout) => payout.id).sort((a, b) => a - b),
      ).toEqual([ids[1], ids[2]]);
      expect((await list('search=Bo%20Pay')).count).toBe(2);
      const name = newest.payouts[2].name;
      expect((await list(`search=${name}`)).payouts.map((payout) => payout.name)).toEqual([name]);
      expect((await list('status=Paid')).count).toBe(0);
      expect((await list('status=Unpaid&pageSize=10&currentPage=2')).payouts).toEqual([]);

      const options = await call(t, 'GET', '/api/payouts/filterOptions', { token: shop.admin.token });
      expect(options.status).toBe(200);
      expect(payoutFilterOptionsResponse.parse(options.body)).toEqual({
        statuses: ['Unpaid', 'PartiallyPaid', 'Pending', 'Failed', 'Buying', 'Paid'],
        consigners: [
          { id: shop.consigner.id, name: 'Ada Lovelace' },
          { id: bo.id, name: 'Bo Payee' },
        ],
      });
    });

    it('reads one payout with its items and currency, and its cheques; 404 for another store', async () => {
      const sale = await seedSale(t, world, { count: 2 });
      const created = await payOk(sale.items.map((item) => item.id));

      const response = await get(`/api/payouts/${created.id}`);
      expect(response.status).toBe(200);
      const detail = payoutDetailResponse.parse(response.body);
      expect(detail.payout).toMatchObject({ id: created.id, currency: 'USD', itemCount: 2, total: 170 });
      expect(detail.inventories.map((item) => item.inventoryId)).toEqual(sale.items.map((item) => item.id));
      expect(detail.inventories[0]).toMatchObject({
        code: sale.items[0].code,
        orderName: sale.order.name,
        payout: 85,
        salePrice: 100,
        status: 'Sold',
      });

      const empty = await get(`/api/cheques?payoutId=${created.id}`);
      expect(empty.status).toBe(200);
      expect(chequesResponse.parse(empty.body)).toEqual({ cheques: [] });
      // A cheque as the send job writes it: counted as sent in the payout's summary.
      const share = await t.dataSource
        .getRepository(PayoutConsigner)
        .findOneByOrFail({ payoutId: created.id, consignerId: world.consigner.id });
      await t.dataSource.getRepository(Payout).update(created.id, { automated: true });
      await t.dataSource.getRepository(Cheque).insert({
        storeId: world.admin.store.id,
        payoutId: created.id,
        payoutConsignerId: share.id,
        consignerId: world.consigner.id,
        number: 1,
        amount: 170,
        state: 'Sent',
        idempotencyKey: `test-${created.id}-1`,
        recipient: world.consigner.email,
        description: 'test',
        serviceId: 'svc-1',
      });
      const cheques = chequesResponse.parse((await get(`/api/cheques?payoutId=${created.id}`)).body).cheques;
      expect(cheques).toEqual([
        expect.objectContaining({
          consignerId: world.consigner.id,
          amount: 170,
          number: 1,
          state: 'Sent',
          serviceId: 'svc-1',
        }),
      ]);
      const summary = payoutDetailResponse.parse((await get(`/api/payouts/${created.id}`)).body).payout;
      expect(summary.consigners[0]).toMatchObject({ chequesSent: 1, chequesNeeded: 1 });

      for (const path of [`/api/payouts/${created.id}`, `/api/cheques?payoutId=${created.id}`]) {
        const theirs = await get(path, other.admin.token);
        expect(theirs.status, path).toBe(404);
        expect(JSON.stringify(theirs.body)).not.toContain(sale.items[0].code);
      }
      expect((await get('/api/payouts/abc')).status).toBe(404);
      expect((await get('/api/payouts/999999999')).status).toBe(404);
    });
  });

  describe('POST /api/payouts/paid/{id}', () => {
    it('marks one consigner paid (items Sold → Paid, logged once, mailed), then the rest', async () => {
      const bo = await seedPayoutConsigner(t, world, 'Paula', { negativeBalance: 5 });
      const quiet = await seedPayoutConsigner(t, world, 'Quiet', { emailNotifications: false });
      const ada = await seedSale(t, world, { count: 2 });
      const bos = await seedSale(t, world, { owner: bo, count: 1 });
      const quiets = await seedSale(t, world, { owner: quiet, count: 1 });
      const created = await payOk([...ada.items, ...bos.items, ...quiets.items].map((item) => item.id));

      const one = await markPaid(created.id, {
        consignersInventoryToBeMarkedAsPaid: [{ consignerId: bo.id, inventories: [bos.items[0].id] }],
      });
      expect(one.status, JSON.stringify(one.body)).toBe(200);
      const after = payoutActionResponse.parse(one.body).payout;
      expect(after.status).toBe('PartiallyPaid');
      expect(after.consigners.find((share) => share.consigner.id === bo.id)).toMatchObject({
        status: 'Paid',
        amount: 80,
        paidAt: expect.any(String),
      });
      expect(await statusesOf([...ada.items, ...bos.items].map((item) => item.id))).toEqual([
        'Sold',
        'Sold',
        'Paid',
      ]);
      expect(await markPaidLogs(bos.items.map((item) => item.id))).toBe(1);
      const paidItem = await t.dataSource
        .getRepository(PayoutItem)
        .findOneByOrFail({ inventoryId: bos.items[0].id });
      expect(paidItem.paidAt).not.toBeNull();
      const mail = await t.smtp.waitFor(bo.email);
      expect(mail.subject).toBe(`${world.admin.store.name} paid you $80`);
      expect(mail.text).toContain(`payout ${after.name}`);
      expect(mail.text).toContain(bos.items[0].code);
      expect(mail.text).toContain('$5 you owed the store was deducted from it.');

      const rest = await markPaid(created.id);
      expect(rest.status).toBe(200);
      expect(payoutActionResponse.parse(rest.body).payout.status).toBe('Paid');
      const all = [...ada.items, ...bos.items, ...quiets.items].map((item) => item.id);
      expect(await statusesOf(all)).toEqual(['Paid', 'Paid', 'Paid', 'Paid']);
      await t.smtp.waitFor(world.consigner.email);

      // A second click marks and logs nothing twice.
      const again = await markPaid(created.id);
      expect(again.status).toBe(200);
      expect(await markPaidLogs(all)).toBe(4);
      // No mail to a consigner who turned notifications off.
      const quietMails = await t.dataSource
        .getRepository(Job)
        .createQueryBuilder('job')
        .where('job.kind = :kind', { kind: 'mail.send' })
        .andWhere('job.payload LIKE :to', { to: `%${quiet.email}%` })
        .getCount();
      expect(quietMails).toBe(0);
    });

    it('concurrent paid calls mark each item once and log once', async () => {
      const sale = await seedSale(t, world, { count: 4 });
      const ids = sale.items.map((item) => item.id);
      const created = await payOk(ids);
      const answers = await Promise.all([markPaid(created.id), markPaid(created.id), markPaid(created.id)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(await markPaidLogs(ids)).toBe(4);
      expect(await statusesOf(ids)).toEqual(['Paid', 'Paid', 'Paid', 'Paid']);
      expect((await payoutRow(created.id)).status).toBe('Paid');
    });

    it('concurrent paid calls for two consigners of one payout end it Paid', async () => {
      const other1 = await seedPayoutConsigner(t, world, 'Concurrent');
      const ada = await seedSale(t, world);
      const theirs = await seedSale(t, world, { owner: other1 });
      const created = await payOk([ada.items[0].id, theirs.items[0].id]);
      const answers = await Promise.all([
        markPaid(created.id, {
          consignersInventoryToBeMarkedAsPaid: [
            { consignerId: world.consigner.id, inventories: [ada.items[0].id] },
          ],
        }),
        markPaid(created.id, {
          consignersInventoryToBeMarkedAsPaid: [
            { consignerId: other1.id, inventories: [theirs.items[0].id] },
          ],
        }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect((await payoutRow(created.id)).status).toBe('Paid');
    });

    it('refuses a consigner or item not in the payout, an automated payout in progress, and another store', async () => {
      const sale = await seedSale(t, world, { count: 2 });
      const elsewhere = await seedSale(t, world);
      const created = await payOk(sale.items.map((item) => item.id));
      const name = (await payoutRow(created.id)).name;

      const stranger = await markPaid(created.id, {
        consignersInventoryToBeMarkedAsPaid: [{ consignerId: world.storeAccount.id, inventories: [] }],
      });
      expect(stranger.status).toBe(400);
      expect(errorOf(stranger.body).message).toBe(messages.notInPayout('The Store', name));
      const wrongItem = await markPaid(created.id, {
        consignersInventoryToBeMarkedAsPaid: [
          { consignerId: world.consigner.id, inventories: [elsewhere.items[0].id] },
        ],
      });
      expect(wrongItem.status).toBe(400);
      expect(errorOf(wrongItem.body).message).toBe(
        messages.notInPayout(`Item ${elsewhere.items[0].id}`, name),
      );

      const theirs = await markPaid(created.id, {}, other.admin.token);
      expect(theirs.status).toBe(404);

      await t.dataSource.getRepository(Payout).update(created.id, { automated: true, status: 'Pending' });
      const pending = await markPaid(created.id);
      expect(pending.status).toBe(409);
      expect(errorOf(pending.body).message).toBe(messages.automatedInProgress);
      expect(await statusesOf(sale.items.map((item) => item.id))).toEqual(['Sold', 'Sold']);
    });
  });

  it('needs the Orders access control for every payout call', async () => {
    const inventoryOnly = await seedStaff(t, world.admin.store, {
      role: 'Employee',
      accessControls: ['Inventory'],
    });
    const sale = await seedSale(t, world);
    const created = await payOk([sale.items[0].id]);
    for (const [method, path, body] of [
      ['GET', '/api/payouts', undefined],
      ['GET', '/api/payouts/filterOptions', undefined],
      ['GET', `/api/payouts/${created.id}`, undefined],
      ['GET', `/api/cheques?payoutId=${created.id}`, undefined],
      ['POST', '/api/payouts/pay', { inventoriesToPay: [sale.items[0].id] }],
      ['POST', `/api/payouts/paid/${created.id}`, {}],
    ] as const) {
      const response = await call(t, method, path, { token: inventoryOnly.token, body });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
  });
});
