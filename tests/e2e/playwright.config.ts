import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium';
import {
  CHEQUE_SERVICE_KEY,
  CHEQUE_SERVICE_PORT,
  CHEQUE_SERVICE_SECRET,
  CHEQUE_SERVICE_URL,
} from './local-cheque-service';

/**
 * End-to-end walks through the BUILT product: the same `node dist/api/api/src/main.js` that
 * `npm start` runs after building, on its own port and a throwaway SQLite database.
 *
 *   npm run build
 *   npx playwright test --config tests/e2e/playwright.config.ts
 *
 * Env: E2E_PORT (default 3210; the local cheque service listens on E2E_PORT + 1000), CHROMIUM_PATH
 * (default /usr/bin/chromium),
 * E2E_JSON_OUTPUT (default test-results/e2e-results.json), E2E_WORKERS (walks at once; default 2,
 * 1 under CI: on 2 cores, two walks at once left the wedge scanner's key timings and the 30 s
 * walk budget at the mercy of the machine's load, and saved little time), CI (.only refused).
 *
 * No retries, locally or in CI: a walk that passes only the second time is a race to fix, and a
 * retry would hide it. A failure keeps its trace (test-results/e2e-artifacts) to find the race.
 */

const REPO_ROOT = resolve(__dirname, '..', '..');
const BUILT_MAIN = join(REPO_ROOT, 'dist', 'api', 'api', 'src', 'main.js');
const RENDERER_DIR = join(REPO_ROOT, 'dist', 'renderer');

const missing = [BUILT_MAIN, join(RENDERER_DIR, 'index.html')].filter((file) => !existsSync(file));
if (missing.length > 0) {
  throw new Error(
    `The e2e suite runs the built product, but ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing: run npm run build first.`,
  );
}

const PORT = Number(process.env.E2E_PORT ?? 3210);
if (!Number.isInteger(PORT) || PORT <= 0 || PORT > 65535) {
  throw new Error(`E2E_PORT must be a port number (got ${process.env.E2E_PORT})`);
}
const BASE_URL = `http://127.0.0.1:${PORT}`;

const isCI = Boolean(process.env.CI);

function e2eWorkers(): number {
  const workers = Number(process.env.E2E_WORKERS ?? (isCI ? 1 : 2));
  if (!Number.isInteger(workers) || workers < 1) {
    throw new Error(`E2E_WORKERS must be a whole number of workers (got ${process.env.E2E_WORKERS})`);
  }
  return workers;
}

/**
 * A fresh data directory per run. Playwright loads this file again in every worker; the first load
 * publishes the directory through the environment, which the workers inherit, so they all agree on
 * it and only the runner that made it removes it when it exits (after the server has stopped).
 */
const DATA_DIR_ENV = 'CONSIGNDESK_E2E_DATA_DIR';
const isFirstLoad = !process.env[DATA_DIR_ENV];
if (isFirstLoad) {
  const dataDir = mkdtempSync(join(tmpdir(), 'consigndesk-e2e-'));
  process.env[DATA_DIR_ENV] = dataDir;
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
const DATA_DIR = process.env[DATA_DIR_ENV] as string;

const JSON_OUTPUT = process.env.E2E_JSON_OUTPUT
  ? resolve(process.env.E2E_JSON_OUTPUT)
  : join(REPO_ROOT, 'test-results', 'e2e-results.json');

export default defineConfig({
  testDir: __dirname,
  outputDir: join(REPO_ROOT, 'test-results', 'e2e-artifacts'),
  fullyParallel: true,
  forbidOnly: isCI,
  retries: 0,
  workers: e2eWorkers(),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: JSON_OUTPUT }]],
  use: {
    baseURL: BASE_URL,
    // The screens honour the system's reduced-motion setting (no antd zooms or slides): a click
    // can no longer land on a dialog that is still zooming in, which lost clicks in CI.
    contextOptions: { reducedMotion: 'reduce' },
    // A failure keeps its trace; without the screencast, which costs a small machine more CPU than
    // the walk itself.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: CHROMIUM_LAUNCH_OPTIONS,
      },
    },
  ],
  webServer: [
    // The local cheque service first: the product is started against it (automated payouts).
    {
      command: `"${process.execPath}" --import tsx ${JSON.stringify(join(REPO_ROOT, 'tests', 'servers', 'run-cheque-service.ts'))}`,
      cwd: REPO_ROOT,
      url: `${CHEQUE_SERVICE_URL}/__admin/stats`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        CHEQUE_SERVICE_PORT: String(CHEQUE_SERVICE_PORT),
        CHEQUE_SERVICE_HOST: '127.0.0.1',
      },
    },
    {
      command: `"${process.execPath}" ${JSON.stringify(BUILT_MAIN)}`,
      cwd: REPO_ROOT,
      url: `${BASE_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      // main.ts stops cleanly on SIGTERM (requests finish, the database closes).
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        // Whatever the calling shell exports, this run uses its own SQLite file and the built bundle.
        DATABASE_URL: '',
        RENDERER_DIR,
        CHEQUE_SERVICE_URL,
        CHEQUE_SERVICE_KEY,
        CHEQUE_SERVICE_SECRET,
      },
    },
  ],
});
