import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { Account } from '../../accounts/account.entity';
import { Employee } from '../../employees/employee.entity';
import { RefreshToken } from '../../auth/refresh-token.entity';
import { Consigner } from '../../consigners/consigner.entity';
import { type AuthClaims } from './auth-claims';
import { type Principal } from './principal';

@Injectable()
export class PrincipalService {
  constructor(
    @InjectRepository(Account) private readonly accounts: Repository<Account>,
    @InjectRepository(Employee) private readonly employees: Repository<Employee>,
    @InjectRepository(Consigner) private readonly consigners: Repository<Consigner>,
    @InjectRepository(RefreshToken) private readonly refreshTokens: Repository<RefreshToken>,
  ) {}

  /**
   * Resolves the account of a verified token, always inside the token's store. A consigner
   * profile wins over an employee one (spec 000 §4 Other). null: the account is gone or belongs
   * to another store, so the token is no longer good.
   */
  async load(claims: AuthClaims): Promise<Principal | null> {
    const accountId = Number(claims.sub);
    if (!Number.isInteger(accountId)) return null;
    const account = await this.accounts.findOne({
      where: { id: accountId, storeId: claims.storeId },
      relations: { store: true },
    });
    if (!account?.store) return null;
    // Logout, a password change or a stolen refresh token ends the session: its access tokens stop now.
    const isSessionLive = await this.refreshTokens.existsBy({
      familyId: claims.sid,
      accountId,
      revokedAt: IsNull(),
    });
    if (!isSessionLive) return null;
    const consigner = await this.consigners.findOneBy({ accountId, storeId: account.storeId });
    const employee = consigner
      ? null
      : await this.employees.findOneBy({ accountId, storeId: account.storeId });
    const profile = consigner ?? employee;
    return {
      accountId,
      storeId: account.storeId,
      sessionId: claims.sid,
      account,
      store: account.store,
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
