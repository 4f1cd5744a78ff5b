import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { inTransaction, isDeadlock } from './transactions';

/**
 * Runs work in one database transaction, on both engines (SQLite's gate included, see
 * transactions.ts). The work gets the transaction's manager and hands it to the store-scoped
 * repositories (`repositories.for(store, manager)`) and to the inventory engine, so everything it
 * changes commits or rolls back together. Global: every feature module can inject it.
 */
@Injectable()
export class TransactionRunner {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return inTransaction(this.dataSource, work);
  }

  /**
   * run(), tried again when MariaDB picks the transaction as a deadlock victim (it was rolled back
   * whole, so running it again is safe); `attempts` in all.
   */
  async runRetryingDeadlocks<T>(work: (manager: EntityManager) => Promise<T>, attempts = 3): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.run(work);
      } catch (error) {
        if (!isDeadlock(error) || attempt >= attempts) throw error;
      }
    }
  }
}
