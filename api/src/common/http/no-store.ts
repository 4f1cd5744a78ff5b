import { type FastifyInstance } from 'fastify';

/** API answers carry personal and bank data: no browser, proxy or shared cache may keep them. */
const NO_STORE = /^\/(api|open)(\/|\?|$)/;
/** Swagger UI's own files are static and the same for everyone. */
const DOCS_ASSETS = /^\/api\/docs\/assets\//;

/**
 * `Cache-Control: no-store` on every /api and /open answer, errors and refusals from hooks
 * included. Set on the raw response before anything else runs, the way the security headers are;
 * pages, hashed assets and uploads keep their own cache headers.
 */
export function registerNoStore(instance: FastifyInstance): void {
  instance.addHook('onRequest', (request, reply, done) => {
    if (NO_STORE.test(request.url) && !DOCS_ASSETS.test(request.url)) {
      reply.raw.setHeader('cache-control', 'no-store');
    }
    done();
  });
}
