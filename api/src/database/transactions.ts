import { AsyncLocalStorage } from 'node:async_hooks';
import { type DataSource, type EntityManager, type QueryRunner } from 'typeorm';

/**
 * SQLite transactions, one at a time.
 *
 * TypeORM's SQLite drivers share ONE query runner (one connection) per process. Two requests'
 * transactions would meet on it: the second BEGIN fails ('cannot start a transaction within a
 * transaction') or nests as a SAVEPOINT inside the first, and the two then commit or roll back each
 * other's work; a plain query of a third request would run inside whichever is open.
 *
 * So on SQLite the connection has a gate:
 *   - an explicit transaction (`dataSource.transaction` / `manager.transaction`) takes the gate for
 *     its whole work; the work's own queries (and transactions nested in it, as savepoints) pass,
 *     recognised by an AsyncLocalStorage token;
 *   - a query from anyone else waits until the gate is free;
 *   - an implicit transaction (TypeORM's own around `save`) takes the gate from BEGIN to COMMIT.
 * MySQL/MariaDB give each transaction its own pooled connection and need none of this.
 */
export function serializeSqliteTransactions(dataSource: DataSource): void {
  if (!isSqlite(dataSource)) return;
  const gate = new Gate();
  const owner = new AsyncLocalStorage<symbol>();
  const manager = dataSource.manager;
  const runner = dataSource.driver.createQueryRunner('master');

  const transaction = manager.transaction.bind(manager) as (...args: unknown[]) => Promise<unknown>;
  (manager as { transaction: unknown }).transaction = async (...args: unknown[]) => {
    const current = owner.getStore();
    if (current !== undefined && gate.isHeldBy(current)) return transaction(...args);
    const token = Symbol('transaction');
    await gate.acquire(token);
    try {
      return await owner.run(token, () => transaction(...args));
    } finally {
      gate.release(token);
      // An AsyncLocalStorage that has run once makes Node track every promise of the process
      // (its promise hooks), every request's included, for as long as it is enabled: on SQLite
      // /healthz that was a fifth of the server's CPU per request (issue 11 §6). So it is on only
      // while a transaction holds the gate; the next run turns it on again. Off, it reads as no
      // token: the same as a finished transaction's token, which never holds the gate again.
      if (gate.isFree()) owner.disable();
    }
  };

  const query = runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>;
  (runner as { query: unknown }).query = async (...args: unknown[]) => {
    await gate.waitUnlessOwner(owner.getStore());
    return query(...args);
  };

  patchImplicitTransactions(runner, gate, owner);
}

/** BEGIN…COMMIT that TypeORM opens by itself (outside an explicit transaction) also holds the gate. */
function patchImplicitTransactions(runner: QueryRunner, gate: Gate, owner: AsyncLocalStorage<symbol>): void {
  const start = runner.startTransaction.bind(runner);
  const commit = runner.commitTransaction.bind(runner);
  const rollback = runner.rollbackTransaction.bind(runner);
  let implicit: symbol | null = null;

  runner.startTransaction = async (isolationLevel) => {
    const current = owner.getStore();
    if (current !== undefined && gate.isHeldBy(current)) return start(isolationLevel);
    if (implicit !== null && gate.isHeldBy(implicit)) return start(isolationLevel);
    const token = Symbol('implicit transaction');
    await gate.acquire(token);
    implicit = token;
    gate.allowUnownedQueries = true;
    try {
      await start(isolationLevel);
    } catch (error) {
      endImplicit();
      throw error;
    }
  };
  const endImplicit = () => {
    if (implicit === null || runner.isTransactionActive) return;
    const token = implicit;
    implicit = null;
    gate.allowUnownedQueries = false;
    gate.release(token);
  };
  runner.commitTransaction = async () => {
    try {
      await commit();
    } finally {
      endImplicit();
    }
  };
  runner.rollbackTransaction = async () => {
    try {
      await rollback();
    } finally {
      endImplicit();
    }
  };
}

/** A first-come, first-served lock over the one SQLite connection. */
class Gate {
  private holder: symbol | null = null;
  private waiters: (() => void)[] = [];
  /** While an implicit transaction holds the gate, its own queries carry no token: let them through. */
  allowUnownedQueries = false;

  isHeldBy(token: symbol): boolean {
    return this.holder === token;
  }

  isFree(): boolean {
    return this.holder === null;
  }

  async acquire(token: symbol): Promise<void> {
    while (this.holder !== null) await this.next();
    this.holder = token;
  }

  release(token: symbol): void {
    if (this.holder !== token) return;
    this.holder = null;
    const waiting = this.waiters;
    this.waiters = [];
    for (const wake of waiting) wake();
  }

  async waitUnlessOwner(token: symbol | undefined): Promise<void> {
    while (this.holder !== null && this.holder !== token && !this.allowUnownedQueries) await this.next();
  }

  private next(): Promise<void> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }
}

export function isSqlite(dataSource: DataSource): boolean {
  return dataSource.options.type === 'better-sqlite3' || dataSource.options.type === 'sqlite';
}

/** `dataSource.transaction(work)`: safe under concurrent requests on both engines (see above). */
export function inTransaction<T>(
  dataSource: DataSource,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  return dataSource.transaction(work);
}

/** MySQL/MariaDB chose this transaction as a deadlock victim (it was rolled back; retrying is safe). */
export function isDeadlock(error: unknown): boolean {
  const code = (error as { code?: unknown; driverError?: { code?: unknown } } | null) ?? {};
  return code.code === 'ER_LOCK_DEADLOCK' || code.driverError?.code === 'ER_LOCK_DEADLOCK';
}
