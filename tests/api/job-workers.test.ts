import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { In, type DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Job } from '../../api/src/jobs/job.entity';
import { enqueueJob } from '../../api/src/jobs/jobs.service';
import { mailTemplates } from '../../api/src/mail/mail-templates';
import { MAIL_JOB, type MailJobPayload } from '../../api/src/mail/mail.service';
import { type Store } from '../../api/src/stores/store.entity';
import { assertBuilt, type RunningServer, startBuiltServer } from '../support/built-server';
import { seedStore } from '../support/fixtures';
import { eventually } from '../support/jobs';
import { freePort } from '../support/mariadb-server';
import { startSmtp, type TestSmtp } from '../support/smtp';
import { openTestDatabase, testEngine } from '../support/test-app';

/** Short, so a killed worker's job comes back within the test; renewed every third of it. */
const LEASE_MS = 3000;
const JOB_COUNT = 80;

/**
 * Several API processes run job workers side by side on one MariaDB: two real servers (the built
 * product, `node dist/…/main.js`) share a database and an SMTP listener, and every mail job is
 * delivered exactly once, also when one of them is killed in the middle of a send. SQLite runs one
 * worker in one process (docs/jobs.md), so this file runs in the api-mariadb project alone
 * (vitest.config.mts).
 */
describe(`two job workers on ${testEngine()}`, () => {
  let dataSource: DataSource;
  let cleanup: () => Promise<void>;
  let smtp: TestSmtp;
  let store: Store;
  const servers: RunningServer[] = [];
  const dataDirs: string[] = [];
  /** The held mail's first try reached the SMTP server (and is kept waiting there). */
  let heldArrived!: () => void;
  const held = new Promise<void>((resolve) => (heldArrived = resolve));
  let heldTries = 0;

  beforeAll(async () => {
    assertBuilt();
    smtp = await startSmtp({
      beforeAccept(to) {
        if (!to.includes('held@workers.test')) return Promise.resolve();
        heldTries += 1;
        if (heldTries > 1) return Promise.resolve();
        heldArrived();
        // The first try never hears back: its worker is killed while it waits.
        return new Promise<void>(() => undefined);
      },
    });
    // The test's own connection migrates the database first; the servers then find it up to date.
    let config;
    ({ config, dataSource, cleanup } = await openTestDatabase());
    if (config.database.kind !== 'mysql') throw new Error('MariaDB only');
    store = await seedStore(dataSource, { handle: 'workers' });
    const jwtSecret = randomBytes(32).toString('hex');
    for (let index = 0; index < 2; index++) {
      const dataDir = await mkdtemp(join(tmpdir(), 'consigndesk-worker-'));
      dataDirs.push(dataDir);
      servers.push(
        startBuiltServer({
          PORT: String(await freePort()),
          DATA_DIR: dataDir,
          DATABASE_URL: config.database.url,
          JWT_SECRET: jwtSecret,
          SEED_DEMO: 'false',
          SMTP_URL: smtp.url,
          JOBS_POLL_MS: '50',
          JOBS_CONCURRENCY: '2',
          JOBS_LEASE_MS: String(LEASE_MS),
          JOBS_RETRY_BASE_MS: '200',
        }),
      );
    }
    await Promise.all(servers.map((server) => server.waitFor('ConsignDesk is running', 110_000)));
    // Two servers starting on a busy machine take their time.
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    }
    await smtp?.close();
    await cleanup?.();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  });

  const mailJob = (to: string) => ({
    kind: MAIL_JOB,
    storeId: store.id,
    payload: {
      message: mailTemplates.storeRequestedItems(store, to, 'Worker', ['A line'], 0, 'http://localhost/x'),
    } satisfies MailJobPayload,
    maxAttempts: 3,
  });
  const pidOf = (lockedBy: string | null) => Number(lockedBy?.split(':').at(-2));

  it('delivers every one of many jobs exactly once, the two workers sharing them', async () => {
    const recipients = Array.from({ length: JOB_COUNT }, (_, index) => `r${index}@workers.test`);
    const ids = await dataSource.transaction(async (manager) => {
      const queued: number[] = [];
      for (const to of recipients) queued.push((await enqueueJob(manager, mailJob(to))).id);
      return queued;
    });

    const done = await eventually(
      `all ${JOB_COUNT} jobs to succeed`,
      async () => {
        const rows = await dataSource.getRepository(Job).findBy({ id: In(ids) });
        return rows.every((row) => row.status === 'succeeded') ? rows : undefined;
      },
      90_000,
    );
    expect(done.map((row) => row.attempts)).toEqual(ids.map(() => 1));
    for (const to of recipients) {
      expect(
        smtp.mails.filter((mail) => mail.to.includes(to)),
        to,
      ).toHaveLength(1);
    }
    // Both processes took part: the claims passed each other by instead of colliding.
    const pids = new Set(done.map((row) => pidOf(row.lockedBy)));
    expect([...pids].sort()).toEqual(servers.map((server) => server.child.pid).sort());
  }, 120_000);

  it('claims a job again when its worker is killed mid-send, once the lease has ended, and sends it once', async () => {
    const [job] = await dataSource.transaction(async (manager) => [
      await enqueueJob(manager, mailJob('held@workers.test')),
    ]);
    await held;
    const running = await dataSource.getRepository(Job).findOneByOrFail({ id: job.id });
    expect(running).toMatchObject({ status: 'running', attempts: 1 });
    const victim = servers.find((server) => server.child.pid === pidOf(running.lockedBy));
    const survivor = servers.find((server) => server !== victim);
    if (!victim || !survivor) throw new Error(`no server holds job ${job.id} (${running.lockedBy})`);

    const killedAt = Date.now();
    victim.child.kill('SIGKILL');
    expect(await victim.exited).toEqual({ code: null, signal: 'SIGKILL' });

    const done = await eventually(
      'the other worker to finish the job',
      async () => {
        const row = await dataSource.getRepository(Job).findOneByOrFail({ id: job.id });
        return row.status === 'succeeded' ? row : undefined;
      },
      30_000,
    );
    expect(done.attempts).toBe(2);
    expect(pidOf(done.lockedBy)).toBe(survivor.child.pid);
    // Not before the killed worker's lease had run out (it was renewed at most a third of it before).
    expect(done.finishedAt!.getTime() - killedAt).toBeGreaterThanOrEqual((LEASE_MS * 2) / 3 - 100);
    expect(heldTries).toBe(2);
    expect(smtp.mails.filter((mail) => mail.to.includes('held@workers.test'))).toHaveLength(1);
  });
});
