import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { col, foreignKey } from './columns';

/** Product templates (spec 000 §3): the category and up to three options with their values. */
export class ProductTemplates1763928000000 implements MigrationInterface {
  name = 'ProductTemplates1763928000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'product_templates',
        columns: [
          col.id(),
          col.int('storeId'),
          col.varchar('title', 255),
          col.varchar('brand', 255),
          col.varchar('category', 255),
          col.varchar('gender', 50, { nullable: true }),
          col.int('weight', { nullable: true }),
          col.varchar('option1', 100),
          col.varchar('option2', 100, { nullable: true }),
          col.varchar('option3', 100, { nullable: true }),
          col.json('option1Values'),
          col.json('option2Values', { nullable: true }),
          col.json('option3Values', { nullable: true }),
          col.createdAt(queryRunner),
          col.updatedAt(queryRunner),
        ],
        foreignKeys: [foreignKey('storeId', 'stores', 'CASCADE')],
      }),
    );
    await queryRunner.createIndex(
      'product_templates',
      new TableIndex({ name: 'IDX_product_templates_store', columnNames: ['storeId'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('product_templates');
  }
}
