import { describe, expect, it } from 'vitest';
import { CLAIM_RETRY_MAX_MS, claimRetryDelayMs, MAX_RETRY_DELAY_MS, retryDelayMs } from './backoff';

describe('retryDelayMs', () => {
  it('doubles after each failed try, from the base', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelayMs(attempt, 1000, () => 0))).toEqual([
      1000, 2000, 4000, 8000, 16_000,
    ]);
  });

  it('adds at most a tenth at random', () => {
    expect(retryDelayMs(3, 1000, () => 0.999)).toBe(4400);
    expect(retryDelayMs(3, 1000, () => 0.5)).toBe(4200);
  });

  it('never waits longer than the cap (plus its jitter)', () => {
    expect(retryDelayMs(40, 10_000, () => 0)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(1000, 10_000, () => 1)).toBe(Math.round(MAX_RETRY_DELAY_MS * 1.1));
  });
});

describe('claimRetryDelayMs', () => {
  it('waits the poll interval after one failure, twice as long after each further one, up to the cap', () => {
    expect([1, 2, 3, 4].map((failures) => claimRetryDelayMs(failures, 1000))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
    expect(claimRetryDelayMs(6, 1000)).toBe(CLAIM_RETRY_MAX_MS);
    expect(claimRetryDelayMs(1000, 1000)).toBe(CLAIM_RETRY_MAX_MS);
  });

  it('never waits less than the poll interval, even one longer than the cap', () => {
    expect(claimRetryDelayMs(3, 60_000)).toBe(60_000);
  });
});
