import { accessSync, constants } from 'node:fs';
import { fileURLToPath } from 'node:url';
import swc from 'unplugin-swc';
import { configDefaults, defineConfig } from 'vitest/config';

const alias = {
  '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
  '@renderer': fileURLToPath(new URL('./desktop/renderer', import.meta.url)),
};
/** The HID POS test needs /dev/uhid (the uhid kernel module), readable and writable. */
function uhidAvailable(): boolean {
  try {
    accessSync('/dev/uhid', constants.R_OK | constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

// Nest's dependency injection reads decorator metadata, which esbuild does not emit; swc does.
const plugins = [swc.vite({ module: { type: 'es6' } })];

export default defineConfig({
  test: {
    projects: [
      {
        plugins,
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'shared/**/*.test.ts',
            'api/**/*.test.ts',
            'desktop/**/*.test.ts',
            'tests/support/**/*.test.ts',
            // The cheque service adapter against the local cheque service (real HTTP on 127.0.0.1).
            'tests/servers/**/*.test.ts',
            // Label documents read back as a scanner would (pdftoppm, ZXing, a ZPL renderer).
            'tests/labels/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, 'desktop/**/*.device.test.ts', 'desktop/**/*.uhid.test.ts'],
        },
      },
      {
        plugins,
        resolve: { alias },
        test: {
          // The counter app's drivers against real device nodes: socat pseudo-terminals for serial
          // scanners, /dev/uhid for HID POS scanners where the kernel offers it.
          name: 'devices',
          environment: 'node',
          include: ['desktop/**/*.device.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 20_000,
        },
      },
      // A virtual HID POS scanner through the kernel: only on a machine that offers /dev/uhid
      // (tests/support/run-tests.mjs says whether it ran).
      ...(uhidAvailable()
        ? [
            {
              plugins,
              resolve: { alias },
              test: {
                name: 'devices-uhid',
                environment: 'node',
                include: ['desktop/**/*.uhid.test.ts'],
                testTimeout: 20_000,
                hookTimeout: 20_000,
              },
            },
          ]
        : []),
      {
        plugins,
        resolve: { alias },
        test: {
          name: 'api-sqlite',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          // Several job workers share one database only on MariaDB: SQLite runs one (docs/jobs.md).
          exclude: ['tests/api/job-workers.test.ts', 'tests/api/payouts-never-twice.test.ts'],
          env: { TEST_DB: 'sqlite' },
          // Each file builds its own app and database; the modules behind them are loaded once per
          // worker instead of once per file (import time was a third of the API tests' time).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins,
        resolve: { alias },
        test: {
          name: 'api-mariadb',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          env: { TEST_DB: 'mariadb' },
          isolate: false,
          globalSetup: ['tests/support/mariadb.global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
