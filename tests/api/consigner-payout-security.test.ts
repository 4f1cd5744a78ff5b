import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consignerResponse, payoutDetailChangesResponse } from '@shared/contracts/consigners';
import { apiErrorBody } from '@shared/contracts/errors';
import { payoutDetailMail, validation } from '@shared/messages';
import { Consigner } from '../../api/src/consigners/consigner.entity';
import { PayoutDetailChange } from '../../api/src/consigners/payout-detail-change.entity';
import { Job } from '../../api/src/jobs/job.entity';
import { MAIL_JOB } from '../../api/src/mail/mail.service';
import {
  call,
  seedAccount,
  seedStaff,
  seedStoreWithStaff,
  signInAs,
  type SeededStaff,
} from '../support/fixtures';
import { waitForJobs } from '../support/jobs';
import { type TestSmtp } from '../support/smtp';
import { startTestAppWithSmtp, testEngine, type TestAppWithSmtp } from '../support/test-app';

const m = validation.consigner;
const ABA = {
  accountName: 'Ada L',
  accountNumber: '123456789',
  routingType: 'abaNumber',
  routingNumber: '021000021',
};

describe(`consigner records and payout details: access, bank fields, audit log on ${testEngine()}`, () => {
  let t: TestAppWithSmtp;
  let smtp: TestSmtp;
  let a: SeededStaff;
  let b: SeededStaff;
  /** An employee of store A without Consigners. */
  let clerk: string;
  /** An employee of store A with Consigners. */
  let manager: string;
  let n = 0;

  beforeAll(async () => {
    t = await startTestAppWithSmtp({ PUBLIC_URL: 'http://consigndesk.test' });
    smtp = t.smtp;
    a = await seedStoreWithStaff(t, { handle: 'payout-a' });
    b = await seedStoreWithStaff(t, { handle: 'payout-b' });
    clerk = (
      await seedStaff(t, a.store, {
        role: 'Employee',
        accessControls: ['Products', 'Inventory', 'Orders', 'Settings'],
      })
    ).token;
    manager = (
      await seedStaff(t, a.store, {
        role: 'Employee',
        accessControls: ['Consigners'],
        firstName: 'Mona',
      })
    ).token;
  });
  afterAll(() => t.close());

  const unique = () => `p${++n}-${Math.random().toString(36).slice(2, 6)}@example.test`;

  async function seedConsigner(fields: Partial<Consigner> = {}): Promise<Consigner> {
    const repository = t.dataSource.getRepository(Consigner);
    return repository.save(
      repository.create({
        storeId: a.store.id,
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: unique(),
        phone: '+1 555 010 2000',
        address: '1 Market St',
        accountId: null,
        payoutType: 'Bank',
        bankData: { ...ABA },
        ...fields,
      }),
    );
  }

  /** A consigner with a login of their own and no payout details yet, signed in. */
  async function signedInConsignerWithoutPayout() {
    const email = unique();
    const account = await seedAccount(t.dataSource, a.store, email);
    const consigner = await seedConsigner({ email, accountId: account.id, payoutType: null, bankData: null });
    return { email, account, consigner, token: await signInAs(t, account) };
  }

  const row = (id: number) => t.dataSource.getRepository(Consigner).findOneByOrFail({ id });
  const auditOf = (consignerId: number) =>
    t.dataSource.getRepository(PayoutDetailChange).find({ where: { consignerId }, order: { id: 'ASC' } });
  const mailJobsTo = async (email: string) =>
    (await t.dataSource.getRepository(Job).findBy({ kind: MAIL_JOB })).filter(
      (job) => (job.payload as { message: { to: string } }).message.to === email,
    );

  function expectError(response: { status: number; body: unknown }, status: number, message?: string) {
    expect(response.status).toBe(status);
    const { error } = apiErrorBody.parse(response.body);
    if (message) expect(error.message).toBe(message);
    return error;
  }

  describe('consigner records need Consigners', () => {
    it('refuses an employee without Consigners on every consigner record route, changing nothing', async () => {
      const consigner = await seedConsigner({
        accountId: (await seedAccount(t.dataSource, a.store, unique())).id,
      });
      for (const [method, path, body] of [
        ['GET', `/api/consigners/${consigner.id}`, undefined],
        [
          'PUT',
          `/api/consigners/${consigner.id}`,
          { payoutType: 'Bank', bankData: { ...ABA, accountNumber: '999' } },
        ],
        ['PUT', `/api/consigners/${consigner.id}`, { accountNumber: '4444555566' }],
        ['GET', `/api/consigners/consignerReport?consigner=${consigner.id}`, undefined],
        ['POST', `/api/consigners/sendResetPassword/${consigner.id}`, undefined],
        ['GET', `/api/consigners/${consigner.id}/payoutDetailChanges`, undefined],
      ] as const) {
        const response = await call(t, method, path, { token: clerk, body });
        expect({ path, status: response.status }).toEqual({ path, status: 403 });
        expect(JSON.stringify(response.body)).not.toContain('123456789');
      }
      expect((await row(consigner.id)).bankData).toEqual(ABA);
      expect(await auditOf(consigner.id)).toEqual([]);
      expect(await mailJobsTo(consigner.email)).toEqual([]);
    });

    it('serves them, bank details included, to an employee with Consigners', async () => {
      const consigner = await seedConsigner();
      const response = await call(t, 'GET', `/api/consigners/${consigner.id}`, { token: manager });
      expect(response.status).toBe(200);
      const body = consignerResponse.parse(response.body).consigner;
      expect(body.bankData).toEqual(ABA);
      expect(body).toMatchObject({ accountName: 'Ada L', accountNumber: '123456789' });
      const report = await call(t, 'GET', `/api/consigners/consignerReport?consigner=${consigner.id}`, {
        token: manager,
      });
      expect(report.status).toBe(200);
    });

    it("answers 404 to another store's token, and 403 STAFF_ONLY to a consigner reading a record", async () => {
      const consigner = await seedConsigner();
      for (const [method, path] of [
        ['GET', `/api/consigners/${consigner.id}`],
        ['PUT', `/api/consigners/${consigner.id}`],
        ['POST', `/api/consigners/sendResetPassword/${consigner.id}`],
        ['GET', `/api/consigners/${consigner.id}/payoutDetailChanges`],
      ] as const) {
        const response = await call(t, method, path, {
          token: b.token,
          body: method === 'PUT' ? { accountNumber: '1111222233' } : undefined,
        });
        expect({ path, status: response.status }).toEqual({ path, status: 404 });
        expect(JSON.stringify(response.body)).not.toContain('123456789');
      }
      const email = unique();
      const account = await seedAccount(t.dataSource, a.store, email);
      await seedConsigner({ email, accountId: account.id });
      const token = await signInAs(t, account);
      const error = expectError(await call(t, 'GET', `/api/consigners/${consigner.id}`, { token }), 403);
      expect(error.code).toBe('STAFF_ONLY');
      expect((await row(consigner.id)).bankData).toEqual(ABA);
    });

    it('shows a consigner their own bank details on PUT', async () => {
      const { consigner, token } = await signedInConsignerWithoutPayout();
      const response = await call(t, 'PUT', `/api/consigners/${consigner.id}`, {
        token,
        body: { payoutType: 'Bank', bankData: ABA },
      });
      expect(response.status).toBe(200);
      expect(consignerResponse.parse(response.body).consigner.bankData).toEqual(ABA);
    });
  });

  describe('the top-level bank fields of PUT /api/consigners/{id}', () => {
    const topLevel = {
      accountName: 'Grace H',
      accountNumber: '5550001234',
      bank: 'First National Bank',
      bankType: 'Savings',
      branchCode: '250655',
    };

    it('stores them as the bank details and answers them in both spellings', async () => {
      const consigner = await seedConsigner({
        payoutType: 'PayPal',
        payoutData: 'ada@pay.test',
        bankData: null,
      });
      const response = await call(t, 'PUT', `/api/consigners/${consigner.id}`, {
        token: a.token,
        body: { payoutType: 'Bank', ...topLevel },
      });
      expect(response.status).toBe(200);
      expect(consignerResponse.parse(response.body).consigner).toMatchObject({
        ...topLevel,
        bankData: topLevel,
      });
      expect(await row(consigner.id)).toMatchObject({
        payoutType: 'Bank',
        payoutData: null,
        bankData: topLevel,
      });
      const read = consignerResponse.parse(
        (await call(t, 'GET', `/api/consigners/${consigner.id}`, { token: manager })).body,
      ).consigner;
      expect(read).toMatchObject(topLevel);
    });

    it('changes only the fields sent when bankData is not sent', async () => {
      const consigner = await seedConsigner();
      const response = await call(t, 'PUT', `/api/consigners/${consigner.id}`, {
        token: a.token,
        body: { accountNumber: '777000111', branchCode: '051001' },
      });
      expect(response.status).toBe(200);
      expect((await row(consigner.id)).bankData).toEqual({
        ...ABA,
        accountNumber: '777000111',
        branchCode: '051001',
      });
    });

    it('refuses a top-level field that bankData contradicts, a bank field on a PayPal payout, and an unknown bank type', async () => {
      const consigner = await seedConsigner();
      const conflict = expectError(
        await call(t, 'PUT', `/api/consigners/${consigner.id}`, {
          token: a.token,
          body: { payoutType: 'Bank', bankData: ABA, accountNumber: '1112223334' },
        }),
        400,
      );
      expect(conflict.fields).toMatchObject({ accountNumber: m.bankFieldConflict('accountNumber') });
      const paypal = expectError(
        await call(t, 'PUT', `/api/consigners/${consigner.id}`, {
          token: a.token,
          body: { payoutType: 'PayPal', payoutData: 'x@pay.test', accountName: 'X' },
        }),
        400,
      );
      expect(paypal.fields).toMatchObject({ accountName: m.bankFieldsNeedBank });
      const badType = expectError(
        await call(t, 'PUT', `/api/consigners/${consigner.id}`, {
          token: a.token,
          body: { bankType: 'Offshore' },
        }),
        400,
      );
      expect(Object.keys(badType.fields ?? {})).toContain('bankType');
      expect((await row(consigner.id)).bankData).toEqual(ABA);
      expect(await auditOf(consigner.id)).toEqual([]);
    });

    it('locks them for the consigner once bank details are set, as bankData', async () => {
      const email = unique();
      const account = await seedAccount(t.dataSource, a.store, email);
      const consigner = await seedConsigner({ email, accountId: account.id });
      const token = await signInAs(t, account);
      expectError(
        await call(t, 'PUT', `/api/consigners/${consigner.id}`, {
          token,
          body: { accountNumber: '999888777' },
        }),
        403,
        m.bankLocked,
      );
      // Sending what is stored is no change.
      const same = await call(t, 'PUT', `/api/consigners/${consigner.id}`, {
        token,
        body: { accountNumber: ABA.accountNumber },
      });
      expect(same.status).toBe(200);
      expect((await row(consigner.id)).bankData).toEqual(ABA);
    });
  });

  describe('the payout-details audit log and mail', () => {
    it('logs a staff change of bank details (numbers masked) and mails the consigner, once', async () => {
      const consigner = await seedConsigner({ firstName: 'Lin' });
      const response = await call(t, 'PUT', `/api/consigners/${consigner.id}`, {
        token: manager,
        body: { payoutType: 'Bank', bankData: { ...ABA, accountNumber: '987654321' } },
      });
      expect(response.status).toBe(200);
      const [entry, ...more] = await auditOf(consigner.id);
      expect(more).toEqual([]);
      expect(entry).toMatchObject({
        storeId: a.store.id,
        changedByKind: 'employee',
        changedByName: 'Mona Staff',
        before: { payoutType: 'Bank', bankData: { accountNumber: '•••••6789', routingNumber: '•••••0021' } },
        after: { payoutType: 'Bank', bankData: { accountNumber: '•••••4321', accountName: 'Ada L' } },
      });
      expect(JSON.stringify(entry)).not.toMatch(/123456789|987654321|021000021/);

      const mail = await smtp.waitFor(consigner.email);
      expect(mail.subject).toBe(payoutDetailMail.subject);
      expect(mail.text).toContain('Mona Staff');
      // The test mailbox reads the quoted-printable text byte by byte, so the bullets are not compared.
      expect(mail.text).toMatch(/account \S+4321\./);
      expect(mail.text).not.toContain('987654321');

      const log = payoutDetailChangesResponse.parse(
        (await call(t, 'GET', `/api/consigners/${consigner.id}/payoutDetailChanges`, { token: manager }))
          .body,
      );
      expect(log.payoutDetailChanges).toHaveLength(1);
      expect(log.payoutDetailChanges[0]).toMatchObject({
        consignerId: consigner.id,
        changedBy: { name: 'Mona Staff', kind: 'employee' },
        after: { bankData: { accountNumber: '•••••4321' } },
      });
    });

    it('logs a change of payout type and payout email, newest first, and nothing for other fields', async () => {
      const consigner = await seedConsigner();
      await call(t, 'PUT', `/api/consigners/${consigner.id}`, {
        token: a.token,
        body: { firstName: 'Renamed' },
      });
      expect(await auditOf(consigner.id)).toEqual([]);
      await call(t, 'PUT', `/api/consigners/${consigner.id}`, {
        token: a.token,
        body: { payoutType: 'PayPal', payoutData: 'first@pay.test' },
      });
      await call(t, 'PUT', `/api/consigners/${consigner.id}`, {
        token: a.token,
        body: { payoutType: 'PayPal', payoutData: 'second@pay.test' },
      });
      const log = payoutDetailChangesResponse.parse(
        (await call(t, 'GET', `/api/consigners/${consigner.id}/payoutDetailChanges`, { token: a.token }))
          .body,
      ).payoutDetailChanges;
      expect(log.map((entry) => entry.after.payoutData)).toEqual(['second@pay.test', 'first@pay.test']);
      expect(log[1].before).toMatchObject({ payoutType: 'Bank', bankData: { accountNumber: '•••••6789' } });
      expect(log[1].after).toMatchObject({ payoutType: 'PayPal', bankData: null });
      await waitForJobs(t.dataSource);
      expect(await mailJobsTo(consigner.email)).toHaveLength(2);
    });

    it("logs the consigner's own first bank details as theirs", async () => {
      const { email, account, consigner, token } = await signedInConsignerWithoutPayout();
      expect(
        (
          await call(t, 'PUT', `/api/consigners/${consigner.id}`, {
            token,
            body: { payoutType: 'Bank', bankData: ABA },
          })
        ).status,
      ).toBe(200);
      const [entry] = await auditOf(consigner.id);
      expect(entry).toMatchObject({
        changedByKind: 'consigner',
        changedById: account.id,
        changedByName: 'Ada Lovelace',
      });
      expect((await smtp.waitFor(email)).subject).toBe(payoutDetailMail.subject);
    });

    it('writes neither log nor mail when the change is refused', async () => {
      const consigner = await seedConsigner();
      const taken = await seedConsigner();
      const response = await call(t, 'PUT', `/api/consigners/${consigner.id}`, {
        token: a.token,
        body: { email: taken.email, payoutType: 'PayPal', payoutData: 'thief@pay.test' },
      });
      expect(response.status).toBe(409);
      expect(await auditOf(consigner.id)).toEqual([]);
      expect(await mailJobsTo(consigner.email)).toEqual([]);
      expect((await row(consigner.id)).payoutType).toBe('Bank');
    });
  });
});
