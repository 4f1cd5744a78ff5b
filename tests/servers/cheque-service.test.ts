import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CheckbookChequeService } from '../../api/src/payouts/cheques/checkbook-cheque-service';
import {
  ChequeRefused,
  ChequeServiceUnavailable,
  describeCheque,
} from '../../api/src/payouts/cheques/cheque-service';
import { type RunningChequeService, startChequeService } from './cheque-service';

/*
 * The cheque service adapter (Checkbook.io's API shape) against the local cheque service over real
 * HTTP on 127.0.0.1: the calls, the service's idempotency rules, and each fault switch.
 */

let service: RunningChequeService;
let client: CheckbookChequeService;
const TIMEOUT_MS = 300;

const order = (overrides: Partial<Parameters<CheckbookChequeService['create']>[0]> = {}) => ({
  recipient: 'ada@example.com',
  name: 'Ada Lovelace',
  amount: 2000,
  description: describeCheque('PO-1001 cheque 1', 'consigndesk-1-1-1-1'),
  idempotencyKey: 'consigndesk-1-1-1-1',
  ...overrides,
});

beforeAll(async () => {
  service = await startChequeService();
  client = new CheckbookChequeService({
    url: service.url,
    key: service.key,
    secret: service.secret,
    timeoutMs: TIMEOUT_MS,
  });
});
afterAll(() => service.close());
beforeEach(() => service.reset());

describe('the adapter against the local cheque service', () => {
  it('creates a digital cheque, reads it by id, and finds it by its key through the listing', async () => {
    const created = await client.create(order());
    expect(created).toMatchObject({
      recipient: 'ada@example.com',
      name: 'Ada Lovelace',
      amount: 2000,
      status: 'UNPAID',
    });
    expect(created.id).toMatch(/^[0-9a-f]{32}$/);
    expect(await client.get(created.id)).toEqual(created);
    expect(await client.get('no-such-cheque')).toBeNull();
    const since = new Date(Date.now() - 60_000);
    expect(await client.findByIdempotencyKey('consigndesk-1-1-1-1', since)).toEqual(created);
    expect(await client.findByIdempotencyKey('consigndesk-1-1-1-2', since)).toBeNull();
  });

  it('pages through the listing to find an older cheque', async () => {
    const first = await client.create(order());
    for (let number = 2; number <= 60; number++) {
      const key = `consigndesk-1-1-1-${number}`;
      await client.create(order({ idempotencyKey: key, description: describeCheque('PO-1001', key) }));
    }
    expect((await client.findByIdempotencyKey('consigndesk-1-1-1-1', new Date(0)))?.id).toBe(first.id);
    expect(service.stats().requests.list).toBe(2);
  });

  it('sends Authorization {key}:{secret}: wrong credentials are a refusal with the reason', async () => {
    const stranger = new CheckbookChequeService({
      url: service.url,
      key: 'wrong',
      secret: 'keys',
      timeoutMs: TIMEOUT_MS,
    });
    const refusal = await stranger.create(order()).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ChequeRefused);
    expect(refusal).toMatchObject({ status: 401, reason: 'Unauthorized: Check your API key and secret.' });
    expect(service.cheques()).toHaveLength(0);
  });

  it('answers a malformed cheque with a refusal naming the field', async () => {
    await expect(client.create(order({ recipient: 'not-an-email' }))).rejects.toMatchObject({
      status: 400,
      reason: 'Invalid request: recipient must be an email address',
    });
  });
});

describe("the local service's idempotency rules", () => {
  it('answers the first cheque again for the same key with the same parameters', async () => {
    const first = await client.create(order());
    const again = await client.create(order());
    expect(again.id).toBe(first.id);
    expect(service.cheques()).toHaveLength(1);
    expect(service.stats()).toMatchObject({ created: 1, replayed: 1 });
  });

  it('creates a SECOND cheque for the same key with changed parameters (the key is ignored)', async () => {
    const first = await client.create(order());
    const changed = await client.create(order({ amount: 1999.99 }));
    expect(changed.id).not.toBe(first.id);
    expect(service.cheques().map((cheque) => cheque.amount)).toEqual([2000, 1999.99]);
    // The key still belongs to the first cheque: the same first request answers it again.
    expect((await client.create(order())).id).toBe(first.id);
  });

  it('creates a new cheque for a new key with the same parameters', async () => {
    await client.create(order());
    await client.create(order({ idempotencyKey: 'consigndesk-1-1-1-2' }));
    expect(service.cheques()).toHaveLength(2);
  });
});

describe('fault switches', () => {
  it('refuse: a 4xx with the reason, nothing created; per recipient, others pass', async () => {
    service.fault({ kind: 'refuse', recipient: 'ada@example.com', reason: 'Recipient blocked' });
    await expect(client.create(order())).rejects.toEqual(new ChequeRefused(400, 'Recipient blocked'));
    await expect(client.create(order())).rejects.toBeInstanceOf(ChequeRefused);
    const other = await client.create(order({ recipient: 'bob@example.com', idempotencyKey: 'k-bob' }));
    expect(other.recipient).toBe('bob@example.com');
    expect(service.cheques()).toHaveLength(1);
    service.clearFaults();
    await client.create(order());
    expect(service.cheques()).toHaveLength(2);
    expect(service.stats().faults.refuse).toBe(2);
  });

  it('error: a 500 is "unavailable" (retryable), nothing created, for the next N requests only', async () => {
    service.fault({ kind: 'error', count: 2 });
    await expect(client.create(order())).rejects.toBeInstanceOf(ChequeServiceUnavailable);
    await expect(client.create(order())).rejects.toBeInstanceOf(ChequeServiceUnavailable);
    expect(service.cheques()).toHaveLength(0);
    await client.create(order());
    expect(service.cheques()).toHaveLength(1);
  });

  it('slow: the client gives up at its timeout; the service still makes the cheque, found by listing', async () => {
    service.fault({ kind: 'slow', count: 1, delayMs: TIMEOUT_MS + 200 });
    const started = Date.now();
    await expect(client.create(order())).rejects.toThrow(/did not answer .*no answer in time/);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 150);
    await expect.poll(() => service.cheques().length, { timeout: 2000 }).toBe(1);
    expect(await client.findByIdempotencyKey('consigndesk-1-1-1-1', new Date(started))).not.toBeNull();
  });

  it('drop: the cheque is created and the answer lost; sending it again with the same key and parameters makes no second one', async () => {
    service.fault({ kind: 'drop', count: 1 });
    await expect(client.create(order())).rejects.toBeInstanceOf(ChequeServiceUnavailable);
    expect(service.cheques()).toHaveLength(1);
    const again = await client.create(order());
    expect(again.id).toBe(service.cheques()[0].id);
    expect(service.cheques()).toHaveLength(1);
  });

  it('lets the first `after` matching requests through, then faults the next `count`', async () => {
    service.fault({ kind: 'refuse', after: 1, count: 1, reason: 'Second one refused' });
    await client.create(order());
    await expect(client.create(order({ idempotencyKey: 'k-2' }))).rejects.toMatchObject({
      reason: 'Second one refused',
    });
    await client.create(order({ idempotencyKey: 'k-3' }));
    expect(service.cheques()).toHaveLength(2);
  });

  it("faults on lookups too when set on 'any' requests", async () => {
    const created = await client.create(order());
    service.fault({ kind: 'error', count: 1, on: 'any' });
    await expect(client.get(created.id)).rejects.toBeInstanceOf(ChequeServiceUnavailable);
    expect(await client.get(created.id)).toEqual(created);
  });

  it('is switched over the admin HTTP path as well', async () => {
    const set = await fetch(`${service.url}/__admin/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ kind: 'refuse', count: 1, reason: 'Insufficient funds', status: 402 }),
    });
    expect(set.status).toBe(200);
    await expect(client.create(order())).rejects.toMatchObject({ status: 402, reason: 'Insufficient funds' });
    await client.create(order());
    const listed = (await (await fetch(`${service.url}/__admin/cheques`)).json()) as {
      cheques: { idempotencyKey: string }[];
    };
    expect(listed.cheques.map((cheque) => cheque.idempotencyKey)).toEqual(['consigndesk-1-1-1-1']);
    expect((await fetch(`${service.url}/__admin/faults`, { method: 'DELETE' })).status).toBe(200);
  });

  it('an unreachable service is "unavailable", not a refusal', async () => {
    const gone = await startChequeService();
    const url = gone.url;
    await gone.close();
    const orphan = new CheckbookChequeService({ url, key: 'k', secret: 's', timeoutMs: TIMEOUT_MS });
    await expect(orphan.create(order())).rejects.toBeInstanceOf(ChequeServiceUnavailable);
  });
});
