import { HttpStatus, Injectable } from '@nestjs/common';
import { MoreThan } from 'typeorm';
import {
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_IP,
  LOGIN_THROTTLE_WINDOW_MINUTES,
} from '@shared/contracts/auth';
import { authMessages } from '@shared/messages';
import { AppError } from '../common/errors/app-error';
import { type StoreRepositories } from '../common/tenancy/store-repository';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { CrossStore } from '../database/cross-store';
import { LoginAttempt } from './login-attempt.entity';

const WINDOW_MS = LOGIN_THROTTLE_WINDOW_MINUTES * 60 * 1000;

/**
 * Sign-in attempts per account (store + email) and per address, kept in the database so every API
 * instance counts the same. At the limit even a correct password waits for the window to pass.
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    @InjectStoreRepositories(LoginAttempt) private readonly attempts: StoreRepositories<LoginAttempt>,
    private readonly crossStore: CrossStore,
  ) {}

  async assertAllowed(storeId: number, email: string, ip: string): Promise<void> {
    const since = new Date(Date.now() - WINDOW_MS);
    const [byAccount, byIp] = await Promise.all([
      this.attempts.for({ storeId }).find({
        where: { email, createdAt: MoreThan(since) },
        order: { createdAt: 'ASC' },
      }),
      // Per address across every store: one address guessing in many stores is one guesser.
      this.crossStore
        .repository(LoginAttempt)
        .find({ where: { ip, createdAt: MoreThan(since) }, order: { createdAt: 'ASC' } }),
    ]);
    // The attempt being made is already recorded, so the limit is reached past N rows.
    const blocking =
      byAccount.length > LOGIN_FAILURES_PER_ACCOUNT
        ? byAccount[byAccount.length - 1 - LOGIN_FAILURES_PER_ACCOUNT]
        : byIp.length > LOGIN_FAILURES_PER_IP
          ? byIp[byIp.length - 1 - LOGIN_FAILURES_PER_IP]
          : null;
    if (!blocking) return;
    const waitMs = blocking.createdAt.getTime() + WINDOW_MS - Date.now();
    throw new AppError(
      HttpStatus.TOO_MANY_REQUESTS,
      'TOO_MANY_REQUESTS',
      authMessages.tooManyAttempts(Math.max(1, Math.ceil(waitMs / 60_000))),
    );
  }

  /**
   * Every attempt is recorded; a success clears the account's rows. The time comes from this
   * process, not a database default, so the window does not depend on the database's time zone.
   */
  async recordAttempt(storeId: number, email: string, ip: string): Promise<LoginAttempt> {
    const attempts = this.attempts.for({ storeId });
    return attempts.save(attempts.create({ email, ip, createdAt: new Date() }));
  }

  /** An attempt refused by the lock checked no password, so it does not count. */
  async forget(attempt: LoginAttempt): Promise<void> {
    await this.attempts.for(attempt).delete({ id: attempt.id });
  }

  async clear(storeId: number, email: string): Promise<void> {
    await this.attempts.for({ storeId }).delete({ email });
  }
}
