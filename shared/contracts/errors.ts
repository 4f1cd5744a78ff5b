import { z } from 'zod';

/**
 * Every failed API answer has this body (ARCHITECTURE: Errors). The renderer treats any answer with
 * an `error` field as a failure (spec 001 §7).
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
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
