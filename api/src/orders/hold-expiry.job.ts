import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { LessThanOrEqual } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CrossStore } from '../database/cross-store';
import { TransactionRunner } from '../database/transaction-runner';
import { HandlesJob, type JobHandler } from '../jobs/job-handler';
import { type Job } from '../jobs/job.entity';
import { JobsService } from '../jobs/jobs.service';
import { HoldsService } from './holds.service';
import { Order } from './order.entity';

export const HOLD_EXPIRY_JOB = 'orders.expireHolds';
/** How often a process with a job worker looks for holds whose time has run out. */
export const HOLD_EXPIRY_CHECK_MS = 60_000;

/**
 * The hold expiry sweep as a background job (docs/jobs.md): expires every store's open holds whose
 * holdExpiresAt has passed (HoldsService.expireDue). Idempotent: a hold already ended is left
 * alone, so a second try after a cut-off one does nothing twice.
 */
@Injectable()
@HandlesJob(HOLD_EXPIRY_JOB)
export class HoldExpiryJob implements JobHandler<Record<string, never>, { expired: number }> {
  constructor(private readonly holds: HoldsService) {}

  async run(): Promise<{ expired: number }> {
    return { expired: await this.holds.expireDue() };
  }
}

/**
 * Queues the sweep when a hold is due: every HOLD_EXPIRY_CHECK_MS, in each process that runs a job
 * worker, one indexed look at (status, holdExpiresAt) across stores. The job's uniqueKey keeps one
 * sweep queued or running at a time however many processes look, and the jobs table shows (and
 * retries) a sweep that failed. Nothing is queued while no hold is due, so an idle server's jobs
 * table stays empty.
 */
@Injectable()
export class HoldExpiryScheduler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Holds');
  private timer: NodeJS.Timeout | null = null;
  private checking: Promise<unknown> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly crossStore: CrossStore,
    private readonly transactions: TransactionRunner,
    private readonly jobs: JobsService,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.jobs.worker) return;
    this.timer = setInterval(() => {
      if (this.checking) return;
      this.checking = this.queueIfDue()
        .catch((error: unknown) => this.logger.error(`Looking for expired holds failed: ${String(error)}`))
        .finally(() => (this.checking = null));
    }, HOLD_EXPIRY_CHECK_MS);
    this.timer.unref();
  }

  /** Before the database closes: no new look, and the one under way finished. */
  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.checking;
  }

  /** The sweep job, queued when an open hold's time has run out by `now`; null when none has. */
  async queueIfDue(now = new Date()): Promise<Job | null> {
    // Crosses stores on purpose: one sweep serves every store.
    const isDue = await this.crossStore
      .repository(Order)
      .exists({ where: { status: 'open', holdExpiresAt: LessThanOrEqual(now) } });
    if (!isDue) return null;
    return this.transactions.run((manager) =>
      this.jobs.enqueue(manager, {
        kind: HOLD_EXPIRY_JOB,
        storeId: null,
        payload: {},
        uniqueKey: HOLD_EXPIRY_JOB,
        maxAttempts: 3,
      }),
    );
  }
}
