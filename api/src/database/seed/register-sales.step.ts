import { type z } from 'zod';
import { type checkoutRequest, type DiscountInput } from '@shared/contracts/orders';
import { toCents, fromCents } from '@shared/domain/money';
import { type Discount, type PaymentMethod, priceSale } from '@shared/domain/sale';
import { StoreRepositories } from '../../common/tenancy/store-repository';
import { Inventory } from '../../inventories/inventory.entity';
import { CheckoutService } from '../../orders/checkout.service';
import { HoldsService } from '../../orders/holds.service';
import { type DemoSeedContext, type DemoSeedStep } from './demo-context';

/** Register sales over the store's last weeks, oldest first (so their numbers run with time). */
const SALES = 12;
const HOUR_MS = 60 * 60 * 1000;

/** The regulars who leave their contact at the counter; one comes back, one holds at the kiosk. */
const CUSTOMERS = [
  { first_name: 'Jordan', last_name: 'Reyes', email: 'jordan.reyes@example.com' },
  { first_name: 'Priya', last_name: 'Natarajan', phone: '+1 718 555 0142' },
  { first_name: 'Marcus', last_name: 'Bell', email: 'marcus.bell@example.com' },
] as const;
/** Which sales name a customer (by their place in CUSTOMERS): Jordan comes back. */
const CUSTOMER_OF_SALE = new Map([
  [1, 0],
  [4, 2],
  [7, 0],
]);

type CheckoutBody = z.output<typeof checkoutRequest>;

/**
 * Sales at the register and an open kiosk hold, written through the register's own services
 * (CheckoutService.sell, HoldsService.hold) at past moments, so /findOrders and /orders/{id} have
 * rows and the Sell screen's queue has a hold on a first start: a dozen orders of one to three
 * Active pairs (each sold after its last change), some with a line or cart discount, cash with
 * change, card, and cash and card split, a few with a customer; then a hold from the last hour.
 */
export const registerSalesStep: DemoSeedStep = {
  name: 'register sales',
  async run(context: DemoSeedContext) {
    const { manager, made, clock, random } = context;
    const items = new StoreRepositories(manager, Inventory).for({ storeId: made.store.id });
    const candidates = await items.find({
      select: { id: true, price: true, updatedAt: true },
      where: { status: 'Active' },
      order: { updatedAt: 'ASC', id: 'ASC' },
    });
    const checkout = context.app.get(CheckoutService, { strict: false });
    const holds = context.app.get(HoldsService, { strict: false });
    const used = new Set<number>();
    let sold = 0;
    let orders = 0;
    for (let index = 0; index < SALES; index++) {
      // From about four weeks ago to this morning, a little apart.
      const at = clock.at(28 - (index * 27.5) / (SALES - 1) + random.between(0, 0.4));
      const count = random.weighted([
        [1, 6],
        [2, 3],
        [3, 1],
      ] as const);
      const cart = candidates
        .filter(
          (item) =>
            !used.has(item.id) && item.price !== null && item.updatedAt.getTime() < at.getTime() - HOUR_MS,
        )
        .slice(0, 40);
      const picked: typeof cart = [];
      while (picked.length < count && cart.length > 0)
        picked.push(...cart.splice(random.int(cart.length), 1));
      if (picked.length === 0) continue;
      for (const item of picked) used.add(item.id);

      const lines = picked.map((item) => ({
        inventoryId: item.id,
        discount: random.chance(0.25) ? ({ type: 'percent', value: 10 } as const) : null,
      }));
      const cartDiscount: DiscountInput | null =
        picked.length > 1 && random.chance(0.4) ? { type: 'amount', value: 20 } : null;
      const totals = priceSale({
        lines: picked.map((item, position) => ({
          inventoryId: item.id,
          priceCents: toCents(Number(item.price)),
          discount: discountOf(lines[position].discount),
        })),
        cartDiscount: discountOf(cartDiscount),
        isTaxCharged: made.store.chargeTax,
        taxRatePercent: Number(made.store.salesTaxRate),
      });
      const body: CheckoutBody = {
        lines,
        cartDiscount,
        payments: paymentsFor(
          totals.totalCents,
          random.weighted([
            ['cash', 3],
            ['card', 5],
            ['split', 2],
          ] as const),
        ),
        customer: CUSTOMER_OF_SALE.has(index) ? { ...CUSTOMERS[CUSTOMER_OF_SALE.get(index) ?? 0] } : null,
        expectedTotal: fromCents(totals.totalCents),
        holdOrderId: null,
        note: null,
      };
      const clerk = made.staff[index % made.staff.length];
      await checkout.sell(manager, context.writeScope(clerk, at), body);
      sold += picked.length;
      orders += 1;
    }

    const holdAt = new Date(clock.now.getTime() - HOUR_MS / 2);
    const held = candidates
      .filter((item) => !used.has(item.id) && item.updatedAt.getTime() < holdAt.getTime())
      .slice(-2);
    if (held.length > 0) {
      await holds.hold(manager, context.writeScope(made.admin, holdAt), {
        inventories: held.map((item) => item.id),
        customer: { ...CUSTOMERS[1] },
        note: 'Wants to try them on after work',
      });
    }
    return `${orders} register sales (${sold} items), ${held.length > 0 ? 1 : 0} kiosk hold`;
  },
};

function discountOf(input: DiscountInput | null | undefined): Discount | null {
  if (!input) return null;
  return input.type === 'amount'
    ? { type: 'amount', cents: toCents(input.value) }
    : { type: 'percent', percent: input.value };
}

/** Cash rounded up to the next 20 (change given), the card for the exact total, or half and half. */
function paymentsFor(
  totalCents: number,
  how: 'cash' | 'card' | 'split',
): { method: PaymentMethod; amount: number }[] {
  if (totalCents === 0) return [];
  if (how === 'card') return [{ method: 'card', amount: fromCents(totalCents) }];
  if (how === 'cash') return [{ method: 'cash', amount: Math.ceil(totalCents / 2000) * 20 }];
  const card = Math.floor(totalCents / 2 / 100) * 100;
  return [
    { method: 'card', amount: fromCents(card) },
    { method: 'cash', amount: fromCents(totalCents - card) },
  ];
}
