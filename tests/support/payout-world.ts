import { In } from 'typeorm';
import { fromCents, toCents } from '@shared/domain/money';
import { FIRST_PAYOUT_NUMBER, owedByConsigner, type PayoutStatus, payoutName } from '@shared/domain/payouts';
import { OrderLine } from '../../api/src/orders/order-line.entity';
import { PayoutConsigner } from '../../api/src/payouts/payout-consigner.entity';
import { PayoutItem } from '../../api/src/payouts/payout-item.entity';
import { Payout } from '../../api/src/payouts/payout.entity';
import { type TestApp } from './test-app';

export interface SeedPayoutOptions {
  /** The sold lines it pays (their items stay Sold: an Unpaid payout). */
  lineIds: readonly number[];
  /** Negative balances taken, in major units, per consigner id. */
  balances?: ReadonlyMap<number, number>;
  status?: PayoutStatus;
}

/**
 * A payout written straight to the database the way creating one writes it: the next number of the
 * store, one share per consigner with what they are owed (shared/domain/payouts.ts owedByConsigner),
 * one payout item per line (sale key `line:{id}`), and the lines taken out of Ready to Pay. For the
 * reads of a payout (export, bank details) and their benches, which need payouts of given shapes
 * whatever the creation call does.
 */
export async function seedPayout(t: TestApp, storeId: number, options: SeedPayoutOptions): Promise<Payout> {
  return t.dataSource.transaction(async (manager) => {
    const lines = await manager
      .getRepository(OrderLine)
      .find({ where: { storeId, id: In([...options.lineIds]) }, order: { id: 'ASC' } });
    const last = await manager
      .getRepository(Payout)
      .createQueryBuilder('p')
      .select('MAX(p.number)', 'number')
      .where('p.storeId = :storeId', { storeId })
      .getRawOne<{ number: number | null }>();
    const number = last?.number ? Number(last.number) + 1 : FIRST_PAYOUT_NUMBER;
    const balances = new Map(
      [...(options.balances ?? new Map<number, number>())].map(([id, amount]) => [id, toCents(amount)]),
    );
    const owed = owedByConsigner(
      lines.map((line) => ({
        consignerId: line.consignerId as number,
        payoutCents: toCents(Number(line.payout)),
      })),
      balances,
    );
    const status = options.status ?? 'Unpaid';
    const payout = await manager.getRepository(Payout).save(
      manager.getRepository(Payout).create({
        storeId,
        number,
        name: payoutName(number),
        status,
        total: fromCents(owed.reduce((sum, one) => sum + one.owedCents, 0)),
        itemCount: lines.length,
        automated: false,
        createdById: null,
        createdByName: 'Test Staff',
      }),
    );
    await manager.getRepository(PayoutConsigner).save(
      owed.map((one) =>
        manager.getRepository(PayoutConsigner).create({
          storeId,
          payoutId: payout.id,
          consignerId: one.consignerId,
          itemCount: one.itemCount,
          itemsTotal: fromCents(one.itemsCents),
          balanceApplied: fromCents(one.balanceAppliedCents),
          amount: fromCents(one.owedCents),
          status: status === 'Paid' ? 'Paid' : 'Unpaid',
          failureReason: null,
          paidAt: status === 'Paid' ? new Date() : null,
        }),
      ),
    );
    const items = lines.map((line) => ({
      storeId,
      payoutId: payout.id,
      consignerId: line.consignerId as number,
      inventoryId: line.inventoryId,
      orderLineId: line.id,
      saleKey: `line:${line.id}`,
      salePrice: line.salePrice,
      payout: line.payout,
      paidAt: null,
    }));
    for (let start = 0; start < items.length; start += 200) {
      await manager.getRepository(PayoutItem).insert(items.slice(start, start + 200));
    }
    for (let start = 0; start < lines.length; start += 500) {
      const ids = lines.slice(start, start + 500).map((line) => line.id);
      await manager.getRepository(OrderLine).update({ id: In(ids) }, { payoutId: payout.id });
    }
    return payout;
  });
}
