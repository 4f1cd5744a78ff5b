import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { type PaymentMethod } from '@shared/domain/sale';
import { StoreOwned } from '../common/tenancy/store-owned.entity';
import { MONEY } from '../database/column-types';
import { Order } from './order.entity';

/** A payment taken for an order, or a refund given back on a return (amount always positive). */
@Entity({ name: 'order_payments' })
@Index('IDX_order_payments_store_order', ['storeId', 'orderId'])
export class OrderPayment extends StoreOwned {
  @Column({ type: 'int' })
  orderId: number;

  @ManyToOne(() => Order, (order) => order.payments, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'orderId' })
  order?: Order;

  @Column({ type: 'varchar', length: 8 })
  kind: 'payment' | 'refund';

  @Column({ type: 'varchar', length: 8 })
  method: PaymentMethod;

  @Column({ ...MONEY })
  amount: number;

  @Column({ type: 'int', nullable: true })
  createdById: number | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  createdByName: string | null;
}
