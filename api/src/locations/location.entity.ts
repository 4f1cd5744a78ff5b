import { Column, Entity, Index } from 'typeorm';
import { BOOL } from '../database/column-types';
import { StoreOwned } from '../common/tenancy/store-owned.entity';

/** A place of the store where items are kept (spec 000 §3 Location). Names are unique within a store. */
@Entity({ name: 'locations' })
@Index('UQ_locations_store_name', ['storeId', 'name'], { unique: true })
export class Location extends StoreOwned {
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 100 })
  label: string;

  @Column({ ...BOOL, default: true })
  isActive: boolean;
}
