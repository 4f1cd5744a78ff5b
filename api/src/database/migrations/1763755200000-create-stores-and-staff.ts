import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { col, foreignKey } from './columns';

/** Stores, login accounts and employees: what the health check, the seed and GET /api/me need. */
export class CreateStoresAndStaff1763755200000 implements MigrationInterface {
  name = 'CreateStoresAndStaff1763755200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'stores',
        columns: [
          col.id(),
          col.varchar('name', 255),
          col.varchar('handle', 63),
          col.varchar('domain', 255, { nullable: true }),
          col.json('shop', { nullable: true }),
          col.varchar('platform', 32, { nullable: true }),
          col.varchar('currency', 3),
          col.varchar('supportEmail', 255),
          col.varchar('logo', 1024, { nullable: true }),
          col.varchar('tenantId', 64, { nullable: true }),
          col.varchar('consignerUrl', 1024, { nullable: true }),
          col.varchar('inStoreUrl', 1024, { nullable: true }),
          col.varchar('consignerCname', 255, { nullable: true }),
          col.varchar('redirectURL', 1024, { nullable: true }),
          col.json('signupInfo'),
          col.json('payoutOptions'),
          col.money('payoutFee', { default: 0 }),
          col.bool('prioritizeStore', false),
          col.json('labelOptions'),
          col.json('labelSize'),
          col.json('shipInstructions'),
          col.json('emailMsgs'),
          col.json('marketplaceEmailMsgs'),
          col.text('termsOfService', { nullable: true }),
          col.bool('absorbDiscount', false),
          col.bool('safeInventoryStatusMode', false),
          col.bool('livePriceChanges', false),
          col.varchar('customBarcode', 8, { default: 'None' }),
          col.json('shopifyTrackingParams'),
          col.varchar('customShopifyUrl', 1024, { nullable: true }),
          col.money('minApproval', { default: 0 }),
          col.money('maxApproval', { default: 0 }),
          col.bool('autoPreapproval', false),
          col.money('warnAmount', { default: 0 }),
          col.varchar('warnText', 1024, { nullable: true }),
          col.bool('chargeTax', false),
          col.money('upPrice', { default: 0 }),
          col.bool('isBuyingStore', false),
          col.bool('onlineMarketplace', false),
          col.bool('automatedPayout', false),
          col.bool('maintenanceMode', false),
          col.money('withdrawalFee', { default: 0 }),
          col.int('earlyWithdrawalDays', { default: 0 }),
          col.json('features'),
          col.createdAt(queryRunner),
          col.updatedAt(queryRunner),
        ],
      }),
    );
    await queryRunner.createIndex(
      'stores',
      new TableIndex({ name: 'UQ_stores_handle', columnNames: ['handle'], isUnique: true }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'accounts',
        columns: [
          col.id(),
          col.int('storeId'),
          col.varchar('email', 255),
          col.varchar('passwordHash', 255),
          col.datetime('emailVerifiedAt', { nullable: true }),
          col.createdAt(queryRunner),
          col.updatedAt(queryRunner),
        ],
        foreignKeys: [foreignKey('storeId', 'stores', 'CASCADE')],
      }),
    );
    await queryRunner.createIndex(
      'accounts',
      new TableIndex({ name: 'UQ_accounts_store_email', columnNames: ['storeId', 'email'], isUnique: true }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'employees',
        columns: [
          col.id(),
          col.int('storeId'),
          col.varchar('firstName', 100),
          col.varchar('lastName', 100),
          col.varchar('email', 255),
          col.varchar('phone', 32, { nullable: true }),
          col.int('accountId', { nullable: true }),
          col.varchar('role', 16, { default: 'Employee' }),
          col.json('accessControls', { nullable: true }),
          col.bool('isActive', true),
          col.createdAt(queryRunner),
          col.updatedAt(queryRunner),
        ],
        foreignKeys: [
          foreignKey('storeId', 'stores', 'CASCADE'),
          foreignKey('accountId', 'accounts', 'SET NULL'),
        ],
      }),
    );
    await queryRunner.createIndex(
      'employees',
      new TableIndex({ name: 'UQ_employees_store_email', columnNames: ['storeId', 'email'], isUnique: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('employees');
    await queryRunner.dropTable('accounts');
    await queryRunner.dropTable('stores');
  }
}
