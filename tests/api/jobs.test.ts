import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '@shared/contracts/errors';
import { jobResponse } from '@shared/contracts/jobs';
import { openDatabase } from '../../api/src/database/data-source';
import { Job } from '../../api/src/jobs/job.entity';
import { type JobContext, PermanentJobError } from '../../api/src/jobs/job-handler';
import { JobRegistry } from '../../api/src/jobs/job-registry';
import { JobWake } from '../../api/src/jobs/job-wake';
import { JobWorker } from '../../api/src/jobs/job-worker';
import { JobsService } from '../../api/src/jobs/jobs.service';
import { mailTemplates } from '../../api/src/mail/mail-templates';
import { MAIL_JOB, type MailJobPayload, MailService } from '../../api/src/mail/mail.service';
import { type Store } from '../../api/src/stores/store.entity';
import { call, seedStaff, seedStoreWithStaff, type SeededStaff } from '../support/fixtures';
import { eventually, finishedJob, waitForJobs } from '../support/jobs';
import { smtpRefusal } from '../support/smtp';
import { startTestAppWithSmtp, testEngine, type TestAppWithSmtp } from '../support/test-app';

/** How late `eventually` may see a change (it looks every 20 ms), and the clock's rounding. */
const POLL_SLACK_MS = 25;

/** The first retry waits this long, the next twice as long (JOBS_RETRY_BASE_MS). */
const RETRY_BASE_MS = 400;

/** A hand-held gate: a test job waits at it until the test opens it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/**
 * The job runner inside one API process, on both engines: jobs commit with the caller's
 * transaction, retries wait longer each time, the last failure is kept, a unique key queues a job
 * once, a dead worker's lease runs out, a stopping worker finishes or releases its job, and a job
 * is readable by the account that started it only. The mail jobs go to a real SMTP listener that
 * refuses what the test tells it to.
 */
describe(`background jobs on ${testEngine()}`, () => {
  let t: TestAppWithSmtp;
  let jobs: JobsService;
  let mail: MailService;
  let worker: JobWorker;
  let owner: SeededStaff;
  let store: Store;
  /** When each mail to an address reached the SMTP server, and what it answers (accept by default). */
  const tries = new Map<string, number[]>();
  const refusals = new Map<string, (attempt: number) => Error | undefined>();

  beforeAll(async () => {
    t = await startTestAppWithSmtp(
      { JOBS_RETRY_BASE_MS: String(RETRY_BASE_MS) },
      {
        async beforeAccept(to) {
          const address = to[0];
          const times = [...(tries.get(address) ?? []), Date.now()];
          tries.set(address, times);
          const refusal = refusals.get(address)?.(times.length);
          if (refusal) throw refusal;
        },
      },
    );
    jobs = t.app.get(JobsService);
    mail = t.app.get(MailService);
    worker = t.app.get(JobWorker);
    owner = await seedStoreWithStaff(t, { handle: 'jobs-shop' });
    store = owner.store;
    const registry = t.app.get(JobRegistry);
    registry.register('test.echo', { run: async ({ payload }: JobContext<unknown>) => payload });
    registry.register('test.permanent', {
      run: async () => {
        throw new PermanentJobError('The product to merge into is gone.');
      },
    });
  });
  afterAll(() => t.close());

  const message = (to: string) =>
    mailTemplates.resetPassword(store, to, `http://localhost/forgot?token=secret-${to}`);
  const queueMail = async (to: string) => {
    const [job] = await t.dataSource.transaction((manager) => mail.queue(manager, store, [message(to)]));
    return job;
  };
  const jobRow = (id: number) => t.dataSource.getRepository(Job).findOneByOrFail({ id });

  it("runs a job once the caller's transaction commits, and never one whose transaction rolled back", async () => {
    const kept = await queueMail('kept@jobs.test');
    const rolledBack = await t.dataSource
      .transaction(async (manager) => {
        await mail.queue(manager, store, [message('dropped@jobs.test')]);
        throw new Error('the change failed');
      })
      .catch((error: Error) => error.message);
    expect(rolledBack).toBe('the change failed');

    const delivered = await t.smtp.waitFor('kept@jobs.test');
    expect(t.smtp.linkIn(delivered, '/forgot').searchParams.get('token')).toBe('secret-kept@jobs.test');
    const done = await finishedJob(t.dataSource, kept.id);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 1, lastError: null, lockedUntil: null });
    expect(done.lockedBy).toBe(worker.id);
    expect(done.finishedAt).not.toBeNull();
    // Sent: the one-time link is not kept in clear.
    const subject = `Reset your ${store.name} password`;
    expect(done.payload).toEqual({ message: { to: 'kept@jobs.test', subject } });
    expect(done.result).toEqual({ to: 'kept@jobs.test', subject });

    await waitForJobs(t.dataSource);
    expect(t.smtp.mails.some((received) => received.to.includes('dropped@jobs.test'))).toBe(false);
    const rows = await t.dataSource.getRepository(Job).findBy({ storeId: store.id, kind: MAIL_JOB });
    expect(rows.map((row) => row.id)).toEqual([kept.id]);
  });

  it('retries a refused send, waiting twice as long each time, and delivers it once', async () => {
    const to = 'flaky@jobs.test';
    refusals.set(to, (attempt) => (attempt < 3 ? smtpRefusal(451, '4.3.0 Try again later') : undefined));
    const job = await queueMail(to);

    // Between tries the job is queued again, with why the last one failed and when the next comes.
    const waiting = await eventually('the first retry to be scheduled', async () => {
      const row = await jobRow(job.id);
      return row.status === 'queued' && row.attempts === 1 ? row : undefined;
    });
    expect(waiting.lastError).toContain('Try again later');
    expect(waiting.runAt.getTime()).toBeGreaterThan(tries.get(to)![0]);

    const done = await finishedJob(t.dataSource, job.id);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 3, lastError: null });
    const [first, second, third] = tries.get(to)!;
    expect(second - first).toBeGreaterThanOrEqual(RETRY_BASE_MS);
    expect(third - second).toBeGreaterThanOrEqual(RETRY_BASE_MS * 2);
    expect(t.smtp.mails.filter((received) => received.to.includes(to))).toHaveLength(1);
  });

  it('is dead after its last try, with the error and the mail kept', async () => {
    const to = 'refused@jobs.test';
    refusals.set(to, () => smtpRefusal(550, '5.1.1 Mailbox unavailable'));
    const job = await t.dataSource.transaction((manager) =>
      jobs.enqueue<MailJobPayload>(manager, {
        kind: MAIL_JOB,
        storeId: store.id,
        payload: { message: message(to) },
        maxAttempts: 2,
        uniqueKey: 'mail:refused',
      }),
    );
    const dead = await finishedJob(t.dataSource, job.id);
    expect(dead).toMatchObject({ status: 'dead', attempts: 2, maxAttempts: 2, uniqueKey: null });
    expect(dead.lastError).toContain('Mailbox unavailable');
    expect(dead.finishedAt).not.toBeNull();
    // Not sent: the whole mail stays, so it can be queued again.
    expect(dead.payload).toEqual({ message: message(to) });
    expect(tries.get(to)).toHaveLength(2);
    expect(t.smtp.mails.some((received) => received.to.includes(to))).toBe(false);
  });

  it('is dead at once when its handler says no retry can help', async () => {
    const job = await t.dataSource.transaction((manager) =>
      jobs.enqueue(manager, { kind: 'test.permanent', storeId: store.id, payload: {} }),
    );
    expect(await finishedJob(t.dataSource, job.id)).toMatchObject({
      status: 'dead',
      attempts: 1,
      lastError: 'The product to merge into is gone.',
    });
  });

  it('queues a job once per unique key while it is pending, and again once it has finished', async () => {
    const later = new Date(Date.now() + 60 * 60 * 1000);
    const enqueue = (payload: unknown, runAt?: Date) =>
      t.dataSource.transaction((manager) =>
        jobs.enqueue(manager, { kind: 'test.echo', storeId: store.id, payload, uniqueKey: 'echo:1', runAt }),
      );
    // Two transactions at once: one row, both answered with it.
    const [first, second] = await Promise.all([enqueue({ n: 1 }, later), enqueue({ n: 2 }, later)]);
    expect(second.id).toBe(first.id);
    expect(await t.dataSource.getRepository(Job).countBy({ kind: 'test.echo', uniqueKey: 'echo:1' })).toBe(1);

    // Due now, it runs; finished, it frees the key.
    await t.dataSource.getRepository(Job).update(first.id, { runAt: new Date() });
    const done = await finishedJob(t.dataSource, first.id);
    expect(done).toMatchObject({ status: 'succeeded', uniqueKey: null });
    expect(done.result).toEqual(done.payload);
    const again = await enqueue({ n: 3 });
    expect(again.id).not.toBe(first.id);
    expect(await finishedJob(t.dataSource, again.id)).toMatchObject({
      status: 'succeeded',
      result: { n: 3 },
    });
  });

  it("claims a job again once its dead worker's lease has ended, and buries it if that was its last try", async () => {
    const repository = t.dataSource.getRepository(Job);
    const crashed = (attempts: number, lockedUntil: Date) =>
      repository.save(
        repository.create({
          kind: 'test.echo',
          storeId: store.id,
          payload: { crashed: attempts },
          status: 'running',
          attempts,
          maxAttempts: 3,
          runAt: new Date(Date.now() - 120_000),
          lockedBy: 'gone-host:1:dead00',
          lockedUntil,
        }),
      );
    const ended = new Date(Date.now() - 1000);
    const orphan = await crashed(1, ended);
    const lastTry = await crashed(3, ended);
    const leased = await crashed(1, new Date(Date.now() + 60 * 60 * 1000));

    expect(await finishedJob(t.dataSource, orphan.id)).toMatchObject({
      status: 'succeeded',
      attempts: 2,
      lockedBy: worker.id,
      result: { crashed: 1 },
    });
    const buried = await finishedJob(t.dataSource, lastTry.id);
    expect(buried).toMatchObject({ status: 'dead', attempts: 3, result: null });
    expect(buried.lastError).toContain('lease ended');
    // A lease that has not ended is left to its holder.
    expect(await jobRow(leased.id)).toMatchObject({ status: 'running', lockedBy: 'gone-host:1:dead00' });
    await repository.delete(leased.id);
  });

  it('lets a job in flight finish when the worker stops, or releases it after the grace', async () => {
    const registry = t.app.get(JobRegistry);
    const quick = gate();
    registry.register('test.quick', { run: () => quick.opened.then(() => 'finished') });
    let runs = 0;
    registry.register('test.stuck', {
      run: ({ signal }: JobContext<unknown>) => {
        runs += 1;
        if (runs > 1) return Promise.resolve('second run');
        return new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(new Error('stopped'))),
        );
      },
    });

    const finishing = await t.dataSource.transaction((manager) =>
      jobs.enqueue(manager, { kind: 'test.quick', storeId: store.id, payload: {} }),
    );
    await eventually('the quick job to start', async () =>
      worker.running().includes(finishing.id) ? true : undefined,
    );
    const stopped = worker.stop(15_000);
    quick.open();
    await stopped;
    expect(await jobRow(finishing.id)).toMatchObject({ status: 'succeeded', result: 'finished' });
    worker.start();

    const stuck = await t.dataSource.transaction((manager) =>
      jobs.enqueue(manager, { kind: 'test.stuck', storeId: store.id, payload: {} }),
    );
    await eventually('the stuck job to start', async () =>
      worker.running().includes(stuck.id) ? true : undefined,
    );
    await worker.stop(100);
    // Released: queued again at once, the interrupted try not counted.
    expect(await jobRow(stuck.id)).toMatchObject({ status: 'queued', attempts: 0, lockedUntil: null });
    worker.start();
    expect(await finishedJob(t.dataSource, stuck.id)).toMatchObject({
      status: 'succeeded',
      attempts: 1,
      result: 'second run',
    });
  });

  it('backs off while the database is away, and claims again once it is back', async () => {
    // A worker of its own on a second connection to the same database, polling every 20 ms.
    const connection = await openDatabase(t.config.database);
    const away = new JobWorker(
      connection,
      { ...t.config, jobs: { ...t.config.jobs, pollMs: 20 } },
      t.app.get(JobRegistry),
      new JobWake(connection),
    );
    await connection.destroy();
    const failures = (count: number) => async () => (away.claimFailures >= count ? Date.now() : undefined);
    away.start();
    const first = await eventually('the first failed claim', failures(1));
    const fifth = await eventually('the fifth failed claim', failures(5));
    // Waits of 20, 40, 80 and 160 ms between them (at least 300 ms, however busy the machine):
    // polling every 20 ms, the fifth would have come after 80.
    expect(fifth - first).toBeGreaterThanOrEqual(300 - POLL_SLACK_MS);
    await connection.initialize();
    await eventually('claiming to work again', async () => (away.claimFailures === 0 ? true : undefined));
    await away.stop();
    await connection.destroy();
  });

  describe('GET /api/jobs/{id}', () => {
    it('shows the progress and result to the account that started it, and to nobody else', async () => {
      const registry = t.app.get(JobRegistry);
      const halfway = gate();
      registry.register('test.progress', {
        run: async ({ progress }: JobContext<unknown>) => {
          await progress(50);
          await halfway.opened;
          return { moved: 3 };
        },
      });
      const job = await t.dataSource.transaction((manager) =>
        jobs.enqueue(manager, {
          kind: 'test.progress',
          storeId: store.id,
          payload: {},
          createdById: owner.account.id,
        }),
      );
      const read = (token?: string) => call(t, 'GET', `/api/jobs/${job.id}`, { token });

      const running = await eventually('the job to report progress', async () => {
        const { status, body } = await read(owner.token);
        expect(status).toBe(200);
        const view = jobResponse.parse(body).job;
        return view.progress === 50 ? view : undefined;
      });
      expect(running).toMatchObject({ id: job.id, kind: 'test.progress', status: 'running', attempts: 1 });
      halfway.open();
      const done = await eventually('the job to finish', async () => {
        const view = jobResponse.parse((await read(owner.token)).body).job;
        return view.status === 'succeeded' ? view : undefined;
      });
      expect(done).toMatchObject({ progress: 100, result: { moved: 3 }, error: null });
      expect(done.finishedAt).not.toBeNull();

      const colleague = await seedStaff(t, store, { email: 'colleague@jobs-shop.test' });
      const stranger = await seedStoreWithStaff(t, { handle: 'jobs-other' });
      for (const token of [colleague.token, stranger.token]) {
        const { status, body } = await read(token);
        expect(status).toBe(404);
        expect(JSON.stringify(body)).not.toContain('moved');
      }
      expect((await read()).status).toBe(401);
      const missing = await call(t, 'GET', `/api/jobs/${job.id + 10_000}`, { token: owner.token });
      expect(missing.status).toBe(404);
      expect(apiErrorBody.parse(missing.body).error.code).toBe('NOT_FOUND');
    });
  });
});
