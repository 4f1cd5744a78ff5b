import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Store } from '../stores/store.entity';
import { Location } from './location.entity';

/** A shelf, room or bin inside a location (spec 000 §3 Sublocation). Names are unique within a location. */
@Entity({ name: 'sub_locations' })
@Index('UQ_sub_locations_location_name', ['locationId', 'name'], { unique: true })
export class SubLocation {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  storeId: number;

  @ManyToOne(() => Store, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'storeId' })
  store?: Store;

  @Column({ type: 'int' })
  locationId: number;

  @ManyToOne(() => Location, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'locationId' })
  location?: Location;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
