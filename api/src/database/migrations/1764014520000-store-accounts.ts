import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Every store gets its own consigner account (the owner of stock bought outright; spec 000 §6).
 * New stores get it at signup; this adds it to the stores created before.
 */
export class StoreAccounts1764014520000 implements MigrationInterface {
  name = 'StoreAccounts1764014520000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `INSERT INTO consigners (storeId, firstName, lastName, email, phone, address, isStoreAccount, acceptedTOS)
       SELECT s.id, SUBSTR(s.name, 1, 100), '(store)', s.supportEmail, '', '', 1, 1
       FROM stores s
       WHERE NOT EXISTS (SELECT 1 FROM consigners c WHERE c.storeId = s.id AND c.isStoreAccount = 1)`,
    );
  }

  async down(): Promise<void> {
    // The accounts may own items by now: they stay.
  }
}
