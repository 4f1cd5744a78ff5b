import { HttpStatus, Injectable } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import {
  type Order as OrderContract,
  type ReturnDestination,
  type returnRequest,
} from '@shared/contracts/orders';
import { type InventoryAction } from '@shared/domain/inventory-status';
import { fromCents, toCents } from '@shared/domain/money';
import { formatMoney } from '@shared/domain/money-format';
import { refundOf } from '@shared/domain/sale';
import { validation } from '@shared/messages';
import { type z } from 'zod';
import { type Principal } from '../common/auth/principal';
import { AppError } from '../common/errors/app-error';
import { conflict, invalid, notFound } from '../common/errors/errors';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { type StoreRepositories } from '../common/tenancy/store-repository';
import { Consigner } from '../consigners/consigner.entity';
import { InventoryEngine, type WriteScope, writeScopeOf } from '../inventories/engine/inventory-engine';
import { OrderLine } from './order-line.entity';
import { OrderPayment } from './order-payment.entity';
import { OrderReader } from './order-reader';
import { Order } from './order.entity';

const messages = validation.orders;

type ReturnRequest = z.output<typeof returnRequest>;

/** The engine's move for each place a returned item goes. */
const RETURN_MOVES: readonly [ReturnDestination, InventoryAction][] = [
  ['Active', 'returnSale'],
  ['Withdrawn', 'returnToConsigner'],
];

/** One line a return names, with where its item goes and the request's index of it. */
interface ChosenLine {
  line: OrderLine;
  to: ReturnDestination;
  index: number;
}

/**
 * POST /api/orders/{id}/return: some or all of a completed order's items come back, in one engine
 * transaction: each item moves (returnSale → Active, returnToConsigner → Withdrawn) with its sale
 * cleared and its payout worked out again from its price, the lines record the return, the order
 * the refund (one refund payment), and a consigner already paid for an item owes its payout back
 * (negativeBalance, deducted from the next payout, as an early withdrawal fee is). Nothing is
 * written unless all of it is.
 */
@Injectable()
export class OrderReturnsService {
  constructor(
    private readonly engine: InventoryEngine,
    private readonly reader: OrderReader,
    @InjectStoreRepositories(Order) private readonly orders: StoreRepositories<Order>,
    @InjectStoreRepositories(OrderLine) private readonly lines: StoreRepositories<OrderLine>,
    @InjectStoreRepositories(OrderPayment) private readonly payments: StoreRepositories<OrderPayment>,
    @InjectStoreRepositories(Consigner) private readonly consigners: StoreRepositories<Consigner>,
  ) {}

  returnItems(principal: Principal, orderId: number, request: ReturnRequest): Promise<OrderContract> {
    const scope = writeScopeOf(principal);
    return this.engine.run(async (manager) => {
      const order = await this.orders.for(scope, manager).findById(orderId);
      if (!order) throw notFound();
      if (order.status !== 'completed') throw conflict(messages.returnNotCompleted);
      const lines = await this.lines
        .for(scope, manager)
        .find({ where: { orderId }, relations: { consigner: true }, order: { id: 'ASC' } });
      const chosen = chooseLines(lines, request.items);
      const chargeBacks = await this.chargeBacks(manager, scope, chosen, request.confirmPaidOut === true);
      const returnedCents = refundOf(
        chosen.map(({ line }) => ({ salePriceCents: toCents(line.salePrice), taxCents: toCents(line.tax) })),
      );
      const refundCents =
        request.refund.amount === undefined ? returnedCents : toCents(request.refund.amount);
      if (refundCents > returnedCents) throw invalid('refund.amount', messages.refundAboveReturned);

      for (const [to, action] of RETURN_MOVES) {
        const ids = chosen.filter((one) => one.to === to).map(({ line }) => line.inventoryId);
        if (ids.length === 0) continue;
        await this.engine.move(manager, scope, {
          action,
          ids,
          field: 'items',
          isList: true,
          // The item is no longer sold: its sale goes, and its payout is its price's again.
          changesOf: () => ({
            set: { orderId: null, soldOn: null, discount: null },
            log: [{ variableChanged: 'returnedFrom', beforeValue: order.name, afterValue: null }],
          }),
          isFeeRecalculated: true,
        });
      }
      await this.record(manager, scope, order, chosen, request.refund.method, refundCents);
      for (const [consignerId, cents] of chargeBacks) {
        await this.consigners
          .for(scope, manager)
          .increment({ id: consignerId }, 'negativeBalance', fromCents(cents));
      }
      return this.reader.read(scope, orderId, manager);
    });
  }

  /**
   * The payouts to charge back, per consigner, in cents: the lines whose item was paid out (Paid)
   * to a consigner (a store account is never paid). Without the cashier's confirmation the return
   * is refused with what it would charge, so the screen can say so first.
   */
  private async chargeBacks(
    manager: EntityManager,
    scope: WriteScope,
    chosen: readonly ChosenLine[],
    isConfirmed: boolean,
  ): Promise<Map<number, number>> {
    const items = await this.engine.read(manager, scope, {
      ids: chosen.map(({ line }) => line.inventoryId),
      field: 'items',
      isList: true,
    });
    const paidIds = new Set(items.filter((item) => item.status === 'Paid').map((item) => item.id));
    const paidOut = chosen.filter(
      ({ line }) => paidIds.has(line.inventoryId) && line.consigner && !line.consigner.isStoreAccount,
    );
    if (paidOut.length > 0 && !isConfirmed) {
      const fields: Record<string, string> = {};
      for (const { line, index } of paidOut) {
        const name = `${line.consigner?.firstName ?? ''} ${line.consigner?.lastName ?? ''}`.trim();
        fields[`items.${index}.inventoryId`] = messages.returnAfterPayout(
          name,
          formatMoney(line.payout, scope.store.currency),
        );
      }
      const [message] = Object.values(fields);
      throw new AppError(HttpStatus.CONFLICT, 'CONFLICT', message, fields);
    }
    const byConsigner = new Map<number, number>();
    for (const { line } of paidOut) {
      const consignerId = line.consignerId as number;
      byConsigner.set(consignerId, (byConsigner.get(consignerId) ?? 0) + toCents(line.payout));
    }
    return byConsigner;
  }

  /** The refund payment, the lines' return (each pointing at it) and the order's refunded total. */
  private async record(
    manager: EntityManager,
    scope: WriteScope,
    order: Order,
    chosen: readonly ChosenLine[],
    method: ReturnRequest['refund']['method'],
    refundCents: number,
  ): Promise<void> {
    const payments = this.payments.for(scope, manager);
    const refund = await payments.save(
      payments.create({
        orderId: order.id,
        kind: 'refund',
        method,
        amount: fromCents(refundCents),
        createdById: scope.actor.id,
        createdByName: scope.actor.name,
      }),
    );
    const lines = this.lines.for(scope, manager);
    const returnedAt = new Date();
    for (const [to] of RETURN_MOVES) {
      const ids = chosen.filter((one) => one.to === to).map(({ line }) => line.id);
      if (ids.length > 0)
        await lines.update({ id: In(ids) }, { returnedAt, returnedTo: to, refundId: refund.id });
    }
    // An increment, not a write of what was read: two returns of one order add up.
    await this.orders.for(scope, manager).increment({ id: order.id }, 'refunded', fromCents(refundCents));
  }
}

/**
 * The order's lines a return names, each once: 400 for an item not on the order or named twice,
 * 409 for one already returned.
 */
function chooseLines(lines: readonly OrderLine[], items: ReturnRequest['items']): ChosenLine[] {
  const byItem = new Map(lines.map((line) => [line.inventoryId, line]));
  const seen = new Set<number>();
  return items.map(({ inventoryId, to }, index) => {
    const field = `items.${index}.inventoryId`;
    const line = byItem.get(inventoryId);
    if (!line) throw invalid(field, messages.notOnOrder);
    if (seen.has(inventoryId)) throw invalid(field, messages.returnItemTwice);
    seen.add(inventoryId);
    if (line.returnedAt !== null) throw conflict(messages.alreadyReturned, field);
    return { line, to, index };
  });
}
