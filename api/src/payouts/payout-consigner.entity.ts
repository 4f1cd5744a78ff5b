import { Column, Entity, Index, JoinColumn, ManyToOne, VersionColumn } from 'typeorm';
import { type PayoutConsignerStatus } from '@shared/domain/payouts';
import { StoreOwned } from '../common/tenancy/store-owned.entity';
import { Consigner } from '../consigners/consigner.entity';
import { MONEY } from '../database/column-types';
import { Payout } from './payout.entity';

/**
 * One consigner's share of a payout, as worked out at creation (shared/domain/payouts.ts
 * owedByConsigner): their items' payouts, the negative balance taken, and `amount`, what they are
 * paid. Marked paid per consigner; for an automated payout, paid once its cheques add up to `amount`.
 */
@Entity({ name: 'payout_consigners' })
@Index('UQ_payout_consigners_payout_consigner', ['payoutId', 'consignerId'], { unique: true })
@Index('IDX_payout_consigners_store_consigner', ['storeId', 'consignerId'])
// What consigners were paid in a period (issue 18): migration 1765152360000-report-indexes.
@Index('IDX_payout_consigners_store_paid', ['storeId', 'status', 'paidAt', 'amount'])
export class PayoutConsigner extends StoreOwned {
  @Column({ type: 'int' })
  payoutId: number;

  @ManyToOne(() => Payout, (payout) => payout.consigners, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'payoutId' })
  payout?: Payout;

  @Column({ type: 'int' })
  consignerId: number;

  @ManyToOne(() => Consigner, { onDelete: 'NO ACTION' })
  @JoinColumn({ name: 'consignerId' })
  consigner?: Consigner;

  @Column({ type: 'int', default: 0 })
  itemCount: number;

  @Column({ ...MONEY, default: 0 })
  itemsTotal: number;

  @Column({ ...MONEY, default: 0 })
  balanceApplied: number;

  @Column({ ...MONEY, default: 0 })
  amount: number;

  @Column({ type: 'varchar', length: 16 })
  status: PayoutConsignerStatus;

  @Column({ type: 'varchar', length: 500, nullable: true })
  failureReason: string | null;

  @Column({ type: 'datetime', nullable: true })
  paidAt: Date | null;

  @VersionColumn({ default: 1 })
  version: number;
}
