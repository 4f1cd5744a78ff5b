import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionResponse } from '@shared/contracts/auth';
import { meResponse } from '@shared/contracts/me';
import { apiErrorBody } from '@shared/contracts/errors';
import { currentStoreResponse } from '@shared/contracts/stores-lookup';
import { notices, validation } from '@shared/messages';
import { Store } from '../../api/src/stores/store.entity';
import {
  call,
  callWithHost,
  FIXTURE_PASSWORD,
  seedStoreWithStaff,
  type SeededStaff,
} from '../support/fixtures';
import { startTestApp, testEngine, type TestApp } from '../support/test-app';

const APP_DOMAIN = 'consigndesk.example';
const HOST_A = 'consign.host-a.test';
const HOST_B = 'consign-b.test';

/**
 * Issue 18: the consigner portal on a store's consigner address (consignerCname, consignerUrl).
 * A request naming no store finds it by its Host; Settings keep each host to one store.
 */
describe(`A store's consigner address on ${testEngine()}`, () => {
  let t: TestApp;
  let a: SeededStaff;
  let b: SeededStaff;

  const putSettings = (staff: SeededStaff, body: Record<string, unknown>) =>
    call(t, 'PUT', `/api/stores/${staff.store.id}`, { token: staff.token, body });
  const storeAt = (host: string, path = '/open/store', headers: Record<string, string> = {}) =>
    callWithHost(t, 'GET', path, host, { headers });

  function expectStore(
    response: { status: number; body: unknown },
    handle: string,
    isConsignerAddress: boolean,
  ) {
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const answer = currentStoreResponse.parse(response.body);
    expect(answer.store.handle).toBe(handle);
    expect(answer.isConsignerAddress).toBe(isConsignerAddress);
  }

  beforeAll(async () => {
    t = await startTestApp({ APP_DOMAIN, PUBLIC_URL: `https://${APP_DOMAIN}` });
    a = await seedStoreWithStaff(t, { handle: 'host-a' });
    b = await seedStoreWithStaff(t, { handle: 'host-b' });
    expect((await putSettings(a, { consignerCname: ' Consign.Host-A.TEST ' })).status).toBe(200);
    expect((await putSettings(b, { consignerUrl: HOST_B })).status).toBe(200);
  });
  afterAll(() => t.close());

  it('finds the store by its consigner CNAME or consigner domain, whatever the case, port ignored', async () => {
    expectStore(await storeAt(HOST_A), 'host-a', true);
    expectStore(await storeAt('CONSIGN.Host-A.test:3610'), 'host-a', true);
    expectStore(await storeAt(HOST_B), 'host-b', true);
    expectStore(await storeAt(`${HOST_B}:443`), 'host-b', true);
  });

  it("lets a handle the request names win over the host: that store's page, not a consigner address", async () => {
    expectStore(await storeAt(HOST_A, '/open/store?handle=host-b'), 'host-b', false);
    expectStore(await storeAt(HOST_A, '/open/store', { 'x-store-handle': 'host-b' }), 'host-b', false);
    expectStore(await storeAt(`host-b.${APP_DOMAIN}`), 'host-b', false);
  });

  it('falls back as before for a host no store claims', async () => {
    for (const host of ['unknown.test', APP_DOMAIN, `consign.host-a.test.evil.test`]) {
      const response = await storeAt(host);
      expect(response.status).toBe(404);
      expect(apiErrorBody.parse(response.body).error.message).toBe(notices.storeLogin.handleNotFound);
    }
  });

  it("signs in on the consigner address without a handle, to that address's store only", async () => {
    const login = (staff: SeededStaff) =>
      callWithHost(t, 'POST', '/open/auth/login', HOST_A, {
        body: { email: staff.account.email, password: FIXTURE_PASSWORD },
      });
    const signedIn = await login(a);
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    const { accessToken } = sessionResponse.parse(signedIn.body);
    const me = await call(t, 'GET', '/api/me', { token: accessToken });
    expect(meResponse.parse(me.body).profile.store.handle).toBe('host-a');
    // Store B's staff has no account in store A.
    expect((await login(b)).status).toBe(401);
  });

  describe('Store Settings', () => {
    it('refuses a host another store has as its consigner address, in either field, and saves nothing', async () => {
      const refusals: [string, string][] = [
        ['consignerCname', HOST_A],
        ['consignerUrl', 'CONSIGN.HOST-A.TEST'],
        ['consignerUrl', `${HOST_A}:8443`],
        ['consignerCname', HOST_B],
      ];
      for (const [field, host] of refusals) {
        const response = await putSettings(field === 'consignerCname' && host === HOST_B ? a : b, {
          [field]: host,
        });
        expect(response.status, `${field} ${host}`).toBe(409);
        const message = validation.storeSettings.consignerHostTaken(host.toLowerCase());
        expect(apiErrorBody.parse(response.body).error).toMatchObject({
          message,
          fields: { [field]: message },
        });
      }
      const stores = t.dataSource.getRepository(Store);
      expect(await stores.findOneByOrFail({ id: b.store.id })).toMatchObject({
        consignerUrl: HOST_B,
        consignerCname: null,
      });
      expect(await stores.findOneByOrFail({ id: a.store.id })).toMatchObject({ consignerCname: HOST_A });
    });

    it('lets a store save its own consigner address again, in both fields', async () => {
      const response = await putSettings(a, { consignerCname: HOST_A, consignerUrl: HOST_A });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expectStore(await storeAt(HOST_A), 'host-a', true);
    });
  });
});
