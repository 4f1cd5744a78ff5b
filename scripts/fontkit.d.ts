/** The part of fontkit (a dependency of pdfkit, without its own types) the font metrics script reads. */
declare module 'fontkit' {
  interface Glyph {
    id: number;
    advanceWidth: number;
  }
  interface Font {
    unitsPerEm: number;
    ascent: number;
    descent: number;
    glyphForCodePoint(codePoint: number): Glyph;
  }
  export function create(buffer: Buffer): Font;
}
