import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '@shared/contracts/errors';
import { meResponse } from '@shared/contracts/me';
import { notices, validation } from '@shared/messages';
import { TokenService } from '../../api/src/common/auth/token.service';
import { Store } from '../../api/src/stores/store.entity';
import {
  call,
  seedAccount,
  seedStaff,
  seedStoreWithStaff,
  signInAs,
  type SeededStaff,
} from '../support/fixtures';
import { startTestApp, testEngine, type TestApp } from '../support/test-app';

describe(`GET /api/me on ${testEngine()}`, () => {
  let t: TestApp;
  let north: SeededStaff;
  let south: SeededStaff;

  beforeAll(async () => {
    t = await startTestApp();
    north = await seedStoreWithStaff(t, { handle: 'north', accessControls: ['Products', 'Inventory'] });
    south = await seedStoreWithStaff(t, { handle: 'south', role: 'Employee', isBuyingStore: true });
  });
  afterAll(() => t.close());

  it("answers the caller's own profile and store", async () => {
    const { status, body } = await call(t, 'GET', '/api/me', { token: north.token });
    expect(status).toBe(200);
    const { profile } = meResponse.parse(body);
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

  it('says the cheque service is not configured, and why, so Settings can disable Automated Payout', async () => {
    const { profile } = meResponse.parse((await call(t, 'GET', '/api/me', { token: north.token })).body);
    expect(profile.store.chequeService).toEqual({
      configured: false,
      reason: validation.payouts.chequeServiceMissing,
    });
  });

  it("shows the store's Automated Payout to staff without Settings (Ready to Pay confirms an automated payout)", async () => {
    const stores = t.dataSource.getRepository(Store);
    const read = async () =>
      meResponse.parse((await call(t, 'GET', '/api/me', { token: north.token })).body).profile.store;
    expect((await read()).automatedPayout).toBe(false);
    await stores.update(north.store.id, { automatedPayout: true });
    try {
      expect((await read()).automatedPayout).toBe(true);
    } finally {
      await stores.update(north.store.id, { automatedPayout: false });
    }
  });

  it('keeps each store to itself', async () => {
    const { profile } = meResponse.parse((await call(t, 'GET', '/api/me', { token: south.token })).body);
    expect(profile.store.handle).toBe('south');
    expect(profile.store.isBuyingStore).toBe(true);
    expect(profile.accessControls).toBeNull();
  });

  it("refuses a token that pairs one store's account with another store (401, no data)", async () => {
    const forged = t.app
      .get(TokenService)
      .signAccessToken({ sub: String(north.account.id), storeId: south.store.id, sid: 'x' });
    const { status, body } = await call(t, 'GET', '/api/me', { token: forged });
    expect(status).toBe(401);
    expect(JSON.stringify(body)).not.toContain('north');
  });

  it('answers unverified and inactive staff too, saying so, so the screens can route them', async () => {
    const unverified = await seedStaff(t, north.store, { isVerified: false });
    expect(
      meResponse.parse((await call(t, 'GET', '/api/me', { token: unverified.token })).body).profile
        .emailVerified,
    ).toBe(false);
    const inactive = await seedStaff(t, north.store, { isActive: false });
    expect(
      meResponse.parse((await call(t, 'GET', '/api/me', { token: inactive.token })).body).profile.isActive,
    ).toBe(false);
  });

  it('refuses an account with no profile in the store (the 403 view)', async () => {
    const account = await seedAccount(t.dataSource, north.store, 'nobody@north.test');
    const { status, body } = await call(t, 'GET', '/api/me', { token: await signInAs(t, account) });
    expect(status).toBe(403);
    expect(apiErrorBody.parse(body).error).toMatchObject({
      code: 'NO_PROFILE',
      message: notices.notAuthorized,
    });
  });
});
