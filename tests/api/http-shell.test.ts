import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '@shared/contracts/errors';
import { startTestApp, testEngine, type TestApp } from '../support/test-app';

describe(`HTTP shell on ${testEngine()}`, () => {
  let t: TestApp;

  beforeAll(async () => {
    // A stand-in renderer build, so the static and fallback rules are tested without building.
    const rendererDir = join(
      process.env.TMPDIR ?? '/tmp',
      `consigndesk-renderer-${process.pid}-${Date.now()}`,
    );
    await mkdir(join(rendererDir, 'assets'), { recursive: true });
    await writeFile(
      join(rendererDir, 'index.html'),
      '<!doctype html><title>ConsignDesk</title><div id="root"></div>',
    );
    await writeFile(join(rendererDir, 'assets', 'index-3f9a1c.js'), 'console.log("app")');
    await writeFile(join(rendererDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await startTestApp({ RENDERER_DIR: rendererDir, APP_ORIGINS: 'https://counter.example' });
  });
  afterAll(() => t.close());

  it('answers unknown /api and /open paths with a JSON 404, not the page', async () => {
    for (const path of ['/api/nope', '/open/nope/deeper', '/api']) {
      const response = await fetch(`${t.baseUrl}${path}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(404);
      const body = apiErrorBody.parse(await response.json());
      expect(body.error.code).toBe('NOT_FOUND');
      expect(body.error.message).toContain('No such endpoint');
    }
  });

  it('refuses /api without a token, with a malformed one, or one signed with another secret', async () => {
    const headers: Record<string, string>[] = [
      {},
      { authorization: 'Bearer not-a-jwt' },
      { authorization: 'Basic Zm9vOmJhcg==' },
      {
        authorization:
          'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwic3RvcmVJZCI6MSwia2luZCI6ImVtcGxveWVlIiwicHJvZmlsZUlkIjoxLCJyb2xlIjoiQWRtaW4ifQ.sQ8Yc4y0g5ZkE1Ck9b8pVt8fK2w4kqJmCq4uT3c3w8A',
      },
    ];
    for (const header of headers) {
      const response = await fetch(`${t.baseUrl}/api/me`, { headers: header });
      expect(response.status).toBe(401);
      expect(apiErrorBody.parse(await response.json()).error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('serves the page for every other GET path (SPA fallback), never cached', async () => {
    for (const path of ['/', '/login', '/products/12', '/catalogue/demo']) {
      const response = await fetch(`${t.baseUrl}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('serves hashed assets as immutable and other files as revalidated', async () => {
    const asset = await fetch(`${t.baseUrl}/assets/index-3f9a1c.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toContain('console.log');
    const icon = await fetch(`${t.baseUrl}/favicon.svg`);
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('a missing asset is not answered with the page', async () => {
    const response = await fetch(`${t.baseUrl}/assets/gone-123.js`);
    // Still the SPA page for a GET outside /api: the browser gets HTML and the app shows its own 404.
    expect(response.headers.get('content-type')).toContain('text/html');
    await response.text();
  });

  it('sets security headers and a request id on every answer', async () => {
    const response = await fetch(`${t.baseUrl}/healthz`);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await fetch(`${t.baseUrl}/healthz`, { headers: { 'x-request-id': 'till-7.abc' } });
    expect(echoed.headers.get('x-request-id')).toBe('till-7.abc');
    const unsafe = await fetch(`${t.baseUrl}/healthz`, { headers: { 'x-request-id': 'a b<script>' } });
    expect(unsafe.headers.get('x-request-id')).not.toBe('a b<script>');
  });

  it('on a plain host, GET /open/app says stores have no subdomains', async () => {
    const response = await fetch(`${t.baseUrl}/open/app`);
    expect(await response.json()).toEqual({ appDomain: 'localhost', hasStoreSubdomains: false });
  });

  it('allows CORS only from the configured app origins', async () => {
    const allowed = await fetch(`${t.baseUrl}/healthz`, { headers: { origin: 'https://counter.example' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://counter.example');
    const other = await fetch(`${t.baseUrl}/healthz`, { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers malformed JSON with the error shape', async () => {
    const response = await fetch(`${t.baseUrl}/api/me`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken": ',
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    apiErrorBody.parse(await response.json());
  });

  it('publishes the OpenAPI document and the docs page', async () => {
    const page = await fetch(`${t.baseUrl}/api/docs`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger-ui');
    const ui = await fetch(`${t.baseUrl}/api/docs/assets/swagger-ui-bundle.js`);
    expect(ui.status).toBe(200);
    // Read it all: an unread body keeps its connection busy, and the app's close would wait for it.
    expect((await ui.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
    const document = (await (await fetch(`${t.baseUrl}/api/docs/openapi.json`)).json()) as {
      openapi: string;
      paths: Record<string, Record<string, { security?: unknown; parameters?: { name: string }[] }>>;
    };
    expect(document.openapi).toBe('3.0.3');
    expect(document.paths['/healthz'].get).toBeDefined();
    expect(Object.keys(document.paths).some((path) => path.startsWith('/api/docs'))).toBe(false);
    expect(document.paths['/api/me'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/open/stores/{domain}'].get.security).toBeUndefined();
    expect(document.paths['/open/stores/{domain}'].get.parameters?.map((p) => p.name)).toEqual(['domain']);
  });
});
