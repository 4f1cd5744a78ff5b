import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { serializeSqliteTransactions } from './transactions';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { type DatabaseConfig } from '../config/app-config';
import { entities } from './entities';
import { migrations } from './migrations';

export function buildDataSourceOptions(database: DatabaseConfig): DataSourceOptions {
  const common = { entities, migrations, migrationsTransactionMode: 'each', synchronize: false } as const;
  if (database.kind === 'sqlite') {
    mkdirSync(dirname(database.file), { recursive: true });
    return {
      ...common,
      type: 'better-sqlite3',
      database: database.file,
      // WAL lets readers work while a write is in progress; the busy timeout waits out a writer.
      enableWAL: true,
      timeout: 5000,
      // TypeORM keeps prepared statements in a first-in-first-out cache of 100 by default, fewer than
      // the distinct statements this API runs (a list's page query per page length, every action's
      // SQL): busy statements were evicted and prepared again, a cost on every few requests.
      statementCacheSize: 2_000,
    };
  }
  return {
    ...common,
    type: database.flavour,
    url: database.url,
    charset: 'utf8mb4_unicode_ci',
    // Store and read every DATETIME as UTC, whatever the server's time zone.
    timezone: 'Z',
    connectTimeout: 5000,
    extra: { connectionLimit: 10 },
  };
}

export class DatabaseConnectError extends Error {}

/** Where the database is, for messages: never the password. */
export function describeDatabase(database: DatabaseConfig): string {
  return database.kind === 'sqlite'
    ? `SQLite file ${database.file}`
    : `${database.flavour === 'mariadb' ? 'MariaDB' : 'MySQL'} at ${database.host}:${database.port}/${database.database}`;
}

/**
 * MariaDB answers on mysql:// URLs too, but TypeORM reads its catalogue differently (JSON is
 * LONGTEXT there, defaults are reported as expressions), so ask the server what it is.
 */
async function detectFlavour(
  database: Extract<DatabaseConfig, { kind: 'mysql' }>,
): Promise<'mysql' | 'mariadb'> {
  const connection = await createConnection({ uri: database.url, connectTimeout: 5000 });
  try {
    const [rows] = await connection.query('SELECT VERSION() AS version');
    const version = String((rows as { version: string }[])[0]?.version ?? '');
    return /mariadb/i.test(version) ? 'mariadb' : 'mysql';
  } finally {
    await connection.end();
  }
}

/** Connects and brings the schema up to date; explains a failure in one line. */
export async function openDatabase(configured: DatabaseConfig): Promise<DataSource> {
  let database = configured;
  if (database.kind === 'mysql') {
    try {
      database = { ...database, flavour: await detectFlavour(database) };
    } catch (error) {
      throw new DatabaseConnectError(
        `Cannot connect to the database (${describeDatabase(database)}): ${reason(error)}`,
      );
    }
  }
  const dataSource = new DataSource(buildDataSourceOptions(database));
  try {
    await dataSource.initialize();
  } catch (error) {
    throw new DatabaseConnectError(
      `Cannot connect to the database (${describeDatabase(database)}): ${reason(error)}`,
    );
  }
  serializeSqliteTransactions(dataSource);
  try {
    await dataSource.runMigrations({ transaction: 'each' });
  } catch (error) {
    await dataSource.destroy().catch(() => undefined);
    throw new DatabaseConnectError(`Database migration failed: ${reason(error)}`);
  }
  return dataSource;
}

function reason(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length) return reason(error.errors[0]);
  if (error instanceof Error) {
    const code = (error as Error & { code?: string }).code;
    return code && !error.message.includes(code) ? `${code} ${error.message}` : error.message || String(code);
  }
  return String(error);
}
