import { z } from 'zod';
import { CUSTOM_BARCODE_OPTIONS, LABEL_ELEMENTS } from '../constants';
import { DEFAULT_ZPL_DPI, type PrinterLanguage, ZPL_DPIS } from '../ipc/printers';
import { validation } from '../messages';
import { job } from './jobs';

/**
 * Label documents (issue 14). One layout (`shared/domain/label-layout.ts`: item facts + the store's
 * label settings → positioned elements in millimetres), drawn by two renderers in the API: PDF
 * (pdfkit) and ZPL II. The counter app and the browser fetch documents here; printing is theirs.
 */

/** Most labels one request renders (the limit; the 501st is refused with the limit named). */
export const MAX_LABELS_PER_REQUEST = 500;

/** Up to this many labels are rendered while the request waits; more go to a background job. */
export const INLINE_LABELS_MAX = 50;

/** The printer languages labels come in (ESC/POS is for receipts only). */
export const LABEL_FORMATS = ['pdf', 'zpl'] as const satisfies readonly PrinterLanguage[];
export type LabelFormat = (typeof LABEL_FORMATS)[number];

/**
 * Where labels go on paper: `roll` is one page per label at the store's label size (thermal rolls,
 * single labels); the others are sheets of common label stock, each cell at the stock's own size.
 */
export const LABEL_SHEETS = ['roll', 'a4-3x8', 'letter-3x10'] as const;
export type LabelSheet = (typeof LABEL_SHEETS)[number];
export const DEFAULT_LABEL_SHEET: LabelSheet = 'roll';

/** Label stock: page size, grid and cell size in millimetres (Avery L7159 and 5160 and their clones). */
export const LABEL_SHEET_STOCK: Readonly<
  Record<
    Exclude<LabelSheet, 'roll'>,
    {
      readonly name: string;
      readonly page: { readonly width: number; readonly height: number };
      readonly columns: number;
      readonly rows: number;
      readonly cell: { readonly width: number; readonly height: number };
    }
  >
> = {
  'a4-3x8': {
    name: 'A4, 3 × 8 (63.5 × 33.9 mm, Avery L7159)',
    page: { width: 210, height: 297 },
    columns: 3,
    rows: 8,
    cell: { width: 63.5, height: 33.9 },
  },
  'letter-3x10': {
    name: 'Letter, 3 × 10 (66.7 × 25.4 mm, Avery 5160)',
    page: { width: 215.9, height: 279.4 },
    columns: 3,
    rows: 10,
    cell: { width: 66.7, height: 25.4 },
  },
};

/** The label sizes the layout can fill (mm, landscape: width ≥ height); refused outside, with the limit. */
export const LABEL_SIZE_LIMITS = { minWidth: 25, maxWidth: 150, minHeight: 10, maxHeight: 100 } as const;

const { minWidth, maxWidth, minHeight, maxHeight } = LABEL_SIZE_LIMITS;
const widthRange = validation.labels.widthRange(minWidth, maxWidth);
const heightRange = validation.labels.heightRange(minHeight, maxHeight);

/**
 * A label width and height in mm within LABEL_SIZE_LIMITS, refused with the limit named. `number` is
 * the base schema (a JSON number for PUT /api/stores/{id}, a coerced one for a query string), so the
 * settings form and the preview refuse the same sizes with the same words.
 */
export const labelWidthField = (number: z.ZodNumber = z.number()) =>
  number.min(minWidth, widthRange).max(maxWidth, widthRange);
export const labelHeightField = (number: z.ZodNumber = z.number()) =>
  number.min(minHeight, heightRange).max(maxHeight, heightRange);

const inventoryIds = z
  .array(z.number().int().positive())
  .min(1)
  .max(MAX_LABELS_PER_REQUEST, `At most ${MAX_LABELS_PER_REQUEST} labels can be printed at once.`);

const zplDpi = z
  .number()
  .int()
  .refine((dpi) => (ZPL_DPIS as readonly number[]).includes(dpi), 'Choose 203 or 300 dpi.');

/**
 * POST /api/labels (ours): the labels of the store's items, in the order given. Up to
 * INLINE_LABELS_MAX labels answer 200 with the document itself (application/pdf, or ZPL as
 * text/plain); more answer 202 with a job, whose result is a labelDocumentResult. Nothing is marked
 * printed here: that is bulkPrintInventory, called once the labels came out.
 */
export const labelsRequest = z.object({
  inventories: inventoryIds,
  format: z.enum(LABEL_FORMATS),
  /** Overrides the store's labelSheet for this document (PDF only). */
  sheet: z.enum(LABEL_SHEETS).optional(),
  /** The thermal printer's resolution (ZPL only). */
  dpi: zplDpi.default(DEFAULT_ZPL_DPI),
});
export type LabelsRequest = z.input<typeof labelsRequest>;

/** A large document's job result: where to fetch it (GET, the caller's own job only). */
export const labelDocumentResult = z.object({
  format: z.enum(LABEL_FORMATS),
  count: z.number().int(),
  /** GET this (e.g. `/api/labels/documents/{jobId}`) for the bytes, while the document is kept. */
  documentUrl: z.string(),
});
export type LabelDocumentResult = z.infer<typeof labelDocumentResult>;

/** 202 of POST /api/labels. */
export const labelsJobResponse = z.object({ job });
export type LabelsJobResponse = z.infer<typeof labelsJobResponse>;

/**
 * GET /api/labels/preview (ours): one label as a one-page PDF at true size, for Label Settings and the
 * item page. Without `inventory`, a real item of the store (the newest); the other parameters are the
 * unsaved settings being tried (each defaults to the store's saved value), so the preview redraws
 * as the form changes.
 */
export const labelPreviewQuery = z.object({
  inventory: z.coerce.number().int().positive().optional(),
  width: labelWidthField(z.coerce.number()).optional(),
  height: labelHeightField(z.coerce.number()).optional(),
  /** Comma-separated label elements, e.g. `Logo,SKU,Price`. */
  options: z.string().max(500).optional(),
  layout: z.enum(['standard', 'compact', 'detailed']).optional(),
  customBarcode: z.enum(CUSTOM_BARCODE_OPTIONS).optional(),
  /** Label stock: the preview is one cell of it at the stock's size. */
  sheet: z.enum(LABEL_SHEETS).optional(),
});
export type LabelPreviewQuery = z.input<typeof labelPreviewQuery>;

/** The label elements, re-exported for the screens that tick them. */
export const labelElements = z.array(z.enum(LABEL_ELEMENTS));
