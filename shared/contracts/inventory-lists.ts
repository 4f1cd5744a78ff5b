import { z } from 'zod';
import {
  ACTIVITY_PAGE_SIZE,
  DEFAULT_INVENTORY_SORT,
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  INVENTORY_SORT_OPTIONS,
  PAGE_SIZE_OPTIONS,
} from '../constants';
import { QUEUE_STATUSES } from '../domain/inventory-list';
import { INVENTORY_STATUSES } from '../domain/inventory-status';
import { validation } from '../messages';
import { inventoryItem, inventoryLog } from './inventories';

/**
 * The inventory lists (spec 000 §2.3 Inventory admin lists, Transfers, Activity; spec 001 §7
 * Inventories and logs; §9 Lists and paging). GET calls carry everything in the query string, so
 * each field takes the text a query string gives (numbers and flags as text, a list as repeated
 * keys or comma-separated) and an empty value means "no filter".
 */

const MAX_PAGE = 1_000_000;
const MAX_SEARCH = 255;
const MAX_OPTION_VALUE = 100;

const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (Array.isArray(value) && value.length === 0) ? undefined : value;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const id = optional(z.coerce.number().int().positive());
const text = (max: number) => optional(z.string().trim().max(max)).transform((value) => value || undefined);
const flag = optional(
  z.preprocess(
    (value) =>
      value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value,
    z.boolean({ error: validation.listQuery.booleanExpected }),
  ),
);

/** One status, several as repeated keys (status=Active&status=Sold), or comma-separated. */
const statusList = optional(
  z.preprocess(
    (value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((entry) => (typeof entry === 'string' ? entry.split(',') : [entry]))
        .map((entry) => (typeof entry === 'string' ? entry.trim() : entry))
        .filter((entry) => entry !== ''),
    z.array(z.enum(INVENTORY_STATUSES)).max(INVENTORY_STATUSES.length),
  ),
).transform((list) => (list && list.length > 0 ? [...new Set(list)] : undefined));

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * A day (YYYY-MM-DD, a whole UTC day) or an instant (ISO 8601). As the start of a range it is
 * inclusive; as the end, a day includes itself (the range ends when the next day starts) and an
 * instant is exclusive.
 */
const dateBound = (edge: 'start' | 'end') =>
  optional(
    z
      .string()
      .trim()
      .refine((value) => !Number.isNaN(Date.parse(value)), { error: validation.listQuery.dateExpected })
      .transform((value) => {
        const instant = new Date(DATE_ONLY.test(value) ? `${value}T00:00:00.000Z` : value);
        return edge === 'end' && DATE_ONLY.test(value) ? new Date(instant.getTime() + DAY_MS) : instant;
      }),
  );

/**
 * The filter bar (spec 000 §2.3): printed, status, option1Value…option3Value, category, consigner,
 * productId, location, subLocation, sortOption; plus the search box (code, SKU, product title) and
 * the date range of GET /api/inventories (on when the item was created). Ids are ours: consigner,
 * productId, location and subLocation are record ids.
 */
export const inventoryFilters = z.object({
  printed: flag,
  status: statusList,
  option1Value: text(MAX_OPTION_VALUE),
  option2Value: text(MAX_OPTION_VALUE),
  option3Value: text(MAX_OPTION_VALUE),
  category: text(255),
  consigner: id,
  productId: id,
  location: id,
  subLocation: id,
  search: text(MAX_SEARCH),
  dateRangeStart: dateBound('start'),
  dateRangeEnd: dateBound('end'),
  sortOption: optional(z.enum(INVENTORY_SORT_OPTIONS)).transform((value) => value ?? DEFAULT_INVENTORY_SORT),
});
export type InventoryFilters = z.output<typeof inventoryFilters>;

const paging = {
  pageSize: optional(
    z.coerce
      .number()
      .int()
      .refine((size) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(size), {
        error: `pageSize must be one of ${PAGE_SIZE_OPTIONS.join(', ')}`,
      }),
  ).transform((value) => value ?? DEFAULT_PAGE_SIZE),
  currentPage: optional(z.coerce.number().int().min(1).max(MAX_PAGE)).transform(
    (value) => value ?? DEFAULT_PAGE,
  ),
};

/**
 * GET /api/inventories/paginatedInventories (spec 001 §7): filters plus pageSize, currentPage,
 * takeProducts, takeConsigners. Rows always carry their product and consigner (the item shape
 * has them), so the two take flags are accepted for compatibility and change nothing.
 */
export const paginatedInventoriesQuery = inventoryFilters.extend({
  ...paging,
  takeProducts: flag,
  takeConsigners: flag,
});
export type PaginatedInventoriesQuery = z.input<typeof paginatedInventoriesQuery>;
export type PaginatedInventoriesParams = z.output<typeof paginatedInventoriesQuery>;

/** A list row: the item, with Synced and Days Active worked out (spec 000 §4). */
export const inventoryListRow = inventoryItem.extend({
  /** Has a shopifyId and is Active. */
  isSynced: z.boolean(),
  /** Whole days since acceptedOn, for Active items; null otherwise. */
  daysActive: z.number().int().nullable(),
});
export type InventoryListRow = z.infer<typeof inventoryListRow>;

/** Reads rows, count: one page in the chosen order, and how many match in all. */
export const paginatedInventoriesResponse = z.object({
  rows: z.array(inventoryListRow),
  count: z.number().int(),
});
export type PaginatedInventoriesResponse = z.infer<typeof paginatedInventoriesResponse>;

/**
 * GET /api/inventories (spec 001 §7: search, filters, status list, location, consigner, date
 * range), for the screens that list items outside the admin lists (Transfers, Accept Transfer,
 * product and consigner pages). Paged like the admin lists.
 */
export const inventoriesQuery = inventoryFilters.extend(paging);
export type InventoriesQuery = z.input<typeof inventoriesQuery>;
export type InventoriesParams = z.output<typeof inventoriesQuery>;

export const inventoriesResponse = z.object({
  inventories: z.array(inventoryListRow),
  count: z.number().int(),
});
export type InventoriesResponse = z.infer<typeof inventoriesResponse>;

/** GET /api/inventories/exportInventory: the filters of the list being exported; every match. */
export const exportInventoryQuery = inventoryFilters;
export type ExportInventoryQuery = z.input<typeof exportInventoryQuery>;
/**
 * GET /api/inventories/exportInventory asked for JSON (`Accept: application/json`): the same file
 * as text (spec 001 §7: the call reads `csv`). Without it the file is streamed as text/csv.
 */
export const exportInventoryResponse = z.object({ csv: z.string() });
export type ExportInventoryResponse = z.infer<typeof exportInventoryResponse>;

/** The columns of the inventory CSV export, in order. */
export const INVENTORY_EXPORT_COLUMNS = [
  'Id',
  'Code',
  'Product',
  'SKU',
  'Brand',
  'Category',
  'Size',
  'Condition',
  'Option 3',
  'Status',
  'Consigner',
  'Consigner Email',
  'Location',
  'Sublocation',
  'Price',
  'Payout',
  'Payout Fee',
  'Cost',
  'Currency',
  'Printed',
  'Synced',
  'Days Active',
  'Accepted On',
  'Sold On',
  'Created At',
  'Updated At',
  'Shopify Id',
  'Notes',
] as const;

const option = <T extends z.ZodType>(value: T) => z.object({ label: z.string(), value });

/**
 * GET /api/inventories/filterOptions (spec 000 §3 Filter options): statuses (label, value),
 * locations, subLocations, consigners (label and a value with id, email, isStoreAccount), and the
 * value lists of the store's templates (sizes in size order) and its categories.
 */
export const filterOptionsResponse = z.object({
  consigners: z.array(
    option(z.object({ id: z.number().int(), email: z.string(), isStoreAccount: z.boolean() })),
  ),
  statuses: z.array(option(z.enum(INVENTORY_STATUSES))),
  locations: z.array(option(z.number().int())),
  subLocations: z.array(option(z.number().int()).extend({ locationId: z.number().int() })),
  option1Values: z.array(z.string()),
  option2Values: z.array(z.string()),
  option3Values: z.array(z.string()),
  categories: z.array(z.string()),
});
export type FilterOptionsResponse = z.infer<typeof filterOptionsResponse>;

/**
 * GET /api/inventories/getStoreInventoryStatus: how many of the store's items wait in each work
 * queue (QUEUE_STATUSES, zero included), for the menu badges (MENU_BADGE_STATUSES).
 */
export const storeInventoryStatusResponse = z.object({
  counts: z.record(z.enum(QUEUE_STATUSES), z.number().int()),
});
export type StoreInventoryStatusResponse = z.infer<typeof storeInventoryStatusResponse>;

/**
 * GET /api/inventoryLogs (spec 001 §7; the Activity feed, spec 000 §2.3): search (product title,
 * SKU, item code), lastUpdatedBy (the account id a log entry names, as lastUpdatedBy.id), after and
 * before (default: the last 7 days up to now), page and take (at most 100, spec 001 §9).
 */
export const inventoryLogsQuery = z.object({
  search: text(MAX_SEARCH),
  lastUpdatedBy: id,
  after: dateBound('start'),
  before: dateBound('end'),
  page: optional(z.coerce.number().int().min(1).max(MAX_PAGE)).transform((value) => value ?? DEFAULT_PAGE),
  take: optional(z.coerce.number().int().min(1).max(ACTIVITY_PAGE_SIZE)).transform(
    (value) => value ?? ACTIVITY_PAGE_SIZE,
  ),
});
export type InventoryLogsQuery = z.input<typeof inventoryLogsQuery>;
export type InventoryLogsParams = z.output<typeof inventoryLogsQuery>;

/** Newest first; hasMore tells the infinite scroll whether another page exists. */
export const inventoryLogsPageResponse = z.object({
  inventoryLogs: z.array(inventoryLog),
  hasMore: z.boolean(),
});
export type InventoryLogsPageResponse = z.infer<typeof inventoryLogsPageResponse>;
