import { Injectable } from '@nestjs/common';
import {
  type BankDetailReveal as BankDetailRevealView,
  type BankDetailsResponse,
  type PayoutConsignerRef,
} from '@shared/contracts/payouts';
import { maySeeBankDetails } from '@shared/domain/access-controls';
import { maskPayoutDetails, type PayoutDetails } from '@shared/domain/payout-details';
import { apiErrors } from '@shared/messages';
import { type Principal } from '../common/auth/principal';
import { forbidden, notFound } from '../common/errors/errors';
import { type StoreRepositories } from '../common/tenancy/store-repository';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { Consigner } from '../consigners/consigner.entity';
import { actorOf } from '../inventories/inventory-log.writer';
import { BankDetailReveal } from './bank-detail-reveal.entity';
import { PayoutConsigner } from './payout-consigner.entity';

/** Most reveals the consigner's log lists (newest first). */
const REVEALS_SHOWN = 200;

/** Whether the caller may see this consigner's bank details (the owner, Consigners, the consigner). */
export function showsBankDetails(principal: Principal, consignerId: number): boolean {
  return maySeeBankDetails(
    {
      kind: principal.kind,
      role: principal.role,
      accessControls: principal.accessControls,
      consignerId: principal.consigner?.id ?? null,
    },
    consignerId,
  );
}

export function consignerRef(
  consigner: Pick<Consigner, 'id' | 'firstName' | 'lastName' | 'email' | 'payoutType'>,
): PayoutConsignerRef {
  return {
    id: consigner.id,
    name: `${consigner.firstName} ${consigner.lastName}`.trim(),
    email: consigner.email || null,
    payoutType: consigner.payoutType,
  };
}

/**
 * The Bank Details button of a payout's consigner: their payout details masked to the last four
 * digits, or in full on a reveal, which is logged (bank_detail_reveals: who, which consigner, which
 * payout, when) before the details are answered. Routes need Orders; `@Access` takes any one of its
 * needs, so Consigners (the second need) is checked here.
 */
@Injectable()
export class BankDetailsService {
  constructor(
    @InjectStoreRepositories(PayoutConsigner) private readonly shares: StoreRepositories<PayoutConsigner>,
    @InjectStoreRepositories(Consigner) private readonly consigners: StoreRepositories<Consigner>,
    @InjectStoreRepositories(BankDetailReveal) private readonly reveals: StoreRepositories<BankDetailReveal>,
  ) {}

  async read(
    principal: Principal,
    payoutId: number,
    consignerId: number,
    reveal: boolean,
  ): Promise<BankDetailsResponse> {
    if (!showsBankDetails(principal, consignerId)) throw forbidden(apiErrors.forbiddenNeeds(['Consigners']));
    const share = await this.shares.for(principal).findOneBy({ payoutId, consignerId });
    const consigner = share && (await this.consigners.for(principal).findById(consignerId));
    if (!consigner) throw notFound();
    const details: PayoutDetails = {
      payoutType: consigner.payoutType,
      payoutData: consigner.payoutData,
      bankData: consigner.bankData,
    };
    if (reveal) {
      const log = this.reveals.for(principal);
      const actor = actorOf(principal);
      await log.save(
        log.create({
          consignerId,
          payoutId,
          revealedById: actor.id,
          revealedByName: actor.name,
        }),
      );
    }
    const shown = reveal ? details : maskPayoutDetails(details);
    return {
      consigner: consignerRef(consigner),
      payoutType: consigner.payoutType,
      payoutData: shown.payoutData,
      bankData: shown.bankData,
      revealed: reveal,
    };
  }

  /** GET /api/consigners/{id}/bankDetailReveals: who saw the consigner's bank details in full, newest first. */
  async revealsOf(principal: Principal, consignerId: number): Promise<BankDetailRevealView[]> {
    if (!(await this.consigners.for(principal).existsBy({ id: consignerId }))) throw notFound();
    const rows = await this.reveals.for(principal).find({
      where: { consignerId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: REVEALS_SHOWN,
    });
    return rows.map((row) => ({
      id: row.id,
      consignerId: row.consignerId,
      payoutId: row.payoutId,
      revealedByName: row.revealedByName,
      createdAt: new Date(row.createdAt).toISOString(),
    }));
  }
}
