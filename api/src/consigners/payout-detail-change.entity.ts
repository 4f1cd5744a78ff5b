import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { type PayoutDetails } from '@shared/domain/payout-details';
import { StoreOwned } from '../common/tenancy/store-owned.entity';
import { Consigner } from './consigner.entity';

/**
 * The audit log of consigners' payout details: one row per change of a consigner's payout type,
 * payout email or bank details, written in the same transaction as the change, with who made it and
 * the details before and after (account, routing and IBAN numbers masked to their last 4).
 */
@Entity({ name: 'payout_detail_changes' })
@Index('IDX_payout_detail_changes_consigner', ['storeId', 'consignerId', 'createdAt'])
export class PayoutDetailChange extends StoreOwned {
  @Column({ type: 'int' })
  consignerId: number;

  @ManyToOne(() => Consigner, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'consignerId' })
  consigner?: Consigner;

  /** The account that made the change; kept as a number so the log outlives the account. */
  @Column({ type: 'int', nullable: true })
  changedById: number | null;

  @Column({ type: 'varchar', length: 255 })
  changedByName: string;

  @Column({ type: 'varchar', length: 16 })
  changedByKind: 'employee' | 'consigner';

  @Column({ type: 'json' })
  before: PayoutDetails;

  @Column({ type: 'json' })
  after: PayoutDetails;
}
