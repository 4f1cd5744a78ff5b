import { existsSync } from 'node:fs';
import { dirname, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';

/** A year: hashed file names change whenever their content does, so they never go stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built renderer's files. Only files that exist at start-up get a route (wildcard off),
 * so every other path falls through to the SPA fallback or the API's 404.
 */
export async function registerRendererAssets(
  app: NestFastifyApplication,
  rendererDir: string,
): Promise<void> {
  if (!existsSync(rendererDir)) return;
  await app.register(fastifyStatic, {
    root: rendererDir,
    prefix: '/',
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const isHashedAsset = filePath.includes(`${sep}assets${sep}`);
      void reply.header('cache-control', isHashedAsset ? IMMUTABLE : 'no-cache');
    },
  });
}

/** Swagger UI's own files for /api/docs, from the swagger-ui-dist package. */
export async function registerDocsAssets(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyStatic, {
    root: dirname(require.resolve('swagger-ui-dist/package.json')),
    prefix: '/api/docs/assets/',
    decorateReply: false,
    wildcard: false,
    index: false,
  });
}
