import { Injectable } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import { type PaymentType } from '@shared/constants';
import { type PayoutActionResponse } from '@shared/contracts/payouts';
import { fromCents, toCents } from '@shared/domain/money';
import { owedByConsigner, payoutName } from '@shared/domain/payouts';
import { validation } from '@shared/messages';
import { type Principal } from '../common/auth/principal';
import { conflict, notFound } from '../common/errors/errors';
import { type StoreRepositories } from '../common/tenancy/store-repository';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { Consigner } from '../consigners/consigner.entity';
import { addStoreAccount } from '../consigners/store-account';
import { InventoryEngine, type WriteScope, writeScopeOf } from '../inventories/engine/inventory-engine';
import { Inventory } from '../inventories/inventory.entity';
import { JobsService } from '../jobs/jobs.service';
import { ChequeServiceConfig } from './cheques/cheque-service.config';
import { PayoutConsigner } from './payout-consigner.entity';
import { nextPayoutNumber } from './payout-creation.service';
import { PayoutItem } from './payout-item.entity';
import { SEND_CHEQUES_JOB, SEND_CHEQUES_MAX_ATTEMPTS, type SendChequesPayload } from './payout-jobs';
import { Payout } from './payout.entity';
import { PayoutReader } from './payout-reader';
import { PayoutSettlement } from './payout-settlement.service';

const messages = validation.payouts;

/**
 * The buying store's Buying payouts (spec 000 §4 "Buying: the primary action is Pay"; the rule is
 * ours, docs/payouts.md). Accepting items that answer a store request (`buyingId`) with a payment
 * type means the store bought them: in the accept's own transaction, one Buying payout per seller
 * of those items (each item's sale key `bought:{inventoryId}`, paid its payout), and each item's
 * owner becomes the store account (through the engine, logged; its Cost is what was paid), so the
 * item, once sold, is the store's and never in Ready to Pay. Pay then pays the seller: by cheque
 * when the items' payment type is auto and the cheque service is configured, otherwise at once.
 */
@Injectable()
export class BuyingPayoutsService {
  constructor(
    private readonly engine: InventoryEngine,
    private readonly settlement: PayoutSettlement,
    private readonly reader: PayoutReader,
    private readonly jobs: JobsService,
    private readonly chequeService: ChequeServiceConfig,
    @InjectStoreRepositories(Payout) private readonly payouts: StoreRepositories<Payout>,
    @InjectStoreRepositories(PayoutConsigner) private readonly shares: StoreRepositories<PayoutConsigner>,
    @InjectStoreRepositories(PayoutItem) private readonly items: StoreRepositories<PayoutItem>,
    @InjectStoreRepositories(Inventory) private readonly inventories: StoreRepositories<Inventory>,
    @InjectStoreRepositories(Consigner) private readonly consigners: StoreRepositories<Consigner>,
  ) {}

  /**
   * Called by acceptInventory in its transaction after the items moved: the bought ones (a
   * `buyingId`, a seller that is not a store account) get their Buying payouts and the store
   * account as owner. Nothing happens without a payment type: the item stays the seller's.
   */
  async recordBought(
    manager: EntityManager,
    scope: WriteScope,
    moved: readonly Inventory[],
    paymentType: PaymentType | null | undefined,
  ): Promise<void> {
    if (!paymentType) return;
    const candidates = moved.filter((item) => item.buyingId !== null && item.consignerId !== null);
    if (candidates.length === 0) return;
    // Read again: the move bumped their versions, and the owner change is a guarded write too.
    const fresh = await this.engine.read(manager, scope, {
      ids: candidates.map((item) => item.id),
      field: 'items',
      isList: true,
    });
    const bought = fresh.filter((item) => item.consigner && !item.consigner.isStoreAccount);
    if (bought.length === 0) return;
    const consigners = this.consigners.for(scope, manager);
    // Every store is made with its store account; one made before that (or whose account a seed
    // left out) gets it now, in this transaction, rather than refusing the purchase.
    const storeAccount =
      (await consigners.findOne({ where: { isStoreAccount: true }, order: { id: 'ASC' } })) ??
      (await addStoreAccount(consigners, scope.store));

    const sellers = [...new Set(bought.map((item) => item.consignerId as number))].sort((a, b) => a - b);
    for (const sellerId of sellers) {
      await this.writePayout(
        manager,
        scope,
        bought.filter((item) => item.consignerId === sellerId),
      );
    }
    await this.engine.edit(
      manager,
      scope,
      bought.map((item) => ({
        item,
        set: { consignerId: storeAccount.id, cost: item.payout ?? 0 },
        owner: storeAccount,
        isFeeRecalculated: true,
      })),
    );
  }

  /** One seller's Buying payout: the payout, their share (their negative balance taken), the items. */
  private async writePayout(manager: EntityManager, scope: WriteScope, items: readonly Inventory[]) {
    const seller = items[0].consigner as Consigner;
    const consigners = this.consigners.for(scope, manager);
    const [owed] = owedByConsigner(
      items.map((item) => ({ consignerId: seller.id, payoutCents: toCents(Number(item.payout ?? 0)) })),
      new Map([[seller.id, toCents(Number(seller.negativeBalance))]]),
    );
    const payouts = this.payouts.for(scope, manager);
    const number = await nextPayoutNumber(payouts);
    const payout = await payouts.save(
      payouts.create({
        number,
        name: payoutName(number),
        status: 'Buying',
        total: fromCents(owed.owedCents),
        itemCount: items.length,
        automated: false,
        createdById: scope.actor.id,
        createdByName: scope.actor.name,
      }),
    );
    const shares = this.shares.for(scope, manager);
    await shares.save(
      shares.create({
        payoutId: payout.id,
        consignerId: seller.id,
        itemCount: owed.itemCount,
        itemsTotal: fromCents(owed.itemsCents),
        balanceApplied: fromCents(owed.balanceAppliedCents),
        amount: fromCents(owed.owedCents),
        status: 'Unpaid',
        failureReason: null,
        paidAt: null,
      }),
    );
    await this.items.for(scope, manager).insertMany(
      items.map((item) => ({
        payoutId: payout.id,
        consignerId: seller.id,
        inventoryId: item.id,
        orderLineId: null,
        saleKey: `bought:${item.id}`,
        salePrice: item.price ?? 0,
        payout: item.payout ?? 0,
        paidAt: null,
      })),
    );
    if (owed.balanceAppliedCents > 0) {
      await consigners.increment({ id: seller.id }, 'negativeBalance', -fromCents(owed.balanceAppliedCents));
    }
  }

  /**
   * POST /api/payouts/{id}/pay: pays a Buying payout. Its items bought with payment type auto, and
   * the cheque service configured: the payout goes Pending (automated) and the cheque job is
   * enqueued in the same transaction; the job finishes the seller as any automated payout's.
   * Otherwise (cash) the seller is paid at once through PayoutSettlement, as marking paid does
   * (share Paid with paidAt, the payout Paid, the seller mailed); the bought items are the store's
   * Active stock and keep their status. Only a Buying payout: 409 notBuying otherwise, a second Pay
   * included (the guarded claim of the payout lets one of two through).
   */
  async pay(principal: Principal, payoutId: number): Promise<PayoutActionResponse> {
    const scope = writeScopeOf(principal);
    await this.engine.run(async (manager) => {
      const payouts = this.payouts.for(scope, manager);
      const payout = await payouts.findById(payoutId);
      if (!payout) throw notFound();
      if (payout.status !== 'Buying') throw conflict(messages.notBuying);
      const items = await this.items.for(scope, manager).findBy({ payoutId });
      const bought = await this.inventories.for(scope, manager).find({
        select: { id: true, paymentType: true },
        where: { id: In(items.map((item) => item.inventoryId)) },
      });
      const isAutomated =
        bought.some((item) => item.paymentType === 'auto') && this.chequeService.isConfigured();
      const claimed = await payouts.update(
        { id: payout.id, status: 'Buying', version: payout.version },
        isAutomated
          ? { status: 'Pending', automated: true, version: payout.version + 1 }
          : { version: payout.version + 1 },
      );
      if (claimed !== 1) throw conflict(messages.notBuying);
      const shares = await this.shares
        .for(scope, manager)
        .find({ where: { payoutId }, order: { id: 'ASC' } });
      if (isAutomated) {
        await this.shares.for(scope, manager).update({ payoutId }, { status: 'Pending' });
        await this.jobs.enqueue<SendChequesPayload>(manager, {
          kind: SEND_CHEQUES_JOB,
          storeId: scope.storeId,
          payload: { payoutId },
          createdById: scope.actor.id,
          maxAttempts: SEND_CHEQUES_MAX_ATTEMPTS,
        });
        return;
      }
      for (const share of shares) await this.settlement.settleConsignerPaid(manager, scope, share.id);
    });
    return { payout: await this.reader.summary(principal, payoutId) };
  }
}
