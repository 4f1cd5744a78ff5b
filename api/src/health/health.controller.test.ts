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
    const health = new HealthController({ query } as unknown as DataSource);
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
});
