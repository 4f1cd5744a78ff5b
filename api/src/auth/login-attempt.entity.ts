import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Failed sign-ins, counted per account (store + email) and per address for throttling.
 *
 * Not a StoreOwned entity: the count per address spans every store on the server (one address
 * guessing in many stores is throttled as one), and the rows are an append-only log.
 */
@Entity({ name: 'login_attempts' })
@Index('IDX_login_attempts_account', ['storeId', 'email', 'createdAt'])
@Index('IDX_login_attempts_ip', ['ip', 'createdAt'])
export class LoginAttempt {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  storeId: number;

  @Column({ type: 'varchar', length: 255 })
  email: string;

  @Column({ type: 'varchar', length: 64 })
  ip: string;

  @CreateDateColumn()
  createdAt: Date;
}
