import '@fastify/multipart';
import { HttpStatus } from '@nestjs/common';
import { type FastifyRequest } from 'fastify';
import { UPLOAD_FIELD, UPLOAD_MAX_BYTES } from '@shared/contracts/uploads';
import { apiErrors, validation } from '@shared/messages';
import { AppError } from '../common/errors/app-error';
import { invalid } from '../common/errors/errors';

const messages = validation.upload;

/**
 * Parts the multipart parser reads at most. One more file than the one accepted, so that a second
 * file is refused by name (oneFileOnly) rather than dropped unread; past these the parser itself
 * stops, and that is refused the same way.
 */
export const MULTIPART_LIMITS = { fileSize: UPLOAD_MAX_BYTES, files: 2, fields: 2, parts: 3 };

/**
 * The bytes of the one file part named `file` of a multipart/form-data request. Larger than
 * UPLOAD_MAX_BYTES answers 413 (the parser stops reading there); a second file or any other part
 * answers 400, as does anything that is not such a request. Every part is read to the end, so
 * nothing the client sent goes unseen.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw fileRequired();
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') throw invalid(part.fieldname, apiErrors.unknownField(part.fieldname));
      if (part.fieldname !== UPLOAD_FIELD) throw fileRequired();
      if (bytes) throw invalid(UPLOAD_FIELD, messages.oneFileOnly);
      bytes = await part.toBuffer();
      // The parser stops at the limit and marks the stream truncated; whether it also rejects
      // toBuffer depends on when the limit event lands, so the flag decides.
      if (part.file.truncated) throw tooLarge();
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw invalid(UPLOAD_FIELD, messages.oneFileOnly);
    }
    if (statusOf(error) === HttpStatus.PAYLOAD_TOO_LARGE) throw tooLarge();
    throw fileRequired();
  }
  if (!bytes) throw fileRequired();
  return bytes;
}

export function tooLarge(): AppError {
  return new AppError(
    HttpStatus.PAYLOAD_TOO_LARGE,
    'PAYLOAD_TOO_LARGE',
    messages.tooLarge(UPLOAD_MAX_BYTES / 1024 / 1024),
  );
}

function fileRequired(): AppError {
  return invalid(UPLOAD_FIELD, messages.fileRequired);
}

function statusOf(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'statusCode' in error
    ? Number((error as { statusCode: unknown }).statusCode)
    : undefined;
}
