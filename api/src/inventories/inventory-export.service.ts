import { Injectable } from '@nestjs/common';
import {
  INVENTORY_EXPORT_COLUMNS,
  type InventoryFilters,
  type InventoryListRow,
} from '@shared/contracts/inventory-lists';
import { csvLine, type CsvValue } from '@shared/domain/csv';
import { inventoryStatusLabel } from '@shared/domain/inventory-status';
import { type Principal } from '../common/auth/principal';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { StoreRepositories } from '../common/tenancy/store-repository';
import { Product } from '../products/product.entity';
import { InventoryListQuery } from './inventory-list-query';
import { readListRows } from './inventory-list-rows';
import { Inventory } from './inventory.entity';

/** Items read per round of the CSV export: bounded memory whatever the store's size. */
const EXPORT_BATCH = 1_000;

/** GET /api/inventories/exportInventory: the items of a list, every match, as a CSV file. */
@Injectable()
export class InventoryExportService {
  constructor(
    @InjectStoreRepositories(Inventory) private readonly items: StoreRepositories<Inventory>,
    @InjectStoreRepositories(Product) private readonly products: StoreRepositories<Product>,
  ) {}

  /**
   * Every match as CSV lines, header first, read in rounds of EXPORT_BATCH by id (keyset: each
   * round starts after the last id of the one before), so a store's whole inventory streams out in
   * constant memory. Rows come in the order the items were created. The UTF-8 byte order mark
   * makes spreadsheets read accents right.
   */
  async *csv(principal: Principal, filters: InventoryFilters): AsyncGenerator<string> {
    yield `\uFEFF${csvLine(INVENTORY_EXPORT_COLUMNS)}`;
    const items = this.items.for(principal);
    const list = await InventoryListQuery.open(items, this.products.for(principal), filters);
    if (list.isEmpty) return;
    const now = new Date();
    for (let lastId = 0; ;) {
      const ids = await list.idsAfter(lastId, EXPORT_BATCH);
      if (ids.length === 0) return;
      const rows = await readListRows(items, ids, principal.store.currency, now);
      yield rows.map((row) => csvLine(exportCells(row))).join('');
      lastId = ids[ids.length - 1];
      if (ids.length < EXPORT_BATCH) return;
    }
  }
}

/** One CSV line's cells, in INVENTORY_EXPORT_COLUMNS order. */
function exportCells(row: InventoryListRow): CsvValue[] {
  const cells: Record<(typeof INVENTORY_EXPORT_COLUMNS)[number], CsvValue> = {
    Id: row.id,
    Code: row.code,
    Product: row.product.title,
    SKU: row.product.sku,
    Brand: row.product.brand,
    Category: row.category,
    Size: row.option1Value,
    Condition: row.option2Value,
    'Option 3': row.option3Value,
    Status: inventoryStatusLabel(row.status),
    Consigner: row.consigner ? `${row.consigner.firstName} ${row.consigner.lastName}`.trim() : null,
    'Consigner Email': row.consigner?.email,
    Location: row.location?.name,
    Sublocation: row.subLocation?.name,
    Price: row.price,
    Payout: row.payout,
    'Payout Fee': row.payoutFee,
    Cost: row.cost,
    Currency: row.currency,
    Printed: row.printed,
    Synced: row.isSynced,
    'Days Active': row.daysActive,
    'Accepted On': row.acceptedOn,
    'Sold On': row.soldOn,
    'Created At': row.createdAt,
    'Updated At': row.updatedAt,
    'Shopify Id': row.shopifyId,
    Notes: row.notes,
  };
  return INVENTORY_EXPORT_COLUMNS.map((column) => cells[column]);
}
