import { type FastifyReply } from 'fastify';
import { type DataSource } from 'typeorm';
import { describe, expect, it, vi } from 'vitest';
import { HealthController } from './health.controller';

describe('HealthController', () => {
  it('answers the checks that arrive while a ping runs with that ping, then pings again', async () => {
    const pings: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
    const query = vi.fn(
      () => new Promise<void>((resolve, reject) => pings.push({ resolve: () => resolve(), reject })),
    );
    const health = new HealthController({ query, options: { type: 'mysql' } } as unknown as DataSource);
    const reply = { status: vi.fn() } as unknown as FastifyReply;

    const first = [health.check(reply), health.check(reply), health.check(reply)];
    expect(query).toHaveBeenCalledTimes(1);
    pings[0].resolve();
    expect(await Promise.all(first)).toEqual(Array(3).fill({ status: 'ok', database: 'ok' }));

    const second = [health.check(reply), health.check(reply)];
    expect(query).toHaveBeenCalledTimes(2);
    pings[1].reject(new Error('connection lost'));
    expect(await Promise.all(second)).toEqual(
      Array(2).fill({ status: 'error', database: 'connection lost' }),
    );
    expect(reply.status).toHaveBeenCalledWith(503);
  });

  it('pings SQLite on its own connection with one prepared statement, and reports a failure', async () => {
    let isOpen = true;
    const get = vi.fn(() => {
      if (!isOpen) throw new Error('The database connection is not open');
      return { 1: 1 };
    });
    const prepare = vi.fn(() => ({ get }));
    const query = vi.fn();
    const dataSource = {
      query,
      options: { type: 'better-sqlite3' },
      driver: { databaseConnection: { prepare } },
    };
    const health = new HealthController(dataSource as unknown as DataSource);
    const reply = { status: vi.fn() } as unknown as FastifyReply;

    expect(await Promise.all([health.check(reply), health.check(reply)])).toEqual(
      Array(2).fill({ status: 'ok', database: 'ok' }),
    );
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledTimes(2);
    expect(query).not.toHaveBeenCalled();

    isOpen = false;
    expect(await health.check(reply)).toEqual({
      status: 'error',
      database: 'The database connection is not open',
    });
    expect(reply.status).toHaveBeenCalledWith(503);
  });
});
