import { createHash } from 'node:crypto';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type RateLimiterAbstract,
  RateLimiterMySQL,
  RateLimiterRes,
  RateLimiterSQLite,
} from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import { inTransaction, isSqlite } from './transactions';

/** The table of every counter; created by migration 1764460800000, so the library never runs DDL. */
export const RATE_LIMITS_TABLE = 'rate_limits';

/** Expired counters are deleted this often, an hour after they ended (the library's own schedule). */
const CLEANUP_EVERY_MS = 5 * 60 * 1000;
const CLEANUP_AFTER_MS = 60 * 60 * 1000;

export interface RateLimitOptions {
  /** Names the limit; two limits with one prefix would share their counters. */
  prefix: string;
  points: number;
  windowSeconds: number;
}

/** A hit counted (`allowed`), or refused until `retryAfterMs` has passed. */
export interface RateLimitDecision {
  allowed: boolean;
  retryAfterMs: number;
}

/** One limit: counters per key in a fixed window that starts at the key's first hit. */
export interface RateLimit {
  /** Counts one hit; refused once the window holds more than `points`. */
  hit(key: string): Promise<RateLimitDecision>;
  /** Takes one counted hit back (one that turned out not to count, such as a correct password). */
  refund(key: string): Promise<void>;
  /** Forgets the key's window. */
  reset(key: string): Promise<void>;
}

/**
 * Rate-limit counters kept in the app's own database (ARCHITECTURE: no state in an API process), so
 * every process sharing it counts the same. rate-limiter-flexible does the counting on the driver
 * TypeORM already holds: the mysql2 pool on MySQL/MariaDB (each call on its own pooled
 * connection, its own short transaction), the better-sqlite3 database on SQLite. On SQLite that one
 * connection is shared with TypeORM, so every call passes the connection's gate (transactions.ts)
 * inside a transaction of its own: it never lands in, or is rolled back with, another request's.
 * Keys are hashed: the table holds no email or address.
 */
@Injectable()
export class RateLimitStore implements OnModuleDestroy {
  private readonly limiters: RateLimiterAbstract[] = [];
  private readonly cleanup: NodeJS.Timeout;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.cleanup = setInterval(() => void this.clearExpired().catch(() => undefined), CLEANUP_EVERY_MS);
    this.cleanup.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.cleanup);
  }

  limit(options: RateLimitOptions): RateLimit {
    const limiter = this.createLimiter(options);
    this.limiters.push(limiter);
    const keyOf = (key: string) => createHash('sha256').update(key).digest('base64url');
    return {
      hit: async (key) => {
        try {
          await this.gated(() => limiter.consume(keyOf(key)));
          return { allowed: true, retryAfterMs: 0 };
        } catch (error) {
          // The library rejects with its result when the limit is reached, with an Error when the store fails.
          if (!(error instanceof RateLimiterRes)) throw error;
          return { allowed: false, retryAfterMs: Math.max(error.msBeforeNext, 0) };
        }
      },
      refund: async (key) => {
        await this.gated(() => limiter.reward(keyOf(key), 1));
      },
      reset: async (key) => {
        await this.gated(() => limiter.delete(keyOf(key)));
      },
    };
  }

  /** Deletes counters whose window ended over an hour ago (they would count as new anyway). */
  async clearExpired(): Promise<void> {
    const [limiter] = this.limiters as (RateLimiterAbstract & {
      clearExpired(expire: number): Promise<void>;
    })[];
    if (limiter) await this.gated(() => limiter.clearExpired(Date.now() - CLEANUP_AFTER_MS));
  }

  private createLimiter(options: RateLimitOptions): RateLimiterAbstract {
    const common = {
      keyPrefix: options.prefix,
      points: options.points,
      duration: options.windowSeconds,
      tableName: RATE_LIMITS_TABLE,
      // The migration made the table; cleanup is ours (clearExpired), on the gate.
      tableCreated: true,
      clearExpiredByTimeout: false,
    };
    const driver = this.dataSource.driver as unknown as {
      databaseConnection?: unknown;
      pool?: unknown;
      database?: string;
    };
    if (isSqlite(this.dataSource)) {
      return new RateLimiterSQLite({
        ...common,
        storeClient: driver.databaseConnection,
        storeType: 'better-sqlite3',
      });
    }
    return new RateLimiterMySQL({
      ...common,
      storeClient: driver.pool,
      storeType: 'pool',
      dbName: driver.database,
    });
  }

  private async gated<T>(work: () => Promise<T>): Promise<T> {
    if (!isSqlite(this.dataSource)) return work();
    return inTransaction(this.dataSource, () => work());
  }
}
