import { Injectable } from '@nestjs/common';
import { type EntityManager, In, IsNull, Not } from 'typeorm';
import { type MarkPaidRequest, type PayoutActionResponse } from '@shared/contracts/payouts';
import { formatMoney } from '@shared/domain/money-format';
import { payoutStatusOf } from '@shared/domain/payouts';
import { validation } from '@shared/messages';
import { type Principal } from '../common/auth/principal';
import { conflict, invalid, notFound } from '../common/errors/errors';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { type StoreRepositories } from '../common/tenancy/store-repository';
import { Consigner } from '../consigners/consigner.entity';
import { isSqlite } from '../database/transactions';
import { InventoryEngine, type WriteScope, writeScopeOf } from '../inventories/engine/inventory-engine';
import { mailTemplates } from '../mail/mail-templates';
import { MailService } from '../mail/mail.service';
import { StoreUrls } from '../stores/store-urls.service';
import { Cheque } from './cheque.entity';
import { consignerNameOf } from './payout.mapper';
import { PayoutConsigner } from './payout-consigner.entity';
import { PayoutItem } from './payout-item.entity';
import { readSaleRows, saleRefOf } from './payout-item-rows';
import { PayoutReader } from './payout-reader';
import { Payout } from './payout.entity';

const messages = validation.payouts;

/**
 * Paying a consigner their share of a payout, by hand (POST /api/payouts/paid/{id}) or once their
 * cheques are sent (the payouts.sendCheques job calls settleConsignerPaid too). Lock order, the same
 * on every path so concurrent calls queue instead of deadlocking: the payout row, then the share,
 * then the items (the engine's guarded writes).
 */
@Injectable()
export class PayoutSettlement {
  constructor(
    private readonly engine: InventoryEngine,
    private readonly mail: MailService,
    private readonly urls: StoreUrls,
    private readonly reader: PayoutReader,
    @InjectStoreRepositories(Payout) private readonly payouts: StoreRepositories<Payout>,
    @InjectStoreRepositories(PayoutConsigner) private readonly shares: StoreRepositories<PayoutConsigner>,
    @InjectStoreRepositories(PayoutItem) private readonly items: StoreRepositories<PayoutItem>,
    @InjectStoreRepositories(Consigner) private readonly consigners: StoreRepositories<Consigner>,
  ) {}

  /**
   * POST /api/payouts/paid/{id}: the named consigners (or every one not yet paid) paid, in one
   * engine transaction. A consigner already paid is skipped, so a second click, or a click racing
   * another, marks and logs nothing twice.
   */
  async markPaid(
    principal: Principal,
    payoutId: number,
    request: MarkPaidRequest,
  ): Promise<PayoutActionResponse> {
    const scope = writeScopeOf(principal);
    await this.engine.run(async (manager) => {
      const payout = await this.lockPayout(manager, scope, payoutId);
      if (!payout) throw notFound();
      if (payout.automated && payout.status === 'Pending') throw conflict(messages.automatedInProgress);
      const shares = await this.shares
        .for(scope, manager)
        .find({ where: { payoutId }, relations: { consigner: true }, order: { id: 'ASC' } });
      const chosen = request.consignersInventoryToBeMarkedAsPaid
        ? await this.namedShares(manager, scope, payout, shares, request.consignersInventoryToBeMarkedAsPaid)
        : shares.filter((share) => share.status !== 'Paid');
      if (payout.automated) await this.refuseUnresolvedCheques(manager, scope, chosen);
      for (const share of chosen) await this.settleConsignerPaid(manager, scope, share.id);
    });
    return { payout: await this.reader.summary(principal, payoutId) };
  }

  /**
   * An automated payout's consigner with a cheque whose answer was lost (state Sending) may have been
   * paid by the service: marking them paid by hand as well could pay them twice, so it waits for the
   * cheque to be resolved (the send job looks it up; Retry Auto Payout runs it).
   */
  private async refuseUnresolvedCheques(
    manager: EntityManager,
    scope: WriteScope,
    shares: readonly PayoutConsigner[],
  ): Promise<void> {
    if (shares.length === 0) return;
    const unresolved = await this.shares
      .for(scope, manager)
      .sibling(Cheque)
      .findOne({ where: { payoutConsignerId: In(shares.map((share) => share.id)), state: 'Sending' } });
    if (!unresolved) return;
    const share = shares.find((one) => one.id === unresolved.payoutConsignerId) as PayoutConsigner;
    throw conflict(
      messages.chequeUnresolved(share.consigner ? consignerNameOf(share.consigner) : 'this consigner'),
    );
  }

  /**
   * Finishes one consigner of a payout paid, in the caller's transaction (an engine transaction:
   * a lost race on an item throws StaleItemError for it to run again): their items of the payout
   * still Sold move to Paid through the engine (markPaid, one log each) and get paidAt, their share
   * is Paid with paidAt, the payout's status follows its consigners (payoutStatusOf), and the
   * consigner is mailed (queued in the same transaction). Answers false, doing nothing, when the
   * share was already Paid. Items no longer Sold (returned since the payout) are left as they are;
   * a Buying payout's bought items (Active stock, never Sold) keep their status and get paidAt.
   */
  async settleConsignerPaid(
    manager: EntityManager,
    scope: WriteScope,
    payoutConsignerId: number,
  ): Promise<boolean> {
    const found = await this.shares.for(scope, manager).findById(payoutConsignerId);
    if (!found) throw notFound();
    const payout = await this.lockPayout(manager, scope, found.payoutId);
    if (!payout) throw notFound();
    const now = scope.at ?? new Date();
    // The claim: only one transaction turns the share Paid; any other finds it done and stops here.
    const claimed = await this.shares
      .for(scope, manager)
      .update(
        { id: payoutConsignerId, status: Not('Paid') },
        { status: 'Paid', paidAt: now, failureReason: null },
      );
    if (claimed === 0) return false;

    const items = this.items.for(scope, manager);
    const unpaid = await items.find({
      where: { payoutId: payout.id, consignerId: found.consignerId, paidAt: IsNull() },
      order: { inventoryId: 'ASC' },
    });
    if (unpaid.length > 0) {
      const current = await this.engine.read(manager, scope, {
        ids: unpaid.map((item) => item.inventoryId),
        field: 'inventories',
        isList: true,
      });
      const sold = current.filter((item) => item.status === 'Sold').map((item) => item.id);
      if (sold.length > 0)
        await this.engine.move(manager, scope, {
          action: 'markPaid',
          ids: sold,
          field: 'inventories',
          isList: true,
        });
      const paid = new Set([
        ...sold,
        ...current.filter((item) => item.status === 'Paid').map((item) => item.id),
      ]);
      // A Buying payout's items were bought, not sold: the store's stock, paid with their seller.
      const paidRows = unpaid
        .filter((item) => paid.has(item.inventoryId) || item.saleKey.startsWith('bought:'))
        .map((item) => item.id);
      for (let start = 0; start < paidRows.length; start += 500)
        await items.update({ id: In(paidRows.slice(start, start + 500)) }, { paidAt: now });
    }

    const shares = await this.shares
      .for(scope, manager)
      .find({ select: { id: true, status: true }, where: { payoutId: payout.id }, ...this.lock(manager) });
    const status = payoutStatusOf(
      shares.map((share) => share.status),
      payout.status === 'Buying' ? 'Buying' : 'Unpaid',
    );
    if (status !== payout.status)
      await this.payouts.for(scope, manager).update({ id: payout.id }, { status });
    await this.mailPaid(manager, scope, payout, found);
    return true;
  }

  /** The consigners a paid call names, each in the payout with the items it names; 400 notInPayout. */
  private async namedShares(
    manager: EntityManager,
    scope: WriteScope,
    payout: Payout,
    shares: readonly PayoutConsigner[],
    named: NonNullable<MarkPaidRequest['consignersInventoryToBeMarkedAsPaid']>,
  ): Promise<PayoutConsigner[]> {
    const byConsigner = new Map(shares.map((share) => [share.consignerId, share]));
    const chosen = new Map<number, PayoutConsigner>();
    const paidItems = await this.items
      .for(scope, manager)
      .find({ select: { id: true, inventoryId: true, consignerId: true }, where: { payoutId: payout.id } });
    const ownerOf = new Map(paidItems.map((item) => [item.inventoryId, item.consignerId]));
    for (const [index, entry] of named.entries()) {
      const share = byConsigner.get(entry.consignerId);
      if (!share) {
        const consigner = await this.consigners.for(scope, manager).findById(entry.consignerId);
        const label = consigner ? consignerNameOf(consigner) : `Consigner ${entry.consignerId}`;
        throw invalid(
          `consignersInventoryToBeMarkedAsPaid.${index}.consignerId`,
          messages.notInPayout(label, payout.name),
        );
      }
      for (const [at, inventoryId] of entry.inventories.entries()) {
        if (ownerOf.get(inventoryId) !== entry.consignerId) {
          throw invalid(
            `consignersInventoryToBeMarkedAsPaid.${index}.inventories.${at}`,
            messages.notInPayout(`Item ${inventoryId}`, payout.name),
          );
        }
      }
      chosen.set(share.id, share);
    }
    return [...chosen.values()].sort((a, b) => a.id - b.id);
  }

  /** The payout row, locked for this transaction on MariaDB (SQLite's single writer serialises already). */
  private lockPayout(manager: EntityManager, scope: WriteScope, id: number): Promise<Payout | null> {
    return this.payouts.for(scope, manager).findOne({ where: { id }, ...this.lock(manager) });
  }

  /** A locking read on MariaDB: it reads the latest committed rows, not the transaction's snapshot. */
  private lock(manager: EntityManager): { lock?: { mode: 'pessimistic_write' } } {
    return isSqlite(manager.connection) ? {} : { lock: { mode: 'pessimistic_write' } };
  }

  /** The paid mail, when the consigner has an email and takes mail from the store. */
  private async mailPaid(
    manager: EntityManager,
    scope: WriteScope,
    payout: Payout,
    share: PayoutConsigner,
  ): Promise<void> {
    const consigner = await this.consigners.for(scope, manager).findById(share.consignerId);
    if (!consigner?.email || !consigner.emailNotifications) return;
    const currency = scope.store.currency;
    const items = this.items.for(scope, manager);
    const paid = await items.find({
      where: { payoutId: payout.id, consignerId: share.consignerId },
      order: { id: 'ASC' },
    });
    const lines = (await readSaleRows(items, paid.map(saleRefOf))).map(
      (item) =>
        `${item.title}${item.size ? ` (size ${item.size})` : ''}, ${item.code}: ${formatMoney(item.payout, currency)}`,
    );
    const balance = Number(share.balanceApplied);
    await this.mail.queue(
      manager,
      scope.store,
      [
        mailTemplates.consignerPaid(
          scope.store,
          consigner.email,
          consigner.firstName,
          payout.name,
          formatMoney(Number(share.amount), currency),
          lines,
          balance > 0 ? formatMoney(balance, currency) : null,
          this.urls.page(scope.store.handle, '/'),
        ),
      ],
      scope.actor.id,
    );
  }
}
