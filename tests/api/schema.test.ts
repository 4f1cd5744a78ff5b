import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DataSource } from 'typeorm';
import { OrderLine } from '../../api/src/orders/order-line.entity';
import { seedInventoryItem, seedProduct, seedStore } from '../support/fixtures';
import { seedOrder } from '../support/order-world';
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

  it("gives an order line written before migration 1765238760000 its item's product", async () => {
    const store = await seedStore(dataSource, { handle: 'line-products' });
    const product = await seedProduct(dataSource, store.id, { title: 'Backfilled Pair' });
    const item = await seedInventoryItem(dataSource, {
      storeId: store.id,
      productId: product.id,
      productTemplateId: product.productTemplateId,
    });
    await seedOrder({ dataSource }, store.id, { lines: [{ item }] });
    const name = 'OrderLinesProduct1765238760000';
    const isRun = async () =>
      ((await dataSource.query('SELECT name FROM migrations')) as { name: string }[]).some(
        (row) => row.name === name,
      );
    while (await isRun()) await dataSource.undoLastMigration();
    const [before] = (await dataSource.query('SELECT * FROM order_lines')) as Record<string, unknown>[];
    expect(before).toMatchObject({ inventoryId: item.id });
    expect(before).not.toHaveProperty('productId');

    await dataSource.runMigrations();

    const lines = await dataSource.getRepository(OrderLine).find();
    expect(lines.map((line) => [line.inventoryId, line.productId])).toEqual([[item.id, product.id]]);
  });
});
