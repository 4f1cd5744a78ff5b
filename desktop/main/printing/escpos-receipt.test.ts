import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { receiptLayout } from '@shared/domain/receipt';
import { IPC_CHANNELS } from '@shared/ipc/channels';
import type { PrintersConfig, PrintOutcome } from '@shared/ipc/printers';
import { orderFixture, RECEIPT_STORE } from '@shared/testing/order-fixture';
import { AppWindows } from '../ipc/app-windows';
import { registerPrintersIpc } from '../ipc/printers.ipc';
import { FakeWebContents, fakeIpcMain } from '../ipc/testing/fake-electron';
import { createTrustedIpc } from '../ipc/trusted-ipc';
import { escposReceipt } from './escpos-receipt';
import { PrinterManager, withValidChoices } from './printer-manager';
import { hostStatusAnswer, startZplListener, type ZplListener } from './testing/zpl-listener';

// Receipts on an ESC/POS printer (issue 15): the bytes node-thermal-printer builds from the layout,
// sent by the real PrinterManager through the bridge to a TCP listener on 127.0.0.1 standing in for
// a network receipt printer (raw port 9100).

const ESC_INIT = Buffer.from([0x1b, 0x40]);
const FULL_CUT = Buffer.from([0x1d, 0x56, 0x00]);
const SERVER = 'http://localhost:3000/';

const layout = (columns: 48 | 42 = 48) =>
  receiptLayout(orderFixture(), RECEIPT_STORE, { columns, timeZone: 'UTC' });

describe('ESC/POS receipt bytes', () => {
  it('initialise, print the store name bold and large, the rows padded to the columns, and cut', () => {
    const bytes = Buffer.from(escposReceipt(layout()));
    const text = bytes.toString('latin1');

    expect(bytes.subarray(0, 2)).toEqual(ESC_INIT);
    expect(text).toContain('Sole Swap');
    expect(text).toContain(`TOTAL${' '.repeat(48 - 'TOTAL'.length - '$469.80'.length)}$469.80`);
    // GS V 0 after the last line, then ESC @ again for the next job.
    expect(bytes.lastIndexOf(FULL_CUT)).toBeGreaterThan(text.lastIndexOf('help@soleswap.test'));
    // ESC ! 0x30 (double width and height) then ESC E 1 (bold) before the store name.
    const header = bytes.indexOf('Sole Swap');
    expect(bytes.subarray(header - 6, header)).toEqual(Buffer.from([0x1b, 0x21, 0x30, 0x1b, 0x45, 0x01]));
  });

  it('writes € in the printer code page (PC858), not as UTF-8', () => {
    const euro = receiptLayout(orderFixture(), { ...RECEIPT_STORE, currency: 'EUR' }, { timeZone: 'UTC' });
    const bytes = Buffer.from(escposReceipt(euro));

    expect(bytes.includes(Buffer.from('€', 'utf8'))).toBe(false);
    // PC858 has the euro sign at 0xD5.
    expect(bytes.includes(Buffer.from([0xd5, ...Buffer.from('469.80')]))).toBe(true);
  });

  it('fits a 3-inch printer’s 42 columns', () => {
    const text = Buffer.from(escposReceipt(layout(42))).toString('latin1');
    expect(text).toContain(`TOTAL${' '.repeat(42 - 'TOTAL'.length - '$469.80'.length)}$469.80`);
  });
});

describe('printing a receipt through the bridge', () => {
  let dir: string;
  let printer: ZplListener;
  let manager: PrinterManager;

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'consigndesk-receipts-'));
    // A receipt printer says nothing on its raw port: a silent listener.
    printer = await startZplListener(null);
  });
  afterEach(async () => {
    manager.stop();
    await printer.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const receiptPrinterId = () => `printer:tcp:127.0.0.1:${printer.port}`;
  const receiptConfig = (): PrintersConfig => ({
    printers: [
      { kind: 'network-zpl-printer', host: '127.0.0.1', port: printer.port, dpi: 203, language: 'escpos' },
    ],
    printerFor: { labels: null, receipts: receiptPrinterId() },
  });

  function setup(config: PrintersConfig) {
    const { ipcMain, invoke } = fakeIpcMain();
    const windows = new AppWindows();
    const ipc = createTrustedIpc({ ipcMain, windows, serverUrl: SERVER, log: () => undefined });
    manager = new PrinterManager({
      config,
      system: { env: { ...process.env, CUPS_SERVER: path.join(dir, 'none.sock') } },
    });
    registerPrintersIpc(ipc, { manager, saveConfig: () => undefined });
    const backOffice = new FakeWebContents(`${SERVER}orders/7`);
    windows.register(backOffice, 'backOffice');
    return (payload: unknown) =>
      invoke(IPC_CHANNELS.receiptsPrint, backOffice.eventFrom(), payload) as Promise<PrintOutcome>;
  }

  /** The next connection that sent something (a status look connects and sends nothing). */
  async function nextReceipt(): Promise<Buffer> {
    for (;;) {
      const job = await printer.nextJob();
      if (job.length > 0) return job;
    }
  }

  it('sends the receipt to this PC’s receipt printer when no printer is named, as ESC/POS', async () => {
    const print = setup(receiptConfig());
    const received = nextReceipt();

    const outcome = await print({ orderId: 7, document: { format: 'escpos', receipt: layout() } });

    expect(outcome).toMatchObject({ ok: true, printerId: receiptPrinterId(), count: 1, finished: true });
    const bytes = await received;
    expect(bytes.subarray(0, 2)).toEqual(ESC_INIT);
    expect(bytes.toString('latin1')).toContain('Sole Swap');
    expect(bytes.toString('latin1')).toContain('$469.80');
    expect(bytes.includes(FULL_CUT)).toBe(true);
    // Never the ZPL status question, which a receipt printer would print as text.
    expect(bytes.toString('latin1')).not.toContain('~HS');
  });

  it('refuses a receipt for a ZPL label printer, and a PDF for an ESC/POS one, sending nothing', async () => {
    const zebra = await startZplListener(hostStatusAnswer());
    try {
      const zebraId = `printer:tcp:127.0.0.1:${zebra.port}`;
      const print = setup({
        printers: [
          ...receiptConfig().printers,
          { kind: 'network-zpl-printer', host: '127.0.0.1', port: zebra.port, dpi: 203 },
        ],
        printerFor: { labels: zebraId, receipts: receiptPrinterId() },
      });

      const onZebra = await print({
        printerId: zebraId,
        orderId: 7,
        document: { format: 'escpos', receipt: layout() },
      });
      const pdf = await print({
        orderId: 7,
        document: { format: 'pdf', data: new TextEncoder().encode('%PDF-1.4') },
      });

      expect(onZebra).toMatchObject({ ok: false, reason: expect.stringMatching(/takes ZPL/) });
      expect(pdf).toMatchObject({ ok: false, reason: expect.stringMatching(/takes ESCPOS, not a PDF/) });
      expect(zebra.jobs).toEqual([]);
      expect(printer.jobs.filter((job) => job.length > 0)).toEqual([]);
    } finally {
      await zebra.close();
    }
  });

  it('prints a test receipt in ESC/POS (never the PDF test label) on Test print', async () => {
    setup(receiptConfig());
    const received = nextReceipt();

    const outcome = await manager.testPrint(receiptPrinterId());

    expect(outcome).toMatchObject({ ok: true, count: 1 });
    const bytes = await received;
    expect(bytes.subarray(0, 2)).toEqual(ESC_INIT);
    expect(bytes.toString('latin1')).toContain('Receipt printer test');
    expect(bytes.toString('latin1')).not.toContain('%PDF');
    expect(bytes.includes(FULL_CUT)).toBe(true);
  });

  it('answers why not when this PC has no receipt printer', async () => {
    const print = setup({ printers: receiptConfig().printers, printerFor: { labels: null } });

    const outcome = await print({ orderId: 7, document: { format: 'escpos', receipt: layout() } });

    expect(outcome).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/No receipt printer is chosen/),
    });
  });

  it('refuses blocks that are not a receipt layout', async () => {
    const print = setup(receiptConfig());

    await expect(
      print({
        orderId: 7,
        document: { format: 'escpos', receipt: { columns: 80, orderName: '#1', blocks: [] } },
      }),
    ).rejects.toThrow(/invalid payload/);
  });
});

describe('the printers each purpose may use', () => {
  const escpos = {
    kind: 'network-zpl-printer',
    host: '10.0.0.8',
    port: 9100,
    dpi: 203,
    language: 'escpos',
  } as const;
  const zebra = { kind: 'network-zpl-printer', host: '10.0.0.9', port: 9100, dpi: 203 } as const;
  const office = { kind: 'system-printer', queue: 'Office', language: 'pdf' } as const;

  it('keeps labels on PDF or ZPL printers and receipts on PDF or ESC/POS ones', () => {
    expect(
      withValidChoices({
        printers: [escpos, zebra, office],
        printerFor: { labels: 'printer:tcp:10.0.0.8:9100', receipts: 'printer:tcp:10.0.0.9:9100' },
      }).printerFor,
    ).toEqual({ labels: null });
    expect(
      withValidChoices({
        printers: [escpos, zebra, office],
        printerFor: { labels: 'printer:tcp:10.0.0.9:9100', receipts: 'printer:tcp:10.0.0.8:9100' },
      }).printerFor,
    ).toEqual({ labels: 'printer:tcp:10.0.0.9:9100', receipts: 'printer:tcp:10.0.0.8:9100' });
    expect(
      withValidChoices({
        printers: [office],
        printerFor: { labels: null, receipts: 'printer:system:Office' },
      }).printerFor,
    ).toEqual({ labels: null, receipts: 'printer:system:Office' });
  });
});
