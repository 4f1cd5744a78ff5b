import { describe, expect, it } from 'vitest';
import { MAX_RETRY_DELAY_MS, retryDelayMs } from './backoff';

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
