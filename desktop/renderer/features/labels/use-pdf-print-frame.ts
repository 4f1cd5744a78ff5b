import { useCallback, useEffect, useRef, useState } from 'react';
import { pdfPagesAsImages, printDocumentHtml } from './print-pages';

export interface PdfPrintFrame {
  /** Draws the PDF's pages into a hidden frame of this page and opens the browser's print dialog there. */
  print(bytes: Uint8Array<ArrayBuffer>): Promise<void>;
  /** The PDF as an object URL, offered as a download from the moment it is printed. */
  downloadUrl: string | null;
}

/**
 * Printing a PDF from the browser (labels, receipts): its pages drawn as images in a hidden frame
 * (print-pages.ts; a PDF in a frame would print through the browser's PDF viewer, which not every
 * browser has), printed from there. The frame stays until the next print or until the screen closes,
 * not when the print call returns: the browser may still be printing from it. A PDF whose pages
 * cannot be drawn throws, and its download stays offered.
 */
export function usePdfPrintFrame({
  className,
  title,
  testId,
}: {
  className: string;
  title: string;
  testId: string;
}): PdfPrintFrame {
  const frame = useRef<{ iframe: HTMLIFrameElement | null; urls: string[] } | null>(null);
  const [downloadUrl, setDownloadUrl] = useState<string | null>(null);

  const removeFrame = useCallback(() => {
    if (!frame.current) return;
    frame.current.iframe?.remove();
    frame.current.urls.forEach((url) => URL.revokeObjectURL(url));
    frame.current = null;
    setDownloadUrl(null);
  }, []);
  useEffect(() => removeFrame, [removeFrame]);

  const print = useCallback(
    async (bytes: Uint8Array<ArrayBuffer>) => {
      removeFrame();
      const pdfUrl = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
      const current: { iframe: HTMLIFrameElement | null; urls: string[] } = { iframe: null, urls: [pdfUrl] };
      frame.current = current;
      setDownloadUrl(pdfUrl);
      const pages = await pdfPagesAsImages(bytes);
      current.urls.push(...pages.map((page) => page.url));
      if (frame.current !== current) {
        // Printed again (or closed) while these pages were drawn: they are not wanted any more.
        current.urls.forEach((url) => URL.revokeObjectURL(url));
        return;
      }
      const iframe = window.document.createElement('iframe');
      iframe.className = className;
      iframe.title = title;
      iframe.setAttribute('aria-hidden', 'true');
      iframe.dataset.testid = testId;
      iframe.addEventListener('load', () => {
        try {
          iframe.contentWindow?.print();
        } catch {
          // A browser that cannot print from a frame: the download stays offered.
        }
      });
      iframe.srcdoc = printDocumentHtml(pages);
      window.document.body.append(iframe);
      current.iframe = iframe;
    },
    [className, title, testId, removeFrame],
  );

  return { print, downloadUrl };
}
