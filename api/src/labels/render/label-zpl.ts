import QRCode from 'qrcode';
import type { ZplDpi } from '@shared/ipc/printers';
import type {
  LabelBarcodeBox,
  LabelImageBox,
  LabelLayout,
  LabelQrBox,
  LabelTextBox,
} from '@shared/domain/label-layout';
import { LINE_HEIGHT_EM, MM_PER_PT } from '@shared/domain/label-text';
import { QUIET_MODULES } from './barcode-bars';
import { decodeLogo, type LabelLogo, logoKey, type LogoPixels } from './label-logo';
import { zplGraphic } from './zpl-graphic';

/**
 * Label documents as ZPL II (issue 14): each layout (shared/domain/label-layout.ts) as one
 * `^XA … ^XZ` at the printer's resolution. Barcodes and QR codes are the printer's own commands
 * (^BC, ^BE, ^BQ), so they print sharp; text is the scalable font ^A0 in a one-line ^FB box of
 * the layout's width; the logo is a ^GF graphic. Every field's data goes through ^FH, so no item
 * text can end a label or start a command.
 */

export interface RenderLabelsZplOptions {
  dpi: ZplDpi;
  logo: LabelLogo | null;
  onProgress?(done: number, total: number): void;
}

/** ^FH's hex indicator: `_` followed by two hex digits is that byte. */
const HEX_INDICATOR = '_';

/**
 * Field data made inert: `^` and `~` (command prefixes), the hex indicator itself, and control
 * characters become `_XX`; the rest is UTF-8 (^CI28).
 */
export function zplFieldData(text: string): string {
  let data = '';
  for (const symbol of text) {
    const code = symbol.codePointAt(0) ?? 0;
    const isInert =
      code >= 0x20 && code !== 0x7f && symbol !== '^' && symbol !== '~' && symbol !== HEX_INDICATOR;
    data += isInert ? symbol : `_${code.toString(16).padStart(2, '0').toUpperCase()}`;
  }
  return data;
}

const field = (data: string) => `^FH${HEX_INDICATOR}^FD${zplFieldData(data)}^FS`;

/** In a ^FB block a backslash starts a code (`\&` is a new line): a doubled one prints one. */
const blockText = (text: string) => text.replace(/\\/g, '\\\\');

/** In ^BC data `>` starts an invocation code: `>0` is the character `>` itself (code set B). */
const code128Data = (data: string) => data.replace(/>/g, '>0');

class Dots {
  constructor(private readonly dpi: ZplDpi) {}
  /** Dots per millimetre: 8 at 203 dpi, 12 at 300 dpi. */
  get perMm(): number {
    return this.dpi === 300 ? 12 : 8;
  }
  of(mm: number): number {
    return Math.round(mm * this.perMm);
  }
}

function text(box: LabelTextBox, dots: Dots): string {
  const height = dots.of(box.fontSize * MM_PER_PT);
  // The line is taller than the font: the font sits in its middle, as in the PDF.
  const top = dots.of(box.y + (box.fontSize * MM_PER_PT * (LINE_HEIGHT_EM - 1)) / 2);
  const align = box.align === 'right' ? 'R' : box.align === 'center' ? 'C' : 'L';
  return `^FO${dots.of(box.x)},${top}^A0N,${height},${height}^FB${dots.of(box.width)},1,0,${align},0${field(blockText(box.text))}`;
}

/** The symbol's width in modules without quiet zones: ^BC in its default subset B, EAN/UPC 95. */
function zplModules(box: LabelBarcodeBox): number {
  return box.symbology === 'code128' ? 11 * box.data.length + 35 : 95;
}

function barcode(box: LabelBarcodeBox, dots: Dots): string {
  const modules = zplModules(box);
  const width = dots.of(box.width);
  const module = Math.max(1, Math.floor(width / (modules + 2 * QUIET_MODULES)));
  const left = dots.of(box.x) + Math.floor((width - modules * module) / 2);
  const bars = dots.of(box.height - (box.humanReadable?.height ?? 0));
  const top = dots.of(box.y);
  // The printer computes the check digit: ^BE takes 12 digits. A UPC-A is the EAN-13 of its digits
  // after a 0, bar for bar, so it prints as ^BE too: the one command every ZPL printer and renderer
  // draws alike (zpl-renderer-js has no ^BU).
  const command =
    box.symbology === 'code128'
      ? `^BCN,${bars},N,N,N${field(code128Data(box.data))}`
      : `^BEN,${bars},N,N${field((box.symbology === 'upca' ? `0${box.data}` : box.data).slice(0, 12))}`;
  let zpl = `^FO${left},${top}^BY${module},3,${bars}${command}`;
  if (box.humanReadable) {
    zpl += text(
      {
        kind: 'text',
        element: 'Item Id',
        x: box.x,
        y: box.y + box.height - box.humanReadable.height,
        width: box.width,
        height: box.humanReadable.height,
        fontSize: box.humanReadable.fontSize,
        isBold: false,
        align: 'center',
        text: box.data,
      },
      dots,
    );
  }
  return zpl;
}

function qr(box: LabelQrBox, dots: Dots): string {
  const modules = QRCode.create(box.data, { errorCorrectionLevel: 'M' }).modules.size;
  const magnification = Math.min(10, Math.max(1, Math.floor(dots.of(box.size) / (modules + 2))));
  const inset = Math.floor((dots.of(box.size) - modules * magnification) / 2);
  // ^BQ model 2, error correction M, automatic data mode (the `MA,` prefix of its field data). A
  // ^BQ starts the ^BY bar height below its origin (10 dots by default, or the last barcode's
  // height): a 1-dot ^BY keeps it where the layout put it.
  return `^FO${dots.of(box.x) + inset},${dots.of(box.y) + inset}^BY2,3,1^BQN,2,${magnification}^FH${HEX_INDICATOR}^FDMA,${zplFieldData(box.data)}^FS`;
}

/** ^GF graphics made lately, by logo and size: a store's labels share one or two sizes. */
const graphics = new Map<string, string>();
const GRAPHICS_KEPT = 32;

interface Logo {
  key: string;
  pixels: LogoPixels;
}

function image(box: LabelImageBox, dots: Dots, logo: Logo | null): string {
  if (!logo) return '';
  const width = dots.of(box.width);
  const height = dots.of(box.height);
  const key = `${logo.key}:${width}x${height}`;
  let graphic = graphics.get(key);
  if (!graphic) {
    graphic = zplGraphic(logo.pixels, width, height);
    if (graphics.size >= GRAPHICS_KEPT) graphics.delete(graphics.keys().next().value as string);
    graphics.set(key, graphic);
  }
  return `^FO${dots.of(box.x)},${dots.of(box.y)}${graphic}^FS`;
}

function label(layout: LabelLayout, dots: Dots, logo: Logo | null): string {
  const parts = [`^XA^CI28^PW${dots.of(layout.width)}^LL${dots.of(layout.height)}^LH0,0`];
  for (const element of layout.elements) {
    if (element.kind === 'text') parts.push(text(element, dots));
    else if (element.kind === 'barcode') parts.push(barcode(element, dots));
    else if (element.kind === 'qr') parts.push(qr(element, dots));
    else parts.push(image(element, dots, logo));
  }
  parts.push('^XZ');
  return parts.join('\n');
}

/** The labels as one ZPL document, one `^XA … ^XZ` per label in the order given. */
export function renderLabelsZpl(
  labels: ReadonlyArray<{ layout: LabelLayout }>,
  options: RenderLabelsZplOptions,
): string {
  const dots = new Dots(options.dpi);
  const logo = options.logo ? { key: logoKey(options.logo), pixels: decodeLogo(options.logo) } : null;
  return labels
    .map(({ layout }, index) => {
      const zpl = label(layout, dots, logo);
      options.onProgress?.(index + 1, labels.length);
      return zpl;
    })
    .join('\n')
    .concat('\n');
}
