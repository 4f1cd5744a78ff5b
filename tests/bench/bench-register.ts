/**
 * Issue 15's register targets on MariaDB, with BENCH_REGISTER_ITEMS items (default 200,000, the
 * issue's size) in the measured store and a tenth as many in a second one:
 * - adding a scanned item to the cart (GET /api/orders/cartItem?code=), REGISTER_CLIENTS registers
 *   scanning at once, each its own session, over up to 2,000 Active items' codes, for BENCH_DURATION
 *   seconds after a warm-up: p50/p95/p99 against CART_ITEM_P95_MAX_MS;
 * - completing a 10-item sale (POST /api/orders/checkout: priced again, numbered, 10 items Sold with
 *   their logs, the order answered), one register after another, CHECKOUTS sales after a few
 *   unmeasured ones, timed from the request to the last byte of the answer: against
 *   CHECKOUT_P95_MAX_MS.
 *
 * What it does: starts a throwaway MariaDB (buffer pool sized for the data), the built server on it
 * (which migrates and seeds the demo store), adds the items (scripts/seed-large.ts: the demo store is
 * the measured one), signs in as the demo Admin and measures.
 * Run alone: npm run build && BENCH_REGISTER_ITEMS=5000 BENCH_DURATION=2 npx tsx tests/bench/bench-register.ts
 * Results: .tmp/bench-register.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { type Connection } from 'mysql2/promise';
// Relative, not @shared/...: tsx runs the bench without the tests' path aliases.
import { cartItemResponse, orderResponse } from '../../shared/contracts/orders';
import { fromCents, toCents } from '../../shared/domain/money';
import { priceSale } from '../../shared/domain/sale';
import { REPO_ROOT } from '../support/built-server';
import { elapsedMs, signInToken } from './bench-http';
import { type OnCleanup, runBenchAlone, withBenchWorld, benchSize } from './bench-process';
import {
  CART_ITEM_P95_MAX_MS,
  CHECKOUT_P95_MAX_MS,
  formatMs,
  type GoalRow,
  REGISTER_BENCH_ITEMS,
} from './goals';
import { benchDurationS, type LatencySummary, runLoad, summarize } from './load';

/** Registers scanning at once. */
const REGISTER_CLIENTS = 4;
const CART_CODES = 2_000;
const ITEMS_PER_SALE = 10;
/** Measured sales, after WARMUP_SALES unmeasured ones. */
const CHECKOUTS = 60;
const WARMUP_SALES = 5;
const DATABASE_NAME = 'consigndesk_register_bench';
const RESULTS_FILE = join(REPO_ROOT, '.tmp', 'bench-register.json');

export interface RegisterBenchResult {
  /** Items in the measured store. */
  storeItems: number;
  cartItem: {
    clients: number;
    codes: number;
    requests: number;
    requestsPerSec: number;
    latencyMs: LatencySummary;
    errors: number;
    non2xx: number;
  };
  checkout: { sales: number; itemsPerSale: number; latencyMs: LatencySummary };
}

const readItems = () => benchSize('BENCH_REGISTER_ITEMS', REGISTER_BENCH_ITEMS, 2_000, 5_000_000);

/** Active, priced items of the store, in id order: the first for the scans, the rest for the sales. */
async function activeItems(
  connection: Connection,
  storeId: number,
  count: number,
): Promise<{ id: number; code: string; price: number }[]> {
  const [rows] = await connection.query(
    "SELECT id, code, price FROM inventories WHERE storeId = ? AND status = 'Active' AND price IS NOT NULL ORDER BY id LIMIT ?",
    [storeId, count],
  );
  return (rows as { id: number; code: string; price: string | number }[]).map((row) => ({
    id: Number(row.id),
    code: row.code,
    price: Number(row.price),
  }));
}

async function measureCartItems(
  baseUrl: string,
  codes: readonly string[],
): Promise<RegisterBenchResult['cartItem']> {
  const tokens: string[] = [];
  for (let index = 0; index < REGISTER_CLIENTS; index++) tokens.push(await signInToken(baseUrl));
  const pathOf = (code: string) => `/api/orders/cartItem?code=${encodeURIComponent(code)}`;
  const probe = await fetch(`${baseUrl}${pathOf(codes[0])}`, {
    headers: { authorization: `Bearer ${tokens[0]}` },
  });
  const text = await probe.text();
  if (probe.status !== 200) throw new Error(`cartItem: status ${probe.status}: ${text.slice(0, 300)}`);
  cartItemResponse.parse(JSON.parse(text));

  const durationS = benchDurationS();
  let next = 0;
  let nextSession = 0;
  const run = await runLoad({
    url: `${baseUrl}${pathOf(codes[0])}`,
    headers: {},
    connections: REGISTER_CLIENTS,
    warmupS: Math.min(2, durationS),
    durationS,
    nextRequest: (client) => {
      client.authorization ??= `Bearer ${tokens[nextSession++ % tokens.length]}`;
      return {
        path: pathOf(codes[next++ % codes.length]),
        headers: { authorization: client.authorization as string },
      };
    },
  });
  return {
    clients: REGISTER_CLIENTS,
    codes: codes.length,
    requests: run.measured.requests,
    requestsPerSec: run.measured.requests / run.measuredS,
    latencyMs: run.latencies.summary(),
    errors: run.measured.errors + run.warmup.errors,
    non2xx: run.measured.non2xx + run.warmup.non2xx,
  };
}

async function measureCheckouts(
  baseUrl: string,
  connection: Connection,
  storeId: number,
  items: readonly { id: number; price: number }[],
): Promise<RegisterBenchResult['checkout']> {
  const [stores] = await connection.query('SELECT chargeTax, salesTaxRate FROM stores WHERE id = ?', [
    storeId,
  ]);
  const store = (stores as { chargeTax: number; salesTaxRate: string | number }[])[0];
  const authorization = `Bearer ${await signInToken(baseUrl)}`;
  const times: number[] = [];
  for (let sale = 0; sale < WARMUP_SALES + CHECKOUTS; sale++) {
    const cart = items.slice(sale * ITEMS_PER_SALE, (sale + 1) * ITEMS_PER_SALE);
    if (cart.length < ITEMS_PER_SALE) throw new Error(`checkout: only ${items.length} Active items to sell`);
    // As the Sell screen prices it: the same rule, so expectedTotal is the server's total.
    const totals = priceSale({
      lines: cart.map((item) => ({ inventoryId: item.id, priceCents: toCents(item.price) })),
      isTaxCharged: Boolean(Number(store.chargeTax)),
      taxRatePercent: Number(store.salesTaxRate),
    });
    const total = fromCents(totals.totalCents);
    const start = process.hrtime.bigint();
    const response = await fetch(`${baseUrl}/api/orders/checkout`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({
        lines: cart.map((item) => ({ inventoryId: item.id })),
        payments: [{ method: 'card', amount: total }],
        expectedTotal: total,
      }),
    });
    const text = await response.text();
    const ms = elapsedMs(start);
    if (response.status !== 201)
      throw new Error(`checkout: status ${response.status}: ${text.slice(0, 300)}`);
    const { order } = orderResponse.parse(JSON.parse(text));
    if (order.lineItems.length !== ITEMS_PER_SALE || order.total !== total) {
      throw new Error(
        `checkout: answered ${order.lineItems.length} lines, total ${order.total} (expected ${total})`,
      );
    }
    if (sale >= WARMUP_SALES) times.push(ms);
  }
  return { sales: times.length, itemsPerSale: ITEMS_PER_SALE, latencyMs: summarize(times) };
}

/** Runs the register benchmark; throws when a target cannot be measured. */
export async function benchRegister(onCleanup: OnCleanup): Promise<RegisterBenchResult> {
  const storeItems = readItems();
  console.log('');
  console.log(
    `Register: ${storeItems.toLocaleString('en-US')} items in the measured store (BENCH_REGISTER_ITEMS scales this)`,
  );
  const bufferPool = `${Math.max(256, Math.ceil((storeItems * 1.1 * 1.6) / 1024 / 256) * 256)}M`;
  console.log(`  starting a throwaway MariaDB (buffer pool ${bufferPool})...`);
  const seed = {
    items: storeItems + Math.round(storeItems / 10),
    stores: 2,
    bigStoreItems: storeItems,
    withLogs: true,
    log: (line: string) => console.log(line),
  };
  return withBenchWorld(
    onCleanup,
    { name: 'register bench', databaseName: DATABASE_NAME, bufferPoolSize: bufferPool, seed },
    async ({ baseUrl, seeded, connection, startedAt: started }) => {
      console.log(`  seeded in ${(seeded.elapsedMs / 1000).toFixed(0)} s`);
      const storeId = seeded.bigStore.id;
      // The sales' items first; the scans read the rest (up to CART_CODES: a small store has fewer).
      const saleItems = (WARMUP_SALES + CHECKOUTS) * ITEMS_PER_SALE;
      const items = await activeItems(connection, storeId, saleItems + CART_CODES);
      if (items.length < saleItems + 100) {
        throw new Error(`only ${items.length} Active items in the measured store`);
      }
      process.stdout.write(`  cartItem, ${REGISTER_CLIENTS} registers scanning at once: `);
      const cartItem = await measureCartItems(
        baseUrl,
        items.slice(saleItems).map((item) => item.code),
      );
      console.log(
        `${Math.round(cartItem.requestsPerSec)} req/s, p50 ${formatMs(cartItem.latencyMs.p50)} ` +
          `p95 ${formatMs(cartItem.latencyMs.p95)} p99 ${formatMs(cartItem.latencyMs.p99)} ms ` +
          `(goal: p95 under ${CART_ITEM_P95_MAX_MS} ms)`,
      );
      process.stdout.write(`  ${CHECKOUTS} checkouts of ${ITEMS_PER_SALE} items, one after another: `);
      const checkout = await measureCheckouts(baseUrl, connection, storeId, items.slice(0, saleItems));
      console.log(
        `p50 ${formatMs(checkout.latencyMs.p50)} p95 ${formatMs(checkout.latencyMs.p95)} ` +
          `max ${formatMs(checkout.latencyMs.max)} ms (goal: p95 under ${CHECKOUT_P95_MAX_MS} ms)`,
      );
      const result: RegisterBenchResult = { storeItems, cartItem, checkout };
      await mkdir(join(REPO_ROOT, '.tmp'), { recursive: true });
      await writeFile(
        RESULTS_FILE,
        `${JSON.stringify({ startedAt: new Date(started).toISOString(), ...result }, null, 2)}\n`,
      );
      console.log(`  Results: ${relative(REPO_ROOT, RESULTS_FILE)}`);
      return result;
    },
  );
}

/** The register's goal rows (goals.ts), for run-bench.ts's table. */
export function registerGoalRows(result: RegisterBenchResult): GoalRow[] {
  const note =
    result.storeItems < REGISTER_BENCH_ITEMS
      ? `${result.storeItems.toLocaleString('en-US')} items, fewer than the goal's`
      : undefined;
  const { cartItem, checkout } = result;
  return [
    {
      target: `A scanned item added to the cart (GET /api/orders/cartItem), ${cartItem.clients} registers at once, MariaDB`,
      measured: `p50 ${formatMs(cartItem.latencyMs.p50)} / p95 ${formatMs(cartItem.latencyMs.p95)} ms`,
      goal: `p95 under ${CART_ITEM_P95_MAX_MS} ms at ${REGISTER_BENCH_ITEMS.toLocaleString('en-US')} items`,
      isMet: cartItem.latencyMs.p95 < CART_ITEM_P95_MAX_MS,
      note,
    },
    {
      target: `A ${checkout.itemsPerSale}-item sale completed (POST /api/orders/checkout), MariaDB`,
      measured: `p50 ${formatMs(checkout.latencyMs.p50)} / p95 ${formatMs(checkout.latencyMs.p95)} ms`,
      goal: `p95 under ${CHECKOUT_P95_MAX_MS} ms at ${REGISTER_BENCH_ITEMS.toLocaleString('en-US')} items`,
      isMet: checkout.latencyMs.p95 < CHECKOUT_P95_MAX_MS,
      note,
    },
  ];
}

// Alone (npx tsx tests/bench/bench-register.ts), with its own cleanups for Ctrl-C.
if (require.main === module) {
  runBenchAlone('REGISTER', async (onCleanup) => {
    const result = await benchRegister(onCleanup);
    for (const row of registerGoalRows(result)) {
      console.log(`  ${row.target}: ${row.measured} (goal ${row.goal}) ${row.isMet ? 'met' : 'MISSED'}`);
    }
  });
}
