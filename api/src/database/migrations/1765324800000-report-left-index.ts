import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

/**
 * The floor at an instant (issue 18 speed, api/src/reports/report-queries.ts floorsAt) read by
 * status first: the items in a floor status now, and of the others only those sold or withdrawn
 * since the instant, instead of every item accepted before it (the sold ones of years past too).
 * IDX_inventories_report_sold (storeId, status, soldOn, acceptedOn, price) widens into it: the
 * same leading columns serve the sales' exits, and the dates a withdrawal left by, the owner and
 * the money summed make both reads (and the withdrawals' exits) index-only.
 */
const LEFT = new TableIndex({
  name: 'IDX_inventories_report_left',
  columnNames: [
    'storeId',
    'status',
    'soldOn',
    'acceptedOn',
    'withdrawalDecidedAt',
    'updatedAt',
    'consignerId',
    'price',
    'cost',
    'payout',
  ],
});
const SOLD = new TableIndex({
  name: 'IDX_inventories_report_sold',
  columnNames: ['storeId', 'status', 'soldOn', 'acceptedOn', 'price'],
});

export class ReportLeftIndex1765324800000 implements MigrationInterface {
  name = 'ReportLeftIndex1765324800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('inventories', LEFT);
    await queryRunner.dropIndex('inventories', SOLD.name as string);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('inventories', SOLD);
    await queryRunner.dropIndex('inventories', LEFT.name as string);
  }
}
