import {
  CUSTOM_BARCODE_OPTIONS,
  type CustomBarcode,
  LABEL_ELEMENTS,
  type LabelElement,
} from '@shared/constants';
import { type z } from 'zod';
import {
  LABEL_SHEET_STOCK,
  LABEL_SHEETS,
  labelPreviewQuery,
  type LabelSheet,
} from '@shared/contracts/labels';
import { type StoreFeatures } from '@shared/contracts/stores';

/** GET /api/labels/preview's parameters, as the renderer sends them (numbers, not query text). */
export type LabelPreviewParams = z.output<typeof labelPreviewQuery>;

/**
 * The Label Settings form as the preview reads it: what is on screen, saved or not. Any field may be
 * missing or half-typed (an emptied width is null).
 */
export interface LabelFormValues {
  labelOptions?: readonly string[] | null;
  labelSize?: { width?: number | null; height?: number | null } | null;
  labelSheet?: string | null;
  customBarcode?: string | null;
  features?: Partial<StoreFeatures> | null;
}

const LAYOUTS: readonly NonNullable<LabelPreviewParams['layout']>[] = ['standard', 'compact', 'detailed'];

/**
 * GET /api/labels/preview's query for the form's values. Elements go in LABEL_ELEMENTS order (the
 * layout's order, whatever order they were ticked in); a value the form does not hold yet is left
 * out, so the server uses the store's saved one. With a sheet, the stock fixes the size: no width
 * or height is sent.
 */
export function labelPreviewQueryOf(values: LabelFormValues, inventory?: number): LabelPreviewParams {
  const query: LabelPreviewParams = {};
  if (inventory !== undefined) query.inventory = inventory;
  const sheet = oneOf(LABEL_SHEETS, values.labelSheet);
  if (sheet) query.sheet = sheet;
  if (!sheet || sheet === 'roll') {
    const width = values.labelSize?.width;
    const height = values.labelSize?.height;
    if (typeof width === 'number' && Number.isFinite(width)) query.width = width;
    if (typeof height === 'number' && Number.isFinite(height)) query.height = height;
  }
  if (Array.isArray(values.labelOptions)) {
    const ticked = new Set(values.labelOptions);
    query.options = LABEL_ELEMENTS.filter((element) => ticked.has(element)).join(',');
  }
  const layout = oneOf(LAYOUTS, values.features?.labelLayout);
  if (layout) query.layout = layout;
  const barcode = oneOf(CUSTOM_BARCODE_OPTIONS, values.customBarcode);
  if (barcode) query.customBarcode = barcode;
  return query;
}

/**
 * Why the server would refuse this preview (a size outside LABEL_SIZE_LIMITS, with the limit named),
 * in the contract's own words, or null: such a preview is not asked for, its message is shown.
 */
export function previewRefusal(query: LabelPreviewParams): string | null {
  const result = labelPreviewQuery.safeParse(query);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** The ticked elements in LABEL_ELEMENTS order (the checklist's value). */
export function orderedElements(ticked: readonly string[]): LabelElement[] {
  return LABEL_ELEMENTS.filter((element) => ticked.includes(element));
}

/** The label size a sheet fixes (its cell), or null on a roll (the store's own width × height). */
export function sheetCellSize(sheet: string | null | undefined): { width: number; height: number } | null {
  const known = oneOf(LABEL_SHEETS, sheet);
  return known && known !== 'roll' ? LABEL_SHEET_STOCK[known].cell : null;
}

/** How the barcode choices read in the form (CUSTOM_BARCODE_OPTIONS are the stored values). */
export const CUSTOM_BARCODE_LABELS: Readonly<Record<CustomBarcode, string>> = {
  CODE: 'Item code',
  SKU: 'SKU',
  GTIN: 'GTIN',
  None: 'None',
};

/** How the sheet choices read: a roll, or the stock's name. */
export function labelSheetName(sheet: LabelSheet): string {
  return sheet === 'roll' ? 'Roll (one label per page, at the label size)' : LABEL_SHEET_STOCK[sheet].name;
}

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return values.find((candidate) => candidate === value);
}
