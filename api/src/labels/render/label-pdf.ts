import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { LABEL_SHEET_STOCK, type LabelSheet } from '@shared/contracts/labels';
import type {
  LabelBarcodeBox,
  LabelImageBox,
  LabelLayout,
  LabelQrBox,
  LabelTextBox,
} from '@shared/domain/label-layout';
import { sheetCell } from '@shared/domain/label-sheet';
import { LINE_HEIGHT_EM } from '@shared/domain/label-text';
import { encodeBarcode, QUIET_MODULES } from './barcode-bars';
import { labelFonts } from './label-fonts';
import { type LabelLogo, checkLogo } from './label-logo';

/**
 * Label documents as PDF (issue 14): each label drawn from its layout (shared/domain/label-layout.ts),
 * on a page of its own at the exact label size (`roll`) or in the cells of a sheet of label stock.
 * Text in the embedded label fonts, barcodes and QR codes as vector rectangles from bwip-js and
 * qrcode (sharp at any printer resolution), the logo embedded once per document.
 */

export interface RenderLabelsPdfOptions {
  sheet: LabelSheet;
  logo: LabelLogo | null;
  /** Called after each label; a large document yields to the event loop between batches. */
  onProgress?(done: number, total: number): void;
}

const PT_PER_MM = 72 / 25.4;
const pt = (mm: number) => mm * PT_PER_MM;
/** Labels drawn between two yields to the event loop, so a 500-label job does not stall requests. */
const BATCH = 25;
const FONT = { regular: 'label-regular', bold: 'label-bold' } as const;

type Doc = PDFKit.PDFDocument;
/**
 * The logo as a data URL: pdfkit keeps an image given by a string in its registry, so the logo is
 * decoded and embedded once per document however many labels show it.
 */
type Image = string;

function drawText(doc: Doc, box: LabelTextBox): void {
  doc.font(box.isBold ? FONT.bold : FONT.regular).fontSize(box.fontSize);
  const width = doc.widthOfString(box.text) / PT_PER_MM;
  const left =
    box.align === 'right'
      ? box.x + box.width - width
      : box.align === 'center'
        ? box.x + (box.width - width) / 2
        : box.x;
  // pdfkit puts the top of the font's ascent at y: centre the font's height in the line.
  const top = pt(box.y) + (box.fontSize * LINE_HEIGHT_EM - doc.currentLineHeight(false)) / 2;
  doc.text(box.text, pt(left), top, { lineBreak: false });
}

function drawBarcode(doc: Doc, box: LabelBarcodeBox): void {
  const encoded = encodeBarcode(box.symbology, box.data);
  const module = box.width / (encoded.modules + 2 * QUIET_MODULES);
  const left = box.x + (box.width - encoded.modules * module) / 2;
  const barsHeight = box.height - (box.humanReadable?.height ?? 0);
  for (const bar of encoded.bars) {
    doc.rect(pt(left + bar.start * module), pt(box.y), pt(bar.width * module), pt(barsHeight));
  }
  doc.fill('black');
  if (box.humanReadable) {
    const { fontSize, height } = box.humanReadable;
    drawText(doc, {
      kind: 'text',
      element: 'Item Id',
      x: box.x,
      y: box.y + barsHeight,
      width: box.width,
      height,
      fontSize,
      isBold: false,
      align: 'center',
      text: box.data,
    });
  }
}

function drawQr(doc: Doc, box: LabelQrBox): void {
  const qr = QRCode.create(box.data, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  // One quiet module each side inside the box; the layout keeps a gap around it too.
  const module = box.size / (count + 2);
  for (let row = 0; row < count; row++) {
    let run = -1;
    for (let column = 0; column <= count; column++) {
      const isDark = column < count && qr.modules.get(row, column) === 1;
      if (isDark && run < 0) run = column;
      if (!isDark && run >= 0) {
        doc.rect(
          pt(box.x + (run + 1) * module),
          pt(box.y + (row + 1) * module),
          pt((column - run) * module),
          pt(module),
        );
        run = -1;
      }
    }
  }
  doc.fill('black');
}

function drawImage(doc: Doc, box: LabelImageBox, logo: Image | null): void {
  if (logo) doc.image(logo, pt(box.x), pt(box.y), { width: pt(box.width), height: pt(box.height) });
}

function drawLabel(doc: Doc, layout: LabelLayout, logo: Image | null): void {
  for (const element of layout.elements) {
    if (element.kind === 'text') drawText(doc, element);
    else if (element.kind === 'barcode') drawBarcode(doc, element);
    else if (element.kind === 'qr') drawQr(doc, element);
    else drawImage(doc, element, logo);
  }
}

/** Places the label's origin at (x, y) mm, scaled down when it is larger than the cell. */
function inCell(
  doc: Doc,
  layout: LabelLayout,
  cell: { x: number; y: number; width: number; height: number },
  draw: () => void,
) {
  const scale = Math.min(1, cell.width / layout.width, cell.height / layout.height);
  doc.save();
  doc.translate(pt(cell.x), pt(cell.y));
  if (scale < 1) doc.scale(scale);
  draw();
  doc.restore();
}

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The labels as one PDF, in the order given. */
export async function renderLabelsPdf(
  labels: ReadonlyArray<{ layout: LabelLayout }>,
  options: RenderLabelsPdfOptions,
): Promise<Buffer> {
  if (labels.length === 0) throw new Error('No label to render');
  const fonts = labelFonts();
  const doc = new PDFDocument({ autoFirstPage: false, font: '', compress: true, info: { Title: 'Labels' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // pdfkit takes a parsed fontkit font as it is (PDFFontFactory.open); its types list only sources.
  doc.registerFont(FONT.regular, fonts.regular as unknown as PDFKit.Mixins.PDFFontSource);
  doc.registerFont(FONT.bold, fonts.bold as unknown as PDFKit.Mixins.PDFFontSource);
  const logo = options.logo
    ? `data:image/${options.logo.type};base64,${checkLogo(options.logo).toString('base64')}`
    : null;

  const { sheet } = options;
  let page = -1;
  for (const [index, { layout }] of labels.entries()) {
    if (sheet === 'roll') {
      doc.addPage({ size: [pt(layout.width), pt(layout.height)], margin: 0 });
      drawLabel(doc, layout, logo);
    } else {
      const stock = LABEL_SHEET_STOCK[sheet];
      const cell = sheetCell(sheet, index);
      if (cell.page !== page) {
        doc.addPage({ size: [pt(stock.page.width), pt(stock.page.height)], margin: 0 });
        page = cell.page;
      }
      inCell(doc, layout, { ...cell, ...stock.cell }, () => drawLabel(doc, layout, logo));
    }
    options.onProgress?.(index + 1, labels.length);
    if ((index + 1) % BATCH === 0) await nextTick();
  }
  doc.end();
  return finished;
}
