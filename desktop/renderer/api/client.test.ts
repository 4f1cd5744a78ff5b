import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiErrors } from '@shared/messages';
import { ApiError } from './api-error';
import { type RefreshOutcome } from '../features/session/session-manager';
import { createApiClient } from './client';

interface Call {
  url: string;
  init: RequestInit;
}

/** A client whose "server" answers with `response`, recording what it was asked. */
function clientAnswering(
  response: () => Response,
  token: string | null = 'token-123',
  refreshOutcome: RefreshOutcome = 'rejected',
) {
  const calls: Call[] = [];
  let refreshCount = 0;
  let signOutCount = 0;
  const request = createApiClient({
    fetch: (url, init) => {
      calls.push({ url, init });
      return Promise.resolve(response());
    },
    auth: {
      getAccessToken: () => Promise.resolve(token),
      refresh: () => {
        refreshCount += 1;
        return Promise.resolve(refreshOutcome);
      },
      signOut: () => {
        signOutCount += 1;
      },
    },
  });
  return { request, calls, refreshCount: () => refreshCount, signOutCount: () => signOutCount };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiRequest', () => {
  it('parses a successful body with the schema', async () => {
    const { request } = clientAnswering(() => json({ employees: [{ id: 3, email: 'a@b.c', extra: true }] }));
    const schema = z.object({ employees: z.array(z.object({ id: z.number(), email: z.string() })) });
    await expect(request({ method: 'GET', path: '/api/employees', schema })).resolves.toEqual({
      employees: [{ id: 3, email: 'a@b.c' }],
    });
  });

  it('treats an error field on a 200 as a failure with its message (spec 001 §7)', async () => {
    const { request } = clientAnswering(() =>
      json({ error: { code: 'CONFLICT', message: 'Item already scanned', fields: { code: 'taken' } } }),
    );
    const error = await failure(request({ method: 'POST', path: '/api/scans', body: {} }));
    expect(error).toMatchObject({
      status: 200,
      code: 'CONFLICT',
      message: 'Item already scanned',
      fields: { code: 'taken' },
    });
  });

  it('takes a bare string error as the message', async () => {
    const { request } = clientAnswering(() => json({ error: "Handle doesn't exist." }, 404));
    const error = await failure(request({ method: 'GET', path: '/open/stores/nope' }));
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: "Handle doesn't exist." });
  });

  it('falls back to a generic message when a failure is not JSON', async () => {
    const { request } = clientAnswering(
      () =>
        new Response('<html>Bad Gateway</html>', { status: 500, headers: { 'Content-Type': 'text/html' } }),
    );
    const error = await failure(request({ method: 'GET', path: '/api/products' }));
    expect(error).toMatchObject({ status: 500, code: 'INTERNAL', message: apiErrors.internal });
  });

  it('says the server could not be reached when fetch itself fails', async () => {
    const request = createApiClient({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      auth: {
        getAccessToken: () => Promise.resolve(null),
        refresh: () => Promise.resolve('rejected'),
        signOut: () => undefined,
      },
    });
    const error = await failure(request({ method: 'GET', path: '/api/me' }));
    expect(error).toMatchObject({ status: 0, message: apiErrors.networkUnavailable });
  });

  it('reports a success that breaks the schema as a failure, not as data', async () => {
    const { request } = clientAnswering(() => json({ profile: { id: 'not-a-number' } }));
    const schema = z.object({ profile: z.object({ id: z.number() }) });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await failure(request({ method: 'GET', path: '/api/me', schema }));
    expect(error).toMatchObject({ code: 'INTERNAL', message: apiErrors.internal });
    expect(consoleError).toHaveBeenCalledOnce();
    consoleError.mockRestore();
  });

  it('asks for a refresh on a 401 from /api and gives up when the session is refused', async () => {
    const client = clientAnswering(() =>
      json({ error: { code: 'UNAUTHENTICATED', message: 'Please sign in.' } }, 401),
    );
    const error = await failure(client.request({ method: 'GET', path: '/api/me' }));
    expect(error.status).toBe(401);
    expect(client.refreshCount()).toBe(1);
    expect(client.calls).toHaveLength(1);
  });

  it('keeps the session on other failures', async () => {
    const client = clientAnswering(() => json({ error: { code: 'FORBIDDEN', message: 'No.' } }, 403));
    await failure(client.request({ method: 'GET', path: '/api/me' }));
    expect(client.refreshCount()).toBe(0);
    expect(client.signOutCount()).toBe(0);
  });

  it('does not refresh for a 401 from a public call (a wrong password at login)', async () => {
    const client = clientAnswering(() =>
      json({ error: { code: 'UNAUTHENTICATED', message: 'Incorrect email or password.' } }, 401),
    );
    const error = await failure(
      client.request({ method: 'POST', path: '/open/auth/login', body: { email: 'a@b.c', password: 'x' } }),
    );
    expect(error.message).toBe('Incorrect email or password.');
    expect(client.refreshCount()).toBe(0);
  });

  it('sends the refresh cookie with /open/auth calls, and the token only when asked', async () => {
    const { request, calls } = clientAnswering(() => json({ ok: true }));
    await request({ method: 'POST', path: '/open/auth/resend-verification', withToken: true });
    await request({ method: 'POST', path: '/open/auth/forgot', body: { email: 'a@b.c' } });
    await request({ method: 'GET', path: '/open/store' });
    expect(calls.map((call) => call.init.credentials)).toEqual(['include', 'include', undefined]);
    expect(calls.map((call) => new Headers(call.init.headers).get('Authorization'))).toEqual([
      'Bearer token-123',
      null,
      null,
    ]);
  });

  it('sends GET parameters in the query string with the bearer token', async () => {
    const { request, calls } = clientAnswering(() => json({ products: [] }));
    await request({
      method: 'GET',
      path: '/api/products',
      query: { search: 'jordan 1', location: 2, printed: false, skipped: undefined, ids: [4, 5] },
    });
    expect(calls[0].url).toBe('/api/products?search=jordan+1&location=2&printed=false&ids=4&ids=5');
    expect(calls[0].init.method).toBe('GET');
    expect(calls[0].init.body).toBeUndefined();
    expect(new Headers(calls[0].init.headers).get('Authorization')).toBe('Bearer token-123');
  });

  it('sends other methods a JSON body', async () => {
    const { request, calls } = clientAnswering(() => new Response(null, { status: 204 }));
    await expect(
      request({
        method: 'PUT',
        path: '/api/employees/4',
        body: { accessControls: ['Orders'], isActive: true },
      }),
    ).resolves.toBeUndefined();
    expect(calls[0].init.body).toBe('{"accessControls":["Orders"],"isActive":true}');
    expect(new Headers(calls[0].init.headers).get('Content-Type')).toBe('application/json');
  });

  it('sends no token to the public /open routes', async () => {
    const { request, calls } = clientAnswering(() => json({ store: {} }));
    await request({ method: 'GET', path: '/open/stores/demo' });
    expect(new Headers(calls[0].init.headers).has('Authorization')).toBe(false);
  });

  it('hands back non-JSON success bodies as text (CSV exports)', async () => {
    const { request } = clientAnswering(
      () => new Response('Order No,Name\n1001,Jordan 1', { headers: { 'Content-Type': 'text/csv' } }),
    );
    await expect(request({ method: 'POST', path: '/api/orders/export', body: { orders: [] } })).resolves.toBe(
      'Order No,Name\n1001,Jordan 1',
    );
  });

  it('reads a document as bytes when asked, and still JSON when the answer is JSON', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff]);
    const documentClient = clientAnswering(
      () => new Response(pdf, { headers: { 'Content-Type': 'application/pdf' } }),
    );
    const bytes = await documentClient.request({
      method: 'POST',
      path: '/api/labels',
      body: { inventories: [1], format: 'pdf' },
      responseType: 'bytes',
    });
    expect(bytes).toEqual(pdf);
    expect(new Headers(documentClient.calls[0].init.headers).get('Accept')).toBe('*/*');

    const jobClient = clientAnswering(() => json({ job: { id: 7 } }, 202));
    await expect(
      jobClient.request({ method: 'POST', path: '/api/labels', body: {}, responseType: 'bytes' }),
    ).resolves.toEqual({ job: { id: 7 } });
  });

  it('refuses a document request with the server message, not as bytes', async () => {
    const { request } = clientAnswering(() =>
      json({ error: { code: 'VALIDATION', message: 'Width must be between 25 and 150 mm.' } }, 400),
    );
    const error = await failure(
      request({ method: 'GET', path: '/api/labels/preview', responseType: 'bytes' }),
    );
    expect(error.message).toBe('Width must be between 25 and 150 mm.');
  });
});
