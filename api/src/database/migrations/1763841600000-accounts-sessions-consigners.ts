import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { col, foreignKey } from './columns';

/** Sign-in sessions, mailed links, login throttling, and consigner profiles. */
export class AccountsSessionsConsigners1763841600000 implements MigrationInterface {
  name = 'AccountsSessionsConsigners1763841600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'refresh_tokens',
        columns: [
          col.id(),
          col.varchar('tokenHash', 64),
          col.int('accountId'),
          col.varchar('familyId', 36),
          col.datetime('expiresAt'),
          col.datetime('usedAt', { nullable: true }),
          col.datetime('revokedAt', { nullable: true }),
          col.createdAt(queryRunner),
        ],
      }),
    );
    await queryRunner.createIndices('refresh_tokens', [
      new TableIndex({ name: 'UQ_refresh_tokens_hash', columnNames: ['tokenHash'], isUnique: true }),
      new TableIndex({ name: 'IDX_refresh_tokens_family', columnNames: ['familyId'] }),
      new TableIndex({ name: 'IDX_refresh_tokens_account', columnNames: ['accountId'] }),
    ]);

    await queryRunner.createTable(
      new Table({
        name: 'email_tokens',
        columns: [
          col.id(),
          col.varchar('tokenHash', 64),
          col.varchar('purpose', 16),
          col.int('storeId'),
          col.int('accountId', { nullable: true }),
          col.int('employeeId', { nullable: true }),
          col.datetime('expiresAt'),
          col.datetime('usedAt', { nullable: true }),
          col.createdAt(queryRunner),
        ],
      }),
    );
    await queryRunner.createIndex(
      'email_tokens',
      new TableIndex({ name: 'UQ_email_tokens_hash', columnNames: ['tokenHash'], isUnique: true }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'login_attempts',
        columns: [
          col.id(),
          col.int('storeId'),
          col.varchar('email', 255),
          col.varchar('ip', 64),
          col.createdAt(queryRunner),
        ],
      }),
    );
    await queryRunner.createIndices('login_attempts', [
      new TableIndex({ name: 'IDX_login_attempts_account', columnNames: ['storeId', 'email', 'createdAt'] }),
      new TableIndex({ name: 'IDX_login_attempts_ip', columnNames: ['ip', 'createdAt'] }),
    ]);

    await queryRunner.createTable(
      new Table({
        name: 'consigners',
        columns: [
          col.id(),
          col.int('storeId'),
          col.int('accountId', { nullable: true }),
          col.varchar('firstName', 100),
          col.varchar('lastName', 100),
          col.varchar('email', 255),
          col.varchar('phone', 32),
          col.varchar('address', 500),
          col.varchar('zipCode', 20, { nullable: true }),
          col.varchar('idNumber', 64, { nullable: true }),
          col.varchar('accountType', 100, { nullable: true }),
          col.int('consignerTypeId', { nullable: true }),
          col.bool('isStoreAccount', false),
          col.bool('isActive', true),
          col.bool('emailNotifications', true),
          col.bool('chargeTax', false),
          col.varchar('marketplaceLocation', 255, { nullable: true }),
          col.bool('acceptedTOS', false),
          col.varchar('payoutType', 16, { nullable: true }),
          col.varchar('payoutData', 255, { nullable: true }),
          col.json('bankData', { nullable: true }),
          col.createdAt(queryRunner),
          col.updatedAt(queryRunner),
        ],
        foreignKeys: [
          foreignKey('storeId', 'stores', 'CASCADE'),
          foreignKey('accountId', 'accounts', 'SET NULL'),
        ],
      }),
    );
    await queryRunner.createIndices('consigners', [
      new TableIndex({ name: 'IDX_consigners_store_email', columnNames: ['storeId', 'email'] }),
      new TableIndex({ name: 'UQ_consigners_account', columnNames: ['accountId'], isUnique: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('consigners');
    await queryRunner.dropTable('login_attempts');
    await queryRunner.dropTable('email_tokens');
    await queryRunner.dropTable('refresh_tokens');
  }
}
