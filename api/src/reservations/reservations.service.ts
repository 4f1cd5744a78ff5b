import { HttpStatus, Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { type z } from 'zod';
import { RESERVE_LINE_ITEM_QUANTITY } from '@shared/constants';
import {
  type CloseReservationRequest,
  type createReservationRequest,
  type Reservation as ReservationShape,
  type ReservationResponse,
  type ReservationsResponse,
  type reservationsQuery,
} from '@shared/contracts/public-pages';
import { apiErrors, validation } from '@shared/messages';
import { type Principal } from '../common/auth/principal';
import { AppError } from '../common/errors/app-error';
import { conflict, notFound } from '../common/errors/errors';
import { type StoreRepositories, type StoreRepository } from '../common/tenancy/store-repository';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { TransactionRunner } from '../database/transaction-runner';
import { isUniqueViolation } from '../database/unique-violation';
import { actorOf } from '../inventories/inventory-log.writer';
import { CustomersService } from '../orders/customers.service';
import { NUMBER_ATTEMPTS } from '../orders/order-numbers';
import { Product } from '../products/product.entity';
import { KioskService } from '../storefront/kiosk.service';
import { Reservation } from './reservation.entity';

/** Reservation names run per store from R-1001. */
export const FIRST_RESERVATION_NUMBER = 1001;

export function reservationName(number: number): string {
  return `R-${number}`;
}

/**
 * The kiosk's reservations (issue 17, docs/public-pages.md): Reserve Mine files one; the store's
 * Orders staff list and close them. The price is the API's (reservePriceOf, as the stock lookup
 * showed it); the client's is ignored. The customer is filed as the store's customer, as a hold's is.
 */
@Injectable()
export class ReservationsService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly customers: CustomersService,
    private readonly kiosk: KioskService,
    @InjectStoreRepositories(Reservation) private readonly reservations: StoreRepositories<Reservation>,
    @InjectStoreRepositories(Product) private readonly products: StoreRepositories<Product>,
  ) {}

  async create(p: Principal, body: z.output<typeof createReservationRequest>): Promise<ReservationResponse> {
    const [line] = body.line_items;
    const product = await this.products.for(p).findById(line.variant_id);
    if (!product) throw notFound();
    const option1 = line.option.option1;
    const option2 = line.option.option2?.trim() || null;
    const price = await this.kiosk.reservePrice(p, product.id, option1);
    const note = [
      `option1: ${option1}, option2: ${option2 ?? '-'}, price: ${price.toFixed(2)}`,
      ...(body.note ? [body.note] : []),
    ].join('\n');
    const actor = actorOf(p);
    const id = await this.numbered(async (manager) => {
      const customer = await this.customers.resolve(manager, p, {
        first_name: body.customer.first_name,
        last_name: body.customer.last_name,
        phone: body.customer.phone,
        email: body.customer.email,
      });
      const reservations = this.reservations.for(p, manager);
      const number = await nextNumber(reservations);
      const saved = await reservations.save(
        reservations.create({
          number,
          name: reservationName(number),
          status: 'open',
          customerId: customer?.id ?? null,
          firstName: body.customer.first_name,
          lastName: body.customer.last_name,
          phone: body.customer.phone,
          email: body.customer.email?.toLowerCase() ?? null,
          productId: product.id,
          title: line.title?.trim() || product.title,
          option1,
          option2,
          price,
          note,
          createdById: actor.id,
          createdByName: actor.name,
          closedAt: null,
          closedByName: null,
        }),
      );
      return saved.id;
    });
    return { reservation: await this.read(p, id) };
  }

  /** Open ones oldest first (the order to fetch them in); closed ones newest first. */
  async list(p: Principal, q: z.output<typeof reservationsQuery>): Promise<ReservationsResponse> {
    const [rows, count] = await this.reservations.for(p).findAndCount({
      where: { status: q.status },
      relations: { product: true },
      order: { id: q.status === 'open' ? 'ASC' : 'DESC' },
      skip: (q.page - 1) * q.pageSize,
      take: q.pageSize,
    });
    return { reservations: rows.map(toReservation), count };
  }

  /** Fulfilled or cancelled; only an open reservation (409 when it was closed already). */
  async close(p: Principal, id: number, body: CloseReservationRequest): Promise<ReservationResponse> {
    const reservations = this.reservations.for(p);
    const found = await reservations.findById(id);
    if (!found) throw notFound();
    const changed = await reservations.update(
      { id, status: 'open' },
      { status: body.status, closedAt: new Date(), closedByName: actorOf(p).name },
    );
    if (changed === 0) throw conflict(validation.reserve.alreadyClosed, 'status');
    return { reservation: await this.read(p, id) };
  }

  private async read(p: Principal, id: number): Promise<ReservationShape> {
    const row = await this.reservations.for(p).findOne({ where: { id }, relations: { product: true } });
    if (!row) throw notFound();
    return toReservation(row);
  }

  /** The write again when a concurrent one took its number (the unique (storeId, number) index). */
  private async numbered<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.transactions.run(work);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (attempt >= NUMBER_ATTEMPTS)
          throw new AppError(HttpStatus.CONFLICT, 'CONFLICT', apiErrors.conflict);
      }
    }
  }
}

async function nextNumber(reservations: StoreRepository<Reservation>): Promise<number> {
  const row = await reservations
    .query('numbered')
    .select('MAX(numbered.number)', 'highest')
    .getRawOne<{ highest: number | string | null }>();
  const highest = row?.highest === null || row?.highest === undefined ? null : Number(row.highest);
  return highest === null ? FIRST_RESERVATION_NUMBER : Math.max(highest + 1, FIRST_RESERVATION_NUMBER);
}

function toReservation(row: Reservation): ReservationShape {
  const price = Number(row.price);
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    customer: { first_name: row.firstName, last_name: row.lastName, phone: row.phone, email: row.email },
    line_items: [
      {
        quantity: RESERVE_LINE_ITEM_QUANTITY,
        variant_id: row.productId,
        title: row.title,
        price,
        option: { option1: row.option1, option2: row.option2 },
      },
    ],
    note: row.note,
    product: {
      id: row.productId,
      title: row.product?.title ?? row.title,
      sku: row.product?.sku ?? '',
      image: row.product?.image ?? null,
    },
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt ? row.closedAt.toISOString() : null,
    closedBy: row.closedByName,
  };
}
