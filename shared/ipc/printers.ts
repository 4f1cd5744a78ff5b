import { z } from 'zod';
import { RECEIPT_COLUMNS, type ReceiptLayout } from '../domain/receipt';
import { DEVICE_STATUSES, SERIAL_BAUD_RATES } from './devices';

/**
 * The counter PC's printers as the bridge carries them (issue 14): what the system's spooler lists,
 * what this PC is configured to print to, each configured printer's status, and a label job's
 * outcome. The choice of printers is kept per counter PC (settings.json `printers`), not per store.
 *
 * The renderer fetches the label document from the API itself (`POST /api/labels`, in the language
 * and resolution the chosen printer takes) and hands the bytes to `labels.print`: the user's token
 * never leaves the renderer, and the main process only talks to printers.
 */

/**
 * One driver per kind (desktop/main/printing/):
 * - `system-printer`: a queue of the operating system's spooler (CUPS `lp` on Linux and macOS, the
 *   Windows spooler): office printers, sheet labels, thermal printers installed with a driver (PDF),
 *   or a raw queue that passes ZPL through untouched (`language: 'zpl'`).
 * - `network-zpl-printer`: a Zebra-style printer taking raw ZPL on a TCP port (9100), or (issue 15,
 *   `language: 'escpos'`) a receipt printer taking ESC/POS on the same raw port.
 * - `serial-zpl-printer`: the same over a serial port.
 *
 * The kinds keep their issue-14 names (they are the settings.json of every counter PC); a raw printer
 * without `language` takes ZPL.
 */
export const PRINTER_KINDS = ['system-printer', 'network-zpl-printer', 'serial-zpl-printer'] as const;
export type PrinterKind = (typeof PRINTER_KINDS)[number];

/**
 * What a printer takes: a PDF (the spooler's driver rasterises it), raw ZPL II (label printers) or
 * raw ESC/POS (receipt printers, issue 15).
 */
export const PRINTER_LANGUAGES = ['pdf', 'zpl', 'escpos'] as const;
export type PrinterLanguage = (typeof PRINTER_LANGUAGES)[number];
/** The languages of a printer the app talks to directly (a TCP port, a serial port). */
export const RAW_PRINTER_LANGUAGES = ['zpl', 'escpos'] as const;

/** The resolutions of Zebra-style thermal printers: 8 and 12 dots per millimetre. */
export const ZPL_DPIS = [203, 300] as const;
export type ZplDpi = (typeof ZPL_DPIS)[number];
export const DEFAULT_ZPL_DPI: ZplDpi = 203;

/** The raw port of network label printers (JetDirect / AppSocket). */
export const DEFAULT_RAW_PRINTER_PORT = 9100;

/** What a printer is used for: labels (issue 14) and till receipts (issue 15). */
export const PRINTER_PURPOSES = ['labels', 'receipts'] as const;
export type PrinterPurpose = (typeof PRINTER_PURPOSES)[number];

/** The languages each purpose can print in: labels are PDF or ZPL, receipts PDF or ESC/POS. */
export const PURPOSE_LANGUAGES: Record<PrinterPurpose, readonly PrinterLanguage[]> = {
  labels: ['pdf', 'zpl'],
  receipts: ['pdf', 'escpos'],
};

/** A PC has a few printers at most; the cap keeps a bad settings file from opening hundreds of ports. */
export const MAX_CONFIGURED_PRINTERS = 8;

/** The largest label document the bridge carries (500 labels with a logo fit well inside). */
export const MAX_PRINT_DOCUMENT_BYTES = 64 * 1024 * 1024;

/** Characters a line of an ESC/POS receipt printer holds (48 on 80 mm paper, 42 on 3-inch). */
const receiptColumns = z
  .number()
  .int()
  .refine((columns) => (RECEIPT_COLUMNS as readonly number[]).includes(columns), 'Choose 48 or 42 columns.');

const zplDpi = z
  .number()
  .int()
  .refine((dpi) => (ZPL_DPIS as readonly number[]).includes(dpi), 'Choose 203 or 300 dpi.');

export const systemPrinterConfigSchema = z.strictObject({
  kind: z.literal('system-printer'),
  /** The spooler's queue name (CUPS destination, Windows printer name). */
  queue: z.string().trim().min(1, 'Choose the printer.').max(256),
  language: z.enum(PRINTER_LANGUAGES),
  /** The printer's resolution when the queue is raw ZPL; ignored for PDF. */
  dpi: zplDpi.optional(),
  /** A raw ESC/POS queue's line width; 48 when absent. */
  columns: receiptColumns.optional(),
});

export const networkZplPrinterConfigSchema = z.strictObject({
  kind: z.literal('network-zpl-printer'),
  host: z.string().trim().min(1, 'Enter the printer’s address.').max(253),
  port: z.number().int().min(1).max(65_535),
  /** ZPL when absent (issue 14's settings). */
  language: z.enum(RAW_PRINTER_LANGUAGES).optional(),
  /** Dots per inch of a ZPL printer; not used for ESC/POS. */
  dpi: zplDpi,
  columns: receiptColumns.optional(),
});

export const serialZplPrinterConfigSchema = z.strictObject({
  kind: z.literal('serial-zpl-printer'),
  path: z.string().trim().min(1, 'Choose the serial port.').max(256),
  baudRate: z
    .number()
    .int()
    .refine((rate) => (SERIAL_BAUD_RATES as readonly number[]).includes(rate), 'Choose a baud rate.'),
  language: z.enum(RAW_PRINTER_LANGUAGES).optional(),
  dpi: zplDpi,
  columns: receiptColumns.optional(),
});

export const printerConfigSchema = z.discriminatedUnion('kind', [
  systemPrinterConfigSchema,
  networkZplPrinterConfigSchema,
  serialZplPrinterConfigSchema,
]);
export type PrinterConfig = z.infer<typeof printerConfigSchema>;

/**
 * The `printers` key of the counter PC's settings.json, and what `printers.configure` sends: the
 * printers this PC prints to, and which one each purpose uses (by `printerIdOf`).
 */
export const printersConfigSchema = z.strictObject({
  printers: z.array(printerConfigSchema).max(MAX_CONFIGURED_PRINTERS),
  printerFor: z.strictObject({
    labels: z.string().min(1).max(300).nullable(),
    /** Issue 15; absent in issue 14's settings, which is the same as none. */
    receipts: z.string().min(1).max(300).nullable().optional(),
  }),
});
export type PrintersConfig = z.infer<typeof printersConfigSchema>;

export const EMPTY_PRINTERS_CONFIG: PrintersConfig = { printers: [], printerFor: { labels: null } };

/** How the Devices screen and a print request name a configured printer. */
export function printerIdOf(config: PrinterConfig): string {
  switch (config.kind) {
    case 'system-printer':
      return `printer:system:${config.queue}`;
    case 'network-zpl-printer':
      return `printer:tcp:${config.host}:${config.port}`;
    case 'serial-zpl-printer':
      return `printer:serial:${config.path}`;
  }
}

/** The language a configured printer takes. */
export function printerLanguageOf(config: PrinterConfig): PrinterLanguage {
  return config.kind === 'system-printer' ? config.language : (config.language ?? 'zpl');
}

/** Whether a printer can do a purpose's job (an ESC/POS printer prints no labels, a ZPL one no receipts). */
export function printerFits(purpose: PrinterPurpose, config: PrinterConfig): boolean {
  return PURPOSE_LANGUAGES[purpose].includes(printerLanguageOf(config));
}

/** The line width of an ESC/POS printer. */
export function receiptColumnsOf(config: PrinterConfig): ReceiptLayout['columns'] {
  return config.columns === 42 ? 42 : 48;
}

/**
 * A configured printer and how it is doing: `connected` (ready), `disconnected` (unreachable, not
 * listed by the spooler, port gone) or `error` with the printer's own reason where its protocol says
 * one (ZPL `~HS`: paper out, head open, paused; the spooler: stopped, not accepting jobs).
 */
export const printerStateSchema = z.strictObject({
  id: z.string().min(1).max(300),
  kind: z.enum(PRINTER_KINDS),
  /** What the shop recognises: the queue's description or name, host:port, the port. */
  name: z.string().min(1).max(300),
  language: z.enum(PRINTER_LANGUAGES),
  /** Dots per inch for ZPL; absent for PDF. */
  dpi: z.number().int().optional(),
  status: z.enum(DEVICE_STATUSES),
  reason: z.string().max(500).optional(),
  /** When the status was last read (milliseconds since the epoch). */
  checkedAt: z.number().int().nonnegative(),
});
export type PrinterState = z.infer<typeof printerStateSchema>;

/** A queue the system's spooler lists (what the printer picker offers). */
export const systemPrinterInfoSchema = z.strictObject({
  queue: z.string().min(1).max(256),
  description: z.string().max(300).optional(),
  isDefault: z.boolean(),
});
export type SystemPrinterInfo = z.infer<typeof systemPrinterInfoSchema>;

/** What `printers.list()` and `printers.configure()` answer. `{ available: false }` in a browser. */
export const printersSnapshotSchema = z.discriminatedUnion('available', [
  z.strictObject({ available: z.literal(false) }),
  z.strictObject({
    available: z.literal(true),
    printers: z.array(printerStateSchema),
    systemPrinters: z.array(systemPrinterInfoSchema),
    config: printersConfigSchema,
    /** A spooler or bus the app could not list, with the reason. */
    problems: z.array(z.string().max(500)),
  }),
]);
export type PrintersSnapshot = z.infer<typeof printersSnapshotSchema>;
export type CounterPrintersSnapshot = Extract<PrintersSnapshot, { available: true }>;

export const printerIdSchema = z.string().min(1).max(300);

/**
 * What `labels.print` sends: the items the document labels (for the outcome and the log; the
 * renderer marks them printed with `bulkPrintInventory` only after a successful outcome), the
 * printer, and the document the API rendered for that printer's language and resolution.
 */
export const labelsPrintRequestSchema = z.strictObject({
  printerId: printerIdSchema,
  itemIds: z.array(z.number().int().positive()).min(1).max(500),
  document: z.strictObject({
    format: z.enum(PRINTER_LANGUAGES),
    data: z
      .instanceof(Uint8Array)
      .refine((data) => data.byteLength > 0 && data.byteLength <= MAX_PRINT_DOCUMENT_BYTES),
  }),
});
export type LabelsPrintRequest = z.infer<typeof labelsPrintRequestSchema>;

/** A receipt's blocks as shared/domain/receipt.ts lays them out, checked as they cross the bridge. */
const receiptText = z.string().max(200);
export const receiptLayoutSchema: z.ZodType<ReceiptLayout> = z.strictObject({
  columns: z.union([z.literal(48), z.literal(42)]),
  orderName: z.string().max(64),
  blocks: z
    .array(
      z.discriminatedUnion('kind', [
        z.strictObject({
          kind: z.literal('text'),
          text: receiptText,
          align: z.enum(['left', 'center', 'right']),
          bold: z.boolean(),
          large: z.boolean(),
        }),
        z.strictObject({ kind: z.literal('row'), left: receiptText, right: receiptText, bold: z.boolean() }),
        z.strictObject({ kind: z.literal('rule') }),
        z.strictObject({ kind: z.literal('feed') }),
      ]),
    )
    .min(1)
    .max(2_000),
});

/** The largest receipt PDF the bridge carries (a long order is a few hundred kilobytes). */
export const MAX_RECEIPT_PDF_BYTES = 8 * 1024 * 1024;

/**
 * What `receipts.print` sends (issue 15): the order, and the receipt in the language of the printer
 * (`printerId`, or this PC's receipt printer when absent): its blocks for an ESC/POS printer (main
 * turns them into ESC/POS bytes), or the PDF from GET /api/orders/{id}/receipt for a PDF printer.
 */
export const receiptsPrintRequestSchema = z.strictObject({
  printerId: printerIdSchema.optional(),
  orderId: z.number().int().positive(),
  document: z.discriminatedUnion('format', [
    z.strictObject({ format: z.literal('escpos'), receipt: receiptLayoutSchema }),
    z.strictObject({
      format: z.literal('pdf'),
      data: z
        .instanceof(Uint8Array)
        .refine((data) => data.byteLength > 0 && data.byteLength <= MAX_RECEIPT_PDF_BYTES),
    }),
  ]),
});
export type ReceiptsPrintRequest = z.infer<typeof receiptsPrintRequestSchema>;

/**
 * A print's outcome. `ok: true` once the printer (or the spooler) took the whole job; `jobId` is the
 * spooler's job id where there is one, and `finished` whether the spooler already reports it done.
 * `ok: false` with the reason in a clerk's words (paper out, unreachable, …): nothing was printed.
 */
export const printOutcomeSchema = z.discriminatedUnion('ok', [
  z.strictObject({
    ok: z.literal(true),
    printerId: printerIdSchema,
    printerName: z.string().max(300),
    count: z.number().int().nonnegative(),
    jobId: z.string().max(100).optional(),
    finished: z.boolean(),
  }),
  z.strictObject({
    ok: z.literal(false),
    printerId: printerIdSchema,
    printerName: z.string().max(300),
    reason: z.string().min(1).max(500),
  }),
]);
export type PrintOutcome = z.infer<typeof printOutcomeSchema>;
