import { type EntityManager } from 'typeorm';
import { type StoreRepository } from '../common/tenancy/store-repository';
import { Consigner } from '../consigners/consigner.entity';
import { CompiledQueries } from '../database/compiled-query';
import { RawColumns } from '../database/raw-columns';
import { Inventory } from '../inventories/inventory.entity';
import { Location } from '../locations/location.entity';
import { Product } from '../products/product.entity';
import { ScanItem } from './scan-item.entity';

/** The columns a run's list shows of each row, item and relation (scanItem in shared/contracts/scans.ts). */
const ROW_COLUMNS = [
  'inventoryId',
  'role',
  'statusDuringScan',
] as const satisfies readonly (keyof ScanItem)[];
const ITEM_COLUMNS = [
  'id',
  'code',
  'status',
  'price',
  'option1Value',
] as const satisfies readonly (keyof Inventory)[];
const PRODUCT_COLUMNS = ['id', 'title', 'sku', 'image'] as const satisfies readonly (keyof Product)[];
const CONSIGNER_COLUMNS = ['id', 'firstName', 'lastName'] as const satisfies readonly (keyof Consigner)[];
const LOCATION_COLUMNS = ['id', 'name'] as const satisfies readonly (keyof Location)[];

interface RunRowColumns {
  row: RawColumns<ScanItem, (typeof ROW_COLUMNS)[number]>;
  item: RawColumns<Inventory, (typeof ITEM_COLUMNS)[number]>;
  product: RawColumns<Product, (typeof PRODUCT_COLUMNS)[number]>;
  consigner: RawColumns<Consigner, (typeof CONSIGNER_COLUMNS)[number]>;
  location: RawColumns<Location, (typeof LOCATION_COLUMNS)[number]>;
}

/** One row of a run with the item's shown fields, as scan.mapper's toScanItem reads it. */
export type RunItemRow = Pick<ScanItem, (typeof ROW_COLUMNS)[number]> & {
  item: Pick<Inventory, (typeof ITEM_COLUMNS)[number]>;
  product: Pick<Product, (typeof PRODUCT_COLUMNS)[number]>;
  consigner: Pick<Consigner, (typeof CONSIGNER_COLUMNS)[number]> | null;
  location: Pick<Location, (typeof LOCATION_COLUMNS)[number]> | null;
};

const columnsByConnection = new WeakMap<object, RunRowColumns>();
const QUERIES = new CompiledQueries();

function runRowColumns(manager: EntityManager): RunRowColumns {
  let columns = columnsByConnection.get(manager.connection);
  if (!columns) {
    columns = {
      row: new RawColumns(manager, ScanItem, 'row', ROW_COLUMNS),
      item: new RawColumns(manager, Inventory, 'item', ITEM_COLUMNS),
      product: new RawColumns(manager, Product, 'product', PRODUCT_COLUMNS),
      consigner: new RawColumns(manager, Consigner, 'consigner', CONSIGNER_COLUMNS),
      location: new RawColumns(manager, Location, 'location', LOCATION_COLUMNS),
    };
    columnsByConnection.set(manager.connection, columns);
  }
  return columns;
}

/**
 * Every row of a run (expected, then scanned, each in its order) with the fields its lists show of
 * the item as it is now: one SELECT on the run's (storeId, scanId, role, scanOrder) index joined to
 * the items by id, compiled once. Reading the items by id lists instead took a statement per 900
 * ids and built every field of each item, for a 5,000-scan run most of the time its Run took.
 */
export async function readRunItemRows(
  scanItems: StoreRepository<ScanItem>,
  scanId: number,
): Promise<RunItemRow[]> {
  const columns = runRowColumns(scanItems.manager);
  const found = await scanItems.runCompiled(
    QUERIES,
    'run-rows',
    (query, slots) => {
      // The row's item is of the run's store (Run checks every id), and so are the item's relations;
      // every item has a product (a required foreign key).
      const built = query('row')
        .select([])
        .innerJoin('row.inventory', 'item')
        .innerJoin('item.product', 'product')
        .leftJoin('item.consigner', 'consigner')
        .leftJoin('item.location', 'location')
        .andWhere('row.scanId = :scanId', { scanId: slots.number('scanId') })
        .orderBy('row.role', 'ASC')
        .addOrderBy('row.scanOrder', 'ASC');
      for (const part of Object.values(columns)) part.select(built);
      return built;
    },
    { scanId },
  );
  const { row, item, product, consigner, location } = columns;
  return found.map((raw) => ({
    ...row.read(raw),
    item: item.read(raw),
    product: product.read(raw),
    consigner: consigner.isPresent(raw) ? consigner.read(raw) : null,
    location: location.isPresent(raw) ? location.read(raw) : null,
  }));
}
