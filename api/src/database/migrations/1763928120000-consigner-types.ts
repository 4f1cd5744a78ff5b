import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { col, foreignKey } from './columns';

/** Consigner types: each store's fee schedules (spec 000 §3 Consigner type). */
export class ConsignerTypes1763928120000 implements MigrationInterface {
  name = 'ConsignerTypes1763928120000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'consigner_types',
        columns: [
          col.id(),
          col.int('storeId'),
          col.varchar('accountType', 100),
          col.percent('sellingFee'),
          col.money('minFee', { default: 0 }),
          col.money('flatFee', { nullable: true }),
          col.bool('isDefault', false),
          col.varchar('category', 100, { nullable: true }),
          col.varchar('option1Value', 100, { nullable: true }),
          col.varchar('option2Value', 100, { nullable: true }),
          col.varchar('option3Value', 100, { nullable: true }),
          col.createdAt(queryRunner),
          col.updatedAt(queryRunner),
        ],
        foreignKeys: [foreignKey('storeId', 'stores', 'CASCADE')],
      }),
    );
    await queryRunner.createIndex(
      'consigner_types',
      new TableIndex({
        name: 'UQ_consigner_types_store_account_type',
        columnNames: ['storeId', 'accountType'],
        isUnique: true,
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('consigner_types');
  }
}
