import { LABEL_FONT_SIZES } from '../constants';
import { LABEL_FONT_METRICS, type LabelFontMetrics } from './label-font-metrics';

/**
 * Text on a label (issue 14): measured with the advance widths of the font the PDF embeds
 * (label-font-metrics.ts), fitted by shrinking from 8 pt down to 5 pt, and only then cut with an
 * ellipsis. Kerning is ignored, so a measured width is never narrower than the drawn one.
 */

export const MM_PER_PT = 25.4 / 72;
/** A line of text takes this many times its font size (the font's ascent + descent is 1.164 em). */
export const LINE_HEIGHT_EM = 1.2;
export const ELLIPSIS = '…';
export const MAX_FONT_SIZE = Math.max(...LABEL_FONT_SIZES);
export const MIN_FONT_SIZE = Math.min(...LABEL_FONT_SIZES);
/** Largest first: the order text is tried in. */
const FONT_SIZES_DOWN = [...LABEL_FONT_SIZES].sort((a, b) => b - a);

/** Widths in em by code point, for the code points the table covers; the rest measure as the widest. */
interface WidthTable {
  widths: Float64Array;
  fallback: number;
}

function buildWidthTable(metrics: LabelFontMetrics): WidthTable {
  const last = Math.max(...metrics.ranges.map(([first, run]) => first + run.length - 1));
  const widths = new Float64Array(last + 1);
  let widest = 0;
  for (const [first, run] of metrics.ranges) {
    run.forEach((width, offset) => {
      widths[first + offset] = width / metrics.unitsPerEm;
      widest = Math.max(widest, width / metrics.unitsPerEm);
    });
  }
  // A character outside the table is measured as the widest one, so it can only over-estimate.
  widths.forEach((width, code) => {
    if (width === 0) widths[code] = widest;
  });
  return { widths, fallback: widest };
}

const TABLES = {
  regular: buildWidthTable(LABEL_FONT_METRICS.regular),
  bold: buildWidthTable(LABEL_FONT_METRICS.bold),
};

/** The width of `text` in millimetres at `fontSize` pt. */
export function textWidthMm(text: string, fontSize: number, isBold = false): number {
  const { widths, fallback } = isBold ? TABLES.bold : TABLES.regular;
  let em = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    // A surrogate pair is one character outside the table: count it once, as the widest.
    if (code >= 0xd800 && code <= 0xdbff) {
      em += fallback;
      index++;
    } else {
      em += code < widths.length ? widths[code] : fallback;
    }
  }
  return em * fontSize * MM_PER_PT;
}

export function lineHeightMm(fontSize: number): number {
  return fontSize * LINE_HEIGHT_EM * MM_PER_PT;
}

/** `text` cut to fit `width` with an ellipsis (the ellipsis alone when nothing else fits). */
export function ellipsize(text: string, width: number, fontSize: number, isBold = false): string {
  if (textWidthMm(text, fontSize, isBold) <= width) return text;
  const symbols = [...text];
  const cut = (length: number) => `${symbols.slice(0, length).join('').trimEnd()}${ELLIPSIS}`;
  // The longest start that fits with its ellipsis: widths grow with the length, so search it.
  let low = 0;
  let high = symbols.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (textWidthMm(cut(middle), fontSize, isBold) <= width) low = middle;
    else high = middle - 1;
  }
  if (low > 0) return cut(low);
  return textWidthMm(ELLIPSIS, fontSize, isBold) <= width ? ELLIPSIS : '';
}

/** Greedy word wrap; a word longer than the line is broken where it must be. */
function wrap(text: string, width: number, fontSize: number, isBold: boolean): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (textWidthMm(joined, fontSize, isBold) <= width) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (textWidthMm(line, fontSize, isBold) > width && [...line].length > 1) {
      const symbols = [...line];
      let cut = symbols.length - 1;
      while (cut > 1 && textWidthMm(symbols.slice(0, cut).join(''), fontSize, isBold) > width) cut--;
      lines.push(symbols.slice(0, cut).join(''));
      line = symbols.slice(cut).join('');
    }
  }
  if (line) lines.push(line);
  return lines;
}

export interface FittedText {
  fontSize: number;
  lines: string[];
}

/**
 * `text` in at most `maxLines` lines of `width` mm: the largest size from `maxSize` down to 5 pt at
 * which it fits whole; at 5 pt, the last line is cut with an ellipsis.
 */
export function fitText(
  text: string,
  width: number,
  maxLines: number,
  { maxSize = MAX_FONT_SIZE, isBold = false }: { maxSize?: number; isBold?: boolean } = {},
): FittedText {
  const clean = text.replace(/\s+/g, ' ').trim();
  for (const fontSize of FONT_SIZES_DOWN.filter((size) => size <= maxSize)) {
    const lines = wrap(clean, width, fontSize, isBold);
    if (lines.length <= maxLines) return { fontSize, lines };
  }
  const lines = wrap(clean, width, MIN_FONT_SIZE, isBold);
  const kept = lines.slice(0, maxLines);
  const rest = lines.slice(maxLines - 1).join(' ');
  // The rest spans more than one line, so it never fits whole: ellipsize cuts it.
  kept[maxLines - 1] = ellipsize(rest, width, MIN_FONT_SIZE, isBold);
  return { fontSize: MIN_FONT_SIZE, lines: kept.filter(Boolean) };
}
