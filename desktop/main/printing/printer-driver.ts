import type { DeviceStatus } from '@shared/ipc/devices';
import type { PrinterConfig, PrinterKind, PrinterLanguage } from '@shared/ipc/printers';

/**
 * One driver per kind of printer (`PRINTER_KINDS`). Unlike a scanner, a printer is not held open: a
 * driver reads its status when asked and opens the way to the printer for one job at a time, so a
 * printer the counter app is not using stays free for the shop's other programs.
 */

/** A printer's status as a driver reads it; `reason` in a clerk's words. */
export interface PrinterReading {
  readonly status: DeviceStatus;
  readonly reason?: string;
}

export type StatusDepth = 'poll' | 'now';

/** A document for the printer, in its language. */
export interface PrintJob {
  readonly format: PrinterLanguage;
  readonly data: Uint8Array;
  /** The spooler's job title (what its queue window shows). */
  readonly title: string;
}

/** What the printer or spooler said once it took the whole job. */
export interface PrintReceipt {
  /** The spooler's job id, where there is a spooler. */
  readonly jobId?: string;
  /** Whether the job is known to be done (the spooler reports it completed, or the bytes were sent). */
  readonly finished: boolean;
}

/** A print that did not happen, with the reason a clerk can act on. Nothing was printed. */
export class PrintRefused extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'PrintRefused';
  }
}

export interface PrinterDriver<C extends PrinterConfig = PrinterConfig> {
  readonly kind: PrinterKind;
  supports(config: PrinterConfig): config is C;
  /** What the shop recognises the printer by. */
  nameOf(config: C): string;
  /**
   * Reads the printer's status (never throws: a failure is a status with its reason). `poll` is the
   * manager's regular look, which must stay cheap and leave the printer free; `now` is a clerk asking
   * (or a print about to start), which may open the printer to ask it.
   */
  status(config: C, depth: StatusDepth): Promise<PrinterReading>;
  /** Sends the job; rejects with `PrintRefused` when the printer could not take it. */
  print(config: C, job: PrintJob): Promise<PrintReceipt>;
}
