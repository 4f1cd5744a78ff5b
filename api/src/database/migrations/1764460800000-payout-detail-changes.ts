import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { col, foreignKey } from './columns';

/**
 * The audit log of consigners' payout details (consigners/payout-detail-change.entity.ts): read
 * per consigner, newest first. Deleting the consigner deletes its log with it.
 */
export class PayoutDetailChanges1764460800000 implements MigrationInterface {
  name = 'PayoutDetailChanges1764460800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'payout_detail_changes',
        columns: [
          col.id(),
          col.int('storeId'),
          col.int('consignerId'),
          col.int('changedById', { nullable: true }),
          col.varchar('changedByName', 255),
          col.varchar('changedByKind', 16),
          col.json('before'),
          col.json('after'),
          col.createdAt(queryRunner),
          col.updatedAt(queryRunner),
        ],
        foreignKeys: [
          foreignKey('storeId', 'stores', 'CASCADE'),
          foreignKey('consignerId', 'consigners', 'CASCADE'),
        ],
      }),
    );
    await queryRunner.createIndex(
      'payout_detail_changes',
      new TableIndex({
        name: 'IDX_payout_detail_changes_consigner',
        columnNames: ['storeId', 'consignerId', 'createdAt'],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('payout_detail_changes');
  }
}
