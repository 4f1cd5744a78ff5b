import { z } from 'zod';

/**
 * A background job's life (docs/jobs.md): queued (due now or at its next try), running (claimed by
 * a worker under a lease), then succeeded, or dead after its last try failed (the error is kept).
 */
export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'dead'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Statuses a job does not leave: polling can stop. */
export const FINISHED_JOB_STATUSES: readonly JobStatus[] = ['succeeded', 'dead'];

export const jobIdParams = z.object({ id: z.coerce.number().int().positive() });
export type JobIdParams = z.infer<typeof jobIdParams>;

/** A job as the account that started it sees it. */
export const job = z.object({
  id: z.number().int(),
  kind: z.string(),
  status: z.enum(JOB_STATUSES),
  /** Tries started so far, of maxAttempts. */
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** 0–100 as the handler reports it; null before it reports any. */
  progress: z.number().int().min(0).max(100).nullable(),
  /** What the handler answered (its shape is the kind's: e.g. productMergeResult). */
  result: z.unknown(),
  /** Why the last try failed: a retry comes at runAt while queued; final when dead. */
  error: z.string().nullable(),
  /** When a queued job is due. */
  runAt: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type JobView = z.infer<typeof job>;

/** GET /api/jobs/{id}: one job of the caller's own (another account's or store's answers 404). */
export const jobResponse = z.object({ job });
export type JobResponse = z.infer<typeof jobResponse>;
