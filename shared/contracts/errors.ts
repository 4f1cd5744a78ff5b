import { z } from 'zod';

/**
 * Every failed API answer has this body (ARCHITECTURE: Errors). The renderer treats any answer with
 * an `error` field as a failure (spec 001 §7).
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  /** Signed in, but this account has no employee or consigner profile in the store (403 view). */
  'NO_PROFILE',
  /** The account's email is not verified yet: only /api/me and the verification calls answer. */
  'EMAIL_NOT_VERIFIED',
  /** The employee or consigner is inactive (spec 000 §4 Account gating). */
  'ACCOUNT_DISABLED',
  /** A staff call made by a consigner account. */
  'STAFF_ONLY',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'TOO_MANY_REQUESTS',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const apiErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Field path (dot-joined) → message, present for validation failures. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return apiErrorBody.safeParse(value).success;
}
