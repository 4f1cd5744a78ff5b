import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { col, foreignKey } from './columns';

/**
 * Kiosk reservations (issue 17, api/src/reservations, docs/public-pages.md): a product's size a
 * shopper asked the store to fetch from its warehouse, named R-1001, R-1002, … per store.
 */
export class Reservations1765065660000 implements MigrationInterface {
  name = 'Reservations1765065660000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'reservations',
        columns: [
          col.id(),
          col.int('storeId'),
          col.int('number'),
          col.varchar('name', 32),
          col.varchar('status', 16),
          col.int('customerId', { nullable: true }),
          col.varchar('firstName', 100),
          col.varchar('lastName', 100, { default: '' }),
          col.varchar('phone', 32),
          col.varchar('email', 255, { nullable: true }),
          col.int('productId'),
          col.varchar('title', 300),
          col.varchar('option1', 100),
          col.varchar('option2', 100, { nullable: true }),
          col.money('price'),
          col.text('note'),
          col.int('createdById', { nullable: true }),
          col.varchar('createdByName', 255, { nullable: true }),
          col.datetime('closedAt', { nullable: true }),
          col.varchar('closedByName', 255, { nullable: true }),
          col.createdAt(queryRunner),
          col.updatedAt(queryRunner),
        ],
        foreignKeys: [
          foreignKey('storeId', 'stores', 'CASCADE'),
          foreignKey('customerId', 'customers', 'SET NULL'),
          foreignKey('productId', 'products', 'NO ACTION'),
        ],
      }),
    );
    await queryRunner.createIndex(
      'reservations',
      new TableIndex({
        name: 'UQ_reservations_store_number',
        columnNames: ['storeId', 'number'],
        isUnique: true,
      }),
    );
    await queryRunner.createIndex(
      'reservations',
      new TableIndex({ name: 'IDX_reservations_store_status', columnNames: ['storeId', 'status', 'id'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('reservations');
  }
}
