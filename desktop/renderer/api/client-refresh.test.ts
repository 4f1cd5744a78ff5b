import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrors } from '@shared/messages';
import { createSessionManager, REFRESH_PATH } from '../features/session/session-manager';
import { ApiError } from './api-error';
import { createApiClient } from './client';

/**
 * The client and the session manager together against a fake API: tokens are "t1", "t2", …; /api
 * accepts only the newest one, /open/auth/refresh hands out the next one unless told to refuse.
 */
function fakeApi(options: { refresh?: 'ok' | 'refuse' | 'down'; acceptRenewed?: boolean } = {}) {
  const log: string[] = [];
  let issued = 1;
  let now = 0;
  let releaseRefresh: (() => void) | null = null;
  const refreshGate = { isHeld: false };

  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  const fetch = async (url: string, init: RequestInit): Promise<Response> => {
    const auth = new Headers(init.headers).get('Authorization');
    log.push(`${init.method} ${url}${auth ? ` ${auth.replace('Bearer ', '')}` : ''}`);
    if (url === REFRESH_PATH) {
      if (refreshGate.isHeld) await new Promise<void>((resolve) => (releaseRefresh = resolve));
      if (options.refresh === 'down') throw new TypeError('Failed to fetch');
      if (options.refresh === 'refuse')
        return json({ error: { code: 'UNAUTHENTICATED', message: 'No.' } }, 401);
      issued += 1;
      return json({ accessToken: `t${issued}`, expiresIn: 900 });
    }
    const isCurrent = auth === `Bearer t${issued}` && (options.acceptRenewed ?? true);
    if (!isCurrent)
      return json({ error: { code: 'UNAUTHENTICATED', message: apiErrors.unauthenticated } }, 401);
    return json({ ok: true });
  };

  const hint = { value: true as boolean };
  const manager = createSessionManager({
    fetch,
    now: () => now,
    setTimer: () => 0,
    clearTimer: () => undefined,
    onChange: () => undefined,
    hint: { isSet: () => hint.value, set: () => (hint.value = true), clear: () => (hint.value = false) },
  });
  manager.start({ accessToken: 't1', expiresIn: 900 });

  const request = createApiClient({
    fetch,
    auth: {
      getAccessToken: () => manager.getFreshAccessToken(),
      refresh: () => manager.refresh(),
      signOut: () => manager.signOut({ callServer: false }),
    },
  });

  return {
    request,
    manager,
    log,
    hint,
    /** The server "rotates" the token behind the client's back, as when the token expired. */
    expireToken: () => (issued += 1),
    holdRefresh: () => (refreshGate.isHeld = true),
    releaseRefresh: () => {
      refreshGate.isHeld = false;
      releaseRefresh?.();
    },
    advance: (ms: number) => (now += ms),
    refreshCount: () => log.filter((line) => line.startsWith(`POST ${REFRESH_PATH}`)).length,
  };
}

const ok = z.object({ ok: z.literal(true) });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiRequest with an expired access token', () => {
  it('refreshes once and retries the call with the new token', async () => {
    const api = fakeApi();
    api.expireToken();
    await expect(api.request({ method: 'GET', path: '/api/employees', schema: ok })).resolves.toEqual({
      ok: true,
    });
    expect(api.log).toEqual([
      'GET /api/employees t1',
      `POST ${REFRESH_PATH}`,
      // The fake issued t2 when it "expired" t1, so the refresh hands out t3.
      'GET /api/employees t3',
    ]);
    expect(api.manager.getAccessToken()).toBe('t3');
  });

  it('shares one refresh between calls refused at the same time', async () => {
    const api = fakeApi();
    api.expireToken();
    api.holdRefresh();
    const calls = [
      api.request({ method: 'GET', path: '/api/employees' }),
      api.request({ method: 'GET', path: '/api/me' }),
      api.request({ method: 'GET', path: '/api/employees/4' }),
    ];
    await new Promise((resolve) => setTimeout(resolve, 0));
    api.releaseRefresh();
    await Promise.all(calls);
    expect(api.refreshCount()).toBe(1);
    expect(api.log.filter((line) => line.endsWith(' t3'))).toHaveLength(3);
  });

  it('retries a late 401 with the token another call already renewed, without a second refresh', async () => {
    const api = fakeApi();
    api.expireToken();
    await api.request({ method: 'GET', path: '/api/me' });
    // A call that left with t1 before the refresh, and is refused after it.
    const stale = createApiClient({
      fetch: (url, init) =>
        Promise.resolve(
          new Headers(init.headers).get('Authorization') === 'Bearer t3'
            ? new Response('{"ok":true}', { headers: { 'Content-Type': 'application/json' } })
            : new Response('{"error":{"code":"UNAUTHENTICATED","message":"x"}}', {
                status: 401,
                headers: { 'Content-Type': 'application/json' },
              }),
        ),
      auth: {
        getAccessToken: (() => {
          let first = true;
          return () => {
            const token = first ? 't1' : api.manager.getAccessToken();
            first = false;
            return Promise.resolve(token);
          };
        })(),
        refresh: () => api.manager.refresh(),
        signOut: () => undefined,
      },
    });
    await expect(stale({ method: 'GET', path: '/api/employees' })).resolves.toEqual({ ok: true });
    expect(api.refreshCount()).toBe(1);
  });

  it('signs out when the refresh cookie is refused, without retrying the call', async () => {
    const api = fakeApi({ refresh: 'refuse' });
    api.expireToken();
    const error = await failure(api.request({ method: 'GET', path: '/api/employees' }));
    expect(error.status).toBe(401);
    expect(api.manager.getAccessToken()).toBeNull();
    expect(api.hint.value).toBe(false);
    expect(api.log.filter((line) => line.startsWith('GET'))).toHaveLength(1);
  });

  it('signs out when even the renewed token is refused', async () => {
    const api = fakeApi({ acceptRenewed: false });
    const error = await failure(api.request({ method: 'GET', path: '/api/employees' }));
    expect(error.status).toBe(401);
    expect(api.refreshCount()).toBe(1);
    expect(api.log.filter((line) => line.startsWith('GET'))).toHaveLength(2);
    expect(api.manager.getAccessToken()).toBeNull();
  });

  it('keeps the session when the server cannot be reached for the refresh', async () => {
    const api = fakeApi({ refresh: 'down' });
    api.expireToken();
    const error = await failure(api.request({ method: 'GET', path: '/api/employees' }));
    expect(error).toMatchObject({ status: 0, message: apiErrors.networkUnavailable });
    expect(api.manager.getAccessToken()).toBe('t1');
  });

  it('renews a token about to run out before the call instead of sending it to be refused', async () => {
    const api = fakeApi();
    api.advance(899_000);
    api.expireToken();
    await api.request({ method: 'GET', path: '/api/employees' });
    expect(api.log).toEqual([`POST ${REFRESH_PATH}`, 'GET /api/employees t3']);
  });
});
