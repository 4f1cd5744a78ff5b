import {
  DEFAULT_RAW_PRINTER_PORT,
  DEFAULT_ZPL_DPI,
  printerConfigSchema,
  printerFits,
  printerIdOf,
  printerLanguageOf,
  type PrinterPurpose,
  type CounterPrintersSnapshot,
  type PrintOutcome,
  type PrinterConfig,
  type PrinterKind,
  type PrinterLanguage,
  type PrintersConfig,
  type PrinterState,
} from '@shared/ipc/printers';
import { DEFAULT_SERIAL_BAUD_RATE, type CounterDevicesSnapshot } from '@shared/ipc/devices';
import { printerMessages } from '@shared/messages';
import { DEVICE_STATUS_COLORS, DEVICE_STATUS_LABELS, type Choice } from './devices-view';

/** What the Printers area shows and edits, worked out from the counter app's answer. */

export const PRINTER_KIND_LABELS: Record<PrinterKind, string> = {
  'system-printer': 'System printer',
  'network-zpl-printer': 'Network printer (port 9100)',
  'serial-zpl-printer': 'Serial printer',
};

export const PRINTER_LANGUAGE_LABELS: Record<PrinterLanguage, string> = {
  pdf: 'PDF',
  zpl: 'Raw ZPL',
  escpos: 'ESC/POS receipts',
};

export interface PrinterRow {
  readonly id: string;
  readonly name: string;
  readonly kind: string;
  /** Its language, and its resolution for ZPL: "Raw ZPL · 203 dpi". */
  readonly takes: string;
  readonly statusLabel: string;
  readonly statusColor: (typeof DEVICE_STATUS_COLORS)[PrinterState['status']];
  readonly reason: string | undefined;
  readonly isForLabels: boolean;
  readonly isForReceipts: boolean;
  /** Whether "Use for labels" / "Use for receipts" is offered: the printer's language can do the job. */
  readonly canPrint: Record<PrinterPurpose, boolean>;
}

export function printerRow(printer: PrinterState, config: PrintersConfig): PrinterRow {
  return {
    id: printer.id,
    name: printer.name,
    kind: PRINTER_KIND_LABELS[printer.kind],
    takes: [PRINTER_LANGUAGE_LABELS[printer.language], printer.dpi ? `${printer.dpi} dpi` : undefined]
      .filter(Boolean)
      .join(' · '),
    statusLabel: DEVICE_STATUS_LABELS[printer.status],
    statusColor: DEVICE_STATUS_COLORS[printer.status],
    reason: printer.reason,
    isForLabels: config.printerFor.labels === printer.id,
    isForReceipts: config.printerFor.receipts === printer.id,
    canPrint: {
      labels: printer.language !== 'escpos',
      receipts: printer.language !== 'zpl',
    },
  };
}

/** The add-a-printer form: every kind's fields, of which the chosen kind's are read. */
export interface PrinterFormValues {
  kind: PrinterKind;
  queue: string;
  language: PrinterLanguage;
  /** What a network or serial printer takes: ZPL (label printers) or ESC/POS (receipt printers). */
  rawLanguage: 'zpl' | 'escpos';
  /** An ESC/POS printer's line width. */
  columns: 48 | 42;
  host: string;
  port: number;
  serialPath: string;
  baudRate: number;
  dpi: number;
}

export const EMPTY_PRINTER_FORM: PrinterFormValues = {
  kind: 'system-printer',
  queue: '',
  language: 'pdf',
  rawLanguage: 'zpl',
  columns: 48,
  host: '',
  port: DEFAULT_RAW_PRINTER_PORT,
  serialPath: '',
  baudRate: DEFAULT_SERIAL_BAUD_RATE,
  dpi: DEFAULT_ZPL_DPI,
};

/** The printer the form describes, or the first thing wrong with it (the bridge's own schema's words). */
export function printerFromForm(
  values: PrinterFormValues,
): { ok: true; printer: PrinterConfig } | { ok: false; message: string } {
  // A ZPL printer keeps issue 14's settings (no language key); an ESC/POS one says so, with its columns.
  const raw =
    values.rawLanguage === 'escpos'
      ? { language: 'escpos' as const, dpi: DEFAULT_ZPL_DPI, columns: values.columns }
      : { dpi: values.dpi };
  const candidate =
    values.kind === 'system-printer'
      ? {
          kind: values.kind,
          queue: values.queue,
          language: values.language,
          ...(values.language === 'zpl' ? { dpi: values.dpi } : {}),
          ...(values.language === 'escpos' ? { columns: values.columns } : {}),
        }
      : values.kind === 'network-zpl-printer'
        ? { kind: values.kind, host: values.host, port: values.port, ...raw }
        : { kind: values.kind, path: values.serialPath, baudRate: values.baudRate, ...raw };
  const parsed = printerConfigSchema.safeParse(candidate);
  return parsed.success
    ? { ok: true, printer: parsed.data }
    : { ok: false, message: parsed.error.issues[0]?.message ?? 'Check the printer’s settings.' };
}

/**
 * The settings with `printer` added (or put in place of the one with its id). The first printer a
 * PC gets that can print labels also prints the labels, and the first ESC/POS printer the receipts:
 * with one printer there is nothing to choose. (An office printer is not made the receipt printer on
 * its own: without one, receipts open in the print dialog, where the clerk picks the paper.)
 */
export function withPrinter(config: PrintersConfig, printer: PrinterConfig): PrintersConfig {
  const id = printerIdOf(printer);
  const others = config.printers.filter((candidate) => printerIdOf(candidate) !== id);
  const labels = config.printerFor.labels ?? (printerFits('labels', printer) ? id : null);
  const receipts = config.printerFor.receipts ?? (printerLanguageOf(printer) === 'escpos' ? id : null);
  return { printers: [...others, printer], printerFor: forPurposes(labels, receipts) };
}

export function withoutPrinter(config: PrintersConfig, printerId: string): PrintersConfig {
  const { labels, receipts } = config.printerFor;
  return {
    printers: config.printers.filter((printer) => printerIdOf(printer) !== printerId),
    printerFor: forPurposes(
      labels === printerId ? null : labels,
      receipts === printerId ? null : (receipts ?? null),
    ),
  };
}

export function withLabelsPrinter(config: PrintersConfig, printerId: string): PrintersConfig {
  return { ...config, printerFor: forPurposes(printerId, config.printerFor.receipts ?? null) };
}

export function withReceiptsPrinter(config: PrintersConfig, printerId: string): PrintersConfig {
  return { ...config, printerFor: forPurposes(config.printerFor.labels, printerId) };
}

/** Issue 14's settings have no `receipts` key: it is written once a receipt printer is chosen. */
function forPurposes(labels: string | null, receipts: string | null): PrintersConfig['printerFor'] {
  return { labels, ...(receipts ? { receipts } : {}) };
}

/** The spooler's queues to pick from, the default one first, and the configured ones even when gone. */
export function queueChoices(snapshot: CounterPrintersSnapshot): Choice[] {
  const queues = [...snapshot.systemPrinters].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  const choices: Choice[] = queues.map((printer) => ({
    value: printer.queue,
    label: [
      printer.description ? `${printer.description} (${printer.queue})` : printer.queue,
      printer.isDefault ? ' · default' : '',
    ].join(''),
  }));
  for (const printer of snapshot.config.printers) {
    if (printer.kind === 'system-printer' && !choices.some((choice) => choice.value === printer.queue)) {
      choices.push({ value: printer.queue, label: `${printer.queue} (not listed by the spooler)` });
    }
  }
  return choices;
}

/** The serial ports the Devices area last listed, for a serial printer. */
export function printerPortChoices(devices: CounterDevicesSnapshot | undefined): Choice[] {
  return (devices?.serialPorts ?? []).map((port) => ({
    value: port.path,
    label: port.manufacturer ? `${port.path} (${port.manufacturer})` : port.path,
  }));
}

/** The toast after a test print. */
export function testPrintToast(outcome: PrintOutcome): { kind: 'success' | 'error'; text: string } {
  return outcome.ok
    ? { kind: 'success', text: printerMessages.testPrinted(outcome.printerName) }
    : { kind: 'error', text: printerMessages.notPrinted(outcome.printerName, outcome.reason) };
}
