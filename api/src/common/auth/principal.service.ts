import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { Account } from '../../accounts/account.entity';
import { Employee } from '../../employees/employee.entity';
import { RefreshToken } from '../../auth/refresh-token.entity';
import { Consigner } from '../../consigners/consigner.entity';
import { Store } from '../../stores/store.entity';
import { type AuthClaims } from './auth-claims';
import { type Principal } from './principal';
import { PrincipalCache } from './principal-cache';

/** A copy of an entity, of its class, that a request may change without touching the cached one. */
const copyOf = <T extends object>(entity: T): T =>
  Object.assign(Object.create(Object.getPrototypeOf(entity) as object) as T, entity);

@Injectable()
export class PrincipalService implements OnModuleDestroy {
  private readonly cache: PrincipalCache;

  constructor(
    @InjectRepository(Account) private readonly accounts: Repository<Account>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    this.cache = new PrincipalCache(
      [Account, Store, Employee, Consigner, RefreshToken].map(
        (entity) => dataSource.getMetadata(entity).tableName,
      ),
    );
    // Sees every statement of this data source, to drop its copies when one of their rows changes.
    dataSource.subscribers.push(this.cache);
  }

  onModuleDestroy(): void {
    const subscribers = this.dataSource.subscribers;
    const index = subscribers.indexOf(this.cache);
    if (index !== -1) subscribers.splice(index, 1);
  }

  /**
   * Resolves the account of a verified token, always inside the token's store. A consigner
   * profile wins over an employee one (spec 000 §4 Other). null: the account is gone or belongs
   * to another store, or the session has ended, so the token is no longer good. Every /api request
   * runs this: a burst of one session's requests reads the database once (PrincipalCache); each
   * request gets its own copy of the objects.
   */
  async load(claims: AuthClaims): Promise<Principal | null> {
    const accountId = Number(claims.sub);
    if (!Number.isInteger(accountId)) return null;
    const key = `${accountId}:${claims.storeId}:${claims.sid}`;
    const principal = await this.cache.get(key, () => this.read(accountId, claims));
    if (!principal) return null;
    return {
      ...principal,
      account: copyOf(principal.account),
      store: copyOf(principal.store),
      employee: principal.employee && copyOf(principal.employee),
      consigner: principal.consigner && copyOf(principal.consigner),
    };
  }

  private async read(accountId: number, claims: AuthClaims): Promise<Principal | null> {
    // One query: the account with its store and profiles, and only while the session lives
    // (logout, a password change or a stolen refresh token end the session: its access tokens
    // stop at once on this server, whose write drops the cached copies, and within
    // PRINCIPAL_CACHE_TTL_MS on any other).
    const found = await this.accounts
      .createQueryBuilder('account')
      .innerJoinAndSelect('account.store', 'store')
      .leftJoinAndMapOne(
        'account.consignerProfile',
        Consigner,
        'consigner',
        'consigner.accountId = account.id AND consigner.storeId = account.storeId',
      )
      .leftJoinAndMapOne(
        'account.employeeProfile',
        Employee,
        'employee',
        'employee.accountId = account.id AND employee.storeId = account.storeId',
      )
      .where('account.id = :accountId AND account.storeId = :storeId', {
        accountId,
        storeId: claims.storeId,
      })
      .andWhere((query) => {
        const live = query
          .subQuery()
          .select('1')
          .from(RefreshToken, 'token')
          .where('token.familyId = :familyId AND token.accountId = account.id AND token.revokedAt IS NULL')
          .getQuery();
        return `EXISTS ${live}`;
      })
      .setParameter('familyId', claims.sid)
      .getOne();
    if (!found?.store) return null;
    const { store } = found;
    const { consignerProfile, employeeProfile, ...fields } = found as Account & {
      consignerProfile?: Consigner;
      employeeProfile?: Employee;
    };
    const account = Object.assign(new Account(), fields);
    const consigner = consignerProfile ?? null;
    // A consigner profile wins over an employee one (spec 000 §4 Other).
    const employee = consigner ? null : (employeeProfile ?? null);
    const profile = consigner ?? employee;
    return {
      accountId,
      storeId: account.storeId,
      sessionId: claims.sid,
      account,
      store,
      kind: consigner ? 'consigner' : employee ? 'employee' : null,
      employee,
      consigner,
      role: consigner ? 'Consigner' : (employee?.role ?? null),
      accessControls: employee?.accessControls ?? null,
      isActive: profile?.isActive ?? false,
      emailVerified: account.emailVerifiedAt !== null,
    };
  }
}
