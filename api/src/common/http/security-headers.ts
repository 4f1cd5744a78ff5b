import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { fastify, type FastifyInstance } from 'fastify';

/** What every answer's security headers say: helmet's defaults, with our content security policy. */
export const SECURITY_HEADER_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // antd writes its CSS-in-JS into <style> tags at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Product images may be outside https addresses (the Duplicate flow's image_url).
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      // Labels print from a hidden frame holding the label PDF the renderer fetched (a blob: address).
      frameSrc: ["'self'", 'blob:'],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  // Catalogue images may come from the store's CDN later; pages still cannot be framed.
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers @fastify/helmet sets for these options, worked out once by letting it answer one
 * request on a throwaway Fastify instance. Registered as a plugin it builds helmet's middleware
 * again on every request (the content security policy parsed and checked each time), although the
 * options, and so the headers, never change; this way the product keeps helmet's exact headers and
 * pays for them once. (No per-request option is used: no CSP nonces, no route-level `helmet`.)
 */
export async function securityHeadersOf(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = fastify();
  try {
    await probe.register(helmet, options);
    // helmet writes onto the raw response in onRequest, so the handler sees exactly its headers.
    probe.get('/', (_request, reply) => reply.send(reply.raw.getHeaders()));
    const response = await probe.inject({ method: 'GET', url: '/' });
    const headers = response.json<Record<string, string | number>>();
    return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)]));
  } finally {
    await probe.close();
  }
}

/** Every answer (API, pages, static files, errors) carries the same security headers. */
export async function registerSecurityHeaders(
  instance: FastifyInstance,
  options: FastifyHelmetOptions = SECURITY_HEADER_OPTIONS,
): Promise<void> {
  const headers = await securityHeadersOf(options);
  if (!headers['content-security-policy'] || !headers['x-content-type-options']) {
    throw new Error(`helmet answered no security headers: ${JSON.stringify(headers)}`);
  }
  const entries = Object.entries(headers);
  // On the raw response, as helmet writes them: Node sends them with the reply's own headers, and
  // Fastify does not lowercase and store each one again on every request.
  instance.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of entries) reply.raw.setHeader(name, value);
    done();
  });
}
