import { In } from 'typeorm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorBody } from '@shared/contracts/errors';
import { meResponse } from '@shared/contracts/me';
import { chequesResponse, payoutActionResponse, payResponse } from '@shared/contracts/payouts';
import { validation } from '@shared/messages';
import { Consigner } from '../../api/src/consigners/consigner.entity';
import { Inventory } from '../../api/src/inventories/inventory.entity';
import { Job } from '../../api/src/jobs/job.entity';
import { Cheque } from '../../api/src/payouts/cheque.entity';
import { PayoutConsigner } from '../../api/src/payouts/payout-consigner.entity';
import { Payout } from '../../api/src/payouts/payout.entity';
import { Store } from '../../api/src/stores/store.entity';
import { type RunningChequeService, startChequeService } from '../servers/cheque-service';
import { call, seedStaff } from '../support/fixtures';
import { type InventoryWorld, seedInventoryWorld } from '../support/inventory-world';
import { eventually } from '../support/jobs';
import { seedPayoutConsigner, seedSale } from '../support/payout-world';
import { startTestAppWithSmtp, testEngine, type TestAppWithSmtp } from '../support/test-app';

const messages = validation.payouts;
const SEND_CHEQUES = 'payouts.sendCheques';

/*
 * Automated payouts by cheque (issue 16) over HTTP, against the local cheque service on 127.0.0.1
 * (the same protocol as the real one; nothing in the API is mocked): the send job, lost answers,
 * refusals and Retry Auto Payout.
 */
describe(`automated payouts by cheque on ${testEngine()}`, () => {
  let service: RunningChequeService;
  let t: TestAppWithSmtp;
  let worlds = 0;

  const errorOf = (body: unknown) => apiErrorBody.parse(body).error;
  const retry = (shop: InventoryWorld, body: unknown, token = shop.admin.token) =>
    call(t, 'POST', '/api/checkbook/retryAutoPayout', { token, body });

  /** A store paying by cheque, with one consigner (Ada, of the world) owed `payouts` by sale. */
  const chequeStore = async (payouts: number[]) => {
    const shop = await seedInventoryWorld(t, {
      handle: `cheques-${++worlds}`,
      productTitle: `Dunk ${worlds}`,
    });
    await t.dataSource.getRepository(Store).update(shop.admin.store.id, { automatedPayout: true });
    const items: Inventory[] = [];
    for (const payout of payouts) items.push(...(await seedSale(t, shop, { payout })).items);
    return { shop, items };
  };
  const createPayout = async (shop: InventoryWorld, items: readonly Inventory[]) => {
    const response = await call(t, 'POST', '/api/payouts/pay', {
      token: shop.admin.token,
      body: { inventoriesToPay: items.map((item) => item.id) },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return payResponse.parse(response.body).id;
  };
  const payoutRow = (id: number) => t.dataSource.getRepository(Payout).findOneByOrFail({ id });
  /** Until no send job of this payout is queued or running, then the payout as it ended. */
  const settled = async (payoutId: number) => {
    await eventually(
      `the cheque jobs of payout ${payoutId} to finish`,
      async () => {
        const open = await t.dataSource
          .getRepository(Job)
          .findBy({ kind: SEND_CHEQUES, status: In(['queued', 'running']) });
        return open.some((job) => (job.payload as { payoutId: number }).payoutId === payoutId)
          ? undefined
          : true;
      },
      20_000,
    );
    return payoutRow(payoutId);
  };
  const chequesOf = (payoutId: number) =>
    t.dataSource.getRepository(Cheque).find({ where: { payoutId }, order: { number: 'ASC' } });
  const atService = (recipient: string) =>
    service.cheques().filter((cheque) => cheque.recipient === recipient);
  const sumOf = (amounts: readonly number[]) =>
    amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0);

  beforeAll(async () => {
    service = await startChequeService();
    t = await startTestAppWithSmtp({
      ...service.env,
      // A lost answer within a test's time; the job's retries come quickly.
      CHEQUE_SERVICE_TIMEOUT_MS: '400',
      JOBS_RETRY_BASE_MS: '40',
    });
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });
  beforeEach(() => service.clearFaults());

  it('pays 4,000.01 with three cheques (2000, 2000, 0.01), then the items are Paid, the payout Paid, the consigner mailed', async () => {
    const { shop, items } = await chequeStore([2000, 2000.01]);
    const me = meResponse.parse((await call(t, 'GET', '/api/me', { token: shop.admin.token })).body);
    expect(me.profile.store.chequeService).toEqual({ configured: true, reason: null });

    const payoutId = await createPayout(shop, items);
    expect((await settled(payoutId)).status).toBe('Paid');

    const ours = await chequesOf(payoutId);
    expect(ours.map((cheque) => [cheque.number, Number(cheque.amount), cheque.state])).toEqual([
      [1, 2000, 'Sent'],
      [2, 2000, 'Sent'],
      [3, 0.01, 'Sent'],
    ]);
    const theirs = atService(shop.consigner.email);
    expect(theirs.map((cheque) => cheque.amount)).toEqual([2000, 2000, 0.01]);
    expect(theirs.map((cheque) => cheque.id)).toEqual(ours.map((cheque) => cheque.serviceId));
    expect(theirs.every((cheque) => cheque.name === 'Ada Lovelace')).toBe(true);

    const stored = await t.dataSource
      .getRepository(Inventory)
      .findBy({ id: In(items.map((item) => item.id)) });
    expect(stored.map((item) => item.status)).toEqual(['Paid', 'Paid']);
    const share = await t.dataSource.getRepository(PayoutConsigner).findOneByOrFail({ payoutId });
    expect(share).toMatchObject({ status: 'Paid', failureReason: null });
    expect(share.paidAt).not.toBeNull();
    const mail = await t.smtp.waitFor(shop.consigner.email);
    expect(mail.subject).toContain('4,000.01');

    const read = await call(t, 'GET', `/api/cheques?payoutId=${payoutId}`, { token: shop.admin.token });
    expect(chequesResponse.parse(read.body).cheques.map((cheque) => cheque.state)).toEqual([
      'Sent',
      'Sent',
      'Sent',
    ]);
  });

  it('a refusal fails the consigner with the reason; Retry sends only the remainder, then Paid', async () => {
    const { shop, items } = await chequeStore([2000, 2000.01]);
    service.fault({
      kind: 'refuse',
      recipient: shop.consigner.email,
      after: 1,
      count: 1,
      reason: 'Insufficient funds',
    });
    const payoutId = await createPayout(shop, items);

    expect((await settled(payoutId)).status).toBe('Failed');
    const share = await t.dataSource.getRepository(PayoutConsigner).findOneByOrFail({ payoutId });
    expect(share).toMatchObject({ status: 'Failed', failureReason: 'Insufficient funds' });
    expect(
      (await chequesOf(payoutId)).map((cheque) => [
        Number(cheque.amount),
        cheque.state,
        cheque.failureReason,
      ]),
    ).toEqual([
      [2000, 'Sent', null],
      [2000, 'Failed', 'Insufficient funds'],
    ]);
    expect(
      (await t.dataSource.getRepository(Inventory).findBy({ id: In(items.map((item) => item.id)) })).map(
        (item) => item.status,
      ),
    ).toEqual(['Sold', 'Sold']);

    const retried = await retry(shop, { payoutId });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(payoutActionResponse.parse(retried.body).payout.status).toBe('Pending');
    expect((await settled(payoutId)).status).toBe('Paid');

    // The failed cheque stays as history; the retry sent what the first cheque did not cover.
    expect(
      (await chequesOf(payoutId)).map((cheque) => [cheque.number, Number(cheque.amount), cheque.state]),
    ).toEqual([
      [1, 2000, 'Sent'],
      [2, 2000, 'Failed'],
      [3, 2000, 'Sent'],
      [4, 0.01, 'Sent'],
    ]);
    expect(sumOf(atService(shop.consigner.email).map((cheque) => cheque.amount))).toBe(400_001);
  });

  it('a dropped answer: the next step finds the cheque at the service; no second cheque is made', async () => {
    const { shop, items } = await chequeStore([150.5]);
    service.fault({ kind: 'drop', recipient: shop.consigner.email, count: 1 });
    const created = service.stats().created;
    const payoutId = await createPayout(shop, items);

    expect((await settled(payoutId)).status).toBe('Paid');
    const [cheque] = await chequesOf(payoutId);
    expect(cheque).toMatchObject({ state: 'Sent', attempts: 2 });
    expect(atService(shop.consigner.email)).toHaveLength(1);
    expect(atService(shop.consigner.email)[0].id).toBe(cheque.serviceId);
    expect(service.stats().created - created).toBe(1);
  });

  it('an answer slower than the timeout: looked up or asked again with the same key and parameters, one cheque', async () => {
    const { shop, items } = await chequeStore([75]);
    service.fault({ kind: 'slow', recipient: shop.consigner.email, count: 1, delayMs: 900 });
    const payoutId = await createPayout(shop, items);

    expect((await settled(payoutId)).status).toBe('Paid');
    // The slow request is done by now or later: wait for it, then there is still one cheque.
    await eventually('the slow request to be answered', async () =>
      service.stats().requests.create >= 2 && service.stats().created + service.stats().replayed >= 2
        ? true
        : undefined,
    );
    expect(atService(shop.consigner.email)).toHaveLength(1);
    expect((await chequesOf(payoutId)).map((cheque) => cheque.state)).toEqual(['Sent']);
  });

  it('a 500 is retried with backoff, not a failure', async () => {
    const { shop, items } = await chequeStore([20]);
    service.fault({ kind: 'error', recipient: shop.consigner.email, count: 2 });
    const payoutId = await createPayout(shop, items);
    expect((await settled(payoutId)).status).toBe('Paid');
    expect(atService(shop.consigner.email)).toHaveLength(1);
    const [job] = await t.dataSource
      .getRepository(Job)
      .find({ where: { kind: SEND_CHEQUES }, order: { id: 'DESC' } });
    expect(job.attempts).toBe(3);
  });

  it('a consigner without an email fails with the reason, the others are paid', async () => {
    const { shop, items } = await chequeStore([10]);
    const nobody = await seedPayoutConsigner(t, shop, 'Nomail', { email: '' });
    const theirs = (await seedSale(t, shop, { owner: nobody, payout: 30 })).items;
    const payoutId = await createPayout(shop, [...items, ...theirs]);

    expect((await settled(payoutId)).status).toBe('Failed');
    const shares = await t.dataSource
      .getRepository(PayoutConsigner)
      .find({ where: { payoutId }, order: { consignerId: 'ASC' } });
    expect(shares.map((share) => [share.consignerId, share.status, share.failureReason])).toEqual([
      [shop.consigner.id, 'Paid', null],
      [nobody.id, 'Failed', messages.noPayoutDetails('Nomail Payee')],
    ]);
  });

  it('Retry clicked twice at once retries once: one 200, one 409, one more job', async () => {
    const { shop, items } = await chequeStore([40]);
    service.fault({ kind: 'refuse', recipient: shop.consigner.email, count: 1, reason: 'Recipient blocked' });
    const payoutId = await createPayout(shop, items);
    expect((await settled(payoutId)).status).toBe('Failed');

    const answers = await Promise.all([retry(shop, { payoutId }), retry(shop, { payoutId })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(errorOf(refused?.body).message).toBe(messages.notFailed);
    expect((await settled(payoutId)).status).toBe('Paid');
    const jobs = (await t.dataSource.getRepository(Job).findBy({ kind: SEND_CHEQUES })).filter(
      (job) => (job.payload as { payoutId: number }).payoutId === payoutId,
    );
    expect(jobs).toHaveLength(2);
    expect(atService(shop.consigner.email).map((cheque) => cheque.amount)).toEqual([40]);

    const again = await retry(shop, { payoutId });
    expect(again.status).toBe(409);
    expect(errorOf(again.body).message).toBe(messages.notFailed);
  });

  it('retries only the named consigners, and refuses one not in the payout (400)', async () => {
    const { shop, items } = await chequeStore([10]);
    const bo = await seedPayoutConsigner(t, shop, 'Bo');
    const bos = (await seedSale(t, shop, { owner: bo, payout: 12 })).items;
    service.fault({ kind: 'refuse', count: 2, reason: 'Service paused' });
    const payoutId = await createPayout(shop, [...items, ...bos]);
    expect((await settled(payoutId)).status).toBe('Failed');

    const stranger = await seedPayoutConsigner(t, shop, 'Cy');
    const wrong = await retry(shop, {
      payoutId,
      consignersAndInventories: [{ consignerId: stranger.id, inventories: [] }],
    });
    expect(wrong.status).toBe(400);
    expect(errorOf(wrong.body).fields).toEqual({
      'consignersAndInventories.0.consignerId': messages.notInPayout(
        'Cy Payee',
        (await payoutRow(payoutId)).name,
      ),
    });

    const onlyBo = await retry(shop, {
      payoutId,
      consignersAndInventories: [{ consignerId: bo.id, inventories: bos.map((item) => item.id) }],
    });
    expect(onlyBo.status).toBe(200);
    // Ada is still Failed, so the payout stays Failed once Bo is paid.
    expect((await settled(payoutId)).status).toBe('Failed');
    const shares = await t.dataSource
      .getRepository(PayoutConsigner)
      .find({ where: { payoutId }, order: { id: 'ASC' } });
    expect(shares.map((share) => share.status)).toEqual(['Failed', 'Paid']);
    expect((await retry(shop, { payoutId })).status).toBe(200);
    expect((await settled(payoutId)).status).toBe('Paid');
  });

  it('refuses to retry a payout that has not failed (409), another store’s (404), without Orders (403), with unknown fields (400)', async () => {
    const { shop, items } = await chequeStore([10]);
    const payoutId = await createPayout(shop, items);
    expect((await settled(payoutId)).status).toBe('Paid');
    const paid = await retry(shop, { payoutId });
    expect(paid.status).toBe(409);
    expect(errorOf(paid.body).message).toBe(messages.notFailed);

    const other = await chequeStore([10]);
    const theirs = await createPayout(other.shop, other.items);
    await settled(theirs);
    const crossStore = await retry(shop, { payoutId: theirs });
    expect(crossStore.status).toBe(404);
    expect(JSON.stringify(crossStore.body)).not.toContain(other.shop.admin.store.handle);

    const inventoryOnly = await seedStaff(t, shop.admin.store, {
      role: 'Employee',
      accessControls: ['Inventory'],
    });
    expect((await retry(shop, { payoutId }, inventoryOnly.token)).status).toBe(403);
    const unknownField = await retry(shop, { payoutId, extra: true });
    expect(unknownField.status).toBe(400);
  });

  it('a consigner paid nothing (their balance took it all) is settled Paid without a cheque', async () => {
    const { shop, items } = await chequeStore([50]);
    await t.dataSource.getRepository(Consigner).update(shop.consigner.id, { negativeBalance: 80 });
    const payoutId = await createPayout(shop, items);
    expect((await settled(payoutId)).status).toBe('Paid');
    expect(await chequesOf(payoutId)).toEqual([]);
    expect(atService(shop.consigner.email)).toEqual([]);
  });
});
