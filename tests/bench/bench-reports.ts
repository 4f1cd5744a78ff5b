/**
 * Issue 18's report targets on MariaDB: the dashboard (GET /api/reports/dashboardStats) and the shop
 * report (GET /api/reports/shopReport), each over the default range (the last 30 days through
 * today) and over a year, REPEATS sequential requests each after WARMUP, timed to the last byte,
 * against REPORT_P95_MAX_MS.
 *
 * What it does: starts a throwaway MariaDB and the built server on it (which migrates and seeds the
 * demo store), adds BENCH_REPORT_ITEMS items (default REPORT_BENCH_ITEMS, the issue's size) across
 * REPORT_BENCH_STORES stores with the large seed (the demo store holds a fifth of them and is the
 * one measured: the busiest), sells a quarter of each store's items in one order per 1.25 items
 * (REPORT_BENCH_ORDERS orders at the issue's size) spread over two years as the /findOrders bench
 * does (bench-find-orders.ts sellInBulk: one sale in fifty returned, one in seven paid), then signs
 * in as the demo Admin and measures.
 * Run alone: npm run build && BENCH_REPORT_ITEMS=20000 npx tsx tests/bench/bench-reports.ts
 * Results: .tmp/bench-reports.json.
 */
import { cpus, loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { type Connection } from 'mysql2/promise';
// Relative, not @shared/...: tsx runs the bench without the tests' path aliases.
import { dashboardStatsResponse, shopReportResponse } from '../../shared/contracts/reports';
import { addDays } from '../../shared/domain/dashboard-figures';
import { SEED_LARGE_DEFAULTS } from '../../scripts/seed-large';
import { REPO_ROOT } from '../support/built-server';
import { sellInBulk } from './bench-find-orders';
import { signInToken, timedRequest, type Timing, timingOf } from './bench-http';
import { type OnCleanup, runBenchAlone, withBenchWorld, benchSize, writeBenchResults } from './bench-process';
import {
  formatMs,
  type GoalRow,
  REPORT_BENCH_ITEMS,
  REPORT_BENCH_ORDERS,
  REPORT_BENCH_STORES,
  REPORT_P95_MAX_MS,
} from './goals';

const REPEATS = 40;
const WARMUP = 3;
const DATABASE_NAME = 'consigndesk_reports_bench';
const RESULTS_FILE = join(REPO_ROOT, '.tmp', 'bench-reports.json');
/** Items sold per order, and the share of a store's items sold. */
const LINES_PER_ORDER = 1.25;
const SOLD_SHARE = 0.25;

export interface ReportsBenchResults {
  items: number;
  orders: number;
  stores: number;
  /** The measured (demo) store's items and orders. */
  storeItems: number;
  storeOrders: number;
  reports: { name: string; path: string; api: Timing }[];
  loadAverage: { before: number[]; after: number[] };
}

const readItems = () => benchSize('BENCH_REPORT_ITEMS', REPORT_BENCH_ITEMS, 2_000, 2_000_000);

async function measure(
  baseUrl: string,
  token: string,
  name: string,
  path: string,
  check: (body: unknown) => void,
) {
  const probe = await timedRequest(baseUrl, token, 'GET', path);
  if (probe.status !== 200) throw new Error(`${name}: status ${probe.status}: ${probe.text.slice(0, 300)}`);
  check(JSON.parse(probe.text));
  for (let index = 0; index < WARMUP; index++) await timedRequest(baseUrl, token, 'GET', path);
  const times: number[] = [];
  for (let index = 0; index < REPEATS; index++) {
    const response = await timedRequest(baseUrl, token, 'GET', path);
    if (response.status !== 200) throw new Error(`${name}: status ${response.status}`);
    times.push(response.ms);
  }
  return { name, path, api: timingOf(times) };
}

async function countOf(connection: Connection, sql: string, values: unknown[]): Promise<number> {
  const [rows] = await connection.query(sql, values);
  return Number((rows as { n: number }[])[0].n);
}

/** Runs the reports benchmark; throws when a target cannot be measured. */
export async function benchReports(onCleanup: OnCleanup): Promise<ReportsBenchResults> {
  const items = readItems();
  console.log('');
  console.log(
    `Reports: ${items.toLocaleString('en-US')} items, about ${Math.round((items * SOLD_SHARE) / LINES_PER_ORDER).toLocaleString('en-US')} orders across ${REPORT_BENCH_STORES} stores (BENCH_REPORT_ITEMS scales this)`,
  );
  const seed = {
    items,
    stores: REPORT_BENCH_STORES,
    bigStoreItems: Math.round(items * SEED_LARGE_DEFAULTS.bigStoreShare),
    withLogs: false,
  };
  return withBenchWorld(
    onCleanup,
    { name: 'reports bench', databaseName: DATABASE_NAME, seed },
    async ({ baseUrl, seeded, connection, startedAt: started }) => {
      for (const store of seeded.stores) {
        const lines = Math.floor(store.items * SOLD_SHARE);
        if (lines > 0)
          await sellInBulk(connection, store.id, Math.max(1, Math.round(lines / LINES_PER_ORDER)), lines);
      }
      const storeId = seeded.bigStore.id;
      const orders = await countOf(connection, 'SELECT COUNT(*) AS n FROM orders', []);
      const storeOrders = await countOf(connection, 'SELECT COUNT(*) AS n FROM orders WHERE storeId = ?', [
        storeId,
      ]);
      const storeItems = await countOf(
        connection,
        'SELECT COUNT(*) AS n FROM inventories WHERE storeId = ?',
        [storeId],
      );
      console.log(
        `  seeded and sold in ${((Date.now() - started) / 1000).toFixed(0)} s: ${orders.toLocaleString('en-US')} orders; ` +
          `the demo store ${storeItems.toLocaleString('en-US')} items, ${storeOrders.toLocaleString('en-US')} orders`,
      );

      const token = await signInToken(baseUrl);
      // The store's today (UTC in the demo store unless its Settings say otherwise) is close enough here.
      const today = new Date().toISOString().slice(0, 10);
      const ranges = {
        'the last 30 days': `startDate=${addDays(today, -29)}&endDate=${addDays(today, 1)}`,
        'a year': `startDate=${addDays(today, -364)}&endDate=${addDays(today, 1)}`,
      };
      const loadBefore = loadavg();
      const reports: ReportsBenchResults['reports'] = [];
      for (const [rangeName, range] of Object.entries(ranges)) {
        let floor = { previous: Number.NaN, current: Number.NaN };
        reports.push(
          await measure(
            baseUrl,
            token,
            `dashboard, ${rangeName}`,
            `/api/reports/dashboardStats?${range}`,
            (body) => {
              const stats = dashboardStatsResponse.parse(body).dashboardStats;
              if (stats.searchMonthCount === 0) throw new Error('dashboard: no sales in the range');
              floor = {
                previous: stats.activePrevInventoryAmountTotal,
                current: stats.activeInventoryAmountTotal,
              };
            },
          ),
        );
        reports.push(
          await measure(
            baseUrl,
            token,
            `shop report, ${rangeName}`,
            `/api/reports/shopReport?${range}`,
            (body) => {
              const report = shopReportResponse.parse(body);
              if (report.sales.current === 0) throw new Error('shop report: no sales in the range');
              // The shop report derives the floor at the start from the one at the end (floorBefore);
              // the dashboard reads both: they must agree.
              const derived = {
                previous: report.inventoryValue.previous,
                current: report.inventoryValue.current,
              };
              if (derived.previous !== floor.previous || derived.current !== floor.current)
                throw new Error(
                  `shop report: inventory value ${JSON.stringify(derived)}, the dashboard's ${JSON.stringify(floor)}`,
                );
            },
          ),
        );
      }
      const loadAfter = loadavg();
      for (const result of reports) {
        console.log(
          `  ${result.name.padEnd(32)} p50 ${result.api.p50.toFixed(1)} p95 ${result.api.p95.toFixed(1)} max ${result.api.max.toFixed(1)} ms`,
        );
      }
      const results: ReportsBenchResults = {
        items,
        orders,
        stores: REPORT_BENCH_STORES,
        storeItems,
        storeOrders,
        reports,
        loadAverage: { before: loadBefore, after: loadAfter },
      };
      await writeBenchResults(RESULTS_FILE, started, { repeats: REPEATS, warmup: WARMUP, ...results });
      console.log(
        `  load average ${loadBefore.map((value) => value.toFixed(2)).join(' ')} before, ` +
          `${loadAfter.map((value) => value.toFixed(2)).join(' ')} after (${cpus().length} CPUs). Results: ${relative(REPO_ROOT, RESULTS_FILE)}`,
      );
      return results;
    },
  );
}

export function reportGoalRows(result: ReportsBenchResults): GoalRow[] {
  const note =
    result.items < REPORT_BENCH_ITEMS
      ? `${result.items.toLocaleString('en-US')} items, ${result.orders.toLocaleString('en-US')} orders: BENCH_REPORT_ITEMS`
      : undefined;
  const worst = result.reports.reduce((found, one) => (one.api.p95 > found.api.p95 ? one : found));
  return [
    {
      target: `Dashboard and shop report (GET /api/reports/dashboardStats, /shopReport) on MariaDB, worst p95 of ${result.reports.length}`,
      measured: `${formatMs(worst.api.p95)} ms (${worst.name})`,
      goal: `p95 under ${REPORT_P95_MAX_MS} ms at ${REPORT_BENCH_ITEMS.toLocaleString('en-US')} items and ${REPORT_BENCH_ORDERS.toLocaleString('en-US')} orders across ${REPORT_BENCH_STORES} stores`,
      isMet: worst.api.p95 < REPORT_P95_MAX_MS,
      note,
    },
  ];
}

// Alone (npx tsx tests/bench/bench-reports.ts), with its own cleanups for Ctrl-C.
if (require.main === module) {
  runBenchAlone('REPORTS', async (onCleanup) => {
    const result = await benchReports(onCleanup);
    for (const row of reportGoalRows(result)) {
      console.log(
        `  ${row.target}: ${row.measured} (goal ${row.goal}) ${row.isMet === null ? '' : row.isMet ? 'met' : 'MISSED'}`,
      );
    }
  });
}
