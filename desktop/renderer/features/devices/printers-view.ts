import {
  DEFAULT_RAW_PRINTER_PORT,
  DEFAULT_ZPL_DPI,
  printerConfigSchema,
  printerIdOf,
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
  'network-zpl-printer': 'Network ZPL printer',
  'serial-zpl-printer': 'Serial ZPL printer',
};

export const PRINTER_LANGUAGE_LABELS: Record<PrinterLanguage, string> = {
  pdf: 'PDF',
  zpl: 'Raw ZPL',
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
  };
}

/** The add-a-printer form: every kind's fields, of which the chosen kind's are read. */
export interface PrinterFormValues {
  kind: PrinterKind;
  queue: string;
  language: PrinterLanguage;
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
  const candidate =
    values.kind === 'system-printer'
      ? {
          kind: values.kind,
          queue: values.queue,
          language: values.language,
          ...(values.language === 'zpl' ? { dpi: values.dpi } : {}),
        }
      : values.kind === 'network-zpl-printer'
        ? { kind: values.kind, host: values.host, port: values.port, dpi: values.dpi }
        : { kind: values.kind, path: values.serialPath, baudRate: values.baudRate, dpi: values.dpi };
  const parsed = printerConfigSchema.safeParse(candidate);
  return parsed.success
    ? { ok: true, printer: parsed.data }
    : { ok: false, message: parsed.error.issues[0]?.message ?? 'Check the printer’s settings.' };
}

/**
 * The settings with `printer` added (or put in place of the one with its id). The first printer a
 * PC gets also prints the labels: with one printer there is nothing to choose.
 */
export function withPrinter(config: PrintersConfig, printer: PrinterConfig): PrintersConfig {
  const id = printerIdOf(printer);
  const others = config.printers.filter((candidate) => printerIdOf(candidate) !== id);
  return {
    printers: [...others, printer],
    printerFor: { labels: config.printerFor.labels ?? id },
  };
}

export function withoutPrinter(config: PrintersConfig, printerId: string): PrintersConfig {
  return {
    printers: config.printers.filter((printer) => printerIdOf(printer) !== printerId),
    printerFor: { labels: config.printerFor.labels === printerId ? null : config.printerFor.labels },
  };
}

export function withLabelsPrinter(config: PrintersConfig, printerId: string): PrintersConfig {
  return { ...config, printerFor: { labels: printerId } };
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
