/**
 * Benchmark of the /findOrders list (GET /api/orders) on MariaDB, against issue 15's target: p95
 * under FIND_ORDERS_P95_MAX_MS with FIND_ORDERS_GOAL_ORDERS orders in the store.
 *
 * What it does: starts a throwaway MariaDB and the built server on it (which migrates and seeds the
 * demo store and its Admin), adds items with the large seed (scripts/seed-large.ts: the demo store
 * is the big one), then sells them in bulk in SQL: BENCH_ORDERS orders over the last two years, one
 * or two items each (one order in four has two), one in twenty from the online platform and one in
 * twenty from the kiosk, every fiftieth line returned, one item in seven paid out. Then, signed in
 * as the Admin, for each target (the list as it opens, the quick ranges, the channel and consigner
 * filters, the searches the screen offers, a larger page) at its first, middle and last page: one
 * checked request (count and rows), WARMUP unmeasured ones, then REPEATS sequential requests timed
 * to the last byte of the body. Last, the CSV export of every sold item, read to the end.
 *
 * BENCH_ORDERS scales the data (default FIND_ORDERS_GOAL_ORDERS; 5000 for a quick run).
 * Run alone: npm run build && npx tsx tests/bench/bench-find-orders.ts
 * Results: .tmp/bench-find-orders.json and a markdown table on stdout.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { join, relative } from 'node:path';
import { type Connection } from 'mysql2/promise';
// Relative, not @shared/...: tsx runs the bench without the tests' path aliases.
import { ORDERS_EXPORT_MAX, ordersResponse } from '../../shared/contracts/orders';
import { REPO_ROOT } from '../support/built-server';
import { elapsedMs, signInToken, timedRequest, type Timing, timingOf } from './bench-http';
import { type OnCleanup, runBenchAlone, withBenchWorld, benchSize } from './bench-process';
import { FIND_ORDERS_GOAL_ORDERS, FIND_ORDERS_P95_MAX_MS } from './goals';

const REPEATS = 40;
const WARMUP = 3;
const DATABASE_NAME = 'consigndesk_find_orders_bench';
const RESULTS_FILE = join(REPO_ROOT, '.tmp', 'bench-find-orders.json');
const DAY_MS = 24 * 60 * 60 * 1000;
/** The orders' sales are spread over this many days up to now. */
const HISTORY_DAYS = 730;

export interface FindOrdersResult {
  name: string;
  path: string;
  count: number;
  page: number;
  api: Timing;
}

export interface FindOrdersBenchResults {
  orders: number;
  lines: number;
  results: FindOrdersResult[];
  exportResult: { rows: number; bytes: number; totalMs: number };
}

const readOrders = () => benchSize('BENCH_ORDERS', FIND_ORDERS_GOAL_ORDERS, 1_000, 2_000_000);

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Sells the first `lines` items of the store (by id) not sold already (the demo's sales) on `orders` orders, in SQL: the orders, their
 * lines (a copy of each item's price and payout, as checkout writes them) and the items Sold or
 * Paid with their orderId and soldOn; a returned line's item is back on the floor.
 */
export async function sellInBulk(
  connection: Connection,
  storeId: number,
  orders: number,
  lines: number,
): Promise<void> {
  await connection.query('SET SESSION foreign_key_checks = 0, unique_checks = 0');
  const [last] = await connection.query(
    'SELECT COALESCE(MAX(number), 1000) AS number FROM orders WHERE storeId = ?',
    [storeId],
  );
  const first = Number((last as { number: number }[])[0].number) + 1;
  await connection.query(
    'CREATE TEMPORARY TABLE bench_sold (rn INT PRIMARY KEY, id INT, productId INT, consignerId INT, price DECIMAL(12,2), payout DECIMAL(12,2), isStoreAccount TINYINT)',
  );
  await connection.query(
    `INSERT INTO bench_sold
       SELECT ROW_NUMBER() OVER (ORDER BY i.id) - 1, i.id, i.productId, i.consignerId, COALESCE(i.price, 100), COALESCE(i.payout, 0), COALESCE(c.isStoreAccount, 0)
       FROM inventories i LEFT JOIN consigners c ON c.id = i.consignerId
       WHERE i.storeId = ? AND NOT EXISTS (SELECT 1 FROM order_lines sold WHERE sold.inventoryId = i.id)
       ORDER BY i.id LIMIT ?`,
    [storeId, lines],
  );
  const now = new Date();
  const secondsApart = (HISTORY_DAYS * DAY_MS) / 1000 / orders;
  await connection.query(
    `INSERT INTO orders (storeId, number, name, source, status, customerFirstName, customerLastName, subtotal, discount, tax, total, paid, \`change\`, refunded, completedAt, createdByName, platform, version, createdAt, updatedAt)
       SELECT ?, ? + k, CONCAT('#', ? + k),
              CASE k % 20 WHEN 0 THEN 'platform' WHEN 1 THEN 'kiosk' ELSE 'register' END,
              'completed', 'Bench', CONCAT('Customer ', k), SUM(price), 0, 0, SUM(price), SUM(price), 0, 0,
              soldOn, 'Bench Cashier', IF(k % 20 = 0, 'Shopify', NULL), 1, soldOn, soldOn
       FROM (SELECT FLOOR(rn * ? / ?) AS k, price,
                    DATE_SUB(?, INTERVAL FLOOR((? - 1 - FLOOR(rn * ? / ?)) * ?) SECOND) AS soldOn
             FROM bench_sold) sold
       GROUP BY k, soldOn`,
    [storeId, first, first, orders, lines, now, orders, orders, lines, secondsApart],
  );
  await connection.query(
    `INSERT INTO order_lines (storeId, orderId, inventoryId, productId, consignerId, source, price, lineDiscount, cartDiscount, discount, salePrice, tax, payout, payoutLabel, soldOn, returnedAt, returnedTo, refundId, createdAt, updatedAt)
       SELECT ?, o.id, s.id, s.productId, s.consignerId, o.source, s.price, 0, 0, 0, s.price, 0, s.payout,
              IF(s.isStoreAccount, 'Cost', 'Payout'), o.completedAt,
              IF(s.rn % 50 = 7, DATE_ADD(o.completedAt, INTERVAL 1 DAY), NULL), IF(s.rn % 50 = 7, 'Active', NULL),
              NULL, o.completedAt, o.completedAt
       FROM bench_sold s JOIN orders o ON o.storeId = ? AND o.number = ? + FLOOR(s.rn * ? / ?)`,
    [storeId, storeId, first, orders, lines],
  );
  await connection.query(
    `UPDATE inventories i JOIN bench_sold s ON s.id = i.id JOIN order_lines l ON l.inventoryId = i.id
       SET i.status = CASE WHEN l.returnedAt IS NOT NULL THEN 'Active' WHEN s.rn % 7 = 0 THEN 'Paid' ELSE 'Sold' END,
           i.orderId = IF(l.returnedAt IS NULL, l.orderId, NULL),
           i.soldOn = IF(l.returnedAt IS NULL, l.soldOn, NULL)
       WHERE i.storeId = ?`,
    [storeId],
  );
  await connection.query('DROP TEMPORARY TABLE bench_sold');
  await connection.query('ANALYZE TABLE orders, order_lines, inventories');
}

/** The targets: what the screen asks for, with the store's busiest consigner and a sold item's names. */
export async function targetsFor(
  connection: Connection,
  storeId: number,
): Promise<[string, Record<string, string>][]> {
  const [consigners] = await connection.query(
    'SELECT consignerId AS id FROM order_lines WHERE storeId = ? AND consignerId IS NOT NULL GROUP BY consignerId ORDER BY COUNT(*) DESC LIMIT 1',
    [storeId],
  );
  const [sold] = await connection.query(
    `SELECT i.code, p.title, p.sku, o.name FROM order_lines l
       JOIN inventories i ON i.id = l.inventoryId JOIN products p ON p.id = i.productId JOIN orders o ON o.id = l.orderId
       WHERE l.storeId = ? AND l.returnedAt IS NULL ORDER BY l.id LIMIT 1 OFFSET 1000`,
    [storeId],
  );
  const consignerId = String((consigners as { id: number }[])[0]?.id ?? '');
  const item = (sold as { code: string; title: string; sku: string; name: string }[])[0];
  if (!consignerId || !item) throw new Error('the measured store has no sold items to search for');
  const now = new Date();
  const tomorrow = day(new Date(now.getTime() + DAY_MS));
  const ago = (days: number) => day(new Date(now.getTime() - days * DAY_MS));
  const titleWord = item.title.split(/\s+/)[0];
  return [
    ['all (ALL)', {}],
    ['24 h', { dateRangeStart: ago(1), dateRangeEnd: tomorrow }],
    ['1M', { dateRangeStart: ago(30), dateRangeEnd: tomorrow }],
    ['1Y', { dateRangeStart: ago(365), dateRangeEnd: tomorrow }],
    ['in store', { channel: 'inStore' }],
    ['online', { channel: 'online' }],
    ['consigner (busiest)', { consigner: consignerId }],
    [
      'consigner + in store + 3M',
      { consigner: consignerId, channel: 'inStore', dateRangeStart: ago(91), dateRangeEnd: tomorrow },
    ],
    [`search order "${item.name}"`, { search: item.name }],
    [`search code "${item.code}"`, { search: item.code }],
    [`search SKU "${item.sku}"`, { search: item.sku }],
    [`search title "${titleWord}"`, { search: titleWord }],
    ['all, 100 a page', { pageSize: '100' }],
  ];
}

async function measureTarget(
  baseUrl: string,
  token: string,
  name: string,
  query: Record<string, string>,
): Promise<FindOrdersResult[]> {
  const pageSize = Number(query.pageSize ?? 10);
  const pathOf = (page: number) =>
    `/api/orders?${new URLSearchParams({ ...query, currentPage: String(page) })}`;
  const first = await timedRequest(baseUrl, token, 'GET', pathOf(1));
  if (first.status !== 200) throw new Error(`${name}: status ${first.status}: ${first.text.slice(0, 300)}`);
  const { count } = ordersResponse.parse(JSON.parse(first.text));
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const results: FindOrdersResult[] = [];
  for (const page of [...new Set([1, Math.ceil(pages / 2), pages])]) {
    const path = pathOf(page);
    const probe = await timedRequest(baseUrl, token, 'GET', path);
    const body = ordersResponse.parse(JSON.parse(probe.text));
    const expectedRows = Math.max(0, Math.min(pageSize, count - (page - 1) * pageSize));
    if (body.count !== count || body.rows.length !== expectedRows) {
      throw new Error(
        `${name} page ${page}: ${body.rows.length} rows of ${body.count}, expected ${expectedRows} of ${count}`,
      );
    }
    for (let index = 0; index < WARMUP; index++) await timedRequest(baseUrl, token, 'GET', path);
    const times: number[] = [];
    for (let index = 0; index < REPEATS; index++) {
      const response = await timedRequest(baseUrl, token, 'GET', path);
      if (response.status !== 200) throw new Error(`${name} page ${page}: status ${response.status}`);
      times.push(response.ms);
    }
    results.push({ name, path, count, page, api: timingOf(times) });
  }
  return results;
}

async function measureExport(baseUrl: string, token: string, expectedRows: number) {
  const start = process.hrtime.bigint();
  const response = await fetch(`${baseUrl}/api/orders/export`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`export: status ${response.status}: ${text.slice(0, 300)}`);
  const rows = text.split('\r\n').length - 2;
  // The export stops at ORDERS_EXPORT_MAX rows (a larger one is narrowed by its filters).
  const wanted = Math.min(expectedRows, ORDERS_EXPORT_MAX);
  if (rows !== wanted) throw new Error(`export: ${rows} rows, expected ${wanted}`);
  return { rows, bytes: Buffer.byteLength(text), totalMs: elapsedMs(start) };
}

function markdownTable(results: FindOrdersResult[]): string {
  const header = ['Target', 'Page', 'Count', 'API p50 ms', 'API p95 ms', 'API max ms'];
  const rows = results.map((r) => [
    r.name,
    r.page.toLocaleString('en-US'),
    r.count.toLocaleString('en-US'),
    r.api.p50.toFixed(1),
    `${r.api.p95.toFixed(1)}${r.api.p95 > FIND_ORDERS_P95_MAX_MS ? ' ⚠' : ''}`,
    r.api.max.toFixed(1),
  ]);
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map((_, column) => (column === 0 ? '---' : '---:')).join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/** Runs the /findOrders benchmark; throws when a target cannot be measured. */
export async function benchFindOrders(onCleanup: OnCleanup): Promise<FindOrdersBenchResults> {
  const orders = readOrders();
  // One order in four has two items; a fifth of the store's items stay unsold.
  const lines = Math.ceil(orders * 1.25);
  const bigStoreItems = Math.ceil(lines * 1.2);
  console.log('');
  console.log(
    `/findOrders: ${orders.toLocaleString('en-US')} orders (${lines.toLocaleString('en-US')} sold items) in the measured store (BENCH_ORDERS scales this)`,
  );
  const seed = { items: bigStoreItems + 1_000, stores: 2, bigStoreItems, withLogs: false };
  return withBenchWorld(
    onCleanup,
    { name: '/findOrders bench', databaseName: DATABASE_NAME, seed },
    async ({ baseUrl, seeded, connection, startedAt: started }) => {
      const storeId = seeded.bigStore.id;
      await sellInBulk(connection, storeId, orders, lines);
      console.log(`  seeded and sold in ${((Date.now() - started) / 1000).toFixed(0)} s`);

      const token = await signInToken(baseUrl);
      const results: FindOrdersResult[] = [];
      for (const [name, query] of await targetsFor(connection, storeId)) {
        for (const result of await measureTarget(baseUrl, token, name, query)) {
          results.push(result);
          console.log(
            `  ${name.padEnd(44)} page ${String(result.page).padStart(6)} of ${result.count.toLocaleString('en-US').padStart(7)}: ` +
              `p50 ${result.api.p50.toFixed(1)} p95 ${result.api.p95.toFixed(1)} ms`,
          );
        }
      }
      const listed = results.find((result) => result.name === 'all (ALL)')?.count ?? 0;
      const exportResult = await measureExport(baseUrl, token, listed);
      console.log(
        `  CSV export: ${exportResult.rows.toLocaleString('en-US')} rows, ${(exportResult.bytes / 1e6).toFixed(1)} MB in ${(exportResult.totalMs / 1000).toFixed(1)} s`,
      );
      const [counted] = await connection.query(
        'SELECT (SELECT COUNT(*) FROM orders WHERE storeId = ?) AS orders, (SELECT COUNT(*) FROM order_lines WHERE storeId = ?) AS lineCount',
        [storeId, storeId],
      );
      const sizes = (counted as { orders: number; lineCount: number }[])[0];
      await mkdir(join(REPO_ROOT, '.tmp'), { recursive: true });
      await writeFile(
        RESULTS_FILE,
        `${JSON.stringify(
          {
            startedAt: new Date(started).toISOString(),
            orders: Number(sizes.orders),
            lines: Number(sizes.lineCount),
            cpus: `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown'}`,
            repeats: REPEATS,
            warmup: WARMUP,
            targetP95Ms: FIND_ORDERS_P95_MAX_MS,
            results,
            export: exportResult,
          },
          null,
          2,
        )}\n`,
      );
      console.log('');
      console.log(markdownTable(results));
      console.log('');
      const over = results.filter((result) => result.api.p95 > FIND_ORDERS_P95_MAX_MS);
      console.log(
        `${Number(sizes.orders).toLocaleString('en-US')} orders, ${Number(sizes.lineCount).toLocaleString('en-US')} lines in the measured store; ` +
          `${REPEATS} sequential requests per row after ${WARMUP} warm-up, one client on the same machine. ` +
          (over.length === 0
            ? `Every target's p95 is under ${FIND_ORDERS_P95_MAX_MS} ms.`
            : `${over.length} of ${results.length} targets have a p95 over ${FIND_ORDERS_P95_MAX_MS} ms (marked ⚠).`),
      );
      console.log(`Results: ${relative(REPO_ROOT, RESULTS_FILE)}`);
      return { orders: Number(sizes.orders), lines: Number(sizes.lineCount), results, exportResult };
    },
  );
}

// Alone (npx tsx tests/bench/bench-find-orders.ts), with its own cleanups for Ctrl-C.
if (require.main === module) {
  runBenchAlone('/findOrders', (onCleanup) => benchFindOrders(onCleanup));
}
