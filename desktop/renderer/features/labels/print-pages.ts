import { pointsToMm } from './label-geometry';
import { openPdf } from './pdf';

/**
 * Printing a label PDF from a browser, without the browser's PDF viewer: each page is drawn with
 * pdf.js (the same drawing the preview shows) into an image at PRINT_DPI, and a plain HTML page of
 * those images, one per printed page at its size in mm (`@page`), goes to the browser's print
 * dialog. Printing a PDF straight from a frame runs the PDF viewer's own print, which is not in
 * every browser, and crashed headless Chromium's page.
 */

/** Thermal label printers print at 203 or 300 dpi, office printers at 300 or 600. */
export const PRINT_DPI = 300;

/** One page ready to print: its image and its size on paper. */
export interface PrintPage {
  url: string;
  widthMm: number;
  heightMm: number;
}

/** Every page of the PDF as a PNG at PRINT_DPI; the caller revokes the URLs when done. */
export async function pdfPagesAsImages(bytes: Uint8Array): Promise<PrintPage[]> {
  const { document, close } = await openPdf(bytes);
  const pages: PrintPage[] = [];
  try {
    for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber++) {
      const page = await document.getPage(pageNumber);
      const [, , widthPoints, heightPoints] = page.view;
      const viewport = page.getViewport({ scale: PRINT_DPI / 72 });
      const canvas = window.document.createElement('canvas');
      canvas.width = Math.ceil(viewport.width);
      canvas.height = Math.ceil(viewport.height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('This browser cannot draw the labels.');
      // White under the label: a transparent page prints as the printer's idea of blank.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({ canvasContext: context, viewport }).promise;
      const blob = await new Promise<Blob>((resolve, reject) =>
        canvas.toBlob(
          (made) => (made ? resolve(made) : reject(new Error('The labels could not be drawn.'))),
          'image/png',
        ),
      );
      pages.push({
        url: URL.createObjectURL(blob),
        widthMm: pointsToMm(widthPoints),
        heightMm: pointsToMm(heightPoints),
      });
      page.cleanup();
    }
  } catch (error) {
    pages.forEach((page) => URL.revokeObjectURL(page.url));
    throw error;
  } finally {
    close();
  }
  return pages;
}

/** The print page's HTML: the images, each one printed page at the size of the label or sheet. */
export function printDocumentHtml(pages: readonly PrintPage[]): string {
  const first = pages[0];
  const size = first ? `${first.widthMm.toFixed(2)}mm ${first.heightMm.toFixed(2)}mm` : 'auto';
  const images = pages
    .map(
      (page) =>
        `<img src="${page.url}" alt="" style="width:${page.widthMm.toFixed(2)}mm;height:${page.heightMm.toFixed(2)}mm">`,
    )
    .join('');
  return (
    '<!doctype html><html><head><meta charset="utf-8"><title>Labels</title><style>' +
    `@page{size:${size};margin:0}html,body{margin:0;padding:0}` +
    'img{display:block;break-after:page;page-break-after:always}img:last-child{break-after:auto;page-break-after:auto}' +
    `</style></head><body>${images}</body></html>`
  );
}
