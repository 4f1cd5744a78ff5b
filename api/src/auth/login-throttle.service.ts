import { Injectable } from '@nestjs/common';
import {
  LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  LOGIN_FAILURES_PER_ADDRESS,
  LOGIN_THROTTLE_WINDOW_MINUTES,
} from '@shared/contracts/rate-limits';
import { authMessages } from '@shared/messages';
import { clientAddress } from '../common/rate-limit/client-address';
import { RateLimitedError } from '../common/rate-limit/rate-limited.error';
import { type RateLimit, RateLimitStore } from '../database/rate-limit-store';

/** An attempt let through: its outcome decides whether it keeps counting. */
export interface LoginAttempt {
  /** The password was right: the account forgets this address's failures, and the address this attempt. */
  succeeded(): Promise<void>;
}

/**
 * Sign-in throttling (README "Security"), counted in the database so every API process counts the
 * same: failures of one account from one address, and failures from one address over every
 * account of every store. Never per account alone: then anyone could lock a user out by guessing,
 * while here the guesser's address waits and the owner signs in from theirs.
 */
@Injectable()
export class LoginThrottleService {
  private readonly byAccountAndAddress: RateLimit;
  private readonly byAddress: RateLimit;

  constructor(store: RateLimitStore) {
    const windowSeconds = LOGIN_THROTTLE_WINDOW_MINUTES * 60;
    this.byAccountAndAddress = store.limit({
      prefix: 'login-account-address',
      points: LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
      windowSeconds,
    });
    this.byAddress = store.limit({
      prefix: 'login-address',
      points: LOGIN_FAILURES_PER_ADDRESS,
      windowSeconds,
    });
  }

  /**
   * Counts the attempt before the password is checked, so parallel guesses cannot slip past the
   * limit; a failure then simply keeps its count. Past either limit: RateLimitedError (429).
   */
  async admit(storeId: number, email: string, ip: string): Promise<LoginAttempt> {
    const address = clientAddress(ip);
    const accountKey = accountKeyOf(storeId, email, address);
    const [byAccount, byAddress] = await Promise.all([
      this.byAccountAndAddress.hit(accountKey),
      this.byAddress.hit(address),
    ]);
    if (!byAccount.allowed || !byAddress.allowed) {
      // A refused attempt checked no password: it does not count where it was let through.
      await Promise.all([
        byAccount.allowed ? this.byAccountAndAddress.refund(accountKey) : undefined,
        byAddress.allowed ? this.byAddress.refund(address) : undefined,
      ]);
      throw new RateLimitedError(
        Math.max(byAccount.retryAfterMs, byAddress.retryAfterMs),
        authMessages.tooManyAttempts,
      );
    }
    return {
      succeeded: async () => {
        await Promise.all([this.byAccountAndAddress.reset(accountKey), this.byAddress.refund(address)]);
      },
    };
  }

  /** The owner proved the mailbox (a password reset) from this address: its failures there are forgotten. */
  async forgive(storeId: number, email: string, ip: string): Promise<void> {
    await this.byAccountAndAddress.reset(accountKeyOf(storeId, email, clientAddress(ip)));
  }
}

function accountKeyOf(storeId: number, email: string, address: string): string {
  return JSON.stringify([storeId, email.toLowerCase(), address]);
}
