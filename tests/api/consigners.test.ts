import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okResponse } from '@shared/contracts/auth';
import { consignerReportResponse, consignerResponse, consignersResponse } from '@shared/contracts/consigners';
import { apiErrorBody } from '@shared/contracts/errors';
import { validation } from '@shared/messages';
import { Account } from '../../api/src/accounts/account.entity';
import { Consigner } from '../../api/src/consigners/consigner.entity';
import { ConsignerType } from '../../api/src/consigner-types/consigner-type.entity';
import { Inventory } from '../../api/src/inventories/inventory.entity';
import { InventoryLog } from '../../api/src/inventories/inventory-log.entity';
import {
  call,
  seedAccount,
  seedInventoryItem,
  seedProduct,
  seedStaff,
  seedStoreWithStaff,
  signInAs,
  type SeededStaff,
} from '../support/fixtures';
import { type TestSmtp } from '../support/smtp';
import { startTestAppWithSmtp, testEngine, type TestAppWithSmtp } from '../support/test-app';

const m = validation.consigner;

const person = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.test',
  phone: '+1 (555) 010-2000',
  address: '1 Market St, Springfield',
};
const ABA = {
  accountName: 'Ada L',
  accountNumber: '123456789',
  routingType: 'abaNumber',
  routingNumber: '021000021',
};
const SWIFT = {
  accountName: 'Ada L',
  swiftCode: 'DEUTDEFF',
  routingType: 'swiftCode',
  ibanNumber: 'DE89370400440532013000',
};
const IBAN = { accountName: 'Ada L', routingType: 'ibanNumber', ibanNumber: 'GB82 WEST 1234 5698 7654 32' };

describe(`Staff consigners (/api/consigners) on ${testEngine()}`, () => {
  let t: TestAppWithSmtp;
  let smtp: TestSmtp;
  let a: SeededStaff;
  let b: SeededStaff;
  let n = 0;

  beforeAll(async () => {
    t = await startTestAppWithSmtp({ PUBLIC_URL: 'http://consigndesk.test' });
    smtp = t.smtp;
    a = await seedStoreWithStaff(t, { handle: 'cons-a' });
    b = await seedStoreWithStaff(t, { handle: 'cons-b' });
  });
  afterAll(() => t.close());

  const unique = () => `c${++n}-${Math.random().toString(36).slice(2, 6)}@example.test`;

  function expectError(
    response: { status: number; body: unknown },
    status: number,
    error: { code?: string; message?: string; fields?: Record<string, string> },
  ): void {
    expect(response.status).toBe(status);
    expect(apiErrorBody.parse(response.body).error).toMatchObject(error);
  }

  async function create(body: Record<string, unknown>, token = a.token) {
    return call(t, 'POST', '/api/consigners/createFromAdmin', {
      token,
      body: { ...person, email: unique(), ...body },
    });
  }

  async function seedConsigner(fields: Partial<Consigner> = {}): Promise<Consigner> {
    const repository = t.dataSource.getRepository(Consigner);
    return repository.save(
      repository.create({ storeId: a.store.id, ...person, email: unique(), accountId: null, ...fields }),
    );
  }

  describe('POST /api/consigners/createFromAdmin', () => {
    it('adds a PayPal consigner with the default consigner type', async () => {
      const type = await t.dataSource
        .getRepository(ConsignerType)
        .save({ storeId: a.store.id, accountType: 'Standard', sellingFee: 20, minFee: 0, isDefault: true });
      const response = await create({
        payoutType: 'PayPal',
        payoutData: 'pay@example.test',
        storeId: a.store.id,
      });
      expect(response.status).toBe(201);
      const { consigner } = consignerResponse.parse(response.body);
      expect(consigner).toMatchObject({
        firstName: 'Ada',
        payoutType: 'PayPal',
        payoutData: 'pay@example.test',
        bankData: null,
        accountType: 'Standard',
        consignerTypeId: type.id,
        storeId: a.store.id,
        hasLogin: false,
        isActive: true,
      });
    });

    it.each([
      ['abaNumber', ABA],
      ['swiftCode', SWIFT],
      ['ibanNumber', IBAN],
    ])(
      'adds a Bank consigner with routing type %s (bankData kept, payoutData dropped)',
      async (_type, bank) => {
        const response = await create({
          payoutType: 'Bank',
          payoutData: 'ignored@example.test',
          bankData: bank,
        });
        expect(response.status).toBe(201);
        const { consigner } = consignerResponse.parse(response.body);
        expect(consigner.payoutData).toBeNull();
        expect(consigner.bankData).toMatchObject({ accountName: 'Ada L', routingType: bank.routingType });
        if (bank === IBAN) expect(consigner.bankData?.ibanNumber).toBe('GB82WEST12345698765432');
      },
    );

    it('requires names, email, phone with area code and address', async () => {
      const response = await call(t, 'POST', '/api/consigners/createFromAdmin', {
        token: a.token,
        body: { firstName: '', lastName: '', email: 'nope', phone: '12', address: '' },
      });
      expectError(response, 400, {
        code: 'VALIDATION_FAILED',
        fields: {
          firstName: m.firstNameRequired,
          lastName: m.lastNameRequired,
          email: 'Please enter a valid email',
          phone: m.phoneRequired,
          address: m.addressRequired,
        },
      });
    });

    it.each([
      ['PayPal without an account email', { payoutType: 'PayPal' }, { payoutData: m.payoutEmailRequired }],
      [
        'Zelle with a bad email',
        { payoutType: 'Zelle', payoutData: 'x' },
        { payoutData: m.payoutEmailRequired },
      ],
      ['Bank without bankData', { payoutType: 'Bank' }, { bankData: m.bankDataRequired }],
      [
        'abaNumber without its fields',
        { payoutType: 'Bank', bankData: { routingType: 'abaNumber' } },
        {
          'bankData.accountName': m.accountNameRequired,
          'bankData.accountNumber': m.accountNumberRequired,
          'bankData.routingNumber': m.routingNumberRequired,
        },
      ],
      [
        'abaNumber with a bad checksum',
        { payoutType: 'Bank', bankData: { ...ABA, routingNumber: '021000012' } },
        { 'bankData.routingNumber': m.routingNumberInvalid },
      ],
      [
        'swiftCode without its fields',
        { payoutType: 'Bank', bankData: { routingType: 'swiftCode' } },
        {
          'bankData.accountName': m.accountNameRequired,
          'bankData.swiftCode': m.swiftCodeRequired,
          'bankData.accountNumber': m.accountNumberOrIbanRequired,
        },
      ],
      [
        'swiftCode with a bad code and a bad IBAN',
        {
          payoutType: 'Bank',
          bankData: { ...SWIFT, swiftCode: 'DEU', ibanNumber: 'DE89370400440532013001' },
        },
        { 'bankData.swiftCode': m.swiftCodeInvalid, 'bankData.ibanNumber': m.ibanInvalid },
      ],
      [
        'ibanNumber without its fields',
        { payoutType: 'Bank', bankData: { routingType: 'ibanNumber' } },
        { 'bankData.accountName': m.accountNameRequired, 'bankData.ibanNumber': m.ibanRequired },
      ],
      [
        'ibanNumber with altered digits',
        { payoutType: 'Bank', bankData: { ...IBAN, ibanNumber: 'GB82WEST12345698765433' } },
        { 'bankData.ibanNumber': m.ibanInvalid },
      ],
      [
        'Bank without a routing type (hidden routing) and no account number',
        { payoutType: 'Bank', bankData: { accountName: 'Ada', bank: 'Nedbank' } },
        { 'bankData.accountNumber': m.accountNumberRequired },
      ],
    ])('refuses %s', async (_name, body, fields) => {
      const before = await t.dataSource.getRepository(Consigner).countBy({ storeId: a.store.id });
      expectError(await create(body), 400, { code: 'VALIDATION_FAILED', fields });
      expect(await t.dataSource.getRepository(Consigner).countBy({ storeId: a.store.id })).toBe(before);
    });

    it('refuses a duplicate email in the store and another storeId', async () => {
      const first = await create({});
      expectError(await create({ email: first.body.consigner.email }), 409, { message: m.emailTaken });
      expectError(await create({ storeId: b.store.id }), 404, { code: 'NOT_FOUND' });
    });

    it('needs Consigners access', async () => {
      const clerk = await seedStaff(t, a.store, { role: 'Employee', accessControls: ['Products'] });
      expectError(await create({}, clerk.token), 403, {});
    });
  });

  describe('GET /api/consigners', () => {
    it('lists the store’s consigners with fee figures and searches them', async () => {
      await seedConsigner({ firstName: 'Zebulon', lastName: 'Quill' });
      await t.dataSource
        .getRepository(Consigner)
        .save({ ...person, storeId: b.store.id, firstName: 'Zebulon', email: unique() });
      const all = consignersResponse.parse(
        (await call(t, 'GET', '/api/consigners', { token: a.token })).body,
      );
      expect(all.consigners.length).toBeGreaterThan(1);
      expect(all.consigners.every((row) => row.storeId === a.store.id)).toBe(true);
      const standard = all.consigners.find((row) => row.accountType === 'Standard');
      expect(standard?.ffData).toEqual({ fee: 20, sales: 0, profit: 0 });
      const found = await call(t, 'GET', '/api/consigners?search=zebu', { token: a.token });
      expect(found.status).toBe(200);
      expect(consignersResponse.parse(found.body).consigners.map((row) => row.lastName)).toEqual(['Quill']);
    });

    it('needs Consigners access', async () => {
      const clerk = await seedStaff(t, a.store, { role: 'Employee', accessControls: ['Inventory'] });
      expectError(await call(t, 'GET', '/api/consigners', { token: clerk.token }), 403, {});
    });
  });

  describe('GET /api/consigners/{id} and consignerReport', () => {
    it('answers one consigner; another store’s id is 404', async () => {
      const row = await seedConsigner();
      const response = await call(t, 'GET', `/api/consigners/${row.id}`, { token: a.token });
      expect(consignerResponse.parse(response.body).consigner.id).toBe(row.id);
      expectError(await call(t, 'GET', `/api/consigners/${row.id}`, { token: b.token }), 404, {
        code: 'NOT_FOUND',
      });
      expectError(await call(t, 'GET', '/api/consigners/abc', { token: a.token }), 404, {
        code: 'NOT_FOUND',
      });
    });

    it('answers zero analytics until sales exist; another store’s consigner is 404', async () => {
      const row = await seedConsigner();
      const response = await call(
        t,
        'GET',
        `/api/consigners/consignerReport?consigner=${row.id}&status=Active&dateRangeStart=2024-01-01&dateRangeEnd=2024-12-31`,
        { token: a.token },
      );
      expect(response.status).toBe(200);
      expect(consignerReportResponse.parse(response.body).analytics).toEqual({
        totalSold: 0,
        totalPaid: 0,
        totalPending: 0,
      });
      expectError(
        await call(t, 'GET', `/api/consigners/consignerReport?consigner=${row.id}`, { token: b.token }),
        404,
        {},
      );
    });
  });

  describe('PUT /api/consigners/{id}', () => {
    it('staff change the profile, toggles, account type and bank details', async () => {
      const row = await seedConsigner({
        payoutType: 'Bank',
        bankData: { accountName: 'Old', accountNumber: '1' },
      });
      const type = await t.dataSource
        .getRepository(ConsignerType)
        .save({ storeId: a.store.id, accountType: 'VIP', sellingFee: 10, minFee: 0, isDefault: false });
      const response = await call(t, 'PUT', `/api/consigners/${row.id}`, {
        token: a.token,
        body: {
          firstName: 'Grace',
          isActive: false,
          marketplaceLocation: 'Main',
          chargeTax: true,
          accountType: 'VIP',
          isRecalculateInventoryPayout: true,
          payoutType: 'Bank',
          bankData: ABA,
        },
      });
      expect(response.status).toBe(200);
      expect(consignerResponse.parse(response.body).consigner).toMatchObject({
        firstName: 'Grace',
        isActive: false,
        marketplaceLocation: 'Main',
        chargeTax: true,
        accountType: 'VIP',
        consignerTypeId: type.id,
        bankData: ABA,
      });
      const off = await call(t, 'PUT', `/api/consigners/${row.id}`, {
        token: a.token,
        body: { marketplaceLocation: null, payoutType: 'Zelle', payoutData: 'z@example.test' },
      });
      expect(consignerResponse.parse(off.body).consigner).toMatchObject({
        marketplaceLocation: null,
        payoutType: 'Zelle',
        bankData: null,
      });
      expectError(
        await call(t, 'PUT', `/api/consigners/${row.id}`, {
          token: a.token,
          body: { consignerTypeId: 999999 },
        }),
        400,
        { message: m.unknownConsignerType },
      );
      expectError(
        await call(t, 'PUT', `/api/consigners/${row.id}`, {
          token: a.token,
          body: { payoutType: 'Bank', bankData: { ...IBAN, ibanNumber: 'DE89370400440532013001' } },
        }),
        400,
        { fields: { 'bankData.ibanNumber': m.ibanInvalid } },
      );
    });

    it('cannot disable the store account', async () => {
      const row = await seedConsigner({ isStoreAccount: true });
      expectError(
        await call(t, 'PUT', `/api/consigners/${row.id}`, { token: a.token, body: { isActive: false } }),
        409,
        { message: m.storeAccountNotDisabled },
      );
      expect((await t.dataSource.getRepository(Consigner).findOneByOrFail({ id: row.id })).isActive).toBe(
        true,
      );
    });

    it('another store’s token gets 404 and the row is unchanged', async () => {
      const row = await seedConsigner();
      expectError(
        await call(t, 'PUT', `/api/consigners/${row.id}`, { token: b.token, body: { firstName: 'Mallory' } }),
        404,
        { code: 'NOT_FOUND' },
      );
      expect((await t.dataSource.getRepository(Consigner).findOneByOrFail({ id: row.id })).firstName).toBe(
        'Ada',
      );
    });

    it('a consigner changes its own profile but not its bank details once set, nor staff fields', async () => {
      const email = unique();
      const account = await seedAccount(t.dataSource, a.store, email);
      const row = await seedConsigner({ email, accountId: account.id });
      const token = await signInAs(t, account);
      const first = await call(t, 'PUT', `/api/consigners/${row.id}`, {
        token,
        body: { phone: '+1 555 222 3333', payoutType: 'Bank', bankData: IBAN },
      });
      expect(first.status).toBe(200);
      expect(consignerResponse.parse(first.body).consigner.bankData?.ibanNumber).toBe(
        'GB82WEST12345698765432',
      );
      const same = await call(t, 'PUT', `/api/consigners/${row.id}`, { token, body: { firstName: 'Adah' } });
      expect(same.status).toBe(200);
      expectError(
        await call(t, 'PUT', `/api/consigners/${row.id}`, {
          token,
          body: { payoutType: 'Bank', bankData: { ...IBAN, ibanNumber: 'DE89370400440532013000' } },
        }),
        403,
        { message: m.bankLocked },
      );
      expectError(
        await call(t, 'PUT', `/api/consigners/${row.id}`, {
          token,
          body: { payoutType: 'PayPal', payoutData: email },
        }),
        403,
        { message: m.bankLocked },
      );
      expectError(
        await call(t, 'PUT', `/api/consigners/${row.id}`, { token, body: { isActive: true } }),
        403,
        {
          message: m.staffOnlyField,
        },
      );
      const other = await seedConsigner();
      expectError(
        await call(t, 'PUT', `/api/consigners/${other.id}`, { token, body: { firstName: 'X' } }),
        404,
        {},
      );
      expect(
        (await t.dataSource.getRepository(Consigner).findOneByOrFail({ id: row.id })).bankData,
      ).toMatchObject({
        ibanNumber: 'GB82WEST12345698765432',
      });
      // Staff can still change them.
      const staff = await call(t, 'PUT', `/api/consigners/${row.id}`, {
        token: a.token,
        body: { payoutType: 'Bank', bankData: ABA },
      });
      expect(consignerResponse.parse(staff.body).consigner.bankData).toEqual(ABA);
      expectError(await call(t, 'GET', `/api/consigners/${row.id}`, { token }), 403, {});
    });
  });

  describe('account-type change with isRecalculateInventoryPayout', () => {
    it("recalculates the payouts of the consigner's unsold items only, and logs each change", async () => {
      const types = t.dataSource.getRepository(ConsignerType);
      const before = await types.save({
        storeId: a.store.id,
        accountType: 'Twenty',
        sellingFee: 20,
        minFee: 10,
        isDefault: false,
      });
      await types.save({
        storeId: a.store.id,
        accountType: 'Five',
        sellingFee: 5,
        minFee: 0,
        isDefault: false,
      });
      const row = await seedConsigner({ accountType: 'Twenty', consignerTypeId: before.id });
      const product = await seedProduct(t.dataSource, a.store.id);
      const item = (status: 'Active' | 'Sold') =>
        seedInventoryItem(t.dataSource, {
          storeId: a.store.id,
          productId: product.id,
          productTemplateId: product.productTemplateId,
          consignerId: row.id,
          status,
          price: 100,
          payout: 80,
          payoutAmount: 80,
          payoutFee: 20,
        });
      const [active, sold] = [await item('Active'), await item('Sold')];

      // Without the flag the items keep their payouts.
      await call(t, 'PUT', `/api/consigners/${row.id}`, { token: a.token, body: { accountType: 'Five' } });
      expect((await t.dataSource.getRepository(Inventory).findOneByOrFail({ id: active.id })).payout).toBe(
        80,
      );

      await call(t, 'PUT', `/api/consigners/${row.id}`, { token: a.token, body: { accountType: 'Twenty' } });
      const response = await call(t, 'PUT', `/api/consigners/${row.id}`, {
        token: a.token,
        body: { accountType: 'Five', isRecalculateInventoryPayout: true },
      });
      expect(response.status).toBe(200);
      // 5% of 100 = 5 in fees (min 0): payout 95. The sold item is history and keeps 80.
      const items = t.dataSource.getRepository(Inventory);
      expect(await items.findOneByOrFail({ id: active.id })).toMatchObject({ payout: 95, payoutFee: 5 });
      expect(await items.findOneByOrFail({ id: sold.id })).toMatchObject({ payout: 80, payoutFee: 20 });
      const logs = await t.dataSource.getRepository(InventoryLog).findBy({ inventoryId: active.id });
      expect(logs).toHaveLength(1);
      expect(logs[0].modifiedFields).toEqual(
        expect.arrayContaining([{ variableChanged: 'payout', beforeValue: 80, afterValue: 95 }]),
      );
      expect(await t.dataSource.getRepository(InventoryLog).countBy({ inventoryId: sold.id })).toBe(0);
    });
  });

  describe('POST /api/consigners/deleteConsigner/{id}', () => {
    it('deletes a consigner and its login', async () => {
      const email = unique();
      const account = await seedAccount(t.dataSource, a.store, email);
      const row = await seedConsigner({ email, accountId: account.id });
      const response = await call(t, 'POST', `/api/consigners/deleteConsigner/${row.id}`, { token: a.token });
      expect(response.status).toBe(200);
      expect(okResponse.parse(response.body)).toEqual({ ok: true });
      expect(await t.dataSource.getRepository(Consigner).existsBy({ id: row.id })).toBe(false);
      expect(await t.dataSource.getRepository(Account).existsBy({ id: account.id })).toBe(false);
    });

    it('cannot delete the store account', async () => {
      const row = await seedConsigner({ isStoreAccount: true });
      expectError(
        await call(t, 'POST', `/api/consigners/deleteConsigner/${row.id}`, { token: a.token }),
        409,
        {
          message: m.storeAccountNotDeletable,
        },
      );
      expect(await t.dataSource.getRepository(Consigner).existsBy({ id: row.id })).toBe(true);
    });

    it('refuses a consigner with inventory in the store, or owing a withdrawal fee', async () => {
      const row = await seedConsigner();
      const product = await seedProduct(t.dataSource, a.store.id);
      const item = await seedInventoryItem(t.dataSource, {
        storeId: a.store.id,
        productId: product.id,
        productTemplateId: product.productTemplateId,
        consignerId: row.id,
        status: 'Paid',
      });
      const path = `/api/consigners/deleteConsigner/${row.id}`;
      expectError(await call(t, 'POST', path, { token: a.token }), 409, { message: m.hasInventoryOrPayouts });
      expect(await t.dataSource.getRepository(Consigner).existsBy({ id: row.id })).toBe(true);

      await t.dataSource.getRepository(Inventory).delete({ id: item.id });
      await t.dataSource.getRepository(Consigner).update(row.id, { negativeBalance: 15 });
      expectError(await call(t, 'POST', path, { token: a.token }), 409, { message: m.hasInventoryOrPayouts });
      await t.dataSource.getRepository(Consigner).update(row.id, { negativeBalance: 0 });
      expect((await call(t, 'POST', path, { token: a.token })).status).toBe(200);
    });

    it('another store gets 404; no Consigners access gets 403; the row stays', async () => {
      const row = await seedConsigner();
      expectError(
        await call(t, 'POST', `/api/consigners/deleteConsigner/${row.id}`, { token: b.token }),
        404,
        {},
      );
      const clerk = await seedStaff(t, a.store, { role: 'Employee', accessControls: ['Orders'] });
      expectError(
        await call(t, 'POST', `/api/consigners/deleteConsigner/${row.id}`, { token: clerk.token }),
        403,
        {},
      );
      expect(await t.dataSource.getRepository(Consigner).existsBy({ id: row.id })).toBe(true);
    });
  });

  describe('POST /api/consigners/sendResetPassword/{id}', () => {
    it("mails the reset link to the consigner's login", async () => {
      const email = unique();
      const account = await seedAccount(t.dataSource, a.store, email);
      const row = await seedConsigner({ email, accountId: account.id });
      const response = await call(t, 'POST', `/api/consigners/sendResetPassword/${row.id}`, {
        token: a.token,
        body: {},
      });
      expect(response.status).toBe(200);
      expect(smtp.linkIn(await smtp.waitFor(email), '/forgot').searchParams.get('token')).toBeTruthy();
    });

    it('refuses a consigner without a login; another store gets 404', async () => {
      const row = await seedConsigner();
      expectError(
        await call(t, 'POST', `/api/consigners/sendResetPassword/${row.id}`, { token: a.token }),
        409,
        {
          message: m.noLogin,
        },
      );
      expectError(
        await call(t, 'POST', `/api/consigners/sendResetPassword/${row.id}`, { token: b.token }),
        404,
        {},
      );
    });
  });
});
