import { STATUS_CODES } from 'node:http';
import { type Socket } from 'node:net';
import { HttpStatus } from '@nestjs/common';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { type ApiErrorBody, type ErrorCode } from '@shared/contracts/errors';
import { apiErrors } from '@shared/messages';
import { AppError } from './app-error';

/** JSON bodies above this are refused (413); uploads have their own limit (UPLOAD_MAX_BYTES). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * The one error body. A validation failure always names fields: `_` stands for the request as a
 * whole when no single field is at fault, so a client can always show messages by field.
 */
export function errorBody(code: ErrorCode, message: string, fields?: Record<string, string>): ApiErrorBody {
  if (code === 'VALIDATION_FAILED' && (!fields || Object.keys(fields).length === 0)) {
    return { error: { code, message, fields: { _: message } } };
  }
  return { error: { code, message, ...(fields ? { fields } : {}) } };
}

/**
 * Fastify's refusals reach the exception filter re-made by Nest as a bare HttpException (status
 * and Fastify's English message, no code), so they are told apart by status: the JSON parser's own
 * refusals are AppErrors already (registerJsonBodyParser), which leaves one meaning per status.
 */
const BY_STATUS: Record<number, (bodyLimit: number) => ApiErrorBody> = {
  400: () => errorBody('VALIDATION_FAILED', apiErrors.badRequest),
  413: (bodyLimit) =>
    errorBody(
      'PAYLOAD_TOO_LARGE',
      bodyLimit >= 1024 * 1024
        ? apiErrors.bodyTooLarge(bodyLimit / 1024 / 1024)
        : apiErrors.bodyTooLargeKilobytes(Math.floor(bodyLimit / 1024)),
    ),
  414: () => errorBody('URI_TOO_LONG', apiErrors.uriTooLong),
  415: () => errorBody('UNSUPPORTED_MEDIA_TYPE', apiErrors.unsupportedMediaType),
  431: () => errorBody('HEADERS_TOO_LARGE', apiErrors.headersTooLarge),
};

/**
 * Our body for a refusal of the framework's with this status, or null for other statuses.
 * `bodyLimit`: the route's own, when it has a smaller one (public writes).
 */
export function frameworkErrorBody(
  status: number,
  bodyLimit: number = BODY_LIMIT_BYTES,
): ApiErrorBody | null {
  return BY_STATUS[status]?.(bodyLimit) ?? null;
}

/**
 * Bodies are JSON and nothing else: Fastify's own JSON parser (prototype poisoning refused), whose
 * refusals are turned into ours here, where the reason is still known. No text or urlencoded
 * parser is registered (Nest's bodyParser is off), so such bodies answer 415; files go to
 * POST /api/uploads as multipart, which that route reads itself.
 */
export function registerJsonBodyParser(instance: FastifyInstance): void {
  const parse = instance.getDefaultJsonParser('error', 'error');
  instance.removeContentTypeParser(['application/json', 'text/plain']);
  instance.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
    (request, body, done) => {
      parse(request, body as string, (error, value) => {
        if (!error) return done(null, value);
        const message =
          (error as { code?: string }).code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? apiErrors.bodyNotObject
            : apiErrors.malformedJson;
        done(new AppError(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', message, { _: message }), undefined);
      });
    },
  );
}

/**
 * Fastify's `frameworkErrors`: errors the router meets before any route (a malformed address, a
 * path segment over maxParamLength) answered in the API's shape, not Fastify's own.
 */
export function answerFrameworkError(error: Error, _request: FastifyRequest, reply: FastifyReply): void {
  const status = (error as { code?: string }).code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  void reply.status(status).send(frameworkErrorBody(status));
}

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refuses (headers or address too large, a
 * timeout, garbage) never reaches Fastify's routing, so it is answered on the socket, in our shape.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, body] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, errorBody('HEADERS_TOO_LARGE', apiErrors.headersTooLarge)]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, errorBody('VALIDATION_FAILED', apiErrors.badRequest)]
        : [400, errorBody('VALIDATION_FAILED', apiErrors.badRequest)];
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}
