import { Column, Entity, Index } from 'typeorm';
import { StoreOwned } from '../common/tenancy/store-owned.entity';

/** A log line: who saw a consigner's bank details in full, from which payout, and when (createdAt). */
@Entity({ name: 'bank_detail_reveals' })
@Index('IDX_bank_detail_reveals_store_consigner', ['storeId', 'consignerId', 'createdAt'])
export class BankDetailReveal extends StoreOwned {
  @Column({ type: 'int' })
  consignerId: number;

  @Column({ type: 'int', nullable: true })
  payoutId: number | null;

  @Column({ type: 'int', nullable: true })
  revealedById: number | null;

  @Column({ type: 'varchar', length: 255 })
  revealedByName: string;
}
