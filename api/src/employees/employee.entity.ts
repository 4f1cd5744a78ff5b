import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { type AccessControl, type Role } from '@shared/domain/access-controls';
import { BOOL } from '../database/column-types';
import { Account } from '../accounts/account.entity';
import { StoreOwned } from '../common/tenancy/store-owned.entity';

/** Store staff (spec 000 §3 User / employee). Invited first, linked to an account on signup. */
@Entity({ name: 'employees' })
@Index('UQ_employees_store_email', ['storeId', 'email'], { unique: true })
export class Employee extends StoreOwned {
  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 255 })
  email: string;

  @Column({ type: 'varchar', length: 32, nullable: true })
  phone: string | null;

  /** The linked login account (the spec's fbUserId); null until the invite is accepted. */
  @Column({ type: 'int', nullable: true })
  accountId: number | null;

  @ManyToOne(() => Account, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'accountId' })
  account?: Account | null;

  @Column({ type: 'varchar', length: 16, default: 'Employee' })
  role: Role;

  /** null: not restricted by access controls (spec 000 §6). */
  @Column({ type: 'json', nullable: true })
  accessControls: AccessControl[] | null;

  @Column({ ...BOOL, default: true })
  isActive: boolean;
}
