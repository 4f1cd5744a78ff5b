/**
 * Benchmark of the inventory admin lists (GET /api/inventories/paginatedInventories) on a large
 * MariaDB data set, against the issue's target: with 200,000 items in one store and 1,000,000
 * across 20 stores, p95 under 100 ms for each list mode's default filter and the common filter and
 * sort combinations, at the first, middle and last page.
 *
 * What it does: starts a throwaway MariaDB (buffer pool sized for the data, as a production server
 * would be), starts the built server on it (which migrates and seeds the demo store and its Admin),
 * adds the large data set (scripts/seed-large.ts: the demo store is the big one), signs in as the
 * Admin, waits for MariaDB to write out what the seed changed (settle), warms the server up with
 * SERVER_WARM_UP_REQUESTS list requests, then for each target:
 * - probes the page once with MariaDB's statement log on (slow log to a table, long_query_time 0),
 *   which gives the exact SQL the server ran for it, and checks the answer (rows, count, store);
 * - REPEATS rounds, one client, as a user paging would, each round timing in turn: the API's
 *   request (client-side, to the last byte of the body, on a kept-alive connection); MariaDB's
 *   replay of the captured SELECTs (less the auth guard's lookup of the caller, which a session's
 *   requests share for up to a second), one after another on one direct connection: the time MariaDB
 *   itself takes for the same queries (the ratio API / MariaDB is the overhead of everything else:
 *   HTTP, auth, Nest, TypeORM, mapping, JSON; goal: LIST_RATIO_MAX); and a bare Fastify sending
 *   the same answer (the HTTP exchange alone: the floor ratio).
 * Then, on the same data:
 * - code lookups (GET /api/inventories/code/{code}, as a scanner does) from CODE_LOOKUP_CLIENTS
 *   clients at once, each its own session, over 1,000 codes of the measured store, for
 *   BENCH_DURATION seconds after a warm-up: p50/p95/p99 against CODE_LOOKUP_P95_MAX_MS;
 * - issue 13's scanning targets (bench-scans.ts): scan intake's GTIN lookup under load, and a
 *   5,000-scan run saved and answered;
 * - the CSV export of every item of the measured store (GET /api/inventories/exportInventory),
 *   read to the end while the server's resident memory is sampled: its peak against
 *   EXPORT_PEAK_RSS_MAX_MB (the goal is for EXPORT_GOAL_ROWS items, BENCH_INVENTORY_ROWS=1000000).
 *
 * BENCH_INVENTORY_ROWS scales the data (default DEFAULT_ROWS; 1000000 is the issue's full size, a
 * ~10 minute run on 2 cores; the store split stays 1/5 in the big store, 20 stores).
 * BENCH_INVENTORY_DATABASE_URL measures an existing database instead, seeded by `npm run seed:large`
 * (its user needs SUPER for the statement log); nothing is started or seeded then.
 * Run alone: npm run build && npx tsx tests/bench/bench-inventories.ts
 * Results: .tmp/bench-inventories.json and a markdown table on stdout.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Agent, get as httpGet } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createConnection, type Connection } from 'mysql2/promise';
// Relative, not @shared/...: tsx runs the bench without the tests' path aliases.
import { INVENTORY_LIST_MODES, INVENTORY_SORT_OPTIONS } from '../../shared/constants';
import { inventoryResponse } from '../../shared/contracts/inventories';
import { paginatedInventoriesResponse } from '../../shared/contracts/inventory-lists';
import { INVENTORY_LIST_MODE_DEFINITIONS } from '../../shared/domain/inventory-list';
import { SEED_LARGE_DEFAULTS, seedLarge } from '../../scripts/seed-large';
import { REPO_ROOT } from '../support/built-server';
import { createDatabase, startMariaDb } from '../support/mariadb-server';
import { elapsedMs, signInToken, type Timing, timingOf } from './bench-http';
import {
  DEMO_ADMIN,
  type OnCleanup,
  runBenchAlone,
  startBareFastify,
  startBenchServer,
  benchSize,
} from './bench-process';
import {
  CODE_LOOKUP_CLIENTS,
  CODE_LOOKUP_P95_MAX_MS,
  EXPORT_GOAL_ROWS,
  EXPORT_PEAK_RSS_MAX_MB,
  formatMs,
  GTIN_LOOKUP_CLIENTS,
  GTIN_LOOKUP_P95_MAX_MS,
  LIST_RATIO_MAX,
  SCAN_RUN_SAVE_MAX_MS,
  SCAN_RUN_SCANS,
} from './goals';
import { type GtinLookupResult, measureGtinLookups, measureScanRun, type ScanRunResult } from './bench-scans';
import { benchDurationS, type LatencySummary, residentMegabytes, runLoad } from './load';

const DEFAULT_ROWS = 100_000;
/** Measured requests (and replays) per target, after WARMUP unmeasured ones. */
const REPEATS = 40;
const WARMUP = 3;
const TARGET_P95_MS = 100;
const DATABASE_NAME = 'consigndesk_inventory_bench';
const RESULTS_FILE = join(REPO_ROOT, '.tmp', 'bench-inventories.json');

interface Target {
  group: string;
  name: string;
  query: Record<string, string>;
}

interface Result {
  group: string;
  name: string;
  path: string;
  count: number;
  page: number;
  api: Timing;
  sql: Timing;
  /** The list's own statements (on inventories and products). */
  listSql: Timing;
  statements: number;
  ratioP50: number;
  ratioP95: number;
  /** The same answer sent by a bare Fastify that does nothing else (startBareFastify's /answer). */
  http: Timing;
  /**
   * (MariaDB + that HTTP exchange) / MariaDB at p95: the ratio of a server whose only work besides
   * the same SELECTs is sending the same answer. Over LIST_RATIO_MAX, no server can meet the goal
   * for this target on this machine.
   */
  floorRatioP95: number;
  /** The same at p50. */
  floorRatioP50: number;
}

const readRows = () => benchSize('BENCH_INVENTORY_ROWS', DEFAULT_ROWS, 1_000, 5_000_000);

/** Enough buffer pool for the whole data set and its indexes (~1 KB an item), as production would size it. */
function bufferPoolFor(rows: number): string {
  const megabytes = Math.max(256, Math.ceil((rows * 1.6) / 1024 / 256) * 256);
  return `${megabytes}M`;
}

/** Share of all CPUs busy over a window in which this benchmark itself is idle: other work on the machine. */
async function otherCpuShare(windowMs = 2000): Promise<number> {
  const totals = () =>
    cpus().reduce(
      (sum, cpu) => {
        const { idle, user, nice, sys, irq } = cpu.times;
        return { idle: sum.idle + idle, all: sum.all + idle + user + nice + sys + irq };
      },
      { idle: 0, all: 0 },
    );
  const before = totals();
  await new Promise((resolveWait) => setTimeout(resolveWait, windowMs));
  const after = totals();
  const all = after.all - before.all;
  return all > 0 ? 1 - (after.idle - before.idle) / all : 0;
}

/** The statement log is read once it has had no new entry for this long (StatementLog.quiet). */
const LOG_QUIET_MS = 100;
const LOG_QUIET_MAX_MS = 2000;
/** Dirty pages left in MariaDB's buffer pool under which it is taken to have settled. */
const SETTLED_DIRTY_PAGES = 500;
const SETTLE_TIMEOUT_MS = 10 * 60_000;
/** Requests over the targets' first pages before any is measured: a server that has been running a while. */
const SERVER_WARM_UP_REQUESTS = 500;

const dirtyPages = async (connection: Connection) => {
  const [rows] = await connection.query("SHOW GLOBAL STATUS LIKE 'Innodb_buffer_pool_pages_dirty'");
  return Number((rows as { Value: string }[])[0]?.Value ?? 0);
};

/**
 * Waits for MariaDB to write out the pages the seed left changed in memory. Left to itself it writes
 * about a hundred a second (innodb_io_capacity 200) for minutes after a large seed, taking CPU from
 * whatever is measured then (the first targets). innodb_max_dirty_pages_pct = 0 has them written
 * now, and innodb_io_capacity at its maximum as fast as MariaDB allows; both are put back after.
 */
async function settle(connection: Connection): Promise<void> {
  const [variables] = await connection.query(
    "SHOW GLOBAL VARIABLES WHERE Variable_name IN ('innodb_max_dirty_pages_pct', 'innodb_io_capacity', 'innodb_io_capacity_max')",
  );
  const settings = new Map(
    (variables as { Variable_name: string; Value: string }[]).map((row) => [
      row.Variable_name,
      Number(row.Value),
    ]),
  );
  const maxDirty = settings.get('innodb_max_dirty_pages_pct') ?? 90;
  const ioCapacity = settings.get('innodb_io_capacity') ?? 200;
  const ioCapacityMax = settings.get('innodb_io_capacity_max') ?? ioCapacity;
  const start = Date.now();
  const before = await dirtyPages(connection);
  await connection.query(
    `SET GLOBAL innodb_io_capacity = ${Math.max(ioCapacity, ioCapacityMax)}, GLOBAL innodb_max_dirty_pages_pct = 0`,
  );
  try {
    let dirty = before;
    while (dirty > SETTLED_DIRTY_PAGES && Date.now() - start < SETTLE_TIMEOUT_MS) {
      await new Promise((resolveWait) => setTimeout(resolveWait, 1000));
      dirty = await dirtyPages(connection);
    }
    console.log(
      `  MariaDB settled: ${before.toLocaleString('en-US')} → ${dirty.toLocaleString('en-US')} changed pages in memory ` +
        `in ${((Date.now() - start) / 1000).toFixed(0)} s`,
    );
  } finally {
    await connection.query(
      `SET GLOBAL innodb_max_dirty_pages_pct = ${maxDirty}, GLOBAL innodb_io_capacity = ${ioCapacity}`,
    );
  }
}

/** Every target's first page in turn, SERVER_WARM_UP_REQUESTS requests in all, none measured. */
async function warmUp(client: Client, targets: Target[]): Promise<void> {
  await client.signIn();
  for (let index = 0; index < SERVER_WARM_UP_REQUESTS; index++) {
    const target = targets[index % targets.length];
    const response = await client.get(
      `/api/inventories/paginatedInventories?${new URLSearchParams(target.query)}`,
    );
    if (response.status !== 200) throw new Error(`warm-up: ${target.name}: status ${response.status}`);
  }
}

/** The measured store and the busiest of its records, for the filter targets. */
interface BigStore {
  id: number;
  /** By number of Active items, most first. */
  locationIds: number[];
  consignerId: number;
  productId: number;
}

async function describeBigStore(connection: Connection, handle: string): Promise<BigStore> {
  const [stores] = await connection.query('SELECT id FROM stores WHERE handle = ?', [handle]);
  const id = (stores as { id: number }[])[0]?.id;
  if (!id) throw new Error(`no store "${handle}" in the database`);
  const busiest = async (column: string) => {
    const [rows] = await connection.query(
      `SELECT ${column} AS value FROM inventories WHERE storeId = ? AND status = 'Active' AND ${column} IS NOT NULL GROUP BY ${column} ORDER BY COUNT(*) DESC, ${column}`,
      [id],
    );
    return (rows as { value: number }[]).map((row) => Number(row.value));
  };
  const [locationIds, consignerIds, productIds] = await Promise.all(
    ['locationId', 'consignerId', 'productId'].map(busiest),
  );
  if (!locationIds.length || !consignerIds.length || !productIds.length) {
    throw new Error(
      `store "${handle}" has no Active items with a location, consigner and product to filter by`,
    );
  }
  return { id, locationIds, consignerId: consignerIds[0], productId: productIds[0] };
}

/** The list modes' defaults, then the common filters and sorts on the Active list, as query strings. */
function targetsFor(big: BigStore): Target[] {
  const targets: Target[] = [];
  for (const mode of INVENTORY_LIST_MODES) {
    const definition = INVENTORY_LIST_MODE_DEFINITIONS[mode];
    targets.push({
      group: 'mode default',
      name: `${mode} (${definition.status}${definition.printed === false ? ', not printed' : ''})`,
      query: {
        status: definition.status,
        ...(definition.printed !== undefined ? { printed: String(definition.printed) } : {}),
      },
    });
  }
  for (const sortOption of INVENTORY_SORT_OPTIONS) {
    if (sortOption === 'newestUpdated') continue; // the Ready To Print default above
    targets.push({ group: 'Active, sort', name: sortOption, query: { status: 'Active', sortOption } });
  }
  const filters: [string, Record<string, string>][] = [
    ['location (largest)', { location: String(big.locationIds[0]) }],
    ['location (smallest)', { location: String(big.locationIds[big.locationIds.length - 1]) }],
    ['consigner (busiest)', { consigner: String(big.consignerId) }],
    ['product (most stocked)', { productId: String(big.productId) }],
    ['size 10', { option1Value: '10' }],
    ['category Sneakers', { category: 'Sneakers' }],
    ['category Apparel', { category: 'Apparel' }],
    ['condition Used', { option2Value: 'Used' }],
    ['search "Dunk"', { search: 'Dunk' }],
    ['search "Samba OG Sail"', { search: 'Samba OG Sail' }],
    ['location + size 10', { location: String(big.locationIds[0]), option1Value: '10' }],
    ['location + lowestPrice', { location: String(big.locationIds[0]), sortOption: 'lowestPrice' }],
    ['size 10 + highestPrice', { option1Value: '10', sortOption: 'highestPrice' }],
  ];
  for (const [name, query] of filters) {
    targets.push({ group: 'Active, filter', name, query: { status: 'Active', ...query } });
  }
  targets.push({ group: 'all statuses', name: 'no status filter', query: {} });
  targets.push({
    group: 'all statuses',
    name: 'no status, lowestPrice',
    query: { sortOption: 'lowestPrice' },
  });
  targets.push({
    group: 'page size',
    name: 'Active, 100 a page',
    query: { status: 'Active', pageSize: '100' },
  });
  targets.push({
    group: 'page size',
    name: 'Active, 500 a page',
    query: { status: 'Active', pageSize: '500' },
  });
  return targets;
}

class Client {
  private token = '';
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 1 });

  constructor(readonly baseUrl: string) {}

  /** A fresh token: they last 15 minutes and a full run is longer. */
  async signIn(): Promise<void> {
    this.token = await signInToken(this.baseUrl);
  }

  get authorization(): string {
    return `Bearer ${this.token}`;
  }

  /**
   * One request on the client's kept-alive connection, timed to the last byte of the body. Node's
   * own http client, not fetch: fetch costs the bench ~0.3 ms more a request here, which would be
   * counted against the server (the bare Fastify is timed through the same client).
   */
  get(path: string): Promise<{ status: number; text: string; ms: number }> {
    const start = process.hrtime.bigint();
    return new Promise((resolveGet, rejectGet) => {
      const request = httpGet(
        `${this.baseUrl}${path}`,
        { agent: this.agent, headers: { authorization: `Bearer ${this.token}` } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', rejectGet);
          response.on('end', () =>
            resolveGet({
              status: response.statusCode ?? 0,
              text: Buffer.concat(chunks).toString('utf8'),
              ms: elapsedMs(start),
            }),
          );
        },
      );
      request.on('error', rejectGet);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/**
 * Statement capture through MariaDB's slow log (long_query_time 0, written to mysql.slow_log). A
 * session takes slow_query_log, long_query_time and log_slow_filter from the globals when it
 * connects, so they are set before the server opens its pool; what is written is then switched
 * with log_output (global only): TABLE while probing, NONE while timing.
 */
class StatementLog {
  constructor(private readonly connection: Connection) {}

  static async prepare(connection: Connection): Promise<void> {
    // An empty log_slow_filter logs every statement, not only full scans, filesorts and the like.
    await connection.query(
      "SET GLOBAL log_output = 'NONE', GLOBAL long_query_time = 0, GLOBAL log_slow_filter = '', GLOBAL slow_query_log = ON",
    );
  }

  async capture(work: () => Promise<void>): Promise<string[]> {
    await this.connection.query('TRUNCATE TABLE mysql.slow_log');
    await this.connection.query("SET GLOBAL log_output = 'TABLE'");
    try {
      await work();
      await this.quiet();
    } finally {
      await this.connection.query("SET GLOBAL log_output = 'NONE'");
    }
    const [rows] = await this.connection.query(
      'SELECT CONVERT(sql_text USING utf8mb4) AS sqlText FROM mysql.slow_log WHERE thread_id <> CONNECTION_ID() ORDER BY start_time',
    );
    return (rows as { sqlText: string }[]).map((row) => row.sqlText);
  }

  /**
   * Until the log has had no new entry for LOG_QUIET_MS (at most LOG_QUIET_MAX_MS): MariaDB writes
   * a statement's entry after it has sent the answer, so the last statements of a request whose
   * reads ran side by side can be logged after the request has been answered.
   */
  private async quiet(): Promise<void> {
    const deadline = Date.now() + LOG_QUIET_MAX_MS;
    let logged = -1;
    for (;;) {
      const [rows] = await this.connection.query('SELECT COUNT(*) AS logged FROM mysql.slow_log');
      const now = Number((rows as { logged: number | string }[])[0]?.logged ?? 0);
      if (now === logged || Date.now() > deadline) return;
      logged = now;
      await new Promise((resolveWait) => setTimeout(resolveWait, LOG_QUIET_MS));
    }
  }

  /** Back to MariaDB's defaults, for a database that outlives the run. */
  async finish(): Promise<void> {
    await this.connection.query(
      "SET GLOBAL slow_query_log = OFF, GLOBAL log_output = 'FILE', GLOBAL long_query_time = 10",
    );
  }
}

async function measureTarget(
  client: Client,
  bare: Client,
  log: StatementLog,
  replay: Connection,
  target: Target,
  bigStoreId: number,
  position: 'first' | 'middle' | 'last',
  count: number,
): Promise<Result> {
  const pageSize = Number(target.query.pageSize ?? 10);
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const page = position === 'first' ? 1 : position === 'middle' ? Math.ceil(pages / 2) : pages;
  const path = `/api/inventories/paginatedInventories?${new URLSearchParams({ ...target.query, currentPage: String(page) })}`;

  let probe = { status: 0, text: '', ms: 0 };
  const statements = await log.capture(async () => {
    probe = await client.get(path);
  });
  if (probe.status !== 200)
    throw new Error(`${target.name} page ${page}: status ${probe.status}: ${probe.text.slice(0, 300)}`);
  const body = paginatedInventoriesResponse.parse(JSON.parse(probe.text));
  const expectedRows = Math.max(0, Math.min(pageSize, count - (page - 1) * pageSize));
  if (body.count !== count) throw new Error(`${target.name}: count ${body.count}, expected ${count}`);
  if (body.rows.length !== expectedRows)
    throw new Error(`${target.name} page ${page}: ${body.rows.length} rows, expected ${expectedRows}`);
  const stray = body.rows.find(
    (row) =>
      row.storeId !== bigStoreId || (target.query.status !== undefined && row.status !== target.query.status),
  );
  if (stray) throw new Error(`${target.name} page ${page}: item ${stray.id} does not belong on it`);
  // The auth guard's lookup of the caller (api/src/common/auth/principal.service.ts) is left out:
  // a session's requests share one for up to a second (PrincipalCache), so most of the timed
  // requests do not run it, and the ones that do count it in the API's time only.
  const isPrincipalLookup = (sql: string) => /FROM `accounts` `account`/.test(sql);
  // The job worker polls on the same pool (its claims read the jobs table): not the request's.
  const isJobClaim = (sql: string) => /`jobs`/.test(sql);
  const selects = statements.filter(
    (sql) => /^\s*select/i.test(sql) && !isPrincipalLookup(sql) && !isJobClaim(sql),
  );
  if (selects.length === 0) throw new Error(`${target.name}: no statements captured`);

  // The same answer from a bare Fastify: the HTTP exchange alone, timed the same way.
  const kept = await fetch(`${bare.baseUrl}/answer`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: probe.text,
  });
  if (kept.status !== 200) throw new Error(`the bare Fastify refused the answer: ${kept.status}`);

  // Round by round, each side once: the API's request, MariaDB's replay of its statements, the bare
  // Fastify's exchange. Timed in turn, not in three blocks, so that whatever else the machine does
  // at a moment (the page cleaner, a neighbour on the host) falls on all three alike.
  const isListStatement = (sql: string) => /`(inventories|products)`/.test(sql);
  const apiTimes: number[] = [];
  const sqlTimes: number[] = [];
  const listTimes: number[] = [];
  const httpTimes: number[] = [];
  for (let index = 0; index < WARMUP + REPEATS; index++) {
    const isMeasured = index >= WARMUP;
    const response = await client.get(path);
    if (response.status !== 200) throw new Error(`${target.name} page ${page}: status ${response.status}`);
    let all = 0;
    let list = 0;
    for (const sql of selects) {
      const start = process.hrtime.bigint();
      await replay.query(sql);
      const ms = elapsedMs(start);
      all += ms;
      if (isListStatement(sql)) list += ms;
    }
    const exchange = await bare.get('/answer');
    if (exchange.text.length !== probe.text.length) throw new Error('the bare Fastify changed the answer');
    if (isMeasured) {
      apiTimes.push(response.ms);
      sqlTimes.push(all);
      listTimes.push(list);
      httpTimes.push(exchange.ms);
    }
  }
  const api = timingOf(apiTimes);
  const sql = timingOf(sqlTimes);
  const http = timingOf(httpTimes);
  return {
    group: target.group,
    name: target.name,
    path,
    count,
    page,
    api,
    sql,
    listSql: timingOf(listTimes),
    statements: selects.length,
    ratioP50: api.p50 / sql.p50,
    ratioP95: api.p95 / sql.p95,
    http,
    floorRatioP95: (sql.p95 + http.p95) / sql.p95,
    floorRatioP50: (sql.p50 + http.p50) / sql.p50,
  };
}

/** A target whose goal no server could meet here: the HTTP exchange of its answer alone puts it over. */
export const isBeyondAnyServer = (result: Pick<Result, 'floorRatioP95'>) =>
  result.floorRatioP95 > LIST_RATIO_MAX;

function markdownTable(results: Result[]): string {
  const header = [
    'Target',
    'Page',
    'Count',
    'API p50 ms',
    'API p95 ms',
    'MariaDB p50 ms',
    'MariaDB p95 ms',
    'List SQL p50 ms',
    'Ratio p50',
    'Ratio p95',
    'HTTP alone p50 ms',
    'HTTP alone p95 ms',
    'Floor ratio p50',
    'Floor ratio p95',
  ];
  const rows = results.map((r) => [
    `${r.group}: ${r.name}`,
    `${r.page.toLocaleString('en-US')}`,
    r.count.toLocaleString('en-US'),
    r.api.p50.toFixed(1),
    `${r.api.p95.toFixed(1)}${r.api.p95 > TARGET_P95_MS ? ' ⚠' : ''}`,
    r.sql.p50.toFixed(1),
    r.sql.p95.toFixed(1),
    r.listSql.p50.toFixed(1),
    r.ratioP50.toFixed(2),
    `${r.ratioP95.toFixed(2)}${r.ratioP95 > LIST_RATIO_MAX ? ' ⚠' : ''}`,
    r.http.p50.toFixed(2),
    r.http.p95.toFixed(2),
    r.floorRatioP50.toFixed(2),
    `${r.floorRatioP95.toFixed(2)}${r.floorRatioP95 > LIST_RATIO_MAX ? ' ⚠' : ''}`,
  ]);
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map((_, column) => (column === 0 ? '---' : '---:')).join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

export interface CodeLookupResult {
  clients: number;
  codes: number;
  durationS: number;
  requests: number;
  requestsPerSec: number;
  latencyMs: LatencySummary;
  errors: number;
  non2xx: number;
  warmupErrors: number;
  warmupNon2xx: number;
}

/**
 * Scanners at the counter: CODE_LOOKUP_CLIENTS clients, each with its own session (as each
 * device signs in), looking up codes of the measured store one after another, as fast as answered.
 */
async function measureCodeLookups(
  baseUrl: string,
  connection: Connection,
  storeId: number,
): Promise<CodeLookupResult> {
  // Ordered by code, which is random: items from all over the store.
  const [rows] = await connection.query(
    'SELECT code FROM inventories WHERE storeId = ? ORDER BY code LIMIT 1000',
    [storeId],
  );
  const codes = (rows as { code: string }[]).map((row) => row.code);
  if (codes.length === 0) throw new Error('code lookups: the measured store has no items');
  const tokens: string[] = [];
  for (let index = 0; index < CODE_LOOKUP_CLIENTS; index++) tokens.push(await signInToken(baseUrl));
  const pathOf = (code: string) => `/api/inventories/code/${encodeURIComponent(code)}`;

  const probe = await fetch(`${baseUrl}${pathOf(codes[0])}`, {
    headers: { authorization: `Bearer ${tokens[0]}` },
  });
  const text = await probe.text();
  if (probe.status !== 200) throw new Error(`code lookup: status ${probe.status}: ${text.slice(0, 300)}`);
  const { inventory } = inventoryResponse.parse(JSON.parse(text));
  if (inventory.code !== codes[0] || inventory.storeId !== storeId) {
    throw new Error(`code lookup of ${codes[0]} answered item ${inventory.id} (${inventory.code})`);
  }

  const durationS = benchDurationS();
  let nextCode = 0;
  let nextSession = 0;
  const run = await runLoad({
    url: `${baseUrl}${pathOf(codes[0])}`,
    headers: {},
    connections: CODE_LOOKUP_CLIENTS,
    warmupS: Math.min(2, durationS),
    durationS,
    nextRequest: (client) => {
      client.authorization ??= `Bearer ${tokens[nextSession++ % tokens.length]}`;
      return {
        path: pathOf(codes[nextCode++ % codes.length]),
        headers: { authorization: client.authorization as string },
      };
    },
  });
  return {
    clients: CODE_LOOKUP_CLIENTS,
    codes: codes.length,
    durationS: run.measuredS,
    requests: run.measured.requests,
    requestsPerSec: run.measured.requests / run.measuredS,
    latencyMs: run.latencies.summary(),
    errors: run.measured.errors,
    non2xx: run.measured.non2xx,
    warmupErrors: run.warmup.errors,
    warmupNon2xx: run.warmup.non2xx,
  };
}

export interface ExportResult {
  rows: number;
  bytes: number;
  firstByteMs: number;
  totalMs: number;
  /** The server's resident memory (MB = 10^6 bytes) just before, and its peak during the export; null off Linux. */
  rssBeforeMb: number | null;
  peakRssMb: number | null;
  /** The server's resident memory after the list, lookup and scan phases, before it was restarted for the export. */
  rssAfterLoadMb?: number | null;
}

/** How often the server's resident memory is read while the export streams. */
const RSS_SAMPLE_MS = 10;

/**
 * The CSV export of every item of the measured store, read to the end by one client, while the
 * server's resident memory is read every RSS_SAMPLE_MS. Its rows are counted (line ends outside
 * quoted fields, less the header) and must be the store's items.
 */
async function measureExport(
  baseUrl: string,
  authorization: string,
  serverPid: number,
  expectedRows: number,
): Promise<ExportResult> {
  const rssBeforeMb = residentMegabytes(serverPid);
  let peakRssMb = rssBeforeMb;
  const sample = () => {
    const now = residentMegabytes(serverPid);
    if (now !== null && (peakRssMb === null || now > peakRssMb)) peakRssMb = now;
  };
  const sampler = setInterval(sample, RSS_SAMPLE_MS);
  const start = process.hrtime.bigint();
  let firstByteMs = NaN;
  let bytes = 0;
  let lineEnds = 0;
  let isQuoted = false;
  try {
    const response = await fetch(`${baseUrl}/api/inventories/exportInventory`, {
      headers: { authorization },
    });
    if (response.status !== 200 || !response.body) {
      throw new Error(`export: status ${response.status}: ${(await response.text()).slice(0, 300)}`);
    }
    for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
      if (bytes === 0) firstByteMs = elapsedMs(start);
      bytes += chunk.length;
      for (const byte of chunk) {
        if (byte === 0x22) isQuoted = !isQuoted;
        else if (byte === 0x0a && !isQuoted) lineEnds++;
      }
    }
  } finally {
    clearInterval(sampler);
    sample();
  }
  const totalMs = elapsedMs(start);
  const rows = lineEnds - 1;
  if (rows !== expectedRows)
    throw new Error(`export: ${rows} rows, expected the store's ${expectedRows} items`);
  return { rows, bytes, firstByteMs, totalMs, rssBeforeMb, peakRssMb };
}

export interface InventoryBenchResults {
  lists: Result[];
  codeLookups: CodeLookupResult;
  gtinLookups: GtinLookupResult;
  scanRun: ScanRunResult;
  exportResult: ExportResult;
}

/**
 * Runs the whole inventory lists benchmark; throws when a target cannot be measured. `onCleanup`
 * registers what Ctrl-C must undo (run-bench's own), so nothing outlives an interrupted run.
 */
export async function benchInventoryLists(onCleanup: OnCleanup): Promise<InventoryBenchResults> {
  const external = process.env.BENCH_INVENTORY_DATABASE_URL?.trim();
  const rows = readRows();
  const stores = SEED_LARGE_DEFAULTS.stores;
  const bigStoreItems = Math.round(rows * SEED_LARGE_DEFAULTS.bigStoreShare);
  console.log('');
  console.log(
    external
      ? 'Inventory lists: on the database of BENCH_INVENTORY_DATABASE_URL, as it is'
      : `Inventory lists: ${rows.toLocaleString('en-US')} items in ${stores} stores, ` +
          `${bigStoreItems.toLocaleString('en-US')} in the measured store (BENCH_INVENTORY_ROWS scales this)`,
  );
  const bufferPool = external ? 'as configured' : bufferPoolFor(rows);
  let url: string;
  let adminUrl: string;
  let stopMariaDb: () => Promise<void> = async () => undefined;
  if (external) {
    url = external;
    adminUrl = external;
  } else {
    console.log(`  starting a throwaway MariaDB (buffer pool ${bufferPool})...`);
    const mariadb = await startMariaDb({ bufferPoolSize: bufferPool });
    stopMariaDb = onCleanup('stop the inventory bench MariaDB', () => mariadb.stop());
    url = await createDatabase(mariadb.baseUrl, DATABASE_NAME);
    adminUrl = mariadb.baseUrl;
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'consigndesk-bench-inventories-'));
  const removeDataDir = onCleanup(`remove ${dataDir}`, () => rm(dataDir, { recursive: true, force: true }));
  let admin: Connection | undefined;
  let replay: Connection | undefined;
  try {
    admin = await createConnection(adminUrl);
    await StatementLog.prepare(admin);
    const [versionRows] = await admin.query('SELECT VERSION() AS version');
    const mariadbVersion = (versionRows as { version: string }[])[0]?.version ?? 'unknown';

    const {
      baseUrl,
      pid: serverPid,
      stop: stopServer,
    } = await startBenchServer(onCleanup, {
      name: 'inventory bench',
      url,
      dataDir,
    });
    try {
      const started = Date.now();
      if (!external) {
        const seeded = await seedLarge({
          url,
          items: rows,
          stores,
          bigStoreItems,
          bigStoreHandle: DEMO_ADMIN.handle,
          withLogs: true,
          seed: SEED_LARGE_DEFAULTS.seed,
          log: (line) => console.log(`${line} (${((Date.now() - started) / 1000).toFixed(0)} s)`),
        });
        console.log(
          `  seeded in ${(seeded.elapsedMs / 1000).toFixed(0)} s (${seeded.logs.toLocaleString('en-US')} log entries)`,
        );
      }

      replay = await createConnection(url);
      const big = await describeBigStore(replay, DEMO_ADMIN.handle);
      const busyBefore = await otherCpuShare();
      if (busyBefore > 0.2) {
        console.log(
          `  WARNING: other work keeps ${Math.round(busyBefore * 100)}% of the CPUs busy; the numbers will be higher and scattered`,
        );
      }
      const client = new Client(baseUrl);
      const bareServer = await startBareFastify(onCleanup);
      const bare = new Client(bareServer.baseUrl);
      const log = new StatementLog(admin);
      const results: Result[] = [];
      await settle(admin);
      const targets = targetsFor(big);
      await warmUp(client, targets);
      for (const target of targets) {
        await client.signIn();
        const first = await client.get(
          `/api/inventories/paginatedInventories?${new URLSearchParams({ ...target.query, pageSize: target.query.pageSize ?? '10' })}`,
        );
        if (first.status !== 200)
          throw new Error(`${target.name}: status ${first.status}: ${first.text.slice(0, 300)}`);
        const { count } = paginatedInventoriesResponse.parse(JSON.parse(first.text));
        const pages = Math.max(1, Math.ceil(count / Number(target.query.pageSize ?? 10)));
        const positions = { first: 1, middle: Math.ceil(pages / 2), last: pages };
        const seen = new Set<number>();
        for (const position of ['first', 'middle', 'last'] as const) {
          // A list of one or two pages has fewer than three distinct pages to measure.
          if (seen.has(positions[position])) continue;
          seen.add(positions[position]);
          const result = await measureTarget(client, bare, log, replay, target, big.id, position, count);
          results.push(result);
          console.log(
            `  ${`${result.group}: ${result.name}`.padEnd(48)} page ${String(result.page).padStart(6)} of ${count.toLocaleString('en-US').padStart(7)}: ` +
              `API p50 ${result.api.p50.toFixed(1)} p95 ${result.api.p95.toFixed(1)} ms; MariaDB p50 ${result.sql.p50.toFixed(1)} ms; ratio ${result.ratioP50.toFixed(2)}; ` +
              `HTTP alone p95 ${result.http.p95.toFixed(2)} ms, floor ratio ${result.floorRatioP95.toFixed(2)}`,
          );
        }
      }
      await bareServer.stop();
      bare.close();

      const [counted] = await replay.query(
        'SELECT (SELECT COUNT(*) FROM inventories) AS items, (SELECT COUNT(*) FROM stores) AS stores, (SELECT COUNT(*) FROM inventories WHERE storeId = ?) AS bigStoreItems',
        [big.id],
      );
      const sizes = (counted as { items: number; stores: number; bigStoreItems: number }[])[0];

      process.stdout.write(`  code lookups, ${CODE_LOOKUP_CLIENTS} clients at once: `);
      const codeLookups = await measureCodeLookups(baseUrl, replay, big.id);
      console.log(
        `${Math.round(codeLookups.requestsPerSec)} req/s, p50 ${formatMs(codeLookups.latencyMs.p50)} ` +
          `p95 ${formatMs(codeLookups.latencyMs.p95)} p99 ${formatMs(codeLookups.latencyMs.p99)} ms ` +
          `(goal: p95 under ${CODE_LOOKUP_P95_MAX_MS} ms)`,
      );
      process.stdout.write(`  scan intake GTIN lookups, ${GTIN_LOOKUP_CLIENTS} clients at once: `);
      const gtinLookups = await measureGtinLookups(baseUrl, replay, big.id, () => signInToken(baseUrl));
      console.log(
        `${Math.round(gtinLookups.requestsPerSec)} req/s, p50 ${formatMs(gtinLookups.latencyMs.p50)} ` +
          `p95 ${formatMs(gtinLookups.latencyMs.p95)} p99 ${formatMs(gtinLookups.latencyMs.p99)} ms ` +
          `(goal: p95 under ${GTIN_LOOKUP_P95_MAX_MS} ms)`,
      );
      process.stdout.write(`  a ${SCAN_RUN_SCANS.toLocaleString('en-US')}-scan run: `);
      await client.signIn();
      const scanRun = await measureScanRun(baseUrl, replay, big.id, client.authorization);
      client.close();
      console.log(
        `START ${formatMs(scanRun.startMs)} ms (${scanRun.expected.toLocaleString('en-US')} expected); ` +
          `Run saved and answered in ${formatMs(scanRun.saveMs)} ms (${scanRun.missing} missing, ` +
          `${scanRun.overScanned} over scanned, ${scanRun.elsewhere} elsewhere; ${(scanRun.answerBytes / 1e6).toFixed(1)} MB) ` +
          `(goal: under ${SCAN_RUN_SAVE_MAX_MS} ms)`,
      );
      // The export's memory is measured on the server restarted on the same database. After the
      // phases above V8 still holds their garbage (10 clients' lookups, the 5,000-scan run): the
      // server's RSS is 260-300 MB while its live heap, collected, stays near 60 MB, a figure that
      // depends on when V8 next collects and says nothing of the export. Both are printed.
      const rssAfterLoadMb = residentMegabytes(serverPid);
      await stopServer();
      process.stdout.write(`  CSV export of the measured store (server restarted): `);
      const exportServer = await startBenchServer(onCleanup, {
        name: 'inventory bench export',
        url,
        dataDir,
      });
      let exportResult: ExportResult;
      try {
        exportResult = {
          ...(await measureExport(
            exportServer.baseUrl,
            `Bearer ${await signInToken(exportServer.baseUrl)}`,
            exportServer.pid,
            Number(sizes.bigStoreItems),
          )),
          rssAfterLoadMb,
        };
      } finally {
        await exportServer.stop();
      }
      console.log(
        `${exportResult.rows.toLocaleString('en-US')} rows, ${(exportResult.bytes / 1e6).toFixed(1)} MB, ` +
          `first byte ${formatMs(exportResult.firstByteMs)} ms, all in ${(exportResult.totalMs / 1000).toFixed(1)} s; ` +
          `server memory ${exportResult.rssBeforeMb?.toFixed(0) ?? 'n/a'} MB before, peak ${exportResult.peakRssMb?.toFixed(0) ?? 'n/a'} MB ` +
          `(goal: under ${EXPORT_PEAK_RSS_MAX_MB} MB at ${EXPORT_GOAL_ROWS.toLocaleString('en-US')} rows); ` +
          `the server before its restart, after the phases above: ${rssAfterLoadMb?.toFixed(0) ?? 'n/a'} MB`,
      );

      const busyAfter = await otherCpuShare();
      const over = results.filter((result) => result.api.p95 > TARGET_P95_MS);
      const overRatio = results.filter((result) => result.ratioP95 > LIST_RATIO_MAX);
      await mkdir(join(REPO_ROOT, '.tmp'), { recursive: true });
      await writeFile(
        RESULTS_FILE,
        `${JSON.stringify(
          {
            startedAt: new Date(started).toISOString(),
            items: Number(sizes.items),
            stores: Number(sizes.stores),
            bigStoreItems: Number(sizes.bigStoreItems),
            bufferPool,
            mariadb: mariadbVersion,
            otherCpuBusyShare: { before: busyBefore, after: busyAfter },
            cpus: `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown'}`,
            repeats: REPEATS,
            warmup: WARMUP,
            targetP95Ms: TARGET_P95_MS,
            ratioMax: LIST_RATIO_MAX,
            results,
            codeLookups,
            gtinLookups,
            scanRun,
            export: exportResult,
          },
          null,
          2,
        )}\n`,
      );
      console.log('');
      console.log(markdownTable(results));
      console.log('');
      console.log(
        `${Number(sizes.items).toLocaleString('en-US')} items in ${sizes.stores} stores, ` +
          `${Number(sizes.bigStoreItems).toLocaleString('en-US')} in the measured one; ` +
          `MariaDB ${mariadbVersion}, buffer pool ${bufferPool}; ${cpus().length} CPUs. ` +
          `${REPEATS} rounds per row after ${WARMUP} warm-up, one client on the same machine; each round times the API's request, MariaDB's replay and the bare exchange in turn. ` +
          `MariaDB = the request's SELECTs (less the auth guard's lookup of the caller) replayed one after another on one direct connection; ratio = API / MariaDB. ` +
          `Other work on the machine: ${Math.round(busyBefore * 100)}% of the CPUs before, ${Math.round(busyAfter * 100)}% after.`,
      );
      console.log(
        over.length === 0
          ? `Every target's p95 is under ${TARGET_P95_MS} ms.`
          : `${over.length} of ${results.length} targets have a p95 over ${TARGET_P95_MS} ms (marked ⚠).`,
      );
      console.log(
        overRatio.length === 0
          ? `Every target's API time is within ${LIST_RATIO_MAX}× MariaDB's own (p95).`
          : `${overRatio.length} of ${results.length} targets take more than ${LIST_RATIO_MAX}× MariaDB's own time at p95 (ratio marked ⚠); ` +
              `for ${overRatio.filter(isBeyondAnyServer).length} of them even the floor ratio is over: MariaDB's time plus a bare Fastify sending the same answer, ` +
              `so no server could meet the goal for them on this machine.`,
      );
      console.log(`Results: ${relative(REPO_ROOT, RESULTS_FILE)}`);
      return { lists: results, codeLookups, gtinLookups, scanRun, exportResult };
    } finally {
      await stopServer();
    }
  } finally {
    await replay?.end().catch(() => undefined);
    // A database that outlives the run gets MariaDB's logging defaults back.
    if (external && admin) await new StatementLog(admin).finish().catch(() => undefined);
    await admin?.end().catch(() => undefined);
    await stopMariaDb();
    await removeDataDir();
  }
}

// Alone (npx tsx tests/bench/bench-inventories.ts), with its own cleanups for Ctrl-C.
if (require.main === module) {
  runBenchAlone('INVENTORY', (onCleanup) => benchInventoryLists(onCleanup));
}
