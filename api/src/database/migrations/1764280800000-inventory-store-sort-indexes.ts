import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

/**
 * Every status at once (the filter bar's status cleared: "All statuses") in an order other than the
 * default: without these, MariaDB sorted all of a store's items for each page (a price sort over
 * 200,000 items: 125–200 ms in MariaDB alone, `npm run bench`). Each is the sort's columns after
 * storeId, then printed, as the status lists' indexes of migration 1764100800000 are after status;
 * the default order has IDX_inventories_store_updated already.
 */
const STORE_SORT_INDEXES: readonly [string, string[]][] = [
  ['IDX_inventories_store_created', ['storeId', 'createdAt', 'printed']],
  ['IDX_inventories_store_price', ['storeId', 'price', 'printed']],
  ['IDX_inventories_store_payout', ['storeId', 'payout', 'printed']],
  ['IDX_inventories_store_accepted', ['storeId', 'acceptedOn', 'printed']],
  ['IDX_inventories_store_size', ['storeId', 'sizeSort', 'option1Value', 'printed']],
];

export class InventoryStoreSortIndexes1764280800000 implements MigrationInterface {
  name = 'InventoryStoreSortIndexes1764280800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [name, columnNames] of STORE_SORT_INDEXES) {
      await queryRunner.createIndex('inventories', new TableIndex({ name, columnNames }));
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [name] of STORE_SORT_INDEXES) await queryRunner.dropIndex('inventories', name);
  }
}
