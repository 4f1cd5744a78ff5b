import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { type ReservationStatus } from '@shared/contracts/public-pages';
import { StoreOwned } from '../common/tenancy/store-owned.entity';
import { MONEY } from '../database/column-types';
import { Customer } from '../orders/customer.entity';
import { Product } from '../products/product.entity';

/**
 * A kiosk's reservation (issue 17; spec 000 §3 Reserve order): a shopper asks for a product's size
 * that is not on the floor, and the store fetches it from its warehouse. One line item (quantity
 * 1), priced by the API (reservePriceOf), with the customer as given then and the store's customer
 * record it was filed under. Named per store in sequence (R-1001, R-1002, …: `number` is unique per
 * store). Open until the store closes it (fulfilled or cancelled); no item is held by it.
 */
@Entity({ name: 'reservations' })
@Index('UQ_reservations_store_number', ['storeId', 'number'], { unique: true })
@Index('IDX_reservations_store_status', ['storeId', 'status', 'id'])
export class Reservation extends StoreOwned {
  @Column({ type: 'int' })
  number: number;

  /** 'R-' + number. */
  @Column({ type: 'varchar', length: 32 })
  name: string;

  @Column({ type: 'varchar', length: 16 })
  status: ReservationStatus;

  @Column({ type: 'int', nullable: true })
  customerId: number | null;

  @ManyToOne(() => Customer, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'customerId' })
  customer?: Customer | null;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  lastName: string;

  @Column({ type: 'varchar', length: 32 })
  phone: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  email: string | null;

  @Column({ type: 'int' })
  productId: number;

  @ManyToOne(() => Product, { onDelete: 'NO ACTION' })
  @JoinColumn({ name: 'productId' })
  product?: Product;

  /** The line item's title as the kiosk showed it (the product's title when it sent none). */
  @Column({ type: 'varchar', length: 300 })
  title: string;

  @Column({ type: 'varchar', length: 100 })
  option1: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  option2: string | null;

  /** The reserve price the API worked out (reservePriceOf), never the client's. */
  @Column({ ...MONEY })
  price: number;

  /** spec: option1, option2 and the price, then the kiosk's own note when it sent one. */
  @Column({ type: 'text' })
  note: string;

  @Column({ type: 'int', nullable: true })
  createdById: number | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  createdByName: string | null;

  @Column({ type: 'datetime', nullable: true })
  closedAt: Date | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  closedByName: string | null;
}
