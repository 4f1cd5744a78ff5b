import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { type PayoutOption } from '@shared/constants';
import { Account } from '../accounts/account.entity';
import { BOOL, MONEY } from '../database/column-types';
import { StoreOwned } from '../common/tenancy/store-owned.entity';

/**
 * Someone who supplies items (spec 000 §3 Consigner; "Seller" in a buying store). A consigner with
 * a login has an account (the spec's fbUserId); store accounts and walk-in consigners have none.
 */
@Entity({ name: 'consigners' })
@Index('IDX_consigners_store_email', ['storeId', 'email'])
@Index('UQ_consigners_account', ['accountId'], { unique: true })
export class Consigner extends StoreOwned {
  @Column({ type: 'int', nullable: true })
  accountId: number | null;

  @ManyToOne(() => Account, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'accountId' })
  account?: Account | null;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 255 })
  email: string;

  @Column({ type: 'varchar', length: 32 })
  phone: string;

  @Column({ type: 'varchar', length: 500 })
  address: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  zipCode: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  idNumber: string | null;

  /** The consigner type's name (fee schedule); the type itself arrives with the catalogue issue. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  accountType: string | null;

  @Column({ type: 'int', nullable: true })
  consignerTypeId: number | null;

  /** The store's own account: cannot be disabled, shows Cost instead of Payout (spec 000 §6). */
  @Column({ ...BOOL, default: false })
  isStoreAccount: boolean;

  @Column({ ...BOOL, default: true })
  isActive: boolean;

  @Column({ ...BOOL, default: true })
  emailNotifications: boolean;

  @Column({ ...BOOL, default: false })
  chargeTax: boolean;

  @Column({ type: 'varchar', length: 255, nullable: true })
  marketplaceLocation: string | null;

  @Column({ ...BOOL, default: false })
  acceptedTOS: boolean;

  @Column({ type: 'varchar', length: 16, nullable: true })
  payoutType: PayoutOption | null;

  /** PayPal or Zelle: the account email payouts go to. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  payoutData: string | null;

  /** Bank details (accountName, accountNumber, swiftCode, ibanNumber, routingNumber, bank, bankType, routingType, …). */
  @Column({ type: 'json', nullable: true })
  bankData: Record<string, string> | null;

  /** What the consigner owes the store (early-withdrawal fees), deducted from their next payout. */
  @Column({ ...MONEY, default: 0 })
  negativeBalance: number;
}
