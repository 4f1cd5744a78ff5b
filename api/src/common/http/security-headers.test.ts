import helmet from '@fastify/helmet';
import { fastify, type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, SECURITY_HEADER_OPTIONS } from './security-headers';

/** Every header of each answer but those that change from one request to the next. */
async function headersOf(app: FastifyInstance): Promise<Record<string, unknown>[]> {
  app.get('/ok', () => ({ ok: true }));
  app.get('/broken', () => {
    throw new Error('broken');
  });
  await app.ready();
  const answers = await Promise.all(['/ok', '/broken', '/missing'].map((url) => app.inject({ url })));
  await app.close();
  return answers.map(({ headers: { date: _date, ...headers } }) => headers);
}

describe('security headers', () => {
  it('are exactly those @fastify/helmet sets, on answers, errors and misses alike', async () => {
    const withHelmet = fastify();
    await withHelmet.register(helmet, SECURITY_HEADER_OPTIONS);
    const precomputed = fastify();
    await registerSecurityHeaders(precomputed);

    const expected = await headersOf(withHelmet);
    expect(expected[0]['content-security-policy']).toContain("default-src 'self'");
    expect(expected[0]['content-security-policy']).toContain("frame-ancestors 'none'");
    // The browser prints label PDFs from a hidden frame of a blob: address (issue 14).
    expect(expected[0]['content-security-policy']).toContain("frame-src 'self' blob:");
    expect(expected[0]['x-content-type-options']).toBe('nosniff');
    expect(await headersOf(precomputed)).toEqual(expected);
  });
});
