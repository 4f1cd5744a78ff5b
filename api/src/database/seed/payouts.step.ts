import { IsNull } from 'typeorm';
import { StoreRepositories } from '../../common/tenancy/store-repository';
import { Consigner } from '../../consigners/consigner.entity';
import { OrderLine } from '../../orders/order-line.entity';
import { PayoutConsigner } from '../../payouts/payout-consigner.entity';
import { PayoutCreationService } from '../../payouts/payout-creation.service';
import { PayoutSettlement } from '../../payouts/payout-settlement.service';
import { Payout } from '../../payouts/payout.entity';
import { type DemoSeedContext, type DemoSeedStep } from './demo-context';

/** What the consigner left in Ready to Pay owes the store: an early withdrawal fee, say. */
const OWED_BY_WAITING_CONSIGNER = 15;

/**
 * Payouts of the register sales, written through the payout services (PayoutCreationService.create,
 * PayoutSettlement.settleConsignerPaid) at past moments, so /payouts, /payouts/{id} and Ready to
 * Pay have content on a first start: the consigners with sales, by name, are split three ways.
 * The first is paid in full (a Paid payout, its items Paid); the next two share one Unpaid payout
 * of all but their newest sale each; the rest, and those newest sales, wait in Ready to Pay, where
 * one consigner owes the store a little (a negative balance, deducted when they are paid).
 */
export const payoutsStep: DemoSeedStep = {
  name: 'payouts',
  async run(context: DemoSeedContext) {
    const { manager, made: records, clock } = context;
    const scope = { storeId: records.store.id };
    const lines = await new StoreRepositories(manager, OrderLine).for(scope).find({
      select: { id: true, inventoryId: true, consignerId: true, soldOn: true },
      // The sales (not the kiosk hold's lines, whose items are only held).
      where: { payoutId: IsNull(), returnedAt: IsNull(), order: { status: 'completed' } },
      order: { soldOn: 'ASC', id: 'ASC' },
    });
    const consigners = new StoreRepositories(manager, Consigner).for(scope);
    // The payouts are written now; their dates are the moments they stand for, as the engine's are.
    const payouts = new StoreRepositories(manager, Payout).for(scope);
    const people = (await consigners.find({ where: { isStoreAccount: false } })).sort(
      (a, b) => `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`) || a.id - b.id,
    );
    const salesOf = (consigner: Consigner) => lines.filter((line) => line.consignerId === consigner.id);
    const sellers = people.filter((consigner) => salesOf(consigner).length > 0);
    const payable = sellers.reduce((sum, consigner) => sum + salesOf(consigner).length, 0);
    if (sellers.length < 3) return 'no payouts (too few consigners with sales)';
    const [paidSeller, ...others] = sellers;
    const unpaidSellers = others.filter((consigner) => salesOf(consigner).length >= 2).slice(0, 2);
    const waiting = sellers.filter(
      (consigner) => consigner !== paidSeller && !unpaidSellers.includes(consigner),
    );

    const creation = context.app.get(PayoutCreationService, { strict: false });
    const settlement = context.app.get(PayoutSettlement, { strict: false });
    const latest = (consigner: Consigner) => salesOf(consigner).at(-1)?.soldOn ?? clock.now;
    const payoutAt = (after: readonly Consigner[]) =>
      clock.after(new Date(Math.max(...after.map((consigner) => latest(consigner).getTime()))), 1);

    const paidItems = salesOf(paidSeller).map((line) => line.inventoryId);
    const paidScope = context.writeScope(records.admin, payoutAt([paidSeller]));
    const paid = await creation.create(manager, paidScope, { inventoriesToPay: paidItems }, false);
    await payouts.update({ id: paid.id }, { createdAt: paidScope.at });
    const [share] = await new StoreRepositories(manager, PayoutConsigner)
      .for(scope)
      .find({ where: { payoutId: paid.id } });
    await settlement.settleConsignerPaid(manager, paidScope, share.id);

    const unpaidItems = unpaidSellers.flatMap((consigner) =>
      salesOf(consigner)
        .slice(0, -1)
        .map((line) => line.inventoryId),
    );
    let made = 1;
    if (unpaidItems.length > 0) {
      const unpaidScope = context.writeScope(records.staff[1] ?? records.admin, payoutAt(unpaidSellers));
      const unpaid = await creation.create(manager, unpaidScope, { inventoriesToPay: unpaidItems }, false);
      await payouts.update({ id: unpaid.id }, { createdAt: unpaidScope.at });
      made += 1;
    }
    const owing = waiting[0] ?? unpaidSellers[0];
    await consigners.increment({ id: owing.id }, 'negativeBalance', OWED_BY_WAITING_CONSIGNER);
    const left = payable - paidItems.length - unpaidItems.length;
    return `${made} payouts (1 paid, ${made - 1} unpaid), ${left} sold items in Ready to Pay`;
  },
};
