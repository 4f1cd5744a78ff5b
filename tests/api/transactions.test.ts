import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DataSource } from 'typeorm';
import { Location } from '../../api/src/locations/location.entity';
import { seedStore } from '../support/fixtures';
import { openTestDatabase, testEngine } from '../support/test-app';

/**
 * Two requests' transactions at the same time must stay apart: one rolling back must not take the
 * other's committed work with it, and neither may see the other's uncommitted rows. On SQLite (one
 * shared connection) this is what api/src/database/transactions.ts guarantees.
 */
describe(`concurrent transactions on ${testEngine()}`, () => {
  let dataSource: DataSource;
  let cleanup: () => Promise<void>;
  let storeId: number;

  beforeAll(async () => {
    ({ dataSource, cleanup } = await openTestDatabase());
    storeId = (await seedStore(dataSource, { handle: 'tx-store' })).id;
  });
  afterAll(() => cleanup());

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const names = async () =>
    (await dataSource.getRepository(Location).findBy({ storeId })).map((row) => row.name).sort();

  it('keeps a committed transaction when another one, open at the same time, rolls back', async () => {
    let aInserted!: () => void;
    const aHasInserted = new Promise<void>((resolve) => (aInserted = resolve));
    const failing = dataSource
      .transaction(async (manager) => {
        await manager.getRepository(Location).insert({ storeId, name: 'A (rolled back)', label: 'A' });
        aInserted();
        await pause(50);
        throw new Error('A fails');
      })
      .catch((error: Error) => error.message);
    await aHasInserted;
    const succeeding = dataSource.transaction(async (manager) => {
      await manager.getRepository(Location).insert({ storeId, name: 'B (committed)', label: 'B' });
    });
    // A plain write outside any transaction, meanwhile.
    const plain = dataSource.getRepository(Location).insert({ storeId, name: 'C (plain)', label: 'C' });
    expect(await failing).toBe('A fails');
    await succeeding;
    await plain;
    expect(await names()).toEqual(['B (committed)', 'C (plain)']);
  });

  it('runs many transactions at once without "cannot start a transaction within a transaction"', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        dataSource.transaction(async (manager) => {
          await manager.getRepository(Location).insert({ storeId, name: `Bulk ${index}`, label: 'X' });
          await pause(index % 3);
          await manager.getRepository(Location).update({ storeId, name: `Bulk ${index}` }, { label: 'Y' });
        }),
      ),
    );
    const rows = await dataSource.getRepository(Location).findBy({ storeId, label: 'Y' });
    expect(rows).toHaveLength(20);
  });
});
