import { In } from 'typeorm';
import { type InventoryStatus } from '@shared/domain/inventory-status';
import { Consigner } from '../../api/src/consigners/consigner.entity';
import { ConsignerType } from '../../api/src/consigner-types/consigner-type.entity';
import { Inventory } from '../../api/src/inventories/inventory.entity';
import { Location } from '../../api/src/locations/location.entity';
import { SubLocation } from '../../api/src/locations/sub-location.entity';
import { type Product } from '../../api/src/products/product.entity';
import { seedInventoryItem, seedProduct, seedStaff, seedStoreWithStaff, type SeededStaff } from './fixtures';
import { type TestApp } from './test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The store the inventory API tests work in: an Admin and a second staff member (Ana, who moves
 * items "meanwhile"), one product on its own default template (sizes 4–14, New/Used), Ada Lovelace
 * consigning and the store's own account, a default consigner type of 10% with a minimum of 15 (a
 * price of 100 pays 85, 200 pays 180, 300 pays 270), and two locations: Main with Shelf A, and
 * Warehouse with Bay 1.
 */
export interface InventoryWorld {
  admin: SeededStaff;
  ana: Omit<SeededStaff, 'store'>;
  product: Product;
  consigner: Consigner;
  storeAccount: Consigner;
  main: Location;
  shelf: SubLocation;
  warehouse: Location;
  bay: SubLocation;
}

export async function seedInventoryWorld(
  t: TestApp,
  options: { handle: string; productTitle: string },
): Promise<InventoryWorld> {
  const admin = await seedStoreWithStaff(t, { handle: options.handle });
  const ana = await seedStaff(t, admin.store, { firstName: 'Ana' });
  const storeId = admin.store.id;
  const product = await seedProduct(t.dataSource, storeId, { title: options.productTitle });
  const consigners = t.dataSource.getRepository(Consigner);
  const person = { storeId, phone: '+1 555 0100', address: '1 Main St', accountId: null };
  const consigner = await consigners.save(
    consigners.create({
      ...person,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: `ada@${options.handle}.test`,
    }),
  );
  const storeAccount = await consigners.save(
    consigners.create({
      ...person,
      firstName: 'The',
      lastName: 'Store',
      email: `store@${options.handle}.test`,
      isStoreAccount: true,
    }),
  );
  await t.dataSource
    .getRepository(ConsignerType)
    .save({ storeId, accountType: 'Standard', sellingFee: 10, minFee: 15, isDefault: true });
  const locations = t.dataSource.getRepository(Location);
  const subLocations = t.dataSource.getRepository(SubLocation);
  const main = await locations.save({ storeId, name: 'Main', label: 'M' });
  const shelf = await subLocations.save({ storeId, locationId: main.id, name: 'Shelf A' });
  const warehouse = await locations.save({ storeId, name: 'Warehouse', label: 'WH' });
  const bay = await subLocations.save({ storeId, locationId: warehouse.id, name: 'Bay 1' });
  return { admin, ana, product, consigner, storeAccount, main, shelf, warehouse, bay };
}

/**
 * An item of the world's product owned by Ada, priced 100 (payout 85, fee 15), written straight
 * to the database. An item whose status is in `located` was accepted at Main, Shelf A, 60 days
 * ago; `fields` override anything.
 */
export function seedWorldItem(
  t: TestApp,
  world: InventoryWorld,
  status: InventoryStatus,
  located: readonly InventoryStatus[],
  fields: Partial<Inventory> = {},
): Promise<Inventory> {
  return seedInventoryItem(t.dataSource, {
    storeId: world.admin.store.id,
    productId: world.product.id,
    productTemplateId: world.product.productTemplateId,
    consignerId: world.consigner.id,
    status,
    price: 100,
    payout: 85,
    payoutAmount: 85,
    payoutFee: 15,
    total: 100,
    ...(located.includes(status)
      ? {
          locationId: world.main.id,
          subLocationId: world.shelf.id,
          acceptedOn: new Date(Date.now() - 60 * DAY_MS),
        }
      : {}),
    ...fields,
  });
}

/**
 * `count` items of the world's product at once (seedWorldItem's defaults and `fields`), inserted a
 * few hundred rows a statement: the runs of thousands of items (scan runs, benchmarks) need them
 * in seconds. Their codes are `prefix` + a number (unique within the call; the prefix keeps calls
 * apart). `fields` may be a function of the item's index, for items that differ. Answers their ids,
 * in insertion order.
 */
export async function seedWorldItemsInBulk(
  t: TestApp,
  world: InventoryWorld,
  count: number,
  prefix: string,
  fields: Partial<Inventory> | ((index: number) => Partial<Inventory>) = {},
): Promise<number[]> {
  const storeId = world.admin.store.id;
  const fieldsOf = typeof fields === 'function' ? fields : () => fields;
  const rows = Array.from({ length: count }, (_, index) => ({
    storeId,
    code: `${prefix}${index}`,
    productId: world.product.id,
    productTemplateId: world.product.productTemplateId,
    consignerId: world.consigner.id,
    status: 'Active' as InventoryStatus,
    category: 'Sneakers',
    option1Value: '10',
    option2Value: 'New',
    price: 100,
    payout: 85,
    payoutAmount: 85,
    payoutFee: 15,
    total: 100,
    locationId: world.main.id,
    subLocationId: world.shelf.id,
    acceptedOn: new Date(Date.now() - 60 * DAY_MS),
    ...fieldsOf(index),
  }));
  for (let start = 0; start < rows.length; start += 200) {
    await t.dataSource
      .createQueryBuilder()
      .insert()
      .into(Inventory)
      .values(rows.slice(start, start + 200))
      .updateEntity(false)
      .execute();
  }
  // Read back by the exact codes written: a prefix would also match another item of the shared
  // world whose random code happens to start the same way.
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += 500) {
    const codes = rows.slice(start, start + 500).map((row) => row.code);
    const found = await t.dataSource
      .getRepository(Inventory)
      .find({ select: { id: true }, where: { storeId, code: In(codes) } });
    ids.push(...found.map((item) => item.id));
  }
  return ids.sort((a, b) => a - b);
}
