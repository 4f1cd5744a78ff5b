import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { col, foreignKey } from './columns';

/**
 * Inventory items and their change log (spec 000 §3 Inventory item, Inventory log), and what a
 * consigner owes the store (early-withdrawal fees, deducted from the next payout).
 */
export class Inventories1764014400000 implements MigrationInterface {
  name = 'Inventories1764014400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'inventories',
        columns: [
          col.id(),
          col.int('storeId'),
          col.varchar('code', 16),
          col.int('productId'),
          col.int('productTemplateId'),
          col.varchar('option1Value', 100, { nullable: true }),
          col.varchar('option2Value', 100, { nullable: true }),
          col.varchar('option3Value', 100, { nullable: true }),
          col.int('locationId', { nullable: true }),
          col.int('subLocationId', { nullable: true }),
          col.varchar('status', 32),
          col.int('consignerId', { nullable: true }),
          col.int('lastUpdatedById', { nullable: true }),
          col.varchar('lastUpdatedByName', 255, { nullable: true }),
          col.money('price', { nullable: true }),
          col.money('requestedPrice', { nullable: true }),
          col.money('priceRangeLower', { nullable: true }),
          col.money('priceRangeUpper', { nullable: true }),
          col.money('payout', { nullable: true }),
          col.money('payoutAmount', { nullable: true }),
          col.money('payoutFee', { nullable: true }),
          col.money('cost', { nullable: true }),
          col.money('total', { nullable: true }),
          col.money('discount', { nullable: true }),
          col.bool('hasCleaningFee', false),
          col.bool('hasBoxFee', false),
          col.bool('taxable', false),
          col.int('quantity', { default: 1 }),
          col.datetime('acceptedOn', { nullable: true }),
          col.datetime('soldOn', { nullable: true }),
          col.int('orderId', { nullable: true }),
          col.int('buyingId', { nullable: true }),
          col.varchar('shopifyId', 255, { nullable: true }),
          col.bool('printed', false),
          col.varchar('trackingCode', 255, { nullable: true }),
          col.varchar('packingSlip', 1024, { nullable: true }),
          col.text('notes', { nullable: true }),
          col.varchar('image', 1024, { nullable: true }),
          col.varchar('category', 255),
          col.varchar('preapprovalStatus', 32, { nullable: true }),
          col.datetime('withdrawalDecidedAt', { nullable: true }),
          col.varchar('withdrawalDecidedBy', 255, { nullable: true }),
          col.int('version', { default: 1 }),
          col.createdAt(queryRunner),
          col.updatedAt(queryRunner),
        ],
        foreignKeys: [
          foreignKey('storeId', 'stores', 'CASCADE'),
          // Products are merged (their items move first), never deleted with items left.
          foreignKey('productId', 'products', 'NO ACTION'),
          foreignKey('consignerId', 'consigners', 'NO ACTION'),
          foreignKey('locationId', 'locations', 'NO ACTION'),
          foreignKey('subLocationId', 'sub_locations', 'NO ACTION'),
        ],
      }),
    );
    for (const [name, columnNames, isUnique] of [
      ['UQ_inventories_store_code', ['storeId', 'code'], true],
      ['IDX_inventories_store_status_updated', ['storeId', 'status', 'updatedAt'], false],
      ['IDX_inventories_store_product', ['storeId', 'productId', 'status'], false],
      ['IDX_inventories_store_consigner', ['storeId', 'consignerId', 'status'], false],
      ['IDX_inventories_store_template', ['storeId', 'productTemplateId'], false],
      ['IDX_inventories_product', ['productId'], false],
      ['IDX_inventories_consigner', ['consignerId'], false],
      ['IDX_inventories_location', ['locationId'], false],
      ['IDX_inventories_sub_location', ['subLocationId'], false],
    ] as const) {
      await queryRunner.createIndex(
        'inventories',
        new TableIndex({ name, columnNames: [...columnNames], isUnique }),
      );
    }

    await queryRunner.createTable(
      new Table({
        name: 'inventory_logs',
        columns: [
          col.id(),
          col.int('storeId'),
          col.int('inventoryId'),
          col.int('lastUpdatedById', { nullable: true }),
          col.varchar('lastUpdatedByName', 255),
          col.json('modifiedFields'),
          col.createdAt(queryRunner),
        ],
        foreignKeys: [
          foreignKey('storeId', 'stores', 'CASCADE'),
          foreignKey('inventoryId', 'inventories', 'CASCADE'),
        ],
      }),
    );
    await queryRunner.createIndex(
      'inventory_logs',
      new TableIndex({ name: 'IDX_inventory_logs_store_created', columnNames: ['storeId', 'createdAt'] }),
    );
    await queryRunner.createIndex(
      'inventory_logs',
      new TableIndex({ name: 'IDX_inventory_logs_inventory', columnNames: ['inventoryId', 'createdAt'] }),
    );

    await queryRunner.addColumn('consigners', new TableColumn(col.money('negativeBalance', { default: 0 })));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('consigners', 'negativeBalance');
    await queryRunner.dropTable('inventory_logs');
    await queryRunner.dropTable('inventories');
  }
}
