import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '@shared/contracts/errors';
import { exportInventoryResponse } from '@shared/contracts/inventory-lists';
import { apiErrors } from '@shared/messages';
import { ProductTemplate } from '../../api/src/product-templates/product-template.entity';
import {
  call,
  type SeededStaff,
  seedInventoryItem,
  seedProduct,
  seedStoreWithStaff,
} from '../support/fixtures';
import { startTestApp, testEngine, type TestApp } from '../support/test-app';

/** A valid POST /api/productTemplates body. */
const template = () => ({
  title: 'Sneakers',
  brand: 'Any',
  category: 'Sneakers',
  option1: 'Size',
  option1Values: ['9'],
});

describe(`HTTP shell on ${testEngine()}`, () => {
  let t: TestApp;
  let admin: SeededStaff;

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
    admin = await seedStoreWithStaff(t, { handle: 'shell' });
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
    for (const path of ['/assets/gone-123.js', '/assets/', '/uploads/']) {
      const response = await fetch(`${t.baseUrl}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(apiErrorBody.parse(await response.json()).error.code).toBe('NOT_FOUND');
    }
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

  /** A raw request as the signed-in admin; the answer's status, headers and parsed error. */
  async function raw(
    method: string,
    path: string,
    init: { body?: string; headers?: Record<string, string> } = {},
  ) {
    const response = await fetch(`${t.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${admin.token}`, ...init.headers },
      body: init.body,
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      error: apiErrorBody.parse(JSON.parse(text)).error,
    };
  }
  const json = { 'content-type': 'application/json' };

  it("answers the framework's own refusals in the error shape, with a message that says what to do", async () => {
    const malformed = await raw('POST', '/api/productTemplates', { body: '{"title": ', headers: json });
    expect(malformed).toMatchObject({
      status: 400,
      error: {
        code: 'VALIDATION_FAILED',
        message: apiErrors.malformedJson,
        fields: { _: apiErrors.malformedJson },
      },
    });
    const empty = await raw('POST', '/api/productTemplates', { body: '', headers: json });
    expect(empty).toMatchObject({
      status: 400,
      error: { code: 'VALIDATION_FAILED', fields: { _: apiErrors.bodyNotObject } },
    });

    const tooLarge = await raw('POST', '/api/productTemplates', {
      body: JSON.stringify({ title: 'x'.repeat(1_100_000) }),
      headers: json,
    });
    expect(tooLarge).toMatchObject({
      status: 413,
      error: { code: 'PAYLOAD_TOO_LARGE', message: apiErrors.bodyTooLarge(1) },
    });

    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const answer = await raw('POST', '/api/productTemplates', {
        body: 'title=x',
        headers: { 'content-type': type },
      });
      expect({ type, status: answer.status, error: answer.error }).toEqual({
        type,
        status: 415,
        error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: apiErrors.unsupportedMediaType },
      });
    }

    const wrongMethod = await raw('PATCH', '/api/productTemplates');
    expect(wrongMethod).toMatchObject({ status: 405, error: { code: 'METHOD_NOT_ALLOWED' } });
    expect(wrongMethod.headers.get('allow')).toBe('GET, HEAD, POST');
    expect(wrongMethod.error.message).toBe(
      apiErrors.methodNotAllowed('PATCH', '/api/productTemplates', 'GET, HEAD, POST'),
    );

    const longSegment = await raw('GET', `/api/inventories/${'9'.repeat(200)}`);
    expect(longSegment).toMatchObject({
      status: 414,
      error: { code: 'URI_TOO_LONG', message: apiErrors.uriTooLong },
    });

    // Refused by Node's parser before Fastify: still our shape.
    const hugeHeaders = await raw('GET', '/api/me', { headers: { 'x-padding': 'a'.repeat(20_000) } });
    expect(hugeHeaders).toMatchObject({
      status: 431,
      error: { code: 'HEADERS_TOO_LARGE', message: apiErrors.headersTooLarge },
    });
  });

  it('refuses a body that is not a JSON object (null, a list, a string, a number) with 400, never 5xx', async () => {
    const before = await t.dataSource.getRepository(ProductTemplate).count();
    for (const [method, path] of [
      ['POST', '/api/productTemplates'],
      ['PUT', '/api/productTemplates/1'],
    ]) {
      for (const body of ['null', '[]', '"template"', '42', 'true']) {
        const answer = await raw(method, path, { body, headers: json });
        expect({ method, body, status: answer.status, error: answer.error }).toEqual({
          method,
          body,
          status: 400,
          error: {
            code: 'VALIDATION_FAILED',
            message: apiErrors.bodyNotObject,
            fields: { _: apiErrors.bodyNotObject },
          },
        });
      }
    }
    expect(await t.dataSource.getRepository(ProductTemplate).count()).toBe(before);
  });

  it('refuses fields the contract does not name, naming them, at any depth', async () => {
    const before = await t.dataSource.getRepository(ProductTemplate).count();
    const extra = await call(t, 'POST', '/api/productTemplates', {
      token: admin.token,
      body: { ...template(), colour: 'red', weigth: 12 },
    });
    expect(extra.status).toBe(400);
    const { error } = apiErrorBody.parse(extra.body);
    expect(error.message).toBe(apiErrors.unknownFields(['colour', 'weigth']));
    expect(error.fields).toEqual({
      colour: apiErrors.unknownField('colour'),
      weigth: apiErrors.unknownField('weigth'),
    });
    // Alongside the contract's own refusals, every field is named.
    const both = await call(t, 'POST', '/api/productTemplates', {
      token: admin.token,
      body: { ...template(), title: '', colour: 'red' },
    });
    expect(Object.keys(apiErrorBody.parse(both.body).error.fields ?? {}).sort()).toEqual(['colour', 'title']);
    expect(await t.dataSource.getRepository(ProductTemplate).count()).toBe(before);
    // The same body without them is saved.
    expect(
      (await call(t, 'POST', '/api/productTemplates', { token: admin.token, body: template() })).status,
    ).toBe(201);
  });

  it('answers 404 for unknown sub-paths of a record path, and for ids that are not ids', async () => {
    for (const path of [
      '/api/inventories/nope',
      '/api/inventories/nope/deeper',
      '/api/inventories/0',
      '/api/productTemplates/abc',
      '/api/inventories/-3',
    ]) {
      const answer = await raw('GET', path);
      expect({ path, status: answer.status, code: answer.error.code }).toEqual({
        path,
        status: 404,
        code: 'NOT_FOUND',
      });
    }
  });

  it('marks every /api and /open answer no-store, errors included, and leaves static files cacheable', async () => {
    const answers = [
      await fetch(`${t.baseUrl}/api/me`, { headers: { authorization: `Bearer ${admin.token}` } }),
      await fetch(`${t.baseUrl}/api/me`),
      await fetch(`${t.baseUrl}/api/nope`),
      await fetch(`${t.baseUrl}/open/app`),
      await fetch(`${t.baseUrl}/open/stores/nope-nope`),
      await fetch(`${t.baseUrl}/api/productTemplates`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin.token}`, ...json },
        body: 'null',
      }),
    ];
    for (const response of answers) {
      expect({ url: response.url, cache: response.headers.get('cache-control') }).toEqual({
        url: response.url,
        cache: 'no-store',
      });
      await response.arrayBuffer();
    }
    const asset = await fetch(`${t.baseUrl}/assets/index-3f9a1c.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    await asset.text();
    const docsAsset = await fetch(`${t.baseUrl}/api/docs/assets/swagger-ui.css`);
    expect(docsAsset.headers.get('cache-control')).not.toBe('no-store');
    await docsAsset.text();
  });

  it('exports the inventory as a CSV file to browsers and as { csv } to a client that asks for JSON', async () => {
    const product = await seedProduct(t.dataSource, admin.store.id, { title: 'Exported Dunk' });
    const item = await seedInventoryItem(t.dataSource, {
      storeId: admin.store.id,
      productId: product.id,
      productTemplateId: product.productTemplateId,
    });
    const path = `${t.baseUrl}/api/inventories/exportInventory`;
    const auth = { authorization: `Bearer ${admin.token}` };
    const file = await fetch(path, {
      headers: { ...auth, accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(file.headers.get('content-type')).toContain('text/csv');
    expect(file.headers.get('content-disposition')).toContain('attachment');
    // The bytes as sent (text() would drop the byte order mark spreadsheets need).
    const text = Buffer.from(await file.arrayBuffer()).toString('utf8');
    expect(text).toContain(item.code);

    const asJson = await fetch(path, { headers: { ...auth, accept: 'application/json' } });
    expect(asJson.headers.get('content-type')).toContain('application/json');
    const { csv } = exportInventoryResponse.parse(await asJson.json());
    expect(csv).toBe(text);
    expect(csv.startsWith('\uFEFFId,Code,')).toBe(true);
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
