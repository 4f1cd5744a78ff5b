import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PUBLIC_FORM_MIN_FILL_MS, PUBLIC_FORM_TOKEN_TTL_MS } from '@shared/contracts/public-pages';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

/** What a form token says when it comes back. */
export type FormTokenCheck = 'ok' | 'tooFast' | 'formExpired';

/**
 * The tokens of public forms (shared/contracts/public-pages.ts publicFormGuard): `{storeId}.{issued
 * ms}.{HMAC}`, signed with a key derived from the app's JWT secret, so a client can neither forge
 * the time it opened the form nor carry one store's token to another; nothing is stored (a bot
 * fetching tokens costs no rows). A token can be used more than once in its day: a person may send
 * the catalogue to two mailboxes; the rate limits bound the rest.
 */
@Injectable()
export class PublicFormTokens {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    // Derived, not the secret itself: a token's MAC can never stand in for a JWT signature.
    this.key = createHmac('sha256', config.jwtSecret).update('consigndesk public form token v1').digest();
  }

  /** `issuedAt` other than now only for tests of the fill time and expiry (a token signed in the past). */
  issue(storeId: number, issuedAt: number = Date.now()): string {
    const payload = `${storeId}.${Math.floor(issuedAt)}`;
    return `${payload}.${this.mac(payload)}`;
  }

  check(token: string, storeId: number, now: number = Date.now()): FormTokenCheck {
    const match = /^(\d{1,12})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return 'formExpired';
    const [, tokenStore, issued, mac] = match;
    const expected = Buffer.from(this.mac(`${tokenStore}.${issued}`));
    if (!timingSafeEqual(expected, Buffer.from(mac)) || Number(tokenStore) !== storeId) return 'formExpired';
    const age = now - Number(issued);
    if (age > PUBLIC_FORM_TOKEN_TTL_MS) return 'formExpired';
    // A token from the future is forged or from a skewed clock: as quick as one just issued.
    if (age < PUBLIC_FORM_MIN_FILL_MS) return 'tooFast';
    return 'ok';
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
