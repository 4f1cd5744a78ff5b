import { Injectable } from '@nestjs/common';
import { Brackets, type EntityManager } from 'typeorm';
import { type customerInput, type CustomersResponse, type OrderCustomer } from '@shared/contracts/orders';
import { type z } from 'zod';
import { type Principal } from '../common/auth/principal';
import { notFound } from '../common/errors/errors';
import { type StoreRepositories, type StoreScope } from '../common/tenancy/store-repository';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { Customer } from './customer.entity';

/** GET /api/customers answers at most this many, the most recently seen first. */
export const CUSTOMERS_SEARCH_LIMIT = 20;

/** A customer as the contract parses it. */
export type CustomerGiven = z.output<typeof customerInput>;

/**
 * The store's customers (issue 15): found or created when a sale or a hold names one, and searched
 * by the register. A store keeps one record per person: a "new" customer whose email the store
 * already has is that customer (else, with no email match, whose phone it has), so a regular who
 * gives their email at every visit is not added again each time.
 */
@Injectable()
export class CustomersService {
  constructor(@InjectStoreRepositories(Customer) private readonly customers: StoreRepositories<Customer>) {}

  /**
   * The customer a sale or a hold names, in the caller's transaction: an existing one by id (404 when
   * the store has none), or the one with that email / phone, or a new one. A match gains the email or
   * phone it did not have yet.
   */
  async resolve(
    manager: EntityManager,
    scope: StoreScope,
    given: CustomerGiven | null | undefined,
    at?: Date,
  ): Promise<Customer | null> {
    if (!given) return null;
    const customers = this.customers.for(scope, manager);
    if ('id' in given) {
      const found = await customers.findById(given.id);
      if (!found) throw notFound();
      return found;
    }
    const email = given.email?.trim().toLowerCase() || null;
    const phone = given.phone?.trim() || null;
    const match =
      (email ? await customers.findOne({ where: { email }, order: { id: 'ASC' } }) : null) ??
      (phone ? await customers.findOne({ where: { phone }, order: { id: 'ASC' } }) : null);
    const stamps = at ? { createdAt: at, updatedAt: at } : {};
    if (match) {
      const fill = { ...(match.email ? {} : { email }), ...(match.phone ? {} : { phone }) };
      // Touched either way: the search lists the customers seen most recently first.
      await customers.update({ id: match.id }, { ...fill, ...(at ? { updatedAt: at } : {}) });
      return Object.assign(match, fill);
    }
    return customers.save(
      customers.create({
        firstName: given.first_name.trim(),
        lastName: (given.last_name ?? '').trim(),
        email,
        phone,
        ...stamps,
      }),
    );
  }

  /**
   * GET /api/customers: every word of `search` found in the first name, last name, email or phone
   * ("ann lee", "ann@", "0100"); the most recently seen first, at most CUSTOMERS_SEARCH_LIMIT.
   */
  async search(principal: Principal, search: string | undefined): Promise<CustomersResponse> {
    const query = this.customers
      .for(principal)
      .query('customer')
      .orderBy('customer.updatedAt', 'DESC')
      .addOrderBy('customer.id', 'DESC')
      .take(CUSTOMERS_SEARCH_LIMIT);
    const words = (search ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
    words.forEach((word, index) => {
      const like = `%${word.replace(/[!%_]/g, (char) => `!${char}`)}%`;
      const name = `customerWord${index}`;
      query.andWhere(
        new Brackets((where) =>
          where
            .where(`LOWER(customer.firstName) LIKE :${name} ESCAPE '!'`)
            .orWhere(`LOWER(customer.lastName) LIKE :${name} ESCAPE '!'`)
            .orWhere(`LOWER(customer.email) LIKE :${name} ESCAPE '!'`)
            .orWhere(`customer.phone LIKE :${name} ESCAPE '!'`),
        ),
        { [name]: like },
      );
    });
    return { customers: (await query.getMany()).map(toOrderCustomer) };
  }
}

export function toOrderCustomer(customer: Customer): OrderCustomer {
  return {
    id: customer.id,
    first_name: customer.firstName,
    last_name: customer.lastName,
    email: customer.email,
    phone: customer.phone,
  };
}
