/**
 * The Test print button's label: small, in the printer's language, saying what it is, which printer
 * printed it and when, so a clerk holding it knows the setup works.
 */

export interface TestLabelFacts {
  readonly printerName: string;
  readonly at: Date;
  /** Dots per inch, for ZPL. */
  readonly dpi?: number;
}

const TITLE = 'ConsignDesk test print';

/** Printable ASCII only: ZPL's ^FD and a PDF's standard font both take it as is. */
function plain(text: string, max: number): string {
  const cleaned = text.replace(/[^\x20-\x7e]/g, '?');
  return cleaned.length > max ? `${cleaned.slice(0, max - 1)}~` : cleaned;
}

function timeOf(at: Date): string {
  return at.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
}

/** A 2 × 1 inch ZPL II label, sized in dots for the printer's resolution. */
export function testLabelZpl({ printerName, at, dpi = 203 }: TestLabelFacts): string {
  const dot = (inches: number) => Math.round(inches * dpi);
  // ^FH is not used, so the field data may not hold ^ or ~ (they start commands).
  const field = (text: string, max: number) => plain(text, max).replace(/[\^~]/g, '-');
  const fontHeight = dot(0.14);
  return [
    '^XA',
    '^CI28',
    `^PW${dot(2)}`,
    `^LL${dot(1)}`,
    `^FO${dot(0.08)},${dot(0.1)}^A0N,${dot(0.18)},${dot(0.18)}^FD${TITLE}^FS`,
    `^FO${dot(0.08)},${dot(0.42)}^A0N,${fontHeight},${fontHeight}^FD${field(printerName, 40)}^FS`,
    `^FO${dot(0.08)},${dot(0.66)}^A0N,${fontHeight},${fontHeight}^FD${field(timeOf(at), 40)}^FS`,
    '^XZ',
    '',
  ].join('\n');
}

/** A string for a PDF content stream: backslash and parentheses escaped. */
function pdfString(text: string): string {
  return `(${text.replace(/[\\()]/g, (character) => `\\${character}`)})`;
}

/**
 * A one-page PDF of 2 × 1 inches (144 × 72 pt) with the standard Helvetica font, which every PDF
 * reader has, so nothing is embedded. Written by hand rather than with pdfkit: pdfkit reads its font
 * metrics from files beside its own code, so the counter app would have to ship it (and its font
 * engine) outside the bundle for this one page.
 */
export function testLabelPdf({ printerName, at }: TestLabelFacts): Uint8Array {
  const content = [
    'BT /F1 11 Tf 8 52 Td',
    `${pdfString(TITLE)} Tj`,
    '/F1 8 Tf 0 -18 Td',
    `${pdfString(plain(printerName, 40))} Tj`,
    '0 -12 Td',
    `${pdfString(timeOf(at))} Tj`,
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 144 72] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(TITLE)} /Producer (ConsignDesk) >>`,
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(text, 'latin1'));
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(text, 'latin1');
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  text += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n`;
  text += `startxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(text, 'latin1'));
}
