import { type InventoryFormRow } from '@shared/contracts/inventories';
import { type ProductTemplate } from '@shared/contracts/product-templates';
import { INTAKE_ROW_QUANTITY_MAX, NEW_ITEM_CONDITION } from '@shared/constants';
import { sortSizes } from '@shared/domain/size-sort';
import { isPriceRangeOrdered, type StoreRequestStatus } from '@shared/domain/store-requests';
import { validation } from '@shared/messages';

/** One variant row of the Add Inventory dialog: a first-option value (size) and the rest. */
export interface VariantRow {
  option1Value: string;
  option2Value?: string | null;
  option3Value?: string | null;
  quantity?: number | null;
  price?: number | null;
  /** What the store paid, for stock it owns (a store account shows Cost instead of Payout). */
  cost?: number | null;
  /** A store request's range (storeRequestPriceRange): what the store would pay at least and at most. */
  priceRangeLower?: number | null;
  priceRangeUpper?: number | null;
}

/** The template's option names as the warning lists them: "Size, Condition,". */
function optionNamesPrompt(template: Pick<ProductTemplate, 'option1' | 'option2' | 'option3'>): string {
  return [template.option1, template.option2, template.option3]
    .filter((name): name is string => !!name)
    .map((name) => `${name},`)
    .join(' ');
}

/** A new row for a chosen size: condition New when the template offers it (new items start as New). */
export function newVariantRow(template: ProductTemplate, option1Value: string): VariantRow {
  const conditions = template.option2Values ?? [];
  const isNewOffered = conditions.some((value) => value.toLowerCase() === NEW_ITEM_CONDITION.toLowerCase());
  return {
    option1Value,
    option2Value: template.option2 ? (isNewOffered ? NEW_ITEM_CONDITION : null) : null,
    option3Value: null,
    quantity: 1,
    price: null,
  };
}

/** The message under a row's quantity past the per-row limit (named, never capped), or null. */
export function quantityProblem(row: VariantRow): string | null {
  return (row.quantity ?? 0) > INTAKE_ROW_QUANTITY_MAX
    ? validation.scan.quantityAtMost(INTAKE_ROW_QUANTITY_MAX)
    : null;
}

/** Has the row every option its template asks for, and a quantity? */
function hasOptionsAndQuantity(template: ProductTemplate, row: VariantRow): boolean {
  return (
    !!row.option1Value &&
    (!template.option2 || !!row.option2Value) &&
    (!template.option3 || !!row.option3Value) &&
    (row.quantity ?? 0) >= 1
  );
}

/**
 * What stops Add Product, in the spec's words (spec 001 §5): rows without every option, a price
 * or a quantity; then no location. null when the rows can be sent.
 */
export function addInventoryProblem(
  template: ProductTemplate,
  rows: readonly VariantRow[],
  locationId: number | null,
): string | null {
  const isComplete = (row: VariantRow) => hasOptionsAndQuantity(template, row) && (row.price ?? 0) > 0;
  if (rows.length === 0 || !rows.every(isComplete)) {
    return validation.inventory.selectOptionsFirst(optionNamesPrompt(template));
  }
  const tooMany = rows.map(quantityProblem).find((problem) => problem !== null);
  if (tooMany) return tooMany;
  if (locationId === null) return validation.inventory.selectLocation;
  return null;
}

/**
 * What stops Create in scan intake's create-inventory dialog, in the spec's words and order (spec
 * 001 §5 "Creating a scanned inventory"): a price, fees still being calculated, a quantity, then
 * option 2 and option 3 where the template has them. null when the rows can be sent.
 */
export function scanCreateProblem(
  template: ProductTemplate,
  rows: readonly VariantRow[],
  isCalculatingFees: boolean,
): string | null {
  const scan = validation.scan;
  if (rows.length === 0) return scan.selectOption;
  if (rows.some((row) => !((row.price ?? 0) > 0))) return scan.enterPrice;
  if (isCalculatingFees) return scan.waitForFees;
  if (rows.some((row) => !((row.quantity ?? 0) >= 1))) return scan.enterQuantity;
  const tooMany = rows.map(quantityProblem).find((problem) => problem !== null);
  if (tooMany) return tooMany;
  if (template.option2 && rows.some((row) => !row.option2Value)) return scan.validOption2;
  if (template.option3 && rows.some((row) => !row.option3Value)) return scan.validOption3;
  return null;
}

/** spec 001 §5: a row's range has its upper price at least its lower price; the message under it, or null. */
export function priceRangeProblem(row: VariantRow): string | null {
  if (row.priceRangeLower == null || row.priceRangeUpper == null) return null;
  const isOrdered = isPriceRangeOrdered({ lower: row.priceRangeLower, upper: row.priceRangeUpper });
  return isOrdered ? null : validation.inventory.priceRangeOrder;
}

/**
 * What stops a store request (spec 001 §5: its rows need no price but a range): rows without every
 * option or a quantity; a row without both ends of its range, or with them the wrong way round;
 * then no location. null when the rows can be sent.
 */
export function storeRequestProblem(
  template: ProductTemplate,
  rows: readonly VariantRow[],
  locationId: number | null,
): string | null {
  if (rows.length === 0 || !rows.every((row) => hasOptionsAndQuantity(template, row))) {
    return validation.inventory.selectOptionsFirst(optionNamesPrompt(template));
  }
  if (rows.some((row) => row.priceRangeLower == null || row.priceRangeUpper == null)) {
    return validation.inventory.priceRangeRequired;
  }
  const unordered = [...rows.map(quantityProblem), ...rows.map(priceRangeProblem)].find(
    (problem) => problem !== null,
  );
  if (unordered) return unordered;
  if (locationId === null) return validation.inventory.selectLocation;
  return null;
}

/** What every POST /api/inventories row of the dialog carries: the product, its template, the options and quantity. */
function variantFields(input: { productId: number; template: ProductTemplate }, row: VariantRow) {
  return {
    productId: input.productId,
    productTemplateId: input.template.id,
    option1Value: row.option1Value,
    option2Value: input.template.option2 ? (row.option2Value ?? null) : null,
    option3Value: input.template.option3 ? (row.option3Value ?? null) : null,
    quantity: row.quantity ?? 1,
  };
}

/** What staff intake and scan intake send for their rows: an owner, a place and each row's price. */
interface PlacedRowsInput {
  productId: number;
  template: ProductTemplate;
  rows: readonly VariantRow[];
  consignerId: number;
  locationId: number;
  subLocationId: number | null;
}

function placedRows(input: PlacedRowsInput, status: 'Active' | 'Pending'): InventoryFormRow[] {
  return input.rows.map((row) => ({
    ...variantFields(input, row),
    price: row.price ?? 0,
    status,
    consigner: input.consignerId,
    ...(row.cost != null ? { cost: row.cost } : {}),
    location: input.locationId,
    subLocation: input.subLocationId,
  }));
}

/** The POST /api/inventories rows: staff intake, so Active at the chosen place. */
export function toInventoryFormArray(input: PlacedRowsInput): InventoryFormRow[] {
  return placedRows(input, 'Active');
}

/**
 * The POST /api/inventories rows of scan intake's create-inventory dialog: the consigner's items at
 * the place chosen in step 1, as Drop off pending, so Save accepts them with the rest of the list in
 * one transaction (a clerk who walks away leaves them waiting in Drop off pending, never half-saved).
 */
export function toScanIntakeFormArray(input: PlacedRowsInput): InventoryFormRow[] {
  return placedRows(input, 'Pending');
}

/** The POST /api/inventories rows of a store request: no owner and no price, a range and a type. */
export function toStoreRequestFormArray(input: {
  productId: number;
  template: ProductTemplate;
  rows: readonly VariantRow[];
  type: StoreRequestStatus;
  locationId: number;
}): InventoryFormRow[] {
  return input.rows.map((row) => ({
    ...variantFields(input, row),
    status: input.type,
    storeRequestPriceRange: { lower: row.priceRangeLower ?? 0, upper: row.priceRangeUpper ?? 0 },
    location: input.locationId,
  }));
}

/**
 * The flows of the /addInventory/{id} wizard (spec 000 §2.3): staff intake ends with Accept
 * Inventory (the item is Active at the chosen place); a consigner's listing ends with SHIP (how the
 * item reaches the store; it waits in Drop off pending until the store accepts it).
 */
export type WizardFlow = 'intake' | 'consigner';

export type WizardStep =
  | { kind: 'option'; key: 'option1Value' | 'option2Value' | 'option3Value'; title: string; values: string[] }
  | { kind: 'price'; title: 'Price' }
  | { kind: 'accept'; title: 'Accept Inventory' }
  | { kind: 'ship'; title: 'SHIP' };

/** The wizard's steps: one per option the template has, Price, then Accept Inventory or SHIP. */
export function wizardSteps(
  template: Pick<
    ProductTemplate,
    'option1' | 'option1Values' | 'option2' | 'option2Values' | 'option3' | 'option3Values'
  >,
  flow: WizardFlow,
): WizardStep[] {
  const steps: WizardStep[] = [
    {
      kind: 'option',
      key: 'option1Value',
      title: template.option1,
      values: sortSizes(template.option1Values),
    },
  ];
  if (template.option2)
    steps.push({
      kind: 'option',
      key: 'option2Value',
      title: template.option2,
      values: template.option2Values ?? [],
    });
  if (template.option3)
    steps.push({
      kind: 'option',
      key: 'option3Value',
      title: template.option3,
      values: template.option3Values ?? [],
    });
  steps.push({ kind: 'price', title: 'Price' });
  steps.push(
    flow === 'consigner' ? { kind: 'ship', title: 'SHIP' } : { kind: 'accept', title: 'Accept Inventory' },
  );
  return steps;
}

/** The POST /api/inventories row of a consigner's listing: Drop off pending, with the parcel's tracking code. */
export function toDropOffFormArray(input: {
  productId: number;
  template: ProductTemplate;
  row: VariantRow;
  consignerId: number;
  trackingCode: string;
}): InventoryFormRow[] {
  const trackingCode = input.trackingCode.trim();
  return [
    {
      ...variantFields(input, input.row),
      price: input.row.price ?? 0,
      status: 'Pending',
      consigner: input.consignerId,
      ...(trackingCode ? { trackingCode } : {}),
    },
  ];
}
