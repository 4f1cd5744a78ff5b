import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSerialPort } from '../devices/native-modules';
import { plugPtyPair, type PtyPair } from '../devices/testing/pty-pair';
import { PrinterManager } from './printer-manager';
import { hostStatusAnswer } from './testing/zpl-listener';

// A serial ZPL printer end to end: the driver opens one end of a socat pty pair with the real
// serialport module; the test holds the other end as the printer, keeping what arrives and answering
// ~HS when it is told to.

const LABEL = '^XA^FO20,20^A0N,30,30^FDK7QX2M^FS^FO20,60^BCN,80,N,N^FDK7QX2M^FS^XZ\n';

let dir: string;
let pair: PtyPair;
let printerEnd: InstanceType<Awaited<ReturnType<typeof loadSerialPort>>['SerialPort']> | undefined;
let manager: PrinterManager | undefined;

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'consigndesk-serial-printer-'));
  pair = await plugPtyPair(dir);
});

afterEach(async () => {
  manager?.stop();
  if (printerEnd?.isOpen) await new Promise<void>((resolve) => printerEnd?.close(() => resolve()));
  await pair.unplug();
  rmSync(dir, { recursive: true, force: true });
});

/** Opens the printer's end: it keeps every byte, and answers ~HS with `answer` (null: never). */
async function printer(answer: string | null) {
  const { SerialPort } = await loadSerialPort();
  const port = new SerialPort({ path: pair.scannerPath, baudRate: 9600, autoOpen: false });
  await new Promise<void>((resolve, reject) => port.open((error) => (error ? reject(error) : resolve())));
  printerEnd = port;
  let received = '';
  const waiting: { text: string; resolve: () => void }[] = [];
  port.on('data', (chunk: Buffer) => {
    const asked = (text: string) => text.split('~HS').length - 1;
    const before = asked(received);
    received += chunk.toString('latin1');
    if (answer !== null && asked(received) > before) port.write(answer);
    waiting.filter((wait) => received.includes(wait.text)).forEach((wait) => wait.resolve());
  });
  return {
    received: () => received,
    receives: (text: string) =>
      new Promise<void>((resolve) => {
        if (received.includes(text)) resolve();
        else waiting.push({ text, resolve });
      }),
  };
}

function managerFor(portPath: string) {
  const id = `printer:serial:${portPath}`;
  manager = new PrinterManager({
    config: {
      printers: [{ kind: 'serial-zpl-printer', path: portPath, baudRate: 9600, dpi: 203 }],
      printerFor: { labels: id },
    },
    loadSerialPort,
    serial: { statusTimeoutMs: 1_000 },
  });
  return { manager, id };
}

const printLabel = (target: PrinterManager, printerId: string) =>
  target.print({
    printerId,
    itemIds: [5],
    document: { format: 'zpl', data: new TextEncoder().encode(LABEL) },
  });

describe('a serial ZPL printer on a pseudo-terminal', () => {
  it('receives the ZPL after the status question', async () => {
    const zebra = await printer(hostStatusAnswer());
    const { manager: printers, id } = managerFor(pair.devicePath);
    const arrived = zebra.receives('^XZ');

    const outcome = await printLabel(printers, id);

    expect(outcome).toMatchObject({ ok: true, count: 1, finished: true, printerName: pair.devicePath });
    await arrived;
    expect(zebra.received()).toBe(`~HS${LABEL}`);
  });

  it('sends two prints made at once one after the other: the port opens for one job at a time', async () => {
    const zebra = await printer(hostStatusAnswer());
    const { manager: printers, id } = managerFor(pair.devicePath);
    const second = LABEL.replace(/K7QX2M/g, 'P3RD8N');
    const arrived = zebra.receives('P3RD8N^FS^XZ');

    const outcomes = await Promise.all([
      printLabel(printers, id),
      printers.print({
        printerId: id,
        itemIds: [6],
        document: { format: 'zpl', data: new TextEncoder().encode(second) },
      }),
    ]);

    expect(outcomes.map((outcome) => (outcome.ok ? 'printed' : outcome.reason))).toEqual([
      'printed',
      'printed',
    ]);
    await arrived;
    expect(zebra.received()).toBe(`~HS${LABEL}~HS${second}`);
  });

  it('prints to a printer that does not answer ~HS (a one-way cable)', async () => {
    const zebra = await printer(null);
    const { manager: printers, id } = managerFor(pair.devicePath);
    const arrived = zebra.receives('^XZ');

    expect(await printLabel(printers, id)).toMatchObject({ ok: true });
    await arrived;
    expect(zebra.received()).toBe(`~HS${LABEL}`);
  });

  it('refuses the print when the printer is out of paper, and sends no label', async () => {
    const zebra = await printer(hostStatusAnswer({ paperOut: true, headOpen: true }));
    const { manager: printers, id } = managerFor(pair.devicePath);

    const outcome = await printLabel(printers, id);

    expect(outcome).toMatchObject({ ok: false, reason: 'Out of paper, Print head open' });
    expect(zebra.received()).toBe('~HS');
    // A clerk asking now: the port is opened and the printer asked again.
    expect(await printers.status(id)).toMatchObject({
      status: 'error',
      reason: 'Out of paper, Print head open',
    });
  });

  it('says the port is not there once the cable is pulled', async () => {
    const { manager: printers, id } = managerFor(pair.devicePath);
    await pair.unplug();

    const outcome = await printLabel(printers, id);

    expect(outcome).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/is not there: plug the printer in/),
    });
    expect(printers.snapshot().printers[0]).toMatchObject({ status: 'disconnected' });
  });
});
