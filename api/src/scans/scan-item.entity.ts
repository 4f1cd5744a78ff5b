import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { type InventoryStatus } from '@shared/domain/inventory-status';
import { StoreOwned } from '../common/tenancy/store-owned.entity';
import { Inventory } from '../inventories/inventory.entity';
import { Scan } from './scan.entity';

/** Which list of a run a row belongs to: the snapshot taken at START, or what was scanned. */
export type ScanItemRole = 'expected' | 'scanned';

/**
 * One item of a scan run: expected at the location when the run started, or scanned (once, however
 * often it was scanned), with its status at that moment. A run's result lists are reconcileScan of
 * these rows, so they never change after completion.
 */
@Entity({ name: 'scan_items' })
@Index('IDX_scan_items_scan_order', ['storeId', 'scanId', 'role', 'scanOrder'])
@Index('UQ_scan_items_scan_role_inventory', ['scanId', 'role', 'inventoryId'], { unique: true })
@Index('IDX_scan_items_inventory', ['inventoryId'])
export class ScanItem extends StoreOwned {
  @Column({ type: 'int' })
  scanId: number;

  @ManyToOne(() => Scan, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'scanId' })
  scan?: Scan;

  /** An item deleted later (only a Drop off pending one can be) leaves the run's lists with it. */
  @Column({ type: 'int' })
  inventoryId: number;

  @ManyToOne(() => Inventory, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'inventoryId' })
  inventory?: Inventory;

  @Column({ type: 'varchar', length: 16 })
  role: ScanItemRole;

  /** The item's status when the run started (expected) or was completed (scanned). */
  @Column({ type: 'varchar', length: 32 })
  statusDuringScan: InventoryStatus;

  /** The list's order: the item id for the snapshot, the first scan's place for scanned items. */
  @Column({ type: 'int' })
  scanOrder: number;
}
