import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okResponse, sessionResponse } from '@shared/contracts/auth';
import { apiErrorBody } from '@shared/contracts/errors';
import {
  LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  LOGIN_FAILURES_PER_ADDRESS,
  LOGIN_THROTTLE_WINDOW_MINUTES,
  MAIL_REQUESTS_PER_ADDRESS,
  MAIL_REQUESTS_PER_TARGET,
  MAIL_THROTTLE_WINDOW_MINUTES,
} from '@shared/contracts/rate-limits';
import { authMessages } from '@shared/messages';
import { EmailTokensService } from '../../api/src/auth/email-tokens.service';
import { Employee } from '../../api/src/employees/employee.entity';
import { type Store } from '../../api/src/stores/store.entity';
import {
  call,
  FIXTURE_PASSWORD,
  seedAccount,
  seedStaff,
  seedStoreWithStaff,
  signInAs,
  type SeededStaff,
} from '../support/fixtures';
import { startSecondApp, startTestApp, testEngine, type TestApp } from '../support/test-app';

type Answer = Awaited<ReturnType<typeof call>>;

/**
 * The app trusts X-Forwarded-For here (TRUST_PROXY=true, as behind a proxy), so each test speaks
 * from addresses of its own and no test meets another's counters: the limits stay as shipped.
 */
describe(`rate limits on ${testEngine()}`, () => {
  let t: TestApp;
  let admin: SeededStaff;
  let store: Store;
  let lastAddress = 0;
  /** A client address no other request of this file has used. */
  const newAddress = () => `10.12.${Math.floor(++lastAddress / 250)}.${lastAddress % 250}`;

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true' });
    admin = await seedStoreWithStaff(t, { handle: 'limits' });
    store = admin.store;
  });
  afterAll(() => t.close());

  const from = (address: string) => ({ 'x-forwarded-for': address });
  const login = (email: string, password: string, address: string, app: TestApp = t) =>
    call(app, 'POST', '/open/auth/login', {
      body: { email, password, handle: 'limits' },
      headers: from(address),
    });

  /** 429, the error shape, and a Retry-After (whole seconds) that the message turns into minutes. */
  function expectTooMany(
    answer: Answer,
    message: (minutes: number) => string,
    windowMinutes: number,
  ): number {
    expect(answer.status).toBe(429);
    const retryAfter = Number(answer.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(windowMinutes * 60);
    expect(apiErrorBody.parse(answer.body).error).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: message(Math.ceil(retryAfter / 60)),
    });
    return retryAfter;
  }
  const expectLoginRefused = (answer: Answer) =>
    expectTooMany(answer, authMessages.tooManyAttempts, LOGIN_THROTTLE_WINDOW_MINUTES);
  const expectMailRefused = (answer: Answer) =>
    expectTooMany(answer, authMessages.tooManyMailRequests, MAIL_THROTTLE_WINDOW_MINUTES);
  const expectWrongPassword = (answer: Answer) => {
    expect(answer.status).toBe(401);
    expect(apiErrorBody.parse(answer.body).error.message).toBe(authMessages.invalidCredentials);
  };

  describe('sign-in', () => {
    it('throttles a guessing address, and the right password from another address still signs in', async () => {
      const { account } = await seedStaff(t, store, { email: 'target@limits.test' });
      const guesser = newAddress();
      for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
        expectWrongPassword(await login(account.email, `guess-${i}`, guesser));
      }
      expectLoginRefused(await login(account.email, 'another-guess', guesser));
      // The guesser's address waits even with the right password: it checks no password any more.
      expectLoginRefused(await login('TARGET@limits.test', FIXTURE_PASSWORD, guesser));

      // The owner, from their own address, is not locked out.
      const owner = await login(account.email, FIXTURE_PASSWORD, newAddress());
      expect(owner.status).toBe(200);
      sessionResponse.parse(owner.body);
      // Nor is another account from the guesser's address (below the per-address limit).
      await seedStaff(t, store, { email: 'neighbour@limits.test' });
      expect((await login('neighbour@limits.test', FIXTURE_PASSWORD, guesser)).status).toBe(200);
    });

    it('forgets the failures of an account from an address once it signs in there', async () => {
      const { account } = await seedStaff(t, store, { email: 'clumsy@limits.test' });
      const address = newAddress();
      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS - 1; i++) {
          expectWrongPassword(await login(account.email, `typo-${round}-${i}`, address));
        }
        expect((await login(account.email, FIXTURE_PASSWORD, address)).status).toBe(200);
      }
    });

    it('throttles an address that guesses across many accounts, and only that address', async () => {
      await seedStaff(t, store, { email: 'bystander@limits.test' });
      const sprayer = newAddress();
      for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS; i++) {
        // Three guesses per email: no account comes near its own limit.
        expectWrongPassword(await login(`spray-${Math.floor(i / 3)}@limits.test`, `guess-${i}`, sprayer));
      }
      expectLoginRefused(await login('bystander@limits.test', FIXTURE_PASSWORD, sprayer));
      expect((await login('bystander@limits.test', FIXTURE_PASSWORD, newAddress())).status).toBe(200);
    });

    it('a password reset made from the throttled address lets the owner in from there', async () => {
      const { account } = await seedStaff(t, store, { email: 'forgetful@limits.test' });
      const address = newAddress();
      for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
        expectWrongPassword(await login(account.email, `guess-${i}`, address));
      }
      expectLoginRefused(await login(account.email, FIXTURE_PASSWORD, address));
      // The token the reset mail carries.
      const token = await t.app
        .get(EmailTokensService)
        .issue('reset', { storeId: store.id, accountId: account.id });
      const password = 'remembered-at-last-1';
      const reset = await call(t, 'POST', '/open/auth/reset', {
        body: { token, password },
        headers: from(address),
      });
      expect(reset.status).toBe(200);
      expect((await login(account.email, password, address)).status).toBe(200);
    });

    it('lets the address in again once the window has passed', async () => {
      const { account } = await seedStaff(t, store, { email: 'patient@limits.test' });
      const address = newAddress();
      for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
        expectWrongPassword(await login(account.email, `guess-${i}`, address));
      }
      expectLoginRefused(await login(account.email, FIXTURE_PASSWORD, address));
      // Every window of the table ends now (the counters store their end in epoch milliseconds).
      await t.dataSource.query('UPDATE rate_limits SET expire = ?', [Date.now() - 1]);
      expect((await login(account.email, FIXTURE_PASSWORD, address)).status).toBe(200);
    });

    it('counts in the database: two API processes on one database share the counters', async () => {
      const { account } = await seedStaff(t, store, { email: 'shared@limits.test' });
      const other = await startSecondApp(t);
      try {
        const guesser = newAddress();
        for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
          // Half the guesses to each server.
          expectWrongPassword(await login(account.email, `guess-${i}`, guesser, i % 2 ? other : t));
        }
        expectLoginRefused(await login(account.email, FIXTURE_PASSWORD, guesser, t));
        expectLoginRefused(await login(account.email, FIXTURE_PASSWORD, guesser, other));
        expect((await login(account.email, FIXTURE_PASSWORD, newAddress(), other)).status).toBe(200);
      } finally {
        await other.close();
      }
    });
  });

  describe('mail endpoints', () => {
    const forgot = (email: string, address: string) =>
      call(t, 'POST', '/open/auth/forgot', { body: { email, handle: 'limits' }, headers: from(address) });

    it('forgot password: a known and an unknown email get the same answers, under and over the limit', async () => {
      await seedStaff(t, store, { email: 'known@limits.test' });
      const answersFor = async (email: string) => {
        const address = newAddress();
        const answers: Answer[] = [];
        for (let i = 0; i <= MAIL_REQUESTS_PER_TARGET; i++) answers.push(await forgot(email, address));
        return answers;
      };
      const known = await answersFor('known@limits.test');
      const unknown = await answersFor('nobody@limits.test');
      for (const answers of [known, unknown]) {
        for (const answer of answers.slice(0, MAIL_REQUESTS_PER_TARGET)) {
          expect(answer.status).toBe(200);
          expect(okResponse.parse(answer.body)).toEqual({ ok: true });
        }
        expectMailRefused(answers[MAIL_REQUESTS_PER_TARGET]);
      }
      expect(known.map((answer) => [answer.status, answer.body])).toEqual(
        unknown.map((answer) => [answer.status, answer.body]),
      );
      // Per target: asking from another address does not mail that mailbox again.
      expectMailRefused(await forgot('Known@limits.test', newAddress()));
      expectMailRefused(await forgot('nobody@limits.test', newAddress()));
    });

    it('counts per client address across targets, and refuses that address only', async () => {
      const address = newAddress();
      for (let i = 0; i < MAIL_REQUESTS_PER_ADDRESS; i++) {
        expect((await forgot(`many-${i}@limits.test`, address)).status).toBe(200);
      }
      expectMailRefused(await forgot('fresh@limits.test', address));
      expect((await forgot('fresh@limits.test', newAddress())).status).toBe(200);
    });

    it('does not count a request refused as malformed', async () => {
      const address = newAddress();
      for (let i = 0; i <= MAIL_REQUESTS_PER_TARGET; i++) {
        expect((await forgot('not-an-email', address)).status).toBe(400);
      }
      expect((await forgot('formed@limits.test', address)).status).toBe(200);
    });

    /** Every endpoint that sends mail, each with a request it repeats (its answer may be a refusal). */
    const mailEndpoints: Record<string, () => Promise<(address: string) => Promise<Answer>>> = {
      'POST /open/auth/register': async () => (address) =>
        call(t, 'POST', '/open/auth/register', {
          body: { email: 'register@limits.test', password: 'register-pass-1', handle: 'limits' },
          headers: from(address),
        }),
      'POST /open/auth/resend-verification': async () => {
        const account = await seedAccount(t.dataSource, store, 'unverified@limits.test', {
          isVerified: false,
        });
        const token = await signInAs(t, account);
        return (address) =>
          call(t, 'POST', '/open/auth/resend-verification', { token, headers: from(address) });
      },
      'POST /open/stores (store signup)': async () => {
        let handle = 0;
        return (address) =>
          call(t, 'POST', '/open/stores', {
            body: { name: 'New Shop', email: 'owner@new-shop.test', handle: `new-shop-${++handle}` },
            headers: from(address),
          });
      },
      'POST /api/employees (invite)': async () => (address) =>
        call(t, 'POST', '/api/employees', {
          token: admin.token,
          body: { email: 'invitee@limits.test', firstName: 'In', lastName: 'Vitee' },
          headers: from(address),
        }),
      'POST /api/employees/send/{id} (invite again)': async () => {
        const employees = t.dataSource.getRepository(Employee);
        const invitee = await employees.save(
          employees.create({
            storeId: store.id,
            email: 'resent@limits.test',
            firstName: 'Re',
            lastName: 'Sent',
            role: 'Employee',
            accessControls: [],
            isActive: true,
          }),
        );
        return (address) =>
          call(t, 'POST', `/api/employees/send/${invitee.id}`, {
            token: admin.token,
            body: {},
            headers: from(address),
          });
      },
      'POST /api/consigners/sendStoreRequestedItemsEmail': async () => (address) =>
        call(t, 'POST', '/api/consigners/sendStoreRequestedItemsEmail', {
          token: admin.token,
          headers: from(address),
        }),
      'POST /api/consigners/verify': async () => {
        const account = await seedAccount(t.dataSource, store, 'consigner-to-be@limits.test', {
          isVerified: false,
        });
        const token = await signInAs(t, account);
        return (address) =>
          call(t, 'POST', '/api/consigners/verify', {
            token,
            body: { email: account.email },
            headers: from(address),
          });
      },
      'POST /api/consigners/sendResetPassword/{id}': async () => (address) =>
        call(t, 'POST', '/api/consigners/sendResetPassword/424242', {
          token: admin.token,
          headers: from(address),
        }),
    };

    for (const [endpoint, prepare] of Object.entries(mailEndpoints)) {
      it(`${endpoint}: limited per target, whatever the answers before`, async () => {
        const send = await prepare();
        const answers: Answer[] = [];
        // From a new address each time: only the per-target count can refuse.
        for (let i = 0; i < MAIL_REQUESTS_PER_TARGET; i++) answers.push(await send(newAddress()));
        expect(answers.map((answer) => answer.status)).not.toContain(429);
        expect(answers.map((answer) => answer.status)).not.toContain(500);
        expectMailRefused(await send(newAddress()));
      });
    }
  });
});
