import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okResponse, REFRESH_COOKIE_NAME, sessionResponse } from '@shared/contracts/auth';
import { consignerProfileResponse } from '@shared/contracts/consigner-accounts';
import { apiErrorBody } from '@shared/contracts/errors';
import { meResponse } from '@shared/contracts/me';
import { authMessages, notices } from '@shared/messages';
import { Account } from '../../api/src/accounts/account.entity';
import { Consigner } from '../../api/src/consigners/consigner.entity';
import { type Store } from '../../api/src/stores/store.entity';
import { call, seedStore } from '../support/fixtures';
import { waitForJobs } from '../support/jobs';
import { type TestSmtp } from '../support/smtp';
import { startTestAppWithSmtp, testEngine, type TestAppWithSmtp } from '../support/test-app';

const PUBLIC_URL = 'http://consigndesk.test';
const PASSWORD = 'consigner-password-1';
const NEW_PASSWORD = 'consigner-password-2';

describe(`A consigner's own account (/api/consigners) on ${testEngine()}`, () => {
  let t: TestAppWithSmtp;
  let smtp: TestSmtp;
  let market: Store;
  let other: Store;

  beforeAll(async () => {
    t = await startTestAppWithSmtp({ PUBLIC_URL });
    smtp = t.smtp;
    market = await seedStore(t.dataSource, { handle: 'market' });
    other = await seedStore(t.dataSource, { handle: 'other' });
  });
  afterAll(() => t.close());

  function expectError(
    response: { status: number; body: unknown },
    status: number,
    error: { code: string; message?: string; fields?: Record<string, string> },
  ): void {
    expect(response.status).toBe(status);
    expect(apiErrorBody.parse(response.body).error).toMatchObject(error);
  }

  function refreshCookieIn(headers: Headers): string {
    const raw = headers.getSetCookie().find((cookie) => cookie.startsWith(`${REFRESH_COOKIE_NAME}=`));
    if (!raw) throw new Error(`no ${REFRESH_COOKIE_NAME} cookie`);
    return raw.split(';')[0];
  }

  async function verifyLinkToken(to: string): Promise<string> {
    const link = smtp.linkIn(await smtp.waitFor(to), '/verify');
    expect(link.searchParams.get('handle')).toBe('market');
    const token = link.searchParams.get('token');
    if (!token) throw new Error(`no token in ${link.href}`);
    return token;
  }

  /** POST /open/auth/register in the market store: signed in, email not verified yet. */
  async function register(email: string) {
    const response = await call(t, 'POST', '/open/auth/register', {
      body: { email, password: PASSWORD, handle: 'market' },
    });
    expect(response.status).toBe(201);
    return { ...sessionResponse.parse(response.body), cookie: refreshCookieIn(response.headers) };
  }

  /** Registers and follows the mailed link: a verified account with no profile yet. */
  async function registerVerified(email: string) {
    const session = await register(email);
    const verified = await call(t, 'POST', '/open/auth/verify', {
      body: { token: await verifyLinkToken(email) },
    });
    expect(verified.status).toBe(200);
    const account = await t.dataSource.getRepository(Account).findOneByOrFail({ storeId: market.id, email });
    return { ...session, account };
  }

  const profileFor = (email: string, overrides: Record<string, unknown> = {}) => ({
    firstName: 'Casey',
    lastName: 'Consigner',
    email,
    phone: '+1 (555) 010-2030',
    address: '1 Market Street, Springfield',
    storeId: market.id,
    payoutType: 'PayPal',
    payoutData: 'me@pay.example',
    ...overrides,
  });

  const createProfile = (token: string, body: Record<string, unknown>) =>
    call(t, 'POST', '/api/consigners', { token, body });

  const login = (email: string, password: string) =>
    call(t, 'POST', '/open/auth/login', { body: { email, password, handle: 'market' } });

  /** A verified consigner with a profile, signed in. */
  async function consigner(email: string) {
    const session = await registerVerified(email);
    const created = await createProfile(session.accessToken, profileFor(email));
    expect(created.status).toBe(201);
    return { ...session, profile: consignerProfileResponse.parse(created.body).consigner };
  }

  describe('POST /api/consigners', () => {
    it('makes the signed-in account a consigner of its store', async () => {
      const { accessToken, account } = await registerVerified('casey@market.test');
      const response = await createProfile(
        accessToken,
        profileFor('casey@market.test', { zipCode: '12345' }),
      );
      expect(response.status).toBe(201);
      const { consigner: profile } = consignerProfileResponse.parse(response.body);
      expect(profile).toMatchObject({
        firstName: 'Casey',
        lastName: 'Consigner',
        email: 'casey@market.test',
        phone: '+1 (555) 010-2030',
        address: '1 Market Street, Springfield',
        zipCode: '12345',
        payoutType: 'PayPal',
        payoutData: 'me@pay.example',
        isActive: true,
        isStoreAccount: false,
        fbUserId: String(account.id),
        storeId: market.id,
      });
      const row = await t.dataSource.getRepository(Consigner).findOneByOrFail({ id: profile.id });
      expect(row).toMatchObject({ accountId: account.id, storeId: market.id, payoutType: 'PayPal' });

      const me = await call(t, 'GET', '/api/me', { token: accessToken });
      expect(me.status).toBe(200);
      expect(meResponse.parse(me.body).profile).toMatchObject({
        kind: 'consigner',
        id: profile.id,
        fbUserId: String(account.id),
        role: 'Consigner',
        accessControls: null,
        isActive: true,
        emailVerified: true,
        store: { id: market.id, handle: 'market' },
      });

      expectError(await call(t, 'GET', '/api/employees', { token: accessToken }), 403, {
        code: 'STAFF_ONLY',
        message: authMessages.staffOnly,
      });

      const again = await createProfile(accessToken, profileFor('casey@market.test', { firstName: 'Again' }));
      expectError(again, 409, { code: 'CONFLICT', message: authMessages.consignerProfileExists });
      expect(await t.dataSource.getRepository(Consigner).countBy({ accountId: account.id })).toBe(1);
    });

    it('refuses a profile in another store (404)', async () => {
      const { accessToken, account } = await registerVerified('wanderer@market.test');
      const response = await createProfile(
        accessToken,
        profileFor('wanderer@market.test', { storeId: other.id }),
      );
      expectError(response, 404, { code: 'NOT_FOUND' });
      expect(await t.dataSource.getRepository(Consigner).countBy({ accountId: account.id })).toBe(0);
    });

    it('needs a verified email first', async () => {
      const { accessToken } = await register('unverified-create@market.test');
      expectError(await createProfile(accessToken, profileFor('unverified-create@market.test')), 403, {
        code: 'EMAIL_NOT_VERIFIED',
        message: authMessages.emailNotVerified,
      });
      expectError(await createProfile('', profileFor('unverified-create@market.test')), 401, {
        code: 'UNAUTHENTICATED',
      });
    });

    it('refuses missing or invalid fields, naming them', async () => {
      const { accessToken, account } = await registerVerified('fields@market.test');
      const payoutMessage = 'Please enter the account email for payouts.';
      for (const payoutData of ['not-an-email', undefined, '']) {
        const response = await createProfile(accessToken, profileFor('fields@market.test', { payoutData }));
        expectError(response, 400, {
          code: 'VALIDATION_FAILED',
          fields: { payoutData: payoutMessage },
        });
      }
      const zelle = await createProfile(
        accessToken,
        profileFor('fields@market.test', { payoutType: 'Zelle', payoutData: 'nope' }),
      );
      expectError(zelle, 400, { code: 'VALIDATION_FAILED', fields: { payoutData: payoutMessage } });

      const { phone: _phone, ...withoutPhone } = profileFor('fields@market.test');
      const noPhone = await createProfile(accessToken, withoutPhone);
      expectError(noPhone, 400, { code: 'VALIDATION_FAILED' });
      expect(apiErrorBody.parse(noPhone.body).error.fields).toHaveProperty('phone');
      expectError(await createProfile(accessToken, profileFor('fields@market.test', { phone: '123' })), 400, {
        code: 'VALIDATION_FAILED',
        fields: { phone: 'Phone is required (include area code).' },
      });
      expectError(
        await createProfile(accessToken, profileFor('fields@market.test', { firstName: ' ' })),
        400,
        {
          code: 'VALIDATION_FAILED',
          fields: { firstName: 'First name is required.' },
        },
      );
      expect(await t.dataSource.getRepository(Consigner).countBy({ accountId: account.id })).toBe(0);
    });
  });

  describe('POST /api/consigners/verify', () => {
    it('mails a new verification link to an unverified account', async () => {
      const { accessToken } = await register('pending@market.test');
      const older = await verifyLinkToken('pending@market.test');

      const response = await call(t, 'POST', '/api/consigners/verify', {
        token: accessToken,
        body: { email: 'Pending@Market.test' },
      });
      expect(response.status).toBe(200);
      expect(okResponse.parse(response.body)).toEqual({ ok: true });
      const newer = await verifyLinkToken('pending@market.test');
      expect(newer).not.toBe(older);

      expect((await call(t, 'POST', '/open/auth/verify', { body: { token: newer } })).status).toBe(200);
      const account = await t.dataSource
        .getRepository(Account)
        .findOneByOrFail({ storeId: market.id, email: 'pending@market.test' });
      expect(account.emailVerifiedAt).not.toBeNull();
    });

    it("refuses an email that is not the account's", async () => {
      const { accessToken } = await register('mine@market.test');
      await verifyLinkToken('mine@market.test');
      const response = await call(t, 'POST', '/api/consigners/verify', {
        token: accessToken,
        body: { email: 'someone-else@market.test' },
      });
      expectError(response, 400, {
        code: 'VALIDATION_FAILED',
        message: authMessages.notYourEmail,
        fields: { email: authMessages.notYourEmail },
      });
      await waitForJobs(t.dataSource);
      expect(smtp.mails.filter((mail) => mail.to.includes('someone-else@market.test'))).toEqual([]);
    });
  });

  describe('PUT /api/consigners/updatePassword', () => {
    it('changes the password and ends every session, the calling one included', async () => {
      const { accessToken, cookie } = await consigner('changer@market.test');
      const response = await call(t, 'PUT', '/api/consigners/updatePassword', {
        token: accessToken,
        body: { email: 'changer@market.test', password: NEW_PASSWORD },
      });
      expect(response.status).toBe(200);
      expect(okResponse.parse(response.body)).toEqual({ ok: true });

      expectError(await call(t, 'GET', '/api/me', { token: accessToken }), 401, { code: 'UNAUTHENTICATED' });
      expectError(await call(t, 'POST', '/open/auth/refresh', { headers: { cookie } }), 401, {
        code: 'UNAUTHENTICATED',
      });

      expectError(await login('changer@market.test', PASSWORD), 401, {
        code: 'UNAUTHENTICATED',
        message: authMessages.invalidCredentials,
      });
      const relogin = await login('changer@market.test', NEW_PASSWORD);
      expect(relogin.status).toBe(200);
      const { profile } = meResponse.parse(
        (await call(t, 'GET', '/api/me', { token: sessionResponse.parse(relogin.body).accessToken })).body,
      );
      expect(profile.kind).toBe('consigner');
    });

    it('refuses another email or a short password, and keeps the old one', async () => {
      const { accessToken } = await consigner('careful@market.test');
      expectError(
        await call(t, 'PUT', '/api/consigners/updatePassword', {
          token: accessToken,
          body: { email: 'not-me@market.test', password: NEW_PASSWORD },
        }),
        400,
        { code: 'VALIDATION_FAILED', message: authMessages.notYourEmail },
      );
      expectError(
        await call(t, 'PUT', '/api/consigners/updatePassword', {
          token: accessToken,
          body: { email: 'careful@market.test', password: 'short' },
        }),
        400,
        { code: 'VALIDATION_FAILED', fields: { password: authMessages.passwordTooShort } },
      );
      expect((await call(t, 'GET', '/api/me', { token: accessToken })).status).toBe(200);
      expect((await login('careful@market.test', PASSWORD)).status).toBe(200);
    });

    it('is refused to an account with no consigner profile', async () => {
      const { accessToken } = await registerVerified('profileless@market.test');
      expectError(
        await call(t, 'PUT', '/api/consigners/updatePassword', {
          token: accessToken,
          body: { email: 'profileless@market.test', password: NEW_PASSWORD },
        }),
        403,
        { code: 'NO_PROFILE' },
      );
    });
  });

  describe('an inactive consigner', () => {
    it('still learns its state from /api/me, but cannot change the password', async () => {
      const { accessToken, profile } = await consigner('paused@market.test');
      await t.dataSource.getRepository(Consigner).update({ id: profile.id }, { isActive: false });

      const me = await call(t, 'GET', '/api/me', { token: accessToken });
      expect(me.status).toBe(200);
      expect(meResponse.parse(me.body).profile).toMatchObject({
        kind: 'consigner',
        role: 'Consigner',
        isActive: false,
      });

      expectError(
        await call(t, 'PUT', '/api/consigners/updatePassword', {
          token: accessToken,
          body: { email: 'paused@market.test', password: NEW_PASSWORD },
        }),
        403,
        { code: 'ACCOUNT_DISABLED', message: notices.disabledAccount },
      );
      expect((await login('paused@market.test', PASSWORD)).status).toBe(200);
    });
  });
});
