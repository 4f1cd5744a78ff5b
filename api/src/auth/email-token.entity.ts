import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type EmailTokenPurpose = 'verify' | 'reset' | 'invite';

/**
 * A single-use, expiring link sent by mail (stored as a SHA-256 hash, never in clear).
 *
 * Not a StoreOwned entity: a link is looked up by its hash alone (the link names the store, the
 * page it opens may not know it yet), so its reads cross stores by design; it is written once and
 * used up, never edited. Issuing one is store-scoped (EmailTokensService).
 */
@Entity({ name: 'email_tokens' })
export class EmailToken {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('UQ_email_tokens_hash', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ type: 'varchar', length: 16 })
  purpose: EmailTokenPurpose;

  @Column({ type: 'int' })
  storeId: number;

  /** The account it is for (verify, reset). */
  @Column({ type: 'int', nullable: true })
  accountId: number | null;

  /** The invited employee (invite). */
  @Column({ type: 'int', nullable: true })
  employeeId: number | null;

  @Column({ type: 'datetime' })
  expiresAt: Date;

  @Column({ type: 'datetime', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn()
  createdAt: Date;
}
