import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { receiptLayout } from '@shared/domain/receipt';
import { orderFixture, RECEIPT_STORE } from '@shared/testing/order-fixture';
import { loadSerialPort } from '../devices/native-modules';
import { plugPtyPair, type PtyPair } from '../devices/testing/pty-pair';
import { PrinterManager } from './printer-manager';

// A serial ESC/POS receipt printer end to end (issue 15): the driver opens one end of a socat pty
// pair with the real serialport module; the test holds the other end as the printer and keeps what
// arrives. A receipt printer is never asked ZPL's ~HS, which it would print as text.

const FULL_CUT = Buffer.from([0x1d, 0x56, 0x00]);

let dir: string;
let pair: PtyPair;
let printerEnd: InstanceType<Awaited<ReturnType<typeof loadSerialPort>>['SerialPort']> | undefined;
let manager: PrinterManager | undefined;

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'consigndesk-serial-receipts-'));
  pair = await plugPtyPair(dir);
});

afterEach(async () => {
  manager?.stop();
  if (printerEnd?.isOpen) await new Promise<void>((resolve) => printerEnd?.close(() => resolve()));
  await pair.unplug();
  rmSync(dir, { recursive: true, force: true });
});

/** Opens the printer's end: it keeps every byte and says nothing. */
async function receiptPrinter() {
  const { SerialPort } = await loadSerialPort();
  const port = new SerialPort({ path: pair.scannerPath, baudRate: 19200, autoOpen: false });
  await new Promise<void>((resolve, reject) => port.open((error) => (error ? reject(error) : resolve())));
  printerEnd = port;
  let received = Buffer.alloc(0);
  const waiting: { bytes: Buffer; resolve: () => void }[] = [];
  port.on('data', (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    waiting.filter((wait) => received.includes(wait.bytes)).forEach((wait) => wait.resolve());
  });
  return {
    received: () => received,
    receives: (bytes: Buffer) =>
      new Promise<void>((resolve) => {
        if (received.includes(bytes)) resolve();
        else waiting.push({ bytes, resolve });
      }),
  };
}

describe('a serial ESC/POS receipt printer on a pseudo-terminal', () => {
  it('receives the receipt: ESC @, the store, the total and the cut, and no ~HS', async () => {
    const till = await receiptPrinter();
    const id = `printer:serial:${pair.devicePath}`;
    manager = new PrinterManager({
      config: {
        printers: [
          {
            kind: 'serial-zpl-printer',
            path: pair.devicePath,
            baudRate: 19200,
            dpi: 203,
            language: 'escpos',
          },
        ],
        printerFor: { labels: null, receipts: id },
      },
      loadSerialPort,
    });

    const status = await manager.status(id);
    const outcome = await manager.printReceipt({
      orderId: 7,
      document: {
        format: 'escpos',
        receipt: receiptLayout(orderFixture(), RECEIPT_STORE, { timeZone: 'UTC' }),
      },
    });
    await till.receives(FULL_CUT);

    expect(status).toMatchObject({ status: 'connected', language: 'escpos' });
    expect(outcome).toMatchObject({ ok: true, printerId: id, count: 1, finished: true });
    const bytes = till.received();
    expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0x1b, 0x40]));
    expect(bytes.toString('latin1')).toContain('Sole Swap');
    expect(bytes.toString('latin1')).toMatch(/TOTAL +\$469\.80/);
    expect(bytes.toString('latin1')).not.toContain('~HS');
  });
});
