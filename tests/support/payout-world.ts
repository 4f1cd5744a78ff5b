import { Consigner } from '../../api/src/consigners/consigner.entity';
import { type Inventory } from '../../api/src/inventories/inventory.entity';
import { type Order } from '../../api/src/orders/order.entity';
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
 * out), each paying `payout` (85 when left out), sold on `soldOn` (now when left out).
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
    isPaidOut: options.isPaidOut,
  });
  return { order, items };
}
