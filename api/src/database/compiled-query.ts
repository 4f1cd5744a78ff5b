import { type EntityManager, type ObjectLiteral, type QueryBuilder } from 'typeorm';

/** A SELECT, or an INSERT of many rows (StoreRepository.insertCompiled): any builder of one statement. */
type Buildable = Pick<QueryBuilder<ObjectLiteral>, 'getQueryAndParameters'>;

/**
 * A SELECT built once with TypeORM's query builder and then run as plain SQL with new values.
 *
 * Building a query is most of what a hot read costs in this API: for a lookup by code with six
 * joins, TypeORM spends longer composing the SQL (aliasing every column, rewriting property names
 * with regular expressions) than the database spends answering. The SQL of a given shape never
 * changes, only its values, so it is built once per shape: the builder is called with placeholder
 * values ("slots"), the placeholders are found in the parameter list TypeORM produced, and each
 * run puts the caller's values in their places. The builder stays the one way queries are written
 * (the entity metadata names the tables and columns, on both engines), and the result is the same
 * SQL TypeORM would have sent.
 */

/** The values of one run, by slot name: a number, a string, or a list (an `IN (:...name)`). */
export type SlotValues = Record<string, number | string | readonly (number | string)[]>;

/** Placeholder values far outside any id, price or count this product stores. */
const NUMBER_SLOT_BASE = 8_000_000_000_000;
const STRING_SLOT_MARK = '\u0000slot:';
/** A bound parameter, or a number slot written into the SQL (13 digits from NUMBER_SLOT_BASE). */
const PLACEHOLDER_OR_NUMBER_SLOT = /\?|\b8000000\d{6}\b/g;

type Ref = { name: string; index: number | null };

/** Hands the builder its placeholders, and remembers them. */
export class QuerySlots {
  private readonly byValue = new Map<number | string, Ref>();
  private next = 0;

  /** A number the run supplies under `name`. */
  number(name: string): number {
    const value = NUMBER_SLOT_BASE + this.next++;
    this.byValue.set(value, { name, index: null });
    return value;
  }

  /** A string the run supplies under `name`. */
  string(name: string): string {
    const value = `${STRING_SLOT_MARK}${this.next++}`;
    this.byValue.set(value, { name, index: null });
    return value;
  }

  /** A list of `length` numbers (the shape's key includes the length) supplied under `name`. */
  numbers(name: string, length: number): number[] {
    return Array.from({ length }, (_, index) => {
      const value = NUMBER_SLOT_BASE + this.next++;
      this.byValue.set(value, { name, index });
      return value;
    });
  }

  /** A list shaped like `like` (its length, and a number or a string at each place). */
  list(name: string, like: readonly unknown[]): (number | string)[] {
    return like.map((item, index) => {
      const value =
        typeof item === 'number' ? NUMBER_SLOT_BASE + this.next++ : `${STRING_SLOT_MARK}${this.next++}`;
      this.byValue.set(value, { name, index });
      return value;
    });
  }

  /** @internal the slot a parameter TypeORM produced stands for, if it is one. */
  refOf(value: unknown): Ref | undefined {
    return typeof value === 'number' || typeof value === 'string' ? this.byValue.get(value) : undefined;
  }

  /** @internal every slot handed out, to check each reached the SQL. */
  get names(): Set<string> {
    return new Set([...this.byValue.values()].map((ref) => ref.name));
  }
}

/** One parameter of the compiled SQL: a value fixed at build time, or a slot. */
type Parameter = { fixed: unknown } | { slot: Ref };

export class CompiledQuery {
  constructor(
    readonly sql: string,
    private readonly parameters: readonly Parameter[],
  ) {}

  static compile(build: (slots: QuerySlots) => Buildable): CompiledQuery {
    const slots = new QuerySlots();
    const [built, values] = build(slots).getQueryAndParameters();
    const seen = new Set<string>();
    const parameters: Parameter[] = [];
    let next = 0;
    // TypeORM's SQLite driver writes numbers into the SQL instead of binding them: a number slot
    // is then found as its literal and bound again, in its place among the `?`s.
    const sql = built.replace(PLACEHOLDER_OR_NUMBER_SLOT, (match) => {
      const value = match === '?' ? values[next++] : Number(match);
      const ref = slots.refOf(value);
      if (ref) seen.add(ref.name);
      parameters.push(ref ? { slot: ref } : { fixed: value });
      return '?';
    });
    if (next !== values.length) throw new Error('Compiled query: parameters and placeholders differ');
    for (const name of slots.names) {
      if (!seen.has(name)) throw new Error(`Compiled query: the slot "${name}" never reached the SQL`);
    }
    return new CompiledQuery(sql, parameters);
  }

  /** The raw rows of one run, on the given manager (a transaction's, or the default). */
  async run<R = Record<string, unknown>>(manager: EntityManager, values: SlotValues): Promise<R[]> {
    const parameters = this.parameters.map((parameter) => {
      if ('fixed' in parameter) return parameter.fixed;
      const { name, index } = parameter.slot;
      const value = values[name];
      if (value === undefined) throw new Error(`Compiled query: no value for the slot "${name}"`);
      if (index === null) return value;
      if (!Array.isArray(value)) throw new Error(`Compiled query: the slot "${name}" takes a list`);
      return value[index] as unknown;
    });
    return (await manager.query(this.sql, parameters)) as R[];
  }
}

/**
 * The compiled queries of one engine, by shape key: built on first use. Kept per DataSource (its
 * driver decides the SQL), so one process with two connections (the tests) never mixes them.
 */
export class CompiledQueries {
  /** Past this many shapes (list lengths, mostly) a query is built per run rather than kept. */
  static readonly MAX_SHAPES = 1_000;
  private readonly byConnection = new WeakMap<object, Map<string, CompiledQuery>>();

  get(manager: EntityManager, key: string, build: (slots: QuerySlots) => Buildable): CompiledQuery {
    let cache = this.byConnection.get(manager.connection);
    if (!cache) {
      cache = new Map();
      this.byConnection.set(manager.connection, cache);
    }
    let compiled = cache.get(key);
    if (!compiled) {
      compiled = CompiledQuery.compile(build);
      if (cache.size < CompiledQueries.MAX_SHAPES) cache.set(key, compiled);
    }
    return compiled;
  }
}
