import { Global, Module } from '@nestjs/common';
import { CrossStore } from './cross-store';
import { RateLimitStore } from './rate-limit-store';
import { StatementWatch } from './statement-watch';
import { TransactionRunner } from './transaction-runner';

/**
 * What every feature module may use of the database layer: transactions, and the named way across
 * stores for the few jobs that span them, the watch on statements for copies kept in memory, and
 * the rate-limit counters (rate-limiter-flexible on the app's own database driver).
 */
@Global()
@Module({
  providers: [TransactionRunner, CrossStore, StatementWatch, RateLimitStore],
  exports: [TransactionRunner, CrossStore, StatementWatch, RateLimitStore],
})
export class DatabaseModule {}
