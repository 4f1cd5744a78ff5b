import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { col } from './columns';

/**
 * Every tenant table now has the StoreOwned columns (common/tenancy/store-owned.entity.ts): the two
 * that lacked a timestamp get theirs. Existing rows take the time of the migration.
 */
export class StoreOwnedTimestamps1764374400000 implements MigrationInterface {
  name = 'StoreOwnedTimestamps1764374400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('product_gtins', [
      new TableColumn(col.createdAt(queryRunner)),
      new TableColumn(col.updatedAt(queryRunner)),
    ]);
    await queryRunner.addColumn('uploads', new TableColumn(col.updatedAt(queryRunner)));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('uploads', 'updatedAt');
    await queryRunner.dropColumns('product_gtins', ['updatedAt', 'createdAt']);
  }
}
