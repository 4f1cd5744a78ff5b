import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { col } from './columns';

/**
 * The store's time zone (ours, Settings): the day a sale falls on (/findOrders' date filters, the
 * orders export's Date Sold) and the time a receipt prints are the store's, not the server's.
 * Existing stores keep UTC, which is what those days were until now.
 */
export class StoreTimeZone1764892860000 implements MigrationInterface {
  name = 'StoreTimeZone1764892860000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('stores', new TableColumn(col.varchar('timeZone', 64, { default: 'UTC' })));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('stores', 'timeZone');
  }
}
