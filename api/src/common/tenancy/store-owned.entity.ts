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
 * The auth tables with a `storeId` (email tokens, login attempts) do not extend it and say why
 * beside their declaration: their reads cross stores by design.
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
