import { Injectable } from '@nestjs/common';
import { type EntityManager, IsNull } from 'typeorm';
import { INVITE_TOKEN_TTL_DAYS, RESET_TOKEN_TTL_HOURS, VERIFY_TOKEN_TTL_HOURS } from '@shared/contracts/auth';
import { authMessages } from '@shared/messages';
import { type AppError } from '../common/errors/app-error';
import { invalid } from '../common/errors/errors';
import { type StoreRepositories } from '../common/tenancy/store-repository';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { CrossStore } from '../database/cross-store';
import { EmailToken, type EmailTokenPurpose } from './email-token.entity';
import { hashToken, newSecretToken } from './secrets';

const HOUR_MS = 60 * 60 * 1000;
const TTL_MS: Record<EmailTokenPurpose, number> = {
  verify: VERIFY_TOKEN_TTL_HOURS * HOUR_MS,
  reset: RESET_TOKEN_TTL_HOURS * HOUR_MS,
  invite: INVITE_TOKEN_TTL_DAYS * 24 * HOUR_MS,
};

export interface EmailTokenSubject {
  storeId: number;
  accountId?: number | null;
  employeeId?: number | null;
}

/**
 * Links sent by mail: random, stored hashed, single-use, expiring (verify 24 h, reset 1 h, invite
 * 7 days). Issued in the subject's store; looked up by the link's hash alone, across stores, since
 * the link is what names its store.
 */
@Injectable()
export class EmailTokensService {
  constructor(
    @InjectStoreRepositories(EmailToken) private readonly tokens: StoreRepositories<EmailToken>,
    private readonly crossStore: CrossStore,
  ) {}

  /** A new link token. Earlier unused tokens of the same purpose for the same subject stop working. */
  async issue(
    purpose: EmailTokenPurpose,
    subject: EmailTokenSubject,
    manager?: EntityManager,
  ): Promise<string> {
    const repository = this.tokens.for(subject, manager);
    const where = {
      purpose,
      usedAt: IsNull(),
      ...(subject.accountId
        ? { accountId: subject.accountId }
        : { employeeId: subject.employeeId ?? undefined }),
    };
    await repository.update(where, { usedAt: new Date() });
    const token = newSecretToken();
    await repository.save(
      repository.create({
        tokenHash: hashToken(token),
        purpose,
        accountId: subject.accountId ?? null,
        employeeId: subject.employeeId ?? null,
        expiresAt: new Date(Date.now() + TTL_MS[purpose]),
        usedAt: null,
      }),
    );
    return token;
  }

  /** The token's row if it is valid, without using it up (to show an invite before it is accepted). */
  async peek(purpose: EmailTokenPurpose, token: string): Promise<EmailToken> {
    const row = await this.crossStore
      .repository(EmailToken)
      .findOneBy({ tokenHash: hashToken(token), purpose });
    if (!row || row.usedAt || row.expiresAt.getTime() < Date.now()) throw invalidLink();
    return row;
  }

  /**
   * Uses the token up inside the caller's transaction. The guarded update (… WHERE usedAt IS NULL)
   * means two clicks on one link can never both succeed.
   */
  async consume(manager: EntityManager, purpose: EmailTokenPurpose, token: string): Promise<EmailToken> {
    const row = await this.crossStore
      .repository(EmailToken, manager)
      .findOneBy({ tokenHash: hashToken(token), purpose });
    if (!row || row.usedAt || row.expiresAt.getTime() < Date.now()) throw invalidLink();
    const used = await this.tokens
      .for(row, manager)
      .update({ id: row.id, usedAt: IsNull() }, { usedAt: new Date() });
    if (!used) throw invalidLink();
    return row;
  }
}

export function invalidLink(): AppError {
  return invalid('token', authMessages.linkInvalid);
}
