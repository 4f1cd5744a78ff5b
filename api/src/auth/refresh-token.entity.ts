import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A rotating refresh token (stored as a SHA-256 hash). Each refresh marks its token used and issues
 * the next one in the same family; a used token presented again means it was stolen, so the whole
 * family is revoked.
 *
 * Not a StoreOwned entity: it belongs to an account (which belongs to one store) and is looked up
 * by its hash from a cookie that names no store, so every read is by token, family or account.
 */
@Entity({ name: 'refresh_tokens' })
@Index('IDX_refresh_tokens_family', ['familyId'])
@Index('IDX_refresh_tokens_account', ['accountId'])
export class RefreshToken {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('UQ_refresh_tokens_hash', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ type: 'int' })
  accountId: number;

  @Column({ type: 'varchar', length: 36 })
  familyId: string;

  @Column({ type: 'datetime' })
  expiresAt: Date;

  @Column({ type: 'datetime', nullable: true })
  usedAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  revokedAt: Date | null;

  @CreateDateColumn()
  createdAt: Date;
}
