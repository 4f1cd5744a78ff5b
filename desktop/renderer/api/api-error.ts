import { apiErrors } from '@shared/messages';
import { type ErrorCode } from '@shared/contracts/errors';

/** Every failed call surfaces as this, whatever went wrong (spec 001 §7: an `error` field is a failure). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when the server could not be reached at all. */
    readonly status: number,
    readonly code: string,
    message: string,
    /** Field path → message, for validation failures. */
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** What to say when the body gives no usable reason (an HTML proxy page, an empty 502, a dropped connection). */
export function genericFailure(status: number): { code: ErrorCode; message: string } {
  if (status === 400 || status === 422)
    return { code: 'VALIDATION_FAILED', message: apiErrors.validationFailed };
  if (status === 401) return { code: 'UNAUTHENTICATED', message: apiErrors.unauthenticated };
  if (status === 403) return { code: 'FORBIDDEN', message: apiErrors.forbidden };
  if (status === 404) return { code: 'NOT_FOUND', message: apiErrors.notFound };
  if (status === 409) return { code: 'CONFLICT', message: apiErrors.conflict };
  if (status === 0 || status === 502 || status === 503 || status === 504) {
    return { code: 'SERVICE_UNAVAILABLE', message: apiErrors.networkUnavailable };
  }
  return { code: 'INTERNAL', message: apiErrors.internal };
}
