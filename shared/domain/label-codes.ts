import type { LabelElement } from '../constants';
import { barcodeModules, labelBarcode, MIN_MODULE_MM } from './label-barcode';
import type { LabelBarcodeBox, LabelFacts, LabelLayoutSettings, LabelQrBox } from './label-layout';
import { lineHeightMm, textWidthMm } from './label-text';

/**
 * The codes of a label (issue 14): the barcode across the bottom and the QR codes at the top
 * right, placed before the text column, which takes the room they leave.
 */

/** Space between neighbouring elements (mm). */
export const LABEL_GAP_MM = 1;
/** The smallest QR code placed (mm): a catalogue URL's modules stay about 0.25 mm wide. */
export const MIN_QR_MM = 10;
const MIN_BARS_MM = 4;
const MAX_BARS_MM = 15;
/** A module this wide is as wide as a barcode gets; wider labels centre it. */
const PREFERRED_MODULE_MM = 0.4;
const HUMAN_READABLE_PT = 6;

export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The barcode across the bottom of `content`, or null when the data would not scan at this size. */
export function placeBarcode(
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
export function placeQrCodes(facts: LabelFacts, settings: LabelLayoutSettings, area: Area): LabelQrBox[] {
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
