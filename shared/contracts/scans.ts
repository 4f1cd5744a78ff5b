import { z } from 'zod';
import { SCAN_RUN_MAX_ITEMS, SCAN_STATUSES } from '../domain/scan-runs';
import { validation } from '../messages';
import { whenMissing } from './field-messages';
import { inventoryItem } from './inventories';

const id = z.number().int().positive();
const scanMessages = validation.scan;

/** A barcode as scanners send it: GTIN-8/12/13/14, or a store's own longer code. */
const gtinText = z.string().trim().min(1).max(64);

// --- Scan intake (/scan): POST /api/inventories/scan ------------------------------------------

/**
 * POST /api/inventories/scan (spec 001 §7: consigner, location, gtin). Step 2 of the scan-intake
 * wizard sends each scanned barcode with the owner and place chosen in step 1.
 */
export const scanGtinRequest = z.object({
  consigner: z.number(whenMissing(scanMessages.selectConsigner)).int().positive(),
  location: z.number(whenMissing(scanMessages.selectLocation)).int().positive(),
  gtin: gtinText,
});
export type ScanGtinRequest = z.input<typeof scanGtinRequest>;

/** The product a GTIN names, as scan intake shows it. */
export const scanGtinProduct = z.object({
  id: z.number().int(),
  title: z.string(),
  sku: z.string(),
  brand: z.string(),
  image: z.string().nullable(),
  productTemplateId: z.number().int(),
});
export type ScanGtinProduct = z.infer<typeof scanGtinProduct>;

/**
 * Reads scanGTINProduct, scanGTINInventories, gtinSize (spec 001 §7). An unknown barcode is not an
 * error: the product and size are null and the screen offers to attach the barcode to a product.
 * scanGTINInventories are the consigner's items of that product and size that wait for intake
 * (Drop off pending), oldest first; the screen adds the first one it has not listed yet.
 */
export const scanGtinResponse = z.object({
  scanGTINProduct: scanGtinProduct.nullable(),
  gtinSize: z.string().nullable(),
  scanGTINInventories: z.array(inventoryItem),
});
export type ScanGtinResponse = z.infer<typeof scanGtinResponse>;

/**
 * GET /api/products/gtin/{gtin} (ours): the product and size a barcode names, for "scan anywhere"
 * (a GTIN scanned on any back-office screen opens its product). 404 when no product of the store
 * has it.
 */
export const gtinParams = z.object({ gtin: gtinText });
export const gtinLookupResponse = z.object({ product: scanGtinProduct, size: z.string() });
export type GtinLookupResponse = z.infer<typeof gtinLookupResponse>;

/**
 * POST /api/products/attachGtin (ours): the attach-to-product dialog of scan intake adds an unknown
 * barcode to one size of a product, without the Products screen (Inventory may do it). The GTIN
 * must pass its check digit and be free in the store; the size must be one of the template's
 * option 1 values.
 */
export const attachGtinRequest = z.object({
  productTemplateId: z.number(whenMissing(scanMessages.selectProductTemplate)).int().positive(),
  product: z.number(whenMissing(scanMessages.selectProduct)).int().positive(),
  size: z.string(whenMissing(scanMessages.selectOption)).trim().min(1, scanMessages.selectOption).max(50),
  gtin: gtinText,
});
export type AttachGtinRequest = z.input<typeof attachGtinRequest>;

// --- Scan runs (/scanItems): GET /api/scans, GET /api/scans/{id}, POST /api/scans -------------

/** spec 000 §3 Scan: id, createdAt, status, location; ours: who ran it, when it ended, its counts. */
export const scanSummary = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  status: z.enum(SCAN_STATUSES),
  location: z.object({ id: z.number().int(), name: z.string() }),
  createdBy: z.string().nullable(),
  completedAt: z.string().nullable(),
  counts: z.object({
    expected: z.number().int(),
    scanned: z.number().int(),
    missing: z.number().int(),
    overScanned: z.number().int(),
    elsewhere: z.number().int(),
  }),
});
export type ScanSummary = z.infer<typeof scanSummary>;

/** GET /api/scans: the Logs tab, newest first, a page at a time, optionally for one location. */
export const scansQuery = z.object({
  location: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type ScansQuery = z.input<typeof scansQuery>;
export const scansResponse = z.object({ scans: z.array(scanSummary), count: z.number().int() });
export type ScansResponse = z.infer<typeof scansResponse>;

export const scanIdParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * POST /api/scans (spec 001 §7: status, default new; inventories; location). START sends the
 * location alone: the run is created `new` with what the location holds at that moment (its
 * expected items, kept with the run), returned as `inventories`. Sending `inventories` (the ids of
 * the items scanned) with status `completed` creates and completes a run in one request.
 */
export const createScanRequest = z.object({
  location: z.number(whenMissing(scanMessages.selectLocation)).int().positive(),
  status: z.enum(SCAN_STATUSES).default('new'),
  inventories: z.array(id).max(SCAN_RUN_MAX_ITEMS).default([]),
});
export type CreateScanRequest = z.input<typeof createScanRequest>;

/**
 * PUT /api/scans/{id} (ours): Run. The ids of every item scanned (duplicates count once, items of
 * another location are kept and listed as found elsewhere); the run is completed against what it
 * expected when it started. A completed run cannot be run again.
 */
export const completeScanRequest = z.object({
  inventories: z.array(id).max(SCAN_RUN_MAX_ITEMS),
});
export type CompleteScanRequest = z.input<typeof completeScanRequest>;

/**
 * One item of a run's list, as the result table shows it (issue 13: product, consigner link, size,
 * SKU, price, status, VIEW): the item as it is now, with the status the run saw. Not the whole
 * `inventoryItem`: a 5,000-scan run lists ~10,000 of these, and the full item (~50 fields and four
 * relations) made its answer 14.6 MB and most of the time a Run took (docs/scans.md). A client
 * that needs more of an item reads it by id.
 */
export const scanItem = z.object({
  id: z.number().int(),
  /** The label's code, what the clerk looks for on the shelf. */
  code: z.string(),
  status: inventoryItem.shape.status,
  /** The item's status when the run started (expected) or when it was scanned. */
  statusDuringScan: inventoryItem.shape.status,
  price: z.number().nullable(),
  /** The size. */
  option1Value: z.string().nullable(),
  product: z.object({
    id: z.number().int(),
    title: z.string(),
    sku: z.string(),
    image: z.string().nullable(),
  }),
  /** Its consigner, `name` as first and last name; null for an item without one. */
  consigner: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Where the system places it now (for an item found elsewhere: where it should be). */
  location: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type ScanItem = z.infer<typeof scanItem>;

/**
 * GET /api/scans/{id}, and the answer of POST and PUT: the run, what it expected (`inventories`),
 * what was scanned (`scannedInventories`), and its result lists (spec 000 §4: Missing, Over Scanned;
 * ours: elsewhere), each a list of `scanItem`.
 */
export const scanDetailResponse = z.object({
  scan: scanSummary,
  inventories: z.array(scanItem),
  scannedInventories: z.array(scanItem),
  missing: z.array(scanItem),
  overScanned: z.array(scanItem),
  elsewhere: z.array(scanItem),
});
export type ScanDetailResponse = z.infer<typeof scanDetailResponse>;
