import { type MigrationInterface, type QueryRunner, TableColumn, TableForeignKey } from 'typeorm';
import { col, foreignKey } from './columns';

/**
 * Where an InTransit item is going (POST /api/inventories/transfer): kept on the item so the
 * screens show it and Accept Transfer applies it without asking again.
 */
export class InventoryTransferDestination1764547200000 implements MigrationInterface {
  name = 'InventoryTransferDestination1764547200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('inventories', [
      new TableColumn(col.int('transferLocationId', { nullable: true })),
      new TableColumn(col.int('transferSubLocationId', { nullable: true })),
    ]);
    await queryRunner.createForeignKeys('inventories', [
      new TableForeignKey(foreignKey('transferLocationId', 'locations', 'NO ACTION')),
      new TableForeignKey(foreignKey('transferSubLocationId', 'sub_locations', 'NO ACTION')),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const table = await queryRunner.getTable('inventories');
    const keys = (table?.foreignKeys ?? []).filter((key) =>
      key.columnNames.some((name) => name === 'transferLocationId' || name === 'transferSubLocationId'),
    );
    await queryRunner.dropForeignKeys('inventories', keys);
    await queryRunner.dropColumns('inventories', ['transferLocationId', 'transferSubLocationId']);
  }
}
