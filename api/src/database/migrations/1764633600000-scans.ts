import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { col, foreignKey } from './columns';

/**
 * Scan runs (api/src/scans, docs/scans.md): a run per location count, and its items, the snapshot
 * expected at START and what was scanned. A run of 20,000 items reads its lists by
 * (storeId, scanId, role, scanOrder); the unique key keeps each item once per list.
 */
export class Scans1764633600000 implements MigrationInterface {
  name = 'Scans1764633600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'scans',
        columns: [
          col.id(),
          col.int('storeId'),
          col.int('locationId'),
          col.varchar('status', 16),
          col.int('createdById', { nullable: true }),
          col.varchar('createdByName', 255, { nullable: true }),
          col.datetime('completedAt', { nullable: true }),
          col.int('expectedCount', { default: 0 }),
          col.int('scannedCount', { default: 0 }),
          col.int('missingCount', { default: 0 }),
          col.int('overScannedCount', { default: 0 }),
          col.int('elsewhereCount', { default: 0 }),
          col.createdAt(queryRunner),
          col.updatedAt(queryRunner),
        ],
        foreignKeys: [
          foreignKey('storeId', 'stores', 'CASCADE'),
          foreignKey('locationId', 'locations', 'NO ACTION'),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'scan_items',
        columns: [
          col.id(),
          col.int('storeId'),
          col.int('scanId'),
          col.int('inventoryId'),
          col.varchar('role', 16),
          col.varchar('statusDuringScan', 32),
          col.int('scanOrder'),
          col.createdAt(queryRunner),
          col.updatedAt(queryRunner),
        ],
        foreignKeys: [
          foreignKey('storeId', 'stores', 'CASCADE'),
          foreignKey('scanId', 'scans', 'CASCADE'),
          foreignKey('inventoryId', 'inventories', 'CASCADE'),
        ],
      }),
    );
    for (const [table, name, columnNames, isUnique] of SCAN_INDEXES) {
      await queryRunner.createIndex(table, new TableIndex({ name, columnNames: [...columnNames], isUnique }));
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('scan_items');
    await queryRunner.dropTable('scans');
  }
}

const SCAN_INDEXES = [
  ['scans', 'IDX_scans_store_created', ['storeId', 'createdAt'], false],
  ['scans', 'IDX_scans_location_created', ['locationId', 'createdAt'], false],
  ['scan_items', 'IDX_scan_items_scan_order', ['storeId', 'scanId', 'role', 'scanOrder'], false],
  ['scan_items', 'UQ_scan_items_scan_role_inventory', ['scanId', 'role', 'inventoryId'], true],
  ['scan_items', 'IDX_scan_items_inventory', ['inventoryId'], false],
] as const;
