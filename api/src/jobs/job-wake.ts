import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DataSource,
  type EntityManager,
  type EntitySubscriberInterface,
  type QueryRunner,
  type TransactionCommitEvent,
  type TransactionRollbackEvent,
} from 'typeorm';

/**
 * Wakes this process's worker when a job it enqueued is committed, so the job starts in
 * milliseconds instead of at the next poll. Only a hint: a worker in another process finds the
 * job at its next poll, and a rolled-back job wakes nobody.
 */
@Injectable()
export class JobWake implements OnModuleInit, EntitySubscriberInterface {
  private readonly pending = new WeakSet<QueryRunner>();
  private readonly listeners = new Set<() => void>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    // The data source was opened before Nest (main.ts), so the subscriber joins it here.
    if (!this.dataSource.subscribers.includes(this)) this.dataSource.subscribers.push(this);
  }

  /** After `manager`'s transaction commits (at once outside a transaction). */
  afterCommitOf(manager: EntityManager): void {
    const runner = manager.queryRunner;
    if (runner?.isTransactionActive) this.pending.add(runner);
    else this.notify();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  notify(): void {
    for (const listener of this.listeners) listener();
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    if (!this.pending.has(event.queryRunner)) return;
    this.pending.delete(event.queryRunner);
    this.notify();
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    this.pending.delete(event.queryRunner);
  }
}
