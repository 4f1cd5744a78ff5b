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
import { type JobStatus } from '@shared/contracts/jobs';
import { Store } from '../stores/store.entity';

/** Milliseconds: a retry's time and a lease's end are often less than a second away. */
const MOMENT = { type: 'datetime', precision: 3 } as const;

/**
 * One background job (docs/jobs.md): written by `JobsService.enqueue` in the transaction of the
 * change that causes it, claimed by a worker (`JobWorker`) under a lease, run by the handler of its
 * kind, and left as succeeded or dead with its result or last error.
 */
@Entity({ name: 'jobs' })
@Index('IDX_jobs_status_run_at', ['status', 'runAt'])
@Index('IDX_jobs_status_locked_until', ['status', 'lockedUntil'])
@Index('IDX_jobs_store_kind', ['storeId', 'kind', 'createdAt'])
export class Job {
  @PrimaryGeneratedColumn()
  id: number;

  /** The store the job works for; null for the product's own jobs. */
  @Column({ type: 'int', nullable: true })
  storeId: number | null;

  @ManyToOne(() => Store, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'storeId' })
  store?: Store;

  /** Which handler runs it ('mail.send', 'product.merge'). */
  @Column({ type: 'varchar', length: 64 })
  kind: string;

  @Column({ type: 'json' })
  payload: unknown;

  @Column({ type: 'varchar', length: 16 })
  status: JobStatus;

  /** Tries started so far (a claim counts one, so a worker that dies mid-job used a try). */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'int' })
  maxAttempts: number;

  /** When a queued job is due (now, or its next try after a failure). */
  @Column(MOMENT)
  runAt: Date;

  /** The worker that claimed it last (host, process, instance): kept after the job ends. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  lockedBy: string | null;

  /** The lease of a running job: past it, another worker may claim the job again. */
  @Column({ ...MOMENT, nullable: true })
  lockedUntil: Date | null;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  @Column({ type: 'json', nullable: true })
  result: unknown;

  /** 0–100, as the handler reports it. */
  @Column({ type: 'int', nullable: true })
  progress: number | null;

  /** Held while the job is queued or running, so the same work is not queued twice; freed when it ends. */
  @Index('UQ_jobs_unique_key', { unique: true })
  @Column({ type: 'varchar', length: 191, nullable: true })
  uniqueKey: string | null;

  /** The account that started it: the only one that may read it (GET /api/jobs/{id}). */
  @Column({ type: 'int', nullable: true })
  createdById: number | null;

  @Column({ ...MOMENT, nullable: true })
  finishedAt: Date | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
