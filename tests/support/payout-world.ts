import { In } from 'typeorm';
import { fromCents, toCents } from '@shared/domain/money';
import { payResponse } from '@shared/contracts/payouts';
import { FIRST_PAYOUT_NUMBER, owedByConsigner, type PayoutStatus, payoutName } from '@shared/domain/payouts';
import { Consigner } from '../../api/src/consigners/consigner.entity';
import { type Inventory } from '../../api/src/inventories/inventory.entity';
import { OrderLine } from '../../api/src/orders/order-line.entity';
import { type Order } from '../../api/src/orders/order.entity';
import { PayoutConsigner } from '../../api/src/payouts/payout-consigner.entity';
import { PayoutItem } from '../../api/src/payouts/payout-item.entity';
import { Payout } from '../../api/src/payouts/payout.entity';
import { call } from './fixtures';
import { type InventoryWorld, seedWorldItem } from './inventory-world';
import { seedOrder } from './order-world';
import { type TestApp } from './test-app';

/**
 * Sales waiting to be paid out (issue 16), in an inventory world: consigners of its store, and
 * register sales of their items written as checkout writes them (order-world's seedOrder).
 */

/** A consigner of the world's store (no login), with a negative balance (what they owe) if given. */
export async function seedPayoutConsigner(
  t: TestApp,
  world: InventoryWorld,
  firstName: string,
  fields: Partial<Consigner> = {},
): Promise<Consigner> {
  const consigners = t.dataSource.getRepository(Consigner);
  const handle = world.admin.store.handle;
  return consigners.save(
    consigners.create({
      storeId: world.admin.store.id,
      firstName,
      lastName: 'Payee',
      email: `${firstName.toLowerCase()}@${handle}.test`,
      phone: '+1 555 0199',
      address: '2 Main St',
      accountId: null,
      ...fields,
    }),
  );
}

export interface SeededSale {
  order: Order;
  items: Inventory[];
}

/**
 * One completed register sale of `count` new items of `owner` (the world's consigner when left
 * out), each paying `payout` (85 when left out), sold on `soldOn` (now when left out), and paid
 * out when `isPaidOut` (payOut).
 */
export async function seedSale(
  t: TestApp,
  world: InventoryWorld,
  options: { owner?: Consigner; count?: number; payout?: number; soldOn?: Date; isPaidOut?: boolean } = {},
): Promise<SeededSale> {
  const items: Inventory[] = [];
  for (let index = 0; index < (options.count ?? 1); index++) {
    items.push(
      await seedWorldItem(t, world, 'Active', ['Active'], {
        consignerId: (options.owner ?? world.consigner).id,
        ...(options.payout !== undefined ? { payout: options.payout } : {}),
      }),
    );
  }
  const order = await seedOrder(t, world.admin.store.id, {
    lines: items.map((item) => ({ item })),
    soldOn: options.soldOn,
  });
  if (options.isPaidOut) await payOut(t, world.admin.token, items);
  return { order, items };
}

/**
 * Pays sold items out the way the store does, through the API as `token`'s staff: a payout of them
 * (POST /api/payouts/pay), marked paid (POST /api/payouts/paid/{id}). Their lines then carry the
 * payout and the items are Paid, moved by the inventory engine. Answers the payout's id.
 */
export async function payOut(t: TestApp, token: string, items: readonly Inventory[]): Promise<number> {
  const created = await call(t, 'POST', '/api/payouts/pay', {
    token,
    body: { inventoriesToPay: items.map((item) => item.id) },
  });
  if (created.status !== 201)
    throw new Error(`paying out answered ${created.status}: ${JSON.stringify(created.body)}`);
  const { id } = payResponse.parse(created.body);
  const paid = await call(t, 'POST', `/api/payouts/paid/${id}`, { token, body: {} });
  if (paid.status !== 200)
    throw new Error(`marking paid answered ${paid.status}: ${JSON.stringify(paid.body)}`);
  return id;
}

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
