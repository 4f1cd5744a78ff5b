import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { freePort, createDatabase, dropDatabase } from '../support/mariadb-server';
import { assertBuilt, startBuiltServer } from '../support/built-server';
import { testEngine } from '../support/test-app';

/** A built server started as a process: Node loading the bundle, migrations, the demo seed. */
const BOOT_TIMEOUT_MS = 60_000;

/** The product as `npm start` runs it: a real process, its console, its signals and exit codes. */
describe(`npm start's server on ${testEngine()}`, () => {
  let dataDir: string;
  let databaseEnv: Record<string, string> = {};
  let databaseName: string | undefined;

  beforeAll(async () => {
    assertBuilt();
    dataDir = await mkdtemp(join(tmpdir(), 'consigndesk-boot-'));
    if (testEngine() === 'mariadb') {
      databaseName = `boot_${randomBytes(4).toString('hex')}`;
      databaseEnv = { DATABASE_URL: await createDatabase(inject('mariadbBaseUrl'), databaseName) };
    }
  });
  afterAll(async () => {
    if (databaseName) await dropDatabase(inject('mariadbBaseUrl'), databaseName);
    await rm(dataDir, { recursive: true, force: true });
  });

  // Each boots a built server as a real process (the first also migrates and seeds the database):
  // one boot per test, with a process's start-up time as its budget.
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'migrates and seeds the demo store once, serves, and stops cleanly on %s',
    { timeout: BOOT_TIMEOUT_MS },
    async (signal) => {
      const port = await freePort();
      const server = startBuiltServer({ PORT: String(port), DATA_DIR: dataDir, ...databaseEnv });
      await server.waitFor('Demo login');
      expect(server.output()).toContain(`Open http://localhost:${port}`);
      expect(server.output()).toContain('admin@demo.consigndesk.local / consigndesk-demo');
      // The console ends with the URL and the demo login.
      expect(server.output().trim().split('\n').at(-1)).toContain('Demo login');

      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
      const store = await fetch(`http://127.0.0.1:${port}/open/stores/demo`);
      expect(store.status).toBe(200);

      server.child.kill(signal);
      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(server.output()).toContain('ConsignDesk stopped.');
    },
  );

  it(
    "writes the app's own log lines, and not Nest's start-up chatter",
    { timeout: BOOT_TIMEOUT_MS },
    async () => {
      const port = await freePort();
      // At `info`, as `npm start` logs by default.
      const server = startBuiltServer({
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        ...databaseEnv,
      });
      await server.waitFor('Demo login');
      expect(server.output()).not.toMatch(/dependencies initialized|Mapped \{/);

      // Without SMTP_URL a mail is saved to a file, and the log says where, with its link: the
      // mail job's line, written by the worker through Nest's Logger.
      const forgot = await fetch(`http://127.0.0.1:${port}/open/auth/forgot`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.consigndesk.local', handle: 'demo' }),
      });
      expect(forgot.status).toBeLessThan(300);
      await server.waitFor('saved to');
      const line = server
        .output()
        .split('\n')
        .find((one) => one.includes('saved to'));
      expect(JSON.parse(line ?? '{}')).toMatchObject({ level: 30, context: 'Mail' });
      expect(line).toContain('admin@demo.consigndesk.local');
      expect(line).toContain('/forgot');

      server.child.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
    },
  );

  it('lets a request in flight finish when told to stop', async () => {
    const port = await freePort();
    const server = startBuiltServer({ PORT: String(port), DATA_DIR: dataDir, ...databaseEnv });
    await server.waitFor('Demo login');
    // A sign-in the server has taken on, whose body is still arriving when the signal lands.
    const body = JSON.stringify({ email: 'nobody@demo.test', password: 'wrong-password', handle: 'demo' });
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/open/auth/login',
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        // The server answers "100 Continue" once it has read the headers and taken the request on:
        // from then on the request is the server's to finish.
        expect: '100-continue',
      },
    });
    const answered = new Promise<number>((resolve, reject) => {
      request.on('response', (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      request.on('error', reject);
    });
    await new Promise<void>((resolve) => request.once('continue', resolve));
    await new Promise<void>((resolve) => request.write(body.slice(0, 10), () => resolve()));
    server.child.kill('SIGTERM');
    await server.waitFor('stopping ConsignDesk');
    request.end(body.slice(10));
    // The whole answer arrives (wrong password: 401), not a reset connection.
    expect(await answered).toBe(401);
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });
});

describe('bad configuration stops at once with one clear line and exit code 1', () => {
  const expectOneLineFailure = async (env: Record<string, string>, message: RegExp) => {
    const server = startBuiltServer({
      DATA_DIR: join(tmpdir(), `consigndesk-bad-${randomBytes(4).toString('hex')}`),
      ...env,
    });
    const { code } = await server.exited;
    expect(code).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^ConsignDesk cannot start: /);
    expect(lines[0]).toMatch(message);
    expect(server.output()).not.toMatch(/\n\s+at /);
  };

  it('a malformed DATABASE_URL', () =>
    expectOneLineFailure({ DATABASE_URL: 'mysql//nope', PORT: '0' }, /DATABASE_URL is not a valid URL/));

  it('a DATABASE_URL of another kind of database', () =>
    expectOneLineFailure(
      { DATABASE_URL: 'postgres://u:p@localhost/db', PORT: '0' },
      /must start with mysql:\/\//,
    ));

  it('an unreachable database', async () => {
    const closedPort = await freePort();
    await expectOneLineFailure(
      { DATABASE_URL: `mysql://u:p@127.0.0.1:${closedPort}/shop`, PORT: '0' },
      new RegExp(
        `Cannot connect to the database \\(MySQL at 127\\.0\\.0\\.1:${closedPort}/shop\\): .*ECONNREFUSED`,
      ),
    );
  });

  it('a PORT in use', async () => {
    const blocker: Server = createServer();
    const port = await new Promise<number>((resolve) =>
      blocker.listen(0, '127.0.0.1', () => resolve((blocker.address() as { port: number }).port)),
    );
    try {
      await expectOneLineFailure({ PORT: String(port) }, new RegExp(`port ${port} is already in use`));
    } finally {
      blocker.close();
    }
  });

  it('a PORT that is not a number', () => expectOneLineFailure({ PORT: 'http' }, /configuration: PORT /));
});
