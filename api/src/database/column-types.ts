import { type ValueTransformer } from 'typeorm';

/**
 * DECIMAL(12,2) money columns. mysql2 hands decimals back as strings (to keep precision);
 * JSON carries major units as numbers (spec shows `price: 150.5`), so convert at the edge.
 * Arithmetic on money happens in integer cents in shared/domain, never on these floats.
 */
export const decimalTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null || value === undefined ? value : Number(value)),
};

export const MONEY = { type: 'decimal', precision: 12, scale: 2, transformer: decimalTransformer } as const;

/** DECIMAL(5,2) percents, 0.00–100.00. */
export const PERCENT = { type: 'decimal', precision: 5, scale: 2, transformer: decimalTransformer } as const;

/**
 * Booleans: MySQL and MariaDB store BOOLEAN as TINYINT(1) and report that width back, so the entity
 * says so too (SQLite ignores it); otherwise the schema check sees a change that is not one.
 */
export const BOOL = { type: 'boolean', width: 1 } as const;
