import { randomUUID } from 'node:crypto';
import { HttpStatus, Injectable } from '@nestjs/common';
import { IsNull, type Repository } from 'typeorm';
import { REFRESH_TOKEN_TTL_DAYS } from '@shared/contracts/auth';
import { authMessages } from '@shared/messages';
import { AppError } from '../common/errors/app-error';
import { CrossStore } from '../database/cross-store';
import { TransactionRunner } from '../database/transaction-runner';
import { RefreshToken } from './refresh-token.entity';
import { hashToken, newSecretToken } from './secrets';

const TTL_MS = REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000;
/** Two tabs that refresh at the same moment both send the same cookie; the second is not a thief. */
export const REUSE_GRACE_MS = 10_000;

/** A refresh that cannot go ahead. `isConcurrent`: another tab has just rotated the cookie; keep it. */
export class RefreshRefused extends AppError {
  constructor(readonly isConcurrent: boolean) {
    super(HttpStatus.UNAUTHORIZED, 'UNAUTHENTICATED', authMessages.sessionExpired);
  }
}

export interface IssuedRefreshToken {
  token: string;
  familyId: string;
  accountId: number;
  expiresAt: Date;
}

/**
 * Rotating refresh tokens with reuse detection (a used token presented again revokes its whole
 * family). Every read is by the cookie's hash, a family or an account, none of which names a store
 * (the account does, through its own row): the table is reached across stores, by name.
 */
@Injectable()
export class RefreshTokensService {
  constructor(
    private readonly crossStore: CrossStore,
    private readonly transactions: TransactionRunner,
  ) {}

  async start(accountId: number): Promise<IssuedRefreshToken> {
    return this.issue(accountId, randomUUID());
  }

  /**
   * The next token of the family; the presented one can never be used again. A used token shown
   * again means a copy is in someone else's hands: the whole session ends. One exception: within
   * a few seconds of its use it is two tabs refreshing at once, and the session is left alone.
   */
  async rotate(presented: string): Promise<IssuedRefreshToken> {
    const outcome = await this.transactions.run(async (manager) => {
      const repository = this.crossStore.repository(RefreshToken, manager);
      const row = await repository.findOneBy({ tokenHash: hashToken(presented) });
      if (!row || row.revokedAt || row.expiresAt.getTime() < Date.now()) return { kind: 'refused' } as const;
      // Guarded: of two refreshes racing with one token, exactly one wins.
      const claimed = row.usedAt
        ? { affected: 0 }
        : await repository.update({ id: row.id, usedAt: IsNull() }, { usedAt: new Date() });
      if (!claimed.affected) {
        const usedAt = row.usedAt ?? new Date();
        const isConcurrent = Date.now() - usedAt.getTime() < REUSE_GRACE_MS;
        return isConcurrent
          ? ({ kind: 'concurrent' } as const)
          : ({ kind: 'reused', familyId: row.familyId } as const);
      }
      return { kind: 'issued', issued: await this.issue(row.accountId, row.familyId, repository) } as const;
    });
    if (outcome.kind === 'issued') return outcome.issued;
    // Outside the transaction above, which a thrown error would roll back along with the revocation.
    if (outcome.kind === 'reused') await this.revokeFamily(outcome.familyId);
    throw new RefreshRefused(outcome.kind === 'concurrent');
  }

  /** Ends the sign-in session the token belongs to (logout). Unknown tokens are ignored. */
  async revokeFamilyOf(presented: string): Promise<void> {
    const row = await this.crossStore.repository(RefreshToken).findOneBy({ tokenHash: hashToken(presented) });
    if (row) await this.revokeFamily(row.familyId);
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.crossStore
      .repository(RefreshToken)
      .update({ familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  /** Every session of an account (password change or reset). */
  async revokeAccount(accountId: number): Promise<void> {
    await this.crossStore
      .repository(RefreshToken)
      .update({ accountId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  /** Is the sign-in session still live? Access tokens of a revoked family stop working at once. */
  async isFamilyLive(familyId: string): Promise<boolean> {
    const live = await this.crossStore.repository(RefreshToken).countBy({ familyId, revokedAt: IsNull() });
    return live > 0;
  }

  private async issue(
    accountId: number,
    familyId: string,
    repository: Repository<RefreshToken> = this.crossStore.repository(RefreshToken),
  ): Promise<IssuedRefreshToken> {
    const token = newSecretToken();
    const expiresAt = new Date(Date.now() + TTL_MS);
    await repository.insert({
      tokenHash: hashToken(token),
      accountId,
      familyId,
      expiresAt,
      usedAt: null,
      revokedAt: null,
    });
    return { token, familyId, accountId, expiresAt };
  }
}
