import { Writable } from 'node:stream';
import { fastify, type FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerRequestLogging, requestIdOf } from './logger.options';

interface Line {
  level: number;
  msg: string;
  req?: { id: string; method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
  err?: { message: string };
}

/** A Fastify app with the request logging, whose log lines are kept in `lines`. */
async function loggedApp(level: string): Promise<{ app: FastifyInstance; lines: Line[] }> {
  const lines: Line[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const text of chunk.toString().split('\n')) if (text) lines.push(JSON.parse(text) as Line);
      callback();
    },
  });
  const app = fastify({ genReqId: requestIdOf });
  registerRequestLogging(app, pino({ level }, sink));
  app.get('/ok', () => ({ ok: true }));
  app.get('/gone', (_request, reply) => reply.status(404).send({}));
  app.get('/broken', (_request, reply) => reply.status(500).send({}));
  await app.ready();
  return { app, lines };
}

describe('request logging', () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  it('writes one line per request, as pino-http did, with the request id also in x-request-id', async () => {
    const logged = await loggedApp('info');
    app = logged.app;
    const ok = await app.inject({ url: '/ok', headers: { 'x-request-id': 'till-7.abc' } });
    expect(ok.headers['x-request-id']).toBe('till-7.abc');
    await app.inject({ url: '/gone' });
    await app.inject({ url: '/broken' });
    // A line is written when the response closes, just after the answer.
    const requestLines = await vi.waitFor(() => {
      expect(logged.lines).toHaveLength(3);
      return logged.lines;
    });
    expect(requestLines.map((line) => [line.level, line.msg, line.req?.url, line.res?.statusCode])).toEqual([
      [30, 'request completed', '/ok', 200],
      [40, 'request completed', '/gone', 404],
      [50, 'request errored', '/broken', 500],
    ]);
    expect(requestLines[0].req).toEqual({ id: 'till-7.abc', method: 'GET', url: '/ok' });
    expect(typeof requestLines[0].responseTime).toBe('number');
    expect(requestLines[2].err?.message).toBe('failed with status code 500');
  });

  it('leaves out the lines below the configured level', async () => {
    const logged = await loggedApp('warn');
    app = logged.app;
    await app.inject({ url: '/ok' });
    await app.inject({ url: '/gone' });
    await vi.waitFor(() => expect(logged.lines).not.toHaveLength(0));
    expect(logged.lines.map((line) => [line.msg, line.res?.statusCode])).toEqual([
      ['request completed', 404],
    ]);
  });
});
