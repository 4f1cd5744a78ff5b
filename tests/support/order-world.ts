import { type EntityManager, In } from 'typeorm';
import { type OrderSource } from '@shared/contracts/orders';
import { fromCents, toCents } from '@shared/domain/money';
import { type PaymentMethod } from '@shared/domain/sale';
import { Consigner } from '../../api/src/consigners/consigner.entity';
import { Inventory } from '../../api/src/inventories/inventory.entity';
import { OrderLine } from '../../api/src/orders/order-line.entity';
import { OrderPayment } from '../../api/src/orders/order-payment.entity';
import { Order } from '../../api/src/orders/order.entity';
import { type TestApp } from './test-app';

/** One item of a seeded order: its sale (major units), as checkout would have priced it. */
export interface SeededLine {
  item: Inventory;
  /** What it sold for; the item's price when left out. */
  salePrice?: number;
  tax?: number;
  /** The payout worked out at sale; the item's payout when left out. */
  payout?: number;
}

export interface SeedOrderOptions {
  lines: readonly SeededLine[];
  source?: OrderSource;
  /** When it was sold; now when left out. */
  soldOn?: Date;
  customer?: { firstName: string; lastName?: string; email?: string | null; phone?: string | null };
  payment?: PaymentMethod;
}

/**
 * A completed order written straight to the database, the way checkout writes one: the order
 * (next number of the store), one line per item with its sale, one payment covering the total, and
 * each item Sold with its orderId, soldOn and total (payout-world's payOut pays them out). A store account's line is labelled
 * Cost. For the read and return tests and
 * the bench, which need orders of given dates and channels that a checkout (always now, always
 * the register) cannot make.
 */
export async function seedOrder(
  t: Pick<TestApp, 'dataSource'>,
  storeId: number,
  options: SeedOrderOptions,
): Promise<Order> {
  return t.dataSource.transaction((manager) => writeOrder(manager, storeId, options));
}

async function writeOrder(
  manager: EntityManager,
  storeId: number,
  options: SeedOrderOptions,
): Promise<Order> {
  const soldOn = options.soldOn ?? new Date();
  const source = options.source ?? 'register';
  const last = await manager
    .getRepository(Order)
    .createQueryBuilder('o')
    .select('MAX(o.number)', 'number')
    .where('o.storeId = :storeId', { storeId })
    .getRawOne<{ number: number | null }>();
  const number = Number(last?.number ?? 1000) + 1;
  const priced = options.lines.map((line) => {
    const priceCents = toCents(line.item.price ?? 0);
    const saleCents = toCents(line.salePrice ?? line.item.price ?? 0);
    return {
      line,
      priceCents,
      saleCents,
      taxCents: toCents(line.tax ?? 0),
      payoutCents: toCents(line.payout ?? line.item.payout ?? 0),
    };
  });
  const sum = (pick: (one: (typeof priced)[number]) => number) =>
    priced.reduce((total, one) => total + pick(one), 0);
  const totalCents = sum((one) => one.saleCents + one.taxCents);
  const customer = options.customer;
  const order = await manager.getRepository(Order).save(
    manager.getRepository(Order).create({
      storeId,
      number,
      name: `#${number}`,
      source,
      status: 'completed',
      customerId: null,
      customerFirstName: customer?.firstName ?? null,
      customerLastName: customer ? (customer.lastName ?? '') : null,
      customerEmail: customer?.email ?? null,
      customerPhone: customer?.phone ?? null,
      subtotal: fromCents(sum((one) => one.priceCents)),
      discount: fromCents(sum((one) => one.priceCents - one.saleCents)),
      tax: fromCents(sum((one) => one.taxCents)),
      total: fromCents(totalCents),
      paid: fromCents(totalCents),
      change: 0,
      refunded: 0,
      completedAt: soldOn,
      createdByName: 'Test Cashier',
      platform: source === 'platform' ? 'Shopify' : null,
    }),
  );
  await manager.getRepository(OrderPayment).save({
    storeId,
    orderId: order.id,
    kind: 'payment',
    method: options.payment ?? 'cash',
    amount: fromCents(totalCents),
    createdById: null,
    createdByName: 'Test Cashier',
  });
  const ownerIds = [...new Set(priced.map((one) => one.line.item.consignerId).filter((id) => id !== null))];
  const storeAccounts = new Set(
    (ownerIds.length > 0 ? await manager.getRepository(Consigner).findBy({ id: In(ownerIds) }) : [])
      .filter((owner) => owner.isStoreAccount)
      .map((owner) => owner.id),
  );
  const lines = priced.map((one) => ({
    storeId,
    orderId: order.id,
    inventoryId: one.line.item.id,
    productId: one.line.item.productId,
    consignerId: one.line.item.consignerId,
    source,
    price: fromCents(one.priceCents),
    lineDiscount: fromCents(one.priceCents - one.saleCents),
    cartDiscount: 0,
    discount: fromCents(one.priceCents - one.saleCents),
    salePrice: fromCents(one.saleCents),
    tax: fromCents(one.taxCents),
    payout: fromCents(one.payoutCents),
    payoutLabel: storeAccounts.has(one.line.item.consignerId ?? 0) ? ('Cost' as const) : ('Payout' as const),
    soldOn,
  }));
  for (let start = 0; start < lines.length; start += 200) {
    await manager.getRepository(OrderLine).insert(lines.slice(start, start + 200));
  }
  // Items sold alike are written together: a sale of hundreds of items stays a few statements.
  const alike = new Map<string, number[]>();
  for (const one of priced) {
    const key = [one.priceCents - one.saleCents, one.saleCents, one.payoutCents].join(':');
    alike.set(key, [...(alike.get(key) ?? []), one.line.item.id]);
  }
  for (const [key, ids] of alike) {
    const [discountCents, saleCents, payoutCents] = key.split(':').map(Number);
    await manager.getRepository(Inventory).update(
      { id: In(ids) },
      {
        status: 'Sold',
        orderId: order.id,
        soldOn,
        discount: fromCents(discountCents),
        total: fromCents(saleCents),
        payout: fromCents(payoutCents),
      },
    );
  }
  return order;
}
