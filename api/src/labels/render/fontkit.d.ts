/**
 * The part of fontkit (pdfkit's font engine, without types of its own) the label fonts use: the
 * metrics script reads advance widths, and the PDF renderer parses each font once per process.
 */
declare module 'fontkit' {
  interface Glyph {
    id: number;
    advanceWidth: number;
  }
  interface Font {
    /** What pdfkit checks to take a parsed font as it is. */
    layout(text: string): unknown;
    unitsPerEm: number;
    ascent: number;
    descent: number;
    glyphForCodePoint(codePoint: number): Glyph;
  }
  export function create(buffer: Buffer): Font;
}
