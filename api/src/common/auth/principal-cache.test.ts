import { type AfterQueryEvent, type QueryRunner, type TransactionCommitEvent } from 'typeorm';
import { describe, expect, it, vi } from 'vitest';
import { type Principal } from './principal';
import { copyOfPrincipal, PrincipalCache } from './principal-cache';

const TTL = 1000;

function setup() {
  let now = 0;
  const cache = new PrincipalCache(['accounts', 'stores', 'refresh_tokens'], TTL, () => now);
  let reads = 0;
  const load = vi.fn(() => {
    reads += 1;
    return Promise.resolve({ accountId: reads } as Principal);
  });
  const runner = (isTransactionActive = false) => ({ isTransactionActive }) as QueryRunner;
  const statement = (query: string, queryRunner = runner()) =>
    cache.afterQuery({ query, queryRunner } as AfterQueryEvent<unknown>);
  const commit = (queryRunner: QueryRunner) =>
    cache.afterTransactionCommit({ queryRunner } as TransactionCommitEvent);
  return {
    cache,
    load,
    statement,
    runner,
    commit,
    get: () => cache.get('1:1:s', load),
    advance: (ms: number) => (now += ms),
  };
}

describe('PrincipalCache', () => {
  it('reuses a read for at most the TTL, and shares a read in flight', async () => {
    const t = setup();
    const [first, second] = await Promise.all([t.get(), t.get()]);
    expect(first).toBe(second);
    t.advance(TTL - 1);
    expect(await t.get()).toBe(first);
    t.advance(1);
    expect((await t.get())?.accountId).toBe(2);
    expect(t.load).toHaveBeenCalledTimes(2);
  });

  it('drops its copies when a copied table is written, by any kind of statement', async () => {
    const t = setup();
    for (const write of [
      'UPDATE `accounts` SET `email` = ? WHERE `id` = ?',
      'update "refresh_tokens" set "revokedAt" = ? where "familyId" = ?',
      'DELETE FROM stores WHERE id = 3',
      'INSERT INTO `accounts`(`email`) VALUES (?)',
    ]) {
      const before = await t.get();
      t.statement(write);
      expect(await t.get()).not.toBe(before);
    }
  });

  it('keeps them through reads and writes of other tables', async () => {
    const t = setup();
    const before = await t.get();
    t.statement('SELECT * FROM `accounts` WHERE `id` = ?');
    t.statement('UPDATE `inventories` SET `status` = ? WHERE `id` = ?');
    t.statement('UPDATE `store_requests` SET `x` = 1');
    expect(await t.get()).toBe(before);
  });

  it('does not keep a read that started before a write', async () => {
    const t = setup();
    let finish: (principal: Principal) => void = () => undefined;
    const slow = t.cache.get('1:1:s', () => new Promise<Principal>((resolve) => (finish = resolve)));
    t.statement('UPDATE `accounts` SET `email` = ?');
    finish({ accountId: 99 } as Principal);
    expect((await slow)?.accountId).toBe(99);
    expect((await t.get())?.accountId).toBe(1);
  });

  it('drops again when a transaction that wrote ends, not at its savepoints', async () => {
    const t = setup();
    const transaction = t.runner(true);
    t.statement('UPDATE `stores` SET `currency` = ?', transaction);
    // Read after the write, before the commit: the old row.
    const beforeCommit = await t.get();
    // A savepoint released: the transaction goes on.
    t.commit(transaction);
    const afterSavepoint = await t.get();
    expect(afterSavepoint).not.toBe(beforeCommit);
    (transaction as { isTransactionActive: boolean }).isTransactionActive = false;
    t.commit(transaction);
    expect(await t.get()).not.toBe(afterSavepoint);
    // Over: its next commit (the runner reused for another transaction) drops nothing.
    const settled = await t.get();
    t.commit(transaction);
    expect(await t.get()).toBe(settled);
  });

  it('keeps neither a refused session nor a failed read', async () => {
    const t = setup();
    const refused = vi.fn(() => Promise.resolve(null));
    await t.cache.get('k', refused);
    await t.cache.get('k', refused);
    expect(refused).toHaveBeenCalledTimes(2);
    const failing = vi.fn(() => Promise.reject(new Error('database down')));
    await expect(t.cache.get('f', failing)).rejects.toThrow('database down');
    await expect(t.cache.get('f', failing)).rejects.toThrow('database down');
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('holds at most 1,000 sessions, dropping the oldest', async () => {
    const t = setup();
    for (let index = 0; index < 1001; index++) await t.cache.get(`k${index}`, t.load);
    const reads = t.load.mock.calls.length;
    await t.cache.get('k1000', t.load);
    await t.cache.get('k1', t.load);
    expect(t.load).toHaveBeenCalledTimes(reads);
    await t.cache.get('k0', t.load);
    expect(t.load).toHaveBeenCalledTimes(reads + 1);
  });

  it("gives each request its own copy of the principal's rows, of their classes", () => {
    class Store {
      currency = 'USD';
    }
    const cached = { accountId: 1, store: new Store(), account: {}, employee: null, consigner: null };
    const copy = copyOfPrincipal(cached as unknown as Principal);
    copy.store.currency = 'EUR';
    expect(cached.store.currency).toBe('USD');
    expect(copy.store).toBeInstanceOf(Store);
    expect(copy.employee).toBeNull();
  });
});
