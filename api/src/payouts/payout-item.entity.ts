import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { StoreOwned } from '../common/tenancy/store-owned.entity';
import { MONEY } from '../database/column-types';
import { Inventory } from '../inventories/inventory.entity';
import { OrderLine } from '../orders/order-line.entity';
import { Payout } from './payout.entity';

/**
 * One item of a payout. `saleKey` names what is paid for: `line:{orderLineId}` for a sale, or
 * `bought:{inventoryId}` for an item a buying store bought; it is unique per store, so the database
 * itself refuses paying one sale twice, whatever races above it. (An item sold, returned and sold
 * again is two sales, two keys.) `payout` is the line's payout as it was paid.
 */
@Entity({ name: 'payout_items' })
@Index('UQ_payout_items_store_sale', ['storeId', 'saleKey'], { unique: true })
@Index('IDX_payout_items_store_payout', ['storeId', 'payoutId', 'consignerId'])
@Index('IDX_payout_items_inventory', ['inventoryId'])
export class PayoutItem extends StoreOwned {
  @Column({ type: 'int' })
  payoutId: number;

  @ManyToOne(() => Payout, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'payoutId' })
  payoutRecord?: Payout;

  @Column({ type: 'int' })
  consignerId: number;

  @Column({ type: 'int' })
  inventoryId: number;

  @ManyToOne(() => Inventory, { onDelete: 'NO ACTION' })
  @JoinColumn({ name: 'inventoryId' })
  inventory?: Inventory;

  @Column({ type: 'int', nullable: true })
  orderLineId: number | null;

  @ManyToOne(() => OrderLine, { onDelete: 'NO ACTION' })
  @JoinColumn({ name: 'orderLineId' })
  orderLine?: OrderLine | null;

  @Column({ type: 'varchar', length: 32 })
  saleKey: string;

  @Column({ ...MONEY, default: 0 })
  salePrice: number;

  @Column({ ...MONEY, default: 0 })
  payout: number;

  /** When this item was marked paid (Sold → Paid), by hand or by its consigner's cheques. */
  @Column({ type: 'datetime', nullable: true })
  paidAt: Date | null;
}
