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
import { BOOL } from '../database/column-types';
import { Store } from '../stores/store.entity';

/** A place of the store where items are kept (spec 000 §3 Location). Names are unique within a store. */
@Entity({ name: 'locations' })
@Index('UQ_locations_store_name', ['storeId', 'name'], { unique: true })
export class Location {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  storeId: number;

  @ManyToOne(() => Store, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'storeId' })
  store?: Store;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 100 })
  label: string;

  @Column({ ...BOOL, default: true })
  isActive: boolean;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
