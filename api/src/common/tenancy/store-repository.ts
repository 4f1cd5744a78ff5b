import {
  type DeepPartial,
  type EntityManager,
  type EntityTarget,
  type FindManyOptions,
  type FindOneOptions,
  type FindOptionsOrder,
  type FindOptionsWhere,
  In,
  type ObjectLiteral,
  type QueryDeepPartialEntity,
  type Repository,
  type SaveOptions,
  type SelectQueryBuilder,
} from 'typeorm';
import { type CompiledQueries, type QuerySlots, type SlotValues } from '../../database/compiled-query';

const TENANT_SLOT = 'tenantStoreId';

/** A row that belongs to one store: every tenant table has `storeId`. */
export interface StoreRow extends ObjectLiteral {
  id: number;
  storeId: number;
}

/** Anything that names a store: a principal, a resolved /open store, a job's payload. */
export interface StoreScope {
  storeId: number;
}

type Where<T> = FindOptionsWhere<T> | FindOptionsWhere<T>[];

/** Thrown when code hands a scoped repository a row or a condition of another store: a bug, never input. */
export class CrossStoreError extends Error {
  constructor(entity: string, expected: number, found: unknown) {
    super(`${entity} of store ${String(found)} passed to a repository of store ${expected}`);
  }
}

/**
 * A TypeORM repository that can only see and write one store's rows. It cannot be built without a
 * store (the constructor takes it), every read and write carries `storeId = <store>`, a row of
 * another store handed to `save` is refused, and a query builder starts scoped: its `where` adds
 * to the store condition instead of replacing it. Services get these from `StoreRepositories`
 * (one per entity, registered by their module with `TenancyModule.forFeature`), never the raw
 * `DataSource`: a forgotten `storeId` condition cannot be written.
 */
export class StoreRepository<T extends StoreRow> {
  constructor(
    private readonly repository: Repository<T>,
    readonly storeId: number,
  ) {
    if (!Number.isInteger(storeId) || storeId <= 0) {
      throw new Error(`A store-scoped repository needs a store id (got ${String(storeId)})`);
    }
  }

  /** The transaction (or the default manager) this repository reads and writes through. */
  get manager(): EntityManager {
    return this.repository.manager;
  }

  /** The table's name in SQL, for the few raw statements a service needs (always with storeId). */
  get tableName(): string {
    return this.repository.metadata.tableName;
  }

  find(options: FindManyOptions<T> = {}): Promise<T[]> {
    return this.repository.find({ ...options, where: this.scope(options.where) });
  }

  findBy(where: Where<T> = {}): Promise<T[]> {
    return this.repository.findBy(this.scope(where));
  }

  findOne(options: FindOneOptions<T>): Promise<T | null> {
    return this.repository.findOne({ ...options, where: this.scope(options.where) });
  }

  findOneBy(where: Where<T>): Promise<T | null> {
    return this.repository.findOneBy(this.scope(where));
  }

  /** The row with this id in the store, or null (another store's id is the same as none). */
  findById(id: number): Promise<T | null> {
    return this.findOneBy({ id } as FindOptionsWhere<T>);
  }

  /**
   * The store's rows whose `column` is one of `keys` (ids of a page found by a scoped query, the
   * products of a list), read by that column's index alone and then kept only if they are the
   * store's. With `storeId` in the SQL too, SQLite (which keeps no statistics) would rather walk
   * the store's whole (storeId, …) index than look up a few keys; the filter here keeps the
   * guarantee instead.
   */
  async findByKeys(
    column: keyof T & string,
    keys: readonly number[],
    order?: FindOptionsOrder<T>,
  ): Promise<T[]> {
    if (keys.length === 0) return [];
    const where = { [column]: In([...keys]) } as FindOptionsWhere<T>;
    const rows = await this.repository.find({ where, order });
    return rows.filter((row) => row.storeId === this.storeId);
  }

  existsBy(where: Where<T>): Promise<boolean> {
    return this.repository.existsBy(this.scope(where));
  }

  /** One page of the store's rows and how many there are in all. */
  findAndCount(options: FindManyOptions<T> = {}): Promise<[T[], number]> {
    return this.repository.findAndCount({ ...options, where: this.scope(options.where) });
  }

  count(options: FindManyOptions<T> = {}): Promise<number> {
    return this.repository.count({ ...options, where: this.scope(options.where) });
  }

  countBy(where: Where<T> = {}): Promise<number> {
    return this.repository.countBy(this.scope(where));
  }

  /** A new row of this store (not yet saved). */
  create(fields: DeepPartial<T>): T {
    return this.repository.create({ ...fields, storeId: this.storeId } as DeepPartial<T>);
  }

  save(row: T, options?: SaveOptions): Promise<T>;
  save(rows: T[], options?: SaveOptions): Promise<T[]>;
  save(rows: T | T[], options?: SaveOptions): Promise<T | T[]> {
    for (const row of Array.isArray(rows) ? rows : [rows]) this.claim(row);
    return this.repository.save(rows as T & T[], options);
  }

  /**
   * INSERT of many new rows of this store, `chunkSize` rows a statement (SQLite's and MariaDB's
   * limits on bound values), without reading them back: for records of thousands of rows (a scan
   * run's items) where `save` would insert and reload them one by one.
   */
  async insertMany(rows: QueryDeepPartialEntity<T>[], chunkSize = 500): Promise<void> {
    for (let start = 0; start < rows.length; start += chunkSize) {
      const chunk = rows.slice(start, start + chunkSize).map((row) => {
        this.claim(row as unknown as T);
        return row;
      });
      await this.repository.createQueryBuilder().insert().values(chunk).updateEntity(false).execute();
    }
  }

  /**
   * insertMany for thousands of rows of one shape (a 5,000-scan run's items): the INSERT of each
   * chunk length is built by TypeORM once (`queries`, under `key` and the length) and then run with
   * the rows' values. Building a 500-row INSERT cost TypeORM several times what the database took
   * to write it. Every row has the same `columns`, each holding numbers or strings alike in every
   * row of a `key`; the store's id is this repository's.
   */
  async insertCompiled<K extends keyof T & string>(
    queries: CompiledQueries,
    key: string,
    columns: readonly K[],
    rows: readonly Record<K, number | string>[],
    chunkSize = 500,
  ): Promise<void> {
    for (let start = 0; start < rows.length; start += chunkSize) {
      const chunk = rows.slice(start, start + chunkSize);
      const values: SlotValues = { [TENANT_SLOT]: this.storeId };
      for (const column of columns) values[column] = chunk.map((row) => row[column]);
      const compiled = queries.get(this.manager, `${key}:${chunk.length}`, (slots) => {
        const storeId = slots.number(TENANT_SLOT);
        const byColumn = columns.map((column) => slots.list(column, values[column] as (number | string)[]));
        const shaped = chunk.map((_, index) =>
          Object.fromEntries([
            ['storeId', storeId],
            ...columns.map((column, at) => [column, byColumn[at][index]]),
          ]),
        );
        return this.repository
          .createQueryBuilder()
          .insert()
          .values(shaped as QueryDeepPartialEntity<T>[])
          .updateEntity(false);
      });
      await compiled.run(this.manager, values);
    }
  }

  /** UPDATE … SET … WHERE <where> AND storeId = <store>; answers how many rows changed. */
  async update(where: FindOptionsWhere<T>, set: QueryDeepPartialEntity<T>): Promise<number> {
    if ('storeId' in (set as object) && (set as { storeId?: unknown }).storeId !== this.storeId) {
      throw new CrossStoreError(this.tableName, this.storeId, (set as { storeId?: unknown }).storeId);
    }
    const result = await this.repository.update(this.scopeOne(where), set);
    return result.affected ?? 0;
  }

  /** DELETE … WHERE <where> AND storeId = <store>; answers how many rows went. */
  async delete(where: FindOptionsWhere<T>): Promise<number> {
    const result = await this.repository.delete(this.scopeOne(where));
    return result.affected ?? 0;
  }

  async increment(where: FindOptionsWhere<T>, column: string, by: number): Promise<void> {
    await this.repository.increment(this.scopeOne(where), column, by);
  }

  /**
   * A SELECT query builder over this store's rows. Its `where` is turned into `andWhere`, so no
   * later condition can drop the store's; joined tables are the caller's to scope (a join through a
   * foreign key stays in the store, since a row only ever points at rows of its own store).
   */
  query(alias: string): SelectQueryBuilder<T> {
    const builder = this.repository
      .createQueryBuilder(alias)
      .where(`${alias}.storeId = :tenantStoreId`, { tenantStoreId: this.storeId });
    // Instance-level: the builder's own `where` would replace the store condition.
    builder.where = builder.andWhere.bind(builder);
    return builder;
  }

  /**
   * Runs a compiled query over this store's rows (database/compiled-query.ts): `build` gets a
   * builder scoped as `query(alias)` scopes it, whose store condition is a slot that every run
   * fills with this repository's store. The SQL is built once per `key` (the query's shape).
   */
  runCompiled<R = Record<string, unknown>>(
    queries: CompiledQueries,
    key: string,
    build: (
      query: (alias: string) => SelectQueryBuilder<T>,
      slots: QuerySlots,
    ) => SelectQueryBuilder<ObjectLiteral>,
    values: SlotValues,
  ): Promise<R[]> {
    const compiled = queries.get(this.manager, key, (slots) => {
      const scoped = new StoreRepository(this.repository, slots.number(TENANT_SLOT));
      return build((alias) => scoped.query(alias), slots);
    });
    return compiled.run<R>(this.manager, { ...values, [TENANT_SLOT]: this.storeId });
  }

  /** The same store's repository of another entity, on the same manager (the same transaction). */
  sibling<U extends StoreRow>(target: EntityTarget<U>): StoreRepository<U> {
    return new StoreRepository(this.manager.getRepository(target), this.storeId);
  }

  private claim(row: T): void {
    if (row.storeId === undefined || row.storeId === null) {
      (row as StoreRow).storeId = this.storeId;
    } else if (row.storeId !== this.storeId) {
      throw new CrossStoreError(this.tableName, this.storeId, row.storeId);
    }
  }

  private scopeOne(where: FindOptionsWhere<T> | undefined): FindOptionsWhere<T> {
    const given = (where ?? {}) as FindOptionsWhere<T> & { storeId?: unknown };
    if (given.storeId !== undefined && given.storeId !== this.storeId) {
      throw new CrossStoreError(this.tableName, this.storeId, given.storeId);
    }
    return { ...given, storeId: this.storeId } as FindOptionsWhere<T>;
  }

  private scope(where: Where<T> | undefined): Where<T> {
    return Array.isArray(where) ? where.map((one) => this.scopeOne(one)) : this.scopeOne(where);
  }
}

/**
 * The repositories of one entity, one store at a time: `for(principal)` outside a transaction,
 * `for(principal, manager)` inside one (the manager the transaction hands its work).
 */
export class StoreRepositories<T extends StoreRow> {
  constructor(
    private readonly defaultManager: EntityManager,
    private readonly target: EntityTarget<T>,
  ) {}

  for(scope: StoreScope, manager: EntityManager = this.defaultManager): StoreRepository<T> {
    return new StoreRepository(manager.getRepository(this.target), scope.storeId);
  }
}
