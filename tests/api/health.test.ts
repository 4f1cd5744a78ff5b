import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthResponse } from '@shared/contracts/health';
import { startTestApp, testEngine, type TestApp } from '../support/test-app';

describe(`GET /healthz on ${testEngine()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('is ok when the database answers', async () => {
    const response = await fetch(`${t.baseUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(healthResponse.parse(await response.json())).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 with the reason when the database is gone', async () => {
    await t.dataSource.destroy();
    const response = await fetch(`${t.baseUrl}/healthz`);
    expect(response.status).toBe(503);
    const body = healthResponse.parse(await response.json());
    expect(body.status).toBe('error');
    expect(body.database.length).toBeGreaterThan(0);
    expect(body.database).not.toBe('ok');
  });
});
