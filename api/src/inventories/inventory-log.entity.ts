import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { Store } from '../stores/store.entity';
import { Inventory } from './inventory.entity';

/** One field's change in an inventory log entry (spec 000 §3 Inventory log). */
export interface ModifiedField {
  variableChanged: string;
  beforeValue: string | number | boolean | null;
  afterValue: string | number | boolean | null;
}

/**
 * One change of an inventory item: who, when, and each field's before and after. Written in the
 * same transaction as the change itself.
 */
@Entity({ name: 'inventory_logs' })
@Index('IDX_inventory_logs_store_created', ['storeId', 'createdAt'])
@Index('IDX_inventory_logs_inventory', ['inventoryId', 'createdAt'])
@Index('IDX_inventory_logs_store_actor', ['storeId', 'lastUpdatedById', 'createdAt'])
export class InventoryLog {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  storeId: number;

  @ManyToOne(() => Store, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'storeId' })
  store?: Store;

  @Column({ type: 'int' })
  inventoryId: number;

  @ManyToOne(() => Inventory, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'inventoryId' })
  inventory?: Inventory;

  @Column({ type: 'int', nullable: true })
  lastUpdatedById: number | null;

  @Column({ type: 'varchar', length: 255 })
  lastUpdatedByName: string;

  @Column({ type: 'json' })
  modifiedFields: ModifiedField[];

  @CreateDateColumn()
  createdAt: Date;
}
