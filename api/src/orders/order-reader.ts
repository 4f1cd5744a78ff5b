import { Injectable } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import {
  type Order as OrderContract,
  type OrderLine as OrderLineContract,
  type OrderPayment as OrderPaymentContract,
} from '@shared/contracts/orders';
import { notFound } from '../common/errors/errors';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { type StoreRepositories, type StoreScope } from '../common/tenancy/store-repository';
import { type Consigner } from '../consigners/consigner.entity';
import { type Location } from '../locations/location.entity';
import { type SubLocation } from '../locations/sub-location.entity';
import { OrderLine } from './order-line.entity';
import { OrderPayment } from './order-payment.entity';
import { Order } from './order.entity';

/** What a line is read with: its item (title, SKU, image, place) and the owner it was sold for. */
const LINE_RELATIONS = {
  inventory: { product: true, location: true, subLocation: true },
  consigner: true,
} as const;

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/**
 * Reads orders as the contract shows them (shared/contracts/orders.ts `order`): the customer copy,
 * every line with its item as it is now (status, place) and its sale as it was priced, and the
 * payments and refunds. The one way an order leaves the API: checkout, holds, returns and receipts
 * all answer through it, inside their own transaction when they pass their manager (so the order
 * they answer with is the one they wrote).
 */
@Injectable()
export class OrderReader {
  constructor(
    @InjectStoreRepositories(Order) private readonly orders: StoreRepositories<Order>,
    @InjectStoreRepositories(OrderLine) private readonly lines: StoreRepositories<OrderLine>,
    @InjectStoreRepositories(OrderPayment) private readonly payments: StoreRepositories<OrderPayment>,
  ) {}

  /** The store's order; 404 for an unknown id or another store's order. */
  async read(scope: StoreScope, orderId: number, manager?: EntityManager): Promise<OrderContract> {
    const [order] = await this.readMany(scope, [orderId], manager);
    if (!order) throw notFound();
    return order;
  }

  /**
   * The store's orders among `ids`, in the order asked (duplicates once). Ids the store does not
   * have are left out: a caller that needs each one checks the length, or uses `read`.
   */
  async readMany(
    scope: StoreScope,
    ids: readonly number[],
    manager?: EntityManager,
  ): Promise<OrderContract[]> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return [];
    const orders = await this.orders.for(scope, manager).findBy({ id: In(wanted) });
    if (orders.length === 0) return [];
    const found = orders.map((order) => order.id);
    const [lines, payments] = await Promise.all([
      this.lines.for(scope, manager).find({
        where: { orderId: In(found) },
        relations: LINE_RELATIONS,
        order: { id: 'ASC' },
      }),
      this.payments.for(scope, manager).find({ where: { orderId: In(found) }, order: { id: 'ASC' } }),
    ]);
    const byId = new Map(orders.map((order) => [order.id, order]));
    return wanted.flatMap((id) => {
      const order = byId.get(id);
      if (!order) return [];
      return [
        toOrder(
          order,
          lines.filter((line) => line.orderId === id),
          payments.filter((payment) => payment.orderId === id),
        ),
      ];
    });
  }
}

/** An order with its lines (read with LINE_RELATIONS) and payments, as the contract shows it. */
export function toOrder(
  order: Order,
  lines: readonly OrderLine[],
  payments: readonly OrderPayment[],
): OrderContract {
  const hasCustomer = order.customerFirstName !== null || order.customerId !== null;
  return {
    id: order.id,
    name: order.name,
    source: order.source,
    status: order.status,
    customer: hasCustomer
      ? {
          id: order.customerId,
          first_name: order.customerFirstName ?? '',
          last_name: order.customerLastName ?? '',
          email: order.customerEmail,
          phone: order.customerPhone,
        }
      : null,
    lineItems: lines.map(toOrderLine),
    subtotal: order.subtotal,
    discount: order.discount,
    tax: order.tax,
    total: order.total,
    paid: order.paid,
    change: order.change,
    refunded: order.refunded,
    payments: payments.map(toOrderPayment),
    note: order.note,
    createdAt: new Date(order.createdAt).toISOString(),
    completedAt: iso(order.completedAt),
    holdExpiresAt: iso(order.holdExpiresAt),
    createdByName: order.createdByName,
    shopifyId: order.shopifyId,
    platform: order.platform,
  };
}

function toOrderLine(line: OrderLine): OrderLineContract {
  const item = line.inventory;
  if (!item?.product) throw new Error(`Order line ${line.id} was read without its item and product`);
  return {
    id: line.id,
    inventoryId: line.inventoryId,
    code: item.code,
    title: item.product.title,
    image: item.image ?? item.product.image,
    sku: item.product.sku,
    size: item.option1Value,
    location: placeOf(item),
    consigner: ownerOf(line.consigner ?? null),
    price: line.price,
    discount: line.discount,
    salePrice: line.salePrice,
    tax: line.tax,
    payout: line.payout,
    payoutLabel: line.payoutLabel,
    status: item.status,
    returnedAt: iso(line.returnedAt),
    returnedTo: line.returnedTo,
    isPaidOut: item.status === 'Paid' && line.returnedAt === null,
  };
}

function toOrderPayment(payment: OrderPayment): OrderPaymentContract {
  return {
    id: payment.id,
    kind: payment.kind,
    method: payment.method,
    amount: payment.amount,
    createdAt: new Date(payment.createdAt).toISOString(),
    createdByName: payment.createdByName,
  };
}

/** The item's place as the lists show it: 'Location · Sub-location', or null. */
export function placeOf(item: {
  location?: Pick<Location, 'name'> | null;
  subLocation?: Pick<SubLocation, 'name'> | null;
}): string | null {
  if (!item.location) return null;
  return item.subLocation ? `${item.location.name} · ${item.subLocation.name}` : item.location.name;
}

/** A sold item's owner as the order screens link to it (store accounts flagged: Cost, Seller). */
export function ownerOf(
  consigner: Pick<Consigner, 'id' | 'firstName' | 'lastName' | 'isStoreAccount'> | null,
): OrderLineContract['consigner'] {
  if (!consigner) return null;
  return {
    id: consigner.id,
    name: `${consigner.firstName} ${consigner.lastName}`.trim(),
    isStoreAccount: consigner.isStoreAccount,
  };
}
