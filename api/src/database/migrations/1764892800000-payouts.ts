import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { col, foreignKey } from './columns';

/**
 * Payouts and cheques (issue 16, api/src/payouts, docs/payouts.md): payouts, each consigner's share
 * of one, the items paid (one row per sale, unique per store by `saleKey`, so one sale is never paid
 * twice), the cheques of automated payouts (our record, written before the service is called), the
 * log of bank details revealed, and on each order line the payout that took it (Ready to Pay lists
 * the lines with none).
 */
export class Payouts1764892800000 implements MigrationInterface {
  name = 'Payouts1764892800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'payouts',
        columns: [
          col.id(),
          col.int('storeId'),
          col.int('number'),
          col.varchar('name', 32),
          col.varchar('status', 16),
          col.money('total', { default: 0 }),
          col.int('itemCount', { default: 0 }),
          col.bool('automated', false),
          col.int('createdById', { nullable: true }),
          col.varchar('createdByName', 255, { nullable: true }),
          col.int('version', { default: 1 }),
          col.createdAt(queryRunner),
          col.updatedAt(queryRunner),
        ],
        foreignKeys: [foreignKey('storeId', 'stores', 'CASCADE')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'payout_consigners',
        columns: [
          col.id(),
          col.int('storeId'),
          col.int('payoutId'),
          col.int('consignerId'),
          col.int('itemCount', { default: 0 }),
          col.money('itemsTotal', { default: 0 }),
          col.money('balanceApplied', { default: 0 }),
          col.money('amount', { default: 0 }),
          col.varchar('status', 16),
          col.varchar('failureReason', 500, { nullable: true }),
          col.datetime('paidAt', { nullable: true }),
          col.int('version', { default: 1 }),
          col.createdAt(queryRunner),
          col.updatedAt(queryRunner),
        ],
        foreignKeys: [
          foreignKey('storeId', 'stores', 'CASCADE'),
          foreignKey('payoutId', 'payouts', 'CASCADE'),
          foreignKey('consignerId', 'consigners', 'NO ACTION'),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'payout_items',
        columns: [
          col.id(),
          col.int('storeId'),
          col.int('payoutId'),
          col.int('consignerId'),
          col.int('inventoryId'),
          col.int('orderLineId', { nullable: true }),
          col.varchar('saleKey', 32),
          col.money('salePrice', { default: 0 }),
          col.money('payout', { default: 0 }),
          col.datetime('paidAt', { nullable: true }),
          col.createdAt(queryRunner),
          col.updatedAt(queryRunner),
        ],
        foreignKeys: [
          foreignKey('storeId', 'stores', 'CASCADE'),
          foreignKey('payoutId', 'payouts', 'CASCADE'),
          foreignKey('inventoryId', 'inventories', 'NO ACTION'),
          foreignKey('orderLineId', 'order_lines', 'NO ACTION'),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'cheques',
        columns: [
          col.id(),
          col.int('storeId'),
          col.int('payoutId'),
          col.int('payoutConsignerId'),
          col.int('consignerId'),
          col.int('number'),
          col.money('amount'),
          col.varchar('state', 16),
          col.varchar('idempotencyKey', 128),
          col.varchar('recipient', 255),
          col.varchar('description', 255),
          col.varchar('serviceId', 128, { nullable: true }),
          col.varchar('failureReason', 500, { nullable: true }),
          col.int('attempts', { default: 0 }),
          col.createdAt(queryRunner),
          col.updatedAt(queryRunner),
        ],
        foreignKeys: [
          foreignKey('storeId', 'stores', 'CASCADE'),
          foreignKey('payoutId', 'payouts', 'CASCADE'),
          foreignKey('payoutConsignerId', 'payout_consigners', 'CASCADE'),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'bank_detail_reveals',
        columns: [
          col.id(),
          col.int('storeId'),
          col.int('consignerId'),
          col.int('payoutId', { nullable: true }),
          col.int('revealedById', { nullable: true }),
          col.varchar('revealedByName', 255),
          col.createdAt(queryRunner),
          col.updatedAt(queryRunner),
        ],
        foreignKeys: [foreignKey('storeId', 'stores', 'CASCADE')],
      }),
    );
    await queryRunner.addColumn('order_lines', new TableColumn(col.int('payoutId', { nullable: true })));
    for (const [table, name, columnNames, isUnique] of PAYOUT_INDEXES) {
      await queryRunner.createIndex(table, new TableIndex({ name, columnNames: [...columnNames], isUnique }));
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('order_lines', 'IDX_order_lines_store_ready_to_pay');
    await queryRunner.dropColumn('order_lines', 'payoutId');
    await queryRunner.dropTable('bank_detail_reveals');
    await queryRunner.dropTable('cheques');
    await queryRunner.dropTable('payout_items');
    await queryRunner.dropTable('payout_consigners');
    await queryRunner.dropTable('payouts');
  }
}

const PAYOUT_INDEXES = [
  ['payouts', 'UQ_payouts_store_number', ['storeId', 'number'], true],
  ['payouts', 'IDX_payouts_store_created', ['storeId', 'createdAt'], false],
  ['payouts', 'IDX_payouts_store_status_created', ['storeId', 'status', 'createdAt'], false],
  ['payouts', 'IDX_payouts_store_total', ['storeId', 'total'], false],
  ['payout_consigners', 'UQ_payout_consigners_payout_consigner', ['payoutId', 'consignerId'], true],
  ['payout_consigners', 'IDX_payout_consigners_store_consigner', ['storeId', 'consignerId'], false],
  ['payout_items', 'UQ_payout_items_store_sale', ['storeId', 'saleKey'], true],
  ['payout_items', 'IDX_payout_items_store_payout', ['storeId', 'payoutId', 'consignerId'], false],
  ['payout_items', 'IDX_payout_items_inventory', ['inventoryId'], false],
  ['cheques', 'UQ_cheques_idempotency_key', ['idempotencyKey'], true],
  ['cheques', 'UQ_cheques_share_number', ['payoutConsignerId', 'number'], true],
  ['cheques', 'IDX_cheques_store_payout', ['storeId', 'payoutId'], false],
  ['cheques', 'IDX_cheques_state', ['state'], false],
  [
    'bank_detail_reveals',
    'IDX_bank_detail_reveals_store_consigner',
    ['storeId', 'consignerId', 'createdAt'],
    false,
  ],
  [
    'order_lines',
    'IDX_order_lines_store_ready_to_pay',
    // payout and inventoryId last: the per-consigner sums and a page's rows are read from the index alone.
    ['storeId', 'payoutId', 'returnedAt', 'consignerId', 'soldOn', 'id', 'payout', 'inventoryId'],
    false,
  ],
] as const;
