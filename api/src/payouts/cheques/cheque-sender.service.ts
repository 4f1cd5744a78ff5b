import { Injectable, Logger } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import { fromCents, toCents } from '@shared/domain/money';
import { chequeIdempotencyKey, payoutStatusOf, remainingChequeAmounts } from '@shared/domain/payouts';
import { validation } from '@shared/messages';
import { InjectStoreRepositories } from '../../common/tenancy/tenancy.module';
import { type StoreRepositories } from '../../common/tenancy/store-repository';
import { Consigner } from '../../consigners/consigner.entity';
import { isSqlite } from '../../database/transactions';
import { type Actor } from '../../inventories/engine/item-changes';
import { InventoryEngine, type WriteScope } from '../../inventories/engine/inventory-engine';
import { type Store } from '../../stores/store.entity';
import { Cheque } from '../cheque.entity';
import { PayoutConsigner } from '../payout-consigner.entity';
import { PayoutSettlement } from '../payout-settlement.service';
import { Payout } from '../payout.entity';
import { ChequeRefused, type ChequeService, describeCheque, type ServiceCheque } from './cheque-service';

/** Who the item logs name for what the send job does. */
export const AUTOMATED_PAYOUT_ACTOR: Actor = { id: null, name: 'Automated payout' };

/** What one step of the send job did; `done` when nothing is left for it to send. */
export type ChequeStep =
  | { kind: 'sent'; chequeId: number; isLookedUp: boolean }
  | { kind: 'failed'; payoutConsignerId: number; reason: string }
  | { kind: 'settled'; payoutConsignerId: number }
  | { kind: 'raced' }
  | { kind: 'done' };

/** Our description of a cheque leaves room for the key within the column's 255 characters. */
const DESCRIPTION_TEXT_MAX = 180;

/**
 * The cheques of an automated payout (issue 16, docs/payouts.md "Automated payouts by cheque"), one
 * per step, each step in its own transactions:
 *
 * 1. A cheque of a Pending consigner still in state Sending (its answer was lost: a timeout, a
 *    dropped connection, the process killed) is looked up at the service first, by the key its
 *    description carries; found, it is Sent; only when the service has none is it asked for again,
 *    with the SAME parameters and key, read back from our own record.
 * 2. Otherwise the first Pending consigner's next cheque (remainingChequeAmounts of their amount
 *    less the cheques Sent or Sending) is written as Sending and COMMITTED, then the service is
 *    asked. A consigner owed nothing more is settled Paid; one without an email Failed.
 *
 * Every state change is guarded (`WHERE state = 'Sending'`, `WHERE status = 'Pending'`) and a new
 * cheque's number is unique per consigner, so two workers on one payout, or a step cut off and
 * run again, change nothing twice and never send a second cheque where one was meant. Lock order as
 * PayoutSettlement's: the payout row, then its consigners, then cheques and items.
 */
@Injectable()
export class ChequeSender {
  private readonly logger = new Logger('Cheques');

  constructor(
    private readonly engine: InventoryEngine,
    private readonly settlement: PayoutSettlement,
    @InjectStoreRepositories(Payout) private readonly payouts: StoreRepositories<Payout>,
    @InjectStoreRepositories(PayoutConsigner) private readonly shares: StoreRepositories<PayoutConsigner>,
    @InjectStoreRepositories(Cheque) private readonly cheques: StoreRepositories<Cheque>,
    @InjectStoreRepositories(Consigner) private readonly consigners: StoreRepositories<Consigner>,
  ) {}

  scopeOf(store: Store): WriteScope {
    return { storeId: store.id, store, actor: AUTOMATED_PAYOUT_ACTOR };
  }

  /**
   * One step: resolves one cheque whose answer was lost, or writes and sends one new cheque, or
   * settles / fails one consigner. Throws ChequeServiceUnavailable when the service did not answer
   * (the job's retry with backoff; the cheque stays Sending and is looked up next time).
   */
  async step(scope: WriteScope, service: ChequeService, payoutId: number): Promise<ChequeStep> {
    const payout = await this.payouts.for(scope).findById(payoutId);
    if (!payout?.automated) return { kind: 'done' };
    const pending = await this.shares
      .for(scope)
      .find({ where: { payoutId, status: 'Pending' }, order: { id: 'ASC' } });
    if (pending.length === 0) return { kind: 'done' };

    const unknown = await this.cheques.for(scope).findOne({
      where: { payoutId, state: 'Sending', payoutConsignerId: In(pending.map((share) => share.id)) },
      order: { id: 'ASC' },
    });
    if (unknown) return this.send(scope, service, unknown, true);

    const share = pending[0];
    const next = await this.engine.run((manager) => this.writeNext(manager, scope, payout, share.id));
    if (next.kind === 'cheque') return this.send(scope, service, next.cheque, false);
    return next.step;
  }

  /**
   * Marks every consigner of the payout still Pending Failed with `reason` (the service is not
   * configured, or it stayed away through the job's last try). Their cheques in state Sending stay
   * so: a retry looks them up before anything is sent again.
   */
  async failPending(scope: WriteScope, payoutId: number, reason: string): Promise<number> {
    return this.engine.run(async (manager) => {
      const payout = await this.lockPayout(manager, scope, payoutId);
      if (!payout) return 0;
      const failed = await this.shares
        .for(scope, manager)
        .update({ payoutId, status: 'Pending' }, { status: 'Failed', failureReason: reason.slice(0, 500) });
      if (failed > 0) await this.updatePayoutStatus(manager, scope, payout);
      return failed;
    });
  }

  /** The next cheque of a Pending consigner written as Sending (committed by the caller), or what else to do. */
  private async writeNext(
    manager: EntityManager,
    scope: WriteScope,
    payout: Payout,
    shareId: number,
  ): Promise<{ kind: 'cheque'; cheque: Cheque } | { kind: 'step'; step: ChequeStep }> {
    const locked = await this.lockPayout(manager, scope, payout.id);
    const share = await this.shares
      .for(scope, manager)
      .findOne({ where: { id: shareId }, ...this.lock(manager) });
    if (!locked || share?.status !== 'Pending') return { kind: 'step', step: { kind: 'raced' } };
    const written = await this.cheques
      .for(scope, manager)
      .find({ where: { payoutConsignerId: share.id }, order: { number: 'ASC' } });
    const counted = written.filter((cheque) => cheque.state !== 'Failed');
    if (counted.some((cheque) => cheque.state === 'Sending'))
      return { kind: 'step', step: { kind: 'raced' } };
    const remaining = remainingChequeAmounts(
      toCents(Number(share.amount)),
      counted.map((cheque) => toCents(Number(cheque.amount))),
    );
    if (remaining.length === 0) {
      await this.settlement.settleConsignerPaid(manager, scope, share.id);
      return { kind: 'step', step: { kind: 'settled', payoutConsignerId: share.id } };
    }
    const consigner = await this.consigners.for(scope, manager).findById(share.consignerId);
    const recipient = consigner?.email?.trim() ?? '';
    const name = (consigner ? `${consigner.firstName} ${consigner.lastName}`.trim() : '') || recipient;
    if (!recipient) {
      const reason = validation.payouts.noPayoutDetails(name || `Consigner ${share.consignerId}`);
      await this.failShare(manager, scope, locked, share.id, reason);
      return { kind: 'step', step: { kind: 'failed', payoutConsignerId: share.id, reason } };
    }
    const number = (written.at(-1)?.number ?? 0) + 1;
    const idempotencyKey = chequeIdempotencyKey(scope.storeId, payout.id, share.consignerId, number);
    const text = `${scope.store.name} payout ${payout.name}, cheque ${number} to ${name}`.slice(
      0,
      DESCRIPTION_TEXT_MAX,
    );
    const cheque = await this.cheques.for(scope, manager).save(
      this.cheques.for(scope, manager).create({
        payoutId: payout.id,
        payoutConsignerId: share.id,
        consignerId: share.consignerId,
        number,
        amount: fromCents(remaining[0]),
        state: 'Sending',
        idempotencyKey,
        recipient,
        recipientName: name.slice(0, 255),
        description: describeCheque(text, idempotencyKey),
        serviceId: null,
        failureReason: null,
        attempts: 0,
      }),
    );
    return { kind: 'cheque', cheque };
  }

  /**
   * Asks the service for a cheque we have recorded as Sending: looked up first when its answer may
   * have been lost, created (same parameters, same key) otherwise; then Sent or Failed.
   */
  private async send(
    scope: WriteScope,
    service: ChequeService,
    cheque: Cheque,
    shouldLookUp: boolean,
  ): Promise<ChequeStep> {
    await this.cheques.for(scope).increment({ id: cheque.id }, 'attempts', 1);
    let found: ServiceCheque | null = null;
    if (shouldLookUp) {
      found = cheque.serviceId
        ? await service.get(cheque.serviceId)
        : await service.findByIdempotencyKey(cheque.idempotencyKey, cheque.createdAt);
    }
    const isLookedUp = found !== null;
    if (!found) {
      try {
        found = await service.create({
          recipient: cheque.recipient,
          name: cheque.recipientName,
          amount: Number(cheque.amount),
          description: cheque.description,
          idempotencyKey: cheque.idempotencyKey,
        });
      } catch (error) {
        if (!(error instanceof ChequeRefused)) throw error;
        await this.markFailed(scope, cheque, error.reason);
        return { kind: 'failed', payoutConsignerId: cheque.payoutConsignerId, reason: error.reason };
      }
    }
    if (toCents(found.amount) !== toCents(Number(cheque.amount))) {
      this.logger.warn(
        `Cheque ${cheque.id} (${cheque.idempotencyKey}): the service's cheque ${found.id} is for ${found.amount}, ours for ${cheque.amount}`,
      );
    }
    await this.markSent(scope, cheque, found.id);
    return { kind: 'sent', chequeId: cheque.id, isLookedUp };
  }

  /** Sent, and — when the consigner's Sent cheques now cover their amount — settled Paid, in one transaction. */
  private async markSent(scope: WriteScope, cheque: Cheque, serviceId: string): Promise<void> {
    await this.engine.run(async (manager) => {
      const payout = await this.lockPayout(manager, scope, cheque.payoutId);
      if (!payout) return;
      const marked = await this.cheques
        .for(scope, manager)
        .update({ id: cheque.id, state: 'Sending' }, { state: 'Sent', serviceId, failureReason: null });
      if (marked === 0) return;
      const share = await this.shares.for(scope, manager).findById(cheque.payoutConsignerId);
      if (!share || share.status === 'Paid') return;
      const sent = await this.cheques
        .for(scope, manager)
        .find({ select: { id: true, amount: true }, where: { payoutConsignerId: share.id, state: 'Sent' } });
      const sentCents = sent.reduce((sum, row) => sum + toCents(Number(row.amount)), 0);
      if (sentCents >= toCents(Number(share.amount)))
        await this.settlement.settleConsignerPaid(manager, scope, share.id);
    });
  }

  /** The service refused the cheque: it is Failed with the reason, and so is its consigner. */
  private async markFailed(scope: WriteScope, cheque: Cheque, reason: string): Promise<void> {
    await this.engine.run(async (manager) => {
      const payout = await this.lockPayout(manager, scope, cheque.payoutId);
      if (!payout) return;
      const marked = await this.cheques
        .for(scope, manager)
        .update(
          { id: cheque.id, state: 'Sending' },
          { state: 'Failed', failureReason: reason.slice(0, 500) },
        );
      if (marked === 0) return;
      await this.failShare(manager, scope, payout, cheque.payoutConsignerId, reason);
    });
  }

  private async failShare(
    manager: EntityManager,
    scope: WriteScope,
    payout: Payout,
    shareId: number,
    reason: string,
  ): Promise<void> {
    const failed = await this.shares
      .for(scope, manager)
      .update({ id: shareId, status: 'Pending' }, { status: 'Failed', failureReason: reason.slice(0, 500) });
    if (failed > 0) await this.updatePayoutStatus(manager, scope, payout);
  }

  private async updatePayoutStatus(manager: EntityManager, scope: WriteScope, payout: Payout): Promise<void> {
    const shares = await this.shares
      .for(scope, manager)
      .find({ select: { id: true, status: true }, where: { payoutId: payout.id } });
    const status = payoutStatusOf(
      shares.map((share) => share.status),
      payout.status === 'Buying' ? 'Buying' : 'Unpaid',
    );
    if (status !== payout.status)
      await this.payouts.for(scope, manager).update({ id: payout.id }, { status });
  }

  /** The payout row, locked for the transaction on MariaDB (SQLite's one writer serialises already). */
  private lockPayout(manager: EntityManager, scope: WriteScope, id: number): Promise<Payout | null> {
    return this.payouts.for(scope, manager).findOne({ where: { id }, ...this.lock(manager) });
  }

  private lock(manager: EntityManager): { lock?: { mode: 'pessimistic_write' } } {
    return isSqlite(manager.connection) ? {} : { lock: { mode: 'pessimistic_write' } };
  }
}
