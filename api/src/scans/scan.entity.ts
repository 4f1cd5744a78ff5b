import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { type ScanStatus } from '@shared/domain/scan-runs';
import { StoreOwned } from '../common/tenancy/store-owned.entity';
import { Location } from '../locations/location.entity';

/**
 * One scan run at a location (spec 000 §3 Scan; docs/scans.md): started `new` with the snapshot of
 * what the location held (its `expected` scan items), completed once with what was scanned. The
 * counts are kept with the run so the Logs tab reads one row per run.
 */
@Entity({ name: 'scans' })
@Index('IDX_scans_store_created', ['storeId', 'createdAt'])
@Index('IDX_scans_location_created', ['locationId', 'createdAt'])
export class Scan extends StoreOwned {
  @Column({ type: 'int' })
  locationId: number;

  @ManyToOne(() => Location, { onDelete: 'NO ACTION' })
  @JoinColumn({ name: 'locationId' })
  location?: Location;

  @Column({ type: 'varchar', length: 16 })
  status: ScanStatus;

  /** The account that started the run; kept as a number and a name so the log outlives it. */
  @Column({ type: 'int', nullable: true })
  createdById: number | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  createdByName: string | null;

  @Column({ type: 'datetime', nullable: true })
  completedAt: Date | null;

  @Column({ type: 'int', default: 0 })
  expectedCount: number;

  @Column({ type: 'int', default: 0 })
  scannedCount: number;

  @Column({ type: 'int', default: 0 })
  missingCount: number;

  @Column({ type: 'int', default: 0 })
  overScannedCount: number;

  @Column({ type: 'int', default: 0 })
  elsewhereCount: number;
}
