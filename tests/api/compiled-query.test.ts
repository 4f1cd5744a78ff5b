import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreRepository } from '../../api/src/common/tenancy/store-repository';
import { CompiledQueries, CompiledQuery } from '../../api/src/database/compiled-query';
import { Location } from '../../api/src/locations/location.entity';
import { seedStoreWithStaff } from '../support/fixtures';
import { startTestApp, testEngine, type TestApp } from '../support/test-app';

/**
 * Compiled queries (api/src/database/compiled-query.ts) on the real engine: built once, run with
 * each call's values, and still scoped to the store of the repository that runs them.
 */
describe(`compiled queries on ${testEngine()}`, () => {
  let t: TestApp;
  let ours: StoreRepository<Location>;
  let theirs: StoreRepository<Location>;
  const ids: Record<string, number> = {};
  const queries = new CompiledQueries();

  beforeAll(async () => {
    t = await startTestApp();
    const a = await seedStoreWithStaff(t, { handle: 'compiled-a' });
    const b = await seedStoreWithStaff(t, { handle: 'compiled-b' });
    const repository = t.dataSource.getRepository(Location);
    ours = new StoreRepository(repository, a.store.id);
    theirs = new StoreRepository(repository, b.store.id);
    for (const [repo, name] of [
      [ours, 'Front'],
      [ours, 'Back'],
      [ours, 'Vault'],
      [theirs, 'Front'],
    ] as const) {
      ids[`${repo.storeId}:${name}`] = (
        await repo.save(repository.create({ name, label: name[0], isActive: true }))
      ).id;
    }
  });
  afterAll(() => t?.close());

  const byIdsAndName = (repo: StoreRepository<Location>, wanted: number[], notNamed: string) =>
    repo.runCompiled<{ name: string }>(
      queries,
      `ids:${wanted.length}`,
      (query, slots) =>
        query('location')
          .select('location.name', 'name')
          .andWhere('location.id IN (:...ids)', { ids: slots.numbers('ids', wanted.length) })
          .andWhere('location.name <> :notNamed', { notNamed: slots.string('notNamed') })
          .andWhere('location.isActive = :active', { active: true })
          .orderBy('location.name'),
      { ids: wanted, notNamed },
    );

  it("runs one build with each call's numbers, lists and strings", async () => {
    const store = ours.storeId;
    const all = [ids[`${store}:Front`], ids[`${store}:Back`], ids[`${store}:Vault`]];
    expect((await byIdsAndName(ours, all, 'Vault')).map((row) => row.name)).toEqual(['Back', 'Front']);
    expect((await byIdsAndName(ours, all, 'Back')).map((row) => row.name)).toEqual(['Front', 'Vault']);
    const two = [ids[`${store}:Vault`], ids[`${store}:Back`]];
    expect((await byIdsAndName(ours, two, 'x')).map((row) => row.name)).toEqual(['Back', 'Vault']);
  });

  it("keeps each run in its repository's store, though the SQL was built for another", async () => {
    const padded = [
      ids[`${theirs.storeId}:Front`],
      ids[`${ours.storeId}:Front`],
      ids[`${ours.storeId}:Back`],
    ];
    await byIdsAndName(ours, padded, 'x');
    const seen = await byIdsAndName(theirs, padded, 'x');
    expect(seen.map((row) => row.name)).toEqual(['Front']);
    // Their Front, not ours.
    const [front] = await theirs.runCompiled<{ id: number | string }>(
      queries,
      'front',
      (query, slots) =>
        query('location')
          .select('location.id', 'id')
          .andWhere('location.name = :name', { name: slots.string('name') }),
      { name: 'Front' },
    );
    expect(Number(front.id)).toBe(ids[`${theirs.storeId}:Front`]);
  });

  it('refuses a build that never uses a slot it asked for, and a run without a value', async () => {
    const repository = t.dataSource.getRepository(Location);
    expect(() =>
      CompiledQuery.compile((slots) => {
        slots.string('unused');
        return repository.createQueryBuilder('location').select('location.id');
      }),
    ).toThrow('the slot "unused" never reached the SQL');
    await expect(
      theirs.runCompiled(
        new CompiledQueries(),
        'missing',
        (query, slots) => query('location').andWhere('location.name = :name', { name: slots.string('name') }),
        {},
      ),
    ).rejects.toThrow('no value for the slot "name"');
  });
});
