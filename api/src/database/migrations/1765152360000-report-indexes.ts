import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

/**
 * The dashboard's and the reports' reads (issue 18, api/src/reports/report-queries.ts), each from an
 * index alone where the figure needs a range of a store's rows:
 * - a period's sales: the lines not returned, by sale date, with what is summed (sale price, tax,
 *   payout, its label: Cost for a store-owned item) and the owner and payout the pending figure needs;
 * - the items on the floor at an instant, and the items listed in a period: by acceptedOn, with the
 *   status, the dates an item leaves by, the owner and the money summed;
 * - the items that left by a sale in a period: by status and soldOn;
 * - the items on the floor now by category, location and age: by status, with those columns;
 * - what consigners were paid in a period: the payout shares by status and paidAt.
 */
const INDEXES: readonly [string, string, string[]][] = [
  [
    'order_lines',
    'IDX_order_lines_store_report',
    [
      'storeId',
      'returnedAt',
      'soldOn',
      'payoutLabel',
      'salePrice',
      'tax',
      'payout',
      'consignerId',
      'payoutId',
    ],
  ],
  [
    'inventories',
    'IDX_inventories_report_floor',
    [
      'storeId',
      'acceptedOn',
      'status',
      'soldOn',
      'withdrawalDecidedAt',
      'updatedAt',
      'consignerId',
      'price',
      'cost',
      'payout',
    ],
  ],
  ['inventories', 'IDX_inventories_report_sold', ['storeId', 'status', 'soldOn', 'acceptedOn', 'price']],
  [
    'inventories',
    'IDX_inventories_report_stock',
    ['storeId', 'status', 'category', 'locationId', 'acceptedOn', 'createdAt', 'price'],
  ],
  ['payout_consigners', 'IDX_payout_consigners_store_paid', ['storeId', 'status', 'paidAt', 'amount']],
];

export class ReportIndexes1765152360000 implements MigrationInterface {
  name = 'ReportIndexes1765152360000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, name, columnNames] of INDEXES) {
      await queryRunner.createIndex(table, new TableIndex({ name, columnNames }));
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, name] of INDEXES) await queryRunner.dropIndex(table, name);
  }
}
