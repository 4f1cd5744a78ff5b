import type * as PdfJsModule from 'pdfjs-dist';
import { type PDFDocumentProxy } from 'pdfjs-dist';

type PdfJs = typeof PdfJsModule;

let loading: Promise<PdfJs> | null = null;

/**
 * pdf.js, loaded the first time a label is drawn (it is large and only label screens need it), with
 * its worker as a file of the build (Vite's `?url`), which the content security policy allows as
 * 'self'.
 */
function loadPdfJs(): Promise<PdfJs> {
  loading ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(
    ([pdfjs, worker]) => {
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      return pdfjs;
    },
    (error: unknown) => {
      // A failed download (the network dropped) may succeed next time.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** An open PDF and how to let it go. */
export interface OpenPdf {
  document: PDFDocumentProxy;
  close: () => void;
}

/**
 * Opens a label PDF. pdf.js hands its data to the worker (the buffer is detached), so it gets a
 * copy: the caller may still print the same bytes. No eval (the CSP forbids it) and only errors on
 * the console.
 */
export async function openPdf(bytes: Uint8Array): Promise<OpenPdf> {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  const document = await task.promise;
  return { document, close: () => void task.destroy() };
}
