import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '@shared/contracts/errors';
import { storeLookupResponse } from '@shared/contracts/stores-lookup';
import { notices, validation } from '@shared/messages';
import { seedStoreWithStaff } from '../support/fixtures';
import { startTestApp, testEngine, type TestApp } from '../support/test-app';

describe(`GET /open/stores/{domain} on ${testEngine()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ APP_DOMAIN: 'consigndesk.example', PUBLIC_URL: 'https://consigndesk.example' });
    await seedStoreWithStaff(t, { handle: 'kicks-lab' });
  });
  afterAll(() => t.close());

  it('finds a store by handle or by handle.APP_DOMAIN, without a token, showing only public fields', async () => {
    for (const domain of ['kicks-lab', 'KICKS-LAB', 'kicks-lab.consigndesk.example']) {
      const response = await fetch(`${t.baseUrl}/open/stores/${domain}`);
      expect(response.status).toBe(200);
      const body = await response.json();
      const { store, loginUrl } = storeLookupResponse.parse(body);
      expect(store.handle).toBe('kicks-lab');
      expect(loginUrl).toBe('https://kicks-lab.consigndesk.example/login?domain=kicks-lab');
      expect(JSON.stringify(body)).not.toContain('accessToken');
    }
  });

  it('GET /open/app tells the product domain, and that stores have subdomains here', async () => {
    const response = await fetch(`${t.baseUrl}/open/app`);
    expect(await response.json()).toEqual({ appDomain: 'consigndesk.example', hasStoreSubdomains: true });
  });

  it("says the handle doesn't exist", async () => {
    const response = await fetch(`${t.baseUrl}/open/stores/no-such-store`);
    expect(response.status).toBe(404);
    expect(apiErrorBody.parse(await response.json()).error.message).toBe(notices.storeLogin.handleNotFound);
  });

  it('refuses a malformed handle with the spec message and the field', async () => {
    const response = await fetch(`${t.baseUrl}/open/stores/${encodeURIComponent('bad handle!')}`);
    expect(response.status).toBe(400);
    const body = apiErrorBody.parse(await response.json());
    expect(body.error).toEqual({
      code: 'VALIDATION_FAILED',
      message: validation.storeSignup.invalidHandle,
      fields: { domain: validation.storeSignup.invalidHandle },
    });
  });
});
