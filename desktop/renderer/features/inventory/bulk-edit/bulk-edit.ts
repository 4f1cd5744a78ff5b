import {
  type BulkEditInventoryRequest,
  type BulkEditInventoryRow,
} from '@shared/contracts/inventory-actions';
import { type FeesRequest, type InventoryItem } from '@shared/contracts/inventories';
import { type ProductTemplate } from '@shared/contracts/product-templates';
import { type InventoryStatus } from '@shared/domain/inventory-status';
import { validation } from '@shared/messages';
import { LOCATED_STATUSES } from '../shared/item-actions';

/**
 * The bulk inventory table's rules (spec 000 §2.3 "an editable bulk inventory table with inline
 * required cells"): the cells a row edits, which of them are required, the request Save sends
 * (POST /api/inventories/bulkEditInventory, only what changed) and where the API's refusals go.
 */

/** The cells of one row the table edits, as the form holds them. */
export interface BulkEditValues {
  option1Value: string | null;
  option2Value: string | null;
  option3Value: string | null;
  price: number | null;
  cost: number | null;
  consignerId: number | null;
  location: number | null;
  subLocation: number | null;
  status: InventoryStatus;
}
export type BulkEditField = keyof BulkEditValues;

/** The table's form: one entry of cells per row, in the rows' order. */
export interface BulkEditForm {
  rows: BulkEditValues[];
}

/** The item fields a row needs (a list row or an item answer both have them). */
export type BulkEditItem = Pick<
  InventoryItem,
  | 'id'
  | 'version'
  | 'option1Value'
  | 'option2Value'
  | 'option3Value'
  | 'price'
  | 'cost'
  | 'consignerId'
  | 'location'
  | 'subLocation'
  | 'status'
>;

const FIELDS: readonly BulkEditField[] = [
  'option1Value',
  'option2Value',
  'option3Value',
  'price',
  'cost',
  'consignerId',
  'location',
  'subLocation',
  'status',
];

export function toBulkEditValues(item: BulkEditItem): BulkEditValues {
  return {
    option1Value: item.option1Value,
    option2Value: item.option2Value,
    option3Value: item.option3Value,
    price: item.price,
    cost: item.cost,
    consignerId: item.consignerId,
    location: item.location?.id ?? null,
    subLocation: item.subLocation?.id ?? null,
    status: item.status,
  };
}

/** The column titles the required messages name ('{column title} is required.'). */
export interface BulkEditTitles {
  option1Value: string;
  option2Value: string;
  option3Value: string;
  price: string;
  location: string;
}

export const DEFAULT_TITLES: BulkEditTitles = {
  option1Value: 'Size',
  option2Value: 'Condition',
  option3Value: 'Option 3',
  price: 'Price',
  location: 'Location',
};

/**
 * The option columns' titles: the templates' own option names when every row's template names the
 * option alike (a store's sneakers all say Size), else the defaults.
 */
export function optionTitles(templates: readonly (ProductTemplate | undefined)[]): BulkEditTitles {
  const nameOf = (key: 'option1' | 'option2' | 'option3', fallback: string) => {
    const names = new Set(templates.flatMap((template) => (template?.[key] ? [template[key]] : [])));
    return names.size === 1 ? [...names][0] : fallback;
  };
  return {
    ...DEFAULT_TITLES,
    option1Value: nameOf('option1', DEFAULT_TITLES.option1Value),
    option2Value: nameOf('option2', DEFAULT_TITLES.option2Value),
    option3Value: nameOf('option3', DEFAULT_TITLES.option3Value),
  };
}

/** What makes a row's cells required besides their values. */
export interface RowRules {
  titles: BulkEditTitles;
  /** The row's template has a second / third option (else the cell stays empty). */
  hasOption2: boolean;
  hasOption3: boolean;
  /** The item has an owner: it cannot be left without one (store requests have none). */
  hasOwner: boolean;
}

/**
 * The required cells of a row that are empty, with the message shown under each (spec 001 §5):
 * '{column title} is required.', and 'Please select a consigner' for the owner. The size always,
 * the second and third option when the template has them, a price (above 0, as the API asks), the
 * owner of an owned item, and a location for an item in a located status (Active).
 */
export function requiredCellErrors(
  values: BulkEditValues,
  rules: RowRules,
): Partial<Record<BulkEditField, string>> {
  const required = validation.inlineEdit.columnRequired;
  const errors: Partial<Record<BulkEditField, string>> = {};
  if (isBlank(values.option1Value)) errors.option1Value = required(rules.titles.option1Value);
  if (rules.hasOption2 && isBlank(values.option2Value)) {
    errors.option2Value = required(rules.titles.option2Value);
  }
  if (rules.hasOption3 && isBlank(values.option3Value)) {
    errors.option3Value = required(rules.titles.option3Value);
  }
  if (values.price === null || values.price === undefined) errors.price = required(rules.titles.price);
  else if (values.price <= 0) errors.price = validation.scan.enterPrice;
  if (rules.hasOwner && values.consignerId == null) errors.consignerId = validation.consigner.selectConsigner;
  if (LOCATED_STATUSES.includes(values.status) && values.location == null) {
    errors.location = required(rules.titles.location);
  }
  return errors;
}

/**
 * Save's request: one row per item with a changed cell, carrying only the changed fields and the
 * version the table read (so an item changed meanwhile is refused, naming who changed it). `ids`
 * lists the rows' items in the request's order, to place the API's `inventories.<index>` answers.
 * null when nothing changed.
 */
export function toBulkEditRequest(
  items: readonly BulkEditItem[],
  edited: readonly BulkEditValues[],
): { request: BulkEditInventoryRequest; ids: number[] } | null {
  const rows: BulkEditInventoryRow[] = [];
  items.forEach((item, index) => {
    const before = toBulkEditValues(item);
    const after = edited[index];
    if (!after) return;
    const changed = FIELDS.filter((field) => !isSame(before[field], after[field]));
    if (changed.length === 0) return;
    const row: BulkEditInventoryRow = { id: item.id, version: item.version };
    for (const field of changed) Object.assign(row, { [field]: normalized(after[field]) });
    rows.push(row);
  });
  if (rows.length === 0) return null;
  return { request: { inventories: rows }, ids: rows.map((row) => row.id) };
}

/**
 * Whether a row's cells that the fees read (price, owner, options, cost) differ from the item's:
 * its payout cell then shows what the new values would pay instead of the stored payout.
 */
export function hasFeeChange(item: BulkEditItem, values: BulkEditValues): boolean {
  return (
    values.price !== item.price ||
    values.consignerId !== item.consignerId ||
    values.option1Value !== item.option1Value ||
    values.option2Value !== item.option2Value ||
    values.option3Value !== item.option3Value ||
    (values.cost ?? null) !== item.cost
  );
}

/**
 * The payout cells' one request (POST /api/inventories/bulkFees): a fees row for each row whose
 * fee inputs changed and that has a price above 0, in table order. `ids` places the answers.
 */
export function toBulkFeesRequest(
  items: readonly BulkEditItem[],
  edited: readonly (BulkEditValues | undefined)[],
): { ids: number[]; items: FeesRequest[] } {
  const ids: number[] = [];
  const requests: FeesRequest[] = [];
  items.forEach((item, index) => {
    const values = edited[index];
    if (!values || !hasFeeChange(item, values) || values.price === null || values.price <= 0) return;
    ids.push(item.id);
    requests.push({
      id: item.id,
      price: values.price,
      consigner: values.consignerId,
      option1Value: values.option1Value,
      option2Value: values.option2Value,
      option3Value: values.option3Value,
      cost: values.cost,
    });
  });
  return { ids, items: requests };
}

/** A refusal of the API placed on the table: under a cell, or on the row when no cell is named. */
export interface PlacedErrors {
  cells: { id: number; field: BulkEditField; message: string }[];
  /** Item id → the reason the row was refused ('CODE: reason' without the code). */
  rows: Map<number, string>;
}

/** The payload fields the API names that are not a cell of their own. */
const SERVER_FIELDS: Readonly<Record<string, BulkEditField>> = { consigner: 'consignerId' };

/**
 * The API's `fields` of a refused bulk edit (`inventories.<index>` = 'CODE: reason',
 * `inventories.<index>.<field>` = reason) placed on the rows by the request's `ids`. A field that
 * is a cell goes under it; any other reason (a stale version, a Withdrawn item, a duplicate) goes on
 * its row.
 */
export function placeServerErrors(
  fields: Readonly<Record<string, string>>,
  ids: readonly number[],
): PlacedErrors {
  const placed: PlacedErrors = { cells: [], rows: new Map() };
  const cellRows = new Set<number>();
  for (const [key, message] of Object.entries(fields)) {
    const match = /^inventories\.(\d+)\.(\w+)$/.exec(key);
    const id = match ? ids[Number(match[1])] : undefined;
    if (!match || id === undefined) continue;
    const field = SERVER_FIELDS[match[2]] ?? match[2];
    if ((FIELDS as readonly string[]).includes(field)) {
      placed.cells.push({ id, field: field as BulkEditField, message });
      cellRows.add(id);
    } else {
      placed.rows.set(id, message);
    }
  }
  for (const [key, message] of Object.entries(fields)) {
    const match = /^inventories\.(\d+)$/.exec(key);
    const id = match ? ids[Number(match[1])] : undefined;
    if (id === undefined || cellRows.has(id) || placed.rows.has(id)) continue;
    placed.rows.set(id, message.replace(/^[A-Z0-9]+: /, ''));
  }
  return placed;
}

function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/** An emptied cell is null to the API (antd clears a select to undefined). */
function normalized(value: unknown): unknown {
  return value === undefined || value === '' ? null : value;
}

function isSame(before: unknown, after: unknown): boolean {
  return normalized(before) === normalized(after);
}
