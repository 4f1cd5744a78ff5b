import PDFDocument from 'pdfkit';
import { RECEIPT_WIDTH_MM } from '@shared/contracts/orders';
import { RECEIPT_ELLIPSIS, type ReceiptBlock, type ReceiptLayout } from '@shared/domain/receipt';
import { labelFonts } from '../labels/render/label-fonts';

/**
 * A receipt as PDF (issue 15): the blocks of shared/domain/receipt.ts drawn on one page 80 mm wide
 * (RECEIPT_WIDTH_MM) and as tall as its content, as a roll receipt printer cuts it; an office
 * printer or a browser prints the same page. In the label fonts (DejaVu Sans Condensed, read once
 * per process by labelFonts), embedded and subset, so the text reads back (pdftotext, search).
 *
 * The layout counts characters for a receipt printer's fixed columns; a proportional font is
 * narrower for most text but not for every letter, so each row is also fitted by its measured
 * width: the left side is cut further when it would run into the amount.
 */

const PT_PER_MM = 72 / 25.4;
const pt = (mm: number) => mm * PT_PER_MM;
const PAGE_WIDTH = pt(RECEIPT_WIDTH_MM);
/** The printable width of an 80 mm printer is 72 mm: 4 mm each side. */
const MARGIN = pt(4);
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const FONT_SIZE = 8;
const LARGE_FONT_SIZE = 14;
const LINE_HEIGHT = 1.35;
const RULE_HEIGHT = FONT_SIZE;
const FONT = { regular: 'receipt-regular', bold: 'receipt-bold' } as const;

type Doc = PDFKit.PDFDocument;

function heightOf(block: ReceiptBlock): number {
  if (block.kind === 'rule') return RULE_HEIGHT;
  if (block.kind === 'text' && block.large) return LARGE_FONT_SIZE * LINE_HEIGHT;
  return FONT_SIZE * LINE_HEIGHT;
}

/** `text` cut (with the layout's ellipsis) until it measures at most `width` points. */
function fitWidth(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  const chars = Array.from(text);
  for (let keep = chars.length - 1; keep > 0; keep--) {
    const cut = chars.slice(0, keep).join('').trimEnd() + RECEIPT_ELLIPSIS;
    if (doc.widthOfString(cut) <= width) return cut;
  }
  return '';
}

function drawBlock(doc: Doc, block: ReceiptBlock, top: number): void {
  switch (block.kind) {
    case 'feed':
      return;
    case 'rule': {
      const y = top + RULE_HEIGHT / 2;
      doc
        .moveTo(MARGIN, y)
        .lineTo(PAGE_WIDTH - MARGIN, y)
        .lineWidth(0.5)
        .dash(2, { space: 1.5 })
        .stroke();
      doc.undash();
      return;
    }
    case 'row': {
      doc.font(block.bold ? FONT.bold : FONT.regular).fontSize(FONT_SIZE);
      const rightWidth = doc.widthOfString(block.right);
      const left = fitWidth(doc, block.left, CONTENT_WIDTH - rightWidth - doc.widthOfString('  '));
      doc.text(left, MARGIN, top, { lineBreak: false });
      doc.text(block.right, PAGE_WIDTH - MARGIN - rightWidth, top, { lineBreak: false });
      return;
    }
    case 'text': {
      doc.font(block.bold ? FONT.bold : FONT.regular).fontSize(block.large ? LARGE_FONT_SIZE : FONT_SIZE);
      const text = fitWidth(doc, block.text, CONTENT_WIDTH);
      const width = doc.widthOfString(text);
      const x =
        block.align === 'center'
          ? MARGIN + (CONTENT_WIDTH - width) / 2
          : block.align === 'right'
            ? PAGE_WIDTH - MARGIN - width
            : MARGIN;
      doc.text(text, x, top, { lineBreak: false });
      return;
    }
  }
}

/** The receipt as a one-page PDF, 80 mm wide. */
export function renderReceiptPdf(layout: ReceiptLayout): Promise<Buffer> {
  const fonts = labelFonts();
  const height = MARGIN * 2 + layout.blocks.reduce((total, block) => total + heightOf(block), 0);
  const doc = new PDFDocument({
    autoFirstPage: false,
    font: '',
    compress: true,
    info: { Title: `Receipt ${layout.orderName}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // pdfkit takes a parsed fontkit font as it is (PDFFontFactory.open); its types list only sources.
  doc.registerFont(FONT.regular, fonts.regular as unknown as PDFKit.Mixins.PDFFontSource);
  doc.registerFont(FONT.bold, fonts.bold as unknown as PDFKit.Mixins.PDFFontSource);
  doc.addPage({ size: [PAGE_WIDTH, height], margin: 0 });
  doc.fillColor('black').strokeColor('black');
  let top = MARGIN;
  for (const block of layout.blocks) {
    drawBlock(doc, block, top);
    top += heightOf(block);
  }
  doc.end();
  return finished;
}
