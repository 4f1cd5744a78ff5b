import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DataSource } from 'typeorm';
import { openTestDatabase, testEngine } from '../support/test-app';

describe(`schema on ${testEngine()}`, () => {
  let dataSource: DataSource;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ dataSource, cleanup } = await openTestDatabase());
  });
  afterAll(() => cleanup());

  it('has run every migration', async () => {
    expect(await dataSource.showMigrations()).toBe(false);
    const executed = await dataSource.query('SELECT name FROM migrations');
    expect(executed).toHaveLength(dataSource.migrations.length);
  });

  it('matches the entities exactly after all migrations (TypeORM finds nothing to change)', async () => {
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });

  it('can be rolled back to empty and migrated again', async () => {
    for (let i = 0; i < dataSource.migrations.length; i++) await dataSource.undoLastMigration();
    expect(await dataSource.showMigrations()).toBe(true);
    await dataSource.runMigrations();
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries).toEqual([]);
  });
});
