import { HttpStatus, Injectable } from '@nestjs/common';
import { type Profile } from '@shared/contracts/me';
import { notices } from '@shared/messages';
import { type Principal } from '../common/auth/principal';
import { AppError } from '../common/errors/app-error';
import { ChequeServiceConfig } from '../payouts/cheques/cheque-service.config';
import { toProfileStore } from '../stores/store.mapper';

@Injectable()
export class ProfileService {
  constructor(private readonly chequeService: ChequeServiceConfig) {}

  /** The caller's profile as the screens need it; 403 (the 403 view) when the account has none here. */
  profileOf(principal: Principal): Profile {
    const person = principal.consigner ?? principal.employee;
    if (!person || !principal.kind || !principal.role) {
      throw new AppError(HttpStatus.FORBIDDEN, 'NO_PROFILE', notices.notAuthorized);
    }
    return {
      kind: principal.kind,
      id: person.id,
      fbUserId: String(principal.accountId),
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      role: principal.role,
      accessControls: principal.accessControls,
      isActive: principal.isActive,
      emailVerified: principal.emailVerified,
      store: { ...toProfileStore(principal.store), chequeService: this.chequeService.status() },
    };
  }
}
