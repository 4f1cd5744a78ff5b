import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { col, foreignKey } from './columns';

/**
 * Background jobs kept in the database (api/src/jobs, docs/jobs.md): what to run, its state, its
 * lease and its outcome. The two status indexes are the worker's claims: due queued jobs by runAt,
 * and running jobs whose lease has ended. A uniqueKey is held while the job is queued or running.
 */
export class Jobs1764367260000 implements MigrationInterface {
  name = 'Jobs1764367260000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'jobs',
        columns: [
          col.id(),
          col.int('storeId', { nullable: true }),
          col.varchar('kind', 64),
          col.json('payload'),
          col.varchar('status', 16),
          col.int('attempts', { default: 0 }),
          col.int('maxAttempts'),
          col.datetime('runAt', { precision: 3 }),
          col.varchar('lockedBy', 100, { nullable: true }),
          col.datetime('lockedUntil', { nullable: true, precision: 3 }),
          col.text('lastError', { nullable: true }),
          col.json('result', { nullable: true }),
          col.int('progress', { nullable: true }),
          col.varchar('uniqueKey', 191, { nullable: true }),
          col.int('createdById', { nullable: true }),
          col.datetime('finishedAt', { nullable: true, precision: 3 }),
          col.createdAt(queryRunner),
          col.updatedAt(queryRunner),
        ],
        foreignKeys: [foreignKey('storeId', 'stores', 'CASCADE')],
      }),
    );
    for (const [name, columnNames, isUnique] of JOB_INDEXES) {
      await queryRunner.createIndex(
        'jobs',
        new TableIndex({ name, columnNames: [...columnNames], isUnique }),
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('jobs');
  }
}

const JOB_INDEXES = [
  ['UQ_jobs_unique_key', ['uniqueKey'], true],
  ['IDX_jobs_status_run_at', ['status', 'runAt'], false],
  ['IDX_jobs_status_locked_until', ['status', 'lockedUntil'], false],
  ['IDX_jobs_store_kind', ['storeId', 'kind', 'createdAt'], false],
] as const;
