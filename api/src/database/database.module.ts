import { Global, Module } from '@nestjs/common';
import { CrossStore } from './cross-store';
import { TransactionRunner } from './transaction-runner';

/**
 * What every feature module may use of the database layer: transactions, and the named way across
 * stores for the few jobs that span them.
 */
@Global()
@Module({ providers: [TransactionRunner, CrossStore], exports: [TransactionRunner, CrossStore] })
export class DatabaseModule {}
