import 'reflect-metadata';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Column, DataSource, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CrossStoreError, StoreRepositories, StoreRepository } from './store-repository';

@Entity({ name: 'things' })
class Thing {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  storeId: number;

  @Column({ type: 'varchar', length: 50 })
  name: string;
}

describe('StoreRepository', () => {
  let dataSource: DataSource;
  let things: StoreRepositories<Thing>;

  beforeAll(async () => {
    dataSource = new DataSource({
      type: 'better-sqlite3',
      database: ':memory:',
      entities: [Thing],
      synchronize: true, // an in-memory table for this unit test only; the app runs migrations
    });
    await dataSource.initialize();
    things = new StoreRepositories(dataSource.manager, Thing);
  });
  afterAll(() => dataSource.destroy());
  beforeEach(async () => {
    await dataSource.getRepository(Thing).clear();
    await dataSource.getRepository(Thing).save([
      { storeId: 1, name: 'a1' },
      { storeId: 1, name: 'b1' },
      { storeId: 2, name: 'a2' },
    ]);
  });

  it('cannot be built without a store', () => {
    expect(() => things.for({ storeId: 0 })).toThrow(/needs a store id/);
    expect(() => things.for({ storeId: undefined as unknown as number })).toThrow(/needs a store id/);
  });

  it('reads only its own store, whatever the condition', async () => {
    const one = things.for({ storeId: 1 });
    expect((await one.find({ order: { name: 'ASC' } })).map((thing) => thing.name)).toEqual(['a1', 'b1']);
    expect(await one.findBy([{ name: 'a1' }, { name: 'a2' }])).toHaveLength(1);
    const other = (await dataSource.getRepository(Thing).findOneByOrFail({ name: 'a2' })).id;
    expect(await one.findById(other)).toBeNull();
    expect(await one.existsBy({ id: other })).toBe(false);
    expect(await one.count()).toBe(2);
    expect(() => one.findBy({ storeId: 2 })).toThrow(CrossStoreError);
  });

  it('writes only its own store', async () => {
    const one = things.for({ storeId: 1 });
    const created = await one.save(one.create({ name: 'c1' }));
    expect(created.storeId).toBe(1);
    const foreign = await dataSource.getRepository(Thing).findOneByOrFail({ name: 'a2' });
    expect(() => one.save(foreign)).toThrow(CrossStoreError);
    expect(await one.update({ id: foreign.id }, { name: 'hijacked' })).toBe(0);
    expect(await one.delete({ id: foreign.id })).toBe(0);
    expect(await dataSource.getRepository(Thing).findOneByOrFail({ id: foreign.id })).toMatchObject({
      name: 'a2',
    });
    await expect(one.update({ name: 'a1' }, { storeId: 2 })).rejects.toThrow(CrossStoreError);
  });

  it('finds rows by a list of keys, and never another store’s', async () => {
    const all = await dataSource.getRepository(Thing).find({ order: { id: 'ASC' } });
    const rows = await things.for({ storeId: 1 }).findByKeys(
      'id',
      all.map((thing) => thing.id),
      { name: 'DESC' },
    );
    expect(rows.map((thing) => thing.name)).toEqual(['b1', 'a1']);
    expect(await things.for({ storeId: 2 }).findByKeys('id', [])).toEqual([]);
  });

  it("keeps the store's condition when a query builder adds its own where", async () => {
    const rows = await things
      .for({ storeId: 1 })
      .query('thing')
      .where('thing.name LIKE :prefix', { prefix: 'a%' })
      .getMany();
    expect(rows.map((thing) => thing.name)).toEqual(['a1']);
  });

  it('works inside a transaction on its manager', async () => {
    await expect(
      dataSource.transaction(async (manager) => {
        const scoped = things.for({ storeId: 2 }, manager);
        await scoped.save(scoped.create({ name: 'b2' }));
        expect(scoped.sibling(Thing)).toBeInstanceOf(StoreRepository);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await things.for({ storeId: 2 }).count()).toBe(1);
  });
});
