import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { type Profile } from '@shared/contracts/me';
import { notices } from '@shared/messages';
import { AppError } from '../common/errors/app-error';
import { type AuthClaims } from '../common/auth/auth-claims';
import { toPublicStore } from '../stores/store.mapper';
import { Employee } from './employee.entity';

@Injectable()
export class ProfileService {
  constructor(@InjectRepository(Employee) private readonly employees: Repository<Employee>) {}

  /**
   * The caller's profile, always looked up within the token's store. Consigner profiles (resolved
   * before employees, spec 000 §4) arrive with the consigners issue.
   */
  async profileOf(claims: AuthClaims): Promise<Profile> {
    const employee =
      claims.kind === 'employee'
        ? await this.employees.findOne({
            where: { id: claims.profileId, storeId: claims.storeId, accountId: Number(claims.sub) },
            relations: { store: true, account: true },
          })
        : null;
    if (!employee?.store || !employee.account) {
      throw new AppError(HttpStatus.FORBIDDEN, 'FORBIDDEN', notices.notAuthorized);
    }
    return {
      kind: 'employee',
      id: employee.id,
      fbUserId: String(employee.accountId),
      firstName: employee.firstName,
      lastName: employee.lastName,
      email: employee.email,
      role: employee.role,
      accessControls: employee.accessControls,
      isActive: employee.isActive,
      emailVerified: employee.account.emailVerifiedAt !== null,
      store: toPublicStore(employee.store),
    };
  }
}
