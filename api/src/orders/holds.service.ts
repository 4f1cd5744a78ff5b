import { Injectable, Logger } from '@nestjs/common';
import { type EntityManager, In, LessThanOrEqual } from 'typeorm';
import {
  type createDraftOrderRequest,
  type HoldsResponse,
  type OrderResponse,
} from '@shared/contracts/orders';
import { fromCents, toCents } from '@shared/domain/money';
import { priceSale } from '@shared/domain/sale';
import { validation } from '@shared/messages';
import { type z } from 'zod';
import { type Principal } from '../common/auth/principal';
import { conflict, notFound } from '../common/errors/errors';
import { type StoreRepositories } from '../common/tenancy/store-repository';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { CrossStore } from '../database/cross-store';
import { type Actor } from '../inventories/engine/item-changes';
import { InventoryEngine, type WriteScope, writeScopeOf } from '../inventories/engine/inventory-engine';
import { Store } from '../stores/store.entity';
import { releaseHeldItems } from './checkout.service';
import { CustomersService } from './customers.service';
import { OrderLine } from './order-line.entity';
import { nextOrderNumber, orderName, runNumbered } from './order-numbers';
import { OrderReader } from './order-reader';
import { Order } from './order.entity';
import { assertForSale } from './sale-items';

type DraftOrderBody = z.output<typeof createDraftOrderRequest>['draftOrder'];

const HOUR_MS = 60 * 60 * 1000;
/** One sweep expires at most this many holds; the next sweep takes the rest. */
const SWEEP_BATCH = 500;
/** Who the items' logs name when a hold runs out. */
export const HOLD_EXPIRY_ACTOR: Actor = { id: null, name: 'Hold expiry' };

/**
 * Kiosk holds (issue 15, docs/orders.md): createDraftOrder holds Active items for a customer as an
 * open kiosk order (each item PendingSale, with its log), the register's queue lists the open
 * holds, and a hold ends completed (checkout with holdOrderId), cancelled by a cashier, or expired
 * by the sweep once the store's holdHours have passed. Cancelled and expired holds put their items
 * back on the floor (Active).
 */
@Injectable()
export class HoldsService {
  private readonly logger = new Logger('Holds');

  constructor(
    private readonly engine: InventoryEngine,
    private readonly crossStore: CrossStore,
    private readonly customers: CustomersService,
    private readonly reader: OrderReader,
    @InjectStoreRepositories(Order) private readonly orders: StoreRepositories<Order>,
    @InjectStoreRepositories(OrderLine) private readonly lines: StoreRepositories<OrderLine>,
  ) {}

  /** POST /api/orders/createDraftOrder: the hold, all or nothing; answers the open order. */
  async createDraftOrder(principal: Principal, draft: DraftOrderBody): Promise<OrderResponse> {
    const scope = writeScopeOf(principal);
    const orderId = await runNumbered(this.engine, (manager) => this.hold(manager, scope, draft));
    return { order: await this.reader.read(scope, orderId) };
  }

  /** The hold in the caller's transaction (createDraftOrder, and the demo seed at a past `scope.at`). */
  async hold(manager: EntityManager, scope: WriteScope, draft: DraftOrderBody): Promise<number> {
    const now = scope.at ?? new Date();
    const ids = [...new Set(draft.inventories)];
    const call = { ids, field: 'draftOrder.inventories', isList: true };
    const orders = this.orders.for(scope, manager);
    const items = await this.engine.read(manager, scope, call);
    await assertForSale(orders, items, call);
    // Priced as the register would sell them untouched, so the queue shows what the hold comes to.
    const totals = priceSale({
      lines: items.map((item) => ({
        inventoryId: item.id,
        priceCents: item.price === null ? 0 : toCents(Number(item.price)),
      })),
      isTaxCharged: scope.store.chargeTax,
      taxRatePercent: Number(scope.store.salesTaxRate),
    });
    const customer = await this.customers.resolve(manager, scope, draft.customer, scope.at);
    const number = await nextOrderNumber(orders);
    const stamps = scope.at ? { createdAt: scope.at, updatedAt: scope.at } : {};
    const order = await orders.save(
      orders.create({
        number,
        name: orderName(number),
        source: 'kiosk',
        status: 'open',
        customerId: customer?.id ?? null,
        customerFirstName: customer?.firstName ?? null,
        customerLastName: customer?.lastName ?? null,
        customerEmail: customer?.email ?? null,
        customerPhone: customer?.phone ?? null,
        subtotal: fromCents(totals.subtotalCents),
        discount: 0,
        tax: fromCents(totals.taxCents),
        total: fromCents(totals.totalCents),
        note: draft.note ?? null,
        holdExpiresAt: new Date(now.getTime() + scope.store.holdHours * HOUR_MS),
        createdById: scope.actor.id,
        createdByName: scope.actor.name,
        ...stamps,
      }),
    );
    const lines = this.lines.for(scope, manager);
    await lines.save(
      totals.lines.map((priced, index) =>
        lines.create({
          orderId: order.id,
          inventoryId: priced.inventoryId,
          productId: items[index].productId,
          consignerId: items[index].consignerId,
          source: 'kiosk',
          price: fromCents(priced.priceCents),
          salePrice: fromCents(priced.salePriceCents),
          tax: fromCents(priced.taxCents),
          // The estimate until the sale works it out again from what the item sells for.
          payout: items[index].payout ?? 0,
          payoutLabel: items[index].consigner?.isStoreAccount ? 'Cost' : 'Payout',
          soldOn: null,
          ...stamps,
        }),
      ),
    );
    await this.engine.move(manager, scope, {
      action: 'holdForSale',
      ids,
      field: 'draftOrder.inventories',
      isList: true,
      changesOf: () => ({
        set: { orderId: order.id },
        log: [{ variableChanged: 'order', beforeValue: null, afterValue: order.name }],
      }),
    });
    return order.id;
  }

  /** GET /api/orders/holds: the open holds, oldest first. */
  async openHolds(principal: Principal): Promise<HoldsResponse> {
    const open = await this.orders.for(principal).find({
      select: { id: true },
      where: { status: 'open' },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return {
      orders: await this.reader.readMany(
        principal,
        open.map((order) => order.id),
      ),
    };
  }

  /** POST /api/orders/{id}/cancel: an open hold cancelled, its items back to Active. */
  async cancel(principal: Principal, orderId: number): Promise<OrderResponse> {
    const scope = writeScopeOf(principal);
    await this.engine.run(async (manager) => {
      const order = await this.orders.for(scope, manager).findById(orderId);
      if (!order) throw notFound();
      await this.close(manager, scope, order, 'cancelled');
    });
    return { order: await this.reader.read(scope, orderId) };
  }

  /**
   * The sweep (HoldExpiryJob): every store's open holds whose time has run out, each expired in its
   * own transaction (a failure leaves the others expired), oldest first. Answers how many it expired.
   */
  async expireDue(now = new Date()): Promise<number> {
    // Crosses stores on purpose: one sweep serves every store (a hold names its own store below).
    const due = await this.crossStore.repository(Order).find({
      select: { id: true, storeId: true },
      where: { status: 'open', holdExpiresAt: LessThanOrEqual(now) },
      order: { holdExpiresAt: 'ASC', id: 'ASC' },
      take: SWEEP_BATCH,
    });
    const stores = new Map<number, Store | null>();
    let expired = 0;
    let failed = 0;
    for (const { id, storeId } of due) {
      if (!stores.has(storeId)) {
        stores.set(storeId, await this.crossStore.repository(Store).findOneBy({ id: storeId }));
      }
      const store = stores.get(storeId);
      if (!store) continue;
      const scope: WriteScope = { storeId, store, actor: HOLD_EXPIRY_ACTOR };
      try {
        const isExpired = await this.engine.run(async (manager) => {
          const order = await this.orders.for(scope, manager).findById(id);
          // Completed or cancelled at the register since the sweep read it: nothing to do.
          if (!order || order.status !== 'open') return false;
          await this.close(manager, scope, order, 'expired', now);
          return true;
        });
        if (isExpired) expired += 1;
      } catch (error) {
        failed += 1;
        this.logger.error(`Hold ${id} of store ${storeId} could not expire: ${String(error)}`);
      }
    }
    // The job is tried again later for the holds that failed; the others stay expired.
    if (failed > 0) throw new Error(`${failed} of ${due.length} holds due could not expire`);
    return expired;
  }

  /**
   * Ends an open hold (cancelled or expired): the order guarded as read (still open, same version),
   * its held items back to Active. 409 holdNotOpen for a hold already ended.
   */
  private async close(
    manager: EntityManager,
    scope: WriteScope,
    order: Order,
    status: 'cancelled' | 'expired',
    now = new Date(),
  ): Promise<void> {
    if (order.status !== 'open') throw conflict(validation.orders.holdNotOpen);
    const changed = await this.orders
      .for(scope, manager)
      .update({ id: order.id, status: 'open', version: order.version }, { status, closedAt: now });
    if (changed !== 1) throw conflict(validation.orders.holdNotOpen);
    const held = await this.lines.for(scope, manager).find({
      select: { inventoryId: true },
      where: { orderId: order.id },
    });
    if (held.length === 0) return;
    const stillHeld = await this.engine.find(manager, scope, {
      id: In(held.map((line) => line.inventoryId)),
      status: 'PendingSale',
      orderId: order.id,
    });
    if (stillHeld.length > 0) {
      await releaseHeldItems(
        this.engine,
        manager,
        scope,
        stillHeld.map((item) => item.id),
      );
    }
  }
}
