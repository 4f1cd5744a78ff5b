import type { ScannerConfig } from '@shared/ipc/devices';
import type { SerialPortModule } from './native-modules';
import { reasonOf, type DeviceDriver, type OpenDevice } from './device-driver';
import { SerialLineFramer } from './serial-line-framer';

type SerialScannerConfig = Extract<ScannerConfig, { kind: 'serial-scanner' }>;

/** Why a port would not open, with what to do about the usual causes. */
function openFailure(path: string, error: unknown): Error {
  const message = reasonOf(error);
  if (/EACCES|Permission denied/i.test(message)) {
    return new Error(
      `No permission to open ${path}: add this user to the dialout group (Linux) and sign in again.`,
    );
  }
  if (/EBUSY|lock|Resource temporarily unavailable/i.test(message)) {
    return new Error(`${path} is in use by another program.`);
  }
  return new Error(`Could not open ${path}: ${message}`);
}

/**
 * Serial and USB CDC scanners: opens the configured port at its baud rate (8N1, the scanners' default)
 * and turns each line into a scan (CR, LF or CRLF end a code: `SerialLineFramer`).
 */
export function createSerialScannerDriver(
  loadSerialPort: () => Promise<SerialPortModule>,
): DeviceDriver<SerialScannerConfig> {
  return {
    kind: 'serial-scanner',
    supports: (config): config is SerialScannerConfig => config.kind === 'serial-scanner',

    find(config, plugged) {
      if (plugged.serialPorts instanceof Error) {
        return { type: 'unknown', reason: `Could not list the serial ports: ${plugged.serialPorts.message}` };
      }
      const isThere = plugged.serialPorts
        ? plugged.serialPorts.has(config.path.toUpperCase())
        : plugged.pathExists(config.path);
      return isThere
        ? { type: 'found', path: config.path, name: config.path }
        : {
            type: 'absent',
            reason: `${config.path} is not there: plug the scanner in, or choose its port again.`,
          };
    },

    async open(config, found, deviceId, events): Promise<OpenDevice> {
      const { SerialPort } = await loadSerialPort();
      const port = new SerialPort({ path: found.path, baudRate: config.baudRate, autoOpen: false });
      await new Promise<void>((resolve, reject) => {
        port.open((error) => (error ? reject(openFailure(found.path, error)) : resolve()));
      });

      const framer = new SerialLineFramer();
      let isClosing = false;
      port.on('data', (chunk: Buffer) => {
        for (const line of framer.push(chunk)) {
          if (line.type === 'line')
            events.scan({ code: line.code, source: 'serial', deviceId, at: Date.now() });
          else events.dropped(line.reason);
        }
      });
      // The port reports a pulled cable (or a pty whose other end went away) as an error, then a close.
      port.on('error', (error: Error) => {
        if (!isClosing) events.lost(`${found.path} failed: ${error.message}`);
      });
      port.on('close', () => {
        if (!isClosing) events.lost(`${found.path} was closed: the scanner was unplugged.`);
        isClosing = true;
      });

      return {
        close: () =>
          new Promise<void>((resolve) => {
            if (isClosing || !port.isOpen) {
              isClosing = true;
              resolve();
              return;
            }
            isClosing = true;
            // A port whose device is gone may fail to close; it is closed as far as we are concerned.
            port.close(() => resolve());
          }),
      };
    },
  };
}
