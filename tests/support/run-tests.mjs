#!/usr/bin/env node
// `npm test`: every check, in order, with one summary at the end.
//   system programs → lint, typecheck and build side by side → unit, device (socat ptys, uhid, a private CUPS) and API tests (SQLite and MariaDB) → end-to-end (Chromium)
// Lint and typecheck failures are reported but the tests still run, so one run shows everything;
// a failed system check or build stops the run (nothing after it could be trusted).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');
const tmp = join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const vitestJson = join(tmp, 'vitest-results.json');
const e2eJson = join(tmp, 'e2e-results.json');
rmSync(vitestJson, { force: true });
rmSync(e2eJson, { force: true });

const env = {
  ...process.env,
  ELECTRON_SKIP_BINARY_DOWNLOAD: '1',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
};
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const results = [];

function step(name, command, args, { isRequired = false, extraEnv = {} } = {}) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: status === 0, seconds });
  if (status !== 0 && isRequired) finish(`${name} failed, so the run stopped there.`);
  return status === 0;
}

/**
 * Checks that need nothing from each other run side by side (lint and typecheck are each one
 * process on one core); each one's output is printed whole when it ends, so they never interleave.
 */
async function stepsSideBySide(steps) {
  const runs = steps.map(
    ({ name, command, args }) =>
      new Promise((resolveRun) => {
        const started = Date.now();
        const output = [];
        const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', (status) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          console.log(`\n━━ ${name} ━━`);
          process.stdout.write(Buffer.concat(output));
          resolveRun({ name, ok: status === 0, seconds });
        });
      }),
  );
  results.push(...(await Promise.all(runs)));
}

function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } catch {
    return null;
  }
}

function finish(reason) {
  const vitest = readJson(vitestJson);
  const e2e = readJson(e2eJson);
  const counts = { passed: 0, failed: 0, skipped: 0 };
  if (vitest) {
    counts.passed += vitest.numPassedTests;
    counts.failed += vitest.numFailedTests;
    counts.skipped += vitest.numPendingTests + vitest.numTodoTests;
  }
  if (e2e?.stats) {
    counts.passed += e2e.stats.expected + e2e.stats.flaky;
    counts.failed += e2e.stats.unexpected;
    counts.skipped += e2e.stats.skipped;
  }
  console.log('\n━━ Summary ━━');
  for (const result of results) console.log(`${result.ok ? '✔' : '✘'} ${result.name} (${result.seconds} s)`);
  if (vitest) console.log(`  unit + API: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed`);
  if (vitest) {
    // The HID POS test runs only where the machine offers /dev/uhid (vitest.config.mts): say which.
    const uhidRan = vitest.testResults?.some((file) => file.name.endsWith('.uhid.test.ts'));
    console.log(
      uhidRan
        ? '  HID POS scanner through /dev/uhid: ran'
        : '  HID POS scanner through /dev/uhid: not run, this machine has no /dev/uhid (modprobe uhid as root, where the kernel has the module)',
    );
  }
  if (e2e?.stats)
    console.log(
      `  end-to-end: ${e2e.stats.expected + e2e.stats.flaky} passed, ${e2e.stats.unexpected} failed`,
    );
  if (reason) console.log(reason);
  const isOk = results.every((result) => result.ok) && counts.passed > 0;
  if (counts.passed === 0) console.log('No test ran: that is a failure, not a pass.');
  // The one line CI reads.
  console.log(
    `${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`,
  );
  process.exit(isOk ? 0 : 1);
}

step(
  'System programs (MariaDB, Chromium, socat, libusb, poppler, CUPS with cups-pdf)',
  process.execPath,
  ['tests/support/ensure-system.mjs'],
  {
    isRequired: true,
  },
);
await stepsSideBySide([
  { name: 'Lint (ESLint, Prettier)', command: 'npm', args: ['run', '--silent', 'lint'] },
  {
    name: 'Typecheck (API, renderer, desktop, shared, tests)',
    command: 'npm',
    args: ['run', '--silent', 'typecheck'],
  },
  // The build waits mostly on its bundlers' workers; the tests after it need what it builds.
  {
    name: 'Build (renderer, API, counter app bundle)',
    command: 'npm',
    args: ['run', '--silent', 'build:all'],
  },
]);
if (!results.find((result) => result.name.startsWith('Build'))?.ok) {
  finish('Build (renderer, API, counter app bundle) failed, so the run stopped there.');
}
step('Unit, device and API tests (Vitest: unit, devices, SQLite, MariaDB)', npx, [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
step(
  'End-to-end tests (Playwright, Chromium)',
  npx,
  ['playwright', 'test', '--config', 'tests/e2e/playwright.config.ts'],
  {
    extraEnv: { E2E_JSON_OUTPUT: e2eJson },
  },
);
finish();
