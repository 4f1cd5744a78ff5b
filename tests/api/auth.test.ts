import { IsNull } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  okResponse,
  REFRESH_COOKIE_NAME,
  REFRESH_COOKIE_PATH,
  sessionResponse,
} from '@shared/contracts/auth';
import { apiErrorBody } from '@shared/contracts/errors';
import { meResponse } from '@shared/contracts/me';
import { apiErrors, authMessages, notices } from '@shared/messages';
import { Account } from '../../api/src/accounts/account.entity';
import { hashPassword } from '../../api/src/accounts/passwords';
import { EmailToken } from '../../api/src/auth/email-token.entity';
import { RefreshToken } from '../../api/src/auth/refresh-token.entity';
import { hashToken } from '../../api/src/auth/secrets';
import { type Store } from '../../api/src/stores/store.entity';
import { call, FIXTURE_PASSWORD, seedStaff, seedStore } from '../support/fixtures';
import { waitForJobs } from '../support/jobs';
import { type TestSmtp } from '../support/smtp';
import { startTestAppWithSmtp, testEngine, type TestAppWithSmtp } from '../support/test-app';

const PUBLIC_URL = 'http://consigndesk.test';
const NEW_PASSWORD = 'a-brand-new-password-7';

describe(`Sign-in, sessions and mail links (/open/auth) on ${testEngine()}`, () => {
  let t: TestAppWithSmtp;
  let smtp: TestSmtp;
  let alpha: Store;
  let beta: Store;

  beforeAll(async () => {
    t = await startTestAppWithSmtp({ PUBLIC_URL });
    smtp = t.smtp;
    alpha = await seedStore(t.dataSource, { handle: 'alpha' });
    beta = await seedStore(t.dataSource, { handle: 'beta' });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, handle = 'alpha') =>
    call(t, 'POST', '/open/auth/login', { body: { email, password, handle } });

  /** The refresh cookie the answer sets: its value and its attributes, as a browser would read them. */
  function refreshCookieIn(headers: Headers): { value: string; header: string; attributes: string[] } {
    const raw = headers.getSetCookie().find((cookie) => cookie.startsWith(`${REFRESH_COOKIE_NAME}=`));
    if (!raw)
      throw new Error(`no ${REFRESH_COOKIE_NAME} cookie in ${JSON.stringify(headers.getSetCookie())}`);
    const [pair, ...attributes] = raw.split(';').map((part) => part.trim());
    const value = pair.slice(REFRESH_COOKIE_NAME.length + 1);
    return { value, header: `${REFRESH_COOKIE_NAME}=${value}`, attributes };
  }

  /** Signs in over HTTP: the access token and the refresh cookie (as a `cookie` header). */
  async function signIn(email: string, password = FIXTURE_PASSWORD, handle = 'alpha') {
    const response = await login(email, password, handle);
    expect(response.status).toBe(200);
    return { ...sessionResponse.parse(response.body), cookie: refreshCookieIn(response.headers).header };
  }

  const refresh = (cookie?: string) =>
    call(t, 'POST', '/open/auth/refresh', { headers: cookie ? { cookie } : {} });
  const me = (token: string) => call(t, 'GET', '/api/me', { token });

  function expectError(
    response: { status: number; body: unknown },
    status: number,
    error: { code: string; message?: string; fields?: Record<string, string> },
  ): void {
    expect(response.status).toBe(status);
    expect(apiErrorBody.parse(response.body).error).toMatchObject(error);
  }

  const expectInvalidCredentials = (response: { status: number; body: unknown }) =>
    expectError(response, 401, { code: 'UNAUTHENTICATED', message: authMessages.invalidCredentials });

  async function accountOf(store: Store, email: string): Promise<Account> {
    return t.dataSource.getRepository(Account).findOneByOrFail({ storeId: store.id, email });
  }

  describe('POST /open/auth/login', () => {
    it('answers an access token and sets the refresh cookie (httpOnly, SameSite=Strict, /open/auth only)', async () => {
      const staff = await seedStaff(t, alpha, { email: 'login-ok@alpha.test' });
      const response = await login('Login-OK@Alpha.test ', FIXTURE_PASSWORD);
      expect(response.status).toBe(200);
      const session = sessionResponse.parse(response.body);
      expect(session.expiresIn).toBe(ACCESS_TOKEN_TTL_SECONDS);
      const cookie = refreshCookieIn(response.headers);
      expect(cookie.value.length).toBeGreaterThan(20);
      expect(cookie.attributes).toContain('HttpOnly');
      expect(cookie.attributes).toContain('SameSite=Strict');
      expect(cookie.attributes).toContain(`Path=${REFRESH_COOKIE_PATH}`);
      expect(cookie.attributes.some((attribute) => /^Expires=/i.test(attribute))).toBe(true);
      // http:// public address: the cookie cannot be Secure, or the browser would drop it.
      expect(cookie.attributes).not.toContain('Secure');

      const { profile } = meResponse.parse((await me(session.accessToken)).body);
      expect(profile).toMatchObject({ id: staff.employee.id, email: 'login-ok@alpha.test', role: 'Admin' });
      expect(profile.store.handle).toBe('alpha');
    });

    it('says the same for a wrong password and an unknown email', async () => {
      await seedStaff(t, alpha, { email: 'wrong-pass@alpha.test' });
      expectInvalidCredentials(await login('wrong-pass@alpha.test', 'not-the-password'));
      expectInvalidCredentials(await login('nobody-here@alpha.test', FIXTURE_PASSWORD));
      // A known account of another store is unknown here.
      expectInvalidCredentials(await login('wrong-pass@alpha.test', FIXTURE_PASSWORD, 'beta'));
    });

    it('signs in to the store named by handle: one email in two stores is two accounts', async () => {
      await seedStaff(t, alpha, { email: 'twice@shops.test' });
      const inBeta = await seedStaff(t, beta, { email: 'twice@shops.test' });
      const betaPassword = 'beta-only-password-2';
      await t.dataSource
        .getRepository(Account)
        .update({ id: inBeta.account.id }, { passwordHash: await hashPassword(betaPassword) });

      const intoAlpha = await signIn('twice@shops.test', FIXTURE_PASSWORD, 'alpha');
      expect(meResponse.parse((await me(intoAlpha.accessToken)).body).profile.store.handle).toBe('alpha');
      const intoBeta = await signIn('twice@shops.test', betaPassword, 'BETA');
      const betaProfile = meResponse.parse((await me(intoBeta.accessToken)).body).profile;
      expect(betaProfile.store.handle).toBe('beta');
      expect(betaProfile.fbUserId).toBe(String(inBeta.account.id));

      expectInvalidCredentials(await login('twice@shops.test', betaPassword, 'alpha'));
      expectInvalidCredentials(await login('twice@shops.test', FIXTURE_PASSWORD, 'beta'));
    });

    it('refuses a malformed body with the failing fields, and an unknown store with 404', async () => {
      const badEmail = await call(t, 'POST', '/open/auth/login', {
        body: { email: 'not-an-email', password: 'x', handle: 'alpha' },
      });
      expectError(badEmail, 400, {
        code: 'VALIDATION_FAILED',
        message: authMessages.emailInvalid,
        fields: { email: authMessages.emailInvalid },
      });
      const noPassword = await call(t, 'POST', '/open/auth/login', {
        body: { email: 'a@alpha.test', password: '', handle: 'alpha' },
      });
      expectError(noPassword, 400, {
        code: 'VALIDATION_FAILED',
        fields: { password: authMessages.passwordRequired },
      });
      expectError(await call(t, 'POST', '/open/auth/login', {}), 400, { code: 'VALIDATION_FAILED' });
      expectError(await login('a@alpha.test', 'whatever', 'no-such-store'), 404, {
        code: 'NOT_FOUND',
        message: notices.storeLogin.handleNotFound,
      });
    });
  });

  describe('POST /open/auth/refresh', () => {
    it('rotates the cookie and answers a working access token', async () => {
      await seedStaff(t, alpha, { email: 'rotate@alpha.test' });
      const first = await signIn('rotate@alpha.test');
      const response = await refresh(first.cookie);
      expect(response.status).toBe(200);
      const session = sessionResponse.parse(response.body);
      const next = refreshCookieIn(response.headers);
      expect(next.header).not.toBe(first.cookie);
      expect(next.attributes).toContain('HttpOnly');
      expect(next.attributes).toContain('SameSite=Strict');
      expect(next.attributes).toContain(`Path=${REFRESH_COOKIE_PATH}`);
      expect((await me(session.accessToken)).status).toBe(200);
      // And again with the new one.
      const third = await refresh(next.header);
      expect(third.status).toBe(200);
      expect(refreshCookieIn(third.headers).header).not.toBe(next.header);
    });

    /** Moves the moment an account's used refresh tokens were used back past the two-tabs grace. */
    async function ageUsedTokens(email: string): Promise<void> {
      const account = await accountOf(alpha, email);
      await t.dataSource
        .getRepository(RefreshToken)
        .createQueryBuilder()
        .update()
        .set({ usedAt: new Date(Date.now() - 60_000) })
        .where('accountId = :id AND usedAt IS NOT NULL', { id: account.id })
        .execute();
    }

    it('refuses a reused cookie and tells the browser to drop it', async () => {
      await seedStaff(t, alpha, { email: 'reuse@alpha.test' });
      const first = await signIn('reuse@alpha.test');
      expect((await refresh(first.cookie)).status).toBe(200);
      await ageUsedTokens('reuse@alpha.test');

      const reuse = await refresh(first.cookie);
      expectError(reuse, 401, { code: 'UNAUTHENTICATED', message: authMessages.sessionExpired });
      expect(refreshCookieIn(reuse.headers).value).toBe('');
      expect(refreshCookieIn(reuse.headers).attributes).toContain(`Path=${REFRESH_COOKIE_PATH}`);
    });

    it('a reused cookie ends the whole session (newer cookie and access tokens too)', async () => {
      await seedStaff(t, alpha, { email: 'stolen@alpha.test' });
      const first = await signIn('stolen@alpha.test');
      const rotated = await refresh(first.cookie);
      const second = sessionResponse.parse(rotated.body);
      const secondCookie = refreshCookieIn(rotated.headers).header;
      await ageUsedTokens('stolen@alpha.test');

      expect((await refresh(first.cookie)).status).toBe(401);

      // Every token of the stolen session is revoked (the account's other sessions are not).
      const stolen = await t.dataSource
        .getRepository(RefreshToken)
        .findOneByOrFail({ tokenHash: hashToken(first.cookie.split('=')[1]) });
      const live = await t.dataSource
        .getRepository(RefreshToken)
        .countBy({ familyId: stolen.familyId, revokedAt: IsNull() });
      expect(live).toBe(0);
      expectError(await refresh(secondCookie), 401, { code: 'UNAUTHENTICATED' });
      expectError(await me(second.accessToken), 401, { code: 'UNAUTHENTICATED' });
      expectError(await me(first.accessToken), 401, { code: 'UNAUTHENTICATED' });
    });

    it('two tabs refreshing with one cookie at once: the late one is refused, the session and the new cookie live on', async () => {
      await seedStaff(t, alpha, { email: 'tabs@alpha.test' });
      const first = await signIn('tabs@alpha.test');
      const [a, b] = await Promise.all([refresh(first.cookie), refresh(first.cookie)]);
      const winner = a.status === 200 ? a : b;
      const loser = a.status === 200 ? b : a;
      expect([winner.status, loser.status]).toEqual([200, 401]);
      // The late tab must not wipe the cookie the other tab has just been given.
      expect(
        loser.headers.getSetCookie().some((cookie) => cookie.startsWith(`${REFRESH_COOKIE_NAME}=`)),
      ).toBe(false);
      const next = await refresh(refreshCookieIn(winner.headers).header);
      expect(next.status).toBe(200);
      expect((await me(sessionResponse.parse(next.body).accessToken)).status).toBe(200);
    });

    it('refuses a missing, unknown or expired cookie', async () => {
      expectError(await refresh(), 401, { code: 'UNAUTHENTICATED', message: authMessages.sessionExpired });
      expectError(await refresh(`${REFRESH_COOKIE_NAME}=made-up-token`), 401, { code: 'UNAUTHENTICATED' });

      await seedStaff(t, alpha, { email: 'expired-refresh@alpha.test' });
      const session = await signIn('expired-refresh@alpha.test');
      const value = session.cookie.slice(REFRESH_COOKIE_NAME.length + 1);
      const expired = await t.dataSource
        .getRepository(RefreshToken)
        .update({ tokenHash: hashToken(value) }, { expiresAt: new Date(Date.now() - 60_000) });
      expect(expired.affected).toBe(1);
      expectError(await refresh(session.cookie), 401, {
        code: 'UNAUTHENTICATED',
        message: authMessages.sessionExpired,
      });
    });
  });

  describe('POST /open/auth/logout', () => {
    it('ends the session: cookie cleared, refresh and access token refused', async () => {
      await seedStaff(t, alpha, { email: 'bye@alpha.test' });
      const session = await signIn('bye@alpha.test');
      const other = await signIn('bye@alpha.test');

      const response = await call(t, 'POST', '/open/auth/logout', { headers: { cookie: session.cookie } });
      expect(response.status).toBe(200);
      expect(okResponse.parse(response.body)).toEqual({ ok: true });
      const cleared = refreshCookieIn(response.headers);
      expect(cleared.value).toBe('');
      expect(cleared.attributes).toContain(`Path=${REFRESH_COOKIE_PATH}`);
      expect(cleared.attributes.some((a) => /^Expires=Thu, 01 Jan 1970/i.test(a) || a === 'Max-Age=0')).toBe(
        true,
      );

      expectError(await refresh(session.cookie), 401, { code: 'UNAUTHENTICATED' });
      expectError(await me(session.accessToken), 401, { code: 'UNAUTHENTICATED' });
      // Another session of the same account (another device) goes on.
      expect((await me(other.accessToken)).status).toBe(200);
      expect((await refresh(other.cookie)).status).toBe(200);
    });

    it('answers ok without a cookie', async () => {
      const response = await call(t, 'POST', '/open/auth/logout');
      expect(response.status).toBe(200);
      expect(okResponse.parse(response.body)).toEqual({ ok: true });
    });
  });

  describe('register and verify the email', () => {
    async function register(email: string, password = 'consigner-password-1') {
      const response = await call(t, 'POST', '/open/auth/register', {
        body: { email, password, handle: 'alpha' },
      });
      expect(response.status).toBe(201);
      return { ...sessionResponse.parse(response.body), cookie: refreshCookieIn(response.headers).header };
    }
    async function verifyTokenFromMail(to: string): Promise<string> {
      const mail = await smtp.waitFor(to);
      const link = smtp.linkIn(mail, '/verify');
      expect(link.origin).toBe(PUBLIC_URL);
      expect(link.searchParams.get('handle')).toBe('alpha');
      const token = link.searchParams.get('token');
      if (!token) throw new Error(`no token in ${link.href}`);
      return token;
    }
    const verify = (token: string) => call(t, 'POST', '/open/auth/verify', { body: { token } });

    it('registers, mails a one-time link, and the link verifies the account', async () => {
      const session = await register('New.Consigner@Alpha.test');
      const account = await accountOf(alpha, 'new.consigner@alpha.test');
      expect(account.emailVerifiedAt).toBeNull();

      // Signed in, but no profile yet; staff calls first ask for the email to be verified.
      expectError(await me(session.accessToken), 403, {
        code: 'NO_PROFILE',
        message: notices.notAuthorized,
      });
      expectError(await call(t, 'GET', '/api/employees', { token: session.accessToken }), 403, {
        code: 'EMAIL_NOT_VERIFIED',
        message: authMessages.emailNotVerified,
      });

      const token = await verifyTokenFromMail('new.consigner@alpha.test');
      const verified = await verify(token);
      expect(verified.status).toBe(200);
      expect(okResponse.parse(verified.body)).toEqual({ ok: true });
      expect((await accountOf(alpha, 'new.consigner@alpha.test')).emailVerifiedAt).not.toBeNull();
      // Verified now: the next gate is the missing profile.
      expectError(await call(t, 'GET', '/api/employees', { token: session.accessToken }), 403, {
        code: 'NO_PROFILE',
      });

      expectError(await verify(token), 400, {
        code: 'VALIDATION_FAILED',
        message: authMessages.linkInvalid,
        fields: { token: authMessages.linkInvalid },
      });
    });

    it('refuses a second account with the same email in the store, and a short password', async () => {
      await register('taken@alpha.test');
      const again = await call(t, 'POST', '/open/auth/register', {
        body: { email: 'TAKEN@alpha.test', password: 'another-password-1', handle: 'alpha' },
      });
      expectError(again, 409, { code: 'CONFLICT', message: authMessages.accountExists });
      const short = await call(t, 'POST', '/open/auth/register', {
        body: { email: 'short@alpha.test', password: 'short', handle: 'alpha' },
      });
      expectError(short, 400, {
        code: 'VALIDATION_FAILED',
        message: authMessages.passwordTooShort,
        fields: { password: authMessages.passwordTooShort },
      });
      expect(await t.dataSource.getRepository(Account).countBy({ email: 'short@alpha.test' })).toBe(0);
    });

    it('refuses an expired verification link', async () => {
      await register('late@alpha.test');
      const token = await verifyTokenFromMail('late@alpha.test');
      const account = await accountOf(alpha, 'late@alpha.test');
      await t.dataSource
        .getRepository(EmailToken)
        .update({ accountId: account.id, purpose: 'verify' }, { expiresAt: new Date(Date.now() - 60_000) });
      expectError(await verify(token), 400, { code: 'VALIDATION_FAILED', message: authMessages.linkInvalid });
      expect((await accountOf(alpha, 'late@alpha.test')).emailVerifiedAt).toBeNull();
    });

    it('sends the mail again to the signed-in account; the older link stops working', async () => {
      const session = await register('resend@alpha.test');
      const older = await verifyTokenFromMail('resend@alpha.test');

      const resent = await call(t, 'POST', '/open/auth/resend-verification', { token: session.accessToken });
      expect(resent.status).toBe(200);
      expect(okResponse.parse(resent.body)).toEqual({ ok: true });
      const newer = await verifyTokenFromMail('resend@alpha.test');
      expect(newer).not.toBe(older);

      expectError(await verify(older), 400, { code: 'VALIDATION_FAILED', message: authMessages.linkInvalid });
      expect((await verify(newer)).status).toBe(200);
    });

    it('refuses resend-verification without a valid bearer token', async () => {
      for (const token of [undefined, 'not-a-jwt']) {
        expectError(await call(t, 'POST', '/open/auth/resend-verification', { token }), 401, {
          code: 'UNAUTHENTICATED',
          message: apiErrors.unauthenticated,
        });
      }
    });
  });

  describe('forgot and reset the password', () => {
    const forgot = (email: string) =>
      call(t, 'POST', '/open/auth/forgot', { body: { email, handle: 'alpha' } });
    const reset = (token: string, password: string) =>
      call(t, 'POST', '/open/auth/reset', { body: { token, password } });

    async function resetTokenFromMail(to: string): Promise<string> {
      const mail = await smtp.waitFor(to);
      const link = smtp.linkIn(mail, '/forgot');
      expect(link.origin).toBe(PUBLIC_URL);
      expect(link.searchParams.get('handle')).toBe('alpha');
      const token = link.searchParams.get('token');
      if (!token) throw new Error(`no token in ${link.href}`);
      return token;
    }

    it('mails a reset link; the new password replaces the old one and every session ends', async () => {
      await seedStaff(t, alpha, { email: 'forgetful@alpha.test' });
      const session = await signIn('forgetful@alpha.test');

      const asked = await forgot('Forgetful@alpha.test');
      expect(asked.status).toBe(200);
      expect(okResponse.parse(asked.body)).toEqual({ ok: true });
      const token = await resetTokenFromMail('forgetful@alpha.test');

      const done = await reset(token, NEW_PASSWORD);
      expect(done.status).toBe(200);
      expect(okResponse.parse(done.body)).toEqual({ ok: true });

      expectInvalidCredentials(await login('forgetful@alpha.test', FIXTURE_PASSWORD));
      await signIn('forgetful@alpha.test', NEW_PASSWORD);

      expectError(await reset(token, 'yet-another-password-3'), 400, {
        code: 'VALIDATION_FAILED',
        message: authMessages.linkInvalid,
      });
      await signIn('forgetful@alpha.test', NEW_PASSWORD);

      expectError(await refresh(session.cookie), 401, { code: 'UNAUTHENTICATED' });
      expectError(await me(session.accessToken), 401, { code: 'UNAUTHENTICATED' });
    });

    it('answers ok for an unknown email and sends nothing', async () => {
      const asked = await forgot('stranger@alpha.test');
      expect(asked.status).toBe(200);
      expect(okResponse.parse(asked.body)).toEqual({ ok: true });
      // Once the queue is empty every queued mail has been handed to SMTP: none arrived.
      await waitForJobs(t.dataSource);
      expect(smtp.mails.filter((mail) => mail.to.includes('stranger@alpha.test'))).toEqual([]);
    });

    it('refuses a reset link older than an hour', async () => {
      await seedStaff(t, alpha, { email: 'slow-reset@alpha.test' });
      expect((await forgot('slow-reset@alpha.test')).status).toBe(200);
      const token = await resetTokenFromMail('slow-reset@alpha.test');
      const aged = await t.dataSource
        .getRepository(EmailToken)
        .update({ tokenHash: hashToken(token) }, { expiresAt: new Date(Date.now() - 60_000) });
      expect(aged.affected).toBe(1);
      expectError(await reset(token, NEW_PASSWORD), 400, {
        code: 'VALIDATION_FAILED',
        message: authMessages.linkInvalid,
      });
      await signIn('slow-reset@alpha.test', FIXTURE_PASSWORD);
    });

    it('refuses a password that is too short', async () => {
      await seedStaff(t, alpha, { email: 'short-reset@alpha.test' });
      expect((await forgot('short-reset@alpha.test')).status).toBe(200);
      const token = await resetTokenFromMail('short-reset@alpha.test');
      expectError(await reset(token, 'seven77'), 400, {
        code: 'VALIDATION_FAILED',
        message: authMessages.passwordTooShort,
        fields: { password: authMessages.passwordTooShort },
      });
      // The link was not used up by the refused attempt.
      expect((await reset(token, NEW_PASSWORD)).status).toBe(200);
    });
  });
});
