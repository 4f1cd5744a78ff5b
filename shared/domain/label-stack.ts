import { LABEL_FONT_SIZES, type LabelElement } from '../constants';
import type { LabelElementBox, LabelImageBox, LabelTextBox } from './label-layout';
import { fitText, type FittedText, lineHeightMm, MIN_FONT_SIZE, textWidthMm } from './label-text';

/**
 * The text column of a label (issue 14): the logo and title at the top, size and price on one line
 * when they fit, then one line per field. The whole column is tried at 8 pt, then 7, 6 and 5 (fields
 * one size under the rest); when even 5 pt does not hold it, the block of lowest priority is dropped
 * and the column is tried again.
 */

export type StackBlock =
  | { element: 'Logo'; kind: 'logo'; aspectRatio: number }
  | { element: LabelElement; kind: 'title'; text: string; maxLines: number }
  | { element: LabelElement; kind: 'big'; text: string }
  | { element: LabelElement; kind: 'field'; text: string; order: number };

export interface StackSettings {
  area: { x: number; y: number; width: number; height: number };
  /** Between the logo and the title. */
  gap: number;
}

/** Between two rows of text: the line height already leaves room for ascenders and descenders. */
const ROW_GAP_MM = 0.4;
/** The logo's share of the column, at most. */
const LOGO_MAX_HEIGHT_MM = 10;
const LOGO_HEIGHT_SHARE = 0.4;
const LOGO_WIDTH_SHARE = 0.4;
/** A title narrower than this beside the logo goes under it instead. */
const MIN_TITLE_WIDTH_MM = 12;

/** A column narrower than this holds nothing readable. */
const MIN_COLUMN_WIDTH_MM = 5;

const SIZES_DOWN = [...LABEL_FONT_SIZES].sort((a, b) => b - a);

/** The column's elements: blocks are in priority order, most important first. */
export function buildStack(blocks: readonly StackBlock[], settings: StackSettings): LabelElementBox[] {
  if (settings.area.width < MIN_COLUMN_WIDTH_MM || settings.area.height <= 0) return [];
  for (let count = blocks.length; count > 0; count--) {
    const kept = blocks.slice(0, count);
    for (const size of SIZES_DOWN) {
      const placed = place(kept, settings, size);
      if (placed) return placed;
    }
  }
  return [];
}

function lines(
  element: LabelElement,
  fitted: FittedText,
  at: { x: number; y: number; width: number },
  isBold: boolean,
): LabelTextBox[] {
  const height = lineHeightMm(fitted.fontSize);
  return fitted.lines.flatMap((text, index): LabelTextBox[] =>
    text
      ? [
          {
            kind: 'text',
            element,
            x: at.x,
            y: at.y + index * height,
            width: at.width,
            height,
            fontSize: fitted.fontSize,
            isBold,
            align: 'left',
            text,
          },
        ]
      : [],
  );
}

/** The column at `size` pt, or null when it is taller than the area. */
function place(
  blocks: readonly StackBlock[],
  { area, gap }: StackSettings,
  size: number,
): LabelElementBox[] | null {
  const out: LabelElementBox[] = [];
  let y = area.y;
  const bottom = area.y + area.height + 1e-9;
  const nextRow = (height: number) => {
    y += height + ROW_GAP_MM;
  };

  const logo = blocks.find((block) => block.kind === 'logo');
  const title = blocks.find((block) => block.kind === 'title');
  let titleAt = { x: area.x, y, width: area.width };
  if (logo) {
    let height = Math.min(LOGO_MAX_HEIGHT_MM, area.height * LOGO_HEIGHT_SHARE);
    let width = height * logo.aspectRatio;
    if (width > area.width * LOGO_WIDTH_SHARE) {
      width = area.width * LOGO_WIDTH_SHARE;
      height = width / logo.aspectRatio;
    }
    const image: LabelImageBox = { kind: 'image', element: 'Logo', x: area.x, y, width, height };
    out.push(image);
    const besideWidth = area.width - width - gap;
    if (title && besideWidth >= MIN_TITLE_WIDTH_MM) {
      titleAt = { x: area.x + width + gap, y, width: besideWidth };
      const fitted = fitText(title.text, besideWidth, title.maxLines, { maxSize: size });
      out.push(...lines(title.element, fitted, titleAt, false));
      nextRow(Math.max(height, fitted.lines.length * lineHeightMm(fitted.fontSize)));
    } else {
      nextRow(height);
      titleAt = { x: area.x, y, width: area.width };
    }
  }
  if (title && !out.some((element) => element.kind === 'text')) {
    const fitted = fitText(title.text, area.width, title.maxLines, { maxSize: size });
    out.push(...lines(title.element, fitted, titleAt, false));
    nextRow(fitted.lines.length * lineHeightMm(fitted.fontSize));
  }

  const big = blocks.filter((block) => block.kind === 'big');
  // Size on the left and price on the right of one line when both fit there whole.
  const sideBySide =
    big.length === 2 &&
    big.reduce((sum, block) => sum + textWidthMm(block.text, size, true), 0) + 2 * gap <= area.width;
  if (sideBySide) {
    const height = lineHeightMm(size);
    for (const block of big) {
      const width = textWidthMm(block.text, size, true);
      const isSize = block.element === 'Size';
      out.push({
        kind: 'text',
        element: block.element,
        x: isSize ? area.x : area.x + area.width - width,
        y,
        width,
        height,
        fontSize: size,
        isBold: true,
        align: isSize ? 'left' : 'right',
        text: block.text,
      });
    }
    nextRow(height);
  } else {
    for (const block of [...big].sort(
      (a, b) => Number(b.element === 'Size') - Number(a.element === 'Size'),
    )) {
      const fitted = fitText(block.text, area.width, 1, { maxSize: size, isBold: true });
      out.push(...lines(block.element, fitted, { x: area.x, y, width: area.width }, true));
      nextRow(lineHeightMm(fitted.fontSize));
    }
  }

  const fields = blocks.flatMap((block) => (block.kind === 'field' ? [block] : []));
  for (const field of fields.sort((a, b) => a.order - b.order)) {
    const fitted = fitText(field.text, area.width, 1, { maxSize: Math.max(MIN_FONT_SIZE, size - 1) });
    out.push(...lines(field.element, fitted, { x: area.x, y, width: area.width }, false));
    nextRow(lineHeightMm(fitted.fontSize));
  }

  // The last row's gap is not part of the column.
  return y - ROW_GAP_MM <= bottom ? out : null;
}
