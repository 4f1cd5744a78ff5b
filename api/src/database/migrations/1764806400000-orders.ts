import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { col, foreignKey } from './columns';

/**
 * Selling (issue 15, api/src/orders, docs/orders.md): customers, orders (register sales, kiosk
 * holds, later platform orders) with their lines (one sold item each, with its sale) and payments
 * (payments and refunds), and the store's sales tax rate and hold time.
 */
export class Orders1764806400000 implements MigrationInterface {
  name = 'Orders1764806400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('stores', new TableColumn(col.percent('salesTaxRate', { default: 0 })));
    await queryRunner.addColumn('stores', new TableColumn(col.int('holdHours', { default: 24 })));
    await queryRunner.createTable(
      new Table({
        name: 'customers',
        columns: [
          col.id(),
          col.int('storeId'),
          col.varchar('firstName', 100),
          col.varchar('lastName', 100, { default: '' }),
          col.varchar('email', 255, { nullable: true }),
          col.varchar('phone', 32, { nullable: true }),
          col.createdAt(queryRunner),
          col.updatedAt(queryRunner),
        ],
        foreignKeys: [foreignKey('storeId', 'stores', 'CASCADE')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'orders',
        columns: [
          col.id(),
          col.int('storeId'),
          col.int('number'),
          col.varchar('name', 32),
          col.varchar('source', 16),
          col.varchar('status', 16),
          col.int('customerId', { nullable: true }),
          col.varchar('customerFirstName', 100, { nullable: true }),
          col.varchar('customerLastName', 100, { nullable: true }),
          col.varchar('customerEmail', 255, { nullable: true }),
          col.varchar('customerPhone', 32, { nullable: true }),
          col.varchar('cartDiscountType', 8, { nullable: true }),
          col.money('cartDiscountValue', { nullable: true }),
          col.money('subtotal', { default: 0 }),
          col.money('discount', { default: 0 }),
          col.money('tax', { default: 0 }),
          col.money('total', { default: 0 }),
          col.money('paid', { default: 0 }),
          col.money('change', { default: 0 }),
          col.money('refunded', { default: 0 }),
          col.text('note', { nullable: true }),
          col.datetime('holdExpiresAt', { nullable: true }),
          col.datetime('completedAt', { nullable: true }),
          col.datetime('closedAt', { nullable: true }),
          col.int('createdById', { nullable: true }),
          col.varchar('createdByName', 255, { nullable: true }),
          col.varchar('shopifyId', 255, { nullable: true }),
          col.varchar('platform', 32, { nullable: true }),
          col.int('version', { default: 1 }),
          col.createdAt(queryRunner),
          col.updatedAt(queryRunner),
        ],
        foreignKeys: [
          foreignKey('storeId', 'stores', 'CASCADE'),
          foreignKey('customerId', 'customers', 'SET NULL'),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'order_payments',
        columns: [
          col.id(),
          col.int('storeId'),
          col.int('orderId'),
          col.varchar('kind', 8),
          col.varchar('method', 8),
          col.money('amount'),
          col.int('createdById', { nullable: true }),
          col.varchar('createdByName', 255, { nullable: true }),
          col.createdAt(queryRunner),
          col.updatedAt(queryRunner),
        ],
        foreignKeys: [foreignKey('storeId', 'stores', 'CASCADE'), foreignKey('orderId', 'orders', 'CASCADE')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'order_lines',
        columns: [
          col.id(),
          col.int('storeId'),
          col.int('orderId'),
          col.int('inventoryId'),
          col.int('consignerId', { nullable: true }),
          col.varchar('source', 16),
          col.money('price'),
          col.money('lineDiscount', { default: 0 }),
          col.money('cartDiscount', { default: 0 }),
          col.money('discount', { default: 0 }),
          col.money('salePrice'),
          col.money('tax', { default: 0 }),
          col.money('payout', { default: 0 }),
          col.varchar('payoutLabel', 8, { default: 'Payout' }),
          col.datetime('soldOn', { nullable: true }),
          col.datetime('returnedAt', { nullable: true }),
          col.varchar('returnedTo', 16, { nullable: true }),
          col.int('refundId', { nullable: true }),
          col.createdAt(queryRunner),
          col.updatedAt(queryRunner),
        ],
        foreignKeys: [
          foreignKey('storeId', 'stores', 'CASCADE'),
          foreignKey('orderId', 'orders', 'CASCADE'),
          foreignKey('inventoryId', 'inventories', 'NO ACTION'),
          foreignKey('consignerId', 'consigners', 'SET NULL'),
          foreignKey('refundId', 'order_payments', 'SET NULL'),
        ],
      }),
    );
    for (const [table, name, columnNames, isUnique] of ORDER_INDEXES) {
      await queryRunner.createIndex(table, new TableIndex({ name, columnNames: [...columnNames], isUnique }));
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('order_lines');
    await queryRunner.dropTable('order_payments');
    await queryRunner.dropTable('orders');
    await queryRunner.dropTable('customers');
    await queryRunner.dropColumn('stores', 'holdHours');
    await queryRunner.dropColumn('stores', 'salesTaxRate');
  }
}

const ORDER_INDEXES = [
  ['customers', 'IDX_customers_store_email', ['storeId', 'email'], false],
  ['customers', 'IDX_customers_store_phone', ['storeId', 'phone'], false],
  ['customers', 'IDX_customers_store_updated', ['storeId', 'updatedAt'], false],
  ['orders', 'UQ_orders_store_number', ['storeId', 'number'], true],
  ['orders', 'IDX_orders_store_status_expiry', ['storeId', 'status', 'holdExpiresAt'], false],
  ['orders', 'IDX_orders_status_expiry', ['status', 'holdExpiresAt'], false],
  ['orders', 'IDX_orders_store_completed', ['storeId', 'completedAt'], false],
  ['orders', 'IDX_orders_store_customer', ['storeId', 'customerId'], false],
  ['order_payments', 'IDX_order_payments_store_order', ['storeId', 'orderId'], false],
  ['order_lines', 'IDX_order_lines_store_order', ['storeId', 'orderId'], false],
  ['order_lines', 'IDX_order_lines_store_sold', ['storeId', 'soldOn'], false],
  ['order_lines', 'IDX_order_lines_store_consigner_sold', ['storeId', 'consignerId', 'soldOn'], false],
  ['order_lines', 'IDX_order_lines_store_source_sold', ['storeId', 'source', 'soldOn'], false],
  ['order_lines', 'IDX_order_lines_inventory', ['inventoryId'], false],
] as const;
