import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';
import { col } from './columns';

/**
 * The consigner portal on its own domain (issue 18): a request to a store's consigner address finds
 * the store by its host (StoreResolver), one lookup on both columns. `consignerUrl` holds a host
 * name (at most 253 characters, the settings contract), so it shrinks to 255 like `consignerCname`:
 * a 1024-character column is too long for a MariaDB index.
 */
const INDEXES: readonly [string, string][] = [
  ['IDX_stores_consignerCname', 'consignerCname'],
  ['IDX_stores_consignerUrl', 'consignerUrl'],
];

export class StoreConsignerHosts1765238400000 implements MigrationInterface {
  name = 'StoreConsignerHosts1765238400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.changeColumn(
      'stores',
      'consignerUrl',
      new TableColumn(col.varchar('consignerUrl', 255, { nullable: true })),
    );
    for (const [name, column] of INDEXES) {
      await queryRunner.createIndex('stores', new TableIndex({ name, columnNames: [column] }));
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [name] of INDEXES) await queryRunner.dropIndex('stores', name);
    await queryRunner.changeColumn(
      'stores',
      'consignerUrl',
      new TableColumn(col.varchar('consignerUrl', 1024, { nullable: true })),
    );
  }
}
