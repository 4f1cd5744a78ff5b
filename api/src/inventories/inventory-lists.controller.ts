import { Readable } from 'node:stream';
import { Controller, Get, Headers, StreamableFile } from '@nestjs/common';
import {
  exportInventoryQuery,
  exportInventoryResponse,
  type ExportInventoryResponse,
  filterOptionsResponse,
  type FilterOptionsResponse,
  type InventoriesParams,
  inventoriesQuery,
  inventoriesResponse,
  type InventoriesResponse,
  type InventoryFilters,
  type PaginatedInventoriesParams,
  paginatedInventoriesQuery,
  paginatedInventoriesResponse,
  type PaginatedInventoriesResponse,
  storeInventoryStatusResponse,
  type StoreInventoryStatusResponse,
} from '@shared/contracts/inventory-lists';
import { SHARED_READS } from '@shared/domain/access-controls';
import { Access } from '../common/auth/access.decorators';
import { CurrentPrincipal } from '../common/auth/current-auth.decorator';
import { type Principal } from '../common/auth/principal';
import { Contract, ValidQuery } from '../common/validation/contract';
import { InventoryExportService } from './inventory-export.service';
import { InventoryListsService } from './inventory-lists.service';

/**
 * spec 001 §7 Inventories, the list calls: the admin lists (spec 000 §2.3), the search list of
 * Transfers and the product and consigner pages, filter options, menu badge counts and the CSV
 * export. Static paths, so they are matched before GET /api/inventories/{id}.
 */
@Controller('api/inventories')
@Access('Inventory')
export class InventoryListsController {
  constructor(
    private readonly lists: InventoryListsService,
    private readonly exports: InventoryExportService,
  ) {}

  @Get()
  @Access(...SHARED_READS.inventorySearch)
  @Contract({
    summary: 'Search the inventory: search, filters, status list, location, consigner, date range; paged',
    query: inventoriesQuery,
    response: inventoriesResponse,
  })
  async search(
    @CurrentPrincipal() p: Principal,
    @ValidQuery() query: InventoriesParams,
  ): Promise<InventoriesResponse> {
    const { rows, count } = await this.lists.page(p, query, query);
    return { inventories: rows, count };
  }

  @Get('paginatedInventories')
  @Contract({
    summary: 'One page of an inventory admin list (filters, sort option, page size and page) and the count',
    query: paginatedInventoriesQuery,
    response: paginatedInventoriesResponse,
  })
  async paginated(
    @CurrentPrincipal() p: Principal,
    @ValidQuery() query: PaginatedInventoriesParams,
  ): Promise<PaginatedInventoriesResponse> {
    return this.lists.page(p, query, query);
  }

  @Get('filterOptions')
  @Contract({
    summary: 'What the inventory filter bar offers: consigners, statuses, locations, sub-locations, values',
    response: filterOptionsResponse,
  })
  async filterOptions(@CurrentPrincipal() p: Principal): Promise<FilterOptionsResponse> {
    return this.lists.filterOptions(p);
  }

  @Get('getStoreInventoryStatus')
  @Contract({
    summary: "How many of the store's items are in each status (menu badges)",
    response: storeInventoryStatusResponse,
  })
  async statusCounts(@CurrentPrincipal() p: Principal): Promise<StoreInventoryStatusResponse> {
    return this.lists.statusCounts(p);
  }

  @Get('exportInventory')
  @Contract({
    summary:
      'Every item matching the filters as a CSV file: streamed as text/csv, or `{ csv }` for Accept: application/json',
    query: exportInventoryQuery,
    response: exportInventoryResponse,
  })
  async exportInventory(
    @CurrentPrincipal() p: Principal,
    @ValidQuery() query: InventoryFilters,
    @Headers('accept') accept: string | undefined,
  ): Promise<StreamableFile | ExportInventoryResponse> {
    if (wantsJson(accept)) {
      let csv = '';
      for await (const lines of this.exports.csv(p, query)) csv += lines;
      return { csv };
    }
    const day = new Date().toISOString().slice(0, 10);
    // One round of lines buffered ahead of the socket at most: the rest waits in the database.
    const lines = Readable.from(this.exports.csv(p, query), { highWaterMark: 1 });
    return new StreamableFile(lines, {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="inventory-${p.store.handle}-${day}.csv"`,
    });
  }
}

/**
 * A client that names JSON and not CSV among what it accepts (the app's API client) gets `{ csv }`;
 * a browser following a link (text/html, *\/*) or one asking for text/csv gets the file.
 */
function wantsJson(accept: string | undefined): boolean {
  const types = (accept ?? '').split(',').map((part) => part.split(';')[0].trim().toLowerCase());
  return types.includes('application/json') && !types.includes('text/csv');
}
