import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeResponse, employeesResponse, openEmployeeResponse } from '@shared/contracts/employees';
import { apiErrorBody } from '@shared/contracts/errors';
import { meResponse } from '@shared/contracts/me';
import { apiErrors, authMessages, notices } from '@shared/messages';
import { Account } from '../../api/src/accounts/account.entity';
import { Employee } from '../../api/src/employees/employee.entity';
import {
  call,
  seedAccount,
  seedStaff,
  seedStoreWithStaff,
  signInAs,
  type SeededStaff,
} from '../support/fixtures';
import { type TestSmtp } from '../support/smtp';
import { startTestAppWithSmtp, testEngine, type TestAppWithSmtp } from '../support/test-app';

describe(`employees on ${testEngine()}`, () => {
  let t: TestAppWithSmtp;
  let smtp: TestSmtp;
  let admin: SeededStaff;

  beforeAll(async () => {
    t = await startTestAppWithSmtp();
    smtp = t.smtp;
    admin = await seedStoreWithStaff(t, { handle: 'sole-lab' });
  });
  afterAll(() => t.close());

  it('adds an employee, mails the invite, and the invitee creates a login and signs in', async () => {
    const created = await call(t, 'POST', '/api/employees', {
      token: admin.token,
      body: { email: ' Riley@Sole-Lab.test ', firstName: 'Riley', lastName: 'Cruz' },
    });
    expect(created.status).toBe(201);
    const { employee } = employeeResponse.parse(created.body);
    expect(employee).toMatchObject({
      email: 'riley@sole-lab.test',
      role: 'Employee',
      accessControls: [],
      fbUserId: null,
    });

    const mail = await smtp.waitFor('riley@sole-lab.test');
    expect(mail.subject).toContain('Store sole-lab');
    const link = smtp.linkIn(mail, `/signup/${employee.id}`);
    const token = link.searchParams.get('token') ?? '';
    expect(link.searchParams.get('handle')).toBe('sole-lab');

    const invite = await call(t, 'GET', `/open/employees/${employee.id}?token=${encodeURIComponent(token)}`);
    expect(openEmployeeResponse.parse(invite.body).employee).toMatchObject({
      email: 'riley@sole-lab.test',
      isLinked: false,
    });
    expect((await call(t, 'GET', `/open/employees/${employee.id}?token=wrong`)).status).toBe(400);

    const short = await call(t, 'PUT', `/open/employees/accept/${employee.id}`, {
      body: { token, password: 'short' },
    });
    expect(apiErrorBody.parse(short.body).error.message).toBe(authMessages.passwordTooShort);
    expect(
      (
        await call(t, 'PUT', `/open/employees/accept/${employee.id}`, {
          body: { token, password: 'riley-secret-1' },
        })
      ).status,
    ).toBe(200);
    const again = await call(t, 'PUT', `/open/employees/accept/${employee.id}`, {
      body: { token, password: 'riley-secret-1' },
    });
    expect(again.status).toBe(400);

    const login = await call(t, 'POST', '/open/auth/login', {
      body: { email: 'riley@sole-lab.test', password: 'riley-secret-1', handle: 'sole-lab' },
    });
    expect(login.status).toBe(200);
    const me = meResponse.parse((await call(t, 'GET', '/api/me', { token: login.body.accessToken })).body);
    expect(me.profile).toMatchObject({
      kind: 'employee',
      role: 'Employee',
      emailVerified: true,
      accessControls: [],
    });

    const resend = await call(t, 'POST', `/api/employees/send/${employee.id}`, {
      token: admin.token,
      body: {},
    });
    expect(resend.status).toBe(409);
    expect(apiErrorBody.parse(resend.body).error.message).toBe(authMessages.inviteAlreadyAccepted);
  });

  it('resends an invite, and only the newest link works', async () => {
    const { body } = await call(t, 'POST', '/api/employees', {
      token: admin.token,
      body: { email: 'jordan@sole-lab.test', firstName: 'Jordan', lastName: 'Lee' },
    });
    const first = smtp
      .linkIn(await smtp.waitFor('jordan@sole-lab.test'), '/signup/')
      .searchParams.get('token');
    expect(
      (await call(t, 'POST', `/api/employees/send/${body.employee.id}`, { token: admin.token, body: {} }))
        .status,
    ).toBe(200);
    const second = smtp
      .linkIn(await smtp.waitFor('jordan@sole-lab.test'), '/signup/')
      .searchParams.get('token');
    expect(second).not.toBe(first);
    expect((await call(t, 'GET', `/open/employees/${body.employee.id}?token=${first}`)).status).toBe(400);
    expect((await call(t, 'GET', `/open/employees/${body.employee.id}?token=${second}`)).status).toBe(200);
  });

  it('refuses a duplicate email and missing fields', async () => {
    const duplicate = await call(t, 'POST', '/api/employees', {
      token: admin.token,
      body: { email: admin.account.email, firstName: 'Dup', lastName: 'Licate' },
    });
    expect(duplicate.status).toBe(409);
    const missing = await call(t, 'POST', '/api/employees', {
      token: admin.token,
      body: { email: 'x@y.test' },
    });
    expect(missing.status).toBe(400);
    expect(Object.keys(apiErrorBody.parse(missing.body).error.fields ?? {}).sort()).toEqual([
      'firstName',
      'lastName',
    ]);
  });

  it('lists and searches the store’s employees', async () => {
    await seedStaff(t, admin.store, { email: 'zed@sole-lab.test', firstName: 'Zed', role: 'Employee' });
    const all = employeesResponse.parse(
      (await call(t, 'GET', '/api/employees', { token: admin.token })).body,
    ).employees;
    expect(all.map((e) => e.email)).toContain('zed@sole-lab.test');
    const found = employeesResponse.parse(
      (await call(t, 'GET', '/api/employees?search=ZE', { token: admin.token })).body,
    );
    expect(found.employees.map((e) => e.email)).toEqual(['zed@sole-lab.test']);
    const none = employeesResponse.parse(
      (await call(t, 'GET', '/api/employees?search=%25', { token: admin.token })).body,
    );
    expect(none.employees).toEqual([]);
  });

  it('enforces access controls on the API: a list without Employees is refused, no list is unrestricted', async () => {
    const clerk = await seedStaff(t, admin.store, {
      role: 'Employee',
      accessControls: ['Products', 'Inventory'],
    });
    const refused = await call(t, 'GET', '/api/employees', { token: clerk.token });
    expect(refused.status).toBe(403);
    expect(apiErrorBody.parse(refused.body).error).toEqual({
      code: 'FORBIDDEN',
      message: apiErrors.forbiddenNeeds(['Employees']),
    });
    const manager = await seedStaff(t, admin.store, { role: 'Employee', accessControls: null });
    expect((await call(t, 'GET', '/api/employees', { token: manager.token })).status).toBe(200);
  });

  it('refuses unverified and inactive staff on every call but /api/me', async () => {
    const unverified = await seedStaff(t, admin.store, { role: 'Employee', isVerified: false });
    const r1 = await call(t, 'GET', '/api/employees', { token: unverified.token });
    expect([r1.status, apiErrorBody.parse(r1.body).error.code]).toEqual([403, 'EMAIL_NOT_VERIFIED']);
    const inactive = await seedStaff(t, admin.store, { role: 'Employee', isActive: false });
    const r2 = await call(t, 'GET', '/api/employees', { token: inactive.token });
    expect(apiErrorBody.parse(r2.body).error).toEqual({
      code: 'ACCOUNT_DISABLED',
      message: notices.disabledAccount,
    });
  });

  it('updates access controls and the active flag, which take effect at once', async () => {
    const clerk = await seedStaff(t, admin.store, { role: 'Employee', accessControls: ['Employees'] });
    expect((await call(t, 'GET', '/api/employees', { token: clerk.token })).status).toBe(200);
    const updated = await call(t, 'PUT', `/api/employees/${clerk.employee.id}`, {
      token: admin.token,
      body: { accessControls: ['Orders', 'InStoreApp'] },
    });
    expect(employeeResponse.parse(updated.body).employee.accessControls).toEqual(['Orders', 'InStoreApp']);
    expect((await call(t, 'GET', '/api/employees', { token: clerk.token })).status).toBe(403);
    await call(t, 'PUT', `/api/employees/${clerk.employee.id}`, {
      token: admin.token,
      body: { isActive: false },
    });
    const me = meResponse.parse((await call(t, 'GET', '/api/me', { token: clerk.token })).body);
    expect(me.profile.isActive).toBe(false);
    const bad = await call(t, 'PUT', `/api/employees/${clerk.employee.id}`, {
      token: admin.token,
      body: { accessControls: ['Root'] },
    });
    expect(bad.status).toBe(400);
  });

  it('keeps people from locking themselves or the store out', async () => {
    // A store of its own, whose only Admin is `solo`.
    const solo = await seedStoreWithStaff(t, { handle: 'solo-shop' });
    const self = solo.employee.id;
    const own = await call(t, 'PUT', `/api/employees/${self}`, {
      token: solo.token,
      body: { accessControls: ['Products'] },
    });
    expect(apiErrorBody.parse(own.body).error.message).toBe(authMessages.cannotChangeOwnAccessControls);
    const deactivate = await call(t, 'PUT', `/api/employees/${self}`, {
      token: solo.token,
      body: { isActive: false },
    });
    expect(apiErrorBody.parse(deactivate.body).error.message).toBe(authMessages.cannotDeactivateSelf);
    const del = await call(t, 'POST', `/api/employees/deleteEmployee/${self}`, { token: solo.token });
    expect(apiErrorBody.parse(del.body).error.message).toBe(authMessages.cannotDeleteSelf);

    // The Admin cannot be removed or disabled by an employee who manages staff (issue 12: only an
    // Admin touches an Admin; before, the last-Admin rule refused it with 409).
    const hr = await seedStaff(t, solo.store, { role: 'Employee', accessControls: ['Employees'] });
    const removeAdmin = await call(t, 'POST', `/api/employees/deleteEmployee/${self}`, { token: hr.token });
    expect([removeAdmin.status, apiErrorBody.parse(removeAdmin.body).error.message]).toEqual([
      403,
      authMessages.adminProtected,
    ]);
    const disableAdmin = await call(t, 'PUT', `/api/employees/${self}`, {
      token: hr.token,
      body: { isActive: false },
    });
    expect(disableAdmin.status).toBe(403);
    expect((await t.dataSource.getRepository(Employee).findOneByOrFail({ id: self })).isActive).toBe(true);
  });

  it('deletes an employee with their login, and their session ends', async () => {
    const leaver = await seedStaff(t, admin.store, { role: 'Employee', accessControls: null });
    expect((await call(t, 'GET', '/api/me', { token: leaver.token })).status).toBe(200);
    const deleted = await call(t, 'POST', `/api/employees/deleteEmployee/${leaver.employee.id}`, {
      token: admin.token,
    });
    expect(deleted.body).toEqual({ ok: true });
    expect(await t.dataSource.getRepository(Employee).existsBy({ id: leaver.employee.id })).toBe(false);
    expect(await t.dataSource.getRepository(Account).existsBy({ id: leaver.account.id })).toBe(false);
    expect((await call(t, 'GET', '/api/me', { token: leaver.token })).status).toBe(401);
    expect(
      (await call(t, 'GET', `/api/employees/${leaver.employee.id}`, { token: admin.token })).status,
    ).toBe(404);
  });

  it('links a signed-in account to the invite for its own email (PUT /api/employees/accept/{id})', async () => {
    const { body } = await call(t, 'POST', '/api/employees', {
      token: admin.token,
      body: { email: 'linker@sole-lab.test', firstName: 'Lin', lastName: 'Ker' },
    });
    const register = await call(t, 'POST', '/open/auth/register', {
      body: { email: 'linker@sole-lab.test', password: 'linker-pass-1', handle: 'sole-lab' },
    });
    await t.dataSource
      .getRepository(Account)
      .update({ email: 'linker@sole-lab.test' }, { emailVerifiedAt: new Date() });
    const token = register.body.accessToken as string;
    const wrongId = await call(t, 'PUT', `/api/employees/accept/${body.employee.id}`, {
      token,
      body: { fbUserId: '999999' },
    });
    expect(wrongId.status).toBe(404);
    const linked = await call(t, 'PUT', `/api/employees/accept/${body.employee.id}`, {
      token,
      body: {
        fbUserId: String(
          (await t.dataSource.getRepository(Account).findOneByOrFail({ email: 'linker@sole-lab.test' })).id,
        ),
      },
    });
    expect(linked.status).toBe(200);
    expect(meResponse.parse((await call(t, 'GET', '/api/me', { token })).body).profile.kind).toBe('employee');
    const otherEmail = await call(t, 'PUT', `/api/employees/accept/${admin.employee.id}`, {
      token,
      body: { fbUserId: 'x' },
    });
    expect(otherEmail.status).toBe(404);
  });

  describe('who may change whom (issue 12)', () => {
    async function setUp(handle: string) {
      const shop = await seedStoreWithStaff(t, { handle });
      const hr = await seedStaff(t, shop.store, {
        role: 'Employee',
        accessControls: ['Employees', 'Products'],
      });
      const clerk = await seedStaff(t, shop.store, { role: 'Employee', accessControls: ['Inventory'] });
      return { shop, hr, clerk };
    }
    const rowOf = (id: number) => t.dataSource.getRepository(Employee).findOneByOrFail({ id });
    const refusal = (response: { status: number; body: unknown }) => [
      response.status,
      apiErrorBody.parse(response.body).error.message,
    ];

    it('an employee with Employees hands on controls they hold, and nothing more', async () => {
      const { hr, clerk } = await setUp('grants-1');
      const handedOn = await call(t, 'PUT', `/api/employees/${clerk.employee.id}`, {
        token: hr.token,
        body: { accessControls: ['Inventory', 'Products'] },
      });
      expect(handedOn.status).toBe(200);
      const raised = await call(t, 'PUT', `/api/employees/${clerk.employee.id}`, {
        token: hr.token,
        body: { accessControls: ['Inventory', 'Consigners'] },
      });
      expect(refusal(raised)).toEqual([403, authMessages.cannotGrant('Consigners')]);
      const unrestricted = await call(t, 'PUT', `/api/employees/${clerk.employee.id}`, {
        token: hr.token,
        body: { accessControls: null },
      });
      expect(refusal(unrestricted)).toEqual([403, authMessages.onlyAdminGrantsUnrestricted]);
      expect((await rowOf(clerk.employee.id)).accessControls).toEqual(['Inventory', 'Products']);
    });

    it('nobody changes their own access controls, not even to add one they lack', async () => {
      const { shop, hr } = await setUp('grants-2');
      for (const accessControls of [['Employees', 'Products', 'Consigners'], null, ['Employees']]) {
        const own = await call(t, 'PUT', `/api/employees/${hr.employee.id}`, {
          token: hr.token,
          body: { accessControls },
        });
        expect(refusal(own)).toEqual([403, authMessages.cannotChangeOwnAccessControls]);
      }
      expect((await rowOf(hr.employee.id)).accessControls).toEqual(['Employees', 'Products']);
      const adminOwn = await call(t, 'PUT', `/api/employees/${shop.employee.id}`, {
        token: shop.token,
        body: { accessControls: ['Products'] },
      });
      expect(refusal(adminOwn)).toEqual([403, authMessages.cannotChangeOwnAccessControls]);
    });

    it('only the Admin edits, disables, restricts or deletes an Admin', async () => {
      const { shop, hr } = await setUp('grants-3');
      const admin = shop.employee.id;
      for (const [method, path, body] of [
        ['PUT', `/api/employees/${admin}`, { accessControls: ['Products'] }],
        ['PUT', `/api/employees/${admin}`, { isActive: false }],
        ['PUT', `/api/employees/${admin}`, { isActive: true }],
        ['POST', `/api/employees/deleteEmployee/${admin}`, undefined],
      ] as const) {
        expect(refusal(await call(t, method, path, { token: hr.token, body }))).toEqual([
          403,
          authMessages.adminProtected,
        ]);
      }
      expect(await rowOf(admin)).toMatchObject({ role: 'Admin', accessControls: null, isActive: true });
      // A second Admin may be managed by the first.
      const coOwner = await seedStaff(t, shop.store, { role: 'Admin' });
      const disabled = await call(t, 'PUT', `/api/employees/${coOwner.employee.id}`, {
        token: shop.token,
        body: { isActive: false },
      });
      expect(disabled.status).toBe(200);
    });

    it('the Admin grants anything, unrestricted access included', async () => {
      const { shop, clerk } = await setUp('grants-4');
      const granted = await call(t, 'PUT', `/api/employees/${clerk.employee.id}`, {
        token: shop.token,
        body: { accessControls: null },
      });
      expect(employeeResponse.parse(granted.body).employee.accessControls).toBeNull();
    });

    it("another store's token changes nothing", async () => {
      const { clerk } = await setUp('grants-5');
      const other = await seedStoreWithStaff(t, { handle: 'grants-other' });
      const response = await call(t, 'PUT', `/api/employees/${clerk.employee.id}`, {
        token: other.token,
        body: { accessControls: null },
      });
      expect(response.status).toBe(404);
      expect((await rowOf(clerk.employee.id)).accessControls).toEqual(['Inventory']);
    });
  });

  it('gives an invite only to a verified login of the invited address', async () => {
    const { body } = await call(t, 'POST', '/api/employees', {
      token: admin.token,
      body: { email: 'wanted@sole-lab.test', firstName: 'Wan', lastName: 'Ted' },
    });
    const inviteId = employeeResponse.parse(body).employee.id;
    const accept = (token: string, accountId: number) =>
      call(t, 'PUT', `/api/employees/accept/${inviteId}`, { token, body: { fbUserId: String(accountId) } });

    // Someone registers the invited address first: without the mailbox they cannot verify it.
    const squatter = await seedAccount(t.dataSource, admin.store, 'wanted@sole-lab.test', {
      isVerified: false,
    });
    const refused = await accept(await signInAs(t, squatter), squatter.id);
    expect(refused.status).toBe(403);
    expect(apiErrorBody.parse(refused.body).error.message).toMatch(/verify your email/);

    // A verified login of another address.
    const other = await seedAccount(t.dataSource, admin.store, 'other@sole-lab.test');
    const mismatch = await accept(await signInAs(t, other), other.id);
    expect(mismatch.status).toBe(409);
    expect(apiErrorBody.parse(mismatch.body).error.message).toBe(authMessages.emailMismatch);

    expect(await t.dataSource.getRepository(Employee).findOneByOrFail({ id: inviteId })).toMatchObject({
      accountId: null,
    });

    // Once the address is verified (a mailed link proves the mailbox), that login takes the invite.
    await t.dataSource.getRepository(Account).update({ id: squatter.id }, { emailVerifiedAt: new Date() });
    expect((await accept(await signInAs(t, squatter), squatter.id)).status).toBe(200);
  });
});
