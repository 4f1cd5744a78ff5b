/**
 * Sizes for drawing a label at true size on screen. CSS defines 96 px to the inch whatever the
 * screen, so a label drawn at mm × 96 / 25.4 CSS px is the label's size on a correctly scaled
 * display; the canvas's backing store is that times devicePixelRatio so the barcode stays sharp.
 */

export const MM_PER_INCH = 25.4;
export const CSS_PX_PER_INCH = 96;
/** A PDF point is 1/72 inch. */
export const PDF_POINTS_PER_INCH = 72;

export const CSS_PX_PER_MM = CSS_PX_PER_INCH / MM_PER_INCH;

export function mmToCssPx(mm: number): number {
  return mm * CSS_PX_PER_MM;
}

export function pointsToMm(points: number): number {
  return (points * MM_PER_INCH) / PDF_POINTS_PER_INCH;
}

/** How a PDF page is drawn at true size: the pdf.js scale, the canvas's pixels and its CSS size. */
export interface TrueSizeCanvas {
  /** pdf.js viewport scale (pdf.js draws 1 point as 1 unit at scale 1). */
  scale: number;
  pixelWidth: number;
  pixelHeight: number;
  cssWidth: number;
  cssHeight: number;
  /** The page in millimetres, rounded to 0.1 mm (what the label measures). */
  widthMm: number;
  heightMm: number;
}

export function trueSizeCanvas(
  page: { widthPoints: number; heightPoints: number },
  devicePixelRatio: number,
): TrueSizeCanvas {
  const ratio = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1;
  const cssPerPoint = CSS_PX_PER_INCH / PDF_POINTS_PER_INCH;
  const cssWidth = page.widthPoints * cssPerPoint;
  const cssHeight = page.heightPoints * cssPerPoint;
  return {
    scale: cssPerPoint * ratio,
    pixelWidth: Math.round(cssWidth * ratio),
    pixelHeight: Math.round(cssHeight * ratio),
    cssWidth,
    cssHeight,
    widthMm: roundTenth(pointsToMm(page.widthPoints)),
    heightMm: roundTenth(pointsToMm(page.heightPoints)),
  };
}

function roundTenth(value: number): number {
  return Math.round(value * 10) / 10;
}
