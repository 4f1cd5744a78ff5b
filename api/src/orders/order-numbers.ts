import { HttpStatus } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { FIRST_ORDER_NUMBER } from '@shared/contracts/orders';
import { apiErrors } from '@shared/messages';
import { AppError } from '../common/errors/app-error';
import { type StoreRepository } from '../common/tenancy/store-repository';
import { isUniqueViolation } from '../database/unique-violation';
import { type InventoryEngine } from '../inventories/engine/inventory-engine';
import { type Order } from './order.entity';

/**
 * Order names run per store in sequence (#1001, #1002, …; FIRST_ORDER_NUMBER). The next number is
 * the store's highest plus one, read in the transaction that inserts the order; the unique index
 * (storeId, number) refuses a number a concurrent transaction took first, and the whole
 * transaction runs again (runNumbered) on fresh rows. A register sale and a kiosk hold share the
 * sequence: a hold keeps its number when the register completes it.
 */

/** Enough for every register of a busy store to lose the race for a number once in a row. */
export const NUMBER_ATTEMPTS = 10;

export function orderName(number: number): string {
  return `#${number}`;
}

/** The store's next order number, read on the caller's transaction. */
export async function nextOrderNumber(orders: StoreRepository<Order>): Promise<number> {
  const row = await orders
    .query('numbered')
    .select('MAX(numbered.number)', 'highest')
    .getRawOne<{ highest: number | string | null }>();
  const highest = row?.highest === null || row?.highest === undefined ? null : Number(row.highest);
  return highest === null ? FIRST_ORDER_NUMBER : Math.max(highest + 1, FIRST_ORDER_NUMBER);
}

/**
 * engine.run (one transaction, again on a lost item race), run again when the order number it
 * took was taken meanwhile by another register; after NUMBER_ATTEMPTS lost races, a 409 to try
 * again (not a 500). The work must be safe to run again (it is: it writes rows only, no mail or file).
 */
export async function runNumbered<T>(
  engine: Pick<InventoryEngine, 'run'>,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await engine.run(work);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (attempt >= NUMBER_ATTEMPTS) throw new AppError(HttpStatus.CONFLICT, 'CONFLICT', apiErrors.conflict);
    }
  }
}
