import { Injectable } from '@nestjs/common';
import { INVENTORY_EXPORT_COLUMNS, type InventoryFilters } from '@shared/contracts/inventory-lists';
import { csvLine, type CsvValue } from '@shared/domain/csv';
import { daysActive, isSynced } from '@shared/domain/inventory-list';
import { inventoryStatusLabel } from '@shared/domain/inventory-status';
import { type Principal } from '../common/auth/principal';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { StoreRepositories } from '../common/tenancy/store-repository';
import { Consigner } from '../consigners/consigner.entity';
import { RawColumns } from '../database/raw-columns';
import { Location } from '../locations/location.entity';
import { SubLocation } from '../locations/sub-location.entity';
import { Product } from '../products/product.entity';
import { InventoryListQuery } from './inventory-list-query';
import { Inventory } from './inventory.entity';

/**
 * Items read per round of the CSV export: bounded memory whatever the store's size, and few enough
 * that a round's rows are garbage before the collector moves them to the old generation.
 */
const EXPORT_BATCH = 500;

/** The columns the file shows, and nothing else. */
const ITEM_COLUMNS = [
  'id',
  'code',
  'category',
  'option1Value',
  'option2Value',
  'option3Value',
  'status',
  'price',
  'payout',
  'payoutFee',
  'cost',
  'printed',
  'shopifyId',
  'acceptedOn',
  'soldOn',
  'createdAt',
  'updatedAt',
  'notes',
] as const satisfies readonly (keyof Inventory)[];

type ExportedItem = Pick<Inventory, (typeof ITEM_COLUMNS)[number]>;

/** GET /api/inventories/exportInventory: the items of a list, every match, as a CSV file. */
@Injectable()
export class InventoryExportService {
  constructor(
    @InjectStoreRepositories(Inventory) private readonly items: StoreRepositories<Inventory>,
    @InjectStoreRepositories(Product) private readonly products: StoreRepositories<Product>,
  ) {}

  /**
   * Every match as CSV lines, header first, read in rounds of EXPORT_BATCH by id (keyset: each
   * round starts after the last id of the one before), one SELECT a round of the columns the file
   * shows, mapped from the raw rows straight to lines: a store's whole inventory streams out in
   * constant memory, a round at a time as the client takes it. Rows come in the order the items
   * were created. The UTF-8 byte order mark makes spreadsheets read accents right.
   */
  async *csv(principal: Principal, filters: InventoryFilters): AsyncGenerator<string> {
    yield `\uFEFF${csvLine(INVENTORY_EXPORT_COLUMNS)}`;
    const items = this.items.for(principal);
    const list = await InventoryListQuery.open(items, this.products.for(principal), filters);
    if (list.isEmpty) return;
    const manager = items.manager;
    const item = new RawColumns(manager, Inventory, 'item', ITEM_COLUMNS);
    const product = new RawColumns(manager, Product, 'product', ['title', 'sku', 'brand']);
    const consigner = new RawColumns(manager, Consigner, 'consigner', [
      'id',
      'firstName',
      'lastName',
      'email',
    ]);
    const location = new RawColumns(manager, Location, 'location', ['name']);
    const subLocation = new RawColumns(manager, SubLocation, 'subLocation', ['name']);
    const currency = principal.store.currency;
    const now = new Date();
    for (let lastId = 0; ;) {
      // Joined through the item's own foreign keys: a row only ever points at rows of its store.
      const query = list
        .batchAfter(lastId, EXPORT_BATCH)
        .select([])
        .leftJoin('item.product', 'product')
        .leftJoin('item.consigner', 'consigner')
        .leftJoin('item.location', 'location')
        .leftJoin('item.subLocation', 'subLocation');
      for (const columns of [item, product, consigner, location, subLocation]) columns.select(query);
      const found = await query.getRawMany<Record<string, unknown>>();
      if (found.length === 0) return;
      let lines = '';
      for (const row of found) {
        const values = item.read(row);
        lines += csvLine(
          exportCells(values, {
            product: product.read(row),
            consigner: consigner.isPresent(row) ? consigner.read(row) : null,
            location: location.read(row).name,
            subLocation: subLocation.read(row).name,
            currency,
            now,
          }),
        );
        lastId = values.id;
      }
      yield lines;
      if (found.length < EXPORT_BATCH) return;
    }
  }
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** One CSV line's cells, in INVENTORY_EXPORT_COLUMNS order. */
function exportCells(
  item: ExportedItem,
  about: {
    product: Pick<Product, 'title' | 'sku' | 'brand'>;
    consigner: Pick<Consigner, 'firstName' | 'lastName' | 'email'> | null;
    location: string | null;
    subLocation: string | null;
    currency: string;
    now: Date;
  },
): CsvValue[] {
  const { product, consigner } = about;
  const cells: Record<(typeof INVENTORY_EXPORT_COLUMNS)[number], CsvValue> = {
    Id: item.id,
    Code: item.code,
    Product: product.title,
    SKU: product.sku,
    Brand: product.brand,
    Category: item.category,
    Size: item.option1Value,
    Condition: item.option2Value,
    'Option 3': item.option3Value,
    Status: inventoryStatusLabel(item.status),
    Consigner: consigner ? `${consigner.firstName} ${consigner.lastName}`.trim() : null,
    'Consigner Email': consigner?.email,
    Location: about.location,
    Sublocation: about.subLocation,
    Price: item.price,
    Payout: item.payout,
    'Payout Fee': item.payoutFee,
    Cost: item.cost,
    Currency: about.currency,
    Printed: item.printed,
    Synced: isSynced(item),
    'Days Active': daysActive(item, about.now),
    'Accepted On': iso(item.acceptedOn),
    'Sold On': iso(item.soldOn),
    'Created At': iso(item.createdAt),
    'Updated At': iso(item.updatedAt),
    'Shopify Id': item.shopifyId,
    Notes: item.notes,
  };
  return INVENTORY_EXPORT_COLUMNS.map((column) => cells[column]);
}
