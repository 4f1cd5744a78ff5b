import {
  printerIdOf,
  printerFits,
  printerLanguageOf,
  type PrintersSnapshot,
  receiptColumnsOf,
} from '@shared/ipc/printers';
import { type ReceiptColumns } from '@shared/domain/receipt';
import { receiptMessages } from '@shared/messages';

/**
 * Where Print receipt sends a receipt: the counter PC's receipt printer (its blocks for ESC/POS, the
 * PDF for a PDF printer), or the browser's print dialog (the PDF) in a browser or on a counter PC
 * with no receipt printer chosen (`notice` says why).
 */
export type ReceiptTarget =
  | { kind: 'browser'; notice: string | null }
  | {
      kind: 'counter';
      printerId: string;
      printerName: string;
      language: 'pdf' | 'escpos';
      columns: ReceiptColumns;
    };

export function receiptTargetOf(snapshot: PrintersSnapshot): ReceiptTarget {
  if (!snapshot.available) return { kind: 'browser', notice: null };
  const chosen = snapshot.config.printerFor.receipts ?? null;
  if (chosen === null) return { kind: 'browser', notice: receiptMessages.noReceiptPrinter };
  const config = snapshot.config.printers.find((printer) => printerIdOf(printer) === chosen);
  if (!config || !printerFits('receipts', config))
    return { kind: 'browser', notice: receiptMessages.receiptPrinterMissing };
  const state = snapshot.printers.find((printer) => printer.id === chosen);
  return {
    kind: 'counter',
    printerId: chosen,
    printerName: state?.name ?? chosen,
    language: printerLanguageOf(config) === 'escpos' ? 'escpos' : 'pdf',
    columns: receiptColumnsOf(config),
  };
}
