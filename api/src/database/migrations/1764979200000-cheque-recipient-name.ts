import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { col } from './columns';

/**
 * A cheque's recipient name as it was first sent (issue 16). The payment service compares a resent
 * cheque's parameters with the first ask's under the same idempotency key and makes a SECOND cheque
 * when they differ, so a cheque whose answer was lost is resent with exactly what our record holds:
 * the name too, not the consigner's name as it may read now.
 */
export class ChequeRecipientName1764979200000 implements MigrationInterface {
  name = 'ChequeRecipientName1764979200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'cheques',
      new TableColumn(col.varchar('recipientName', 255, { default: '' })),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('cheques', 'recipientName');
  }
}
