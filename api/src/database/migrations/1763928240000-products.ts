import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { col, foreignKey } from './columns';

/** Products and their GTINs (spec 000 §3 Product), and uploaded images (spec 001 §9). */
export class Products1763928240000 implements MigrationInterface {
  name = 'Products1763928240000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'products',
        columns: [
          col.id(),
          col.int('storeId'),
          col.varchar('title', 255),
          col.varchar('brand', 255),
          col.varchar('category', 255),
          col.varchar('sku', 100),
          col.varchar('normalizedSku', 100),
          col.varchar('image', 1024, { nullable: true }),
          col.json('imageList'),
          col.int('productTemplateId'),
          col.varchar('gender', 50),
          col.varchar('year', 20, { nullable: true }),
          col.varchar('color', 100, { nullable: true }),
          col.varchar('stockXId', 255, { nullable: true }),
          col.varchar('shopifyId', 255, { nullable: true }),
          col.bool('isSubmitted', false),
          col.createdAt(queryRunner),
          col.updatedAt(queryRunner),
        ],
        foreignKeys: [foreignKey('storeId', 'stores', 'CASCADE')],
      }),
    );
    for (const [name, columnNames] of [
      ['IDX_products_store_title', ['storeId', 'title']],
      ['IDX_products_store_sku', ['storeId', 'normalizedSku']],
      ['IDX_products_store_template', ['storeId', 'productTemplateId']],
    ] as const) {
      await queryRunner.createIndex('products', new TableIndex({ name, columnNames: [...columnNames] }));
    }

    await queryRunner.createTable(
      new Table({
        name: 'product_gtins',
        columns: [
          col.id(),
          col.int('storeId'),
          col.int('productId'),
          col.varchar('size', 50),
          col.varchar('gtin', 14),
        ],
        foreignKeys: [
          foreignKey('storeId', 'stores', 'CASCADE'),
          foreignKey('productId', 'products', 'CASCADE'),
        ],
      }),
    );
    await queryRunner.createIndex(
      'product_gtins',
      new TableIndex({
        name: 'UQ_product_gtins_store_gtin',
        columnNames: ['storeId', 'gtin'],
        isUnique: true,
      }),
    );
    await queryRunner.createIndex(
      'product_gtins',
      new TableIndex({ name: 'IDX_product_gtins_product', columnNames: ['productId'] }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'uploads',
        columns: [
          col.id(),
          col.int('storeId'),
          col.varchar('publicId', 100),
          col.varchar('contentType', 50),
          col.int('size'),
          col.createdAt(queryRunner),
        ],
        foreignKeys: [foreignKey('storeId', 'stores', 'CASCADE')],
      }),
    );
    await queryRunner.createIndex(
      'uploads',
      new TableIndex({ name: 'UQ_uploads_public_id', columnNames: ['publicId'], isUnique: true }),
    );
    await queryRunner.createIndex(
      'uploads',
      new TableIndex({ name: 'IDX_uploads_store', columnNames: ['storeId'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('uploads');
    await queryRunner.dropTable('product_gtins');
    await queryRunner.dropTable('products');
  }
}
