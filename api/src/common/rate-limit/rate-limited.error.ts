import { HttpStatus } from '@nestjs/common';
import { type FastifyReply } from 'fastify';
import { AppError } from '../errors/app-error';

/**
 * A rate limit was reached: 429 TOO_MANY_REQUESTS with the usual error body, and the wait as
 * `Retry-After` (seconds) once `withRetryAfter` has put it on the answer. The message names the
 * wait in whole minutes, rounded up.
 */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterMs: number, message: (minutes: number) => string) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    super(HttpStatus.TOO_MANY_REQUESTS, 'TOO_MANY_REQUESTS', message(Math.ceil(seconds / 60)));
    this.retryAfterSeconds = seconds;
  }
}

/**
 * For `catch` blocks that hold the reply: a RateLimitedError sets Retry-After on it; the error goes
 * on to the exception filter either way. (Not an interceptor: see ContractGuard for why.)
 */
export function withRetryAfter(reply: FastifyReply, error: unknown): unknown {
  if (error instanceof RateLimitedError) void reply.header('retry-after', String(error.retryAfterSeconds));
  return error;
}
