/**
 * Issue 16's payout targets on MariaDB, with BENCH_PAYOUT_ITEMS unpaid sold items (default
 * PAYOUT_BENCH_ITEMS, the issue's size) over about PAYOUT_BENCH_CONSIGNERS consigners:
 * - Ready to Pay (GET /api/inventories/ordersPayoutInventories) as it opens, filtered by a consigner,
 *   and searched: REPEATS sequential requests each after WARMUP, timed to the last byte, against
 *   READY_TO_PAY_P95_MAX_MS;
 * - creating a PAYOUT_CREATE_ITEMS-item payout (POST /api/payouts/pay), CREATE_RUNS payouts one
 *   after another (each of items not yet paid), against PAYOUT_CREATE_P95_MAX_MS;
 * - exporting a PAYOUT_EXPORT_ITEMS-item payout (POST /api/payouts/export), read as it streams: its
 *   time, and the server's resident memory (RSS, sampled every RSS_SAMPLE_MS from /proc) over what it
 *   was before the request.
 *
 * What it does: starts a throwaway MariaDB and the built server on it (which migrates and seeds the
 * demo store), adds items with the large seed (the demo store is the measured one), sells them in
 * bulk in SQL as the /findOrders bench does (bench-find-orders.ts sellInBulk), gives the sales to
 * PAYOUT_BENCH_CONSIGNERS consigners and leaves every sale unpaid (Sold), then signs in as the demo
 * Admin and measures.
 * Run alone: npm run build && BENCH_PAYOUT_ITEMS=5000 npx tsx tests/bench/bench-payouts.ts
 * Results: .tmp/bench-payouts.json.
 */
import { readFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { type Connection } from 'mysql2/promise';
// Relative, not @shared/...: tsx runs the bench without the tests' path aliases.
import { payResponse, readyToPayIdsResponse, readyToPayResponse } from '../../shared/contracts/payouts';
import { REPO_ROOT } from '../support/built-server';
import { elapsedMs, signInToken, timedRequest, type Timing, timingOf } from './bench-http';
import { sellInBulk } from './bench-find-orders';
import { type OnCleanup, runBenchAlone, withBenchWorld, benchSize, writeBenchResults } from './bench-process';
import {
  EXPORT_PEAK_RSS_MAX_MB,
  formatMs,
  type GoalRow,
  PAYOUT_BENCH_CONSIGNERS,
  PAYOUT_BENCH_ITEMS,
  PAYOUT_CREATE_ITEMS,
  PAYOUT_CREATE_P95_MAX_MS,
  PAYOUT_EXPORT_ITEMS,
  READY_TO_PAY_P95_MAX_MS,
} from './goals';

const REPEATS = 40;
const WARMUP = 3;
const CREATE_RUNS = 12;
const RSS_SAMPLE_MS = 20;
const DATABASE_NAME = 'consigndesk_payouts_bench';
const RESULTS_FILE = join(REPO_ROOT, '.tmp', 'bench-payouts.json');

export interface PayoutsBenchResults {
  /** Unpaid sold items Ready to Pay counted before measuring. */
  unpaidItems: number;
  consigners: number;
  readyToPay: { name: string; path: string; count: number; api: Timing }[];
  create: { items: number; runs: number; api: Timing };
  export: { items: number; bytes: number; totalMs: number; rssBeforeMb: number; rssPeakMb: number };
  /** The machine's load average (1, 5, 15 min) when measuring started and ended. */
  loadAverage: { before: number[]; after: number[] };
}

const readItems = () => benchSize('BENCH_PAYOUT_ITEMS', PAYOUT_BENCH_ITEMS, 1_000, 1_000_000);

/**
 * The sales to PAYOUT_BENCH_CONSIGNERS consigners of the store (not its store accounts), their items
 * with them, and every sale unpaid: sellInBulk pays one item in seven out, which Ready to Pay leaves.
 */
async function spreadAndUnpay(connection: Connection, storeId: number): Promise<number> {
  await connection.query(
    `CREATE TEMPORARY TABLE bench_payees AS
       SELECT id, ROW_NUMBER() OVER (ORDER BY id) - 1 AS rn FROM consigners
       WHERE storeId = ? AND isStoreAccount = 0 ORDER BY id LIMIT ?`,
    [storeId, PAYOUT_BENCH_CONSIGNERS],
  );
  const [counted] = await connection.query('SELECT COUNT(*) AS payees FROM bench_payees');
  const payees = Number((counted as { payees: number }[])[0].payees);
  await connection.query(
    `UPDATE order_lines l JOIN bench_payees p ON p.rn = l.inventoryId % ?
       SET l.consignerId = p.id WHERE l.storeId = ? AND l.payoutLabel = 'Payout'`,
    [payees, storeId],
  );
  await connection.query(
    `UPDATE inventories i JOIN order_lines l ON l.inventoryId = i.id AND l.returnedAt IS NULL
       SET i.consignerId = l.consignerId, i.status = IF(i.status = 'Paid', 'Sold', i.status)
       WHERE i.storeId = ?`,
    [storeId],
  );
  await connection.query('DROP TEMPORARY TABLE bench_payees');
  await connection.query('ANALYZE TABLE order_lines, inventories');
  return payees;
}

async function measureReadyToPay(
  baseUrl: string,
  token: string,
  name: string,
  query: Record<string, string>,
) {
  const path = `/api/inventories/ordersPayoutInventories?${new URLSearchParams(query)}`;
  const probe = await timedRequest(baseUrl, token, 'GET', path);
  if (probe.status !== 200) throw new Error(`${name}: status ${probe.status}: ${probe.text.slice(0, 300)}`);
  const { count, inventories } = readyToPayResponse.parse(JSON.parse(probe.text));
  if (count === 0 || inventories.length === 0) throw new Error(`${name}: no items listed`);
  for (let index = 0; index < WARMUP; index++) await timedRequest(baseUrl, token, 'GET', path);
  const times: number[] = [];
  for (let index = 0; index < REPEATS; index++) {
    const response = await timedRequest(baseUrl, token, 'GET', path);
    if (response.status !== 200) throw new Error(`${name}: status ${response.status}`);
    times.push(response.ms);
  }
  return { name, path, count, api: timingOf(times) };
}

/** Every Ready to Pay item id, in the list's order (Select All's call). */
async function readyIds(baseUrl: string, token: string): Promise<number[]> {
  const response = await timedRequest(
    baseUrl,
    token,
    'GET',
    '/api/inventories/ordersPayoutInventories?idsOnly=true',
  );
  if (response.status !== 200)
    throw new Error(`idsOnly: status ${response.status}: ${response.text.slice(0, 300)}`);
  return readyToPayIdsResponse.parse(JSON.parse(response.text)).ids.flatMap((group) => group.inventories);
}

async function createPayout(baseUrl: string, token: string, ids: readonly number[]) {
  const response = await timedRequest(baseUrl, token, 'POST', '/api/payouts/pay', { inventoriesToPay: ids });
  if (response.status !== 201)
    throw new Error(`pay: status ${response.status}: ${response.text.slice(0, 300)}`);
  return { id: payResponse.parse(JSON.parse(response.text)).id, ms: response.ms };
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** The export read as it streams (never held whole here either), with the server's RSS sampled meanwhile. */
async function measureExport(baseUrl: string, token: string, pid: number, payoutId: number, items: number) {
  const rssBeforeMb = await rssMb(pid);
  let rssPeakMb = rssBeforeMb;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      rssPeakMb = Math.max(rssPeakMb, await rssMb(pid));
      await new Promise((resolve) => setTimeout(resolve, RSS_SAMPLE_MS));
    }
  })();
  const start = process.hrtime.bigint();
  try {
    const response = await fetch(`${baseUrl}/api/payouts/export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ inventoriesToExport: { payoutId } }),
    });
    if (response.status !== 200 || !response.body) throw new Error(`export: status ${response.status}`);
    let bytes = 0;
    let lineEnds = 0;
    for await (const chunk of response.body) {
      bytes += chunk.byteLength;
      for (const byte of chunk) if (byte === 10) lineEnds += 1;
    }
    const totalMs = elapsedMs(start);
    // Header lines, a section's head and totals per consigner, the payout total: more lines than items.
    if (lineEnds < items) throw new Error(`export: ${lineEnds} lines for ${items} items`);
    return { items, bytes, totalMs, rssBeforeMb, rssPeakMb };
  } finally {
    sampling = false;
    await sampler;
  }
}

/** Runs the payouts benchmark; throws when a target cannot be measured. */
export async function benchPayouts(onCleanup: OnCleanup): Promise<PayoutsBenchResults> {
  const goalItems = readItems();
  // A quick run (BENCH_PAYOUT_ITEMS=5000) exports a quarter of its items and creates what is left.
  const exportItems = Math.min(PAYOUT_EXPORT_ITEMS, Math.floor(goalItems / 4));
  // Lines returned (1 in 50) and store accounts' sales are not payable: sell some more.
  const lines = Math.ceil(goalItems * 1.15);
  const bigStoreItems = Math.ceil(lines * 1.1);
  console.log('');
  console.log(
    `Payouts: about ${goalItems.toLocaleString('en-US')} unpaid sold items over ${PAYOUT_BENCH_CONSIGNERS} consigners (BENCH_PAYOUT_ITEMS scales this)`,
  );
  const seed = { items: bigStoreItems + 1_000, stores: 2, bigStoreItems, withLogs: false };
  return withBenchWorld(
    onCleanup,
    { name: 'payouts bench', databaseName: DATABASE_NAME, seed },
    async ({ baseUrl, pid, seeded, connection, startedAt: started }) => {
      const storeId = seeded.bigStore.id;
      await sellInBulk(connection, storeId, Math.ceil(lines / 1.25), lines);
      const consigners = await spreadAndUnpay(connection, storeId);
      console.log(`  seeded and sold in ${((Date.now() - started) / 1000).toFixed(0)} s`);

      const token = await signInToken(baseUrl);
      const loadBefore = loadavg();
      const opened = await measureReadyToPay(baseUrl, token, 'as it opens', {});
      const [busiest] = readyToPayResponse
        .parse(
          JSON.parse(
            (await timedRequest(baseUrl, token, 'GET', '/api/inventories/ordersPayoutInventories')).text,
          ),
        )
        .consigners.sort((a, b) => b.itemCount - a.itemCount);
      const [sample] = readyToPayResponse.parse(
        JSON.parse(
          (
            await timedRequest(
              baseUrl,
              token,
              'GET',
              '/api/inventories/ordersPayoutInventories?currentPage=20',
            )
          ).text,
        ),
      ).inventories;
      const readyToPay = [
        opened,
        await measureReadyToPay(baseUrl, token, 'a consigner', { consigner: String(busiest.consigner.id) }),
        await measureReadyToPay(baseUrl, token, `search code "${sample.code}"`, { search: sample.code }),
        await measureReadyToPay(baseUrl, token, `search title "${sample.title.split(/\s+/)[0]}"`, {
          search: sample.title.split(/\s+/)[0],
        }),
      ];
      for (const result of readyToPay) {
        console.log(
          `  Ready to Pay, ${result.name.padEnd(36)} ${result.count.toLocaleString('en-US').padStart(7)} items: ` +
            `p50 ${result.api.p50.toFixed(1)} p95 ${result.api.p95.toFixed(1)} ms`,
        );
      }

      const ids = await readyIds(baseUrl, token);
      const repeated = ids.length - new Set(ids).size;
      if (repeated > 0) throw new Error(`Ready to Pay's Select All listed ${repeated} items twice`);
      // Payouts of distinct items: one unmeasured, `runs` measured, then the export's.
      const runs = Math.min(CREATE_RUNS, Math.floor((ids.length - exportItems) / PAYOUT_CREATE_ITEMS) - 1);
      if (runs < 1) {
        throw new Error(
          `${ids.length} items are Ready to Pay: too few for two ${PAYOUT_CREATE_ITEMS}-item payouts and a ${exportItems}-item export (raise BENCH_PAYOUT_ITEMS)`,
        );
      }
      const createTimes: number[] = [];
      let taken = 0;
      // One unmeasured payout first (the first of a process pays for its code paths' warm-up).
      for (let run = 0; run <= runs; run++) {
        const chosen = ids.slice(taken, taken + PAYOUT_CREATE_ITEMS);
        taken += chosen.length;
        const { ms } = await createPayout(baseUrl, token, chosen);
        if (run > 0) createTimes.push(ms);
      }
      const create = { items: PAYOUT_CREATE_ITEMS, runs, api: timingOf(createTimes) };
      console.log(
        `  Creating a ${PAYOUT_CREATE_ITEMS}-item payout, ${runs} runs: p50 ${create.api.p50.toFixed(0)} p95 ${create.api.p95.toFixed(0)} ms`,
      );

      const big = await createPayout(baseUrl, token, ids.slice(taken, taken + exportItems));
      const exported = await measureExport(baseUrl, token, pid, big.id, exportItems);
      console.log(
        `  Exporting a ${exportItems.toLocaleString('en-US')}-item payout: ${(exported.bytes / 1e6).toFixed(2)} MB in ${exported.totalMs.toFixed(0)} ms, ` +
          `server RSS ${exported.rssBeforeMb.toFixed(0)} → peak ${exported.rssPeakMb.toFixed(0)} MB`,
      );
      const loadAfter = loadavg();
      const results: PayoutsBenchResults = {
        unpaidItems: opened.count,
        consigners,
        readyToPay,
        create,
        export: exported,
        loadAverage: { before: loadBefore, after: loadAfter },
      };
      await writeBenchResults(RESULTS_FILE, started, { repeats: REPEATS, warmup: WARMUP, ...results });
      console.log(
        `  ${opened.count.toLocaleString('en-US')} unpaid sold items over ${consigners} consigners; load average ` +
          `${loadBefore.map((value) => value.toFixed(2)).join(' ')} before, ${loadAfter.map((value) => value.toFixed(2)).join(' ')} after ` +
          `(${cpus().length} CPUs). Results: ${relative(REPO_ROOT, RESULTS_FILE)}`,
      );
      return results;
    },
  );
}

export function payoutGoalRows(result: PayoutsBenchResults): GoalRow[] {
  const note =
    result.unpaidItems < PAYOUT_BENCH_ITEMS
      ? `${result.unpaidItems.toLocaleString('en-US')} unpaid items: BENCH_PAYOUT_ITEMS`
      : undefined;
  const worst = result.readyToPay.reduce((found, one) => (one.api.p95 > found.api.p95 ? one : found));
  const growth = result.export.rssPeakMb - result.export.rssBeforeMb;
  return [
    {
      target: `Ready to Pay (GET /api/inventories/ordersPayoutInventories) on MariaDB, worst p95 of ${result.readyToPay.length}`,
      measured: `${formatMs(worst.api.p95)} ms (${worst.name})`,
      goal: `p95 under ${READY_TO_PAY_P95_MAX_MS} ms at ${PAYOUT_BENCH_ITEMS.toLocaleString('en-US')} unpaid items`,
      isMet: worst.api.p95 < READY_TO_PAY_P95_MAX_MS,
      note,
    },
    {
      target: `A ${result.create.items}-item payout created (POST /api/payouts/pay), MariaDB`,
      measured: `p50 ${formatMs(result.create.api.p50)} / p95 ${formatMs(result.create.api.p95)} ms`,
      goal: `p95 under ${PAYOUT_CREATE_P95_MAX_MS} ms`,
      isMet: result.create.api.p95 < PAYOUT_CREATE_P95_MAX_MS,
      note,
    },
    {
      target: `A ${result.export.items.toLocaleString('en-US')}-item payout exported (POST /api/payouts/export), streamed`,
      measured: `${formatMs(result.export.totalMs)} ms; server RSS peak ${result.export.rssPeakMb.toFixed(0)} MB (+${growth.toFixed(0)} MB while streaming)`,
      goal: `streamed: the server's peak RSS under ${EXPORT_PEAK_RSS_MAX_MB} MB (the inventory export's budget)`,
      isMet: result.export.rssPeakMb < EXPORT_PEAK_RSS_MAX_MB,
    },
  ];
}

// Alone (npx tsx tests/bench/bench-payouts.ts), with its own cleanups for Ctrl-C.
if (require.main === module) {
  runBenchAlone('PAYOUTS', async (onCleanup) => {
    const result = await benchPayouts(onCleanup);
    for (const row of payoutGoalRows(result)) {
      console.log(
        `  ${row.target}: ${row.measured} (goal ${row.goal}) ${row.isMet === null ? '' : row.isMet ? 'met' : 'MISSED'}`,
      );
    }
  });
}
