import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '@shared/contracts/errors';
import { formTokenResponse, PUBLIC_FORM_MIN_FILL_MS } from '@shared/contracts/public-pages';
import { apiErrors } from '@shared/messages';
import { PublicFormTokens } from '../../api/src/common/public-forms/form-tokens';
import { Store } from '../../api/src/stores/store.entity';
import { call, seedStore } from '../support/fixtures';
import { startTestApp, testEngine, type TestApp } from '../support/test-app';

/** The public form guard's token, and the store of public calls (unknown, in maintenance). */
describe(`public form tokens on ${testEngine()}`, () => {
  let t: TestApp;
  let store: Store;
  let closed: Store;

  beforeAll(async () => {
    t = await startTestApp();
    store = await seedStore(t.dataSource, { handle: 'formshop' });
    closed = await seedStore(t.dataSource, { handle: 'formclosed' });
    await t.dataSource.getRepository(Store).update({ id: closed.id }, { maintenanceMode: true });
  });
  afterAll(() => t.close());

  it("issues a token of the handle's store, signed by the server", async () => {
    const answer = await call(t, 'GET', '/open/stores/formToken?handle=FormShop');
    expect(answer.status).toBe(200);
    const { formToken } = formTokenResponse.parse(answer.body);
    const tokens = t.app.get(PublicFormTokens);
    expect(tokens.check(formToken, store.id, Date.now() + PUBLIC_FORM_MIN_FILL_MS)).toBe('ok');
    expect(tokens.check(formToken, closed.id, Date.now() + PUBLIC_FORM_MIN_FILL_MS)).toBe('formExpired');
  });

  it('answers an unknown handle with 404 and a store in maintenance with 503', async () => {
    const unknown = await call(t, 'GET', '/open/stores/formToken?handle=nosuchshop');
    expect(unknown.status).toBe(404);
    expect(apiErrorBody.parse(unknown.body).error.message).toBe(apiErrors.storeNotFound);
    const maintenance = await call(t, 'GET', '/open/stores/formToken?handle=formclosed');
    expect(maintenance.status).toBe(503);
    expect(apiErrorBody.parse(maintenance.body).error).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: apiErrors.storeInMaintenance,
    });
  });

  it('needs the handle', async () => {
    expect((await call(t, 'GET', '/open/stores/formToken')).status).toBe(400);
  });
});
