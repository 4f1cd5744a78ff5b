import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  type ForgotPasswordRequest,
  type LoginRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
  type SessionResponse,
} from '@shared/contracts/auth';
import { authMessages } from '@shared/messages';
import { Account } from '../accounts/account.entity';
import { hashPassword, verifyPassword } from '../accounts/passwords';
import { type AuthClaims } from '../common/auth/auth-claims';
import { TokenService } from '../common/auth/token.service';
import { AppError } from '../common/errors/app-error';
import { mailTemplates } from '../mail/mail-templates';
import { MailService } from '../mail/mail.service';
import { StoreUrls } from '../stores/store-urls.service';
import { type Store } from '../stores/store.entity';
import { EmailTokensService } from './email-tokens.service';
import { LoginThrottleService } from './login-throttle.service';
import { type IssuedRefreshToken, RefreshRefused, RefreshTokensService } from './refresh-tokens.service';

/** A hash of a password nobody has, verified when the email is unknown so both answers take as long. */
const TIMING_DUMMY_HASH = hashPassword('consigndesk-timing-dummy');

export interface SignedIn {
  session: SessionResponse;
  refresh: IssuedRefreshToken;
}

@Injectable()
export class AuthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tokens: TokenService,
    private readonly refreshTokens: RefreshTokensService,
    private readonly emailTokens: EmailTokensService,
    private readonly throttle: LoginThrottleService,
    private readonly mail: MailService,
    private readonly urls: StoreUrls,
  ) {}

  async login(store: Store, body: LoginRequest, ip: string): Promise<SignedIn> {
    // Counted before the password is checked, so parallel guesses cannot slip past the limit.
    const attemptId = await this.throttle.recordAttempt(store.id, body.email, ip);
    await this.throttle.assertAllowed(store.id, body.email, ip).catch(async (error: unknown) => {
      await this.throttle.forget(attemptId);
      throw error;
    });
    const account = await this.dataSource
      .getRepository(Account)
      .findOneBy({ storeId: store.id, email: body.email });
    const isValid = await verifyPassword(account?.passwordHash ?? (await TIMING_DUMMY_HASH), body.password);
    if (!account || !isValid) {
      throw new AppError(HttpStatus.UNAUTHORIZED, 'UNAUTHENTICATED', authMessages.invalidCredentials);
    }
    await this.throttle.clear(store.id, body.email);
    return this.signIn(account, await this.refreshTokens.start(account.id));
  }

  async refresh(presented: string | undefined): Promise<SignedIn> {
    if (!presented) throw new RefreshRefused(false);
    const refresh = await this.refreshTokens.rotate(presented);
    const account = await this.dataSource.getRepository(Account).findOneByOrFail({ id: refresh.accountId });
    return this.signIn(account, refresh);
  }

  async logout(presented: string | undefined): Promise<void> {
    if (presented) await this.refreshTokens.revokeFamilyOf(presented);
  }

  /** An account with no profile yet: a consigner signing up to a store (the profile comes next). */
  async register(store: Store, body: RegisterRequest): Promise<SignedIn> {
    const passwordHash = await hashPassword(body.password);
    // The account and its verification mail (the outbox's job) commit together.
    const account = await this.dataSource.transaction(async (manager) => {
      const accounts = manager.getRepository(Account);
      if (await accounts.existsBy({ storeId: store.id, email: body.email })) {
        throw new AppError(HttpStatus.CONFLICT, 'CONFLICT', authMessages.accountExists);
      }
      const created = await accounts.save(
        accounts.create({ storeId: store.id, email: body.email, passwordHash, emailVerifiedAt: null }),
      );
      await this.queueVerification(manager, store, created);
      return created;
    });
    return this.signIn(account, await this.refreshTokens.start(account.id));
  }

  async verifyEmail(token: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const row = await this.emailTokens.consume(manager, 'verify', token);
      await manager
        .getRepository(Account)
        .update({ id: row.accountId ?? -1, storeId: row.storeId }, { emailVerifiedAt: new Date() });
    });
  }

  async sendVerification(store: Store, account: Account): Promise<void> {
    await this.dataSource.transaction((manager) => this.queueVerification(manager, store, account));
  }

  /** Always succeeds from the caller's point of view, so it cannot reveal which emails have accounts. */
  async forgotPassword(store: Store, body: ForgotPasswordRequest): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const account = await manager
        .getRepository(Account)
        .findOneBy({ storeId: store.id, email: body.email });
      if (!account) return;
      const token = await this.emailTokens.issue(
        'reset',
        { storeId: store.id, accountId: account.id },
        manager,
      );
      const url = this.urls.page(store.handle, '/forgot', { token });
      await this.mail.queue(manager, store, [mailTemplates.resetPassword(store, account.email, url)]);
    });
  }

  /** A new password ends every session of the account; the mailbox is proven, so the email counts as verified. */
  async resetPassword(body: ResetPasswordRequest): Promise<void> {
    const passwordHash = await hashPassword(body.password);
    const accountId = await this.dataSource
      .transaction(async (manager) => {
        const row = await this.emailTokens.consume(manager, 'reset', body.token);
        const account = await manager
          .getRepository(Account)
          .findOneByOrFail({ id: row.accountId ?? -1, storeId: row.storeId });
        account.passwordHash = passwordHash;
        account.emailVerifiedAt ??= new Date();
        await manager.getRepository(Account).save(account);
        return account;
      })
      .then(async (account) => {
        // The owner proved the mailbox: guesses by someone else no longer lock them out.
        await this.throttle.clear(account.storeId, account.email);
        return account.id;
      });
    await this.refreshTokens.revokeAccount(accountId);
  }

  /** Changes the password of a signed-in account and ends its other sessions (PUT /api/consigners/updatePassword). */
  async changePassword(account: Account, password: string): Promise<void> {
    await this.dataSource
      .getRepository(Account)
      .update({ id: account.id }, { passwordHash: await hashPassword(password) });
    await this.refreshTokens.revokeAccount(account.id);
  }

  /** A new verification link (earlier ones stop working) and its mail, in the caller's transaction. */
  private async queueVerification(manager: EntityManager, store: Store, account: Account): Promise<void> {
    if (account.emailVerifiedAt) return;
    const token = await this.emailTokens.issue(
      'verify',
      { storeId: store.id, accountId: account.id },
      manager,
    );
    const url = this.urls.page(store.handle, '/verify', { token });
    await this.mail.queue(manager, store, [mailTemplates.verifyEmail(store, account.email, url)], account.id);
  }

  private signIn(account: Account, refresh: IssuedRefreshToken): SignedIn {
    const claims: AuthClaims = { sub: String(account.id), storeId: account.storeId, sid: refresh.familyId };
    return {
      session: { accessToken: this.tokens.signAccessToken(claims), expiresIn: ACCESS_TOKEN_TTL_SECONDS },
      refresh,
    };
  }
}
