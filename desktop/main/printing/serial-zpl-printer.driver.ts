import { existsSync } from 'node:fs';
import type { PrinterConfig } from '@shared/ipc/printers';
import { reasonOf } from '../devices/device-driver';
import type { SerialPortModule } from '../devices/native-modules';
import { PrintRefused, type PrinterDriver, type PrinterReading } from './printer-driver';
import { HOST_STATUS_REQUEST, isHostStatusComplete } from './zpl-host-status';
import { readingFromHostStatus } from './zpl-status-reading';

type SerialZplPrinterConfig = Extract<PrinterConfig, { kind: 'serial-zpl-printer' }>;
type Port = InstanceType<SerialPortModule['SerialPort']>;

export interface SerialZplPrinterDriverOptions {
  readonly loadSerialPort: () => Promise<SerialPortModule>;
  /** How long to wait for the `~HS` answer (a printer set up one-way never answers). */
  readonly statusTimeoutMs?: number;
  readonly sendTimeoutMs?: number;
  /**
   * How long a port stays open after a job for the next one already on its way (a label run, a
   * status check after a print), so back-to-back jobs do not close and reopen it: opening a port
   * throws away what is still in transit (serialport flushes both directions on open).
   */
  readonly keepOpenMs?: number;
  readonly platform?: NodeJS.Platform;
}

/** A port kept open between back-to-back jobs. */
interface HeldPort {
  port: Port;
  baudRate: number;
  busy: boolean;
  closeTimer?: ReturnType<typeof setTimeout>;
}

const closePort = (port: Port) =>
  new Promise<void>((resolve) => (port.isOpen ? port.close(() => resolve()) : resolve()));

/** Why a port would not open, with what to do about the usual causes. */
function openFailure(path: string, error: unknown): PrintRefused {
  const message = reasonOf(error);
  if (/EACCES|Permission denied/i.test(message)) {
    return new PrintRefused(`No permission to open ${path}: add this user to the dialout group (Linux).`);
  }
  if (/EBUSY|lock|Resource temporarily unavailable/i.test(message)) {
    return new PrintRefused(`${path} is in use by another program.`);
  }
  return new PrintRefused(`Could not open ${path}: ${message}`);
}

function askHostStatus(port: Port, timeoutMs: number): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const finish = () => {
      clearTimeout(timer);
      port.off('data', onData);
      resolve(Buffer.concat(chunks));
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      if (isHostStatusComplete(Buffer.concat(chunks))) finish();
    };
    const timer = setTimeout(finish, timeoutMs);
    port.on('data', onData);
    port.write(HOST_STATUS_REQUEST);
  });
}

/** Writes the document and waits until the operating system has passed every byte to the port. */
function sendAll(port: Port, data: Uint8Array, timeoutMs: number, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new PrintRefused(`${path} stopped taking the document (check the cable and baud rate).`)),
      timeoutMs,
    );
    port.write(Buffer.from(data), (error) => {
      if (error) {
        clearTimeout(timer);
        reject(new PrintRefused(`Could not write to ${path}: ${error.message}`));
        return;
      }
      port.drain((drainError) => {
        clearTimeout(timer);
        if (drainError) reject(new PrintRefused(`Could not write to ${path}: ${drainError.message}`));
        else resolve();
      });
    });
  });
}

/**
 * ZPL printers on a serial port (or a USB printer that shows as one). The port is opened for each
 * status question and each job and closed after (kept open only `keepOpenMs` for a job that follows
 * at once), not held like a scanner's: a printer speaks only when asked, and a held port would keep
 * the shop's other programs (the printer's setup utility, a second app) from reaching it. Before a print it asks `~HS` and waits briefly for the answer.
 */
export function createSerialZplPrinterDriver(
  options: SerialZplPrinterDriverOptions,
): PrinterDriver<SerialZplPrinterConfig> {
  const statusTimeoutMs = options.statusTimeoutMs ?? 1_000;
  const sendTimeoutMs = options.sendTimeoutMs ?? 60_000;
  const keepOpenMs = options.keepOpenMs ?? 300;
  const held = new Map<string, HeldPort>();
  const platform = options.platform ?? process.platform;

  async function isPresent(path: string): Promise<boolean> {
    // A COM port is no file; elsewhere the device node comes and goes with the cable.
    if (platform !== 'win32') return existsSync(path);
    const { SerialPort } = await options.loadSerialPort();
    return (await SerialPort.list()).some((port) => port.path.toUpperCase() === path.toUpperCase());
  }

  async function openPort(config: SerialZplPrinterConfig): Promise<Port> {
    const { SerialPort } = await options.loadSerialPort();
    const port = new SerialPort({ path: config.path, baudRate: config.baudRate, autoOpen: false });
    await new Promise<void>((resolve, reject) => {
      port.open((error) => (error ? reject(openFailure(config.path, error)) : resolve()));
    });
    // A pulled cable mid-job is reported through the write's callback; this keeps it from being unhandled.
    port.on('error', () => undefined);
    return port;
  }

  /** The port held open from the job before, if it still fits; otherwise one opened now. */
  async function takePort(config: SerialZplPrinterConfig): Promise<{ port: Port; entry?: HeldPort }> {
    const entry = held.get(config.path);
    if (entry && !entry.busy) {
      clearTimeout(entry.closeTimer);
      if (entry.port.isOpen && entry.baudRate === config.baudRate) {
        entry.busy = true;
        return { port: entry.port, entry };
      }
      held.delete(config.path);
      await closePort(entry.port);
    }
    const port = await openPort(config);
    // Two jobs at once on one port (not through the manager's queue): the second is not held.
    if (held.has(config.path)) return { port };
    const fresh: HeldPort = { port, baudRate: config.baudRate, busy: true };
    held.set(config.path, fresh);
    return { port, entry: fresh };
  }

  async function withPort<T>(config: SerialZplPrinterConfig, use: (port: Port) => Promise<T>): Promise<T> {
    if (!(await isPresent(config.path))) {
      throw new PrintRefused(`${config.path} is not there: plug the printer in, or choose its port again.`);
    }
    const { port, entry } = await takePort(config);
    let succeeded = false;
    try {
      const result = await use(port);
      succeeded = true;
      return result;
    } finally {
      if (entry && succeeded && keepOpenMs > 0) {
        entry.busy = false;
        entry.closeTimer = setTimeout(() => {
          if (held.get(config.path) === entry && !entry.busy) {
            held.delete(config.path);
            void closePort(port);
          }
        }, keepOpenMs);
        entry.closeTimer.unref?.();
      } else {
        if (entry && held.get(config.path) === entry) held.delete(config.path);
        await closePort(port);
      }
    }
  }

  const readStatus = async (port: Port, config: SerialZplPrinterConfig): Promise<PrinterReading> =>
    readingFromHostStatus(await askHostStatus(port, statusTimeoutMs), config.path);

  return {
    kind: 'serial-zpl-printer',
    supports: (config): config is SerialZplPrinterConfig => config.kind === 'serial-zpl-printer',
    nameOf: (config) => config.path,

    async status(config, depth) {
      try {
        // An ESC/POS printer would print `~HS` as text: a port that is there is all it says.
        if (depth === 'poll' || config.language === 'escpos') {
          return (await isPresent(config.path))
            ? { status: 'connected' }
            : { status: 'disconnected', reason: `${config.path} is not there: plug the printer in.` };
        }
        return await withPort(config, (port) => readStatus(port, config));
      } catch (error) {
        const reason = reasonOf(error);
        return { status: /is not there/.test(reason) ? 'disconnected' : 'error', reason };
      }
    },

    async print(config, job) {
      return withPort(config, async (port) => {
        if (config.language !== 'escpos') {
          const reading = await readStatus(port, config);
          if (reading.status !== 'connected')
            throw new PrintRefused(reading.reason ?? 'The printer is not ready.');
        }
        await sendAll(port, job.data, sendTimeoutMs, config.path);
        return { finished: true };
      });
    },
  };
}
