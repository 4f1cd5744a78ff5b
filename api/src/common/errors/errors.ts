import { HttpStatus } from '@nestjs/common';
import { apiErrors } from '@shared/messages';
import { AppError } from './app-error';

/**
 * The refusals services throw, once. Each is an AppError the filter answers as
 * `{ error: { code, message, fields } }`; `field`, when given, is the payload field the message is
 * shown under.
 */

/** 404: no such record in the caller's store (another store's id answers the same). */
export function notFound(message: string = apiErrors.notFound): AppError {
  return new AppError(HttpStatus.NOT_FOUND, 'NOT_FOUND', message);
}

/** 409: the record's state refuses the call. */
export function conflict(message: string, field?: string): AppError {
  return new AppError(HttpStatus.CONFLICT, 'CONFLICT', message, field ? { [field]: message } : undefined);
}

/** 400: a payload field breaks a rule the contract cannot express. */
export function invalid(field: string, message: string): AppError {
  return new AppError(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', message, { [field]: message });
}

/** 403: the caller may not do this. */
export function forbidden(message: string): AppError {
  return new AppError(HttpStatus.FORBIDDEN, 'FORBIDDEN', message);
}

/** 410: a mailed single-use link that was used, expired or replaced: it will never work again. */
export function gone(message: string): AppError {
  return new AppError(HttpStatus.GONE, 'GONE', message);
}

/** 501: a call of the spec that ConsignDesk answers without offering it (spec README deviations). */
export function notImplemented(message: string): AppError {
  return new AppError(HttpStatus.NOT_IMPLEMENTED, 'NOT_IMPLEMENTED', message);
}
