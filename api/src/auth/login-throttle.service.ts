import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, Repository } from 'typeorm';
import {
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_IP,
  LOGIN_THROTTLE_WINDOW_MINUTES,
} from '@shared/contracts/auth';
import { authMessages } from '@shared/messages';
import { AppError } from '../common/errors/app-error';
import { LoginAttempt } from './login-attempt.entity';

const WINDOW_MS = LOGIN_THROTTLE_WINDOW_MINUTES * 60 * 1000;

/**
 * Sign-in attempts per account (store + email) and per address, kept in the database so every API
 * instance counts the same. At the limit even a correct password waits for the window to pass.
 */
@Injectable()
export class LoginThrottleService {
  constructor(@InjectRepository(LoginAttempt) private readonly attempts: Repository<LoginAttempt>) {}

  async assertAllowed(storeId: number, email: string, ip: string): Promise<void> {
    const since = new Date(Date.now() - WINDOW_MS);
    const [byAccount, byIp] = await Promise.all([
      this.attempts.find({
        where: { storeId, email, createdAt: MoreThan(since) },
        order: { createdAt: 'ASC' },
      }),
      this.attempts.find({ where: { ip, createdAt: MoreThan(since) }, order: { createdAt: 'ASC' } }),
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
  async recordAttempt(storeId: number, email: string, ip: string): Promise<number> {
    const result = await this.attempts.insert({ storeId, email, ip, createdAt: new Date() });
    return Number(result.identifiers[0].id);
  }

  /** An attempt refused by the lock checked no password, so it does not count. */
  async forget(attemptId: number): Promise<void> {
    await this.attempts.delete({ id: attemptId });
  }

  async clear(storeId: number, email: string): Promise<void> {
    await this.attempts.delete({ storeId, email });
  }
}
