import {
  EMPTY_PRINTERS_CONFIG,
  printerIdOf,
  printerFits,
  printerLanguageOf,
  type PrinterLanguage,
  printersConfigSchema,
  receiptColumnsOf,
  type ReceiptsPrintRequest,
  type CounterPrintersSnapshot,
  type LabelsPrintRequest,
  type PrintOutcome,
  type PrinterConfig,
  type PrintersConfig,
  type PrinterState,
  type SystemPrinterInfo,
} from '@shared/ipc/printers';
import type { Unsubscribe } from '@shared/ipc/counter-bridge';
import { reasonOf } from '../devices/device-driver';
import { loadSerialPort as defaultLoadSerialPort, type SerialPortModule } from '../devices/native-modules';
import {
  createNetworkZplPrinterDriver,
  type NetworkZplPrinterDriverOptions,
} from './network-zpl-printer.driver';
import { PrintRefused, type PrinterDriver, type PrinterReading, type StatusDepth } from './printer-driver';
import {
  createSerialZplPrinterDriver,
  type SerialZplPrinterDriverOptions,
} from './serial-zpl-printer.driver';
import { escposReceipt, escposTestReceipt } from './escpos-receipt';
import { createSystemPrinterDriver, type SystemPrinterDriverOptions } from './system-printer.driver';
import { testLabelPdf, testLabelZpl } from './test-label';

/** A printer's state changes slowly (paper runs out, a queue is stopped): a look every 5 s is enough. */
export const PRINTER_POLL_INTERVAL_MS = 5_000;

export interface PrinterManagerOptions {
  readonly config: PrintersConfig;
  readonly system?: SystemPrinterDriverOptions;
  readonly network?: NetworkZplPrinterDriverOptions;
  readonly serial?: Omit<SerialZplPrinterDriverOptions, 'loadSerialPort'>;
  readonly loadSerialPort?: () => Promise<SerialPortModule>;
  readonly pollIntervalMs?: number;
  readonly log?: (message: string) => void;
  readonly now?: () => Date;
}

interface Entry {
  readonly config: PrinterConfig;
  readonly id: string;
  readonly driver: PrinterDriver;
  reading: PrinterReading;
  checkedAt: number;
  /** The jobs sent to this printer, one after another (the last one's end). */
  jobs: Promise<unknown>;
  /** Jobs sent or waiting: the poll leaves a printer alone while it is taking one. */
  pendingJobs: number;
}

/**
 * The counter PC's printers (issue 14), beside the DeviceManager's scanners: the printers this PC is
 * configured for, each one's status on a slow poll (and at once when asked), the spooler's queues,
 * and the print itself. A printer is not held open between jobs, so unlike a scanner there is
 * nothing to open or close when one comes or goes: a look at its status is all a poll does.
 *
 * Nothing here may take the main process down: a driver that throws becomes a status or an outcome
 * with its reason, a listener that throws a line in the log.
 */
export class PrinterManager {
  private readonly drivers: readonly PrinterDriver[];
  private readonly system: ReturnType<typeof createSystemPrinterDriver>;
  private readonly pollIntervalMs: number;
  private readonly log: (message: string) => void;
  private readonly now: () => Date;
  private config: PrintersConfig;
  private entries: Entry[];
  private systemPrinters: SystemPrinterInfo[] = [];
  private problems: string[] = [];
  private timer: ReturnType<typeof setInterval> | undefined;
  private isPolling = false;
  private isStopped = true;
  private lastPublished = '';
  private readonly changeListeners = new Set<(snapshot: CounterPrintersSnapshot) => void>();

  constructor(options: PrinterManagerOptions) {
    this.system = createSystemPrinterDriver(options.system);
    this.drivers = [
      this.system,
      createNetworkZplPrinterDriver(options.network),
      createSerialZplPrinterDriver({
        ...options.serial,
        loadSerialPort: options.loadSerialPort ?? defaultLoadSerialPort,
      }),
    ] as readonly PrinterDriver[];
    this.pollIntervalMs = options.pollIntervalMs ?? PRINTER_POLL_INTERVAL_MS;
    this.log = options.log ?? (() => {});
    this.now = options.now ?? (() => new Date());
    this.config = printersConfigSchema.parse(options.config ?? EMPTY_PRINTERS_CONFIG);
    this.entries = this.config.printers.map((config) => this.newEntry(config));
  }

  /** Reads every printer's status, and keeps reading it on the slow poll. */
  async start(): Promise<void> {
    if (!this.isStopped) return;
    this.isStopped = false;
    this.timer = setInterval(() => void this.poll(), this.pollIntervalMs);
    // The main process must be able to quit while a poll is pending.
    this.timer.unref?.();
    await this.poll();
  }

  stop(): void {
    this.isStopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  onChange(listener: (snapshot: CounterPrintersSnapshot) => void): Unsubscribe {
    this.changeListeners.add(listener);
    return () => void this.changeListeners.delete(listener);
  }

  snapshot(): CounterPrintersSnapshot {
    return {
      available: true,
      printers: this.entries.map((entry) => this.stateOf(entry)),
      systemPrinters: this.systemPrinters,
      config: this.config,
      problems: this.problems,
    };
  }

  /** Lists the spooler's queues (for the printer picker) and reads every printer's status. */
  async list(): Promise<CounterPrintersSnapshot> {
    try {
      this.systemPrinters = await this.system.listQueues();
      this.problems = [];
    } catch (error) {
      this.systemPrinters = [];
      this.problems = [`Could not list the system printers: ${reasonOf(error)}`];
    }
    await Promise.all(this.entries.map((entry) => this.refresh(entry, 'poll')));
    this.publishIfChanged();
    return this.snapshot();
  }

  /** Takes new settings and answers the snapshot with the new printers' statuses. */
  async configure(config: PrintersConfig): Promise<CounterPrintersSnapshot> {
    const parsed = printersConfigSchema.parse(config);
    const next: Entry[] = [];
    for (const printer of parsed.printers) {
      const id = printerIdOf(printer);
      if (next.some((entry) => entry.id === id)) continue;
      const kept = this.entries.find((entry) => entry.id === id && sameConfig(entry.config, printer));
      next.push(kept ?? this.newEntry(printer));
    }
    this.entries = next;
    this.config = withValidChoices({ ...parsed, printers: next.map((entry) => entry.config) });
    await Promise.all(
      next.filter((entry) => entry.checkedAt === 0).map((entry) => this.refresh(entry, 'poll')),
    );
    this.publishIfChanged();
    return this.snapshot();
  }

  /** Reads one configured printer's status now; undefined for a printer this PC does not have. */
  async status(printerId: string): Promise<PrinterState | undefined> {
    const entry = this.entries.find((candidate) => candidate.id === printerId);
    if (!entry) return undefined;
    await this.refresh(entry, 'now');
    this.publishIfChanged();
    return this.stateOf(entry);
  }

  /** Prints a label document; the outcome says whether the printer took it, or why not. */
  async print(request: LabelsPrintRequest): Promise<PrintOutcome> {
    const entry = this.entries.find((candidate) => candidate.id === request.printerId);
    if (!entry) return unknownPrinter(request.printerId);
    const language = printerLanguageOf(entry.config);
    if (request.document.format !== language) {
      return refused(
        entry,
        `${entry.driver.nameOf(entry.config)} takes ${language.toUpperCase()}, not ${request.document.format.toUpperCase()}.`,
      );
    }
    const count = request.itemIds.length;
    return this.send(entry, {
      format: language,
      data: request.document.data,
      title: `ConsignDesk labels (${count})`,
      count,
    });
  }

  /**
   * Prints an order's receipt (issue 15) on the printer named, or this PC's receipt printer: an
   * ESC/POS printer gets the blocks as ESC/POS bytes (escpos-receipt.ts), a PDF printer the PDF.
   */
  async printReceipt(request: ReceiptsPrintRequest): Promise<PrintOutcome> {
    const printerId = request.printerId ?? this.config.printerFor.receipts ?? null;
    if (printerId === null) return noReceiptPrinter();
    const entry = this.entries.find((candidate) => candidate.id === printerId);
    if (!entry) return unknownPrinter(printerId);
    const language = printerLanguageOf(entry.config);
    if (!printerFits('receipts', entry.config) || request.document.format !== language) {
      return refused(
        entry,
        `${entry.driver.nameOf(entry.config)} takes ${language.toUpperCase()}, not a ${request.document.format.toUpperCase()} receipt.`,
      );
    }
    const data =
      request.document.format === 'escpos' ? escposReceipt(request.document.receipt) : request.document.data;
    return this.send(entry, {
      format: language,
      data,
      title: `ConsignDesk receipt (order ${request.orderId})`,
      count: 1,
    });
  }

  /** Prints the built-in test label on a configured printer. */
  async testPrint(printerId: string): Promise<PrintOutcome> {
    const entry = this.entries.find((candidate) => candidate.id === printerId);
    if (!entry) return unknownPrinter(printerId);
    const facts = {
      printerName: entry.driver.nameOf(entry.config),
      at: this.now(),
      dpi: dpiOf(entry.config),
    };
    const language = printerLanguageOf(entry.config);
    const data =
      language === 'zpl'
        ? new TextEncoder().encode(testLabelZpl(facts))
        : language === 'escpos'
          ? escposTestReceipt({ ...facts, columns: receiptColumnsOf(entry.config) })
          : testLabelPdf(facts);
    return this.send(entry, { format: language, data, title: 'ConsignDesk test print', count: 1 });
  }

  /**
   * One job at a time per printer: a serial port opens for one program at a time, and a network
   * printer takes one connection at a time on its raw port, so a second Print (a double click, two
   * screens) waits for the first rather than failing as "in use".
   */
  private send(
    entry: Entry,
    job: { format: PrinterLanguage; data: Uint8Array; title: string; count: number },
  ): Promise<PrintOutcome> {
    entry.pendingJobs += 1;
    const outcome = entry.jobs
      .catch(() => undefined)
      .then(() => this.sendNow(entry, job))
      .finally(() => {
        entry.pendingJobs -= 1;
      });
    entry.jobs = outcome;
    return outcome;
  }

  private async sendNow(
    entry: Entry,
    job: { format: PrinterLanguage; data: Uint8Array; title: string; count: number },
  ): Promise<PrintOutcome> {
    const printerName = this.displayName(entry);
    try {
      const receipt = await entry.driver.print(entry.config, job);
      this.log(`${entry.id}: printed ${job.title}${receipt.jobId ? ` as ${receipt.jobId}` : ''}.`);
      this.setReading(entry, { status: 'connected' });
      return {
        ok: true,
        printerId: entry.id,
        printerName,
        count: job.count,
        ...(receipt.jobId ? { jobId: receipt.jobId } : {}),
        finished: receipt.finished,
      };
    } catch (error) {
      const reason = reasonOf(error);
      if (!(error instanceof PrintRefused)) this.log(`${entry.id}: print failed: ${reason}`);
      // The reason the print failed is the printer's news too (out of paper, unreachable).
      await this.refresh(entry, 'poll');
      this.publishIfChanged();
      return refused(entry, reason, printerName);
    }
  }

  private newEntry(config: PrinterConfig): Entry {
    const driver = this.drivers.find((candidate) => candidate.supports(config));
    if (!driver) throw new Error(`No driver for ${config.kind}`);
    return {
      config,
      id: printerIdOf(config),
      driver,
      reading: { status: 'disconnected', reason: 'Not checked yet.' },
      checkedAt: 0,
      jobs: Promise.resolve(),
      pendingJobs: 0,
    };
  }

  private stateOf(entry: Entry): PrinterState {
    const dpi = dpiOf(entry.config);
    return {
      id: entry.id,
      kind: entry.config.kind,
      name: this.displayName(entry),
      language: printerLanguageOf(entry.config),
      ...(dpi ? { dpi } : {}),
      status: entry.reading.status,
      ...(entry.reading.reason ? { reason: entry.reading.reason.slice(0, 500) } : {}),
      checkedAt: entry.checkedAt,
    };
  }

  private displayName(entry: Entry): string {
    const name = entry.driver.nameOf(entry.config);
    if (entry.config.kind !== 'system-printer') return name;
    const queue = entry.config.queue;
    return this.systemPrinters.find((printer) => printer.queue === queue)?.description ?? name;
  }

  private async refresh(entry: Entry, depth: StatusDepth): Promise<void> {
    let reading: PrinterReading;
    try {
      reading = await entry.driver.status(entry.config, depth);
    } catch (error) {
      reading = { status: 'error', reason: reasonOf(error) };
    }
    this.setReading(entry, reading);
  }

  private setReading(entry: Entry, reading: PrinterReading): void {
    if (entry.reading.status !== reading.status || entry.reading.reason !== reading.reason) {
      this.log(`${entry.id}: ${reading.status}${reading.reason ? ` (${reading.reason})` : ''}.`);
    }
    entry.reading = reading;
    entry.checkedAt = this.now().getTime();
  }

  private async poll(): Promise<void> {
    // A slow printer (a 3 s connect timeout) must not stack polls on top of each other.
    if (this.isPolling || this.isStopped) return;
    this.isPolling = true;
    try {
      // A printer taking a job answers for itself when the job ends; a status connection now would
      // wait behind the job (or be refused) and show a busy printer as unreachable.
      const idle = this.entries.filter((entry) => entry.pendingJobs === 0);
      await Promise.all(idle.map((entry) => this.refresh(entry, 'poll')));
      this.publishIfChanged();
    } finally {
      this.isPolling = false;
    }
  }

  private publishIfChanged(): void {
    const snapshot = this.snapshot();
    // The time of the last look changes every poll; only a change a person would see is news.
    const serialized = JSON.stringify({
      ...snapshot,
      printers: snapshot.printers.map(({ checkedAt: _checkedAt, ...rest }) => rest),
    });
    if (serialized === this.lastPublished) return;
    this.lastPublished = serialized;
    for (const listener of this.changeListeners) {
      try {
        listener(snapshot);
      } catch (error) {
        this.log(`A printer change listener failed: ${reasonOf(error)}`);
      }
    }
  }
}

/**
 * The settings as kept: each printer once (by its id), and each purpose naming a printer of the list
 * that can do its job, or none (a removed printer's choice goes with it; an ESC/POS printer prints no
 * labels, a ZPL one no receipts).
 */
export function withValidChoices(config: PrintersConfig): PrintersConfig {
  const printers = config.printers.filter(
    (printer, index) =>
      config.printers.findIndex((other) => printerIdOf(other) === printerIdOf(printer)) === index,
  );
  const valid = (purpose: 'labels' | 'receipts', id: string | null | undefined) =>
    id && printers.some((printer) => printerIdOf(printer) === id && printerFits(purpose, printer))
      ? id
      : null;
  const receipts = valid('receipts', config.printerFor.receipts);
  return {
    printers,
    // Issue 14's settings have no receipt printer: the key is written only once one is chosen.
    printerFor: { labels: valid('labels', config.printerFor.labels), ...(receipts ? { receipts } : {}) },
  };
}

const sameConfig = (a: PrinterConfig, b: PrinterConfig) => JSON.stringify(a) === JSON.stringify(b);

function dpiOf(config: PrinterConfig): number | undefined {
  if (config.kind === 'system-printer') return config.language === 'zpl' ? config.dpi : undefined;
  return config.dpi;
}

function refused(
  entry: Entry,
  reason: string,
  printerName = entry.driver.nameOf(entry.config),
): PrintOutcome {
  return {
    ok: false,
    printerId: entry.id,
    printerName,
    reason: reason.slice(0, 500) || 'Not printed.',
  };
}

function noReceiptPrinter(): PrintOutcome {
  return {
    ok: false,
    printerId: 'none',
    printerName: 'No receipt printer',
    reason: 'No receipt printer is chosen on this counter PC: choose one in Settings → Devices.',
  };
}

function unknownPrinter(printerId: string): PrintOutcome {
  return {
    ok: false,
    printerId,
    printerName: printerId,
    reason: 'This printer is not set up on this counter PC: choose it again in Settings → Devices.',
  };
}
