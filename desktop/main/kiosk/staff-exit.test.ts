import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  argsWithoutKiosk,
  checkStaffSignIn,
  KIOSK_EXIT_REFUSED,
  KIOSK_EXIT_SIGN_IN_FAILED,
  mayLeaveKiosk,
  type StaffProfile,
} from './staff-exit';

const employee = (extra: Partial<StaffProfile> = {}): StaffProfile => ({
  kind: 'employee',
  role: 'Employee',
  accessControls: ['Settings'],
  isActive: true,
  ...extra,
});

describe('mayLeaveKiosk', () => {
  it('lets an Admin, an unrestricted employee or one allowed Settings out', () => {
    expect(mayLeaveKiosk(employee({ role: 'Admin', accessControls: ['InStoreApp'] }))).toBe(true);
    expect(mayLeaveKiosk(employee({ accessControls: null }))).toBe(true);
    expect(mayLeaveKiosk(employee())).toBe(true);
  });

  it("keeps the kiosk's own account, a disabled employee and a consigner in", () => {
    expect(mayLeaveKiosk(employee({ accessControls: ['InStoreApp', 'Orders'] }))).toBe(false);
    expect(mayLeaveKiosk(employee({ isActive: false }))).toBe(false);
    expect(mayLeaveKiosk(employee({ kind: 'consigner', role: 'Consigner', accessControls: null }))).toBe(
      false,
    );
  });
});

describe('checkStaffSignIn (against a real HTTP server)', () => {
  /** Answers GET /api/me for the tokens it knows, as the API would. */
  const profiles: Record<string, StaffProfile> = {
    manager: employee({ role: 'Admin' }),
    kiosk: employee({ accessControls: ['InStoreApp'] }),
  };
  const seen: string[] = [];
  let server: Server;
  let serverUrl = '';

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push(`${request.method} ${request.url}`);
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (token === 'broken') {
        response.writeHead(500).end();
        return;
      }
      const profile = request.url === '/shop/api/me' ? profiles[token] : undefined;
      if (!profile) {
        response
          .writeHead(401, { 'Content-Type': 'application/json' })
          .end('{"error":{"code":"UNAUTHENTICATED","message":"no"}}');
        return;
      }
      response
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ profile: { ...profile, id: 1, email: 'x@example.com', store: { id: 1 } } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/shop`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const check = (accessToken: string, url = serverUrl) =>
    checkStaffSignIn({ serverUrl: url, accessToken, fetch: (target, init) => fetch(target, init) });

  it("asks the API who signed in, under the server's folder, and lets a manager out", async () => {
    await expect(check('manager')).resolves.toEqual({ left: true });
    expect(seen).toContain('GET /shop/api/me');
  });

  it('refuses the kiosk account and a token the API does not know', async () => {
    await expect(check('kiosk')).resolves.toEqual({ left: false, reason: KIOSK_EXIT_REFUSED });
    await expect(check('made-up')).resolves.toEqual({ left: false, reason: KIOSK_EXIT_REFUSED });
  });

  it('says the check failed when the API fails or cannot be reached', async () => {
    await expect(check('broken')).resolves.toEqual({ left: false, reason: KIOSK_EXIT_SIGN_IN_FAILED });
    await expect(check('manager', 'http://127.0.0.1:1/')).resolves.toEqual({
      left: false,
      reason: KIOSK_EXIT_SIGN_IN_FAILED,
    });
  });
});

describe('argsWithoutKiosk', () => {
  it('keeps every argument but --kiosk', () => {
    expect(argsWithoutKiosk(['.', '--server', 'http://shop:3000', '--kiosk'])).toEqual([
      '.',
      '--server',
      'http://shop:3000',
    ]);
  });
});
