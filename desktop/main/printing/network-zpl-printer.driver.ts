import { Socket } from 'node:net';
import type { PrinterConfig } from '@shared/ipc/printers';
import { PrintRefused, type PrinterDriver, type PrinterReading } from './printer-driver';
import { readingFromHostStatus } from './zpl-status-reading';
import { HOST_STATUS_REQUEST, isHostStatusComplete } from './zpl-host-status';

type NetworkZplPrinterConfig = Extract<PrinterConfig, { kind: 'network-zpl-printer' }>;

export interface NetworkZplPrinterDriverOptions {
  /** A printer on the shop's network answers a connection at once; 3 s covers a sleepy Wi-Fi one. */
  readonly connectTimeoutMs?: number;
  /** How long to wait for the `~HS` answer once connected. */
  readonly statusTimeoutMs?: number;
  /** How long sending a whole document may take. */
  readonly sendTimeoutMs?: number;
}

const DEFAULTS = { connectTimeoutMs: 3_000, statusTimeoutMs: 2_000, sendTimeoutMs: 30_000 };

const addressOf = (config: NetworkZplPrinterConfig) => `${config.host}:${config.port}`;

/** Connects, or rejects with the clerk's reason ('No answer from 10.0.0.9:9100'). */
function connect(config: NetworkZplPrinterConfig, timeoutMs: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = new Socket();
    const fail = () => {
      socket.destroy();
      reject(new PrintRefused(`No answer from ${addressOf(config)}`));
    };
    socket.setTimeout(timeoutMs, fail);
    socket.once('error', fail);
    socket.connect(config.port, config.host, () => {
      socket.setTimeout(0);
      socket.off('error', fail);
      // Each step below listens for the errors it cares about; between steps a reset must not become
      // an unhandled 'error' event, which would take the main process down.
      socket.on('error', () => undefined);
      resolve(socket);
    });
  });
}

/** Sends `~HS` on an open connection and collects the answer until it is whole or the time is up. */
function askHostStatus(socket: Socket, timeoutMs: number): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const finish = () => {
      clearTimeout(timer);
      socket.off('data', onData);
      socket.off('close', finish);
      socket.off('error', finish);
      resolve(Buffer.concat(chunks));
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      if (isHostStatusComplete(Buffer.concat(chunks))) finish();
    };
    const timer = setTimeout(finish, timeoutMs);
    socket.on('data', onData);
    socket.once('close', finish);
    socket.once('error', finish);
    socket.write(HOST_STATUS_REQUEST);
  });
}

/** Writes everything and half-closes, resolving once the printer's side has taken the last byte. */
function send(socket: Socket, data: Uint8Array, timeoutMs: number, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new PrintRefused(`${address} stopped taking the document.`));
    }, timeoutMs);
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(new PrintRefused(`${address} dropped the connection: ${error.message}`));
    });
    socket.end(data, () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Zebra-style printers on the network: raw ZPL on a TCP port (9100, JetDirect / AppSocket). The
 * status is the printer's own `~HS` answer; a print reads it first, on the same connection, so a
 * printer out of paper or unreachable refuses the labels before a byte of them is sent.
 */
export function createNetworkZplPrinterDriver(
  options: NetworkZplPrinterDriverOptions = {},
): PrinterDriver<NetworkZplPrinterConfig> {
  const { connectTimeoutMs, statusTimeoutMs, sendTimeoutMs } = { ...DEFAULTS, ...options };

  async function readStatus(socket: Socket, config: NetworkZplPrinterConfig): Promise<PrinterReading> {
    return readingFromHostStatus(await askHostStatus(socket, statusTimeoutMs), addressOf(config));
  }

  return {
    kind: 'network-zpl-printer',
    supports: (config): config is NetworkZplPrinterConfig => config.kind === 'network-zpl-printer',
    nameOf: addressOf,

    async status(config) {
      let socket: Socket;
      try {
        socket = await connect(config, connectTimeoutMs);
      } catch (error) {
        return { status: 'disconnected', reason: (error as Error).message };
      }
      // An ESC/POS printer would print `~HS` as text: that it takes a connection is all it says.
      if (config.language === 'escpos') {
        socket.destroy();
        return { status: 'connected' };
      }
      try {
        return await readStatus(socket, config);
      } finally {
        socket.destroy();
      }
    },

    async print(config, job) {
      const socket = await connect(config, connectTimeoutMs);
      try {
        if (config.language !== 'escpos') {
          const reading = await readStatus(socket, config);
          if (reading.status !== 'connected')
            throw new PrintRefused(reading.reason ?? 'The printer is not ready.');
        }
        await send(socket, job.data, sendTimeoutMs, addressOf(config));
        // The printer's side has every byte; it prints what it holds even if the cable goes now.
        return { finished: true };
      } finally {
        socket.destroy();
      }
    },
  };
}
