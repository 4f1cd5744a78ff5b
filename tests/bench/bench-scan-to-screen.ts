/**
 * Scan to screen for a keyboard-wedge scanner (issue 13 "Speed": under 150 ms): the built server on
 * a throwaway SQLite with the demo store, Chromium on /scanItems with a run STARTed at the demo's
 * Main Store, and each of its items typed as a scanner types it (Playwright's timed keystrokes, a
 * key every few ms, then Enter). Measured in the page, on the page's own clock: from the Enter's
 * keydown (the scanner's last byte) to the frame in which the item is listed in the run, so the
 * code lookup over HTTP, React's render and the paint are all inside it; Playwright's round trips
 * are not. Part of `npm run bench`; `npx tsx tests/bench/bench-scan-to-screen.ts` runs it alone
 * (after `npm run build`).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
// Relative, not @shared/...: tsx runs the bench without the tests' path aliases.
import { freePort } from '../support/mariadb-server';
import { WEDGE_SCAN_TO_SCREEN_MAX_MS } from './goals';
import { SERVER_ENV_KEYS } from './load';

const ROOT = resolve(__dirname, '..', '..');
const SERVER_ENTRY = join(ROOT, 'dist', 'api', 'api', 'src', 'main.js');
const RENDERER_DIR = join(ROOT, 'dist', 'renderer');
const HOST = '127.0.0.1';
const STARTUP_TIMEOUT_MS = 60_000;
const DEMO = { handle: 'demo', email: 'admin@demo.consigndesk.local', password: 'consigndesk-demo' };
const LOCATION = 'Main Store';
/** Scans before the measured ones: the first lookups warm the server's statements and the page's code. */
const WARMUP_SCANS = 3;
const MEASURED_SCANS = 40;
/** What a USB scanner leaves between keys (wedge-decoder.ts: 1–15 ms). */
const KEY_DELAY_MS = 5;

export interface ScanToScreenResult {
  samples: number;
  latencyMs: { p50: number; p95: number; max: number };
}

type Cleanup = (label: string, run: () => Promise<void>) => () => Promise<void>;

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/** The caller's environment without the server's own settings (app-config.ts), which this run sets. */
function serverlessEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (SERVER_ENV_KEYS.includes(key)) delete env[key];
  }
  return env;
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...serverlessEnv(),
      // Production mode, as shipped (as run-bench.ts); it only makes JWT_SECRET mandatory.
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      PORT: String(port),
      HOST,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      DATABASE_URL: '',
      RENDERER_DIR,
    },
  });
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`http://${HOST}:${port}/healthz`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('the server did not answer /healthz within 60 s');
    await new Promise((done) => setTimeout(done, 250));
  }
}

/** The codes of the demo's Active items at LOCATION, through its API. */
async function itemCodes(baseUrl: string): Promise<string[]> {
  const login = await fetch(`${baseUrl}/open/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const get = async <T>(path: string) => (await (await fetch(`${baseUrl}${path}`, { headers })).json()) as T;
  const { locations } = await get<{ locations: { id: number; name: string }[] }>('/api/locations');
  const location = locations.find((candidate) => candidate.name === LOCATION);
  if (!location) throw new Error(`the demo store has no location ${LOCATION}`);
  const { inventories } = await get<{ inventories: { code: string }[] }>(
    `/api/inventories?status=Active&location=${location.id}&pageSize=100`,
  );
  if (inventories.length < WARMUP_SCANS + MEASURED_SCANS) {
    throw new Error(`the demo's ${LOCATION} has ${inventories.length} Active items, fewer than the scans`);
  }
  return inventories.map((item) => item.code);
}

/**
 * Arms the page for one scan: the Enter's keydown time, then the first frame after the run lists
 * the code ('Added CODE' under the scan field, rendered with its row). Page code as text: the tests'
 * tsconfig has no DOM types (as responsive.spec.ts).
 */
const ARM = `(expected) => {
  window.scanToScreen = new Promise((done) => {
    let enterAt = Number.NaN;
    const onKey = (event) => {
      if (event.key === 'Enter') enterAt = event.timeStamp;
    };
    window.addEventListener('keydown', onKey, true);
    const isShown = () => document.querySelector('[data-testid="scan-note"]')?.textContent === 'Added ' + expected;
    const observer = new MutationObserver(() => {
      if (!isShown()) return;
      observer.disconnect();
      window.removeEventListener('keydown', onKey, true);
      requestAnimationFrame(() => done(performance.now() - enterAt));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}`;

function armMeasurement(page: Page, code: string): Promise<unknown> {
  return page.evaluate(`(${ARM})(${JSON.stringify(code)})`);
}

export async function benchWedgeScanToScreen(onCleanup: Cleanup): Promise<ScanToScreenResult> {
  console.log('');
  console.log('Wedge scan to screen (/scanItems, Chromium, SQLite demo store)...');
  const dataDir = await mkdtemp(join(tmpdir(), 'consigndesk-bench-scan-'));
  const removeDataDir = onCleanup('remove the scan bench data', () =>
    rm(dataDir, { recursive: true, force: true }),
  );
  const port = await freePort();
  const baseUrl = `http://${HOST}:${port}`;
  const server = await startServer(port, dataDir);
  const stopServer = onCleanup('stop the scan bench server', async () => {
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const closeBrowser = onCleanup('close Chromium', () => browser.close());
  try {
    const codes = await itemCodes(baseUrl);
    const page = await browser.newPage({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    await page.goto(`/login?handle=${DEMO.handle}`);
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    // Through the menu, not a reload: the session stays the one just signed in.
    await page.getByRole('link', { name: 'Scan', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/scanItems');
    await page.getByLabel('Location', { exact: true }).fill(LOCATION);
    await page.getByLabel('Location', { exact: true }).press('Enter');
    await page.getByRole('button', { name: 'START' }).click();
    await page.getByLabel('Scan code').waitFor();

    const samples: number[] = [];
    for (const [index, code] of codes.slice(0, WARMUP_SCANS + MEASURED_SCANS).entries()) {
      await armMeasurement(page, code);
      await page.keyboard.type(`${code}\n`, { delay: KEY_DELAY_MS });
      const ms = (await page.evaluate('window.scanToScreen')) as number;
      if (index >= WARMUP_SCANS) samples.push(ms);
    }
    const sorted = [...samples].sort((a, b) => a - b);
    const result = {
      samples: sorted.length,
      latencyMs: {
        p50: percentile(sorted, 0.5),
        p95: percentile(sorted, 0.95),
        max: sorted[sorted.length - 1],
      },
    };
    console.log(
      `  ${result.samples} scans: p50 ${result.latencyMs.p50.toFixed(1)} / p95 ${result.latencyMs.p95.toFixed(1)} / ` +
        `max ${result.latencyMs.max.toFixed(1)} ms (goal: p95 under ${WEDGE_SCAN_TO_SCREEN_MAX_MS} ms)`,
    );
    return result;
  } finally {
    await closeBrowser();
    await stopServer();
    await removeDataDir();
  }
}

// Run alone: `npx tsx tests/bench/bench-scan-to-screen.ts`.
if (require.main === module) {
  const cleanups: (() => Promise<void>)[] = [];
  const once: Cleanup = (_label, run) => {
    let done = false;
    const cleanup = async () => {
      if (done) return;
      done = true;
      await run();
    };
    cleanups.push(cleanup);
    return cleanup;
  };
  benchWedgeScanToScreen(once)
    .catch((error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    })
    .finally(() => Promise.all(cleanups.map((cleanup) => cleanup())));
}
