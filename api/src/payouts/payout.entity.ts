import { Column, Entity, Index, OneToMany, VersionColumn } from 'typeorm';
import { type PayoutStatus } from '@shared/domain/payouts';
import { StoreOwned } from '../common/tenancy/store-owned.entity';
import { BOOL, MONEY } from '../database/column-types';
import { PayoutConsigner } from './payout-consigner.entity';

/**
 * A payout (spec 000 §3 Payout; issue 16): Sold items paid to their consigners at once, by hand
 * (marked paid) or by cheque (`automated`). Named per store in sequence (PO-1001, …; `number` is
 * unique per store). `total` is what is paid (the consigners' amounts, after negative balances),
 * fixed at creation; `status` follows its consigners (shared/domain/payouts.ts payoutStatusOf).
 */
@Entity({ name: 'payouts' })
@Index('UQ_payouts_store_number', ['storeId', 'number'], { unique: true })
@Index('IDX_payouts_store_created', ['storeId', 'createdAt'])
@Index('IDX_payouts_store_status_created', ['storeId', 'status', 'createdAt'])
@Index('IDX_payouts_store_total', ['storeId', 'total'])
export class Payout extends StoreOwned {
  @Column({ type: 'int' })
  number: number;

  /** 'PO-' + number. */
  @Column({ type: 'varchar', length: 32 })
  name: string;

  @Column({ type: 'varchar', length: 16 })
  status: PayoutStatus;

  @Column({ ...MONEY, default: 0 })
  total: number;

  @Column({ type: 'int', default: 0 })
  itemCount: number;

  /** Paid by cheque through the payment service (the store's automatedPayout when it was created). */
  @Column({ ...BOOL, default: false })
  automated: boolean;

  @Column({ type: 'int', nullable: true })
  createdById: number | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  createdByName: string | null;

  @VersionColumn({ default: 1 })
  version: number;

  @OneToMany(() => PayoutConsigner, (share) => share.payout)
  consigners?: PayoutConsigner[];
}
