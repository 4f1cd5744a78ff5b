import { HttpException, HttpStatus } from '@nestjs/common';
import { type ErrorCode } from '@shared/contracts/errors';

/**
 * The one error services throw. The filter turns it into
 * `{ error: { code, message, fields } }` with this status.
 */
export class AppError extends HttpException {
  constructor(
    status: HttpStatus,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message, status);
  }
}
