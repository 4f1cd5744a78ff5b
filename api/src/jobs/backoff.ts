/** No retry waits longer than this, however many tries failed before it. */
export const MAX_RETRY_DELAY_MS = 6 * 60 * 60 * 1000;

/** Up to this share is added at random, so jobs that failed together do not all come back together. */
const JITTER = 0.1;

/**
 * How long a job waits after its `attempt`-th try failed: `baseMs`, then twice as long after each
 * further failure (exponential backoff), capped at MAX_RETRY_DELAY_MS, plus up to 10% jitter.
 */
export function retryDelayMs(attempt: number, baseMs: number, random: () => number = Math.random): number {
  const exponential = Math.min(baseMs * 2 ** Math.max(0, attempt - 1), MAX_RETRY_DELAY_MS);
  return Math.round(exponential * (1 + JITTER * random()));
}

/** However long the database has been failing, the worker tries to claim jobs at least this often. */
export const CLAIM_RETRY_MAX_MS = 30_000;

/**
 * How long the worker waits before it tries to claim jobs again after `failures` tries in a row
 * failed (the database is down or unreachable): its poll interval, twice as long after each
 * further failure, capped at CLAIM_RETRY_MAX_MS. No jitter: one process's loop has no crowd to
 * spread; an error line per try stays rare while the database is away.
 */
export function claimRetryDelayMs(failures: number, pollMs: number): number {
  return Math.min(pollMs * 2 ** Math.max(0, failures - 1), Math.max(pollMs, CLAIM_RETRY_MAX_MS));
}
