import { describe, expect, it } from 'vitest';
import { PUBLIC_FORM_MIN_FILL_MS, PUBLIC_FORM_TOKEN_TTL_MS } from '@shared/contracts/public-pages';
import { type AppConfig } from '../../config/app-config';
import { PublicFormTokens } from './form-tokens';

const tokensOf = (jwtSecret: string) => new PublicFormTokens({ jwtSecret } as AppConfig);

describe('PublicFormTokens', () => {
  const tokens = tokensOf('a'.repeat(64));
  const now = 1_800_000_000_000;

  it('takes its own token back once the minimum fill time has passed, until the TTL', () => {
    const token = tokens.issue(7, now);
    expect(tokens.check(token, 7, now + PUBLIC_FORM_MIN_FILL_MS)).toBe('ok');
    expect(tokens.check(token, 7, now + PUBLIC_FORM_TOKEN_TTL_MS)).toBe('ok');
  });

  it('is too fast sooner than the minimum fill time, and expired past the TTL', () => {
    const token = tokens.issue(7, now);
    expect(tokens.check(token, 7, now)).toBe('tooFast');
    expect(tokens.check(token, 7, now + PUBLIC_FORM_MIN_FILL_MS - 1)).toBe('tooFast');
    expect(tokens.check(token, 7, now + PUBLIC_FORM_TOKEN_TTL_MS + 1)).toBe('formExpired');
  });

  it("refuses another store's token, a changed time, another secret's token and garbage", () => {
    const token = tokens.issue(7, now);
    const later = now + PUBLIC_FORM_MIN_FILL_MS;
    expect(tokens.check(token, 8, later)).toBe('formExpired');
    const [store, issued, mac] = token.split('.');
    expect(tokens.check(`${store}.${Number(issued) - 60_000}.${mac}`, 7, later)).toBe('formExpired');
    expect(tokens.check(`8.${issued}.${mac}`, 8, later)).toBe('formExpired');
    expect(tokens.check(tokensOf('b'.repeat(64)).issue(7, now), 7, later)).toBe('formExpired');
    for (const junk of ['', 'x', '7.1.', `${token}x`, `7.${issued}.${'A'.repeat(43)}`]) {
      expect(tokens.check(junk, 7, later)).toBe('formExpired');
    }
  });
});
