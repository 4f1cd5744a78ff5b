import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '@shared/contracts/errors';
import { meResponse } from '@shared/contracts/me';
import { notices } from '@shared/messages';
import { seedStoreWithStaff, type SeededStaff } from '../support/fixtures';
import { startTestApp, testEngine, type TestApp } from '../support/test-app';

describe(`GET /api/me on ${testEngine()}`, () => {
  let t: TestApp;
  let north: SeededStaff;
  let south: SeededStaff;

  beforeAll(async () => {
    t = await startTestApp();
    north = await seedStoreWithStaff(t.dataSource, t.tokens, {
      handle: 'north',
      accessControls: ['Products', 'Inventory'],
    });
    south = await seedStoreWithStaff(t.dataSource, t.tokens, {
      handle: 'south',
      role: 'Employee',
      isBuyingStore: true,
    });
  });
  afterAll(() => t.close());

  it("answers the caller's own profile and store", async () => {
    const response = await fetch(`${t.baseUrl}/api/me`, {
      headers: { authorization: `Bearer ${north.token}` },
    });
    expect(response.status).toBe(200);
    const { profile } = meResponse.parse(await response.json());
    expect(profile).toMatchObject({
      kind: 'employee',
      id: north.employee.id,
      fbUserId: String(north.account.id),
      email: 'staff@north.test',
      role: 'Admin',
      accessControls: ['Products', 'Inventory'],
      isActive: true,
      emailVerified: true,
      store: { id: north.store.id, handle: 'north', isBuyingStore: false },
    });
  });

  it('keeps each store to itself', async () => {
    const response = await fetch(`${t.baseUrl}/api/me`, {
      headers: { authorization: `Bearer ${south.token}` },
    });
    const { profile } = meResponse.parse(await response.json());
    expect(profile.store.handle).toBe('south');
    expect(profile.store.isBuyingStore).toBe(true);
    expect(profile.accessControls).toBeNull();
  });

  it("refuses a token that names one store and another store's employee (403, no data)", async () => {
    const forged = t.tokens.signAccessToken({
      sub: String(north.account.id),
      storeId: south.store.id,
      kind: 'employee',
      profileId: north.employee.id,
      role: 'Admin',
    });
    const response = await fetch(`${t.baseUrl}/api/me`, { headers: { authorization: `Bearer ${forged}` } });
    expect(response.status).toBe(403);
    const body = apiErrorBody.parse(await response.json());
    expect(body.error.message).toBe(notices.notAuthorized);
    expect(JSON.stringify(body)).not.toContain('north');
  });

  it('refuses a token for an account with no profile (403 view)', async () => {
    const orphan = t.tokens.signAccessToken({
      sub: '999999',
      storeId: north.store.id,
      kind: 'employee',
      profileId: 999999,
      role: 'Admin',
    });
    const response = await fetch(`${t.baseUrl}/api/me`, { headers: { authorization: `Bearer ${orphan}` } });
    expect(response.status).toBe(403);
  });
});
