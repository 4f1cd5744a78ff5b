import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { type ApiErrorBody, type ErrorCode } from '@shared/contracts/errors';
import { apiErrors } from '@shared/messages';
import { SpaService } from '../http/spa.service';
import { requestFields } from '../logging/logger.options';
import { AppError } from './app-error';
import { errorBody, frameworkErrorBody } from './framework-errors';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  410: 'GONE',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  431: 'HEADERS_TOO_LARGE',
  501: 'NOT_IMPLEMENTED',
  503: 'SERVICE_UNAVAILABLE',
};

const DEFAULT_MESSAGE: Partial<Record<ErrorCode, string>> = {
  VALIDATION_FAILED: apiErrors.validationFailed,
  UNAUTHENTICATED: apiErrors.unauthenticated,
  FORBIDDEN: apiErrors.forbidden,
  NOT_FOUND: apiErrors.notFound,
  CONFLICT: apiErrors.conflict,
};

/** Methods a path may have; a route miss that has one of them answers 405, not 404. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** JSON API paths: anything else that finds no route is a page of the single-page app. */
export function isApiPath(url: string): boolean {
  return /^\/(api|open)(\/|\?|$)/.test(url) || /^\/healthz(\/|\?|$)/.test(url);
}

/**
 * Paths the single-page app never answers: the API and the renderer's own files (a missing
 * /assets/x.js answered with the page would run HTML as a script and hide the miss).
 */
export function isNeverPage(url: string): boolean {
  return isApiPath(url) || /^\/(assets|uploads)(\/|\?|$)/.test(url);
}

/** Turns every error into the API's error body, and route misses outside the API into the SPA page. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  constructor(private readonly spa: SpaService) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    let status = statusOf(exception);
    const routeMiss = status === HttpStatus.NOT_FOUND && isRouteMiss(exception);

    if (routeMiss && !isNeverPage(request.url) && ['GET', 'HEAD'].includes(request.method)) {
      this.spa.sendIndex(reply);
      return;
    }
    if (status >= 500) {
      this.logger.error(
        { req: requestFields(request) },
        exception instanceof Error ? exception.stack : String(exception),
      );
    }
    const path = request.url.split('?')[0];
    if (routeMiss) {
      const allowed = allowedMethods(request, path);
      if (allowed.length > 0) {
        status = HttpStatus.METHOD_NOT_ALLOWED;
        void reply.header('allow', allowed.join(', '));
        void reply
          .status(status)
          .send(
            errorBody(
              'METHOD_NOT_ALLOWED',
              apiErrors.methodNotAllowed(request.method, path, allowed.join(', ')),
            ),
          );
        return;
      }
      void reply.status(status).send(errorBody('NOT_FOUND', apiErrors.routeNotFound(request.method, path)));
      return;
    }
    void reply.status(status).send(toErrorBody(exception, status, request.routeOptions?.bodyLimit));
  }
}

function statusOf(exception: unknown): number {
  if (exception instanceof HttpException) return exception.getStatus();
  const statusCode = (exception as { statusCode?: unknown } | null)?.statusCode;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 600 ? statusCode : 500;
}

function toErrorBody(exception: unknown, status: number, bodyLimit?: number): ApiErrorBody {
  if (exception instanceof AppError) return errorBody(exception.code, exception.message, exception.fields);
  const code = CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED');
  if (status >= 500) return errorBody(code, apiErrors.internal);
  // Fastify's own refusals (body too large, unsupported type) get our words.
  return (
    frameworkErrorBody(status, bodyLimit) ?? errorBody(code, DEFAULT_MESSAGE[code] ?? apiErrors.badRequest)
  );
}

/** Nest answers a missing route with NotFoundException('Cannot GET /x'). */
function isRouteMiss(exception: unknown): boolean {
  if (!(exception instanceof HttpException) || exception instanceof AppError) return false;
  const response = exception.getResponse();
  const message =
    typeof response === 'object' && response !== null
      ? (response as { message?: unknown }).message
      : response;
  return typeof message === 'string' && /^Cannot [A-Z]+ \//.test(message);
}

/** The methods the router has for this path (none when the path itself is unknown). */
function allowedMethods(request: FastifyRequest, path: string): string[] {
  const server = request.server as FastifyRequest['server'] | undefined;
  if (!server?.findRoute) return [];
  return METHODS.filter(
    (method) => method !== request.method && server.findRoute({ method, url: path }) !== null,
  );
}
