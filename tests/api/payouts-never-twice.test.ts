import { mkdtemp, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { In, type DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCents } from '@shared/domain/money';
import { Consigner } from '../../api/src/consigners/consigner.entity';
import { Employee } from '../../api/src/employees/employee.entity';
import { Inventory } from '../../api/src/inventories/inventory.entity';
import { Job } from '../../api/src/jobs/job.entity';
import { Cheque } from '../../api/src/payouts/cheque.entity';
import { PayoutConsigner } from '../../api/src/payouts/payout-consigner.entity';
import { PayoutItem } from '../../api/src/payouts/payout-item.entity';
import { Payout } from '../../api/src/payouts/payout.entity';
import { type Product } from '../../api/src/products/product.entity';
import { Store } from '../../api/src/stores/store.entity';
import { type FaultKind, type RunningChequeService, startChequeService } from '../servers/cheque-service';
import { assertBuilt, type RunningServer, startBuiltServer } from '../support/built-server';
import {
  FIXTURE_PASSWORD,
  seedAccount,
  seedInventoryItem,
  seedProduct,
  seedStore,
} from '../support/fixtures';
import { eventually } from '../support/jobs';
import { freePort } from '../support/mariadb-server';
import { seedOrder } from '../support/order-world';
import { openTestDatabase, type TestApp, testEngine } from '../support/test-app';

/*
 * Never pay twice (issue 16, the reliability bar): at least 200 automated payouts on one MariaDB
 * database, served by two BUILT API processes (`node dist/…/main.js`, job workers in both) against
 * the local cheque service, each payout with a random mix (seeded PRNG, seed printed) of: two users
 * clicking Create payout at once (on the two processes), Retry clicked twice at once, the service
 * refusing / answering 500 / answering too slowly / dropping answers, and one API process SIGKILLed
 * mid-payout and restarted. After each payout, every consigner received at the SERVICE exactly what
 * they were owed, no cheque was created twice, no item is in two payouts, and the payout ends Paid
 * (Failed ones, which must carry a reason, are retried until Paid; the faults wear off).
 *
 * MariaDB only (vitest.config.mts): several processes share one database only there.
 * NEVER_TWICE_SEED and NEVER_TWICE_RUNS replay or lengthen a run.
 */

const SEED = Number(process.env.NEVER_TWICE_SEED ?? Date.now() % 1_000_000_007);
const RUNS = Number(process.env.NEVER_TWICE_RUNS ?? 200);
/** Payouts in flight at once (a kill hits whichever of them it finds). */
const BATCH = 8;
/** Short, so the job of a killed process is taken up by the other within the payout. */
const LEASE_MS = 1500;
const CLIENT_TIMEOUT_MS = 400;
const KILL_SHARE = 0.6;

/** mulberry32: small, seedable, good enough to pick faults. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Run {
  index: number;
  consigners: Consigner[];
  items: Inventory[];
  /** What each consigner is owed, in cents (no negative balances here). */
  owedCents: Map<number, number>;
  isDoubleCreate: boolean;
  isDoubleRetry: boolean;
  faults: FaultKind[];
  payoutId?: number;
}

interface Figures {
  runs: number;
  cheques: number;
  doubleCreates: number;
  doubleRetries: number;
  retryCalls: number;
  kills: number;
  faultsPlanned: Record<FaultKind, number>;
  doublePaymentsFound: number;
}

describe(`never pay twice: randomised automated payouts on ${testEngine()}`, () => {
  let dataSource: DataSource;
  let cleanup: () => Promise<void>;
  let service: RunningChequeService;
  let store: Store;
  let product: Product;
  let databaseUrl: string;
  const jwtSecret = randomBytes(32).toString('hex');
  const dataDirs: string[] = [];
  /** The two API processes; a slot is null while its process is restarting. */
  const servers: ({ server: RunningServer; url: string } | null)[] = [null, null];
  const restarts: Promise<void>[] = [];
  const tokens: string[] = [];
  const random = prng(SEED);
  const pick = <T>(choices: readonly T[]): T => choices[Math.floor(random() * choices.length)];
  const figures: Figures = {
    runs: 0,
    cheques: 0,
    doubleCreates: 0,
    doubleRetries: 0,
    retryCalls: 0,
    kills: 0,
    faultsPlanned: { refuse: 0, error: 0, slow: 0, drop: 0 },
    doublePaymentsFound: 0,
  };
  /** The seeding helpers read only the data source. */
  const seeder = { dataSource: undefined as unknown as DataSource } as TestApp;

  const startServer = async (slot: number): Promise<void> => {
    const dataDir = await mkdtemp(join(tmpdir(), 'consigndesk-never-twice-'));
    dataDirs.push(dataDir);
    const port = await freePort();
    const server = startBuiltServer({
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: jwtSecret,
      SEED_DEMO: 'false',
      JOBS_POLL_MS: '50',
      JOBS_CONCURRENCY: '4',
      JOBS_LEASE_MS: String(LEASE_MS),
      JOBS_RETRY_BASE_MS: '30',
      ...service.env,
      CHEQUE_SERVICE_TIMEOUT_MS: String(CLIENT_TIMEOUT_MS),
      // Mail goes to files under the data directory: the paid mail is not what this test counts.
    });
    await server.waitFor('ConsignDesk is running', 110_000);
    servers[slot] = { server, url: `http://127.0.0.1:${port}` };
  };

  const alive = () => servers.filter((entry): entry is NonNullable<typeof entry> => entry !== null);

  /**
   * One API call on a live process (the given one if it is up): a connection cut by a kill is
   * answered `null`, and the caller decides from the database what happened.
   */
  const api = async (
    method: string,
    path: string,
    body: unknown,
    options: { slot?: number; user?: number } = {},
  ): Promise<{ status: number; body: unknown } | null> => {
    const target = (options.slot !== undefined ? servers[options.slot] : null) ?? pick(alive());
    if (!target) return null;
    try {
      const response = await fetch(`${target.url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${tokens[options.user ?? 0]}`,
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(30_000),
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
    } catch {
      return null;
    }
  };

  const signIn = async (email: string): Promise<string> => {
    const answer = await api('POST', '/open/auth/login', {
      email,
      password: FIXTURE_PASSWORD,
      handle: store.handle,
    });
    if (answer?.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(answer)}`);
    return (answer.body as { accessToken: string }).accessToken;
  };

  beforeAll(async () => {
    assertBuilt();
    let config;
    ({ config, dataSource, cleanup } = await openTestDatabase());
    if (config.database.kind !== 'mysql') throw new Error('MariaDB only');
    databaseUrl = config.database.url;
    (seeder as { dataSource: DataSource }).dataSource = dataSource;
    service = await startChequeService();
    store = await seedStore(dataSource, { handle: 'never-twice' });
    await dataSource.getRepository(Store).update(store.id, { automatedPayout: true });
    product = await seedProduct(dataSource, store.id, { title: 'Air Max 1' });
    for (const email of ['one@never-twice.test', 'two@never-twice.test']) {
      const account = await seedAccount(dataSource, store, email);
      await dataSource.getRepository(Employee).save({
        storeId: store.id,
        firstName: 'Pay',
        lastName: 'Clerk',
        email,
        accountId: account.id,
        role: 'Admin',
        accessControls: null,
        isActive: true,
      });
    }
    await Promise.all([startServer(0), startServer(1)]);
    tokens.push(await signIn('one@never-twice.test'), await signIn('two@never-twice.test'));
    console.log(`never-twice: seed ${SEED} (replay with NEVER_TWICE_SEED=${SEED}), ${RUNS} payouts`);
  }, 240_000);

  afterAll(async () => {
    await Promise.allSettled(restarts);
    for (const entry of servers) {
      if (entry && entry.server.child.exitCode === null && entry.server.child.signalCode === null) {
        entry.server.child.kill('SIGTERM');
        await entry.server.exited;
      }
    }
    await service?.close();
    await cleanup?.();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  }, 60_000);

  /** A run's consigners and their sales, with faults planned for its recipients. */
  const prepare = async (index: number): Promise<Run> => {
    const consigners: Consigner[] = [];
    const items: Inventory[] = [];
    const owedCents = new Map<number, number>();
    const faults: FaultKind[] = [];
    for (let c = 0; c < 1 + Math.floor(random() * 3); c++) {
      const consigner = await dataSource.getRepository(Consigner).save({
        storeId: store.id,
        firstName: `Run${index}`,
        lastName: `Payee${c}`,
        email: `run${index}-${c}@never-twice.test`,
        phone: '+1 555 0100',
        address: '1 Main St',
        accountId: null,
      });
      consigners.push(consigner);
      let owed = 0;
      for (let n = 0; n < 1 + Math.floor(random() * 3); n++) {
        // Up to 2,500.00 an item, so a consigner often needs several cheques of at most 2,000.
        const cents = 1 + Math.floor(random() * 250_000);
        const item = await seedInventoryItem(dataSource, {
          storeId: store.id,
          productId: product.id,
          productTemplateId: product.productTemplateId,
          consignerId: consigner.id,
          status: 'Active',
          price: fromCents(cents) + 10,
          payout: fromCents(cents),
          payoutAmount: fromCents(cents),
          payoutFee: 10,
          total: fromCents(cents) + 10,
        });
        items.push(item);
        owed += cents;
      }
      owedCents.set(consigner.id, owed);
      if (random() < 0.5) {
        const kind = pick<FaultKind>(['refuse', 'error', 'slow', 'drop']);
        faults.push(kind);
        figures.faultsPlanned[kind] += 1;
        service.fault({
          kind,
          recipient: consigner.email,
          after: Math.floor(random() * 2),
          count: kind === 'error' ? 1 + Math.floor(random() * 2) : 1,
          reason: 'The recipient cannot take checks right now',
          delayMs: CLIENT_TIMEOUT_MS + 200 + Math.floor(random() * 400),
        });
      }
    }
    await seedOrder(seeder, store.id, { lines: items.map((item) => ({ item })) });
    return {
      index,
      consigners,
      items,
      owedCents,
      isDoubleCreate: random() < 0.3,
      isDoubleRetry: random() < 0.5,
      faults,
    };
  };

  /** The payouts holding the run's items (exactly one once it is created). */
  const payoutsOf = async (run: Run): Promise<number[]> => {
    const rows = await dataSource
      .getRepository(PayoutItem)
      .find({ select: { payoutId: true }, where: { inventoryId: In(run.items.map((item) => item.id)) } });
    return [...new Set(rows.map((row) => row.payoutId))];
  };

  const create = async (run: Run): Promise<void> => {
    const body = { inventoriesToPay: run.items.map((item) => item.id) };
    if (run.isDoubleCreate) {
      figures.doubleCreates += 1;
      const answers = await Promise.all([
        api('POST', '/api/payouts/pay', body, { slot: 0, user: 0 }),
        api('POST', '/api/payouts/pay', body, { slot: 1, user: 1 }),
      ]);
      expect(answers.filter((answer) => answer?.status === 201).length).toBeLessThanOrEqual(1);
    } else await api('POST', '/api/payouts/pay', body);
    // A request cut by a kill may or may not have made the payout: the database says which.
    for (let tries = 0; (await payoutsOf(run)).length === 0; tries++) {
      if (tries > 20) throw new Error(`run ${run.index}: no payout was created`);
      await api('POST', '/api/payouts/pay', body);
    }
    const payouts = await payoutsOf(run);
    expect(payouts, `run ${run.index}: its items are in one payout`).toHaveLength(1);
    run.payoutId = payouts[0];
  };

  /** Until the payout is Paid: Failed ones are checked for reasons and retried (twice at once, sometimes). */
  const finish = async (run: Run): Promise<void> => {
    const payoutId = run.payoutId as number;
    let isFirstRetry = true;
    for (let round = 0; ; round++) {
      if (round > 12)
        throw new Error(`run ${run.index}: payout ${payoutId} is not Paid after ${round} retries`);
      const payout = await eventually(
        `run ${run.index}: payout ${payoutId} to end Paid or Failed with no cheque job left`,
        async () => {
          const row = await dataSource.getRepository(Payout).findOneByOrFail({ id: payoutId });
          if (row.status !== 'Paid' && row.status !== 'Failed') return undefined;
          const open = await dataSource
            .getRepository(Job)
            .findBy({ kind: 'payouts.sendCheques', status: In(['queued', 'running']) });
          return open.some((job) => (job.payload as { payoutId: number }).payoutId === payoutId)
            ? undefined
            : row;
        },
        90_000,
      );
      if (payout.status === 'Paid') return;
      const failed = await dataSource.getRepository(PayoutConsigner).findBy({ payoutId, status: 'Failed' });
      for (const share of failed) expect(share.failureReason, `run ${run.index}: a reason`).toBeTruthy();
      for (const consigner of run.consigners) service.clearFaults(consigner.email);
      figures.retryCalls += 1;
      if (run.isDoubleRetry && isFirstRetry) {
        figures.doubleRetries += 1;
        const answers = await Promise.all([
          api('POST', '/api/checkbook/retryAutoPayout', { payoutId }, { slot: 0, user: 0 }),
          api('POST', '/api/checkbook/retryAutoPayout', { payoutId }, { slot: 1, user: 1 }),
        ]);
        expect(answers.filter((answer) => answer?.status === 200).length).toBeLessThanOrEqual(1);
      } else await api('POST', '/api/checkbook/retryAutoPayout', { payoutId });
      isFirstRetry = false;
    }
  };

  /** What the service holds for the run's consigners against what they were owed. */
  const check = async (run: Run): Promise<void> => {
    const payoutId = run.payoutId as number;
    const ours = await dataSource.getRepository(Cheque).findBy({ payoutId });
    for (const consigner of run.consigners) {
      const theirs = service.cheques().filter((cheque) => cheque.recipient === consigner.email);
      const paidCents = theirs.reduce((sum, cheque) => sum + Math.round(cheque.amount * 100), 0);
      const keys = new Set(theirs.map((cheque) => cheque.idempotencyKey));
      const sent = ours.filter((cheque) => cheque.consignerId === consigner.id && cheque.state === 'Sent');
      const isExact =
        paidCents === run.owedCents.get(consigner.id) &&
        keys.size === theirs.length &&
        sent.length === theirs.length &&
        theirs.every((cheque) => sent.some((row) => row.serviceId === cheque.id));
      if (!isExact) {
        figures.doublePaymentsFound += 1;
        console.log(
          `run ${run.index} (seed ${SEED}): ${consigner.email} owed ${run.owedCents.get(consigner.id)} cents, got`,
          theirs.map((cheque) => [cheque.amount, cheque.idempotencyKey]),
          'our Sent rows',
          sent.map((row) => [Number(row.amount), row.idempotencyKey, row.serviceId]),
        );
      }
      figures.cheques += theirs.length;
    }
    const items = await dataSource
      .getRepository(Inventory)
      .findBy({ id: In(run.items.map((item) => item.id)) });
    expect(
      items.map((item) => item.status),
      `run ${run.index}: items Paid`,
    ).toEqual(run.items.map(() => 'Paid'));
    expect(await payoutsOf(run)).toEqual([payoutId]);
  };

  /** Kills one live process while the batch's cheques are being sent, and starts it again. */
  const killDuring = async (runs: readonly Run[]): Promise<void> => {
    if (alive().length < 2 || random() >= KILL_SHARE) return;
    const payoutIds = runs.flatMap((run) => (run.payoutId ? [run.payoutId] : []));
    await eventually(
      'a cheque of the batch to be sending, or the batch done',
      async () => {
        const sending = await dataSource
          .getRepository(Cheque)
          .countBy({ payoutId: In(payoutIds), state: 'Sending' });
        const open = await dataSource.getRepository(Payout).countBy({ id: In(payoutIds), status: 'Pending' });
        return sending > 0 || open === 0 ? true : undefined;
      },
      30_000,
    ).catch(() => undefined);
    const slot = pick([0, 1]);
    const victim = servers[slot];
    if (!victim) return;
    servers[slot] = null;
    victim.server.child.kill('SIGKILL');
    await victim.server.exited;
    figures.kills += 1;
    restarts.push(startServer(slot));
  };

  it(`pays every consigner exactly what they are owed through ${RUNS} randomised payouts`, async () => {
    for (let start = 0; start < RUNS; start += BATCH) {
      const runs: Run[] = [];
      for (let index = start; index < Math.min(RUNS, start + BATCH); index++) runs.push(await prepare(index));
      const created = Promise.all(runs.map((run) => create(run)));
      await created;
      await killDuring(runs);
      await Promise.all(runs.map((run) => finish(run)));
      for (const run of runs) await check(run);
      figures.runs += runs.length;
    }

    // Across every run: no item in two payouts, no key used for two cheques at the service.
    const twice = await dataSource
      .getRepository(PayoutItem)
      .createQueryBuilder('item')
      .select('item.inventoryId', 'inventoryId')
      .where('item.storeId = :storeId', { storeId: store.id })
      .groupBy('item.inventoryId')
      .having('COUNT(*) > 1')
      .getRawMany();
    expect(twice).toEqual([]);
    const keys = service.cheques().map((cheque) => cheque.idempotencyKey);
    expect(new Set(keys).size).toBe(keys.length);

    const stats = service.stats();
    console.log(
      [
        `never-twice: seed ${SEED}`,
        `runs ${figures.runs}`,
        `cheques ${figures.cheques} (service created ${stats.created}, replayed ${stats.replayed})`,
        `faults injected: refuse ${stats.faults.refuse}, 500 ${stats.faults.error}, slow ${stats.faults.slow}, dropped ${stats.faults.drop}`,
        `two users creating at once ${figures.doubleCreates}, retry clicked twice ${figures.doubleRetries}, retry calls ${figures.retryCalls}`,
        `API processes killed ${figures.kills}`,
        `double payments found ${figures.doublePaymentsFound}`,
      ].join('\n  '),
    );
    expect(figures.runs).toBe(RUNS);
    expect(figures.doublePaymentsFound).toBe(0);
    expect(stats.created).toBe(figures.cheques);
  }, 1_500_000);
});
