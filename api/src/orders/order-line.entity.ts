import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { type OrderSource, type ReturnDestination } from '@shared/contracts/orders';
import { StoreOwned } from '../common/tenancy/store-owned.entity';
import { Consigner } from '../consigners/consigner.entity';
import { MONEY } from '../database/column-types';
import { Inventory } from '../inventories/inventory.entity';
import { Order } from './order.entity';
import { OrderPayment } from './order-payment.entity';

/**
 * One item of an order, with its sale as priced at checkout (shared/domain/sale.ts): the price it
 * was listed at, its discount (its own and its share of the cart's), what it sold for, its tax, and
 * the payout (or, for a store account, the cost) worked out from that sale. The line outlives a
 * return: `returnedAt` / `returnedTo` / `refundId` say what happened, while the item itself goes
 * back to Active or Withdrawn with its sale cleared.
 *
 * `soldOn`, `source`, `consignerId` and `productId` are copied from the order and the item at sale
 * so the /findOrders list (one row per line, newest sale first) and its search read one table by its
 * indexes.
 */
@Entity({ name: 'order_lines' })
@Index('IDX_order_lines_store_order', ['storeId', 'orderId'])
// The /findOrders list's indexes: see migration 1764806460000-order-lines-list-indexes.
@Index('IDX_order_lines_store_listed', ['storeId', 'returnedAt', 'soldOn', 'id', 'source', 'consignerId'])
@Index('IDX_order_lines_store_consigner_listed', [
  'storeId',
  'consignerId',
  'returnedAt',
  'soldOn',
  'id',
  'source',
])
@Index('IDX_order_lines_store_source_listed', [
  'storeId',
  'source',
  'returnedAt',
  'soldOn',
  'id',
  'consignerId',
])
@Index('IDX_order_lines_inventory', ['inventoryId'])
// The sale search by product (migration 1765238760000-order-lines-product).
@Index('IDX_order_lines_store_product', [
  'storeId',
  'productId',
  'returnedAt',
  'soldOn',
  'id',
  'source',
  'consignerId',
  'payoutId',
  'payout',
])
// Ready to Pay (issue 16): the lines no payout took yet, by consigner and sale date.
@Index('IDX_order_lines_store_ready_to_pay', [
  'storeId',
  'payoutId',
  'returnedAt',
  'consignerId',
  'soldOn',
  'id',
  'payout',
  'inventoryId',
])
// The reports' sales (issue 18): migration 1765152360000-report-indexes.
@Index('IDX_order_lines_store_report', [
  'storeId',
  'returnedAt',
  'soldOn',
  'payoutLabel',
  'salePrice',
  'tax',
  'payout',
  'consignerId',
  'payoutId',
])
export class OrderLine extends StoreOwned {
  @Column({ type: 'int' })
  orderId: number;

  @ManyToOne(() => Order, (order) => order.lines, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'orderId' })
  order?: Order;

  @Column({ type: 'int' })
  inventoryId: number;

  @ManyToOne(() => Inventory, { onDelete: 'NO ACTION' })
  @JoinColumn({ name: 'inventoryId' })
  inventory?: Inventory;

  /**
   * The item's product, copied at sale for the sale search (sale-search.ts); a product merge moves
   * it with the item. No foreign key: the item's is the one that holds.
   */
  @Column({ type: 'int' })
  productId: number;

  /** The item's owner at sale. */
  @Column({ type: 'int', nullable: true })
  consignerId: number | null;

  @ManyToOne(() => Consigner, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'consignerId' })
  consigner?: Consigner | null;

  @Column({ type: 'varchar', length: 16 })
  source: OrderSource;

  @Column({ ...MONEY })
  price: number;

  @Column({ ...MONEY, default: 0 })
  lineDiscount: number;

  @Column({ ...MONEY, default: 0 })
  cartDiscount: number;

  @Column({ ...MONEY, default: 0 })
  discount: number;

  @Column({ ...MONEY })
  salePrice: number;

  @Column({ ...MONEY, default: 0 })
  tax: number;

  /** The payout worked out at sale (a store account's: its cost). */
  @Column({ ...MONEY, default: 0 })
  payout: number;

  @Column({ type: 'varchar', length: 8, default: 'Payout' })
  payoutLabel: 'Payout' | 'Cost';

  /** The order's completedAt; null while the order is an open hold. */
  @Column({ type: 'datetime', nullable: true })
  soldOn: Date | null;

  @Column({ type: 'datetime', nullable: true })
  returnedAt: Date | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  returnedTo: ReturnDestination | null;

  @Column({ type: 'int', nullable: true })
  refundId: number | null;

  /** The payout that took this sale (issue 16); null while it is waiting in Ready to Pay. */
  @Column({ type: 'int', nullable: true })
  payoutId: number | null;

  @ManyToOne(() => OrderPayment, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'refundId' })
  refund?: OrderPayment | null;
}
