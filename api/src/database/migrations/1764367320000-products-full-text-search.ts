import { type MigrationInterface, type QueryRunner } from 'typeorm';
import { isSqlite } from '../transactions';

/** Named in Product's entity with `synchronize: false`, so TypeORM neither builds nor drops it. */
const FULLTEXT_INDEX = 'IDX_products_search';
const FTS_TABLE = 'products_fts';
const TRIGGERS = {
  insert: 'products_fts_after_insert',
  delete: 'products_fts_after_delete',
  update: 'products_fts_after_update',
} as const;

/**
 * Product search on the engines' own full-text indexes (api/src/products/product-search.ts), in
 * place of LIKE '%…%', which no index can seek (p95 310–420 ms at 20,000 products and 50 users).
 * TypeORM has no portable API for either, so each engine gets its own SQL:
 * - MariaDB/MySQL: an InnoDB FULLTEXT index on (title, brand, normalizedSku), which InnoDB keeps in
 *   step with the table itself. (The first one on a table rebuilds it to add FTS_DOC_ID.)
 * - SQLite: an FTS5 table over the same columns, reading its content from `products` (external
 *   content: the text is not stored twice) and kept in step by triggers. SQLite drops a table's
 *   triggers with the table: a later migration that has TypeORM rebuild `products` on SQLite (a
 *   changed column) must create them again (products.test.ts searches after create, update and
 *   delete, so a lost trigger fails there).
 * The tokenizer folds case and accents, as the MariaDB collation (utf8mb4_unicode_ci) does.
 */
export class ProductsFullTextSearch1764367320000 implements MigrationInterface {
  name = 'ProductsFullTextSearch1764367320000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (!isSqlite(queryRunner.connection)) {
      await queryRunner.query(
        `ALTER TABLE \`products\` ADD FULLTEXT INDEX \`${FULLTEXT_INDEX}\` (\`title\`, \`brand\`, \`normalizedSku\`)`,
      );
      return;
    }
    const columns = '"title", "brand", "normalizedSku"';
    const values = (row: 'new' | 'old') => `${row}."title", ${row}."brand", ${row}."normalizedSku"`;
    const remove = `INSERT INTO "${FTS_TABLE}" ("${FTS_TABLE}", rowid, ${columns}) VALUES ('delete', old."id", ${values('old')});`;
    const add = `INSERT INTO "${FTS_TABLE}" (rowid, ${columns}) VALUES (new."id", ${values('new')});`;
    await queryRunner.query(
      `CREATE VIRTUAL TABLE "${FTS_TABLE}" USING fts5(${columns}, content='products', content_rowid='id', ` +
        `tokenize='unicode61 remove_diacritics 2')`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "${TRIGGERS.insert}" AFTER INSERT ON "products" BEGIN ${add} END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "${TRIGGERS.delete}" AFTER DELETE ON "products" BEGIN ${remove} END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "${TRIGGERS.update}" AFTER UPDATE OF ${columns}, "id" ON "products" BEGIN ${remove} ${add} END`,
    );
    // The products written before this migration.
    await queryRunner.query(`INSERT INTO "${FTS_TABLE}" ("${FTS_TABLE}") VALUES ('rebuild')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (!isSqlite(queryRunner.connection)) {
      await queryRunner.query(`ALTER TABLE \`products\` DROP INDEX \`${FULLTEXT_INDEX}\``);
      return;
    }
    for (const trigger of Object.values(TRIGGERS)) await queryRunner.query(`DROP TRIGGER "${trigger}"`);
    await queryRunner.query(`DROP TABLE "${FTS_TABLE}"`);
  }
}
