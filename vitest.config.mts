import { fileURLToPath } from 'node:url';
import swc from 'unplugin-swc';
import { configDefaults, defineConfig } from 'vitest/config';

const alias = {
  '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
  '@renderer': fileURLToPath(new URL('./desktop/renderer', import.meta.url)),
};
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
          ],
          exclude: [...configDefaults.exclude, 'desktop/**/*.device.test.ts'],
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
      {
        plugins,
        resolve: { alias },
        test: {
          name: 'api-sqlite',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          // Several job workers share one database only on MariaDB: SQLite runs one (docs/jobs.md).
          exclude: ['tests/api/job-workers.test.ts'],
          env: { TEST_DB: 'sqlite' },
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
          globalSetup: ['tests/support/mariadb.global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
