import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { type DataSource } from 'typeorm';
import { inject } from 'vitest';
import { createApp } from '../../api/src/app.factory';
import { TokenService } from '../../api/src/common/auth/token.service';
import { type AppConfig, loadConfig } from '../../api/src/config/app-config';
import { openDatabase } from '../../api/src/database/data-source';
import { createDatabase, dropDatabase } from './mariadb-server';
import { type SmtpOptions, startSmtp, type TestSmtp } from './smtp';

export type TestEngine = 'sqlite' | 'mariadb';

export interface TestApp {
  engine: TestEngine;
  baseUrl: string;
  app: NestFastifyApplication;
  dataSource: DataSource;
  config: AppConfig;
  tokens: TokenService;
  close(): Promise<void>;
}

export function testEngine(): TestEngine {
  return process.env.TEST_DB === 'mariadb' ? 'mariadb' : 'sqlite';
}

/**
 * A fresh database of this project's engine (SQLite file or a new MariaDB database), migrated,
 * and the real app listening on a free port. Each test file gets its own, so files run in parallel.
 */
export async function openTestDatabase(
  env: Record<string, string> = {},
): Promise<{ config: AppConfig; dataSource: DataSource; cleanup(): Promise<void> }> {
  const engine = testEngine();
  const dataDir = await mkdtemp(join(tmpdir(), 'consigndesk-test-'));
  const databaseName = `t_${randomBytes(6).toString('hex')}`;
  const mariadbBaseUrl = engine === 'mariadb' ? inject('mariadbBaseUrl') : undefined;
  const databaseUrl = mariadbBaseUrl ? await createDatabase(mariadbBaseUrl, databaseName) : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    RENDERER_DIR: join(dataDir, 'no-renderer'),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'false',
    PORT: '0',
    // Jobs enqueued here start at once (JobWake); the short poll serves retries and other processes.
    JOBS_POLL_MS: '50',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const dataSource = await openDatabase(config.database);
  return {
    config,
    dataSource,
    async cleanup() {
      if (dataSource.isInitialized) await dataSource.destroy();
      if (mariadbBaseUrl) await dropDatabase(mariadbBaseUrl, databaseName);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const { config, dataSource, cleanup } = await openTestDatabase(env);
  const app = await createApp(config, dataSource);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    engine: testEngine(),
    baseUrl: `http://127.0.0.1:${port}`,
    app,
    dataSource,
    config,
    tokens: app.get(TokenService),
    async close() {
      // A test that left a response body unread would otherwise hold the close open.
      app.getHttpServer().closeAllConnections();
      await app.close();
      await cleanup();
    },
  };
}

/**
 * A second API process on the same database as `t` (its own data source and app, same config), as
 * when several servers share one database. Closing it leaves the database to `t`.
 */
export async function startSecondApp(t: TestApp): Promise<TestApp> {
  const dataSource = await openDatabase(t.config.database);
  const app = await createApp(t.config, dataSource);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    engine: t.engine,
    baseUrl: `http://127.0.0.1:${port}`,
    app,
    dataSource,
    config: t.config,
    tokens: app.get(TokenService),
    async close() {
      app.getHttpServer().closeAllConnections();
      await app.close();
      if (dataSource.isInitialized) await dataSource.destroy();
    },
  };
}

/** The app sending its mail over SMTP to a real listener the test reads from. */
export type TestAppWithSmtp = TestApp & { smtp: TestSmtp };

export async function startTestAppWithSmtp(
  env: Record<string, string> = {},
  smtpOptions: SmtpOptions = {},
): Promise<TestAppWithSmtp> {
  const smtp = await startSmtp(smtpOptions);
  const t = await startTestApp({ SMTP_URL: smtp.url, ...env });
  return {
    ...t,
    smtp,
    async close() {
      await t.close();
      await smtp.close();
    },
  };
}
