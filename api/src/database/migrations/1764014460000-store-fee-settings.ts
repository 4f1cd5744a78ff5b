import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { col } from './columns';

/**
 * The store's own fee settings the fee rule reads (shared/domain/fees.ts): the transaction fee and
 * VAT percents, and the optional per-item Cleaning and Box fees (spec 001 §9: 20 each by default).
 */
export class StoreFeeSettings1764014460000 implements MigrationInterface {
  name = 'StoreFeeSettings1764014460000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('stores', [
      new TableColumn(col.percent('transactionFee', { default: 0 })),
      new TableColumn(col.percent('vatRate', { default: 0 })),
      new TableColumn(col.money('cleaningFee', { default: 20 })),
      new TableColumn(col.money('boxFee', { default: 20 })),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['boxFee', 'cleaningFee', 'vatRate', 'transactionFee']) {
      await queryRunner.dropColumn('stores', column);
    }
  }
}
