import { type InventoryListRow } from '@shared/contracts/inventory-lists';
import { daysActive, isSynced } from '@shared/domain/inventory-list';
import { type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { type StoreRepository } from '../common/tenancy/store-repository';
import { CompiledQueries, type QuerySlots, type SlotValues } from '../database/compiled-query';
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

/** The columns of the item and of each relation a row shows, under their aliases in the query. */
interface RowColumns {
  item: RawColumns<Inventory, (typeof ITEM_COLUMNS)[number]>;
  product: RawColumns<Product, (typeof PRODUCT_COLUMNS)[number]>;
  location: RawColumns<Location, (typeof LOCATION_COLUMNS)[number]>;
  subLocation: RawColumns<SubLocation, (typeof SUB_LOCATION_COLUMNS)[number]>;
  consigner: RawColumns<Consigner, (typeof CONSIGNER_COLUMNS)[number]>;
  destination: RawColumns<Location, (typeof LOCATION_COLUMNS)[number]>;
  subDestination: RawColumns<SubLocation, (typeof SUB_LOCATION_COLUMNS)[number]>;
}

const columnsByConnection = new WeakMap<object, RowColumns>();
const QUERIES = new CompiledQueries();

/** The row columns of this connection's entities (their metadata is read once). */
function rowColumns(manager: EntityManager): RowColumns {
  let columns = columnsByConnection.get(manager.connection);
  if (!columns) {
    columns = {
      item: new RawColumns(manager, Inventory, 'item', ITEM_COLUMNS),
      product: new RawColumns(manager, Product, 'product', PRODUCT_COLUMNS),
      location: new RawColumns(manager, Location, 'location', LOCATION_COLUMNS),
      subLocation: new RawColumns(manager, SubLocation, 'subLocation', SUB_LOCATION_COLUMNS),
      consigner: new RawColumns(manager, Consigner, 'consigner', CONSIGNER_COLUMNS),
      destination: new RawColumns(manager, Location, 'destination', LOCATION_COLUMNS),
      subDestination: new RawColumns(manager, SubLocation, 'subDestination', SUB_LOCATION_COLUMNS),
    };
    columnsByConnection.set(manager.connection, columns);
  }
  return columns;
}

/**
 * Items with the columns a row shows and their product, location, sub-location, consigner and
 * transfer destination, joined by their ids: one SELECT, read as raw rows and turned into plain
 * objects that toInventoryItem reads. Building whole entities (with every column, and each
 * relation's) cost more than the database took to answer for a page of 500, and building the
 * query more than the database took for one item: the SQL is compiled once per shape (`key`).
 */
async function readItems(
  items: StoreRepository<Inventory>,
  key: string,
  where: (query: SelectQueryBuilder<Inventory>, slots: QuerySlots) => SelectQueryBuilder<Inventory>,
  values: SlotValues,
): Promise<Inventory[]> {
  const columns = rowColumns(items.manager);
  const found = await items.runCompiled(
    QUERIES,
    key,
    (query, slots) => {
      // Joined through the item's own foreign keys: a row only ever points at rows of its store.
      const built = query('item')
        .select([])
        .leftJoin('item.product', 'product')
        .leftJoin('item.location', 'location')
        .leftJoin('item.subLocation', 'subLocation')
        .leftJoin('item.consigner', 'consigner')
        .leftJoin('item.transferLocation', 'destination')
        .leftJoin('item.transferSubLocation', 'subDestination');
      for (const part of Object.values(columns)) part.select(built);
      return where(built, slots);
    },
    values,
  );
  const { item, product, location, subLocation, consigner, destination, subDestination } = columns;
  // Plain objects, not entity instances: an entity class defines each of its ~60 fields on
  // construction. toInventoryItem reads the columns listed above and these relations.
  return found.map(
    (row) =>
      Object.assign(item.read(row), {
        product: product.isPresent(row) ? product.read(row) : null,
        location: location.isPresent(row) ? location.read(row) : null,
        subLocation: subLocation.isPresent(row) ? subLocation.read(row) : null,
        consigner: consigner.isPresent(row) ? consigner.read(row) : null,
        transferLocation: destination.isPresent(row) ? destination.read(row) : null,
        transferSubLocation: subDestination.isPresent(row) ? subDestination.read(row) : null,
      }) as Inventory,
  );
}

/** The list rows of these items, in the order of `ids` (an id not found is left out). */
export async function readListRows(
  items: StoreRepository<Inventory>,
  ids: readonly number[],
  currency: string,
  now: Date,
): Promise<InventoryListRow[]> {
  if (ids.length === 0) return [];
  const found = await readItems(
    items,
    `ids:${ids.length}`,
    (query, slots) => query.andWhere('item.id IN (:...ids)', { ids: slots.numbers('ids', ids.length) }),
    { ids },
  );
  const byId = new Map(found.map((entity) => [entity.id, toListRow(entity, currency, now)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The item with this code (already normalised), as toInventoryItem reads it, or null: the lookup
 * behind every scan, on the store's (storeId, code) index.
 */
export async function readItemByCode(
  items: StoreRepository<Inventory>,
  code: string,
): Promise<Inventory | null> {
  const [found] = await readItems(
    items,
    'code',
    (query, slots) => query.andWhere('item.code = :code', { code: slots.string('code') }),
    { code },
  );
  return found ?? null;
}

/**
 * The consigner's items of one product and size that wait for intake (Drop off pending), oldest
 * first, at most `limit`: what a barcode scanned at scan intake can be. Compiled like the code
 * lookup: a scanner at the counter asks for this on every scan.
 */
export async function readPendingOfVariant(
  items: StoreRepository<Inventory>,
  variant: { consignerId: number; productId: number; size: string },
  limit: number,
): Promise<Inventory[]> {
  return readItems(
    items,
    `pending-of-variant:${limit}`,
    (query, slots) =>
      query
        .andWhere('item.consignerId = :consignerId', { consignerId: slots.number('consignerId') })
        .andWhere('item.status = :status', { status: 'Pending' })
        .andWhere('item.productId = :productId', { productId: slots.number('productId') })
        .andWhere('item.option1Value = :size', { size: slots.string('size') })
        .orderBy('item.createdAt', 'ASC')
        .addOrderBy('item.id', 'ASC')
        .limit(limit),
    variant,
  );
}

/**
 * A product's Active items (of one size, or any when `size` is null), the longest on the floor
 * first (acceptedOn, then id), at most `limit`: what a product barcode or SKU scanned at the
 * register can sell. Compiled like the code lookup.
 */
export async function readActiveOfProduct(
  items: StoreRepository<Inventory>,
  variant: { productId: number; size: string | null },
  limit: number,
): Promise<Inventory[]> {
  const { productId, size } = variant;
  const hasSize = size !== null;
  return readItems(
    items,
    `active-of-product:${hasSize}:${limit}`,
    (query, slots) => {
      query
        .andWhere('item.status = :status', { status: 'Active' })
        .andWhere('item.productId = :productId', { productId: slots.number('productId') });
      if (hasSize) query.andWhere('item.option1Value = :size', { size: slots.string('size') });
      return query.orderBy('item.acceptedOn', 'ASC').addOrderBy('item.id', 'ASC').limit(limit);
    },
    size === null ? { productId } : { productId, size },
  );
}

/** An item (read with its relations) as a list row: the item, with Synced and Days Active. */
function toListRow(item: Inventory, currency: string, now: Date): InventoryListRow {
  const shown = toInventoryItem(item, currency);
  return Object.assign(shown, { isSynced: isSynced(shown), daysActive: daysActive(shown, now) });
}
