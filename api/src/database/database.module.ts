import { Global, Module } from '@nestjs/common';
import { CrossStore } from './cross-store';
import { StatementWatch } from './statement-watch';
import { TransactionRunner } from './transaction-runner';

/**
 * What every feature module may use of the database layer: transactions, and the named way across
 * stores for the few jobs that span them, and the watch on statements for copies kept in memory.
 */
@Global()
@Module({
  providers: [TransactionRunner, CrossStore, StatementWatch],
  exports: [TransactionRunner, CrossStore, StatementWatch],
})
export class DatabaseModule {}
