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
  /** The path exists, but not for this method (the answer's Allow header lists those it has). */
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  /** A single-use or expiring link that no longer works (issue 17: a used, expired or replaced price link). */
  'GONE',
  'PAYLOAD_TOO_LARGE',
  /** A path segment longer than the router reads. */
  'URI_TOO_LONG',
  /** A body that is not JSON (files go to POST /api/uploads only). */
  'UNSUPPORTED_MEDIA_TYPE',
  /** The request's headers, its address included, are larger than the server reads. */
  'HEADERS_TOO_LARGE',
  'TOO_MANY_REQUESTS',
  /** A call the spec names that ConsignDesk does not offer (spec README deviations: Linnworks orders). */
  'NOT_IMPLEMENTED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const apiErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /**
     * Field path (dot-joined) → message; always present for VALIDATION_FAILED (`_` when the
     * request as a whole is wrong, e.g. a body that is not a JSON object).
     */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return apiErrorBody.safeParse(value).success;
}
