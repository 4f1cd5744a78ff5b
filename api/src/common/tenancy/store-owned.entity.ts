import {
  Column,
  CreateDateColumn,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Store } from '../../stores/store.entity';
import { type StoreRow } from './store-repository';

/**
 * The columns every tenant table shares: its id, the store it belongs to (deleted with the store),
 * and when it was created and last changed. Tenant entities extend it, so a new one cannot forget
 * its store, and StoreRepository (which needs `id` and `storeId`) fits every one of them.
 *
 * Entities with `storeId` that do not extend it say why beside their own declaration (the auth
 * tables, whose reads cross stores by design, and the append-only inventory log).
 */
export abstract class StoreOwned implements StoreRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  storeId: number;

  @ManyToOne(() => Store, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'storeId' })
  store?: Store;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
