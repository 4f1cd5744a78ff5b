import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { col, foreignKey } from './columns';

/**
 * The emailed price-change links (issue 17, api/src/inventories/price-change-link.entity.ts): one
 * row per store offer, found by its code's hash (unique), and an item's open links by
 * (storeId, inventoryId, usedAt, replacedAt) when a newer offer replaces them. The store's
 * priceLinkDays says how long a link works.
 */
export class PriceChangeLinks1765065720000 implements MigrationInterface {
  name = 'PriceChangeLinks1765065720000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'price_change_links',
        columns: [
          col.id(),
          col.int('storeId'),
          col.int('inventoryId'),
          col.varchar('tokenHash', 64),
          col.money('offeredPrice'),
          col.money('previousPrice', { nullable: true }),
          col.datetime('expiresAt'),
          col.datetime('usedAt', { nullable: true }),
          col.varchar('outcome', 16, { nullable: true }),
          col.datetime('replacedAt', { nullable: true }),
          col.createdAt(queryRunner),
          col.updatedAt(queryRunner),
        ],
        foreignKeys: [
          foreignKey('storeId', 'stores', 'CASCADE'),
          foreignKey('inventoryId', 'inventories', 'CASCADE'),
        ],
      }),
    );
    await queryRunner.createIndices('price_change_links', [
      new TableIndex({
        name: 'UQ_price_change_links_token_hash',
        columnNames: ['tokenHash'],
        isUnique: true,
      }),
      new TableIndex({
        name: 'IDX_price_change_links_inventory',
        columnNames: ['storeId', 'inventoryId', 'usedAt', 'replacedAt'],
      }),
    ]);
    // PRICE_LINK_DAYS_DEFAULT as it was written (a migration never follows a later change of it).
    await queryRunner.addColumn('stores', new TableColumn(col.int('priceLinkDays', { default: 14 })));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('stores', 'priceLinkDays');
    await queryRunner.dropTable('price_change_links');
  }
}
