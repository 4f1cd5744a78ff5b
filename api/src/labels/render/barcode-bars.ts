import bwipjs from 'bwip-js/node';
import type { LabelSymbology } from '@shared/domain/label-barcode';

/**
 * A linear barcode encoded by bwip-js (the issue: barcodes are never drawn by hand): its bars as
 * runs of modules, so the PDF draws them as vector rectangles and the ZPL picks a whole-dot module
 * width for the printer's own barcode command.
 */
export interface BarcodeBars {
  /** The symbol's width in modules, quiet zones excluded. */
  modules: number;
  /** Each bar: where it starts and how wide it is, in modules. */
  bars: Array<{ start: number; width: number }>;
}

/** Quiet zone each side, in modules (Code 128 asks for 10; EAN/UPC for 7 to 11). */
export const QUIET_MODULES = 10;

const BCID: Record<LabelSymbology, string> = { code128: 'code128', ean13: 'ean13', upca: 'upca' };

export function encodeBarcode(symbology: LabelSymbology, data: string): BarcodeBars {
  const [symbol] = bwipjs.raw(BCID[symbology], data, {});
  if (!symbol || !('sbs' in symbol)) throw new Error(`bwip-js did not encode ${symbology} ${data}`);
  const bars: BarcodeBars['bars'] = [];
  let position = 0;
  // sbs alternates bar, space, bar, … widths in modules, starting with a bar.
  symbol.sbs.forEach((width, index) => {
    if (index % 2 === 0) bars.push({ start: position, width });
    position += width;
  });
  return { modules: position, bars };
}
