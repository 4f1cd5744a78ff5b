import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import {
  type CartItem,
  type CartItemResponse,
  type checkoutRequest,
  type DiscountInput,
  type OrderResponse,
} from '@shared/contracts/orders';
import { normalizeItemCode } from '@shared/domain/item-code';
import { fromCents, toCents } from '@shared/domain/money';
import { formatMoney } from '@shared/domain/money-format';
import {
  checkPayments,
  checkSale,
  type Discount,
  payoutBasisCents,
  type PaymentInput,
  type PricedLine,
  priceSale,
  type SaleInput,
  type SaleTotals,
  settle,
} from '@shared/domain/sale';
import { checkForSale } from '@shared/domain/sale-availability';
import { validation } from '@shared/messages';
import { type z } from 'zod';
import { type Principal } from '../common/auth/principal';
import { conflict, invalid, notFound } from '../common/errors/errors';
import { type StoreRepositories } from '../common/tenancy/store-repository';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { ConsignerType } from '../consigner-types/consigner-type.entity';
import { InventoryEngine, type WriteScope, writeScopeOf } from '../inventories/engine/inventory-engine';
import { readItemByCode } from '../inventories/inventory-list-rows';
import { Inventory } from '../inventories/inventory.entity';
import { type FeeContext, feesForItem } from '../inventories/item-fees';
import { CustomersService } from './customers.service';
import { OrderLine } from './order-line.entity';
import { nextOrderNumber, orderName, runNumbered } from './order-numbers';
import { OrderPayment } from './order-payment.entity';
import { OrderReader } from './order-reader';
import { Order } from './order.entity';
import { cartItemOfProductCode } from './cart-barcode';
import { assertForSale, holdingOrdersOf } from './sale-items';

type CheckoutBody = z.output<typeof checkoutRequest>;

/** A line of the cart as priced, with the item it sells and what its owner gets. */
interface SoldLine {
  item: Inventory;
  priced: PricedLine;
  payoutCents: number;
  payoutFeeCents: number;
  payoutLabel: 'Payout' | 'Cost';
}

/**
 * The register's writes (issue 15, docs/orders.md): the item a scanned code names as a cart line,
 * and the checkout, which in one transaction prices the cart again from the items' current prices,
 * checks the payments, numbers the order and records it with its lines and payments while every
 * item moves to Sold through the inventory engine (a guarded update: an item is sold once).
 */
@Injectable()
export class CheckoutService {
  constructor(
    private readonly engine: InventoryEngine,
    private readonly customers: CustomersService,
    private readonly reader: OrderReader,
    @InjectStoreRepositories(Inventory) private readonly items: StoreRepositories<Inventory>,
    @InjectStoreRepositories(Order) private readonly orders: StoreRepositories<Order>,
    @InjectStoreRepositories(OrderLine) private readonly lines: StoreRepositories<OrderLine>,
    @InjectStoreRepositories(OrderPayment) private readonly payments: StoreRepositories<OrderPayment>,
    @InjectStoreRepositories(ConsignerType) private readonly types: StoreRepositories<ConsignerType>,
  ) {}

  /**
   * GET /api/orders/cartItem: the store's item with this code, if the register may sell it now. One
   * compiled read on (storeId, code); the order holding it is read only when there is one. A code
   * that is no item's may be a product's barcode or SKU (cart-barcode.ts).
   */
  async cartItem(
    principal: Principal,
    code: string,
    holdOrderId: number | null,
    exclude: readonly number[] = [],
  ): Promise<CartItemResponse> {
    const items = this.items.for(principal);
    const normalized = normalizeItemCode(code);
    const item =
      (normalized ? await readItemByCode(items, normalized) : null) ??
      (await cartItemOfProductCode(items, code, exclude));
    if (!item) throw notFound(validation.orders.itemNotFound);
    if (item.status !== 'Active') {
      const holding = await holdingOrdersOf(this.orders.for(principal), [item]);
      const problem = checkForSale(item, holding.get(item.orderId ?? 0) ?? null, holdOrderId);
      if (problem) throw conflict(problem, 'code');
    }
    return { item: toCartItem(item) };
  }

  /** POST /api/orders/checkout: the sale, all or nothing; answers the completed order. */
  async checkout(principal: Principal, body: CheckoutBody): Promise<OrderResponse> {
    const scope = writeScopeOf(principal);
    const orderId = await runNumbered(this.engine, (manager) => this.sell(manager, scope, body));
    return { order: await this.reader.read(scope, orderId) };
  }

  /**
   * The sale in the caller's transaction (checkout, and the demo seed at a past `scope.at`):
   * answers the order's id. Every refusal is thrown before the first write.
   */
  async sell(manager: EntityManager, scope: WriteScope, body: CheckoutBody): Promise<number> {
    const store = scope.store;
    const now = scope.at ?? new Date();
    const orders = this.orders.for(scope, manager);
    const ids = body.lines.map((line) => line.inventoryId);
    if (new Set(ids).size !== ids.length) throw invalid('lines', validation.sale.itemTwice);

    const holdOrderId = body.holdOrderId ?? null;
    const hold = holdOrderId === null ? null : await orders.findById(holdOrderId);
    if (holdOrderId !== null && !hold) throw notFound();
    if (hold && hold.status !== 'open') throw conflict(validation.orders.holdNotOpen, 'holdOrderId');
    const heldIds = hold
      ? (
          await this.lines
            .for(scope, manager)
            .find({ select: { inventoryId: true }, where: { orderId: hold.id } })
        ).map((line) => line.inventoryId)
      : [];

    const items = await this.engine.read(manager, scope, { ids, field: 'lines', isList: true });
    await assertForSale(orders, items, { ids, field: 'lines', isList: true }, holdOrderId);

    const totals = priceCart(body, items, store);
    if (totals.totalCents !== toCents(body.expectedTotal)) {
      throw conflict(
        validation.orders.totalChanged(formatMoney(fromCents(totals.totalCents), store.currency)),
        'expectedTotal',
      );
    }
    const payments: PaymentInput[] = body.payments.map((payment) => ({
      method: payment.method,
      amountCents: toCents(payment.amount),
    }));
    const paymentProblem = checkPayments(totals.totalCents, payments);
    if (paymentProblem) throw invalid('payments', paymentProblem);
    const settlement = settle(totals.totalCents, payments);
    if (!settlement.isCovered) {
      throw invalid(
        'payments',
        validation.sale.notCovered(formatMoney(fromCents(settlement.dueCents), store.currency)),
      );
    }

    const context = await this.feeContext(manager, scope);
    const sold = totals.lines.map((priced, index): SoldLine => {
      const item = items[index];
      const fees = feesForItem(
        { ...context, consigner: item.consigner ?? null },
        { ...item, price: fromCents(payoutBasisCents(priced, store.absorbDiscount)) },
      );
      return {
        item,
        priced,
        payoutCents: fees.payout,
        payoutFeeCents: fees.payoutFee,
        payoutLabel: fees.payoutLabel,
      };
    });

    const customer = await this.customers.resolve(manager, scope, body.customer, scope.at);
    const customerFields = customer
      ? {
          customerId: customer.id,
          customerFirstName: customer.firstName,
          customerLastName: customer.lastName,
          customerEmail: customer.email,
          customerPhone: customer.phone,
        }
      : {};
    const sale = {
      status: 'completed' as const,
      ...customerFields,
      cartDiscountType: body.cartDiscount?.type ?? null,
      cartDiscountValue: body.cartDiscount?.value ?? null,
      subtotal: fromCents(totals.subtotalCents),
      discount: fromCents(totals.discountCents),
      tax: fromCents(totals.taxCents),
      total: fromCents(totals.totalCents),
      paid: fromCents(settlement.paidCents),
      change: fromCents(settlement.changeCents),
      completedAt: now,
      holdExpiresAt: null,
      ...(body.note !== undefined && body.note !== null ? { note: body.note } : {}),
      ...(scope.at ? { updatedAt: scope.at } : {}),
    };

    let order: Order;
    if (hold) {
      // Guarded like an item: the hold as read, still open (a cashier cancelling it or the expiry
      // sweep got there first otherwise).
      const changed = await orders.update({ id: hold.id, status: 'open', version: hold.version }, sale);
      if (changed !== 1) throw conflict(validation.orders.holdNotOpen, 'holdOrderId');
      // The hold's lines were its items as held; the sale's lines replace them.
      await this.lines.for(scope, manager).delete({ orderId: hold.id });
      order = Object.assign(hold, sale);
    } else {
      const number = await nextOrderNumber(orders);
      order = await orders.save(
        orders.create({
          ...sale,
          number,
          name: orderName(number),
          source: 'register',
          note: body.note ?? null,
          createdById: scope.actor.id,
          createdByName: scope.actor.name,
          ...(scope.at ? { createdAt: scope.at } : {}),
        }),
      );
    }

    await this.lines.for(scope, manager).save(
      sold.map(({ item, priced, payoutCents, payoutLabel }) =>
        this.lines.for(scope, manager).create({
          orderId: order.id,
          inventoryId: item.id,
          productId: item.productId,
          consignerId: item.consignerId,
          source: order.source,
          price: fromCents(priced.priceCents),
          lineDiscount: fromCents(priced.lineDiscountCents),
          cartDiscount: fromCents(priced.cartDiscountCents),
          discount: fromCents(priced.discountCents),
          salePrice: fromCents(priced.salePriceCents),
          tax: fromCents(priced.taxCents),
          payout: fromCents(payoutCents),
          payoutLabel,
          soldOn: now,
          returnedAt: null,
          returnedTo: null,
          refundId: null,
          ...(scope.at ? { createdAt: scope.at, updatedAt: scope.at } : {}),
        }),
      ),
    );
    if (payments.length > 0) {
      const repository = this.payments.for(scope, manager);
      await repository.save(
        payments.map((payment) =>
          repository.create({
            orderId: order.id,
            kind: 'payment',
            method: payment.method,
            amount: fromCents(payment.amountCents),
            createdById: scope.actor.id,
            createdByName: scope.actor.name,
            ...(scope.at ? { createdAt: scope.at, updatedAt: scope.at } : {}),
          }),
        ),
      );
    }

    const leftOut = heldIds.filter((id) => !ids.includes(id));
    if (leftOut.length > 0) await releaseHeldItems(this.engine, manager, scope, leftOut);
    const byId = new Map(sold.map((line) => [line.item.id, line]));
    await this.engine.move(manager, scope, {
      action: 'completeSale',
      ids,
      field: 'lines',
      isList: true,
      // The sale's payout, worked out above: the engine recalculates fees only when what they read
      // (price, owner, variant, …) changes or an unsold item moves, neither of which a sale does.
      changesOf: (item) => {
        const line = byId.get(item.id) as SoldLine;
        return {
          set: {
            orderId: order.id,
            soldOn: now,
            discount: fromCents(line.priced.discountCents),
            total: fromCents(line.priced.salePriceCents),
            payout: fromCents(line.payoutCents),
            payoutAmount: fromCents(line.payoutCents),
            payoutFee: fromCents(line.payoutFeeCents),
          },
          log: [{ variableChanged: 'order', beforeValue: null, afterValue: order.name }],
        };
      },
    });
    return order.id;
  }

  /** The store's fee schedules, read once for the whole cart (the owner is set per line). */
  private async feeContext(
    manager: EntityManager,
    scope: WriteScope,
  ): Promise<Omit<FeeContext, 'consigner'>> {
    const types = await this.types.for(scope, manager).find({ order: { id: 'ASC' } });
    return { store: scope.store, types };
  }
}

/**
 * Items of a hold going back on the floor (PendingSale → Active), their order cleared: a hold
 * completed without them, cancelled, or expired. The engine works their estimated payout out again,
 * as for any unsold item that moves.
 */
export async function releaseHeldItems(
  engine: InventoryEngine,
  manager: EntityManager,
  scope: WriteScope,
  ids: readonly number[],
): Promise<void> {
  await engine.move(manager, scope, {
    action: 'cancelSale',
    ids,
    field: 'inventories',
    isList: true,
    changesOf: () => ({ set: { orderId: null } }),
  });
}

function discountOf(input: DiscountInput | null | undefined): Discount | null {
  if (!input) return null;
  return input.type === 'amount'
    ? { type: 'amount', cents: toCents(input.value) }
    : { type: 'percent', percent: input.value };
}

/** The cart priced from the items' current prices (400 naming the line or the cart discount at fault). */
function priceCart(
  body: Pick<CheckoutBody, 'lines' | 'cartDiscount'>,
  items: readonly Inventory[],
  store: WriteScope['store'],
): SaleTotals {
  const input: SaleInput = {
    lines: body.lines.map((line, index) => ({
      inventoryId: line.inventoryId,
      // No price: NaN, which checkSale refuses with noPrice.
      priceCents: items[index].price === null ? Number.NaN : toCents(Number(items[index].price)),
      discount: discountOf(line.discount),
    })),
    cartDiscount: discountOf(body.cartDiscount),
    isTaxCharged: store.chargeTax,
    taxRatePercent: Number(store.salesTaxRate),
  };
  const lineProblem = checkSale({ ...input, cartDiscount: null });
  if (lineProblem) throw invalid('lines', lineProblem);
  const cartProblem = checkSale(input);
  if (cartProblem) throw invalid('cartDiscount', cartProblem);
  return priceSale(input);
}

/** An item (read by readItemByCode) as a cart line shows it. */
function toCartItem(item: Inventory): CartItem {
  const { product, consigner } = item;
  return {
    inventoryId: item.id,
    code: item.code,
    title: product?.title ?? '',
    image: item.image ?? product?.image ?? null,
    sku: product?.sku ?? '',
    size: item.option1Value,
    price: item.price === null ? 0 : Number(item.price),
    status: item.status,
    consigner: consigner
      ? {
          id: consigner.id,
          name: `${consigner.firstName} ${consigner.lastName}`.trim(),
          isStoreAccount: consigner.isStoreAccount,
        }
      : null,
  };
}
