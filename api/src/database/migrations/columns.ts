import { type QueryRunner, type TableColumnOptions, type TableForeignKeyOptions } from 'typeorm';

/**
 * Column builders for migrations written once for both engines (TypeORM's portable schema API).
 * Anything engine-specific (date precision, CURRENT_TIMESTAMP spelling) comes from the driver,
 * so the same migration produces each engine's own DDL.
 */
export const col = {
  id: (): TableColumnOptions => ({
    name: 'id',
    type: 'integer',
    isPrimary: true,
    isGenerated: true,
    generationStrategy: 'increment',
  }),
  int: (name: string, opts: { nullable?: boolean; default?: number } = {}): TableColumnOptions => ({
    name,
    // 'integer' is what SQLite reports back; MySQL treats it as INT.
    type: 'integer',
    isNullable: opts.nullable ?? false,
    ...(opts.default !== undefined ? { default: opts.default } : {}),
  }),
  varchar: (
    name: string,
    length: number,
    opts: { nullable?: boolean; default?: string } = {},
  ): TableColumnOptions => ({
    name,
    type: 'varchar',
    length: String(length),
    isNullable: opts.nullable ?? false,
    ...(opts.default !== undefined ? { default: `'${opts.default}'` } : {}),
  }),
  text: (name: string, opts: { nullable?: boolean } = {}): TableColumnOptions => ({
    name,
    type: 'text',
    isNullable: opts.nullable ?? false,
  }),
  bool: (name: string, defaultValue: boolean): TableColumnOptions => ({
    name,
    type: 'boolean',
    isNullable: false,
    default: defaultValue ? 1 : 0,
  }),
  /** DECIMAL(12,2) money. */
  money: (name: string, opts: { nullable?: boolean; default?: number } = {}): TableColumnOptions => ({
    name,
    type: 'decimal',
    precision: 12,
    scale: 2,
    isNullable: opts.nullable ?? false,
    ...(opts.default !== undefined ? { default: opts.default } : {}),
  }),
  /** DECIMAL(5,2) percent (0.00–100.00). */
  percent: (name: string, opts: { nullable?: boolean; default?: number } = {}): TableColumnOptions => ({
    name,
    type: 'decimal',
    precision: 5,
    scale: 2,
    isNullable: opts.nullable ?? false,
    ...(opts.default !== undefined ? { default: opts.default } : {}),
  }),
  json: (name: string, opts: { nullable?: boolean } = {}): TableColumnOptions => ({
    name,
    type: 'json',
    isNullable: opts.nullable ?? false,
  }),
  /** DATETIME; `precision` 3 keeps milliseconds (a job's next try, a lease's end). */
  datetime: (name: string, opts: { nullable?: boolean; precision?: number } = {}): TableColumnOptions => ({
    name,
    type: 'datetime',
    ...(opts.precision !== undefined ? { precision: opts.precision } : {}),
    isNullable: opts.nullable ?? false,
  }),
  createdAt: (queryRunner: QueryRunner): TableColumnOptions => timestamp(queryRunner, 'createdAt', false),
  updatedAt: (queryRunner: QueryRunner): TableColumnOptions => timestamp(queryRunner, 'updatedAt', true),
};

function timestamp(queryRunner: QueryRunner, name: string, isUpdate: boolean): TableColumnOptions {
  const types = queryRunner.connection.driver.mappedDataTypes;
  const precision = isUpdate ? types.updateDatePrecision : types.createDatePrecision;
  const isMysql = queryRunner.connection.driver.options.type !== 'better-sqlite3';
  return {
    name,
    type: String(isUpdate ? types.updateDate : types.createDate),
    ...(precision !== undefined ? { precision } : {}),
    isNullable: false,
    default: isUpdate ? types.updateDateDefault : types.createDateDefault,
    // MySQL keeps updatedAt current by itself, as TypeORM's UpdateDateColumn expects.
    ...(isUpdate && isMysql ? { onUpdate: types.updateDateDefault } : {}),
  };
}

export function foreignKey(
  columnName: string,
  referencedTableName: string,
  onDelete: TableForeignKeyOptions['onDelete'],
): TableForeignKeyOptions {
  // Spelled out: MariaDB's implicit ON UPDATE is RESTRICT, the entities' is NO ACTION.
  return {
    columnNames: [columnName],
    referencedTableName,
    referencedColumnNames: ['id'],
    onDelete,
    onUpdate: 'NO ACTION',
  };
}
