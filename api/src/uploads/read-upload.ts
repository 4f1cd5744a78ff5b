import '@fastify/multipart';
import { HttpStatus } from '@nestjs/common';
import { type FastifyRequest } from 'fastify';
import { UPLOAD_FIELD, UPLOAD_MAX_BYTES } from '@shared/contracts/uploads';
import { validation } from '@shared/messages';
import { AppError } from '../common/errors/app-error';

const messages = validation.upload;

/**
 * The bytes of the one file part named `file` of a multipart/form-data request. Larger than
 * UPLOAD_MAX_BYTES answers 413 (the parser stops reading there); anything else that is not such a
 * request answers 400.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw fileRequired();
  try {
    const part = await request.file();
    if (!part || part.fieldname !== UPLOAD_FIELD) throw fileRequired();
    const bytes = await part.toBuffer();
    // The parser stops at the limit and marks the stream truncated; whether it also rejects
    // toBuffer depends on when the limit event lands, so the flag decides.
    if (part.file.truncated) throw tooLarge();
    return bytes;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (statusOf(error) === HttpStatus.PAYLOAD_TOO_LARGE) throw tooLarge();
    throw fileRequired();
  }
}

export function tooLarge(): AppError {
  return new AppError(
    HttpStatus.PAYLOAD_TOO_LARGE,
    'PAYLOAD_TOO_LARGE',
    messages.tooLarge(UPLOAD_MAX_BYTES / 1024 / 1024),
  );
}

function fileRequired(): AppError {
  return new AppError(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', messages.fileRequired);
}

function statusOf(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'statusCode' in error
    ? Number((error as { statusCode: unknown }).statusCode)
    : undefined;
}
