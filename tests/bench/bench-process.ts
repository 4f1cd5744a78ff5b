import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createConnection, type Connection } from 'mysql2/promise';
import {
  SEED_LARGE_DEFAULTS,
  seedLarge,
  type SeedLargeOptions,
  type SeedLargeResult,
} from '../../scripts/seed-large';
import { startBuiltServer } from '../support/built-server';
import { createDatabase, freePort, startMariaDb } from '../support/mariadb-server';

/** The demo store's admin, as the benches' servers seed it and sign in. */
export const DEMO_ADMIN = {
  email: 'admin@demo.consigndesk.local',
  password: 'consigndesk-demo',
  handle: 'demo',
};

/**
 * Runs one bench script in a process of its own (`tsx <script> --json`, its stderr shown as it runs)
 * and answers what it printed, or why it could not run: run-bench.ts measures the counter app's and
 * the renderers' goals apart from the server it loads.
 */
export function runBenchScript(root: string, tsconfig: string, script: string): Promise<string | Error> {
  return new Promise<string>((resolveRun, reject) => {
    const child = spawn(
      process.execPath,
      [resolve(root, 'node_modules/tsx/dist/cli.mjs'), '--tsconfig', tsconfig, script, '--json'],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolveRun(stdout) : reject(new Error(`exited with ${code}`)),
    );
  }).catch((error: unknown) => error as Error);
}

/** Registers a cleanup for Ctrl-C or a failure; the function it answers runs it now (once). */
export type OnCleanup = (label: string, run: () => Promise<void>) => () => Promise<void>;

const SERVER_STARTUP_TIMEOUT_MS = 120_000;
const BARE_STARTUP_TIMEOUT_MS = 60_000;
const HOST = '127.0.0.1';

/**
 * A bare Fastify 5 (the product's own copy) in a process of its own: no database, hooks or Nest.
 * `/healthz` answers the product's body: the reference of the /healthz goal. `PUT /answer` keeps a
 * JSON body that `GET /answer` then answers (serialised on each request, as the product does): the
 * HTTP exchange of a given answer and nothing else, the least any server could take to send it.
 */
export async function startBareFastify(
  onCleanup: OnCleanup,
): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const port = await freePort();
  const script = [
    `const app = require(${JSON.stringify(require.resolve('fastify'))})({ bodyLimit: 256 * 1024 * 1024 });`,
    "app.get('/healthz', async () => ({ status: 'ok', database: 'ok' }));",
    'let answer = null;',
    "app.put('/answer', async (request) => { answer = request.body; return { kept: true }; });",
    "app.get('/answer', async () => answer);",
    `app.listen({ port: ${port}, host: ${JSON.stringify(HOST)} }).catch((error) => { console.error(error); process.exit(1); });`,
  ].join('\n');
  const child = spawn(process.execPath, ['-e', script], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-2000)));
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const stop = onCleanup(`stop the bare Fastify (pid ${child.pid})`, async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  });
  const baseUrl = `http://${HOST}:${port}`;
  const deadline = Date.now() + BARE_STARTUP_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the bare Fastify exited with code ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(1000) });
      if (response.status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the bare Fastify did not answer within ${BARE_STARTUP_TIMEOUT_MS} ms:\n${output}`);
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
  return { baseUrl, stop };
}

/**
 * The built product for a bench on its own MariaDB database (`url`), with the demo store and its
 * admin: started, answering /healthz, and stopped by the cleanup it registers as `name`.
 */
export async function startBenchServer(
  onCleanup: OnCleanup,
  { name, url, dataDir }: { name: string; url: string; dataDir: string },
): Promise<{ baseUrl: string; pid: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const server = startBuiltServer({
    NODE_ENV: 'production',
    PORT: String(port),
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    RENDERER_DIR: join(dataDir, 'no-renderer'),
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'true',
    DEMO_ADMIN_EMAIL: DEMO_ADMIN.email,
    DEMO_ADMIN_PASSWORD: DEMO_ADMIN.password,
  });
  const stop = onCleanup(`stop the ${name} server (pid ${server.child.pid})`, async () => {
    if (server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, server.output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, pid: server.child.pid ?? 0, stop };
}

async function waitForHealth(baseUrl: string, output: () => string): Promise<void> {
  const deadline = Date.now() + SERVER_STARTUP_TIMEOUT_MS;
  for (;;) {
    try {
      const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(1000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`server did not answer /healthz:\n${output().slice(-2000)}`);
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
}

/**
 * A bench run alone (`npx tsx tests/bench/<bench>.ts`): its cleanups run on Ctrl-C and on a failure,
 * which is reported as `<title> BENCHMARK FAILED` with exit code 1.
 */
export function runBenchAlone(title: string, bench: (onCleanup: OnCleanup) => Promise<unknown>): void {
  const cleanups: { label: string; run: () => Promise<void> }[] = [];
  const onCleanup: OnCleanup = (label, run) => {
    const entry = { label, run };
    cleanups.push(entry);
    return async () => {
      const index = cleanups.indexOf(entry);
      if (index === -1) return;
      cleanups.splice(index, 1);
      await run();
    };
  };
  const runCleanups = async () => {
    for (let entry = cleanups.pop(); entry; entry = cleanups.pop()) await entry.run().catch(() => undefined);
  };
  process.on('SIGINT', () => void runCleanups().finally(() => process.exit(130)));
  bench(onCleanup).catch(async (error: unknown) => {
    await runCleanups();
    process.stderr.write(
      `\n${title} BENCHMARK FAILED: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exitCode = 1;
  });
}

/** What a bench measures against: the built server on a seeded throwaway MariaDB. */
export interface BenchWorld {
  baseUrl: string;
  /** The server's process id (to sample its memory). */
  pid: number;
  seeded: SeedLargeResult;
  /** A connection to the bench's database (UTC), for the bench's own SQL. */
  connection: Connection;
  /** When seeding started (ms since the epoch). */
  startedAt: number;
}

/**
 * A throwaway MariaDB (`bufferPoolSize`, 512M unless told), the built server on its database
 * `databaseName` with the demo store, the large seed (`seed`; the demo store is the big one) and a
 * connection; `run` measures, then everything is stopped and removed, on failure and Ctrl-C too.
 */
export async function withBenchWorld<T>(
  onCleanup: OnCleanup,
  options: {
    name: string;
    databaseName: string;
    bufferPoolSize?: string;
    seed: Pick<SeedLargeOptions, 'items' | 'stores' | 'bigStoreItems' | 'withLogs' | 'log'>;
  },
  run: (world: BenchWorld) => Promise<T>,
): Promise<T> {
  const mariadb = await startMariaDb({ bufferPoolSize: options.bufferPoolSize ?? '512M' });
  const stopMariaDb = onCleanup(`stop the ${options.name} MariaDB`, () => mariadb.stop());
  const dataDir = await mkdtemp(join(tmpdir(), `consigndesk-${options.databaseName}-`));
  const removeDataDir = onCleanup(`remove ${dataDir}`, () => rm(dataDir, { recursive: true, force: true }));
  let connection: Connection | undefined;
  try {
    const url = await createDatabase(mariadb.baseUrl, options.databaseName);
    const server = await startBenchServer(onCleanup, { name: options.name, url, dataDir });
    try {
      const startedAt = Date.now();
      const seeded = await seedLarge({
        url,
        ...options.seed,
        bigStoreHandle: DEMO_ADMIN.handle,
        seed: SEED_LARGE_DEFAULTS.seed,
      });
      const mysqlUrl = new URL(url);
      if (mysqlUrl.protocol === 'mariadb:') mysqlUrl.protocol = 'mysql:';
      connection = await createConnection({ uri: mysqlUrl.toString(), timezone: 'Z' });
      return await run({ baseUrl: server.baseUrl, pid: server.pid, seeded, connection, startedAt });
    } finally {
      await server.stop();
    }
  } finally {
    await connection?.end().catch(() => undefined);
    await stopMariaDb();
    await removeDataDir();
  }
}

/** A bench's size from the environment (`name`), `fallback` when unset; a whole number from min to max. */
export function benchSize(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

/** A bench's results as JSON in `file` (.tmp/), with when it started and the machine's CPUs. */
export async function writeBenchResults(
  file: string,
  startedAt: number,
  results: Record<string, unknown>,
): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const cpu = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown'}`;
  await writeFile(
    file,
    `${JSON.stringify({ startedAt: new Date(startedAt).toISOString(), cpus: cpu, ...results }, null, 2)}\n`,
  );
}
