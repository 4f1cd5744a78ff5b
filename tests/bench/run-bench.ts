/**
 * HTTP benchmark of the built server (`npm run bench`): for SQLite, then MariaDB, it starts
 * `dist/api/api/src/main.js` as a child process, adds 20,000 products to the demo store, and drives
 * it with autocannon on 127.0.0.1; before each engine, a bare Fastify started here (the reference
 * of the /healthz goal) under the same load. Then the inventory benchmark on a large MariaDB data
 * set (bench-inventories.ts: lists, code lookups, the export's memory), label rendering in a process
 * of its own (bench-labels.ts: one label as ZPL and PDF, a 500-label PDF), and last a table of the
 * goals of issue 11 §6 (goals.ts), each beside what was measured. A missed goal is printed as such;
 * the exit code is 1 only when requests failed.
 *
 * The built server is used, not the TypeScript sources: tsx (esbuild) does not emit decorator
 * metadata, so Nest's dependency injection would break if the app were imported here. It also means
 * the numbers are those of the artefact that ships.
 *
 * Smoke run: BENCH_DURATION=1 npx tsx tests/bench/run-bench.ts
 * Some parts only: BENCH_PARTS=inventories,findOrders (see BENCH_PARTS below).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { cpus, loadavg, platform, release, tmpdir, totalmem } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { createConnection } from 'mysql2/promise';
// Relative, not @shared/... or the API's aliases: tsx runs the bench without the tests' path aliases.
import { parseDatabaseUrl } from '../../api/src/config/app-config';
import { DEFAULT_PAGE_SIZE } from '../../shared/constants';
import { sessionResponse } from '../../shared/contracts/auth';
import { productsResponse } from '../../shared/contracts/products';
import { normalizeSku } from '../../shared/domain/sku';
import { createDatabase, freePort, startMariaDb } from '../support/mariadb-server';
import {
  addBenchProducts,
  BENCH_PRODUCT_COUNT,
  type BenchCatalogue,
  type BenchDatabase,
  matchesSearch,
  SEARCH_TERM_NONE,
  SEARCH_TERM_SOME,
} from './bench-products';
import { benchFindOrders, type FindOrdersBenchResults } from './bench-find-orders';
import { startBareFastify } from './bench-process';
import { benchInventoryLists, type InventoryBenchResults, isBeyondAnyServer } from './bench-inventories';
import { bundleGoalRowOfBuild } from './bundle-goal';
import { benchPayouts, payoutGoalRows } from './bench-payouts';
import { benchReports, reportGoalRows } from './bench-reports';
import { benchRegister, registerGoalRows } from './bench-register';
import { benchWedgeScanToScreen, type ScanToScreenResult } from './bench-scan-to-screen';
import { labelGoalRowsMeasured } from './label-goals';
import { scanToEventGoalRow } from './scan-to-event-goal';
import {
  CODE_LOOKUP_P95_MAX_MS,
  EXPORT_GOAL_ROWS,
  EXPORT_PEAK_RSS_MAX_MB,
  FIND_ORDERS_GOAL_ORDERS,
  FIND_ORDERS_P95_MAX_MS,
  formatMs,
  type GoalRow,
  goalsTable,
  GTIN_LOOKUP_P95_MAX_MS,
  HEALTHZ_SHARE_OF_BARE_FASTIFY,
  LIST_RATIO_MAX,
  SCAN_RUN_SAVE_MAX_MS,
  SEARCH_P95_MAX_MS,
  WEDGE_SCAN_TO_SCREEN_MAX_MS,
} from './goals';
import {
  benchDurationS,
  CONNECT_MAX_S,
  CONNECT_PATH,
  cpuBusyShare,
  type LatencySummary,
  PIPELINING,
  REQUEST_TIMEOUT_S,
  runLoad,
  SERVER_ENV_KEYS,
  stopCurrentLoad,
} from './load';

// --- Fixed load settings: change them here, and only together with the README's table. ----------
/** Per target, before its measured run: lets V8 optimise the route and the pools fill. */
const WARMUP_S = 2;
const CONNECTIONS = 50;
const STARTUP_TIMEOUT_MS = 60_000;
const SHUTDOWN_TIMEOUT_MS = 15_000;
const HOST = '127.0.0.1';
/** Warn when other work already keeps this share of the CPUs busy before the run. */
const BUSY_WARNING_SHARE = 0.2;
/** The seeded demo store (api/src/database/seed/demo-seed.ts) and its Admin, set explicitly below. */
const DEMO_STORE_HANDLE = 'demo';
const DEMO_ADMIN = { email: 'admin@demo.consigndesk.local', password: 'consigndesk-demo' };
/** A token must outlive its target's warm-up and run by this much, or the run would measure 401s. */
const TOKEN_MARGIN_S = 60;

// Run by tsx as CommonJS (package.json has no "type": "module"), so __dirname is available.
const ROOT = resolve(__dirname, '..', '..');
const SERVER_ENTRY = join(ROOT, 'dist', 'api', 'api', 'src', 'main.js');
const RENDERER_DIR = join(ROOT, 'dist', 'renderer');
const RESULTS_FILE = join(ROOT, '.tmp', 'bench-latest.json');
const GOALS_FILE = join(ROOT, '.tmp', 'bench-goals.json');

type Engine = 'sqlite' | 'mariadb';
/** Where a measurement was taken: the product on an engine, or the bare Fastify reference. */
type Server = Engine | 'fastify';

const SERVER_LABELS: Record<Server, string> = {
  sqlite: 'SQLite',
  mariadb: 'MariaDB',
  fastify: 'Bare Fastify',
};

interface Target {
  name: string;
  path: string;
  /** Signs in as the demo Admin first and sends the bearer token (the /api routes). */
  shouldSignIn?: boolean;
  /** Fails the run before measuring if the target does not answer what we mean to measure. */
  check(response: Response, body: Buffer): string | null;
}

interface Measurement {
  engine: Server;
  /** The bare Fastify reference: measured just before this engine's targets. */
  referenceFor?: Engine;
  target: string;
  path: string;
  /** Connecting every connection, then warming up: from the start of the run to the measurement. */
  warmupS: number;
  /** Whether every connection had been answered on CONNECT_PATH (false: CONNECT_MAX_S ran out). */
  isEveryConnectionAnswered: boolean;
  durationS: number;
  requests: number;
  requestsPerSecAvg: number;
  latencyMs: LatencySummary;
  throughputMBps: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  warmupErrors: number;
  warmupTimeouts: number;
  warmupNon2xx: number;
  statusCodes: Record<string, number>;
}

/** Cleanups run in reverse order, once, from `finally` or from Ctrl-C. */
const cleanups: Array<{ label: string; run: () => Promise<void> }> = [];

function onCleanup(label: string, run: () => Promise<void>): () => Promise<void> {
  const entry = { label, run };
  cleanups.push(entry);
  return async () => {
    const index = cleanups.indexOf(entry);
    if (index === -1) return;
    cleanups.splice(index, 1);
    await entry.run();
  };
}

async function runCleanups(): Promise<void> {
  for (let entry = cleanups.pop(); entry; entry = cleanups.pop()) {
    try {
      await entry.run();
    } catch (error) {
      process.stderr.write(`cleanup "${entry.label}" failed: ${String(error)}\n`);
    }
  }
}

/** The biggest hashed bundle: the heaviest file a browser fetches on first load. */
async function largestScriptAsset(): Promise<{ name: string; bytes: number }> {
  const dir = join(RENDERER_DIR, 'assets');
  const names = (await readdir(dir)).filter((name) => name.endsWith('.js'));
  const sized = await Promise.all(
    names.map(async (name) => ({ name, bytes: (await stat(join(dir, name))).size })),
  );
  const largest = sized.sort((a, b) => b.bytes - a.bytes)[0];
  if (!largest) throw new Error(`no .js file in ${relative(ROOT, dir)}; run npm run build`);
  return largest;
}

function targetsFor(asset: { name: string; bytes: number }): Target[] {
  return [
    {
      // Checks that arrive while a ping runs share it (HealthController): under this load, few pings.
      name: 'GET /healthz (SELECT 1, shared by concurrent checks)',
      path: '/healthz',
      check(response, body) {
        if (response.status !== 200) return `status ${response.status}: ${body.toString().slice(0, 200)}`;
        const parsed = JSON.parse(body.toString()) as { status?: string; database?: string };
        return parsed.status === 'ok' && parsed.database === 'ok'
          ? null
          : `unexpected body ${body.toString()}`;
      },
    },
    {
      name: `GET static ${asset.name} (${Math.round(asset.bytes / 1024)} KiB)`,
      path: `/assets/${asset.name}`,
      // A wrong path could still answer 200 with the SPA's index.html; compare the size to be sure.
      check(response, body) {
        if (response.status !== 200) return `status ${response.status}`;
        return body.length === asset.bytes
          ? null
          : `got ${body.length} bytes, expected ${asset.bytes} (content-type ${response.headers.get('content-type')})`;
      },
    },
  ];
}

/**
 * The products list (GET /api/products) over the bench catalogue: a search that finds about 1% of
 * it, one that finds nothing (so every row is read), the first page without a search, and the last
 * full page. Each probe must answer the exact count and page that the catalogue says it should.
 */
function productTargets(catalogue: BenchCatalogue): Target[] {
  const total = catalogue.products.length;
  const deepPage = Math.floor(total / DEFAULT_PAGE_SIZE);
  const listTarget = (search: string, page: number, describe: (count: number) => string): Target => {
    const expected = catalogue.products.filter((product) => matchesSearch(product, search)).length;
    const pageLength = Math.max(0, Math.min(DEFAULT_PAGE_SIZE, expected - (page - 1) * DEFAULT_PAGE_SIZE));
    const query = new URLSearchParams({
      ...(search ? { search } : {}),
      ...(page > 1 ? { page: String(page) } : {}),
    }).toString();
    const path = `/api/products${query ? `?${query}` : ''}`;
    return {
      name: `GET ${path} (${describe(expected)})`,
      path,
      shouldSignIn: true,
      check(response, body) {
        if (response.status !== 200) return `status ${response.status}: ${body.toString().slice(0, 200)}`;
        const parsed = productsResponse.safeParse(JSON.parse(body.toString()));
        if (!parsed.success) return `not a products page: ${parsed.error.message.slice(0, 200)}`;
        const { products, count } = parsed.data;
        if (count !== expected) return `count ${count}, expected ${expected} of ${total}`;
        if (products.length !== pageLength) return `${products.length} products, expected ${pageLength}`;
        const stray = products.find(
          (product) =>
            product.storeId !== catalogue.storeId ||
            !matchesSearch({ ...product, normalizedSku: normalizeSku(product.sku) }, search),
        );
        return stray ? `product ${stray.id} "${stray.title}" should not be on this page` : null;
      },
    };
  };
  const of = (count: number) => `${count.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`;
  return [
    listTarget(SEARCH_TERM_SOME, 1, of),
    listTarget(SEARCH_TERM_NONE, 1, of),
    listTarget('', 1, () => `first page of ${total.toLocaleString('en-US')}`),
    listTarget('', deepPage, () => `last full page of ${total.toLocaleString('en-US')}`),
  ];
}

interface RunningServer {
  baseUrl: string;
  /** The server's database, for the bench to add its catalogue to. */
  database: BenchDatabase;
  stop(): Promise<void>;
}

async function startServer(engine: Engine, databaseUrl: string | undefined): Promise<RunningServer> {
  // After Ctrl-C the cleanups have run; a server started now would outlive this process.
  if (interrupted) throw new Error('interrupted');
  const dataDir = await mkdtemp(join(tmpdir(), `consigndesk-bench-${engine}-`));
  const removeDataDir = onCleanup(`remove ${dataDir}`, () => rm(dataDir, { recursive: true, force: true }));
  const port = await freePort();

  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of SERVER_ENV_KEYS) delete env[key];
  Object.assign(env, {
    // Production mode, as shipped; it only makes JWT_SECRET mandatory.
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('hex'),
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir,
    RENDERER_DIR,
    // Request logs off: otherwise we would measure pino and the pipe, not the server.
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    DEMO_ADMIN_EMAIL: DEMO_ADMIN.email,
    DEMO_ADMIN_PASSWORD: DEMO_ADMIN.password,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });

  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Keep the tail of its output for error messages; reading the pipes also keeps them from filling.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));

  const stopChild = onCleanup(`stop ${engine} server (pid ${child.pid})`, async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = new Promise<'timeout'>((resolveTimer) =>
        setTimeout(() => resolveTimer('timeout'), SHUTDOWN_TIMEOUT_MS).unref(),
      );
      if ((await Promise.race([exited, timer])) === 'timeout') {
        child.kill('SIGKILL');
        await exited;
        throw new Error(`server did not stop within ${SHUTDOWN_TIMEOUT_MS} ms of SIGTERM; killed`);
      }
    }
    const code = await exited;
    if (code !== 0 && code !== null) {
      throw new Error(`server exited with code ${code}:\n${output}`);
    }
  });

  const baseUrl = `http://${HOST}:${port}`;
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}:\n${output}`);
      try {
        const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(1000) });
        if (response.status === 200) break;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) {
        throw new Error(`server did not answer /healthz within ${STARTUP_TIMEOUT_MS} ms:\n${output}`);
      }
      await new Promise((resolveWait) => setTimeout(resolveWait, 200));
    }
  } catch (error) {
    await stopChild().catch(() => undefined);
    await removeDataDir();
    throw error;
  }

  const database = parseDatabaseUrl(databaseUrl, dataDir);
  return {
    baseUrl,
    database:
      database.kind === 'sqlite'
        ? { engine: 'sqlite', file: database.file }
        : { engine: 'mariadb', url: database.url },
    async stop() {
      try {
        await stopChild();
      } finally {
        await removeDataDir();
      }
    },
  };
}

let interrupted = false;

/**
 * The reference of the /healthz goal: a bare Fastify 5 (the product's own copy) in a process of
 * its own, answering /healthz with the same body, without a database, hooks or Nest. Measured with
 * the same load, on the same machine, just before the product's /healthz.
 */
const BARE_FASTIFY_TARGET: Target = {
  name: 'GET /healthz (no database: the reference)',
  path: '/healthz',
  check(response, body) {
    return response.status === 200 ? null : `status ${response.status}: ${body.toString().slice(0, 200)}`;
  },
};

/** A bearer token of the demo Admin, good for at least `forS` seconds. */
async function signIn(baseUrl: string, forS: number): Promise<string> {
  const response = await fetch(`${baseUrl}/open/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...DEMO_ADMIN, handle: DEMO_STORE_HANDLE }),
  });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}: ${body.slice(0, 200)}`);
  const session = sessionResponse.parse(JSON.parse(body));
  if (session.expiresIn < forS) {
    throw new Error(
      `the access token lasts ${session.expiresIn} s, shorter than the ${forS} s it must cover`,
    );
  }
  return session.accessToken;
}

async function measure(
  engine: Server,
  baseUrl: string,
  target: Target,
  durationS: number,
): Promise<Measurement> {
  const url = `${baseUrl}${target.path}`;
  const warmupS = Math.min(WARMUP_S, durationS);
  // A fresh token per target, so that no run (up to BENCH_DURATION=600) outlives its token.
  const headers: Record<string, string> = target.shouldSignIn
    ? {
        authorization: `Bearer ${await signIn(baseUrl, CONNECT_MAX_S + warmupS + durationS + TOKEN_MARGIN_S)}`,
      }
    : {};
  const probe = await fetch(url, { headers });
  const problem = target.check(probe, Buffer.from(await probe.arrayBuffer()));
  if (problem) throw new Error(`${engine} ${target.name}: not benchmarking, ${problem}`);

  process.stdout.write(`  ${SERVER_LABELS[engine].padEnd(12)} ${target.name}: `);
  const run = await runLoad({ url, headers, connections: CONNECTIONS, warmupS, durationS });
  const requestsPerSec = run.measured.requests / run.measuredS;
  process.stdout.write(
    `connect + warm-up ${run.warmupS.toFixed(1)} s${run.isEveryConnectionAnswered ? '' : ' (NOT every connection answered)'}, ` +
      `measured ${run.measuredS.toFixed(1)} s: ${Math.round(requestsPerSec)} req/s\n`,
  );

  return {
    engine,
    target: target.name,
    path: target.path,
    warmupS: run.warmupS,
    isEveryConnectionAnswered: run.isEveryConnectionAnswered,
    durationS: run.measuredS,
    requests: run.measured.requests,
    requestsPerSecAvg: requestsPerSec,
    latencyMs: run.latencies.summary(),
    throughputMBps: run.measured.bytes2xx / run.measuredS / 1e6,
    errors: run.measured.errors,
    timeouts: run.measured.timeouts,
    non2xx: run.measured.non2xx,
    warmupErrors: run.warmup.errors,
    warmupTimeouts: run.warmup.timeouts,
    warmupNon2xx: run.warmup.non2xx,
    statusCodes: run.measured.statusCodes,
  };
}

async function benchEngine(
  engine: Engine,
  databaseUrl: string | undefined,
  targets: Target[],
  durationS: number,
): Promise<Measurement[]> {
  const server = await startServer(engine, databaseUrl);
  try {
    const started = Date.now();
    const catalogue = await addBenchProducts(server.database, DEMO_STORE_HANDLE);
    console.log(
      `  ${engine.padEnd(7)} added ${BENCH_PRODUCT_COUNT.toLocaleString('en-US')} products to the demo store ` +
        `(${catalogue.products.length.toLocaleString('en-US')} in all) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const measurements: Measurement[] = [];
    if (interrupted) throw new Error('interrupted');
    const bare = await startBareFastify(onCleanup);
    try {
      const reference = await measure('fastify', bare.baseUrl, BARE_FASTIFY_TARGET, durationS);
      measurements.push({ ...reference, referenceFor: engine });
    } finally {
      await bare.stop();
    }
    for (const target of [...targets, ...productTargets(catalogue)]) {
      measurements.push(await measure(engine, server.baseUrl, target, durationS));
    }
    return measurements;
  } finally {
    await server.stop();
  }
}

async function mariaDbVersion(url: string): Promise<string> {
  const connection = await createConnection(url);
  try {
    const [rows] = await connection.query('SELECT VERSION() AS version');
    return (rows as Array<{ version: string }>)[0]?.version ?? 'unknown';
  } finally {
    await connection.end();
  }
}

function machineInfo() {
  const cpuList = cpus();
  const autocannonPackage = JSON.parse(readFileSync(require.resolve('autocannon/package.json'), 'utf8')) as {
    version: string;
  };
  return {
    cpuModel: cpuList[0]?.model.trim() ?? 'unknown',
    cpuCount: cpuList.length,
    loadAverageAtStart: Math.round(loadavg()[0] * 100) / 100,
    memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    os: `${platform()} ${release()}`,
    node: process.version,
    autocannon: autocannonPackage.version,
  };
}

function fixed(value: number, digits: number): string {
  return Number.isFinite(value) ? value.toFixed(digits) : 'n/a';
}

function markdownTable(measurements: Measurement[]): string {
  const header = [
    'Engine',
    'Target',
    'Req/s (avg)',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'Throughput MB/s',
    'Errors',
    'Non-2xx',
  ];
  const rows = measurements.map((m) => [
    SERVER_LABELS[m.engine],
    m.target,
    Math.round(m.requestsPerSecAvg).toLocaleString('en-US'),
    fixed(m.latencyMs.p50, 2),
    fixed(m.latencyMs.p95, 2),
    fixed(m.latencyMs.p99, 2),
    fixed(m.throughputMBps, 1),
    String(m.errors),
    String(m.non2xx),
  ]);
  const numeric = header.map((_, column) => column >= 2);
  return [
    `| ${header.join(' | ')} |`,
    `| ${numeric.map((isNumber) => (isNumber ? '---:' : '---')).join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/** Each goal of issue 11 §6 beside what this run measured. */
/** Issue 15: the worst p95 of the /findOrders targets (bench-find-orders.ts). */
function findOrdersGoalRow(findOrders: FindOrdersBenchResults): GoalRow {
  const worst = findOrders.results.reduce(
    (found, result) => (result.api.p95 > (found?.api.p95 ?? -1) ? result : found),
    findOrders.results[0],
  );
  return {
    target: `/findOrders (GET /api/orders) on MariaDB, worst p95 of ${findOrders.results.length}`,
    measured: worst ? `${formatMs(worst.api.p95)} ms (${worst.name}, page ${worst.page})` : 'n/a',
    goal: `p95 under ${FIND_ORDERS_P95_MAX_MS} ms at ${FIND_ORDERS_GOAL_ORDERS.toLocaleString('en-US')} orders`,
    isMet: worst ? worst.api.p95 < FIND_ORDERS_P95_MAX_MS : null,
    ...(findOrders.orders < FIND_ORDERS_GOAL_ORDERS
      ? { note: `${findOrders.orders.toLocaleString('en-US')} orders: BENCH_ORDERS` }
      : {}),
  };
}

/** The HTTP part's goals (issue 11 §6): /healthz against a bare Fastify, and product search. */
function httpGoalRows(measurements: Measurement[]): GoalRow[] {
  const rows: GoalRow[] = [];
  const engines: Engine[] = ['mariadb', 'sqlite'];
  for (const engine of engines) {
    const bare = measurements.find((m) => m.engine === 'fastify' && m.referenceFor === engine);
    const healthz = measurements.find((m) => m.engine === engine && m.path === '/healthz');
    if (!bare || !healthz) continue;
    const share = healthz.requestsPerSecAvg / bare.requestsPerSecAvg;
    rows.push({
      target: `GET /healthz on ${SERVER_LABELS[engine]}, req/s over a bare Fastify's`,
      measured:
        `${Math.round(share * 100)}% (${Math.round(healthz.requestsPerSecAvg).toLocaleString('en-US')} vs ` +
        `${Math.round(bare.requestsPerSecAvg).toLocaleString('en-US')} req/s)`,
      goal: `${HEALTHZ_SHARE_OF_BARE_FASTIFY * 100}% or more`,
      isMet: share >= HEALTHZ_SHARE_OF_BARE_FASTIFY,
    });
  }
  for (const engine of engines) {
    const searches = measurements.filter((m) => m.engine === engine && m.path.includes('search='));
    if (searches.length === 0) continue;
    const worst = Math.max(...searches.map((m) => m.latencyMs.p95));
    rows.push({
      target: `Product search on ${SERVER_LABELS[engine]}, ${CONNECTIONS} connections, worst p95 of ${searches.length}`,
      measured: Number.isFinite(worst) ? `${formatMs(worst)} ms` : 'no answer within the measured window',
      goal: `under ${SEARCH_P95_MAX_MS} ms`,
      isMet: worst < SEARCH_P95_MAX_MS,
    });
  }
  return rows;
}

/** The inventory bench's goals (issue 11 §6, issue 13): lists, lookups, the scan run, the export. */
function inventoryGoalRows(inventory: InventoryBenchResults): GoalRow[] {
  const rows: GoalRow[] = [];
  const { lists, codeLookups, exportResult } = inventory;
  const worstRatio = Math.max(...lists.map((result) => result.ratioP95));
  const overRatio = lists.filter((result) => result.ratioP95 > LIST_RATIO_MAX).length;
  const beyond = lists.filter(
    (result) => result.ratioP95 > LIST_RATIO_MAX && isBeyondAnyServer(result),
  ).length;
  rows.push({
    target: `Inventory lists on MariaDB, API time over MariaDB's own (p95), worst of ${lists.length}`,
    measured: `${worstRatio.toFixed(2)}× (${overRatio} of ${lists.length} over)`,
    goal: `${LIST_RATIO_MAX}× or less, each`,
    isMet: lists.length > 0 && overRatio === 0,
    ...(overRatio > 0 && {
      note: `${beyond} of the ${overRatio} over it are over it even for a bare Fastify that only sends the same answer (the floor ratio)`,
    }),
  });
  rows.push({
    target: `Code lookups on MariaDB, ${codeLookups.clients} clients at once`,
    measured:
      `p50 ${formatMs(codeLookups.latencyMs.p50)} / p95 ${formatMs(codeLookups.latencyMs.p95)} / ` +
      `p99 ${formatMs(codeLookups.latencyMs.p99)} ms (${Math.round(codeLookups.requestsPerSec).toLocaleString('en-US')} req/s)`,
    goal: `p95 under ${CODE_LOOKUP_P95_MAX_MS} ms`,
    isMet: codeLookups.latencyMs.p95 < CODE_LOOKUP_P95_MAX_MS,
  });
  const { gtinLookups, scanRun } = inventory;
  rows.push({
    target: `Scan intake GTIN lookups on MariaDB, ${gtinLookups.clients} clients at once`,
    measured:
      `p50 ${formatMs(gtinLookups.latencyMs.p50)} / p95 ${formatMs(gtinLookups.latencyMs.p95)} / ` +
      `p99 ${formatMs(gtinLookups.latencyMs.p99)} ms (${Math.round(gtinLookups.requestsPerSec).toLocaleString('en-US')} req/s)`,
    goal: `p95 under ${GTIN_LOOKUP_P95_MAX_MS} ms`,
    isMet: gtinLookups.latencyMs.p95 < GTIN_LOOKUP_P95_MAX_MS,
  });
  rows.push({
    target: `A ${scanRun.scans.toLocaleString('en-US')}-scan run on MariaDB: saved, reconciled and answered`,
    measured: `${formatMs(scanRun.saveMs)} ms`,
    goal: `under ${SCAN_RUN_SAVE_MAX_MS} ms`,
    isMet: scanRun.saveMs < SCAN_RUN_SAVE_MAX_MS,
    note: `${scanRun.expected.toLocaleString('en-US')} expected, ${scanRun.missing} missing`,
  });
  const peak = exportResult.peakRssMb;
  rows.push({
    target: "CSV export on MariaDB, the server's peak memory (RSS), server restarted for it",
    measured:
      peak === null
        ? 'n/a (no /proc)'
        : `${peak.toFixed(0)} MB at ${exportResult.rows.toLocaleString('en-US')} rows (${exportResult.rssBeforeMb?.toFixed(0) ?? 'n/a'} MB before; ` +
          `${exportResult.rssAfterLoadMb?.toFixed(0) ?? 'n/a'} MB before the restart)`,
    goal: `under ${EXPORT_PEAK_RSS_MAX_MB} MB at ${EXPORT_GOAL_ROWS.toLocaleString('en-US')} rows`,
    isMet: peak === null ? null : peak < EXPORT_PEAK_RSS_MAX_MB,
    note:
      exportResult.rows < EXPORT_GOAL_ROWS
        ? `fewer rows than the goal's: BENCH_INVENTORY_ROWS=1000000 exports ${EXPORT_GOAL_ROWS.toLocaleString('en-US')}`
        : undefined,
  });
  return rows;
}

function scanToScreenGoalRows(scanToScreen: ScanToScreenResult): GoalRow[] {
  const rows: GoalRow[] = [];
  rows.push({
    target: `Wedge scan to screen on /scanItems (Chromium), ${scanToScreen.samples} scans`,
    measured:
      `p50 ${formatMs(scanToScreen.latencyMs.p50)} / p95 ${formatMs(scanToScreen.latencyMs.p95)} / ` +
      `max ${formatMs(scanToScreen.latencyMs.max)} ms`,
    goal: `p95 under ${WEDGE_SCAN_TO_SCREEN_MAX_MS} ms`,
    isMet: scanToScreen.latencyMs.p95 < WEDGE_SCAN_TO_SCREEN_MAX_MS,
  });
  return rows;
}

/** The parts of `npm run bench`, in the order they run. */
const BENCH_PARTS = [
  'http',
  'inventories',
  'scanToScreen',
  'findOrders',
  'register',
  'payouts',
  'reports',
  'scanToEvent',
  'labels',
  'bundle',
] as const;
type BenchPart = (typeof BENCH_PARTS)[number];

/**
 * BENCH_PARTS (e.g. `inventories,findOrders`) runs only those parts, and the goals table shows
 * only theirs: a quiet machine's minutes spent on what changed. Every part when unset.
 */
function benchParts(): Set<BenchPart> {
  const named = (process.env.BENCH_PARTS ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (named.length === 0) return new Set(BENCH_PARTS);
  const unknown = named.filter((part) => !(BENCH_PARTS as readonly string[]).includes(part));
  if (unknown.length > 0) {
    throw new Error(`BENCH_PARTS: unknown ${unknown.join(', ')}; the parts are ${BENCH_PARTS.join(', ')}`);
  }
  return new Set(named as BenchPart[]);
}

/**
 * The HTTP part: /healthz, a static asset and product search under CONNECTIONS connections, on SQLite
 * then on a throwaway MariaDB, each after a bare Fastify as the /healthz reference. Prints its table
 * and writes RESULTS_FILE; returns the measurements and any failed requests.
 */
async function benchHttp(
  targets: Target[],
  durationS: number,
  machine: ReturnType<typeof machineInfo>,
  busyAtStart: number,
  startedAt: Date,
): Promise<{ measurements: Measurement[]; failures: string[] }> {
  const measurements: Measurement[] = [];
  measurements.push(...(await benchEngine('sqlite', undefined, targets, durationS)));

  console.log('  starting a throwaway MariaDB...');
  const mariadb = await startMariaDb();
  const stopMariaDb = onCleanup('stop MariaDB', () => mariadb.stop());
  let mariadbVersion: string;
  try {
    const databaseUrl = await createDatabase(mariadb.baseUrl, 'consigndesk_bench');
    mariadbVersion = await mariaDbVersion(databaseUrl);
    measurements.push(...(await benchEngine('mariadb', databaseUrl, targets, durationS)));
  } finally {
    await stopMariaDb();
  }
  const elapsedS = (Date.now() - startedAt.getTime()) / 1000;

  const failures = measurements
    .filter((m) => m.errors + m.non2xx + m.warmupErrors + m.warmupNon2xx > 0)
    .map(
      (m) =>
        `${m.engine} ${m.target}: ${m.errors} errors (${m.timeouts} timeouts), ${m.non2xx} non-2xx ` +
        `(warm-up: ${m.warmupErrors} errors (${m.warmupTimeouts} timeouts), ${m.warmupNon2xx} non-2xx); ` +
        `status codes ${JSON.stringify(m.statusCodes)}`,
    );

  await mkdir(join(ROOT, '.tmp'), { recursive: true });
  await writeFile(
    RESULTS_FILE,
    `${JSON.stringify(
      {
        startedAt: startedAt.toISOString(),
        elapsedS,
        ok: failures.length === 0,
        machine: {
          ...machine,
          cpuBusyShareAtStart: Math.round(busyAtStart * 1000) / 1000,
          mariadb: mariadbVersion,
          loadGenerator: 'same machine',
        },
        settings: {
          durationS,
          connectPath: CONNECT_PATH,
          connectMaxS: CONNECT_MAX_S,
          warmupS: Math.min(WARMUP_S, durationS),
          connections: CONNECTIONS,
          pipelining: PIPELINING,
          requestTimeoutS: REQUEST_TIMEOUT_S,
          host: HOST,
        },
        measurements,
      },
      null,
      2,
    )}\n`,
  );

  console.log('');
  console.log(markdownTable(measurements));
  console.log('');
  console.log(
    `Machine: ${machine.cpuModel}, ${machine.cpuCount} CPUs, ${machine.memoryGiB} GiB RAM, ${machine.os} ` +
      `(CPUs ${Math.round(busyAtStart * 100)}% busy at start); ` +
      `Node ${machine.node}; MariaDB ${mariadbVersion}; autocannon ${machine.autocannon}.`,
  );
  console.log(
    `The load generator (autocannon, one process) runs on the same machine as the server and competes with it ` +
      `for CPU. ${durationS} s per target, ${CONNECTIONS} connections, pipelining ${PIPELINING}. ` +
      `Latency percentiles are over 2xx responses; MB = 10^6 bytes.`,
  );
  for (const m of measurements.filter((each) => !each.isEveryConnectionAnswered)) {
    console.log(
      `  WARNING: ${m.engine} ${m.target}: not every connection had been answered on ${CONNECT_PATH} after ` +
        `${CONNECT_MAX_S} s; its numbers include connections still waiting for their first answer`,
    );
  }
  console.log(`Results: ${relative(ROOT, RESULTS_FILE)} (${elapsedS.toFixed(0)} s in total)`);
  return { measurements, failures };
}

async function main(): Promise<number> {
  const durationS = benchDurationS();
  if (!existsSync(SERVER_ENTRY) || !existsSync(join(RENDERER_DIR, 'index.html'))) {
    throw new Error('the built app is missing (dist/api, dist/renderer); run npm run build first');
  }
  const asset = await largestScriptAsset();
  const targets = targetsFor(asset);
  const machine = machineInfo();
  const startedAt = new Date();

  console.log(
    `ConsignDesk benchmark: ${durationS} s per target after every connection has been answered on ` +
      `${CONNECT_PATH} and a ${Math.min(WARMUP_S, durationS)} s warm-up on the target, ` +
      `${CONNECTIONS} connections, pipelining ${PIPELINING}, ${HOST} only`,
  );

  const busyAtStart = await cpuBusyShare();
  if (busyAtStart > BUSY_WARNING_SHARE) {
    console.log(
      `  WARNING: the CPUs were ${Math.round(busyAtStart * 100)}% busy before starting; ` +
        'other work on this machine will lower and scatter the numbers',
    );
  }

  const parts = benchParts();
  const failures: string[] = [];
  const goals: GoalRow[] = [];
  if (parts.has('http')) {
    const http = await benchHttp(targets, durationS, machine, busyAtStart, startedAt);
    failures.push(...http.failures);
    goals.push(...httpGoalRows(http.measurements));
  }
  if (parts.has('inventories')) {
    const inventory = await benchInventoryLists(onCleanup);
    const { codeLookups, gtinLookups } = inventory;
    if (codeLookups.errors + codeLookups.non2xx + codeLookups.warmupErrors + codeLookups.warmupNon2xx > 0) {
      failures.push(
        `mariadb code lookups: ${codeLookups.errors} errors, ${codeLookups.non2xx} non-2xx ` +
          `(warm-up: ${codeLookups.warmupErrors} errors, ${codeLookups.warmupNon2xx} non-2xx)`,
      );
    }
    if (gtinLookups.errors + gtinLookups.non2xx + gtinLookups.warmupErrors + gtinLookups.warmupNon2xx > 0) {
      failures.push(
        `mariadb GTIN lookups: ${gtinLookups.errors} errors, ${gtinLookups.non2xx} non-2xx ` +
          `(warm-up: ${gtinLookups.warmupErrors} errors, ${gtinLookups.warmupNon2xx} non-2xx)`,
      );
    }
    goals.push(...inventoryGoalRows(inventory));
  }
  if (parts.has('scanToScreen')) goals.push(...scanToScreenGoalRows(await benchWedgeScanToScreen(onCleanup)));
  if (parts.has('findOrders')) goals.push(findOrdersGoalRow(await benchFindOrders(onCleanup)));
  if (parts.has('register')) {
    const register = await benchRegister(onCleanup);
    if (register.cartItem.errors + register.cartItem.non2xx > 0) {
      failures.push(
        `mariadb cartItem lookups: ${register.cartItem.errors} errors, ${register.cartItem.non2xx} non-2xx`,
      );
    }
    goals.push(...registerGoalRows(register));
  }
  if (parts.has('payouts')) goals.push(...payoutGoalRows(await benchPayouts(onCleanup)));
  if (parts.has('reports')) goals.push(...reportGoalRows(await benchReports(onCleanup)));
  if (parts.has('scanToEvent')) goals.push(await scanToEventGoalRow(ROOT));
  if (parts.has('labels')) goals.push(...(await labelGoalRowsMeasured(ROOT)));
  if (parts.has('bundle')) goals.push(await bundleGoalRowOfBuild(RENDERER_DIR));

  await mkdir(join(ROOT, '.tmp'), { recursive: true });
  await writeFile(GOALS_FILE, `${JSON.stringify({ startedAt: startedAt.toISOString(), goals }, null, 2)}\n`);
  console.log('');
  console.log('Goals (issue 11 §6), each measured above:');
  console.log('');
  console.log(goalsTable(goals));
  console.log('');
  const missed = goals.filter((goal) => goal.isMet === false).length;
  console.log(
    `${missed === 0 ? 'Every goal measured was met' : `${missed} of ${goals.length} goals MISSED`}. ` +
      `CPUs ${Math.round(busyAtStart * 100)}% busy with other work before the run` +
      (busyAtStart > BUSY_WARNING_SHARE
        ? ': the req/s are low and the latencies high for this machine.'
        : '.') +
      ` Goals: ${relative(ROOT, GOALS_FILE)}`,
  );

  if (failures.length > 0) {
    process.stderr.write(
      `\n${'!'.repeat(72)}\nBENCHMARK FAILED: requests failed, so these numbers are not valid\n` +
        `${failures.map((line) => `  - ${line}`).join('\n')}\n${'!'.repeat(72)}\n`,
    );
    return 1;
  }
  return 0;
}

// Without this, Ctrl-C would leave the server, mariadbd and their temp dirs behind.
for (const [signal, exitCode] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.on(signal, () => {
    if (interrupted) process.exit(exitCode);
    interrupted = true;
    process.stderr.write(`\n${signal}: stopping the load and cleaning up (again to force)...\n`);
    stopCurrentLoad();
    void runCleanups().finally(() => process.exit(exitCode));
  });
}

main()
  .then(
    async (code) => {
      await runCleanups();
      process.exitCode = code;
    },
    async (error: unknown) => {
      await runCleanups();
      // After Ctrl-C, failures are just the servers going away; the signal handler sets the exit code.
      if (interrupted) return;
      process.stderr.write(`\nBENCHMARK FAILED: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  )
  .catch((error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exitCode = 1;
  });
