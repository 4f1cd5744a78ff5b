import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

/**
 * The offers of a store request (items whose buyingId names it): the Request grid reads the open
 * offers of the requests it shows, and a refused offer on a closed request looks for the offer
 * that was taken (docs/store-requests.md). Without it both read every item of the store.
 */
const INDEX = new TableIndex({
  name: 'IDX_inventories_store_buying',
  columnNames: ['storeId', 'buyingId', 'status'],
});

export class InventoryBuyingIndex1764187380000 implements MigrationInterface {
  name = 'InventoryBuyingIndex1764187380000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('inventories', INDEX);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('inventories', 'IDX_inventories_store_buying');
  }
}
