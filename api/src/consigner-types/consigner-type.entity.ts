import { Column, Entity, Index } from 'typeorm';
import { BOOL, MONEY, PERCENT } from '../database/column-types';
import { StoreOwned } from '../common/tenancy/store-owned.entity';

/** A fee percent, DECIMAL(5,2): 0.00–100.00. */

/** A store's fee schedule (spec 000 §3 Consigner type). Exactly one per store is the default. */
@Entity({ name: 'consigner_types' })
@Index('UQ_consigner_types_store_account_type', ['storeId', 'accountType'], { unique: true })
export class ConsignerType extends StoreOwned {
  @Column({ type: 'varchar', length: 100 })
  accountType: string;

  @Column(PERCENT)
  sellingFee: number;

  @Column({ ...MONEY, default: 0 })
  minFee: number;

  @Column({ ...MONEY, nullable: true })
  flatFee: number | null;

  @Column({ ...BOOL, default: false })
  isDefault: boolean;

  @Column({ type: 'varchar', length: 100, nullable: true })
  category: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  option1Value: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  option2Value: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  option3Value: string | null;
}
