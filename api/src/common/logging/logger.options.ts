import { randomUUID } from 'node:crypto';
import { type IncomingMessage } from 'node:http';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { type Params } from 'nestjs-pino';
import { type Level, type Logger, pino } from 'pino';
import { type AppConfig } from '../../config/app-config';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** Provider token of the process's root pino logger. */
export const ROOT_LOGGER = 'consigndesk:root-logger';

/**
 * The request id: the caller's `x-request-id` when it is safe to log (to follow a request across
 * services), else a new UUID. Fastify assigns it; the logger and the `x-request-id` answer reuse it.
 */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Structured JSON logs: one pino logger for Nest's lines and for the line of each request. */
export function createRootLogger(config: AppConfig): Logger {
  return pino({
    level: config.logLevel,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      remove: true,
    },
  });
}

/**
 * nestjs-pino gives Nest's Logger (and so every `new Logger(context)`) the root logger. Its
 * pino-http middleware is not used (no routes): a Nest middleware runs through @fastify/middie on
 * every request, pino-http builds and serializes a child logger per request even when nothing is
 * logged, and the request context it keeps for Nest's loggers (an AsyncLocalStorage) makes every
 * promise of the process slower, about a quarter of a small request's CPU on MariaDB.
 * registerRequestLogging writes the request lines; a line about a request says which one with
 * requestFields (the exception filter's).
 */
export function loggerOptions(root: Logger): Params {
  return { pinoHttp: { logger: root }, forRoutes: [] };
}

/** The level of a request's line: 5xx as errors, 4xx as warnings, the rest as info. */
export function requestLogLevel(statusCode: number): Level {
  return statusCode >= 500 ? 'error' : statusCode >= 400 ? 'warn' : 'info';
}

/** The `req` of a log line about a request: its id (the `x-request-id` answered), method and url. */
export function requestFields(request: FastifyRequest): { id: string; method: string; url: string } {
  return { id: request.id, method: request.method, url: request.url };
}

/** The request's line, when its level is logged at all. */
function writeRequestLine(root: Logger, request: FastifyRequest, reply: FastifyReply): void {
  const statusCode = reply.raw.statusCode;
  const level = requestLogLevel(statusCode);
  if (!root.isLevelEnabled(level)) return;
  const req = requestFields(request);
  const res = { statusCode };
  const responseTime = Math.round(reply.elapsedTime);
  if (statusCode >= 500) {
    const err = new Error(`failed with status code ${statusCode}`);
    root[level]({ req, res, err, responseTime }, 'request errored');
  } else {
    root[level]({ req, res, responseTime }, 'request completed');
  }
}

/**
 * The request id in the `x-request-id` answer header (to quote it when reporting a problem), and
 * one line per request, as pino-http wrote them: `request completed` with `req` ({ id, method,
 * url }), `res` ({ statusCode }) and `responseTime` in ms, at the level of requestLogLevel (an
 * answer of 500 or more is `request errored`, with an `err`), written when the response closes
 * (finished, or abandoned by the client). Nothing is built for a line the configured level leaves
 * out.
 */
export function registerRequestLogging(instance: FastifyInstance, root: Logger): void {
  instance.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    reply.raw.once('close', () => writeRequestLine(root, request, reply));
    done();
  });
}
