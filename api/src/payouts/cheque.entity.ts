import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { type ChequeState } from '@shared/domain/payouts';
import { StoreOwned } from '../common/tenancy/store-owned.entity';
import { MONEY } from '../database/column-types';
import { Payout } from './payout.entity';
import { PayoutConsigner } from './payout-consigner.entity';

/**
 * A cheque of an automated payout (spec 000 §3 Cheque: consignerId, amount, payoutId), in our own
 * record: written (state Sending) and committed **before** the payment service is called, with the
 * idempotency key shared/domain/payouts.ts chequeIdempotencyKey gives it, so a lost answer is looked
 * up at the service by that key and never sent again with other parameters. `number` runs 1, 2, … per
 * consigner per payout, across retries (unique with the payout's consigner).
 */
@Entity({ name: 'cheques' })
@Index('UQ_cheques_idempotency_key', ['idempotencyKey'], { unique: true })
@Index('UQ_cheques_share_number', ['payoutConsignerId', 'number'], { unique: true })
@Index('IDX_cheques_store_payout', ['storeId', 'payoutId'])
@Index('IDX_cheques_state', ['state'])
export class Cheque extends StoreOwned {
  @Column({ type: 'int' })
  payoutId: number;

  @ManyToOne(() => Payout, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'payoutId' })
  payout?: Payout;

  @Column({ type: 'int' })
  payoutConsignerId: number;

  @ManyToOne(() => PayoutConsigner, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'payoutConsignerId' })
  share?: PayoutConsigner;

  @Column({ type: 'int' })
  consignerId: number;

  @Column({ type: 'int' })
  number: number;

  @Column({ ...MONEY })
  amount: number;

  @Column({ type: 'varchar', length: 16 })
  state: ChequeState;

  @Column({ type: 'varchar', length: 128 })
  idempotencyKey: string;

  /** Where the digital cheque goes (the consigner's email when it was written). */
  @Column({ type: 'varchar', length: 255 })
  recipient: string;

  /**
   * The name on the cheque as first sent: a resend must repeat every parameter exactly (the service
   * makes a second cheque for a reused key with changed parameters), whatever the consigner is called now.
   */
  @Column({ type: 'varchar', length: 255, default: '' })
  recipientName: string;

  @Column({ type: 'varchar', length: 255 })
  description: string;

  /** The service's id for it, once its answer is known. */
  @Column({ type: 'varchar', length: 128, nullable: true })
  serviceId: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  failureReason: string | null;

  /** How many times the service has been asked (created or looked up) for it. */
  @Column({ type: 'int', default: 0 })
  attempts: number;
}
