import { HttpStatus, Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
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
import { conflict } from '../common/errors/errors';
import { scopeOf } from '../common/tenancy/current-store.decorator';
import { type StoreRepositories } from '../common/tenancy/store-repository';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { CrossStore } from '../database/cross-store';
import { TransactionRunner } from '../database/transaction-runner';
import { mailTemplates } from '../mail/mail-templates';
import { MailService } from '../mail/mail.service';
import { StoreUrls } from '../stores/store-urls.service';
import { type Store } from '../stores/store.entity';
import { EmailTokensService, invalidLink } from './email-tokens.service';
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
    @InjectStoreRepositories(Account) private readonly accounts: StoreRepositories<Account>,
    private readonly crossStore: CrossStore,
    private readonly transactions: TransactionRunner,
    private readonly tokens: TokenService,
    private readonly refreshTokens: RefreshTokensService,
    private readonly emailTokens: EmailTokensService,
    private readonly throttle: LoginThrottleService,
    private readonly mail: MailService,
    private readonly urls: StoreUrls,
  ) {}

  async login(store: Store, body: LoginRequest, ip: string): Promise<SignedIn> {
    const attempt = await this.throttle.admit(store.id, body.email, ip);
    const account = await this.accounts.for(scopeOf(store)).findOneBy({ email: body.email });
    const isValid = await verifyPassword(account?.passwordHash ?? (await TIMING_DUMMY_HASH), body.password);
    if (!account || !isValid) {
      throw new AppError(HttpStatus.UNAUTHORIZED, 'UNAUTHENTICATED', authMessages.invalidCredentials);
    }
    await attempt.succeeded();
    return this.signIn(account, await this.refreshTokens.start(account.id));
  }

  async refresh(presented: string | undefined): Promise<SignedIn> {
    if (!presented) throw new RefreshRefused(false);
    const refresh = await this.refreshTokens.rotate(presented);
    // The refresh cookie names the account, and through it the store.
    const account = await this.crossStore.repository(Account).findOneByOrFail({ id: refresh.accountId });
    return this.signIn(account, refresh);
  }

  async logout(presented: string | undefined): Promise<void> {
    if (presented) await this.refreshTokens.revokeFamilyOf(presented);
  }

  /** An account with no profile yet: a consigner signing up to a store (the profile comes next). */
  async register(store: Store, body: RegisterRequest): Promise<SignedIn> {
    const passwordHash = await hashPassword(body.password);
    // The account and its verification mail (the outbox's job) commit together.
    const account = await this.transactions.run(async (manager) => {
      const accounts = this.accounts.for(scopeOf(store), manager);
      if (await accounts.existsBy({ email: body.email })) throw conflict(authMessages.accountExists);
      const created = await accounts.save(
        accounts.create({ email: body.email, passwordHash, emailVerifiedAt: null }),
      );
      await this.queueVerification(manager, store, created);
      return created;
    });
    return this.signIn(account, await this.refreshTokens.start(account.id));
  }

  async verifyEmail(token: string): Promise<void> {
    await this.transactions.run(async (manager) => {
      const row = await this.emailTokens.consume(manager, 'verify', token);
      await this.accounts
        .for(row, manager)
        .update({ id: row.accountId ?? -1 }, { emailVerifiedAt: new Date() });
    });
  }

  async sendVerification(store: Store, account: Account): Promise<void> {
    await this.transactions.run((manager) => this.queueVerification(manager, store, account));
  }

  /** Always succeeds from the caller's point of view, so it cannot reveal which emails have accounts. */
  async forgotPassword(store: Store, body: ForgotPasswordRequest): Promise<void> {
    await this.transactions.run(async (manager) => {
      const account = await this.accounts.for(scopeOf(store), manager).findOneBy({ email: body.email });
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
  async resetPassword(body: ResetPasswordRequest, ip: string): Promise<void> {
    const passwordHash = await hashPassword(body.password);
    const accountId = await this.transactions
      .run(async (manager) => {
        const row = await this.emailTokens.consume(manager, 'reset', body.token);
        const accounts = this.accounts.for(row, manager);
        // The account the link was mailed for, in the link's store; gone since: the link is void.
        const account = await accounts.findById(row.accountId ?? -1);
        if (!account) throw invalidLink();
        account.passwordHash = passwordHash;
        account.emailVerifiedAt ??= new Date();
        await accounts.save(account);
        return account;
      })
      .then(async (account) => {
        // The owner proved the mailbox: their own failed sign-ins from here no longer hold them back.
        await this.throttle.forgive(account.storeId, account.email, ip);
        return account.id;
      });
    await this.refreshTokens.revokeAccount(accountId);
  }

  /** Changes the password of a signed-in account and ends its other sessions (PUT /api/consigners/updatePassword). */
  async changePassword(account: Account, password: string): Promise<void> {
    await this.accounts
      .for(account)
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
