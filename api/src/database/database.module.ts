import { Global, Module } from '@nestjs/common';
import { TransactionRunner } from './transaction-runner';

/** What every feature module may use of the database layer: transactions. */
@Global()
@Module({ providers: [TransactionRunner], exports: [TransactionRunner] })
export class DatabaseModule {}
