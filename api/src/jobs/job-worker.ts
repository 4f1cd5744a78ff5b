import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, In, type QueryDeepPartialEntity } from 'typeorm';

import { AppError } from '../common/errors/app-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { crossStoreRepository } from '../database/cross-store';
import { isSqlite } from '../database/transactions';
import { claimRetryDelayMs, retryDelayMs } from './backoff';
import { PermanentJobError } from './job-handler';
import { Job } from './job.entity';
import { JobRegistry } from './job-registry';
import { JobWake } from './job-wake';

/** How long jobs in flight get to finish when the process stops; then they are released. */
const STOP_GRACE_MS = 10_000;
/** A lease is renewed this many times over its length, so one slow renewal does not lose it. */
const RENEWALS_PER_LEASE = 3;
/** lastError keeps the start of a long message (a TEXT column holds far more; the point is the cause). */
const ERROR_MAX_CHARS = 4000;

interface InFlight {
  job: Job;
  abort: AbortController;
  done: Promise<void>;
}

/** Why a job is dead whose last try's worker died: the lease ran out before it finished. */
const LAST_TRY_LOST = 'The worker running its last try stopped before it finished (its lease ended).';

/**
 * The job runner of this process (docs/jobs.md). It claims due jobs of the kinds it has handlers
 * for, with `SELECT … FOR UPDATE SKIP LOCKED` on MySQL/MariaDB (so workers in several processes
 * pass each other's claims by) and a guarded update on both engines (so a job is claimed once),
 * under a lease it renews while the handler runs. A job whose worker died is claimed again once its
 * lease ends. On SQLite it runs one job at a time. The job table spans stores, hence
 * crossStoreRepository throughout.
 */
@Injectable()
export class JobWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  /** Who holds a claim: host, process and this instance (a process could run two in tests). */
  readonly id = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private readonly inFlight = new Map<number, InFlight>();
  private loop: Promise<void> | null = null;
  private isStopping = false;
  private isPoked = false;
  private wakeIdle: (() => void) | null = null;
  private unsubscribe: (() => void) | null = null;
  private failedClaims = 0;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly registry: JobRegistry,
    private readonly wake: JobWake,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.jobs.worker) this.start();
  }

  /** Before the database closes (Nest closes it in onApplicationShutdown). */
  async beforeApplicationShutdown(): Promise<void> {
    await this.stop();
  }

  start(): void {
    if (this.loop) return;
    this.isStopping = false;
    this.unsubscribe = this.wake.subscribe(() => this.poke());
    this.loop = this.run();
  }

  /**
   * Claims nothing more; jobs in flight get `graceMs` to finish, then are released (queued again
   * at once, the try not counted) so another worker takes them without waiting for the lease.
   */
  async stop(graceMs = STOP_GRACE_MS): Promise<void> {
    if (!this.loop) return;
    this.isStopping = true;
    this.poke();
    await this.loop;
    this.loop = null;
    this.unsubscribe?.();
    const flights = [...this.inFlight.values()];
    if (flights.length === 0) return;
    let timer: NodeJS.Timeout | undefined;
    const hasFinished = await Promise.race([
      Promise.allSettled(flights.map((flight) => flight.done)).then(() => true),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), graceMs))),
    ]);
    clearTimeout(timer);
    if (hasFinished) return;
    for (const flight of this.inFlight.values()) {
      flight.abort.abort();
      await this.release(flight.job).catch((error: unknown) =>
        this.logger.error(`Job ${flight.job.id}: releasing it failed (${describe(error)})`),
      );
    }
  }

  /** Ids of the jobs this worker is running now. */
  running(): number[] {
    return [...this.inFlight.keys()];
  }

  private get slots(): number {
    return isSqlite(this.dataSource) ? 1 : this.config.jobs.concurrency;
  }

  /** How many tries to claim jobs have failed in a row (0 once one succeeds): the database is away. */
  get claimFailures(): number {
    return this.failedClaims;
  }

  private async run(): Promise<void> {
    const { pollMs } = this.config.jobs;
    while (!this.isStopping) {
      let waitMs = pollMs;
      const free = this.slots - this.inFlight.size;
      if (free > 0) {
        try {
          const claimed = await this.claim(free);
          if (this.failedClaims > 0) {
            this.logger.log(`Claiming jobs works again, after ${this.failedClaims} failed tries`);
            this.failedClaims = 0;
          }
          for (const job of claimed) this.launch(job);
        } catch (error) {
          // Backing off: a database that is down is not asked (and the log not written) every poll.
          this.failedClaims += 1;
          waitMs = claimRetryDelayMs(this.failedClaims, pollMs);
          this.logger.error(
            `Claiming jobs failed (${this.failedClaims} in a row): ${describe(error)}; trying again in ${formatWait(waitMs)}`,
          );
        }
      }
      // Until the next poll, a job enqueued here, or a slot freed by a job that finished.
      await this.idle(waitMs);
    }
  }

  private poke(): void {
    this.isPoked = true;
    this.wakeIdle?.();
  }

  private idle(waitMs: number): Promise<void> {
    if (this.isPoked || this.isStopping) {
      this.isPoked = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => done(), waitMs);
      const done = () => {
        clearTimeout(timer);
        this.wakeIdle = null;
        this.isPoked = false;
        resolve();
      };
      this.wakeIdle = done;
    });
  }

  /**
   * Up to `limit` due jobs, claimed in one short transaction: first running jobs whose lease has
   * ended (their worker died), then queued jobs whose runAt has come, oldest first. READ COMMITTED
   * on MySQL/MariaDB: the locking reads then take no gap locks that would hold up enqueueing.
   */
  private async claim(limit: number): Promise<Job[]> {
    const kinds = this.registry.kinds();
    if (kinds.length === 0) return [];
    const now = new Date();
    const leaseEnd = new Date(now.getTime() + this.config.jobs.leaseMs);
    const work = async (manager: EntityManager) => {
      const jobs = crossStoreRepository(manager, Job);
      const stale = await this.candidates(manager, kinds, 'running', 'lockedUntil', now, limit);
      const due =
        stale.length < limit
          ? await this.candidates(manager, kinds, 'queued', 'runAt', now, limit - stale.length)
          : [];
      const claimed: number[] = [];
      const lost: number[] = [];
      for (const seen of [...stale, ...due]) {
        const isLastTryLost = seen.status === 'running' && seen.attempts >= seen.maxAttempts;
        const result = await jobs
          .createQueryBuilder()
          .update(Job)
          .set(
            isLastTryLost
              ? {
                  status: 'dead',
                  lockedUntil: null,
                  uniqueKey: null,
                  finishedAt: now,
                  lastError: LAST_TRY_LOST,
                }
              : {
                  status: 'running',
                  lockedBy: this.id,
                  lockedUntil: leaseEnd,
                  attempts: () => 'attempts + 1',
                },
          )
          .where('id = :jobId AND status = :seenStatus AND attempts = :seenAttempts', {
            jobId: seen.id,
            seenStatus: seen.status,
            seenAttempts: seen.attempts,
          })
          .execute();
        if (result.affected === 1 && !isLastTryLost) claimed.push(seen.id);
        if (result.affected === 1 && isLastTryLost) lost.push(seen.id);
      }
      const found =
        claimed.length > 0 ? await jobs.find({ where: { id: In(claimed) }, order: { id: 'ASC' } }) : [];
      // The candidates carry only what the claim needs: the dead ones are read whole for onDead.
      const dead = lost.length > 0 ? await jobs.find({ where: { id: In(lost) } }) : [];
      return { found, dead };
    };
    const { found, dead } = await (isSqlite(this.dataSource)
      ? this.dataSource.transaction(work)
      : this.dataSource.transaction('READ COMMITTED', work));
    for (const job of dead) await this.died(job, LAST_TRY_LOST);
    return found;
  }

  /** A job dead with its last try cut off: its handler's onDead, once, after the claim committed. */
  private async died(job: Job, lastError: string): Promise<void> {
    const handler = this.registry.get(job.kind);
    if (!handler?.onDead) return;
    try {
      await handler.onDead(job, job.payload, lastError);
    } catch (error) {
      this.logger.error(`Job ${job.id} (${job.kind}): its onDead failed: ${describe(error)}`);
    }
  }

  private candidates(
    manager: EntityManager,
    kinds: string[],
    status: 'queued' | 'running',
    column: 'runAt' | 'lockedUntil',
    now: Date,
    limit: number,
  ): Promise<Job[]> {
    const query = crossStoreRepository(manager, Job)
      .createQueryBuilder('job')
      .select(['job.id', 'job.status', 'job.attempts', 'job.maxAttempts'])
      .where('job.status = :status', { status })
      .andWhere(`job.${column} ${column === 'runAt' ? '<=' : '<'} :now`, { now })
      .andWhere('job.kind IN (:...kinds)', { kinds })
      .orderBy(`job.${column}`, 'ASC')
      .addOrderBy('job.id', 'ASC')
      .limit(limit);
    // SQLite has one writer at a time already; MySQL/MariaDB skip rows another worker is claiming.
    if (!isSqlite(this.dataSource)) query.setLock('pessimistic_write').setOnLocked('skip_locked');
    return query.getMany();
  }

  private launch(job: Job): void {
    const abort = new AbortController();
    const done = this.execute(job, abort).finally(() => {
      this.inFlight.delete(job.id);
      this.poke();
    });
    this.inFlight.set(job.id, { job, abort, done });
  }

  private async execute(job: Job, abort: AbortController): Promise<void> {
    const handler = this.registry.get(job.kind);
    const renewal = setInterval(
      () => void this.renewLease(job, abort),
      Math.max(50, Math.floor(this.config.jobs.leaseMs / RENEWALS_PER_LEASE)),
    );
    let outcome: { ok: true; result: unknown } | { ok: false; error: unknown };
    try {
      if (!handler) throw new Error(`No handler for the job kind "${job.kind}"`);
      const result = await handler.run({
        job,
        payload: job.payload,
        signal: abort.signal,
        progress: (percent) => this.progress(job, percent),
      });
      outcome = { ok: true, result };
    } catch (error) {
      outcome = { ok: false, error };
    } finally {
      clearInterval(renewal);
    }
    // Stopped past its grace: stop() releases the job (queued again, the try not counted). Recording
    // the interrupted try here as well would race that release and could count it as a failure.
    if (abort.signal.aborted && this.isStopping) return;
    try {
      if (outcome.ok) await this.succeed(job, outcome.result, handler?.redact?.(job.payload));
      else await this.fail(job, outcome.error);
    } catch (error) {
      // The outcome is not recorded: the job runs again once its lease ends (handlers are idempotent).
      this.logger.error(`Job ${job.id} (${job.kind}): recording its outcome failed (${describe(error)})`);
    }
  }

  /** Updates a job this worker still holds; false when its lease was lost to another worker. */
  private async holding(job: Job, fields: QueryDeepPartialEntity<Job>): Promise<boolean> {
    const result = await crossStoreRepository(this.dataSource.manager, Job)
      .createQueryBuilder()
      .update(Job)
      .set(fields)
      .where("id = :jobId AND lockedBy = :worker AND status = 'running'", { jobId: job.id, worker: this.id })
      .execute();
    return result.affected === 1;
  }

  private async renewLease(job: Job, abort: AbortController): Promise<void> {
    try {
      const lockedUntil = new Date(Date.now() + this.config.jobs.leaseMs);
      if (await this.holding(job, { lockedUntil })) return;
      this.logger.warn(`Job ${job.id} (${job.kind}): its lease was lost; another worker may run it`);
      abort.abort();
    } catch (error) {
      this.logger.warn(`Job ${job.id} (${job.kind}): renewing its lease failed (${describe(error)})`);
    }
  }

  private async progress(job: Job, percent: number): Promise<void> {
    const progress = Math.min(100, Math.max(0, Math.round(percent)));
    await this.holding(job, { progress });
  }

  private async succeed(job: Job, result: unknown, redacted: unknown): Promise<void> {
    await this.holding(job, {
      status: 'succeeded',
      result: json(result ?? null),
      progress: 100,
      lastError: null,
      lockedUntil: null,
      uniqueKey: null,
      finishedAt: new Date(),
      ...(redacted !== undefined ? { payload: json(redacted) } : {}),
    });
  }

  /** Queued again after its backoff, or dead after its last try (or a PermanentJobError). */
  private async fail(job: Job, error: unknown): Promise<void> {
    const lastError = describe(error).slice(0, ERROR_MAX_CHARS);
    const isDead = job.attempts >= job.maxAttempts || error instanceof PermanentJobError;
    if (isDead) {
      this.logger.error(`Job ${job.id} (${job.kind}) is dead after ${job.attempts} tries: ${lastError}`);
      await this.holding(job, {
        status: 'dead',
        lastError,
        lockedUntil: null,
        uniqueKey: null,
        finishedAt: new Date(),
      });
      return;
    }
    const runAt = new Date(Date.now() + retryDelayMs(job.attempts, this.config.jobs.retryBaseMs));
    this.logger.warn(
      `Job ${job.id} (${job.kind}) try ${job.attempts} failed, next at ${runAt.toISOString()}: ${lastError}`,
    );
    await this.holding(job, { status: 'queued', runAt, lastError, lockedUntil: null });
  }

  /** Back to the queue at once, this try not counted: the process is stopping, not the job failing. */
  private async release(job: Job): Promise<void> {
    await this.holding(job, {
      status: 'queued',
      runAt: new Date(),
      lockedUntil: null,
      attempts: () => 'attempts - 1',
    });
  }
}

/** A JSON column takes any value; TypeORM's partial-entity type cannot say so for `unknown`. */
const json = (value: unknown) => value as QueryDeepPartialEntity<Job>['result'];

/** The cause, as a person reads it: a refusal's own message, otherwise the error's name and message. */
function describe(error: unknown): string {
  if (error instanceof AppError || error instanceof PermanentJobError) return error.message;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/** A wait as a person reads it: "250 ms", "8 s". */
function formatWait(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`;
}
