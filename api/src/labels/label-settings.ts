import { type CustomBarcode, LABEL_ELEMENTS, type LabelElement } from '@shared/constants';
import { type LabelFormat, type LabelSheet } from '@shared/contracts/labels';
import { labelSizeFor } from '@shared/domain/label-sheet';
import { type StoreFeatures } from '@shared/contracts/stores';
import { type Store } from '../stores/store.entity';

/** The label settings one document is drawn with: the store's saved ones, or a preview's trial. */
export interface LabelChoice {
  /** The label's size in mm (landscape): the store's label size on a roll, a stock's cell on a sheet. */
  size: { width: number; height: number };
  options: readonly LabelElement[];
  layout: StoreFeatures['labelLayout'];
  customBarcode: CustomBarcode;
  sheet: LabelSheet;
}

export type LabelChoiceOverrides = Partial<{
  width: number;
  height: number;
  options: readonly LabelElement[];
  layout: StoreFeatures['labelLayout'];
  customBarcode: CustomBarcode;
  sheet: LabelSheet;
}>;

/**
 * The store's label settings with what this document or preview overrides. A sheet of label stock
 * fixes the label size to its cells; ZPL goes to a thermal roll, so it is never laid out on a sheet.
 */
export function labelChoiceOf(
  store: Store,
  format: LabelFormat,
  overrides: LabelChoiceOverrides = {},
): LabelChoice {
  const sheet = format === 'zpl' ? 'roll' : (overrides.sheet ?? store.labelSheet);
  const size = labelSizeFor(sheet, {
    width: overrides.width ?? store.labelSize.width,
    height: overrides.height ?? store.labelSize.height,
  });
  return {
    size,
    options: overrides.options ?? store.labelOptions,
    layout: overrides.layout ?? store.features.labelLayout,
    customBarcode: overrides.customBarcode ?? store.customBarcode,
    sheet,
  };
}

/**
 * `Logo,SKU,Price` → the label elements it names, or the first name that is none (the preview's
 * query carries the ticked elements of the unsaved form).
 */
export function parseLabelOptions(
  text: string,
): { ok: true; options: LabelElement[] } | { ok: false; unknown: string } {
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const known = new Set<string>(LABEL_ELEMENTS);
  const unknown = names.find((name) => !known.has(name));
  if (unknown !== undefined) return { ok: false, unknown };
  return { ok: true, options: [...new Set(names)] as LabelElement[] };
}
