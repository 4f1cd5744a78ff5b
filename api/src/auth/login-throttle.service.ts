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
 * Failed sign-ins per account (store + email) and per address, kept in the database so every API
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
    const blocking =
      byAccount.length >= LOGIN_FAILURES_PER_ACCOUNT
        ? byAccount[byAccount.length - LOGIN_FAILURES_PER_ACCOUNT]
        : byIp.length >= LOGIN_FAILURES_PER_IP
          ? byIp[byIp.length - LOGIN_FAILURES_PER_IP]
          : null;
    if (!blocking) return;
    const waitMs = blocking.createdAt.getTime() + WINDOW_MS - Date.now();
    throw new AppError(
      HttpStatus.TOO_MANY_REQUESTS,
      'TOO_MANY_REQUESTS',
      authMessages.tooManyAttempts(Math.max(1, Math.ceil(waitMs / 60_000))),
    );
  }

  async recordFailure(storeId: number, email: string, ip: string): Promise<void> {
    await this.attempts.insert({ storeId, email, ip });
  }

  async clear(storeId: number, email: string): Promise<void> {
    await this.attempts.delete({ storeId, email });
  }
}
