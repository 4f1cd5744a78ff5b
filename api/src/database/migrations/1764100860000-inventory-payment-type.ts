import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { col } from './columns';

/**
 * How the store pays the seller of a bought item, chosen when it is accepted (spec 000 §4: a
 * payment type, cash or auto, labelled Checkbooks, is optional when the item belongs to a buying).
 */
export class InventoryPaymentType1764100860000 implements MigrationInterface {
  name = 'InventoryPaymentType1764100860000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'inventories',
      new TableColumn(col.varchar('paymentType', 8, { nullable: true })),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('inventories', 'paymentType');
  }
}
