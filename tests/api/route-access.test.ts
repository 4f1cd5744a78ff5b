import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '@shared/contracts/errors';
import { ACCESS } from '../../api/src/common/auth/access.decorators';
import { IS_PUBLIC } from '../../api/src/common/auth/public.decorator';
import { Consigner } from '../../api/src/consigners/consigner.entity';
import { seedStaff, seedStoreWithStaff, type SeededStaff } from '../support/fixtures';
import { startTestApp, testEngine, type TestApp } from '../support/test-app';

interface NestRoute {
  /** 'GET /api/consigners/:id', as Fastify spells it. */
  key: string;
  path: string;
  isPublic: boolean;
  access: readonly string[] | undefined;
}

/** Every handler Nest registered, with what it declares (the metadata ApiAuthGuard reads). */
function nestRoutes(t: TestApp): NestRoute[] {
  const scanner = t.app.get(MetadataScanner);
  const routes: NestRoute[] = [];
  for (const { instance, metatype } of t.app.get(DiscoveryService).getControllers()) {
    if (!instance || !metatype) continue;
    const prototype = Object.getPrototypeOf(instance) as Record<string, object>;
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name];
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (method === undefined) continue;
      const path = `/${[
        Reflect.getMetadata(PATH_METADATA, metatype),
        Reflect.getMetadata(PATH_METADATA, handler),
      ]
        .flatMap((part: string | undefined) => (part ?? '').split('/'))
        .filter(Boolean)
        .join('/')}`;
      const read = <T>(key: string) =>
        (Reflect.getMetadata(key, handler) ?? Reflect.getMetadata(key, metatype)) as T | undefined;
      routes.push({
        key: `${RequestMethod[method]} ${path}`,
        path,
        isPublic: read<boolean>(IS_PUBLIC) === true,
        access: read<string[]>(ACCESS),
      });
    }
  }
  return routes;
}

/** Fastify's own route table ('GET /api/me', …), from printRoutes' tree: what the server really answers. */
function fastifyRoutes(t: TestApp): string[] {
  const tree = t.app.getHttpAdapter().getInstance().printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^(.*?)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    stack.push(match[2]);
    for (const method of (match[3] ?? '')
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean)) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push(`${method} ${stack.join('')}`);
    }
  }
  return routes;
}

/** The documentation's own pages: public by design. */
const PUBLIC_API_PREFIX = '/api/docs';

/** A request with the path exactly as written (fetch would normalise `/./` and `//`). */
function rawRequest(
  t: TestApp,
  method: string,
  path: string,
  token?: string,
): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(t.baseUrl);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        hostname,
        port,
        method,
        path,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end(method === 'GET' ? undefined : '{}');
  });
}

describe(`access declared on every route on ${testEngine()}`, () => {
  let t: TestApp;
  let routes: NestRoute[];

  beforeAll(async () => {
    t = await startTestApp();
    routes = nestRoutes(t);
  });
  afterAll(() => t.close());

  it('every route declares @Public() or @Access (one of them), and every /api route but the docs @Access', () => {
    expect(routes.length).toBeGreaterThan(50);
    const undeclared = routes.filter((route) => !route.isPublic && !route.access?.length);
    const both = routes.filter((route) => route.isPublic && route.access);
    const publicApi = routes.filter(
      (route) =>
        route.isPublic && /^\/api(\/|$)/i.test(route.path) && !route.path.startsWith(PUBLIC_API_PREFIX),
    );
    const tokenlessOpen = routes.filter((route) => route.path.startsWith('/open') && !route.isPublic);
    expect({ undeclared, both, publicApi, tokenlessOpen }).toEqual({
      undeclared: [],
      both: [],
      publicApi: [],
      tokenlessOpen: [],
    });
  });

  it('Fastify answers no /api route that Nest did not declare (nothing bypasses the guard)', () => {
    const served = fastifyRoutes(t);
    expect(served).toContain('GET /api/consigners/:id');
    const declared = new Set(routes.map((route) => route.key));
    const undeclared = served.filter(
      (key) =>
        /^\S+ \/api(\/|$)/i.test(key) && !declared.has(key) && !key.includes(`${PUBLIC_API_PREFIX}/assets/`),
    );
    expect(undeclared).toEqual([]);
  });

  it.each([
    ['Consigners', 'GET /api/consigners/:id'],
    ['Consigners', 'PUT /api/consigners/:id'],
    ['Consigners', 'GET /api/consigners/consignerReport'],
    ['Consigner', 'GET /api/consigners/consignerReport'],
    ['Admin', 'GET /api/reports/dashboardStats'],
    ['Admin', 'GET /api/reports/shopReport'],
    ['Admin', 'GET /api/reports/storeSalePayoutSummary'],
    ['Admin', 'GET /api/inventories/getdasboardInventory'],
    ['Consigners', 'POST /api/consigners/sendResetPassword/:id'],
    ['Employees', 'PUT /api/employees/:id'],
    // The consigner portal (issue 18): the spec calls a consigner makes, and the portal's own.
    ['Consigner', 'POST /api/inventories'],
    ['Consigner', 'POST /api/inventories/cancelDropoff'],
    ['Consigner', 'POST /api/inventories/fees'],
    ['Consigner', 'GET /api/portal/settings'],
    ['Consigner', 'GET /api/portal/items'],
    ['Consigner', 'GET /api/portal/items/:id'],
    ['Consigner', 'POST /api/portal/answerOffer'],
    ['Consigner', 'GET /api/portal/products'],
    ['Consigner', 'GET /api/portal/payouts'],
    ['Account', 'GET /api/portal/store'],
  ])('needs %s on %s', (control, key) => {
    expect(routes.find((route) => route.key === key)?.access).toContain(control);
  });
});

/** The single-page app's page, which answers GET misses outside /api: no handler was reached. */
const SPA_PAGE = '<!doctype html><title>the app page</title>';

/**
 * How the server answered a spelling: refused (401/403), missed (404, or the app's page for a GET
 * that is no /api path), or the status of a handler that answered.
 */
function outcome(response: { status: number; body: string }): string {
  if (response.status === 401 || response.status === 403) return 'refused';
  // 405: the spelling matched a route of another method (with its Allow), and no handler ran.
  if (
    response.status === 404 ||
    response.status === 405 ||
    (response.status === 200 && response.body === SPA_PAGE)
  )
    return 'missed';
  return `answered ${response.status}`;
}

describe(`the auth guard follows the matched route, not the URL's spelling, on ${testEngine()}`, () => {
  let t: TestApp;
  let a: SeededStaff;
  let restricted: string;
  let consigner: Consigner;
  let rendererDir: string;

  beforeAll(async () => {
    rendererDir = await mkdtemp(join(tmpdir(), 'consigndesk-renderer-'));
    await writeFile(join(rendererDir, 'index.html'), SPA_PAGE);
    t = await startTestApp({ RENDERER_DIR: rendererDir });
    a = await seedStoreWithStaff(t, { handle: 'spell-a' });
    restricted = (await seedStaff(t, a.store, { role: 'Employee', accessControls: ['Products'] })).token;
    consigner = await t.dataSource.getRepository(Consigner).save({
      storeId: a.store.id,
      firstName: 'Secretname',
      lastName: 'Bank',
      email: 'spelled@spell-a.test',
      phone: '+1 555 010 2000',
      address: '1 Road',
      accountId: null,
      payoutType: 'Bank',
      bankData: { accountName: 'S B', accountNumber: '99887766' },
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(rendererDir, { recursive: true, force: true });
  });

  const spellings = (id: number) => [
    '/%61pi/me',
    '/%61%70%69/me',
    '/api/%6De',
    '/api/%63onsigners',
    `/api/%63onsigners/${id}`,
    `/%61pi/consigners/${id}`,
    '//api/me',
    '/api//me',
    `/api//consigners/${id}`,
    '/./api/me',
    '/api/./me',
    `/api/consigners/./${id}`,
    '/api/x/../me',
    '/API/me',
    '/Api/Consigners',
    `/API/CONSIGNERS/${id}`,
    '/api/me/',
    '/api/consigners/',
    `/api/consigners/${id}/`,
    '/api/me?',
    '/api/me#x',
    '/%2561pi/me',
    '/api%2Fme',
    '/api/me;x',
  ];

  it('answers 401 or a miss to every spelling without a token, never data', async () => {
    for (const path of spellings(consigner.id)) {
      for (const method of ['GET', 'PUT']) {
        const response = await rawRequest(t, method, path);
        expect({ path, method, outcome: outcome(response) }).toEqual({
          path,
          method,
          outcome: expect.stringMatching(/^(refused|missed)$/),
        });
        expect(response.body).not.toContain('Secretname');
        expect(response.body).not.toContain('99887766');
        if (response.status === 401) {
          expect(apiErrorBody.parse(JSON.parse(response.body)).error.code).toBe('UNAUTHENTICATED');
        }
      }
    }
    expect(
      (await t.dataSource.getRepository(Consigner).findOneByOrFail({ id: consigner.id })).firstName,
    ).toBe('Secretname');
  });

  it("applies the route's access control to every spelling that reaches it", async () => {
    for (const path of spellings(consigner.id).filter((p) => /consigners/i.test(p))) {
      const response = await rawRequest(t, 'GET', path, restricted);
      expect({ path, outcome: outcome(response) }).toEqual({
        path,
        outcome: expect.stringMatching(/^(refused|missed)$/),
      });
      expect(response.body).not.toContain('99887766');
    }
  });

  it('still serves the plain spelling to a caller who may use it', async () => {
    const { status, body } = await rawRequest(t, 'GET', `/%61pi/consigners/${consigner.id}`, a.token);
    expect([200, 404]).toContain(status);
    const plain = await rawRequest(t, 'GET', `/api/consigners/${consigner.id}`, a.token);
    expect(plain.status).toBe(200);
    expect(plain.body).toContain('Secretname');
    if (status === 200) expect(body).toContain('Secretname');
  });

  it('keeps /open and the other public routes open without a token', async () => {
    expect((await rawRequest(t, 'GET', '/healthz')).status).toBe(200);
    expect((await rawRequest(t, 'GET', '/open/stores/spell-a')).status).toBe(200);
    expect((await rawRequest(t, 'GET', '/api/docs/openapi.json')).status).toBe(200);
  });
});
