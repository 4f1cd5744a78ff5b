import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '@shared/contracts/errors';
import {
  bankDetailRevealsResponse,
  bankDetailsResponse,
  payoutActionResponse,
  readyToPayResponse,
} from '@shared/contracts/payouts';
import { apiErrors, validation } from '@shared/messages';
import { Consigner } from '../../api/src/consigners/consigner.entity';
import { InventoryLog } from '../../api/src/inventories/inventory-log.entity';
import { Inventory as InventoryEntity, type Inventory } from '../../api/src/inventories/inventory.entity';
import { Job } from '../../api/src/jobs/job.entity';
import { OrderLine } from '../../api/src/orders/order-line.entity';
import { BankDetailReveal } from '../../api/src/payouts/bank-detail-reveal.entity';
import { PayoutConsigner } from '../../api/src/payouts/payout-consigner.entity';
import { PayoutItem } from '../../api/src/payouts/payout-item.entity';
import { Payout as PayoutEntity, type Payout } from '../../api/src/payouts/payout.entity';
import { call, seedStaff, type SeededStaff } from '../support/fixtures';
import { type InventoryWorld, seedInventoryWorld, seedWorldItem } from '../support/inventory-world';
import { seedOrder } from '../support/order-world';
import { seedPayout } from '../support/payout-world';
import { startTestApp, testEngine, type TestApp } from '../support/test-app';

const BANK = {
  accountName: 'Grace Hopper',
  bank: 'First Navy Bank',
  accountNumber: '000123456789',
  routingType: 'abaNumber',
  routingNumber: '021000021',
};

describe(`payout export, bank details and Buying payouts on ${testEngine()}`, () => {
  let t: TestApp;
  let world: InventoryWorld;
  let other: InventoryWorld;
  let grace: Consigner;
  let ordersOnly: Omit<SeededStaff, 'store'>;
  let ordersAndConsigners: Omit<SeededStaff, 'store'>;
  let inventoryOnly: Omit<SeededStaff, 'store'>;
  let payout: Payout;
  let otherPayout: Payout;

  const errorOf = (body: unknown) => apiErrorBody.parse(body).error;
  const sellable = (w: InventoryWorld, fields: Partial<Inventory> = {}) =>
    seedWorldItem(t, w, 'Active', ['Active'], fields);
  const linesOf = async (orderIds: number[]) =>
    (await t.dataSource.getRepository(OrderLine).findBy(orderIds.map((orderId) => ({ orderId })))).map(
      (line) => line.id,
    );

  beforeAll(async () => {
    t = await startTestApp();
    world = await seedInventoryWorld(t, { handle: 'payouts-more', productTitle: 'Jordan 1 Chicago' });
    other = await seedInventoryWorld(t, { handle: 'payouts-more-other', productTitle: 'Yeezy 350' });
    const store = world.admin.store;
    ordersOnly = await seedStaff(t, store, { role: 'Employee', accessControls: ['Orders'] });
    ordersAndConsigners = await seedStaff(t, store, {
      role: 'Employee',
      accessControls: ['Orders', 'Consigners'],
      firstName: 'Cora',
    });
    inventoryOnly = await seedStaff(t, store, { role: 'Employee', accessControls: ['Inventory'] });
    const consigners = t.dataSource.getRepository(Consigner);
    await consigners.update(world.consigner.id, {
      payoutType: 'Zelle',
      payoutData: 'ada-zelle@example.test',
    });
    grace = await consigners.save(
      consigners.create({
        storeId: store.id,
        accountId: null,
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@payouts-more.test',
        phone: '+1 555 0101',
        address: '2 Main St',
        payoutType: 'Bank',
        bankData: BANK,
      }),
    );
    // Payouts whose float sum is not the cent sum: 0.1 + 0.2, 150.05 + 76.45.
    const first = await sellable(world, { code: 'ADA001', option1Value: '9.5' });
    const second = await sellable(world, { code: 'ADA002' });
    const third = await sellable(world, { code: 'GRC001', consignerId: grace.id });
    const fourth = await sellable(world, { code: 'GRC002', consignerId: grace.id });
    const fifth = await sellable(world, { code: 'GRC003', consignerId: grace.id });
    const order = await seedOrder(t, store.id, {
      lines: [
        { item: first, salePrice: 180, payout: 150.05 },
        { item: second, salePrice: 90.5, payout: 76.45 },
        { item: third, salePrice: 1, payout: 0.1 },
        { item: fourth, salePrice: 1, payout: 0.2 },
      ],
      soldOn: new Date('2026-03-02T10:00:00.000Z'),
    });
    const later = await seedOrder(t, store.id, {
      lines: [{ item: fifth, salePrice: 50, payout: 40 }],
      soldOn: new Date('2026-03-03T10:00:00.000Z'),
    });
    payout = await seedPayout(t, store.id, {
      lineIds: await linesOf([order.id, later.id]),
      balances: new Map([[grace.id, 30]]),
    });
    const theirs = await sellable(other);
    const theirOrder = await seedOrder(t, other.admin.store.id, { lines: [{ item: theirs }] });
    otherPayout = await seedPayout(t, other.admin.store.id, { lineIds: await linesOf([theirOrder.id]) });
  });
  afterAll(() => t.close());

  describe('POST /api/payouts/export', () => {
    const exportOf = (inventoriesToExport: unknown, token = world.admin.token) =>
      call(t, 'POST', '/api/payouts/export', { token, body: { inventoriesToExport } });
    const csvLines = (body: unknown) =>
      String(body)
        .replace(/^\uFEFF/, '')
        .split('\r\n');

    it('lists each consigner with how to pay them, their items and totals to the cent, then the total', async () => {
      const response = await exportOf({ payoutId: payout.id });

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/csv');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="payoutExport.csv"');
      const sku = world.product.sku;
      expect(csvLines(response.body)).toEqual([
        `Payout,${payout.name}`,
        'Status,Unpaid',
        expect.stringMatching(/^Created,\d\d\/\d\d\/\d\d$/),
        'Currency,USD',
        '',
        'Consigner,Ada Lovelace',
        'Email,ada@payouts-more.test',
        'Payout method,Zelle',
        'Zelle email,ada-zelle@example.test',
        'Code,Title,SKU,Size,Order,Sale date,Sale price,Payout',
        expect.stringMatching(
          new RegExp(`^ADA001,Jordan 1 Chicago,${sku},9.5,#\\d+,26/03/02,180.00,150.05$`),
        ),
        expect.stringMatching(new RegExp(`^ADA002,Jordan 1 Chicago,${sku},10,#\\d+,26/03/02,90.50,76.45$`)),
        'Items total,,,,,,,226.50',
        'Balance applied,,,,,,,0.00',
        'Amount,,,,,,,226.50',
        '',
        'Consigner,Grace Hopper',
        'Email,grace@payouts-more.test',
        'Payout method,Bank',
        'Account name,Grace Hopper',
        'Bank,First Navy Bank',
        'Account number,000123456789',
        'Routing type,abaNumber',
        'Routing number,021000021',
        'Code,Title,SKU,Size,Order,Sale date,Sale price,Payout',
        expect.stringMatching(/^GRC001,.*,26\/03\/02,1.00,0.10$/),
        expect.stringMatching(/^GRC002,.*,26\/03\/02,1.00,0.20$/),
        expect.stringMatching(/^GRC003,.*,26\/03\/03,50.00,40.00$/),
        'Items total,,,,,,,40.30',
        'Balance applied,,,,,,,30.00',
        'Amount,,,,,,,10.30',
        '',
        'Payout total,236.80',
        '',
      ]);
    });

    it('masks bank numbers to the last four for a user not allowed to see bank details', async () => {
      const response = await exportOf({ payoutId: payout.id }, ordersOnly.token);

      expect(response.status).toBe(200);
      const lines = csvLines(response.body);
      expect(lines).toContain('Account number,••••••••6789');
      expect(lines).toContain('Routing number,•••••0021');
      expect(response.body).not.toContain('000123456789');
      expect(lines).toContain('Account name,Grace Hopper');
    });

    it('limits the export to the consigners named, the total to theirs', async () => {
      const response = await exportOf({ payoutId: payout.id, consignerIds: [grace.id] });

      expect(response.status).toBe(200);
      const lines = csvLines(response.body);
      expect(lines).toContain('Consigner,Grace Hopper');
      expect(lines).not.toContain('Consigner,Ada Lovelace');
      expect(lines).toContain('Payout total,10.30');
    });

    it("answers 404 for another store's payout, and 403 without Orders", async () => {
      const response = await exportOf({ payoutId: otherPayout.id });
      expect(response.status).toBe(404);
      expect(errorOf(response.body).code).toBe('NOT_FOUND');
      expect((await exportOf({ payoutId: payout.id }, inventoryOnly.token)).status).toBe(403);
    });

    it('streams a payout larger than one round of the export, each item once', async () => {
      const items = await Promise.all(
        Array.from({ length: 520 }, (_, index) =>
          sellable(world, { code: `BULK${index}`, consignerId: grace.id }),
        ),
      );
      const order = await seedOrder(t, world.admin.store.id, {
        lines: items.map((item) => ({ item, payout: 0.01 })),
      });
      const big = await seedPayout(t, world.admin.store.id, { lineIds: await linesOf([order.id]) });

      const response = await exportOf({ payoutId: big.id });

      expect(response.status).toBe(200);
      const lines = csvLines(response.body);
      const codes = lines.filter((line) => line.startsWith('BULK')).map((line) => line.split(',')[0]);
      expect(new Set(codes).size).toBe(520);
      expect(codes).toHaveLength(520);
      expect(lines).toContain('Items total,,,,,,,5.20');
      expect(lines).toContain('Payout total,5.20');
    });
  });

  describe('GET /api/payouts/{id}/bankDetails/{consignerId}', () => {
    const bankDetails = (query: string, token = ordersAndConsigners.token, payoutId = payout.id) =>
      call(t, 'GET', `/api/payouts/${payoutId}/bankDetails/${grace.id}${query}`, { token });
    const revealsOfGrace = () =>
      t.dataSource.getRepository(BankDetailReveal).findBy({ consignerId: grace.id });

    it('answers the details with the numbers masked, and logs nothing', async () => {
      const before = (await revealsOfGrace()).length;
      const response = await bankDetails('');

      expect(response.status).toBe(200);
      expect(bankDetailsResponse.parse(response.body)).toEqual({
        consigner: {
          id: grace.id,
          name: 'Grace Hopper',
          email: 'grace@payouts-more.test',
          payoutType: 'Bank',
        },
        payoutType: 'Bank',
        payoutData: null,
        bankData: { ...BANK, accountNumber: '••••••••6789', routingNumber: '•••••0021' },
        revealed: false,
      });
      expect(await revealsOfGrace()).toHaveLength(before);
    });

    it('answers them in full on a reveal and logs who saw them, from which payout', async () => {
      const response = await bankDetails('?reveal=true');

      expect(response.status).toBe(200);
      expect(bankDetailsResponse.parse(response.body)).toMatchObject({ bankData: BANK, revealed: true });
      const logged = await revealsOfGrace();
      expect(logged.at(-1)).toMatchObject({
        storeId: world.admin.store.id,
        payoutId: payout.id,
        revealedById: ordersAndConsigners.account.id,
        revealedByName: 'Cora Staff',
      });
      const log = await call(t, 'GET', `/api/consigners/${grace.id}/bankDetailReveals`, {
        token: world.admin.token,
      });
      expect(log.status).toBe(200);
      expect(bankDetailRevealsResponse.parse(log.body).bankDetailReveals[0]).toMatchObject({
        consignerId: grace.id,
        payoutId: payout.id,
        revealedByName: 'Cora Staff',
      });
    });

    it('refuses a user without Consigners (403) and logs nothing', async () => {
      const before = (await revealsOfGrace()).length;
      const response = await bankDetails('?reveal=true', ordersOnly.token);

      expect(response.status).toBe(403);
      expect(errorOf(response.body).message).toBe(apiErrors.forbiddenNeeds(['Consigners']));
      expect((await bankDetails('', inventoryOnly.token)).status).toBe(403);
      expect(await revealsOfGrace()).toHaveLength(before);
    });

    it("answers 404 for a consigner not in the payout and for another store's payout", async () => {
      const notIn = await call(t, 'GET', `/api/payouts/${payout.id}/bankDetails/${world.storeAccount.id}`, {
        token: world.admin.token,
      });
      expect(notIn.status).toBe(404);
      expect((await bankDetails('?reveal=true', world.admin.token, otherPayout.id)).status).toBe(404);
      const theirs = await call(
        t,
        'GET',
        `/api/payouts/${otherPayout.id}/bankDetails/${other.consigner.id}?reveal=true`,
        { token: world.admin.token },
      );
      expect(theirs.status).toBe(404);
      expect(
        await t.dataSource.getRepository(BankDetailReveal).findBy({ payoutId: otherPayout.id }),
      ).toHaveLength(0);
      expect(
        (
          await call(t, 'GET', `/api/consigners/${other.consigner.id}/bankDetailReveals`, {
            token: world.admin.token,
          })
        ).status,
      ).toBe(404);
    });
  });
  describe('Buying payouts: accept with a payment type, then POST /api/payouts/{id}/pay', () => {
    let sam: Consigner;

    const accept = (items: number[], paymentType?: string) =>
      call(t, 'POST', '/api/inventories/acceptInventory', {
        token: world.admin.token,
        body: { items, location: world.main.id, ...(paymentType ? { paymentType } : {}) },
      });
    const pay = (id: number, token = world.admin.token) =>
      call(t, 'POST', `/api/payouts/${id}/pay`, { token, body: {} });
    const offered = (fields: Partial<Inventory> = {}) =>
      seedWorldItem(t, world, 'Pending', [], { consignerId: sam.id, buyingId: 999_001, ...fields });
    const boughtPayoutOf = async (itemId: number) => {
      const item = await t.dataSource
        .getRepository(PayoutItem)
        .findOneByOrFail({ saleKey: `bought:${itemId}` });
      return t.dataSource.getRepository(PayoutEntity).findOneByOrFail({ id: item.payoutId });
    };

    beforeAll(async () => {
      const consigners = t.dataSource.getRepository(Consigner);
      sam = await consigners.save(
        consigners.create({
          storeId: world.admin.store.id,
          accountId: null,
          firstName: 'Sam',
          lastName: 'Seller',
          email: 'sam@payouts-more.test',
          phone: '+1 555 0102',
          address: '3 Main St',
          negativeBalance: 10,
        }),
      );
    });

    it("creates one Buying payout per seller, each item's owner becoming the store account", async () => {
      const first = await offered({ price: 100, payout: 85 });
      const second = await offered({ price: 200.1, payout: 180.09 });
      const listed = await seedWorldItem(t, world, 'Pending', []);

      const response = await accept([first.id, second.id, listed.id], 'cash');

      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const payout = await boughtPayoutOf(first.id);
      expect(payout).toMatchObject({ status: 'Buying', itemCount: 2, total: 255.09, automated: false });
      expect((await boughtPayoutOf(second.id)).id).toBe(payout.id);
      const [share] = await t.dataSource.getRepository(PayoutConsigner).findBy({ payoutId: payout.id });
      expect(share).toMatchObject({
        consignerId: sam.id,
        itemsTotal: 265.09,
        balanceApplied: 10,
        amount: 255.09,
        status: 'Unpaid',
      });
      expect(
        (await t.dataSource.getRepository(Consigner).findOneByOrFail({ id: sam.id })).negativeBalance,
      ).toBe(0);
      const items = t.dataSource.getRepository(InventoryEntity);
      expect(await items.findOneByOrFail({ id: first.id })).toMatchObject({
        status: 'Active',
        consignerId: world.storeAccount.id,
        cost: 85,
        paymentType: 'cash',
      });
      expect(await items.findOneByOrFail({ id: listed.id })).toMatchObject({
        consignerId: world.consigner.id,
      });
      expect(await t.dataSource.getRepository(PayoutItem).countBy({ inventoryId: listed.id })).toBe(0);
      const logs = await t.dataSource.getRepository(InventoryLog).findBy({ inventoryId: first.id });
      expect(logs.flatMap((log) => log.modifiedFields)).toContainEqual({
        variableChanged: 'consignerId',
        beforeValue: sam.id,
        afterValue: world.storeAccount.id,
      });
    });

    it("leaves an item of a buying accepted without a payment type as the seller's", async () => {
      const item = await offered();
      expect((await accept([item.id])).status).toBe(200);
      expect(await t.dataSource.getRepository(PayoutItem).countBy({ inventoryId: item.id })).toBe(0);
      expect(
        (await t.dataSource.getRepository(InventoryEntity).findOneByOrFail({ id: item.id })).consignerId,
      ).toBe(sam.id);
    });

    it('pays a cash Buying payout at once: share and payout Paid, the item still Active stock', async () => {
      // Accepting works the fees out again: 50 less the 15 minimum fee pays 35.
      const item = await offered({ price: 50, payout: 50 });
      expect((await accept([item.id], 'cash')).status).toBe(200);
      const payout = await boughtPayoutOf(item.id);

      const response = await pay(payout.id);

      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const answered = payoutActionResponse.parse(response.body).payout;
      expect(answered).toMatchObject({ id: payout.id, status: 'Paid', total: 35, automated: false });
      expect(answered.consigners[0]).toMatchObject({ status: 'Paid', amount: 35 });
      expect(answered.consigners[0].paidAt).not.toBeNull();
      expect(
        (await t.dataSource.getRepository(InventoryEntity).findOneByOrFail({ id: item.id })).status,
      ).toBe('Active');
      const paidItem = await t.dataSource.getRepository(PayoutItem).findOneByOrFail({ inventoryId: item.id });
      expect(paidItem.paidAt).not.toBeNull();

      const again = await pay(payout.id);
      expect(again.status).toBe(409);
      expect(errorOf(again.body).message).toBe(validation.payouts.notBuying);
    });

    it("settling a Buying payout's seller (as marking paid and the cheque job do) leaves the bought items Active", async () => {
      const item = await offered();
      expect((await accept([item.id], 'cash')).status).toBe(200);
      const payout = await boughtPayoutOf(item.id);

      const response = await call(t, 'POST', `/api/payouts/paid/${payout.id}`, {
        token: world.admin.token,
        body: {},
      });

      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(payoutActionResponse.parse(response.body).payout.status).toBe('Paid');
      expect(
        (await t.dataSource.getRepository(InventoryEntity).findOneByOrFail({ id: item.id })).status,
      ).toBe('Active');
      const paidItem = await t.dataSource.getRepository(PayoutItem).findOneByOrFail({ inventoryId: item.id });
      expect(paidItem.paidAt).not.toBeNull();
    });

    it('pays an auto Buying payout at once while the cheque service is not configured', async () => {
      const item = await offered();
      expect((await accept([item.id], 'auto')).status).toBe(200);
      const payout = await boughtPayoutOf(item.id);
      const response = await pay(payout.id);
      expect(response.status).toBe(200);
      expect(payoutActionResponse.parse(response.body).payout).toMatchObject({
        status: 'Paid',
        automated: false,
      });
    });

    it('hands an auto Buying payout to the cheque job when the cheque service is configured', async () => {
      const item = await offered();
      expect((await accept([item.id], 'auto')).status).toBe(200);
      const payout = await boughtPayoutOf(item.id);
      // Configured for this case only (nothing answers there: the job's tries just fail meanwhile).
      const unset = t.config.chequeService;
      t.config.chequeService = { url: 'http://127.0.0.1:9', key: 'k', secret: 's', timeoutMs: 200 };
      try {
        const response = await pay(payout.id);

        expect(response.status, JSON.stringify(response.body)).toBe(200);
        const answered = payoutActionResponse.parse(response.body).payout;
        expect(answered).toMatchObject({ status: 'Pending', automated: true });
        expect(answered.consigners.map((share) => share.status)).toEqual(['Pending']);
        const jobs = await t.dataSource
          .getRepository(Job)
          .findBy({ kind: 'payouts.sendCheques', storeId: world.admin.store.id });
        expect(jobs.map((job) => job.payload)).toContainEqual({ payoutId: payout.id });
        expect((await pay(payout.id)).status).toBe(409);
      } finally {
        t.config.chequeService = unset;
      }
    });

    it('pays a Buying payout once when two Pays come at once', async () => {
      const item = await offered();
      expect((await accept([item.id], 'cash')).status).toBe(200);
      const payout = await boughtPayoutOf(item.id);

      const answers = await Promise.all([pay(payout.id), pay(payout.id)]);

      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const [share] = await t.dataSource.getRepository(PayoutConsigner).findBy({ payoutId: payout.id });
      expect(share.status).toBe('Paid');
    });

    it('keeps a bought item out of Ready to Pay once the store sells it, and exports it without an order', async () => {
      const item = await offered({ price: 120, payout: 120, code: 'BGT001' });
      expect((await accept([item.id], 'cash')).status).toBe(200);
      const payout = await boughtPayoutOf(item.id);
      const bought = await t.dataSource.getRepository(InventoryEntity).findOneByOrFail({ id: item.id });
      await seedOrder(t, world.admin.store.id, { lines: [{ item: bought }] });

      const ready = await call(t, 'GET', '/api/inventories/ordersPayoutInventories?search=BGT001', {
        token: world.admin.token,
      });
      expect(ready.status).toBe(200);
      expect(readyToPayResponse.parse(ready.body).count).toBe(0);

      const exported = await call(t, 'POST', '/api/payouts/export', {
        token: world.admin.token,
        body: { inventoriesToExport: { payoutId: payout.id } },
      });
      expect(exported.status).toBe(200);
      const lines = String(exported.body).split('\r\n');
      expect(lines).toContain('Consigner,Sam Seller');
      expect(lines).toContainEqual(
        expect.stringMatching(/^BGT001,Jordan 1 Chicago,[^,]*,10,,\d\d\/\d\d\/\d\d,120.00,105.00$/),
      );
    });

    it("refuses a payout that is not Buying (409), another store's (404), and a user without Orders (403)", async () => {
      const notBuying = await pay(payout.id);
      expect(notBuying.status).toBe(409);
      expect(errorOf(notBuying.body).message).toBe(validation.payouts.notBuying);
      expect((await pay(otherPayout.id)).status).toBe(404);
      expect((await pay(payout.id, inventoryOnly.token)).status).toBe(403);
      expect((await t.dataSource.getRepository(PayoutEntity).findOneByOrFail({ id: payout.id })).status).toBe(
        'Unpaid',
      );
    });
  });
});
