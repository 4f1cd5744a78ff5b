import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Account } from '../../accounts/account.entity';
import { Employee } from '../../employees/employee.entity';
import { RefreshToken } from '../../auth/refresh-token.entity';
import { Consigner } from '../../consigners/consigner.entity';
import { type AuthClaims } from './auth-claims';
import { type Principal } from './principal';

@Injectable()
export class PrincipalService {
  constructor(@InjectRepository(Account) private readonly accounts: Repository<Account>) {}

  /**
   * Resolves the account of a verified token, always inside the token's store. A consigner
   * profile wins over an employee one (spec 000 §4 Other). null: the account is gone or belongs
   * to another store, so the token is no longer good.
   */
  async load(claims: AuthClaims): Promise<Principal | null> {
    const accountId = Number(claims.sub);
    if (!Number.isInteger(accountId)) return null;
    // Every /api request runs this, so it is one query: the account with its store and profiles,
    // and only while the session lives (logout, a password change or a stolen refresh token end
    // the session: its access tokens stop now).
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
