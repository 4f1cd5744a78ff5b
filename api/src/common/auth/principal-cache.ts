import {
  type AfterQueryEvent,
  type EntitySubscriberInterface,
  type QueryRunner,
  type TransactionCommitEvent,
  type TransactionRollbackEvent,
} from 'typeorm';
import { type Principal } from './principal';

/**
 * The longest a principal read from the database is reused. Also the longest another API process
 * (one sharing the database) can take to see a disabled account, a changed role or a logged-out
 * session: this process drops its copies at once when it writes such a row itself.
 */
export const PRINCIPAL_CACHE_TTL_MS = 1000;
/** Sessions seen within one TTL; beyond it the oldest copies go first. */
const MAX_ENTRIES = 1000;

/** A copy of an entity, of its class, that a request may change without touching the cached one. */
const copyOf = <T extends object>(entity: T): T =>
  Object.assign(Object.create(Object.getPrototypeOf(entity) as object) as T, entity);

/** A request's own copy of a cached principal and of its rows. */
export function copyOfPrincipal(principal: Principal): Principal {
  return {
    ...principal,
    account: copyOf(principal.account),
    store: copyOf(principal.store),
    employee: principal.employee && copyOf(principal.employee),
    consigner: principal.consigner && copyOf(principal.consigner),
  };
}

const WRITE_STATEMENT = /^\s*(insert|update|delete|replace|truncate|alter|drop)\b/i;

interface Entry {
  principal: Promise<Principal | null>;
  generation: number;
  expiresAt: number;
}

/**
 * A short-lived copy of what the auth guard reads on every /api request (the account, its store,
 * profiles and live session), so that a burst of requests of one session reads it once. The
 * database stays the truth (ARCHITECTURE: in-memory caches are only ever a copy of it):
 *
 * - a copy lives at most PRINCIPAL_CACHE_TTL_MS, counted from before it was read;
 * - it is a TypeORM subscriber that sees every statement this process runs: a write to one of the
 *   copied tables (by repository, query builder or raw SQL) drops every copy, once when it runs
 *   and, inside a transaction, again when the transaction ends, so a copy read meanwhile (before
 *   the commit) is not kept either;
 * - a read that started before such a write is not kept (the generation it started at is gone).
 *
 * Writes from elsewhere (another API process, a script) are seen when the copy expires.
 */
export class PrincipalCache implements EntitySubscriberInterface {
  private generation = 0;
  private readonly entries = new Map<string, Entry>();
  /** Transactions that wrote a copied table: their end drops the copies again. */
  private readonly writers = new WeakSet<QueryRunner>();
  private readonly copiedTables: RegExp;

  constructor(
    tableNames: string[],
    private readonly ttlMs = PRINCIPAL_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {
    this.copiedTables = new RegExp(`\\b(${tableNames.join('|')})\\b`, 'i');
  }

  /**
   * The principal of `key`, from a live copy or from `load` (the database). Requests of one
   * session that arrive while it is being read share that read.
   */
  get(key: string, load: () => Promise<Principal | null>): Promise<Principal | null> {
    const now = this.now();
    const cached = this.entries.get(key);
    if (cached && cached.generation === this.generation && cached.expiresAt > now) return cached.principal;

    const entry: Entry = { principal: load(), generation: this.generation, expiresAt: now + this.ttlMs };
    this.entries.delete(key);
    this.entries.set(key, entry);
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    // Only a session that is good is kept: the next request of a refused one reads again.
    entry.principal.then((principal) => principal ?? forget(), forget);
    if (this.entries.size > MAX_ENTRIES) this.evict(now);
    return entry.principal;
  }

  /** Drops every copy. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  afterQuery(event: AfterQueryEvent<unknown>): void {
    if (!WRITE_STATEMENT.test(event.query) || !this.copiedTables.test(event.query)) return;
    this.clear();
    if (event.queryRunner.isTransactionActive) this.writers.add(event.queryRunner);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    this.transactionEnded(event.queryRunner);
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    this.transactionEnded(event.queryRunner);
  }

  private transactionEnded(queryRunner: QueryRunner): void {
    if (!this.writers.has(queryRunner)) return;
    this.clear();
    // A savepoint's end is not the transaction's: its writes are committed with the outer one.
    if (!queryRunner.isTransactionActive) this.writers.delete(queryRunner);
  }

  private evict(now: number): void {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES) return;
      if (entry.expiresAt <= now || entry.generation !== this.generation) this.entries.delete(key);
    }
    // All live: the oldest go (a Map iterates in insertion order).
    for (const key of this.entries.keys()) {
      if (this.entries.size <= MAX_ENTRIES) return;
      this.entries.delete(key);
    }
  }
}
