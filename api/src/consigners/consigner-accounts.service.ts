import { Injectable } from '@nestjs/common';
import { type ConsignerProfile, type CreateConsignerRequest } from '@shared/contracts/consigner-accounts';
import { authMessages } from '@shared/messages';
import { AuthService } from '../auth/auth.service';
import { type Principal } from '../common/auth/principal';
import { conflict, invalid, notFound } from '../common/errors/errors';
import { type StoreRepositories } from '../common/tenancy/store-repository';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { isUniqueViolation } from '../database/unique-violation';
import { Consigner } from './consigner.entity';

export function toConsignerProfile(consigner: Consigner): ConsignerProfile {
  return {
    id: consigner.id,
    firstName: consigner.firstName,
    lastName: consigner.lastName,
    email: consigner.email,
    phone: consigner.phone,
    address: consigner.address,
    zipCode: consigner.zipCode,
    payoutType: consigner.payoutType,
    payoutData: consigner.payoutData,
    isActive: consigner.isActive,
    isStoreAccount: consigner.isStoreAccount,
    acceptedTOS: consigner.acceptedTOS,
    emailNotifications: consigner.emailNotifications,
    fbUserId: consigner.accountId === null ? null : String(consigner.accountId),
    storeId: consigner.storeId,
  };
}

/** A consigner's own account (spec 001 §7: POST /api/consigners, /verify, /updatePassword). */
@Injectable()
export class ConsignerAccountsService {
  constructor(
    @InjectStoreRepositories(Consigner) private readonly consigners: StoreRepositories<Consigner>,
    private readonly auth: AuthService,
  ) {}

  /** The signed-in account becomes a consigner of its store (signup is gated by a verified email). */
  async create(principal: Principal, body: CreateConsignerRequest): Promise<ConsignerProfile> {
    if (body.storeId !== principal.storeId) throw notFound();
    if (principal.kind !== null) throw conflict(authMessages.consignerProfileExists);
    const consigners = this.consigners.for(principal);
    const consigner = await consigners
      .save(
        consigners.create({
          accountId: principal.accountId,
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email,
          phone: body.phone,
          address: body.address,
          zipCode: body.zipCode ?? null,
          payoutType: body.payoutType ?? null,
          payoutData: body.payoutType === 'Bank' ? null : (body.payoutData ?? null),
          acceptedTOS: body.acceptedTOS ?? false,
        }),
      )
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw conflict(authMessages.consignerProfileExists);
        throw error;
      });
    return toConsignerProfile(consigner);
  }

  /** Sends the verification mail to the account's own address ('Email instructions sent to {email}'). */
  async sendVerification(principal: Principal, email: string): Promise<void> {
    this.assertOwnEmail(principal, email);
    await this.auth.sendVerification(principal.store, principal.account);
  }

  /** A new password; every session of the account ends, this one included ('Password has been updated'). */
  async updatePassword(principal: Principal, email: string, password: string): Promise<void> {
    this.assertOwnEmail(principal, email);
    await this.auth.changePassword(principal.account, password);
  }

  private assertOwnEmail(principal: Principal, email: string): void {
    if (email !== principal.account.email) throw invalid('email', authMessages.notYourEmail);
  }
}
