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
