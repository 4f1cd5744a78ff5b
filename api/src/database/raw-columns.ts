import {
  type EntityManager,
  type EntityMetadata,
  type EntityTarget,
  type ObjectLiteral,
  type SelectQueryBuilder,
} from 'typeorm';

/** TypeORM exports the type only under its own path, which not every tsconfig here resolves. */
type ColumnMetadata = EntityMetadata['columns'][number];

/** Column types whose raw value is the entity's value on both engines (strings and integers). */
const AS_READ_TYPES = new Set(['varchar', 'text', 'int', 'integer']);

/**
 * Some columns of one entity, selected into a raw query under `alias` and read back as the
 * entity's own values: the driver's conversions (SQLite's date strings, MySQL's TINYINT booleans,
 * JSON text) and the column's transformer (decimals), exactly as TypeORM converts them for an
 * entity. For lists of hundreds of rows, where building whole entities with their relations costs
 * several times what the database takes to answer.
 */
export class RawColumns<T extends ObjectLiteral, K extends keyof T & string> {
  /** `metadata` is null for a column both drivers hand back as it is stored. */
  private readonly columns: { name: K; key: string; metadata: ColumnMetadata | null }[];

  /** This alias's values of one raw row. */
  readonly read: (row: Record<string, unknown>) => Pick<T, K>;

  /** Whether a LEFT JOIN found a row for this alias: its first column (the id) is not null. */
  readonly isPresent: (row: Record<string, unknown>) => boolean;

  constructor(
    manager: EntityManager,
    entity: EntityTarget<T>,
    readonly alias: string,
    names: readonly K[],
  ) {
    const metadata = manager.connection.getMetadata(entity);
    this.columns = names.map((name) => {
      const column = metadata.findColumnWithPropertyName(name);
      if (!column) throw new Error(`${metadata.name} has no column ${name}`);
      const isAsRead = !column.transformer && AS_READ_TYPES.has(String(column.type));
      return { name, key: `${alias}_${name}`, metadata: isAsRead ? null : column };
    });
    const driver = manager.connection.driver;
    this.read = compileReader(
      this.columns.map(({ name, key, metadata: column }) => ({
        name,
        key,
        convert: column ? (value: unknown) => driver.prepareHydratedValue(value, column) as unknown : null,
      })),
    );
    this.isPresent = compilePresence(this.columns[0].key);
  }

  /** Adds these columns to the query's SELECT (the alias must be the query's or a join's). */
  select<Q extends ObjectLiteral>(query: SelectQueryBuilder<Q>): SelectQueryBuilder<Q> {
    for (const column of this.columns) query.addSelect(`${this.alias}.${column.name}`, column.key);
    return query;
  }
}

type Reader<V> = (row: Record<string, unknown>) => V;

/**
 * `row => ({ name: convert(row.key), ... })`, written out for these columns. A loop reading
 * `row[column.key]` and writing `values[column.name]` looks each name up in a 70-column row and
 * grows the object one property at a time; the written-out function reads and builds with fixed
 * names, which V8 compiles to direct accesses: 4-6 times faster in a loop over 500 rows of 72
 * columns (the read took as much of a 500-row page's JavaScript as its JSON). Names and keys are
 * the entity's column names, quoted as JSON string literals.
 */
function compileReader<V>(
  columns: { name: string; key: string; convert: ((value: unknown) => unknown) | null }[],
): Reader<V> {
  const converters = columns.map((column) => column.convert);
  const fields = columns.map(({ name, key, convert }, index) => {
    const value = `row[${JSON.stringify(key)}]`;
    return `${JSON.stringify(name)}: ${convert ? `convert[${index}](${value})` : value}`;
  });
  return new Function('convert', `return (row) => ({ ${fields.join(', ')} });`)(converters) as Reader<V>;
}

/** `row => row[key] !== null && row[key] !== undefined`, written out for this key (see compileReader). */
function compilePresence(key: string): Reader<boolean> {
  const value = `row[${JSON.stringify(key)}]`;
  return new Function(`return (row) => ${value} !== null && ${value} !== undefined;`)() as Reader<boolean>;
}
