import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';
import { sizeSortKey } from '@shared/domain/inventory-list';

/**
 * Indexes for the inventory lists (GET /api/inventories/paginatedInventories and friends), so that
 * every sort option of a status list is read in index order, LIMIT/OFFSET included, without
 * sorting the store's items: one index per sort, each (storeId, status, <sort columns>, printed).
 * `printed` last makes the index cover the Find list's "printed false" filter and is the order's
 * next-to-last tie-break (the id, the primary key, is the last, implicit in every index).
 *
 * sizeSort is sizeSortKey(option1Value) (shared/domain/inventory-list.ts), kept by the entity, so
 * "sizeLowToHigh" is an index order too, and a size filter is a range of that index.
 *
 * Where an index also lists the id and then more columns, the id is written out so that the order
 * stays (<sort>, printed, id), and the columns after it are there to be read from the index entry
 * instead of the row:
 * - IDX_inventories_list_filters: the default order (updatedAt) with every column of the filter
 *   bar, so any filter with the default order counts and skips to a page on index entries alone;
 * - IDX_inventories_list_size and IDX_inventories_location_list: every sort column, so a size or a
 *   location in any order is sorted from its index entries (a few thousand to tens of thousands),
 *   never from the rows.
 * Location and sub-location, starting with their id, also serve their foreign keys; every status
 * at once reads (storeId, updatedAt). The activity feed's employee filter gets (storeId,
 * lastUpdatedById, createdAt). Which index a list reads is chosen by InventoryListsService
 * (planIndex).
 */
const LIST_INDEXES: readonly [string, string[]][] = [
  ['IDX_inventories_list_updated', ['storeId', 'status', 'updatedAt', 'printed']],
  ['IDX_inventories_list_created', ['storeId', 'status', 'createdAt', 'printed']],
  ['IDX_inventories_list_price', ['storeId', 'status', 'price', 'printed']],
  ['IDX_inventories_list_payout', ['storeId', 'status', 'payout', 'printed']],
  ['IDX_inventories_list_accepted', ['storeId', 'status', 'acceptedOn', 'printed']],
  [
    'IDX_inventories_list_size',
    [
      'storeId',
      'status',
      'sizeSort',
      'option1Value',
      'printed',
      'id',
      'price',
      'payout',
      'createdAt',
      'updatedAt',
      'acceptedOn',
      'locationId',
    ],
  ],
  [
    'IDX_inventories_list_filters',
    [
      'storeId',
      'status',
      'updatedAt',
      'printed',
      'id',
      'option1Value',
      'option2Value',
      'option3Value',
      'category',
      'locationId',
      'subLocationId',
      'consignerId',
      'productId',
      'createdAt',
    ],
  ],
  ['IDX_inventories_store_updated', ['storeId', 'updatedAt', 'printed']],
  [
    'IDX_inventories_location_list',
    [
      'locationId',
      'storeId',
      'status',
      'updatedAt',
      'printed',
      'id',
      'price',
      'payout',
      'createdAt',
      'acceptedOn',
      'sizeSort',
      'option1Value',
    ],
  ],
  ['IDX_inventories_sub_location_list', ['subLocationId', 'storeId', 'status', 'updatedAt', 'printed']],
];

/** Replaced by the list indexes above, which start with the same columns. */
const REPLACED_INDEXES: readonly [string, string[]][] = [
  ['IDX_inventories_store_status_updated', ['storeId', 'status', 'updatedAt']],
  ['IDX_inventories_location', ['locationId']],
  ['IDX_inventories_sub_location', ['subLocationId']],
];

const LOG_INDEX_NAME = 'IDX_inventory_logs_store_actor';
const LOG_INDEX_COLUMNS = ['storeId', 'lastUpdatedById', 'createdAt'];

export class InventoryListIndexes1764100800000 implements MigrationInterface {
  name = 'InventoryListIndexes1764100800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'inventories',
      new TableColumn({ name: 'sizeSort', type: 'decimal', precision: 9, scale: 3, isNullable: true }),
    );
    // Existing items: one UPDATE per distinct size (a store has a few dozen).
    const sizes = (await queryRunner.query(
      'SELECT DISTINCT option1Value FROM inventories WHERE option1Value IS NOT NULL',
    )) as { option1Value: string }[];
    for (const { option1Value } of sizes) {
      await queryRunner.query('UPDATE inventories SET sizeSort = ? WHERE option1Value = ?', [
        sizeSortKey(option1Value),
        option1Value,
      ]);
    }
    // New indexes first: MySQL keeps a foreign key's index until another one can take its place.
    for (const [name, columnNames] of LIST_INDEXES) {
      await queryRunner.createIndex('inventories', new TableIndex({ name, columnNames }));
    }
    for (const [name] of REPLACED_INDEXES) await queryRunner.dropIndex('inventories', name);
    await queryRunner.createIndex(
      'inventory_logs',
      new TableIndex({ name: LOG_INDEX_NAME, columnNames: LOG_INDEX_COLUMNS }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('inventory_logs', LOG_INDEX_NAME);
    for (const [name, columnNames] of REPLACED_INDEXES) {
      await queryRunner.createIndex('inventories', new TableIndex({ name, columnNames }));
    }
    for (const [name] of LIST_INDEXES) await queryRunner.dropIndex('inventories', name);
    await queryRunner.dropColumn('inventories', 'sizeSort');
  }
}
