import { SetMetadata } from '@nestjs/common';
import { type Job } from './job.entity';

/** What a handler gets for one try of a job. */
export interface JobContext<P> {
  /** The job as claimed: `attempts` counts this try. */
  readonly job: Readonly<Job>;
  readonly payload: P;
  /** Reports progress (0–100), readable by the job's owner at GET /api/jobs/{id}. */
  progress(percent: number): Promise<void>;
  /** Aborted when this worker stops or loses the job's lease: stop early if the work allows it. */
  readonly signal: AbortSignal;
}

/**
 * The code behind one kind of job. It must be idempotent: a try can be cut off after its work is
 * done but before the job is marked succeeded (the worker died), and the next try must then find
 * the work done and answer the same, not do it twice. A thrown error fails the try: the job is
 * retried with backoff, or dead after its last try (PermanentJobError: dead at once).
 */
export interface JobHandler<P = unknown, R = unknown> {
  run(context: JobContext<P>): Promise<R>;
  /** What of the payload to keep once the job succeeded (e.g. mail drops its one-time links). */
  redact?(payload: P): unknown;
  /**
   * Called once when the job is dead because its last try was cut off (its worker died and the
   * lease ended), which `run` never sees: the handler can leave its records in a state a person can
   * act on (a payout Failed with the reason, not Pending for ever). Must be idempotent; an error is
   * logged, never retried.
   */
  onDead?(job: Readonly<Job>, payload: P, lastError: string): Promise<void>;
}

/** A failure no retry can mend (the record it works on is gone): the job is dead at once. */
export class PermanentJobError extends Error {}

export const JOB_KIND = 'consigndesk:jobKind';

/**
 * Marks a provider as the handler of a job kind. List it in its feature module's providers; the
 * JobRegistry finds it at boot (two handlers of one kind stop the boot).
 */
export const HandlesJob = (kind: string): ClassDecorator => SetMetadata(JOB_KIND, kind);
