import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okResponse, sessionResponse } from '@shared/contracts/auth';
import { openEmployeeResponse } from '@shared/contracts/employees';
import { apiErrorBody } from '@shared/contracts/errors';
import { meResponse } from '@shared/contracts/me';
import { storeSettingsResponse, storeSignupResponse } from '@shared/contracts/stores';
import { storeLookupResponse } from '@shared/contracts/stores-lookup';
import { apiErrors, authMessages, notices, validation } from '@shared/messages';
import { Account } from '../../api/src/accounts/account.entity';
import { Consigner } from '../../api/src/consigners/consigner.entity';
import { Employee } from '../../api/src/employees/employee.entity';
import { Store } from '../../api/src/stores/store.entity';
import { call, callWithHost, seedStaff, seedStore, seedStoreWithStaff } from '../support/fixtures';
import { waitForJobs } from '../support/jobs';
import { startSmtp, type TestSmtp } from '../support/smtp';
import { startTestApp, testEngine, type TestApp } from '../support/test-app';

const APP_DOMAIN = 'consigndesk.example';
const INVALID_SIGNUP = validation.storeSignup.invalidSignup;

describe(`Store signup and the store of an address on ${testEngine()}`, () => {
  let t: TestApp;
  let smtp: TestSmtp;

  beforeAll(async () => {
    smtp = await startSmtp();
    // A product domain: each store has its subdomain, so mail links carry no ?handle=.
    t = await startTestApp({ SMTP_URL: smtp.url, APP_DOMAIN, PUBLIC_URL: `https://${APP_DOMAIN}` });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const signUp = (body: Record<string, unknown>) => call(t, 'POST', '/open/stores', { body });
  const storesWithHandle = (handle: string) => t.dataSource.getRepository(Store).countBy({ handle });

  function expectError(
    response: { status: number; body: unknown },
    status: number,
    error: { code: string; message?: string; fields?: Record<string, string> },
  ): void {
    expect(response.status).toBe(status);
    expect(apiErrorBody.parse(response.body).error).toMatchObject(error);
  }

  describe('POST /open/stores', () => {
    it('creates the store and its Admin, and mails the link that creates the login', async () => {
      const response = await signUp({
        name: 'Fresh Kicks',
        email: 'Owner@Fresh-Kicks.test',
        handle: 'Fresh-Kicks',
      });
      expect(response.status).toBe(201);
      const { store } = storeSignupResponse.parse(response.body);
      expect(store).toMatchObject({
        name: 'Fresh Kicks',
        handle: 'fresh-kicks',
        supportEmail: 'owner@fresh-kicks.test',
        isBuyingStore: false,
        maintenanceMode: false,
      });

      const row = await t.dataSource.getRepository(Store).findOneByOrFail({ id: store.id });
      expect(row.handle).toBe('fresh-kicks');
      const staff = await t.dataSource.getRepository(Employee).findBy({ storeId: store.id });
      expect(staff).toHaveLength(1);
      // The store's own consigner account, for stock it buys outright.
      const own = await t.dataSource
        .getRepository(Consigner)
        .findBy({ storeId: store.id, isStoreAccount: true });
      expect(own).toHaveLength(1);
      expect(own[0]).toMatchObject({ firstName: 'Fresh Kicks', isActive: true });
      const [admin] = staff;
      expect(admin).toMatchObject({
        email: 'owner@fresh-kicks.test',
        role: 'Admin',
        accountId: null,
        accessControls: null,
        isActive: true,
      });
      expect(await t.dataSource.getRepository(Account).countBy({ storeId: store.id })).toBe(0);

      const mail = await smtp.waitFor('owner@fresh-kicks.test');
      const link = smtp.linkIn(mail, `/signup/${admin.id}`);
      expect(link.origin).toBe(`https://fresh-kicks.${APP_DOMAIN}`);
      expect(link.searchParams.has('handle')).toBe(false);
      const token = link.searchParams.get('token');
      if (!token) throw new Error(`no token in ${link.href}`);

      // The signup page shows the invite behind the link.
      const invite = await call(t, 'GET', `/open/employees/${admin.id}?token=${encodeURIComponent(token)}`);
      expect(invite.status).toBe(200);
      expect(openEmployeeResponse.parse(invite.body).employee).toMatchObject({
        id: admin.id,
        email: 'owner@fresh-kicks.test',
        isLinked: false,
        store: { id: store.id, handle: 'fresh-kicks' },
      });

      const accepted = await call(t, 'PUT', `/open/employees/accept/${admin.id}`, {
        body: { token, password: 'owner-password-1' },
      });
      expect(accepted.status).toBe(200);
      expect(okResponse.parse(accepted.body)).toEqual({ ok: true });
      const account = await t.dataSource
        .getRepository(Account)
        .findOneByOrFail({ storeId: store.id, email: 'owner@fresh-kicks.test' });
      expect(account.emailVerifiedAt).not.toBeNull();
      expect((await t.dataSource.getRepository(Employee).findOneByOrFail({ id: admin.id })).accountId).toBe(
        account.id,
      );

      const login = await call(t, 'POST', '/open/auth/login', {
        body: { email: 'owner@fresh-kicks.test', password: 'owner-password-1', handle: 'fresh-kicks' },
      });
      expect(login.status).toBe(200);
      const { accessToken } = sessionResponse.parse(login.body);
      const { profile } = meResponse.parse((await call(t, 'GET', '/api/me', { token: accessToken })).body);
      expect(profile).toMatchObject({
        kind: 'employee',
        id: admin.id,
        role: 'Admin',
        accessControls: null,
        emailVerified: true,
        isActive: true,
        store: { id: store.id, handle: 'fresh-kicks' },
      });

      // The link works once.
      const again = await call(t, 'PUT', `/open/employees/accept/${admin.id}`, {
        body: { token, password: 'someone-else-1' },
      });
      expect([400, 409]).toContain(again.status);
      expect(apiErrorBody.parse(again.body).error.code).toMatch(/^(VALIDATION_FAILED|CONFLICT)$/);
    });

    it('shows the invite only with the right token for the right employee', async () => {
      const response = await signUp({
        name: 'Token Shop',
        email: 'owner@token-shop.test',
        handle: 'token-shop',
      });
      expect(response.status).toBe(201);
      const link = smtp.linkIn(await smtp.waitFor('owner@token-shop.test'), '/signup/');
      const id = Number(link.pathname.split('/').pop());
      const token = link.searchParams.get('token') ?? '';

      expectError(await call(t, 'GET', `/open/employees/${id}?token=not-the-token`), 400, {
        code: 'VALIDATION_FAILED',
        message: authMessages.linkInvalid,
      });
      expectError(
        await call(t, 'GET', `/open/employees/${id + 1000}?token=${encodeURIComponent(token)}`),
        400,
        {
          code: 'VALIDATION_FAILED',
          message: authMessages.linkInvalid,
        },
      );
      expectError(await call(t, 'GET', `/open/employees/${id}`), 400, { code: 'VALIDATION_FAILED' });
      expectError(
        await call(t, 'PUT', `/open/employees/accept/${id}`, {
          body: { token: 'not-the-token', password: 'owner-password-1' },
        }),
        400,
        { code: 'VALIDATION_FAILED', message: authMessages.linkInvalid },
      );
      // The refused attempts did not use the link up.
      expect((await call(t, 'GET', `/open/employees/${id}?token=${encodeURIComponent(token)}`)).status).toBe(
        200,
      );
    });

    it('refuses an invalid email, name or handle with the one spec message', async () => {
      const bodies: Record<string, unknown>[] = [
        { name: 'Valid Name', email: 'not-an-email', handle: 'valid-one' },
        { name: '', email: 'owner@valid.test', handle: 'valid-two' },
        { name: '   ', email: 'owner@valid.test', handle: 'valid-three' },
        { name: 'Valid Name', email: 'owner@valid.test', handle: 'bad handle!' },
        { name: 'Valid Name', email: 'owner@valid.test', handle: '-dashed' },
        { name: 'Valid Name', email: 'owner@valid.test', handle: '' },
        { email: 'owner@valid.test', handle: 'valid-four' },
        { name: 'Valid Name', handle: 'valid-five' },
        { name: 'Valid Name', email: 'owner@valid.test' },
      ];
      const before = await t.dataSource.getRepository(Store).count();
      for (const body of bodies) {
        const response = await signUp(body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        const { error } = apiErrorBody.parse(response.body);
        expect(error.code).toBe('VALIDATION_FAILED');
        expect(error.message, JSON.stringify(body)).toBe(INVALID_SIGNUP);
      }
      expect(await t.dataSource.getRepository(Store).count()).toBe(before);
      await waitForJobs(t.dataSource);
      expect(smtp.mails.filter((mail) => mail.to.includes('owner@valid.test'))).toEqual([]);
    });

    it('refuses a taken handle (any case) and leaves the first store alone', async () => {
      expect((await signUp({ name: 'First', email: 'first@taken.test', handle: 'taken-shop' })).status).toBe(
        201,
      );
      for (const handle of ['taken-shop', 'Taken-Shop']) {
        const second = await signUp({ name: 'Second', email: 'second@taken.test', handle });
        expectError(second, 409, {
          code: 'CONFLICT',
          message: authMessages.handleTaken,
          fields: { handle: authMessages.handleTaken },
        });
      }
      expect(await storesWithHandle('taken-shop')).toBe(1);
      expect((await t.dataSource.getRepository(Store).findOneByOrFail({ handle: 'taken-shop' })).name).toBe(
        'First',
      );
      expect(await t.dataSource.getRepository(Employee).countBy({ email: 'second@taken.test' })).toBe(0);
      await waitForJobs(t.dataSource);
      expect(smtp.mails.filter((mail) => mail.to.includes('second@taken.test'))).toEqual([]);
    });

    it("refuses the product's own names as handles", async () => {
      for (const handle of ['www', 'API', 'admin']) {
        const response = await signUp({ name: 'Sneaky', email: 'sneaky@reserved.test', handle });
        expectError(response, 409, { code: 'CONFLICT', message: authMessages.handleTaken });
        expect(await storesWithHandle(handle.toLowerCase())).toBe(0);
      }
    });

    // MariaDB enforces column lengths (SQLite does not): the name must fit everywhere signup copies it.
    it('accepts a store name of up to 255 characters', async () => {
      const name = `Long Name ${'x'.repeat(140)}`;
      const response = await signUp({ name, email: 'owner@long-name.test', handle: 'long-name' });
      expect(response.status).toBe(201);
      expect(storeSignupResponse.parse(response.body).store.name).toBe(name);
    });

    it('keeps the platform connection, and its access token never leaves the API', async () => {
      const secret = 'shpat_do-not-leak-4c9f';
      const response = await signUp({
        name: 'Linked Shop',
        email: 'owner@linked-shop.test',
        handle: 'linked-shop',
        shop: 'linked-shop.myshopify.com',
        accessToken: secret,
        platform: 'shopify',
      });
      expect(response.status).toBe(201);
      const row = await t.dataSource.getRepository(Store).findOneByOrFail({ handle: 'linked-shop' });
      expect(row.shop).toEqual({ shop: 'linked-shop.myshopify.com', accessToken: secret });
      expect(row.platform).toBe('shopify');

      const admin = await seedStaff(t, row, { email: 'settings@linked-shop.test' });
      const answers = [
        response,
        await call(t, 'GET', '/open/stores/linked-shop'),
        await call(t, 'GET', '/open/store?handle=linked-shop'),
        await call(t, 'GET', '/api/me', { token: admin.token }),
        await call(t, 'PUT', `/api/stores/${row.id}`, { token: admin.token, body: { logo: null } }),
      ];
      for (const answer of answers) {
        expect(answer.status).toBeLessThan(300);
        const text = JSON.stringify(answer.body);
        expect(text).not.toContain(secret);
        expect(text).not.toContain('accessToken');
      }
      // The public answers do not name the platform shop either.
      for (const answer of answers.slice(0, 3)) {
        expect(JSON.stringify(answer.body)).not.toContain('myshopify');
      }
      // Settings show the shop address, never the token.
      expect(storeSettingsResponse.parse(answers[4].body).store.shop).toEqual({
        shop: 'linked-shop.myshopify.com',
      });
    });
  });

  describe('GET /open/store', () => {
    beforeAll(async () => {
      await seedStore(t.dataSource, { handle: 'kicks' });
      await seedStore(t.dataSource, { handle: 'other-kicks' });
    });

    function expectKicks(response: { status: number; body: unknown }, handle = 'kicks'): void {
      expect(response.status).toBe(200);
      const { store, loginUrl } = storeLookupResponse.parse(response.body);
      expect(store.handle).toBe(handle);
      expect(loginUrl).toBe(`https://${handle}.${APP_DOMAIN}/login?domain=${handle}`);
    }

    it('finds the store by ?handle=, by X-Store-Handle, and by subdomain', async () => {
      expectKicks(await call(t, 'GET', '/open/store?handle=kicks'));
      expectKicks(await call(t, 'GET', '/open/store?handle=KICKS'));
      expectKicks(await call(t, 'GET', '/open/store', { headers: { 'x-store-handle': 'kicks' } }));
      expectKicks(await callWithHost(t, 'GET', '/open/store', `kicks.${APP_DOMAIN}`));
      expectKicks(await callWithHost(t, 'GET', '/open/store', `Kicks.${APP_DOMAIN}:443`));
    });

    it('prefers ?handle= over the header, and the header over the subdomain', async () => {
      expectKicks(
        await call(t, 'GET', '/open/store?handle=other-kicks', { headers: { 'x-store-handle': 'kicks' } }),
        'other-kicks',
      );
      const viaHeader = await callWithHost(t, 'GET', '/open/store', `kicks.${APP_DOMAIN}`, {
        headers: { 'x-store-handle': 'other-kicks' },
      });
      expectKicks(viaHeader, 'other-kicks');
    });

    it("says the handle doesn't exist for an unknown store or an address with no store", async () => {
      const answers = [
        await call(t, 'GET', '/open/store?handle=no-such-store'),
        await call(t, 'GET', '/open/store', { headers: { 'x-store-handle': 'no-such-store' } }),
        await callWithHost(t, 'GET', '/open/store', `no-such-store.${APP_DOMAIN}`),
        // The product domain itself, and a deeper name, are no store.
        await callWithHost(t, 'GET', '/open/store', APP_DOMAIN),
        await callWithHost(t, 'GET', '/open/store', `a.kicks.${APP_DOMAIN}`),
        await call(t, 'GET', '/open/store'),
      ];
      for (const answer of answers) {
        expectError(answer, 404, { code: 'NOT_FOUND', message: notices.storeLogin.handleNotFound });
      }
    });
  });

  describe('PUT /api/stores/{id}', () => {
    it("lets an Admin change the store's settings, merging features", async () => {
      const { store, token } = await seedStoreWithStaff(t, { handle: 'settings-a' });
      const response = await call(t, 'PUT', `/api/stores/${store.id}`, {
        token,
        body: {
          maintenanceMode: true,
          isBuyingStore: true,
          supportEmail: ' Help@Settings-A.test ',
          logo: 'https://cdn.example/settings-a.png',
          features: { scanItems: true },
        },
      });
      expect(response.status).toBe(200);
      expect(storeSettingsResponse.parse(response.body).store).toMatchObject({
        id: store.id,
        maintenanceMode: true,
        isBuyingStore: true,
        supportEmail: 'help@settings-a.test',
        logo: 'https://cdn.example/settings-a.png',
        features: { scanItems: true, hideBankRouting: false, labelLayout: 'standard' },
      });

      const merged = await call(t, 'PUT', `/api/stores/${store.id}`, {
        token,
        body: { features: { labelLayout: 'compact' } },
      });
      expect(merged.status).toBe(200);
      expect(storeSettingsResponse.parse(merged.body).store).toMatchObject({
        maintenanceMode: true,
        logo: 'https://cdn.example/settings-a.png',
        features: { scanItems: true, hideBankRouting: false, labelLayout: 'compact' },
      });

      const { profile } = meResponse.parse((await call(t, 'GET', '/api/me', { token })).body);
      expect(profile.store).toMatchObject({
        maintenanceMode: true,
        isBuyingStore: true,
        supportEmail: 'help@settings-a.test',
        logo: 'https://cdn.example/settings-a.png',
        features: { scanItems: true, hideBankRouting: false, labelLayout: 'compact' },
      });
      const row = await t.dataSource.getRepository(Store).findOneByOrFail({ id: store.id });
      expect(row.features).toEqual({ scanItems: true, hideBankRouting: false, labelLayout: 'compact' });

      const cleared = await call(t, 'PUT', `/api/stores/${store.id}`, { token, body: { logo: null } });
      expect(storeSettingsResponse.parse(cleared.body).store.logo).toBeNull();
    });

    it("answers 404 for another store's id and leaves that store unchanged", async () => {
      const victim = await seedStoreWithStaff(t, { handle: 'settings-victim' });
      const intruder = await seedStoreWithStaff(t, { handle: 'settings-intruder' });
      const before = await t.dataSource.getRepository(Store).findOneByOrFail({ id: victim.store.id });
      const response = await call(t, 'PUT', `/api/stores/${victim.store.id}`, {
        token: intruder.token,
        body: { maintenanceMode: true, supportEmail: 'pwned@intruder.test', features: { scanItems: true } },
      });
      expectError(response, 404, { code: 'NOT_FOUND' });
      const after = await t.dataSource.getRepository(Store).findOneByOrFail({ id: victim.store.id });
      expect(after).toEqual(before);
      const intruderRow = await t.dataSource.getRepository(Store).findOneByOrFail({ id: intruder.store.id });
      expect(intruderRow.maintenanceMode).toBe(false);
    });

    it('needs the Settings access control', async () => {
      const { store } = await seedStoreWithStaff(t, { handle: 'settings-staff' });
      const clerk = await seedStaff(t, store, {
        role: 'Employee',
        accessControls: ['Products', 'Inventory'],
      });
      const response = await call(t, 'PUT', `/api/stores/${store.id}`, {
        token: clerk.token,
        body: { maintenanceMode: true },
      });
      expectError(response, 403, { code: 'FORBIDDEN', message: apiErrors.forbiddenNeeds(['Settings']) });
      expect(
        (await t.dataSource.getRepository(Store).findOneByOrFail({ id: store.id })).maintenanceMode,
      ).toBe(false);
      // An employee whose list includes Settings may.
      const manager = await seedStaff(t, store, { role: 'Employee', accessControls: ['Settings'] });
      expect(
        (
          await call(t, 'PUT', `/api/stores/${store.id}`, {
            token: manager.token,
            body: { isBuyingStore: true },
          })
        ).status,
      ).toBe(200);
      expect(
        (await call(t, 'PUT', `/api/stores/${store.id}`, { body: { isBuyingStore: true } })).status,
      ).toBe(401);
    });

    it('refuses an invalid support email or feature value', async () => {
      const { store, token } = await seedStoreWithStaff(t, { handle: 'settings-invalid' });
      expectError(
        await call(t, 'PUT', `/api/stores/${store.id}`, { token, body: { supportEmail: 'not-an-email' } }),
        400,
        {
          code: 'VALIDATION_FAILED',
          message: validation.storeSettings.supportEmailRequired,
          fields: { supportEmail: validation.storeSettings.supportEmailRequired },
        },
      );
      const badFeature = await call(t, 'PUT', `/api/stores/${store.id}`, {
        token,
        body: { features: { labelLayout: 'poster' } },
      });
      expectError(badFeature, 400, { code: 'VALIDATION_FAILED' });
      expect(apiErrorBody.parse(badFeature.body).error.fields).toHaveProperty(['features.labelLayout']);
      const row = await t.dataSource.getRepository(Store).findOneByOrFail({ id: store.id });
      expect(row.supportEmail).toBe('support@settings-invalid.test');
      expect(row.features.labelLayout).toBe('standard');
    });
  });
});
