import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PrinterConfig, SystemPrinterInfo } from '@shared/ipc/printers';
import { reasonOf } from '../devices/device-driver';
import {
  loadPdfToPrinter as defaultLoadPdfToPrinter,
  type PdfToPrinterModule,
} from '../devices/native-modules';
import {
  PrintRefused,
  type PrinterDriver,
  type PrinterReading,
  type PrintJob,
  type PrintReceipt,
} from './printer-driver';

type SystemPrinterConfig = Extract<PrinterConfig, { kind: 'system-printer' }>;

/** A spooler command that has not answered by then is stuck (a hung scheduler): give up. */
const COMMAND_TIMEOUT_MS = 15_000;
/** How long a print waits for the spooler to report the job completed before answering anyway. */
export const DEFAULT_COMPLETION_WAIT_MS = 5_000;
const COMPLETION_POLL_MS = 250;

export interface SystemPrinterDriverOptions {
  /** The spooler commands' environment: `CUPS_SERVER` names the scheduler (tests start their own). */
  readonly env?: NodeJS.ProcessEnv;
  readonly platform?: NodeJS.Platform;
  readonly completionWaitMs?: number;
  readonly loadPdfToPrinter?: () => Promise<PdfToPrinterModule>;
}

export interface SystemPrinterDriver extends PrinterDriver<SystemPrinterConfig> {
  /** The spooler's queues (what the Devices screen offers); rejects when the spooler cannot be asked. */
  listQueues(): Promise<SystemPrinterInfo[]>;
}

interface CommandResult {
  readonly stdout: string;
  readonly stderr: string;
  /** The exit code; 0 when the command succeeded. */
  readonly code: number;
}

// ---- What CUPS's commands answer (LANG=C, so the words are these) ------------------------------

/** `lpstat -e`: one destination a line. */
export function parseQueueNames(stdout: string): string[] {
  return stdout
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** `lpstat -d`: "system default destination: NAME" or "no system default destination". */
export function parseDefaultQueue(stdout: string): string | undefined {
  return /system default destination:\s*(\S+)/.exec(stdout)?.[1];
}

/** `lpstat -l -p`: each printer's "Description:" line. */
export function parseDescriptions(stdout: string): Map<string, string> {
  const descriptions = new Map<string, string>();
  let current: string | undefined;
  for (const line of stdout.split('\n')) {
    const printer = /^printer (\S+) /.exec(line);
    if (printer) current = printer[1];
    const description = /^\s+Description:\s*(.*)$/.exec(line);
    if (current && description?.[1]) descriptions.set(current, description[1].trim());
  }
  return descriptions;
}

/** The indented line under a state line: why the queue stopped or refuses jobs, as its admin wrote it. */
function reasonLine(stdout: string): string | undefined {
  const line = stdout
    .split('\n')
    .slice(1)
    .map((text) => text.trim())
    .find((text) => text.length > 0 && text !== 'reason unknown');
  return line;
}

/**
 * A queue's state from `lpstat -p QUEUE` and `lpstat -a QUEUE`: idle or printing is ready; a stopped
 * (disabled) queue or one that refuses jobs is an error, with the reason its admin gave.
 */
export function parseQueueState(printerStdout: string, acceptingStdout: string): PrinterReading {
  if (/^printer \S+ disabled/m.test(printerStdout)) {
    const reason = reasonLine(printerStdout);
    return { status: 'error', reason: reason ? `Stopped: ${reason}` : 'Stopped' };
  }
  if (/ not accepting requests/.test(acceptingStdout)) {
    const reason = reasonLine(acceptingStdout);
    return { status: 'error', reason: reason ? `Not accepting jobs: ${reason}` : 'Not accepting jobs' };
  }
  if (/^printer \S+ now printing/m.test(printerStdout)) return { status: 'connected', reason: 'Printing' };
  if (/^printer \S+ is idle/m.test(printerStdout)) return { status: 'connected' };
  return { status: 'error', reason: `The spooler said: ${printerStdout.trim().slice(0, 200)}` };
}

/** `lp`'s answer: "request id is QUEUE-12 (1 file(s))". */
export function parseRequestId(stdout: string): string | undefined {
  return /request id is (\S+)/.exec(stdout)?.[1];
}

/** `lpstat -W completed -o QUEUE`: the job ids listed, first word of each line. */
export function parseJobIds(stdout: string): Set<string> {
  return new Set(
    stdout
      .split('\n')
      .map((line) => line.trim().split(/\s+/)[0])
      .filter((id): id is string => Boolean(id)),
  );
}

/** Why a spooler command failed, in a clerk's words where the cause is a common one. */
function spoolerProblem(result: CommandResult, queue?: string): PrinterReading {
  const said = `${result.stderr}\n${result.stdout}`.trim();
  if (queue && /Invalid destination name|Unknown destination|does not exist/i.test(said)) {
    return { status: 'disconnected', reason: `The spooler has no printer named ${queue}.` };
  }
  if (/scheduler is not running|Unable to connect|No such file or directory|ENOENT/i.test(said)) {
    return { status: 'disconnected', reason: 'The print spooler (CUPS) is not running.' };
  }
  return { status: 'error', reason: `The spooler said: ${said.slice(0, 200) || `exit code ${result.code}`}` };
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Queues of the operating system's spooler: CUPS (`lp`, `lpstat`) on Linux and macOS, the Windows
 * spooler through `pdf-to-printer`. Commands run with `execFile` (no shell, so a queue name is never
 * read as shell syntax), in the C locale (their answers are parsed), with a time limit. A document is
 * written to a private temporary folder for the command and removed after.
 */
export function createSystemPrinterDriver(options: SystemPrinterDriverOptions = {}): SystemPrinterDriver {
  const platform = options.platform ?? process.platform;
  const completionWaitMs = options.completionWaitMs ?? DEFAULT_COMPLETION_WAIT_MS;
  const loadPdfToPrinter = options.loadPdfToPrinter ?? defaultLoadPdfToPrinter;
  const env = { ...(options.env ?? process.env), LANG: 'C', LC_ALL: 'C' };

  const run = (command: 'lp' | 'lpstat', args: readonly string[]): Promise<CommandResult> =>
    new Promise((resolve) => {
      execFile(
        command,
        args,
        { env, timeout: COMMAND_TIMEOUT_MS, windowsHide: true, maxBuffer: 4 * 1024 * 1024 },
        (error, stdout, stderr) => {
          const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
          resolve({
            stdout: String(stdout),
            stderr: String(stderr) || (error && !stderr ? error.message : ''),
            code,
          });
        },
      );
    });

  async function withDocument<T>(job: PrintJob, use: (file: string) => Promise<T>): Promise<T> {
    const dir = await mkdtemp(path.join(tmpdir(), 'consigndesk-print-'));
    const file = path.join(dir, `document.${job.format === 'escpos' ? 'bin' : job.format}`);
    try {
      await writeFile(file, job.data, { mode: 0o600 });
      return await use(file);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /**
   * Whether the scheduler answers: without it `lpstat -e` lists nothing and `lpstat -p` calls every
   * queue unknown, which would send a clerk looking for a printer rather than at the spooler.
   */
  async function schedulerProblem(): Promise<string | undefined> {
    const scheduler = await run('lpstat', ['-r']);
    if (/ENOENT/.test(scheduler.stderr)) return 'CUPS is not installed on this PC (no lpstat).';
    return /scheduler is running/.test(scheduler.stdout)
      ? undefined
      : 'The print spooler (CUPS) is not running.';
  }

  async function cupsStatus(queue: string): Promise<PrinterReading> {
    const printer = await run('lpstat', ['-p', queue]);
    if (printer.code !== 0) {
      const problem = await schedulerProblem();
      return problem ? { status: 'disconnected', reason: problem } : spoolerProblem(printer, queue);
    }
    const accepting = await run('lpstat', ['-a', queue]);
    if (accepting.code !== 0) return spoolerProblem(accepting, queue);
    return parseQueueState(printer.stdout, accepting.stdout);
  }

  async function waitForCompletion(queue: string, jobId: string): Promise<boolean> {
    const deadline = Date.now() + completionWaitMs;
    for (;;) {
      const completed = await run('lpstat', ['-W', 'completed', '-o', queue]);
      if (completed.code === 0 && parseJobIds(completed.stdout).has(jobId)) return true;
      if (Date.now() + COMPLETION_POLL_MS > deadline) return false;
      await delay(COMPLETION_POLL_MS);
    }
  }

  async function cupsPrint(config: SystemPrinterConfig, job: PrintJob): Promise<PrintReceipt> {
    const reading = await cupsStatus(config.queue);
    if (reading.status !== 'connected') throw new PrintRefused(reading.reason ?? 'The printer is not ready.');
    return withDocument(job, async (file) => {
      // `-o raw` passes ZPL or ESC/POS to the printer untouched instead of through a driver's filters.
      const raw = job.format === 'pdf' ? [] : ['-o', 'raw'];
      const result = await run('lp', ['-d', config.queue, '-t', job.title, ...raw, '--', file]);
      if (result.code !== 0)
        throw new PrintRefused(spoolerProblem(result, config.queue).reason ?? 'Not printed.');
      const jobId = parseRequestId(result.stdout);
      return {
        ...(jobId ? { jobId } : {}),
        finished: jobId ? await waitForCompletion(config.queue, jobId) : false,
      };
    });
  }

  async function windowsQueues(): Promise<SystemPrinterInfo[]> {
    const spooler = await loadPdfToPrinter();
    const [printers, preferred] = await Promise.all([spooler.getPrinters(), spooler.getDefaultPrinter()]);
    return printers.map((printer) => ({
      queue: printer.name,
      isDefault: printer.name === preferred?.name,
    }));
  }

  return {
    kind: 'system-printer',
    supports: (config): config is SystemPrinterConfig => config.kind === 'system-printer',
    nameOf: (config) => config.queue,

    async listQueues() {
      if (platform === 'win32') return windowsQueues();
      const problem = await schedulerProblem();
      if (problem) throw new Error(problem);
      const names = await run('lpstat', ['-e']);
      if (names.code !== 0) throw new Error(spoolerProblem(names).reason);
      const queues = parseQueueNames(names.stdout);
      if (queues.length === 0) return [];
      const [fallback, details] = await Promise.all([run('lpstat', ['-d']), run('lpstat', ['-l', '-p'])]);
      const preferred = parseDefaultQueue(fallback.stdout);
      const descriptions = parseDescriptions(details.stdout);
      return queues.map((queue) => {
        const description = descriptions.get(queue);
        return {
          queue,
          ...(description && description !== queue ? { description } : {}),
          isDefault: queue === preferred,
        };
      });
    },

    async status(config) {
      try {
        if (platform !== 'win32') return await cupsStatus(config.queue);
        const queues = await windowsQueues();
        return queues.some((queue) => queue.queue === config.queue)
          ? { status: 'connected' }
          : { status: 'disconnected', reason: `Windows has no printer named ${config.queue}.` };
      } catch (error) {
        return { status: 'error', reason: reasonOf(error) };
      }
    },

    async print(config, job) {
      if (platform !== 'win32') return cupsPrint(config, job);
      if (job.format !== 'pdf') {
        throw new PrintRefused(
          'Raw ZPL or ESC/POS through the Windows spooler is not supported: set the printer up as a network or serial printer.',
        );
      }
      const spooler = await loadPdfToPrinter();
      return withDocument(job, async (file) => {
        try {
          await spooler.print(file, { printer: config.queue, silent: true });
        } catch (error) {
          throw new PrintRefused(`Windows could not print: ${reasonOf(error)}`);
        }
        // The Windows spooler took the job; pdf-to-printer reports no job id to follow.
        return { finished: false };
      });
    },
  };
}
