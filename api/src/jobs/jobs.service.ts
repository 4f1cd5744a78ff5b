import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { type JobView } from '@shared/contracts/jobs';
import { type Principal } from '../common/auth/principal';
import { notFound } from '../common/errors/errors';
import { CrossStore, crossStoreRepository } from '../database/cross-store';
import { isSqlite } from '../database/transactions';
import { isUniqueViolation } from '../database/unique-violation';
import { Job } from './job.entity';
import { toJobView } from './job.mapper';
import { JobWake } from './job-wake';

/** Tries a job gets unless its enqueuer says otherwise. */
export const DEFAULT_MAX_ATTEMPTS = 5;

export interface EnqueueJob<P> {
  /** The handler's kind (@HandlesJob). */
  kind: string;
  /** The store it works for; null for the product's own jobs. */
  storeId: number | null;
  /** Plain JSON: what the handler needs, never an entity. */
  payload: P;
  /** The account that caused it: it alone may read the job (GET /api/jobs/{id}). */
  createdById?: number | null;
  /** While a job with this key is queued or running, enqueueing it again returns that job. */
  uniqueKey?: string | null;
  /** Not before (default: now). */
  runAt?: Date;
  maxAttempts?: number;
}

/**
 * Writes a job in the caller's transaction (`manager`), so it commits or rolls back with the change
 * that causes it: a job is never queued for a change that did not happen, nor lost for one that did.
 * The job table spans stores (the runner claims any store's job), hence crossStoreRepository.
 */
export async function enqueueJob<P>(manager: EntityManager, request: EnqueueJob<P>): Promise<Job> {
  const jobs = crossStoreRepository(manager, Job);
  const uniqueKey = request.uniqueKey ?? null;
  if (uniqueKey !== null) {
    const held = await heldBy(manager, uniqueKey, false);
    if (held) return held;
  }
  const row = jobs.create({
    kind: request.kind,
    storeId: request.storeId,
    payload: request.payload,
    status: 'queued',
    attempts: 0,
    maxAttempts: request.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    runAt: request.runAt ?? new Date(),
    lockedBy: null,
    lockedUntil: null,
    lastError: null,
    result: null,
    progress: null,
    uniqueKey,
    createdById: request.createdById ?? null,
    finishedAt: null,
  });
  try {
    return await jobs.save(row);
  } catch (error) {
    // Another transaction queued the same key between our look and our insert.
    const held =
      uniqueKey !== null && isUniqueViolation(error) ? await heldBy(manager, uniqueKey, true) : null;
    if (held) return held;
    throw error;
  }
}

/**
 * The queued or running job holding `uniqueKey`. After a duplicate-key error the row is another
 * transaction's, committed after ours began: only a locking read sees it on MySQL (REPEATABLE READ).
 * The first look is a plain read: two locking reads of a missing key would take gap locks that
 * deadlock the two inserts after them.
 */
function heldBy(manager: EntityManager, uniqueKey: string, isLatest: boolean): Promise<Job | null> {
  const query = crossStoreRepository(manager, Job)
    .createQueryBuilder('job')
    .where('job.uniqueKey = :uniqueKey', { uniqueKey })
    .andWhere('job.status IN (:...statuses)', { statuses: ['queued', 'running'] });
  if (isLatest && !isSqlite(manager.connection)) query.setLock('pessimistic_read');
  return query.getOne();
}

/** Enqueues jobs (in the caller's transaction) and shows a job to the account that started it. */
@Injectable()
export class JobsService {
  constructor(
    private readonly crossStore: CrossStore,
    private readonly wake: JobWake,
  ) {}

  /** enqueueJob, and this process's worker starts it as soon as the transaction commits. */
  async enqueue<P>(manager: EntityManager, request: EnqueueJob<P>): Promise<Job> {
    const job = await enqueueJob(manager, request);
    this.wake.afterCommitOf(manager);
    return job;
  }

  /** Several at once, in one statement per job (mail to many consigners). */
  async enqueueAll<P>(manager: EntityManager, requests: readonly EnqueueJob<P>[]): Promise<Job[]> {
    const jobs: Job[] = [];
    for (const request of requests) jobs.push(await enqueueJob(manager, request));
    if (jobs.length > 0) this.wake.afterCommitOf(manager);
    return jobs;
  }

  /** GET /api/jobs/{id}: only the account that started it, in its store; anyone else gets 404. */
  async findOwn(principal: Principal, id: number): Promise<JobView> {
    // Jobs may belong to no store (system jobs), so the table is not store-owned: the read names
    // the caller's store and account itself.
    const job = await this.crossStore.repository(Job).findOneBy({
      id,
      storeId: principal.storeId,
      createdById: principal.accountId,
    });
    if (!job) throw notFound();
    return toJobView(job);
  }
}
