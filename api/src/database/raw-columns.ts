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

  constructor(
    private readonly manager: EntityManager,
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
  }

  /** Adds these columns to the query's SELECT (the alias must be the query's or a join's). */
  select<Q extends ObjectLiteral>(query: SelectQueryBuilder<Q>): SelectQueryBuilder<Q> {
    for (const column of this.columns) query.addSelect(`${this.alias}.${column.name}`, column.key);
    return query;
  }

  /** This alias's values of one raw row. */
  read(row: Record<string, unknown>): Pick<T, K> {
    const driver = this.manager.connection.driver;
    const values = {} as Pick<T, K>;
    for (const column of this.columns) {
      const value = row[column.key];
      values[column.name] = (
        column.metadata ? driver.prepareHydratedValue(value, column.metadata) : value
      ) as T[K];
    }
    return values;
  }

  /** Whether a LEFT JOIN found a row for this alias: its first column (the id) is not null. */
  isPresent(row: Record<string, unknown>): boolean {
    return row[this.columns[0].key] !== null && row[this.columns[0].key] !== undefined;
  }
}
