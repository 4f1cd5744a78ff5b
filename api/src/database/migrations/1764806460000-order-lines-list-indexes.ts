import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

/**
 * The /findOrders list (GET /api/orders, api/src/orders/sold-items-query.ts) lists the lines not
 * returned (`returnedAt IS NULL`), newest sale first, and counts them. On (storeId, soldOn) every
 * line had to be read from the table to see whether it was returned, and a count of 100,000 lines
 * read them all. These put `returnedAt` before `soldOn` (IS NULL is an equality for the index),
 * `id` after it (the list's tie-break, so no sort), and the other filter's columns last, so the
 * count and the page ids are read from the index alone: one index with no filter, one per consigner,
 * one per channel. They replace the orders migration's three.
 */
const REPLACED: readonly [string, string[]][] = [
  ['IDX_order_lines_store_sold', ['storeId', 'soldOn']],
  ['IDX_order_lines_store_consigner_sold', ['storeId', 'consignerId', 'soldOn']],
  ['IDX_order_lines_store_source_sold', ['storeId', 'source', 'soldOn']],
];
const LIST_INDEXES: readonly [string, string[]][] = [
  ['IDX_order_lines_store_listed', ['storeId', 'returnedAt', 'soldOn', 'id', 'source', 'consignerId']],
  [
    'IDX_order_lines_store_consigner_listed',
    ['storeId', 'consignerId', 'returnedAt', 'soldOn', 'id', 'source'],
  ],
  ['IDX_order_lines_store_source_listed', ['storeId', 'source', 'returnedAt', 'soldOn', 'id', 'consignerId']],
];

export class OrderLinesListIndexes1764806460000 implements MigrationInterface {
  name = 'OrderLinesListIndexes1764806460000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [name, columnNames] of LIST_INDEXES) {
      await queryRunner.createIndex('order_lines', new TableIndex({ name, columnNames }));
    }
    for (const [name] of REPLACED) await queryRunner.dropIndex('order_lines', name);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [name, columnNames] of REPLACED) {
      await queryRunner.createIndex('order_lines', new TableIndex({ name, columnNames }));
    }
    for (const [name] of LIST_INDEXES) await queryRunner.dropIndex('order_lines', name);
  }
}
