import { randomUUID } from 'node:crypto';
import { type IncomingMessage } from 'node:http';
import { type Params } from 'nestjs-pino';
import { type AppConfig } from '../../config/app-config';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * The request id: the caller's `x-request-id` when it is safe to log (to follow a request across
 * services), else a new UUID. Fastify assigns it; the logger and the `x-request-id` answer reuse it.
 */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Structured JSON logs, one line per request, carrying its request id. */
export function loggerOptions(config: AppConfig): Params {
  return {
    pinoHttp: {
      level: config.logLevel,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
        remove: true,
      },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      customLogLevel: (_req, res, error) =>
        error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    },
  };
}
