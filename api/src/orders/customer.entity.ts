import { Column, Entity, Index } from 'typeorm';
import { StoreOwned } from '../common/tenancy/store-owned.entity';

/**
 * A store's customer (issue 15): who bought or held items, found again by email or phone at the
 * register. Orders keep their own copy of the name and contact as it was at the time.
 */
@Entity({ name: 'customers' })
@Index('IDX_customers_store_email', ['storeId', 'email'])
@Index('IDX_customers_store_phone', ['storeId', 'phone'])
@Index('IDX_customers_store_updated', ['storeId', 'updatedAt'])
export class Customer extends StoreOwned {
  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  lastName: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  phone: string | null;
}
