import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { col } from './columns';

/**
 * Where a store's labels go on paper (issue 14): `roll` (one label a page, thermal rolls) or a
 * sheet of label stock (`a4-3x8`, `letter-3x10`). Existing stores keep printing one label a page.
 */
export class StoreLabelSheet1764720000000 implements MigrationInterface {
  name = 'StoreLabelSheet1764720000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'stores',
      new TableColumn(col.varchar('labelSheet', 16, { default: 'roll' })),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('stores', 'labelSheet');
  }
}
