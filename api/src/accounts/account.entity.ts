import { Column, Entity, Index } from 'typeorm';
import { StoreOwned } from '../common/tenancy/store-owned.entity';

/**
 * A login identity (our own accounts replace the spec's outside identity provider). An account
 * belongs to one store: the same email in two stores is two accounts.
 */
@Entity({ name: 'accounts' })
@Index('UQ_accounts_store_email', ['storeId', 'email'], { unique: true })
export class Account extends StoreOwned {
  /** Stored lower-cased. */
  @Column({ type: 'varchar', length: 255 })
  email: string;

  /** argon2id (PHC string). */
  @Column({ type: 'varchar', length: 255 })
  passwordHash: string;

  @Column({ type: 'datetime', nullable: true })
  emailVerifiedAt: Date | null;
}
