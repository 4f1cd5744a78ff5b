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

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

const DEFAULT_MESSAGE: Partial<Record<ErrorCode, string>> = {
  VALIDATION_FAILED: apiErrors.validationFailed,
  UNAUTHENTICATED: apiErrors.unauthenticated,
  FORBIDDEN: apiErrors.forbidden,
  NOT_FOUND: apiErrors.notFound,
  CONFLICT: apiErrors.conflict,
};

/** JSON API paths: anything else that finds no route is a page of the single-page app. */
export function isApiPath(url: string): boolean {
  return /^\/(api|open)(\/|\?|$)/.test(url) || /^\/healthz(\/|\?|$)/.test(url);
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
    const status = statusOf(exception);

    if (
      status === HttpStatus.NOT_FOUND &&
      !isApiPath(request.url) &&
      ['GET', 'HEAD'].includes(request.method)
    ) {
      this.spa.sendIndex(reply);
      return;
    }
    if (status >= 500) {
      this.logger.error(
        { req: requestFields(request) },
        exception instanceof Error ? exception.stack : String(exception),
      );
    }
    void reply.status(status).send(toErrorBody(exception, status, request));
  }
}

function statusOf(exception: unknown): number {
  if (exception instanceof HttpException) return exception.getStatus();
  const statusCode = (exception as { statusCode?: unknown } | null)?.statusCode;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 600 ? statusCode : 500;
}

function toErrorBody(exception: unknown, status: number, request: FastifyRequest): ApiErrorBody {
  if (exception instanceof AppError) {
    return {
      error: {
        code: exception.code,
        message: exception.message,
        ...(exception.fields ? { fields: exception.fields } : {}),
      },
    };
  }
  const code = CODE_BY_STATUS[status] ?? 'INTERNAL';
  if (status === HttpStatus.NOT_FOUND && exception instanceof HttpException && isRouteMiss(exception)) {
    return { error: { code, message: apiErrors.routeNotFound(request.method, request.url.split('?')[0]) } };
  }
  if (status >= 500) return { error: { code, message: apiErrors.internal } };
  // Fastify's own client errors (bad JSON, body too large) carry a readable message.
  const fastifyCode = (exception as { code?: unknown } | null)?.code;
  if (typeof fastifyCode === 'string' && fastifyCode.startsWith('FST_') && exception instanceof Error) {
    return { error: { code, message: exception.message } };
  }
  return { error: { code, message: DEFAULT_MESSAGE[code] ?? apiErrors.internal } };
}

/** Nest answers a missing route with NotFoundException('Cannot GET /x'). */
function isRouteMiss(exception: HttpException): boolean {
  const response = exception.getResponse();
  const message =
    typeof response === 'object' && response !== null
      ? (response as { message?: unknown }).message
      : response;
  return typeof message === 'string' && /^Cannot [A-Z]+ \//.test(message);
}
