import { Column, Entity, Index, JoinColumn, ManyToOne, OneToMany, VersionColumn } from 'typeorm';
import { type OrderSource, type OrderStatus } from '@shared/contracts/orders';
import { StoreOwned } from '../common/tenancy/store-owned.entity';
import { MONEY } from '../database/column-types';
import { Customer } from './customer.entity';
import { OrderLine } from './order-line.entity';
import { OrderPayment } from './order-payment.entity';

/**
 * An order (spec 000 §3 Order; issue 15): a register sale, a kiosk hold, or (once a shop is
 * connected) a platform order. Its name runs per store in sequence (#1001, #1002, …: `number` is
 * unique per store). The customer is kept on the order as it was at the time (first_name,
 * last_name, email, phone), with the customer record it came from when there is one. Money in
 * major units in DECIMAL(12,2), worked out in cents by shared/domain/sale.ts.
 */
@Entity({ name: 'orders' })
@Index('UQ_orders_store_number', ['storeId', 'number'], { unique: true })
@Index('IDX_orders_store_status_expiry', ['storeId', 'status', 'holdExpiresAt'])
@Index('IDX_orders_status_expiry', ['status', 'holdExpiresAt'])
@Index('IDX_orders_store_completed', ['storeId', 'completedAt'])
@Index('IDX_orders_store_customer', ['storeId', 'customerId'])
export class Order extends StoreOwned {
  @Column({ type: 'int' })
  number: number;

  /** '#' + number. */
  @Column({ type: 'varchar', length: 32 })
  name: string;

  @Column({ type: 'varchar', length: 16 })
  source: OrderSource;

  @Column({ type: 'varchar', length: 16 })
  status: OrderStatus;

  @Column({ type: 'int', nullable: true })
  customerId: number | null;

  @ManyToOne(() => Customer, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'customerId' })
  customer?: Customer | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  customerFirstName: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  customerLastName: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  customerEmail: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  customerPhone: string | null;

  /** The cart discount as the cashier gave it ('amount' | 'percent'), for the receipt. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  cartDiscountType: 'amount' | 'percent' | null;

  @Column({ ...MONEY, nullable: true })
  cartDiscountValue: number | null;

  @Column({ ...MONEY, default: 0 })
  subtotal: number;

  @Column({ ...MONEY, default: 0 })
  discount: number;

  @Column({ ...MONEY, default: 0 })
  tax: number;

  @Column({ ...MONEY, default: 0 })
  total: number;

  @Column({ ...MONEY, default: 0 })
  paid: number;

  @Column({ ...MONEY, default: 0 })
  change: number;

  @Column({ ...MONEY, default: 0 })
  refunded: number;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  /** An open hold's end; null for everything else. */
  @Column({ type: 'datetime', nullable: true })
  holdExpiresAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  completedAt: Date | null;

  /** When a hold was cancelled or expired. */
  @Column({ type: 'datetime', nullable: true })
  closedAt: Date | null;

  @Column({ type: 'int', nullable: true })
  createdById: number | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  createdByName: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  shopifyId: string | null;

  /** The online platform a platform order came from; null for register and kiosk orders. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  platform: string | null;

  @VersionColumn({ default: 1 })
  version: number;

  @OneToMany(() => OrderLine, (line) => line.order)
  lines?: OrderLine[];

  @OneToMany(() => OrderPayment, (payment) => payment.order)
  payments?: OrderPayment[];
}
