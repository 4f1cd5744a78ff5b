import { Injectable } from '@nestjs/common';
import {
  type FilterOptionsResponse,
  inventoryFilters,
  type InventoryFilters,
  type InventoryListRow,
  type StoreInventoryStatusResponse,
} from '@shared/contracts/inventory-lists';
import { QUEUE_STATUSES, type QueueStatus } from '@shared/domain/inventory-list';
import { INVENTORY_STATUSES, inventoryStatusLabel } from '@shared/domain/inventory-status';
import { sortSizes } from '@shared/domain/size-sort';
import { type Principal } from '../common/auth/principal';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { StoreRepositories } from '../common/tenancy/store-repository';
import { Consigner } from '../consigners/consigner.entity';
import { Location } from '../locations/location.entity';
import { SubLocation } from '../locations/sub-location.entity';
import { ProductTemplate } from '../product-templates/product-template.entity';
import { Product } from '../products/product.entity';
import { CountHints, readPage } from '../database/paged-read';
import { InventoryListQuery } from './inventory-list-query';
import { readListRows } from './inventory-list-rows';
import { Inventory } from './inventory.entity';

/**
 * The inventory lists (spec 000 §2.3, spec 001 §7): the admin lists' page and count, the search
 * list, filter options and the menu badges' counts. Every query is scoped to the caller's store
 * (store-scoped repositories). The CSV export is InventoryExportService; the activity feed,
 * InventoryActivityService.
 *
 * How a page is read, so that it stays fast at any depth of a store with hundreds of thousands of
 * items: first the count, on an index; then the page's ids alone, ordered by the sort's index with
 * LIMIT/OFFSET on the items table only (the index covers the filter, so skipping rows reads index
 * entries, not rows: InventoryListQuery, inventory-list-plan.ts); then the page's rows, by id, in
 * one SELECT of the columns a row shows (readListRows). A page past the middle is read from the
 * other end in the opposite order and turned round, so no request skips more than half of the
 * matches. The reads overlap where they can (readPage): a shallow page, or one whose place an
 * earlier count of the same list gives, is read beside its count.
 */
@Injectable()
export class InventoryListsService {
  /** Recent counts of each store's lists, by filter: where a deep page lies (readPage). */
  private readonly counts = new CountHints();

  constructor(
    @InjectStoreRepositories(Inventory) private readonly items: StoreRepositories<Inventory>,
    @InjectStoreRepositories(Product) private readonly products: StoreRepositories<Product>,
    @InjectStoreRepositories(Consigner) private readonly consigners: StoreRepositories<Consigner>,
    @InjectStoreRepositories(Location) private readonly locations: StoreRepositories<Location>,
    @InjectStoreRepositories(SubLocation) private readonly subLocations: StoreRepositories<SubLocation>,
    @InjectStoreRepositories(ProductTemplate) private readonly templates: StoreRepositories<ProductTemplate>,
  ) {}

  /** One page in the chosen order, and how many items match in all. */
  async page(
    principal: Principal,
    filters: InventoryFilters,
    paging: { pageSize: number; currentPage: number },
  ): Promise<{ rows: InventoryListRow[]; count: number }> {
    const items = this.items.for(principal);
    const list = await InventoryListQuery.open(items, this.products.for(principal), filters);
    if (list.isEmpty) return { rows: [], count: 0 };
    const now = new Date();
    return readPage(list, (ids) => readListRows(items, ids, principal.store.currency, now), paging, {
      store: this.counts,
      key: countKey(principal.store.id, filters),
    });
  }

  /** How many of the store's items wait in each work queue (menu badges), on the (storeId, status) index. */
  async statusCounts(principal: Principal): Promise<StoreInventoryStatusResponse> {
    const found = await this.items
      .for(principal)
      .query('item')
      .useIndex('IDX_inventories_list_updated')
      .select('item.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .andWhere('item.status IN (:...statuses)', { statuses: QUEUE_STATUSES })
      .groupBy('item.status')
      .getRawMany<{ status: QueueStatus; count: number | string }>();
    const counts = Object.fromEntries(QUEUE_STATUSES.map((status) => [status, 0])) as Record<
      QueueStatus,
      number
    >;
    for (const row of found) counts[row.status] = Number(row.count);
    return { counts };
  }

  /** spec 000 §3 Filter options: what the filter bar offers, from the store's own records. */
  async filterOptions(principal: Principal): Promise<FilterOptionsResponse> {
    const [consigners, locations, subLocations, templates, productCategories] = await Promise.all([
      this.consigners.for(principal).find({
        select: { id: true, firstName: true, lastName: true, email: true, isStoreAccount: true },
        order: { firstName: 'ASC', lastName: 'ASC', id: 'ASC' },
      }),
      this.locations.for(principal).find({ order: { name: 'ASC', id: 'ASC' } }),
      this.subLocations.for(principal).find({ order: { name: 'ASC', id: 'ASC' } }),
      this.templates.for(principal).find({ order: { id: 'ASC' } }),
      this.products
        .for(principal)
        .query('product')
        .select('DISTINCT product.category', 'category')
        .getRawMany<{ category: string }>(),
    ]);
    const distinct = (values: (string | null | undefined)[]) => [
      ...new Set(values.filter((value): value is string => !!value)),
    ];
    const alphabetical = (values: string[]) => values.sort((a, b) => a.localeCompare(b, 'en'));
    return {
      consigners: consigners.map((consigner) => ({
        label: `${consigner.firstName} ${consigner.lastName}`.trim(),
        value: { id: consigner.id, email: consigner.email, isStoreAccount: consigner.isStoreAccount },
      })),
      statuses: INVENTORY_STATUSES.map((status) => ({ label: inventoryStatusLabel(status), value: status })),
      locations: locations.map((location) => ({ label: location.name, value: location.id })),
      subLocations: subLocations.map((subLocation) => ({
        label: subLocation.name,
        value: subLocation.id,
        locationId: subLocation.locationId,
      })),
      option1Values: sortSizes(distinct(templates.flatMap((template) => template.option1Values ?? []))),
      option2Values: distinct(templates.flatMap((template) => template.option2Values ?? [])),
      option3Values: distinct(templates.flatMap((template) => template.option3Values ?? [])),
      categories: alphabetical(
        distinct([
          ...templates.map((template) => template.category),
          ...productCategories.map((row) => row.category),
        ]),
      ),
    };
  }
}

/** The filters a list's count depends on: all of them but the sort. */
const COUNTED_FILTERS = Object.keys(inventoryFilters.shape).filter(
  (name): name is keyof InventoryFilters => name !== 'sortOption',
);

/** A list's key among the count hints: the store and its counted filters (not the page or its size). */
function countKey(storeId: number, filters: InventoryFilters): string {
  return JSON.stringify([storeId, ...COUNTED_FILTERS.map((name) => filters[name] ?? null)]);
}
