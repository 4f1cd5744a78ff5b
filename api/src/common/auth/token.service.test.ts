import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AppConfig } from '../../config/app-config';
import { TokenService } from './token.service';

const claims = { sub: '7', storeId: 3, sid: 'session-a' };
const service = (jwtSecret: string) => new TokenService({ jwtSecret } as AppConfig);

describe('TokenService.verifyAccessToken', () => {
  afterEach(() => vi.useRealTimers());

  it('answers the same claims each time a token comes back, and a copy the caller may change', () => {
    const tokens = service('a-secret-of-at-least-thirty-two-characters');
    const token = tokens.signAccessToken(claims);
    const first = tokens.verifyAccessToken(token);
    expect(first).toEqual(claims);
    first!.storeId = 99;
    expect(tokens.verifyAccessToken(token)).toEqual(claims);
  });

  it('refuses a token from its expiry on, including one it verified before', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T08:00:00.000Z') });
    const tokens = service('a-secret-of-at-least-thirty-two-characters');
    const token = tokens.signAccessToken(claims, 60);
    expect(tokens.verifyAccessToken(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-27T08:00:59.999Z'));
    expect(tokens.verifyAccessToken(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-27T08:01:00.000Z'));
    expect(tokens.verifyAccessToken(token)).toBeNull();
    expect(tokens.verifyAccessToken(token)).toBeNull();
  });

  it('refuses a token signed with another secret or altered, after verifying the genuine one', () => {
    const tokens = service('a-secret-of-at-least-thirty-two-characters');
    const token = tokens.signAccessToken(claims);
    expect(tokens.verifyAccessToken(token)).toEqual(claims);
    const [header, payload, signature] = token.split('.');
    const altered = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(tokens.verifyAccessToken(altered)).toBeNull();
    const foreign = service('another-secret-of-at-least-thirty-two-chars').signAccessToken(claims);
    expect(tokens.verifyAccessToken(foreign)).toBeNull();
  });
});
