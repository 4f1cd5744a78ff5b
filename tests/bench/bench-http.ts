// The benches' small HTTP helpers: a sign-in, one timed request read to its last byte, and the
// percentiles of a target's timings. Relative imports only: tsx runs the benches without aliases.
import { sessionResponse } from '../../shared/contracts/auth';
import { DEMO_ADMIN } from './bench-process';
import { summarize } from './load';

/** A target's sequential timings, in milliseconds. */
export interface Timing {
  p50: number;
  p95: number;
  max: number;
}

/** Nearest-rank p50, p95 and the slowest of sequential timings. */
export function timingOf(values: number[]): Timing {
  const { p50, p95, max } = summarize(values);
  return { p50, p95, max };
}

/** Milliseconds since a `process.hrtime.bigint()` start. */
export const elapsedMs = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

/** A new session of the demo Admin: its access token (15 minutes). */
export async function signInToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/open/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}: ${text.slice(0, 200)}`);
  return sessionResponse.parse(JSON.parse(text)).accessToken;
}

/** One request as the bearer of `token`, timed to the last byte of its body. */
export async function timedRequest(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; text: string; ms: number }> {
  const start = process.hrtime.bigint();
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, text, ms: elapsedMs(start) };
}
