import { In } from 'typeorm';
import { type InventoriesResponse } from '@shared/contracts/inventory-actions';
import { type InventoryResponse } from '@shared/contracts/inventories';
import { notFound } from '../common/errors/errors';
import { type StoreRepository } from '../common/tenancy/store-repository';
import { ITEM_RELATIONS, toInventoryItem } from './inventory.mapper';
import { type Inventory } from './inventory.entity';

/** The answer of a call on a list: the items as they are now, in the order asked. */
export async function inventoriesAnswer(
  items: StoreRepository<Inventory>,
  currency: string,
  ids: readonly number[],
): Promise<InventoriesResponse> {
  const found = await items.find({ where: { id: In([...ids]) }, relations: ITEM_RELATIONS });
  const byId = new Map(found.map((item) => [item.id, item]));
  return {
    inventories: ids
      .map((id) => byId.get(id))
      .filter((item): item is Inventory => item !== undefined)
      .map((item) => toInventoryItem(item, currency)),
  };
}

/** The answer of a call on one item: the item as it is now. */
export async function inventoryAnswer(
  items: StoreRepository<Inventory>,
  currency: string,
  id: number,
): Promise<InventoryResponse> {
  const item = await items.findOne({ where: { id }, relations: ITEM_RELATIONS });
  if (!item) throw notFound();
  return { inventory: toInventoryItem(item, currency) };
}
