import { describe, expect, it } from 'vitest';
import type { CounterPrintersSnapshot, PrinterConfig } from '@shared/ipc/printers';
import { receiptMessages } from '@shared/messages';
import { receiptTargetOf } from './receipt-target';

const escpos: PrinterConfig = {
  kind: 'network-zpl-printer',
  host: '10.0.0.8',
  port: 9100,
  dpi: 203,
  language: 'escpos',
  columns: 42,
};
const zebra: PrinterConfig = { kind: 'network-zpl-printer', host: '10.0.0.9', port: 9100, dpi: 203 };
const office: PrinterConfig = { kind: 'system-printer', queue: 'Office', language: 'pdf' };

function counter(printerFor: CounterPrintersSnapshot['config']['printerFor']): CounterPrintersSnapshot {
  return {
    available: true,
    printers: [
      {
        id: 'printer:tcp:10.0.0.8:9100',
        kind: 'network-zpl-printer',
        name: 'Till printer',
        language: 'escpos',
        status: 'connected',
        checkedAt: 1,
      },
    ],
    systemPrinters: [],
    config: { printers: [escpos, zebra, office], printerFor },
    problems: [],
  };
}

describe('where Print receipt sends the receipt', () => {
  it('prints through the browser’s dialog in a browser, without a word', () => {
    expect(receiptTargetOf({ available: false })).toEqual({ kind: 'browser', notice: null });
  });

  it('sends the blocks to this PC’s ESC/POS receipt printer, at its line width', () => {
    expect(receiptTargetOf(counter({ labels: null, receipts: 'printer:tcp:10.0.0.8:9100' }))).toEqual({
      kind: 'counter',
      printerId: 'printer:tcp:10.0.0.8:9100',
      printerName: 'Till printer',
      language: 'escpos',
      columns: 42,
    });
  });

  it('sends the PDF to a PDF receipt printer', () => {
    expect(receiptTargetOf(counter({ labels: null, receipts: 'printer:system:Office' }))).toMatchObject({
      kind: 'counter',
      language: 'pdf',
    });
  });

  it('falls back to the print dialog, saying why, with no receipt printer or one that cannot print receipts', () => {
    expect(receiptTargetOf(counter({ labels: null }))).toEqual({
      kind: 'browser',
      notice: receiptMessages.noReceiptPrinter,
    });
    expect(receiptTargetOf(counter({ labels: null, receipts: 'printer:tcp:10.0.0.9:9100' }))).toEqual({
      kind: 'browser',
      notice: receiptMessages.receiptPrinterMissing,
    });
    expect(receiptTargetOf(counter({ labels: null, receipts: 'printer:tcp:10.0.0.1:9100' }))).toEqual({
      kind: 'browser',
      notice: receiptMessages.receiptPrinterMissing,
    });
  });
});
