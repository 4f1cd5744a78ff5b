import { type DataSource, type EntityManager } from 'typeorm';

const sqliteQueues = new WeakMap<DataSource, Promise<unknown>>();

/**
 * `dataSource.transaction(work)`, safe under concurrent requests on both engines.
 *
 * TypeORM's SQLite drivers share ONE connection per process, so two requests' transactions meet
 * on it: the second BEGIN fails ('cannot start a transaction within a transaction') or nests as a
 * SAVEPOINT, and the two then commit or roll back each other's work. So on SQLite these
 * transactions run one after another, in arrival order (one process owns the file). MySQL/MariaDB
 * give each transaction its own pooled connection and need nothing here.
 */
export function inTransaction<T>(
  dataSource: DataSource,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  if (dataSource.options.type !== 'better-sqlite3' && dataSource.options.type !== 'sqlite') {
    return dataSource.transaction(work);
  }
  const previous = sqliteQueues.get(dataSource) ?? Promise.resolve();
  const run = previous.then(() => dataSource.transaction(work));
  // The next transaction waits for this one to end, whether it committed or failed.
  sqliteQueues.set(
    dataSource,
    run.catch(() => undefined),
  );
  return run;
}

/** MySQL/MariaDB chose this transaction as a deadlock victim (it was rolled back; retrying is safe). */
export function isDeadlock(error: unknown): boolean {
  const code = (error as { code?: unknown; driverError?: { code?: unknown } } | null) ?? {};
  return code.code === 'ER_LOCK_DEADLOCK' || code.driverError?.code === 'ER_LOCK_DEADLOCK';
}
