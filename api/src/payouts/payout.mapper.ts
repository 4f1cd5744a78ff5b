import {
  type PayoutConsignerRef,
  type PayoutSummary,
  type Cheque as ChequeContract,
} from '@shared/contracts/payouts';
import { toCents } from '@shared/domain/money';
import { chequesNeeded } from '@shared/domain/payouts';
import { type Consigner } from '../consigners/consigner.entity';
import { type Cheque } from './cheque.entity';
import { type PayoutConsigner } from './payout-consigner.entity';
import { type Payout } from './payout.entity';

/** 'Ada Lovelace': how the payout screens name a consigner. */
export function consignerNameOf(consigner: Pick<Consigner, 'firstName' | 'lastName'>): string {
  return `${consigner.firstName} ${consigner.lastName}`.trim();
}

export function consignerRefOf(consigner: Consigner): PayoutConsignerRef {
  return {
    id: consigner.id,
    name: consignerNameOf(consigner),
    email: consigner.email || null,
    payoutType: consigner.payoutType,
  };
}

/**
 * The payout as every payout call answers it (list, detail, paid, pay, retry): its consigners'
 * shares (each with its consigner loaded) in name order, and per share the cheques sent (state
 * Sent, from `chequesSent` by share id) and needed (automated payouts only).
 */
export function toPayoutSummary(
  payout: Payout,
  shares: readonly PayoutConsigner[],
  chequesSent: ReadonlyMap<number, number>,
): PayoutSummary {
  return {
    id: payout.id,
    name: payout.name,
    total: Number(payout.total),
    createdAt: payout.createdAt.toISOString(),
    status: payout.status,
    itemCount: payout.itemCount,
    automated: payout.automated,
    createdByName: payout.createdByName,
    consigners: [...shares]
      .sort((a, b) => {
        const byName = consignerNameOf(a.consigner as Consigner).localeCompare(
          consignerNameOf(b.consigner as Consigner),
        );
        return byName !== 0 ? byName : a.consignerId - b.consignerId;
      })
      .map((share) => ({
        consigner: consignerRefOf(share.consigner as Consigner),
        itemCount: share.itemCount,
        itemsTotal: Number(share.itemsTotal),
        balanceApplied: Number(share.balanceApplied),
        amount: Number(share.amount),
        status: share.status,
        failureReason: share.failureReason,
        paidAt: share.paidAt ? share.paidAt.toISOString() : null,
        chequesSent: chequesSent.get(share.id) ?? 0,
        chequesNeeded: payout.automated ? chequesNeeded(toCents(Number(share.amount))) : 0,
      })),
  };
}

export function toChequeResponse(cheque: Cheque): ChequeContract {
  return {
    id: cheque.id,
    consignerId: cheque.consignerId,
    amount: Number(cheque.amount),
    payoutId: cheque.payoutId,
    number: cheque.number,
    state: cheque.state,
    failureReason: cheque.failureReason,
    serviceId: cheque.serviceId,
    createdAt: cheque.createdAt.toISOString(),
  };
}
