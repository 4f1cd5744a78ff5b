import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { col, foreignKey } from './columns';

/** Locations of a store and their sub-locations (spec 000 §3 Location, Sublocation). */
export class Locations1763928060000 implements MigrationInterface {
  name = 'Locations1763928060000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'locations',
        columns: [
          col.id(),
          col.int('storeId'),
          col.varchar('name', 100),
          col.varchar('label', 100),
          col.bool('isActive', true),
          col.createdAt(queryRunner),
          col.updatedAt(queryRunner),
        ],
        foreignKeys: [foreignKey('storeId', 'stores', 'CASCADE')],
      }),
    );
    await queryRunner.createIndex(
      'locations',
      new TableIndex({ name: 'UQ_locations_store_name', columnNames: ['storeId', 'name'], isUnique: true }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'sub_locations',
        columns: [
          col.id(),
          col.int('storeId'),
          col.int('locationId'),
          col.varchar('name', 100),
          col.createdAt(queryRunner),
          col.updatedAt(queryRunner),
        ],
        foreignKeys: [
          foreignKey('storeId', 'stores', 'CASCADE'),
          foreignKey('locationId', 'locations', 'CASCADE'),
        ],
      }),
    );
    await queryRunner.createIndex(
      'sub_locations',
      new TableIndex({
        name: 'UQ_sub_locations_location_name',
        columnNames: ['locationId', 'name'],
        isUnique: true,
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('sub_locations');
    await queryRunner.dropTable('locations');
  }
}
