import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consignerTypeResponse,
  consignerTypesResponse,
  updateConsignerTypeRequest,
  type ConsignerType as ConsignerTypeBody,
} from '@shared/contracts/consigner-types';
import { apiErrorBody } from '@shared/contracts/errors';
import { validation } from '@shared/messages';
import { ConsignerType } from '../../api/src/consigner-types/consigner-type.entity';
import { call, seedStaff, seedStoreWithStaff, type SeededStaff } from '../support/fixtures';
import { startTestApp, testEngine, type TestApp } from '../support/test-app';

const messages = validation.consignerType;

describe(`consigner types on ${testEngine()}`, () => {
  let t: TestApp;
  let admin: SeededStaff;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await seedStoreWithStaff(t, { handle: 'fee-shop' });
  });
  afterAll(() => t.close());

  const list = async (token = admin.token): Promise<ConsignerTypeBody[]> =>
    consignerTypesResponse.parse((await call(t, 'GET', '/api/consignerTypes', { token })).body)
      .consignerTypes;
  const create = (body: Record<string, unknown>, token = admin.token) =>
    call(t, 'POST', '/api/consignerTypes', { token, body });
  const update = (id: number, body: Record<string, unknown>, token = admin.token) =>
    call(t, 'PUT', `/api/consignerTypes/${id}`, { token, body });
  /** The fields of a listed type that PUT takes (the rest, createdAt and the like, it refuses). */
  const fieldsOf = (row: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(row).filter(([key]) => key in updateConsignerTypeRequest.shape));
  const defaults = async () =>
    (await list()).filter((type) => type.isDefault).map((type) => type.accountType);

  it('creates the first type as the default and lists it with money as numbers', async () => {
    expect(await list()).toEqual([]);
    const created = await create({
      accountType: ' Standard ',
      sellingFee: 20,
      minFee: 12.5,
      flatFee: null,
      isDefault: false,
      category: 'Sneakers',
      option1Value: '10',
      option2Value: '',
    });
    expect(created.status).toBe(201);
    const { consignerType } = consignerTypeResponse.parse(created.body);
    expect(consignerType).toMatchObject({
      accountType: 'Standard',
      sellingFee: 20,
      minFee: 12.5,
      flatFee: null,
      isDefault: true,
      category: 'Sneakers',
      option1Value: '10',
      option2Value: null,
      option3Value: null,
      storeId: admin.store.id,
    });
    const [listed] = await list();
    expect(listed).toEqual(consignerType);
    expect(typeof listed.minFee).toBe('number');
  });

  it('round-trips fractional fees and flat fees as numbers', async () => {
    const created = await create({
      accountType: 'Consignment Plus',
      sellingFee: 12.75,
      minFee: 0,
      flatFee: 2.5,
    });
    expect(created.status).toBe(201);
    const { consignerType } = consignerTypeResponse.parse(created.body);
    expect(consignerType).toMatchObject({ sellingFee: 12.75, minFee: 0, flatFee: 2.5, isDefault: false });
    const row = await t.dataSource.getRepository(ConsignerType).findOneByOrFail({ id: consignerType.id });
    expect([row.sellingFee, row.minFee, row.flatFee]).toEqual([12.75, 0, 2.5]);
    expect((await list()).find((type) => type.id === consignerType.id)).toMatchObject({
      sellingFee: 12.75,
      flatFee: 2.5,
    });
  });

  it('answers each validation message for missing fields', async () => {
    const missing = await create({});
    expect(missing.status).toBe(400);
    expect(apiErrorBody.parse(missing.body).error.fields).toEqual({
      accountType: messages.typeRequired,
      sellingFee: messages.feeRequired,
      minFee: messages.minFeeRequired,
    });
    const blank = await create({ accountType: '   ', sellingFee: 10, minFee: 1 });
    expect(apiErrorBody.parse(blank.body).error.fields).toEqual({ accountType: messages.typeRequired });
    const nulls = await create({ accountType: 'X', sellingFee: null, minFee: null });
    expect(apiErrorBody.parse(nulls.body).error.fields).toEqual({
      sellingFee: messages.feeRequired,
      minFee: messages.minFeeRequired,
    });
  });

  it('refuses a fee percent outside 0–100 and negative fees, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ sellingFee: 100.01 }, 'sellingFee'],
      [{ sellingFee: -1 }, 'sellingFee'],
      [{ minFee: -0.01 }, 'minFee'],
      [{ flatFee: -5 }, 'flatFee'],
    ];
    for (const [override, field] of cases) {
      const response = await create({ accountType: 'Out of range', sellingFee: 10, minFee: 1, ...override });
      expect(response.status).toBe(400);
      expect(Object.keys(apiErrorBody.parse(response.body).error.fields ?? {})).toEqual([field]);
    }
    expect((await create({ accountType: 'Edge', sellingFee: 100, minFee: 0, flatFee: 0 })).status).toBe(201);
    expect((await list()).map((type) => type.accountType)).not.toContain('Out of range');
    const [standard] = await list();
    const refused = await update(standard.id, { ...fieldsOf(standard), sellingFee: 101 });
    expect(refused.status).toBe(400);
    expect(apiErrorBody.parse(refused.body).error.fields).toHaveProperty('sellingFee');
  });

  it('keeps exactly one default: setting one clears the others, unsetting the only one is refused', async () => {
    expect(await defaults()).toEqual(['Standard']);
    const vip = consignerTypeResponse.parse(
      (await create({ accountType: 'VIP', sellingFee: 12, minFee: 5, isDefault: true })).body,
    ).consignerType;
    expect(vip.isDefault).toBe(true);
    expect(await defaults()).toEqual(['VIP']);

    const standard = (await list()).find((type) => type.accountType === 'Standard')!;
    const moved = await update(standard.id, { ...fieldsOf(standard), isDefault: true });
    expect(moved.status).toBe(200);
    expect(await defaults()).toEqual(['Standard']);

    const unset = await update(standard.id, { ...fieldsOf(standard), isDefault: false });
    expect(unset.status).toBe(409);
    expect(apiErrorBody.parse(unset.body).error.message).toBe(validation.consignerType.needsDefault);
    expect(await defaults()).toEqual(['Standard']);

    // Leaving isDefault out keeps it as it is.
    const { isDefault: _ignored, ...withoutDefault } = standard;
    void _ignored;
    expect((await update(standard.id, { ...fieldsOf(withoutDefault), minFee: 11 })).status).toBe(200);
    expect(await defaults()).toEqual(['Standard']);
  });

  it('updates every field with PUT (same fields plus id)', async () => {
    const vip = (await list()).find((type) => type.accountType === 'VIP')!;
    const response = await update(vip.id, {
      id: vip.id,
      accountType: 'VIP Gold',
      sellingFee: 9.5,
      minFee: 12.5,
      flatFee: 1.25,
      isDefault: false,
      category: 'Apparel',
      option1Value: 'M',
      option2Value: 'New',
      option3Value: 'Red',
    });
    expect(response.status).toBe(200);
    expect(consignerTypeResponse.parse(response.body).consignerType).toMatchObject({
      id: vip.id,
      accountType: 'VIP Gold',
      sellingFee: 9.5,
      minFee: 12.5,
      flatFee: 1.25,
      isDefault: false,
      category: 'Apparel',
      option1Value: 'M',
      option2Value: 'New',
      option3Value: 'Red',
    });
    const cleared = await update(vip.id, {
      accountType: 'VIP Gold',
      sellingFee: 9.5,
      minFee: 12.5,
      flatFee: null,
    });
    expect(consignerTypeResponse.parse(cleared.body).consignerType).toMatchObject({
      flatFee: null,
      category: null,
      option1Value: null,
    });
    const mismatch = await update(vip.id, {
      id: vip.id + 1000,
      accountType: 'VIP Gold',
      sellingFee: 9,
      minFee: 1,
    });
    expect(mismatch.status).toBe(400);
    expect((await update(999_999, { accountType: 'Nope', sellingFee: 1, minFee: 1 })).status).toBe(404);
  });

  it('refuses a duplicate accountType in the same store (409), on create and rename', async () => {
    const dup = await create({ accountType: 'standard', sellingFee: 1, minFee: 1 });
    expect(dup.status).toBe(409);
    expect(apiErrorBody.parse(dup.body).error.fields).toHaveProperty('accountType');
    const vip = (await list()).find((type) => type.accountType === 'VIP Gold')!;
    const rename = await update(vip.id, { accountType: 'Standard', sellingFee: 1, minFee: 1 });
    expect(rename.status).toBe(409);
    expect((await list()).find((type) => type.id === vip.id)?.accountType).toBe('VIP Gold');
    // Another store may use the same name.
    const other = await seedStoreWithStaff(t, { handle: 'fee-shop-two' });
    expect((await create({ accountType: 'Standard', sellingFee: 1, minFee: 1 }, other.token)).status).toBe(
      201,
    );
  });

  it('hides and protects types from another store (404, row unchanged)', async () => {
    const other = await seedStoreWithStaff(t, { handle: 'fee-shop-three' });
    const standard = (await list()).find((type) => type.accountType === 'Standard')!;
    expect(await list(other.token)).toEqual([]);
    const response = await update(
      standard.id,
      { ...fieldsOf(standard), sellingFee: 99, isDefault: true },
      other.token,
    );
    expect(response.status).toBe(404);
    const row = await t.dataSource.getRepository(ConsignerType).findOneByOrFail({ id: standard.id });
    expect([row.sellingFee, row.storeId]).toEqual([standard.sellingFee, admin.store.id]);
    // B's own first type is B's default; A's default is untouched.
    await create({ accountType: 'B type', sellingFee: 5, minFee: 1 }, other.token);
    expect(await defaults()).toEqual(['Standard']);
  });

  it('requires the Settings access control', async () => {
    const clerk = await seedStaff(t, admin.store, { role: 'Employee', accessControls: ['Products'] });
    const [standard] = await list();
    for (const response of [
      await call(t, 'GET', '/api/consignerTypes', { token: clerk.token }),
      await create({ accountType: 'Clerk type', sellingFee: 1, minFee: 1 }, clerk.token),
      await update(standard.id, { ...fieldsOf(standard), sellingFee: 50 }, clerk.token),
    ]) {
      expect(response.status).toBe(403);
      expect(apiErrorBody.parse(response.body).error.code).toBe('FORBIDDEN');
    }
    expect((await list())[0].sellingFee).toBe(standard.sellingFee);
    const settings = await seedStaff(t, admin.store, { role: 'Employee', accessControls: ['Settings'] });
    expect((await call(t, 'GET', '/api/consignerTypes', { token: settings.token })).status).toBe(200);
  });
});
