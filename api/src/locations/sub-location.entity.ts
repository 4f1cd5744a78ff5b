import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { Location } from './location.entity';
import { StoreOwned } from '../common/tenancy/store-owned.entity';

/** A shelf, room or bin inside a location (spec 000 §3 Sublocation). Names are unique within a location. */
@Entity({ name: 'sub_locations' })
@Index('UQ_sub_locations_location_name', ['locationId', 'name'], { unique: true })
export class SubLocation extends StoreOwned {
  @Column({ type: 'int' })
  locationId: number;

  @ManyToOne(() => Location, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'locationId' })
  location?: Location;

  @Column({ type: 'varchar', length: 100 })
  name: string;
}
