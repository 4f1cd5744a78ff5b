import { LABEL_SHEET_STOCK, type LabelSheet } from '../contracts/labels';

/**
 * Where each label of a sheet of label stock goes (issue 14): the stock's margins and pitch, from
 * the makers' templates (Avery L7159: 7.25 mm side, 12.9 mm top, 66 × 33.9 mm pitch; Avery 5160:
 * 3/16 in side, 1/2 in top, 2 3/4 × 1 in pitch), so labels land on the die-cut cells.
 */
const SHEET_GRID: Readonly<
  Record<Exclude<LabelSheet, 'roll'>, { left: number; top: number; columnPitch: number; rowPitch: number }>
> = {
  'a4-3x8': { left: 7.25, top: 12.9, columnPitch: 66, rowPitch: 33.9 },
  'letter-3x10': { left: 4.7625, top: 12.7, columnPitch: 69.85, rowPitch: 25.4 },
};

export interface SheetCell {
  /** 0-based page of the document. */
  page: number;
  /** Top-left corner on the page (mm). */
  x: number;
  y: number;
}

/** The cell of the `index`-th label (0-based), row by row from the top-left. */
export function sheetCell(sheet: Exclude<LabelSheet, 'roll'>, index: number): SheetCell {
  const stock = LABEL_SHEET_STOCK[sheet];
  const grid = SHEET_GRID[sheet];
  const perPage = stock.columns * stock.rows;
  const onPage = index % perPage;
  return {
    page: Math.floor(index / perPage),
    x: grid.left + (onPage % stock.columns) * grid.columnPitch,
    y: grid.top + Math.floor(onPage / stock.columns) * grid.rowPitch,
  };
}

/** The size a label is laid out at: the store's label size on a roll, the stock's cell on a sheet. */
export function labelSizeFor(
  sheet: LabelSheet,
  storeSize: { width: number; height: number },
): { width: number; height: number } {
  return sheet === 'roll' ? storeSize : { ...LABEL_SHEET_STOCK[sheet].cell };
}
