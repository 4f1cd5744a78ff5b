import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { col } from './columns';

/**
 * Rate-limit counters (api/src/database/rate-limit-store.ts): the table rate-limiter-flexible's
 * MySQL and SQLite stores read and write, made here rather than by the library at run time, so
 * schema changes stay in migrations. Its INSERT names no columns: the order key, points, expire is
 * part of the contract. `expire` is epoch milliseconds. Keys are hashes (no email or address).
 *
 * It replaces login_attempts, whose lock per account let anyone lock a user out.
 */
export class RateLimits1764460860000 implements MigrationInterface {
  name = 'RateLimits1764460860000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'rate_limits',
        columns: [
          { name: 'key', type: 'varchar', length: '255', isPrimary: true },
          col.int('points', { default: 0 }),
          { name: 'expire', type: 'bigint', isNullable: true },
        ],
      }),
    );
    await queryRunner.createIndex(
      'rate_limits',
      new TableIndex({ name: 'IDX_rate_limits_expire', columnNames: ['expire'] }),
    );
    await queryRunner.dropTable('login_attempts');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'login_attempts',
        columns: [
          col.id(),
          col.int('storeId'),
          col.varchar('email', 255),
          col.varchar('ip', 64),
          col.createdAt(queryRunner),
        ],
      }),
    );
    await queryRunner.createIndices('login_attempts', [
      new TableIndex({ name: 'IDX_login_attempts_account', columnNames: ['storeId', 'email', 'createdAt'] }),
      new TableIndex({ name: 'IDX_login_attempts_ip', columnNames: ['ip', 'createdAt'] }),
    ]);
    await queryRunner.dropTable('rate_limits');
  }
}
