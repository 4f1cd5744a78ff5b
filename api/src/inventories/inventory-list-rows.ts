import { type InventoryItem } from '@shared/contracts/inventories';
import { type InventoryListRow } from '@shared/contracts/inventory-lists';
import { daysActive, isSynced } from '@shared/domain/inventory-list';
import { type StoreRepository } from '../common/tenancy/store-repository';
import { Consigner } from '../consigners/consigner.entity';
import { RawColumns } from '../database/raw-columns';
import { Location } from '../locations/location.entity';
import { SubLocation } from '../locations/sub-location.entity';
import { Product } from '../products/product.entity';
import { toInventoryItem } from './inventory.mapper';
import { Inventory } from './inventory.entity';

/** The columns toInventoryItem shows, and nothing else (an item has ~60). */
const ITEM_COLUMNS = [
  'id',
  'code',
  'storeId',
  'productId',
  'productTemplateId',
  'option1Value',
  'option2Value',
  'option3Value',
  'status',
  'consignerId',
  'lastUpdatedById',
  'lastUpdatedByName',
  'price',
  'requestedPrice',
  'priceRangeLower',
  'priceRangeUpper',
  'payout',
  'payoutAmount',
  'payoutFee',
  'cost',
  'total',
  'discount',
  'taxable',
  'quantity',
  'hasCleaningFee',
  'hasBoxFee',
  'acceptedOn',
  'soldOn',
  'orderId',
  'buyingId',
  'paymentType',
  'shopifyId',
  'printed',
  'trackingCode',
  'packingSlip',
  'notes',
  'image',
  'category',
  'preapprovalStatus',
  'withdrawalDecidedAt',
  'withdrawalDecidedBy',
  'transferLocationId',
  'transferSubLocationId',
  'createdAt',
  'updatedAt',
  'version',
] as const satisfies readonly (keyof Inventory)[];
const PRODUCT_COLUMNS = [
  'id',
  'title',
  'sku',
  'image',
  'category',
  'brand',
  'gender',
  'shopifyId',
  'stockXId',
  'productTemplateId',
] as const satisfies readonly (keyof Product)[];
const LOCATION_COLUMNS = ['id', 'name', 'label'] as const satisfies readonly (keyof Location)[];
const SUB_LOCATION_COLUMNS = ['id', 'name'] as const satisfies readonly (keyof SubLocation)[];
const CONSIGNER_COLUMNS = [
  'id',
  'firstName',
  'lastName',
  'email',
  'isActive',
  'isStoreAccount',
] as const satisfies readonly (keyof Consigner)[];

/**
 * The list rows of these items, in the order of `ids` (an id not found is left out): one SELECT
 * of the columns the row shows, the item's product, location, sub-location, consigner and transfer
 * destination joined by
 * their ids, read as raw rows and mapped straight to the response. Building whole entities (with
 * every column, and each relation's) cost more than the database took to answer for a page of 500.
 */
export function readListRows(
  items: StoreRepository<Inventory>,
  ids: readonly number[],
  currency: string,
  now: Date,
): Promise<InventoryListRow[]> {
  return readRows(items, ids, (item) => toListRow(item, currency, now));
}

/**
 * The items with these ids as the API shows one (toInventoryItem), read as the list rows are, in
 * the order of `ids`; ids of thousands (a scan run's) are read `IDS_PER_READ` at a time, within
 * SQLite's limit on bound values.
 */
export async function readInventoryItems(
  items: StoreRepository<Inventory>,
  ids: readonly number[],
  currency: string,
): Promise<InventoryItem[]> {
  const found: InventoryItem[] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_READ) {
    const chunk = ids.slice(start, start + IDS_PER_READ);
    found.push(...(await readRows(items, chunk, (item) => toInventoryItem(item, currency))));
  }
  return found;
}

const IDS_PER_READ = 900;

async function readRows<R extends { id: number }>(
  items: StoreRepository<Inventory>,
  ids: readonly number[],
  map: (item: Inventory) => R,
): Promise<R[]> {
  if (ids.length === 0) return [];
  const manager = items.manager;
  const item = new RawColumns(manager, Inventory, 'item', ITEM_COLUMNS);
  const product = new RawColumns(manager, Product, 'product', PRODUCT_COLUMNS);
  const location = new RawColumns(manager, Location, 'location', LOCATION_COLUMNS);
  const subLocation = new RawColumns(manager, SubLocation, 'subLocation', SUB_LOCATION_COLUMNS);
  const consigner = new RawColumns(manager, Consigner, 'consigner', CONSIGNER_COLUMNS);
  const destination = new RawColumns(manager, Location, 'destination', LOCATION_COLUMNS);
  const subDestination = new RawColumns(manager, SubLocation, 'subDestination', SUB_LOCATION_COLUMNS);
  // Joined through the item's own foreign keys: a row only ever points at rows of its store.
  const query = items
    .query('item')
    .select([])
    .leftJoin('item.product', 'product')
    .leftJoin('item.location', 'location')
    .leftJoin('item.subLocation', 'subLocation')
    .leftJoin('item.consigner', 'consigner')
    .leftJoin('item.transferLocation', 'destination')
    .leftJoin('item.transferSubLocation', 'subDestination')
    .andWhere('item.id IN (:...ids)', { ids });
  for (const columns of [item, product, location, subLocation, consigner, destination, subDestination]) {
    columns.select(query);
  }
  const found = await query.getRawMany<Record<string, unknown>>();

  const byId = new Map<number, R>();
  for (const row of found) {
    // Plain objects, not entity instances: an entity class defines each of its ~60 fields on
    // construction. toInventoryItem reads the columns listed above and these relations.
    const entity = Object.assign(item.read(row), {
      product: product.isPresent(row) ? product.read(row) : null,
      location: location.isPresent(row) ? location.read(row) : null,
      subLocation: subLocation.isPresent(row) ? subLocation.read(row) : null,
      consigner: consigner.isPresent(row) ? consigner.read(row) : null,
      transferLocation: destination.isPresent(row) ? destination.read(row) : null,
      transferSubLocation: subDestination.isPresent(row) ? subDestination.read(row) : null,
    }) as Inventory;
    byId.set(entity.id, map(entity));
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** An item (read with its relations) as a list row: the item, with Synced and Days Active. */
function toListRow(item: Inventory, currency: string, now: Date): InventoryListRow {
  const shown = toInventoryItem(item, currency);
  return Object.assign(shown, { isSynced: isSynced(shown), daysActive: daysActive(shown, now) });
}
