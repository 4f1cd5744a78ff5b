import type { CustomBarcode, LabelElement } from '../constants';
import { barcodeModules, labelBarcode, type LabelSymbology, MIN_MODULE_MM } from './label-barcode';
import { buildStack, type StackBlock, type StackSettings } from './label-stack';
import { lineHeightMm, textWidthMm } from './label-text';
import { formatMoney } from './money-format';

/**
 * The label layout (issue 14, spec 001 §9): one item's facts and the store's label settings →
 * elements positioned in millimetres from the label's top-left corner. Both renderers (PDF, ZPL)
 * only draw this, so an item's two documents show the same things in the same places. What each
 * layout keeps, and in which order it drops what does not fit, is in docs/labels.md.
 */

/** What one item's label can show, gathered by the API. */
export interface LabelFacts {
  itemId: number;
  /** The item code: what CODE barcodes carry. */
  code: string;
  title: string;
  sku: string;
  /** option1Value. */
  size: string;
  /** option2Value. */
  condition: string;
  /** The store's selling price, in its currency. */
  price: number;
  currency: string;
  /** The variant's GTIN for the item's size, or null. */
  gtin: string | null;
  consignerId: number;
  consignerName: string;
  payoutFee: number | null;
  subLocation: string | null;
  shopifyId: string | null;
  /** The item on the store's public catalogue, with the store's tracking parameters. */
  catalogueUrl: string;
  /** Null unless a shop is connected (and the item has a Shopify product). */
  shopifyUrl: string | null;
}

export const LABEL_LAYOUT_NAMES = ['standard', 'compact', 'detailed'] as const;
export type LabelLayoutName = (typeof LABEL_LAYOUT_NAMES)[number];

export interface LabelLayoutSettings {
  /** mm, landscape. */
  size: { width: number; height: number };
  options: readonly LabelElement[];
  layout: LabelLayoutName;
  customBarcode: CustomBarcode;
  /** The store's logo, when it has one: its width over its height, so it is placed undistorted. */
  logo: { aspectRatio: number } | null;
}

export type LabelTextAlign = 'left' | 'right' | 'center';

export interface LabelTextBox {
  kind: 'text';
  element: LabelElement;
  x: number;
  y: number;
  width: number;
  /** One line: the line height at fontSize. */
  height: number;
  /** pt, 5 to 8. */
  fontSize: number;
  isBold: boolean;
  align: LabelTextAlign;
  /** What is drawn, already cut with an ellipsis when it did not fit. */
  text: string;
}

export interface LabelBarcodeBox {
  kind: 'barcode';
  x: number;
  y: number;
  /** Quiet zones included: the bars are drawn centred, `barcodeModules` modules across the width. */
  width: number;
  /** The bars and, when there is one, the human-readable line under them. */
  height: number;
  symbology: LabelSymbology;
  data: string;
  /** The data printed under the bars, at the bottom of the box. */
  humanReadable: { fontSize: number; height: number } | null;
}

export interface LabelQrBox {
  kind: 'qr';
  element: Extract<LabelElement, 'Scan To Shop' | 'QR Code' | 'Shopify QR Code'>;
  x: number;
  y: number;
  /** Width and height; a one-module quiet zone is drawn inside it. */
  size: number;
  data: string;
}

export interface LabelImageBox {
  kind: 'image';
  element: 'Logo';
  x: number;
  y: number;
  width: number;
  height: number;
}

export type LabelElementBox = LabelTextBox | LabelBarcodeBox | LabelQrBox | LabelImageBox;

export interface LabelLayout {
  width: number;
  height: number;
  elements: LabelElementBox[];
}

/** Space between neighbouring elements (mm). */
export const LABEL_GAP_MM = 1;
/** The smallest QR code placed (mm): a catalogue URL's modules stay about 0.25 mm wide. */
export const MIN_QR_MM = 10;
const MIN_BARS_MM = 4;
const MAX_BARS_MM = 15;
/** A module this wide is as wide as a barcode gets; wider labels centre it. */
const PREFERRED_MODULE_MM = 0.4;
const HUMAN_READABLE_PT = 6;

/** The rectangle an element covers. */
export function elementBounds(element: LabelElementBox): {
  x: number;
  y: number;
  width: number;
  height: number;
} {
  if (element.kind === 'qr') return { x: element.x, y: element.y, width: element.size, height: element.size };
  return { x: element.x, y: element.y, width: element.width, height: element.height };
}

function marginOf(size: { width: number; height: number }): number {
  return Math.min(2, Math.max(1, Math.min(size.width, size.height) * 0.06));
}

interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The barcode across the bottom of `content`, or null when the data would not scan at this size. */
function placeBarcode(
  facts: LabelFacts,
  settings: LabelLayoutSettings,
  content: Area,
): LabelBarcodeBox | null {
  const choice = labelBarcode(settings.customBarcode, facts);
  if (!choice) return null;
  const modules = barcodeModules(choice);
  if (modules * MIN_MODULE_MM > content.width) return null;
  const share = settings.layout === 'compact' ? 0.4 : 0.3;
  const bars = Math.min(MAX_BARS_MM, Math.max(MIN_BARS_MM, content.height * share));
  if (bars > content.height) return null;
  const width = Math.min(content.width, modules * PREFERRED_MODULE_MM);
  const lineHeight = lineHeightMm(HUMAN_READABLE_PT);
  // The human-readable line only when it fits whole and leaves a line of text above the barcode.
  const hasLine =
    textWidthMm(choice.data, HUMAN_READABLE_PT) <= width &&
    content.height - bars - lineHeight >= lineHeightMm(8) + LABEL_GAP_MM;
  const height = bars + (hasLine ? lineHeight : 0);
  return {
    kind: 'barcode',
    x: content.x + (content.width - width) / 2,
    y: content.y + content.height - height,
    width,
    height,
    symbology: choice.symbology,
    data: choice.data,
    humanReadable: hasLine ? { fontSize: HUMAN_READABLE_PT, height: lineHeight } : null,
  };
}

/** The QR codes ticked, each link once: Scan To Shop and QR Code both link to the catalogue. */
function qrWanted(
  facts: LabelFacts,
  ticked: ReadonlySet<LabelElement>,
): Array<Omit<LabelQrBox, 'x' | 'y' | 'size'>> {
  const wanted: Array<Omit<LabelQrBox, 'x' | 'y' | 'size'>> = [];
  const catalogue = (['Scan To Shop', 'QR Code'] as const).find((element) => ticked.has(element));
  if (catalogue) wanted.push({ kind: 'qr', element: catalogue, data: facts.catalogueUrl });
  if (ticked.has('Shopify QR Code') && facts.shopifyUrl) {
    wanted.push({ kind: 'qr', element: 'Shopify QR Code', data: facts.shopifyUrl });
  }
  return wanted;
}

/** The QR column at the right of `area`: two stacked in `detailed` when both are big enough. */
function placeQrCodes(facts: LabelFacts, settings: LabelLayoutSettings, area: Area): LabelQrBox[] {
  if (settings.layout === 'compact') return [];
  const wanted = qrWanted(facts, new Set(settings.options));
  if (wanted.length === 0) return [];
  const widthShare = settings.layout === 'detailed' ? 0.4 : 0.35;
  const right = area.x + area.width;
  if (settings.layout === 'detailed' && wanted.length === 2) {
    const size = Math.min((area.height - LABEL_GAP_MM) / 2, area.width * widthShare);
    if (size >= MIN_QR_MM) {
      return wanted.map((qr, index) => ({
        ...qr,
        x: right - size,
        y: area.y + index * (size + LABEL_GAP_MM),
        size,
      }));
    }
  }
  const size = Math.min(area.height, area.width * widthShare);
  return size >= MIN_QR_MM ? [{ ...wanted[0], x: right - size, y: area.y, size }] : [];
}

const PREFIX: Partial<Record<LabelElement, string>> = {
  'Item Id': 'Item',
  SKU: 'SKU',
  Consigner: 'Consigner',
  'Consigner Id': 'Consigner Id',
  'Payout Fee': 'Payout Fee',
  Sublocation: 'Location',
};

/** The one-line fields under the title and price, in the order they are drawn. */
const FIELD_ORDER: readonly LabelElement[] = [
  'Item Id',
  'SKU',
  'Consigner',
  'Consigner Id',
  'Payout Fee',
  'Sublocation',
];

/**
 * Each layout's elements of the text column, most important first: when the column cannot hold
 * them all at 5 pt, the last is dropped and the column is fitted again (docs/labels.md).
 */
export const LABEL_PRIORITY: Readonly<Record<LabelLayoutName, readonly LabelElement[]>> = {
  standard: [
    'Price',
    'Size',
    'Item Description',
    'Logo',
    'Item Id',
    'SKU',
    'Sublocation',
    'Consigner',
    'Consigner Id',
    'Payout Fee',
  ],
  compact: ['Price', 'Size', 'Item Id'],
  detailed: [
    'Price',
    'Size',
    'Item Description',
    'Item Id',
    'SKU',
    'Consigner',
    'Consigner Id',
    'Sublocation',
    'Payout Fee',
    'Logo',
  ],
};

function fieldValue(facts: LabelFacts, element: LabelElement): string {
  switch (element) {
    case 'Item Id':
      return facts.code;
    case 'SKU':
      return facts.sku;
    case 'Consigner':
      return facts.consignerName;
    case 'Consigner Id':
      return String(facts.consignerId);
    case 'Payout Fee':
      return facts.payoutFee === null ? '' : formatMoney(facts.payoutFee, facts.currency);
    case 'Sublocation':
      return facts.subLocation ?? '';
    default:
      return '';
  }
}

/** The text column's blocks for this item and layout, in priority order. */
function stackBlocks(facts: LabelFacts, settings: LabelLayoutSettings): StackBlock[] {
  const ticked = new Set(settings.options);
  const withPrefix = settings.layout !== 'compact';
  const blocks: StackBlock[] = [];
  for (const element of LABEL_PRIORITY[settings.layout]) {
    if (!ticked.has(element)) continue;
    if (element === 'Logo') {
      if (settings.logo) blocks.push({ element, kind: 'logo', aspectRatio: settings.logo.aspectRatio });
    } else if (element === 'Item Description') {
      const title = [facts.title, facts.condition].filter((part) => part.trim()).join(' · ');
      if (title.trim())
        blocks.push({
          element,
          kind: 'title',
          text: title,
          maxLines: settings.layout === 'detailed' ? 3 : 2,
        });
    } else if (element === 'Price') {
      blocks.push({ element, kind: 'big', text: formatMoney(facts.price, facts.currency) });
    } else if (element === 'Size') {
      if (facts.size.trim()) blocks.push({ element, kind: 'big', text: facts.size.trim() });
    } else {
      const value = fieldValue(facts, element).trim();
      if (!value) continue;
      const prefix = PREFIX[element];
      blocks.push({
        element,
        kind: 'field',
        text: withPrefix && prefix ? `${prefix}: ${value}` : value,
        order: FIELD_ORDER.indexOf(element),
      });
    }
  }
  return blocks;
}

/** The label of one item: every element inside the label and apart from the others. */
export function layoutLabel(facts: LabelFacts, settings: LabelLayoutSettings): LabelLayout {
  const { width, height } = settings.size;
  const margin = marginOf(settings.size);
  const content: Area = { x: margin, y: margin, width: width - 2 * margin, height: height - 2 * margin };
  const elements: LabelElementBox[] = [];

  const barcode = placeBarcode(facts, settings, content);
  if (barcode) elements.push(barcode);
  const above: Area = {
    ...content,
    height: barcode ? barcode.y - LABEL_GAP_MM - content.y : content.height,
  };
  if (above.height <= 0) return { width, height, elements };

  const qrCodes = placeQrCodes(facts, settings, above);
  elements.push(...qrCodes);
  const column: Area = {
    ...above,
    width: qrCodes.length ? Math.min(...qrCodes.map((qr) => qr.x)) - LABEL_GAP_MM - above.x : above.width,
  };
  const stack: StackSettings = { area: column, gap: LABEL_GAP_MM };
  elements.push(...buildStack(stackBlocks(facts, settings), stack));
  return { width, height, elements };
}
