import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import { type Logger as PinoLogger } from 'pino';
import { type DataSource } from 'typeorm';
import { AppModule } from './app.module';
import {
  answerClientError,
  answerFrameworkError,
  BODY_LIMIT_BYTES,
  registerJsonBodyParser,
} from './common/errors/framework-errors';
import { AppLogger } from './common/logging/app-logger';
import { registerRequestLogging, requestIdOf, ROOT_LOGGER } from './common/logging/logger.options';
import { registerNoStore } from './common/http/no-store';
import { registerPublicWriteBodyLimit } from './common/public-forms/public-write';
import { registerSecurityHeaders } from './common/http/security-headers';
import { registerDocsAssets, registerRendererAssets } from './common/http/static-assets';
import { registerSharePages } from './common/http/share-pages';
import { type AppConfig } from './config/app-config';
import { MULTIPART_LIMITS } from './uploads/read-upload';

/**
 * Builds the whole HTTP app (API, docs, renderer) around an open data source. main.ts, the API
 * tests and the benchmark all start the product through this one function.
 */
export async function createApp(config: AppConfig, dataSource: DataSource): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    // Idle keep-alive sockets are closed on shutdown; requests in flight are let finish.
    forceCloseConnections: 'idle',
    genReqId: requestIdOf,
    // The app has no Nest middleware (request logging is a Fastify hook, registerRequestLogging):
    // without this, @fastify/middie would run on every request for nothing. A Nest middleware
    // added later needs it back, and fails loudly until then.
    skipMiddie: true,
    // Refusals before any route runs answer in the API's error shape too.
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, dataSource),
    adapter,
    {
      bufferLogs: true,
      abortOnError: false,
      // Our own JSON parser (registerJsonBodyParser), and none for text or urlencoded bodies.
      bodyParser: false,
    },
  );
  // Nest keeps every line logged while the app is built (bufferLogs) until something flushes them:
  // app.listen() does, but main.ts listens through Fastify itself. Flushed here, once the app's
  // logger is in place: unflushed, every later line of every `new Logger(context)` (jobs, mail,
  // the exception filter) was kept in memory and never written.
  app.useLogger(new AppLogger(app.get(Logger)));
  app.flushLogs();
  const instance = app.getHttpAdapter().getInstance();
  registerRequestLogging(instance, app.get<PinoLogger>(ROOT_LOGGER));
  registerJsonBodyParser(instance);
  registerPublicWriteBodyLimit(instance);

  await app.register(fastifyCookie);
  // Parsed only where a handler asks for the file (POST /api/uploads): one file, UPLOAD_MAX_BYTES.
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  await registerSecurityHeaders(instance);
  registerNoStore(instance);
  app.enableCors({ origin: config.corsOrigins, credentials: true, exposedHeaders: ['x-request-id'] });
  await registerRendererAssets(app, config.rendererDir);
  await registerDocsAssets(app);
  registerSharePages(app);
  await app.init();
  return app;
}
