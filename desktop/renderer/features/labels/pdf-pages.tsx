import { Alert, Skeleton } from 'antd';
import { type PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { trueSizeCanvas } from './label-geometry';
import { openPdf } from './pdf';
import './labels.css';

interface PdfPagesProps {
  bytes: Uint8Array;
  /** The most pages drawn (a 500-label document previews its first few). */
  maxPages?: number;
  /** Names the drawing for screen readers, e.g. "Label preview". */
  label: string;
}

/**
 * The first pages of a label PDF drawn with pdf.js at true size (1 mm on the label = 96 / 25.4 CSS
 * px, the backing store times devicePixelRatio so barcodes stay sharp). Each page carries its size
 * in mm (`data-testid="label-size"`). New bytes draw again.
 */
export function PdfPages({ bytes, maxPages = 1, label }: PdfPagesProps) {
  const [pdf, setPdf] = useState<{ bytes: Uint8Array; document: PDFDocumentProxy } | null>(null);
  const [error, setError] = useState<{ bytes: Uint8Array; message: string } | null>(null);

  useEffect(() => {
    let close: (() => void) | null = null;
    let isCurrent = true;
    openPdf(bytes).then(
      (opened) => {
        if (!isCurrent) return opened.close();
        close = opened.close;
        setPdf({ bytes, document: opened.document });
      },
      (caught: unknown) => {
        if (isCurrent)
          setError({ bytes, message: caught instanceof Error ? caught.message : String(caught) });
      },
    );
    return () => {
      isCurrent = false;
      close?.();
    };
  }, [bytes]);

  if (error?.bytes === bytes) {
    return <Alert type="error" showIcon title={`The label could not be drawn: ${error.message}`} />;
  }
  // Until the new document is open, the last drawing stays (no flicker while a setting changes).
  if (!pdf) return <Skeleton.Node active style={{ width: 190, height: 95 }} />;
  const pages = Math.min(pdf.document.numPages, maxPages);
  return (
    <div className="label-pages" role="group" aria-label={label}>
      {Array.from({ length: pages }, (_, index) => (
        <PdfPageCanvas key={index} document={pdf.document} pageNumber={index + 1} />
      ))}
    </div>
  );
}

function PdfPageCanvas({ document, pageNumber }: { document: PDFDocumentProxy; pageNumber: number }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [size, setSize] = useState<{ widthMm: number; heightMm: number } | null>(null);

  useEffect(() => {
    let isCurrent = true;
    let cancel: (() => void) | null = null;
    const draw = async () => {
      const page = await document.getPage(pageNumber);
      const canvas = canvasRef.current;
      if (!isCurrent || !canvas) return;
      const [, , widthPoints, heightPoints] = page.view;
      const geometry = trueSizeCanvas({ widthPoints, heightPoints }, window.devicePixelRatio);
      canvas.width = geometry.pixelWidth;
      canvas.height = geometry.pixelHeight;
      canvas.style.width = `${geometry.cssWidth}px`;
      canvas.style.aspectRatio = `${geometry.cssWidth} / ${geometry.cssHeight}`;
      const context = canvas.getContext('2d');
      if (!context) return;
      const task = page.render({
        canvasContext: context,
        viewport: page.getViewport({ scale: geometry.scale }),
      });
      cancel = () => task.cancel();
      try {
        await task.promise;
        if (isCurrent) setSize({ widthMm: geometry.widthMm, heightMm: geometry.heightMm });
      } catch {
        // Cancelled: a newer drawing replaced this one.
      }
    };
    // New bytes close the document this page belongs to: its page then never comes ("Transport
    // destroyed"), and the newer drawing takes its place.
    draw().catch(() => undefined);
    return () => {
      isCurrent = false;
      cancel?.();
    };
  }, [document, pageNumber]);

  return (
    <figure className="label-page">
      <canvas
        ref={canvasRef}
        className="label-page__canvas"
        data-testid="label-canvas"
        data-drawn={size ? 'true' : 'false'}
      />
      <figcaption className="label-page__size muted" data-testid="label-size">
        {size ? `${formatMm(size.widthMm)} × ${formatMm(size.heightMm)} mm` : '\u00a0'}
      </figcaption>
    </figure>
  );
}

function formatMm(mm: number): string {
  return Number.isInteger(mm) ? String(mm) : mm.toFixed(1);
}
