import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import PDFDocument from 'pdfkit';
import { receiptLayout } from '@shared/domain/receipt';
import type { PrintersConfig } from '@shared/ipc/printers';
import { orderFixture, RECEIPT_STORE } from '@shared/testing/order-fixture';
import { PrinterManager } from './printer-manager';
import {
  printedPdfs,
  privateCupsUnavailable,
  startPrivateCups,
  type PrivateCups,
} from './testing/private-cups';
import { startZplListener, type ZplListener } from './testing/zpl-listener';

// The spooler path against a real CUPS: a scheduler of the test's own (testing/private-cups.ts) with
// cups-pdf as the virtual printer, whose output lands in a temp folder, and a raw queue whose device
// is a TCP listener standing in for a Zebra. The driver's lp/lpstat calls reach it through CUPS_SERVER.

const PDF_QUEUE = 'ConsignDeskPDF';
const RAW_QUEUE = 'ConsignDeskZPL';
const MISSING_QUEUE = 'NoSuchQueue';

let cups: PrivateCups;
let zebra: ZplListener;
let manager: PrinterManager;

const config = (): PrintersConfig => ({
  printers: [
    { kind: 'system-printer', queue: PDF_QUEUE, language: 'pdf' },
    { kind: 'system-printer', queue: RAW_QUEUE, language: 'zpl', dpi: 203 },
    { kind: 'system-printer', queue: MISSING_QUEUE, language: 'pdf' },
  ],
  printerFor: { labels: `printer:system:${PDF_QUEUE}` },
});

/** A label PDF of `pages` pages at 50 × 25 mm, as pdfkit (the labels renderer's library) writes one. */
function labelPdf(pages: number): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: [141.73, 70.87], margin: 6, autoFirstPage: false });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    for (let page = 1; page <= pages; page += 1) doc.addPage().fontSize(10).text(`Label ${page}`);
    doc.end();
  });
}

const pageCount = (file: string) =>
  Number(/^Pages:\s+(\d+)$/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);

describe('printing through CUPS', () => {
  beforeAll(async () => {
    // Not skipped where it cannot run: a spooler path nobody tested is a failure to see, not a pass.
    const unavailable = privateCupsUnavailable();
    if (unavailable) throw new Error(`The CUPS tests cannot run here: ${unavailable}.`);
    cups = await startPrivateCups();
    zebra = await startZplListener(null);
    await cups.addPdfQueue(PDF_QUEUE);
    await cups.addRawQueue(RAW_QUEUE, zebra.port);
    manager = new PrinterManager({ config: config(), system: { env: cups.env, completionWaitMs: 15_000 } });
  }, 30_000);
  afterAll(async () => {
    manager?.stop();
    await zebra?.close();
    await cups?.stop();
  });

  it('lists the spooler’s queues with their descriptions, and reads their states', async () => {
    const snapshot = await manager.list();

    expect(snapshot.problems).toEqual([]);
    expect(snapshot.systemPrinters).toEqual(
      expect.arrayContaining([
        { queue: PDF_QUEUE, description: `${PDF_QUEUE} (virtual PDF)`, isDefault: false },
        { queue: RAW_QUEUE, isDefault: false },
      ]),
    );
    expect(snapshot.printers.map(({ id, name, status, reason }) => ({ id, name, status, reason }))).toEqual([
      {
        id: `printer:system:${PDF_QUEUE}`,
        name: `${PDF_QUEUE} (virtual PDF)`,
        status: 'connected',
        reason: undefined,
      },
      { id: `printer:system:${RAW_QUEUE}`, name: RAW_QUEUE, status: 'connected', reason: undefined },
      {
        id: `printer:system:${MISSING_QUEUE}`,
        name: MISSING_QUEUE,
        status: 'disconnected',
        reason: `The spooler has no printer named ${MISSING_QUEUE}.`,
      },
    ]);
  });

  it('prints a label PDF silently: the spooler’s job id, finished, and the PDF on disk with every page', async () => {
    const before = printedPdfs(cups);

    const outcome = await manager.print({
      printerId: `printer:system:${PDF_QUEUE}`,
      itemIds: [7, 8, 9],
      document: { format: 'pdf', data: await labelPdf(3) },
    });

    expect(outcome).toEqual({
      ok: true,
      printerId: `printer:system:${PDF_QUEUE}`,
      printerName: `${PDF_QUEUE} (virtual PDF)`,
      count: 3,
      jobId: expect.stringMatching(new RegExp(`^${PDF_QUEUE}-\\d+$`)),
      finished: true,
    });
    const printed = printedPdfs(cups).filter((file) => !before.includes(file));
    expect(printed).toHaveLength(1);
    expect(pageCount(printed[0])).toBe(3);
  }, 30_000);

  it('prints the test page on a PDF queue', async () => {
    const before = printedPdfs(cups);

    const outcome = await manager.testPrint(`printer:system:${PDF_QUEUE}`);

    expect(outcome).toMatchObject({ ok: true, count: 1, finished: true });
    const printed = printedPdfs(cups).filter((file) => !before.includes(file));
    expect(printed).toHaveLength(1);
    expect(execFileSync('pdftotext', [printed[0], '-'], { encoding: 'utf8' })).toContain(
      'ConsignDesk test print',
    );
  }, 30_000);

  it('passes ZPL untouched through a raw queue (lp -o raw) to the printer', async () => {
    const zpl = '^XA^FO20,20^A0N,30,30^FDK7QX2M^FS^FO20,60^BCN,80,N,N^FDK7QX2M^FS^XZ\n';
    const received = zebra.nextJob();

    const outcome = await manager.print({
      printerId: `printer:system:${RAW_QUEUE}`,
      itemIds: [7],
      document: { format: 'zpl', data: new TextEncoder().encode(zpl) },
    });

    expect(outcome).toMatchObject({
      ok: true,
      jobId: expect.stringMatching(new RegExp(`^${RAW_QUEUE}-\\d+$`)),
    });
    expect((await received).toString('latin1')).toBe(zpl);
  }, 30_000);

  it('prints a receipt: ESC/POS untouched through a raw queue, a PDF on a PDF queue', async () => {
    // The same queues set up for receipts (issue 15): the raw one as an ESC/POS till printer.
    const receipts = new PrinterManager({
      config: {
        printers: [
          { kind: 'system-printer', queue: PDF_QUEUE, language: 'pdf' },
          { kind: 'system-printer', queue: RAW_QUEUE, language: 'escpos' },
        ],
        printerFor: { labels: null, receipts: `printer:system:${RAW_QUEUE}` },
      },
      system: { env: cups.env, completionWaitMs: 15_000 },
    });
    const received = zebra.nextJob();
    const before = printedPdfs(cups);

    const escpos = await receipts.printReceipt({
      orderId: 7,
      document: {
        format: 'escpos',
        receipt: receiptLayout(orderFixture(), RECEIPT_STORE, { timeZone: 'UTC' }),
      },
    });
    const pdf = await receipts.printReceipt({
      printerId: `printer:system:${PDF_QUEUE}`,
      orderId: 7,
      document: { format: 'pdf', data: await labelPdf(1) },
    });

    expect(escpos).toMatchObject({
      ok: true,
      jobId: expect.stringMatching(new RegExp(`^${RAW_QUEUE}-\\d+$`)),
    });
    const bytes = await received;
    expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0x1b, 0x40]));
    expect(bytes.toString('latin1')).toMatch(/TOTAL +\$469\.80/);
    expect(bytes.includes(Buffer.from([0x1d, 0x56, 0x00]))).toBe(true);
    expect(pdf).toMatchObject({ ok: true, finished: true });
    expect(printedPdfs(cups).filter((file) => !before.includes(file))).toHaveLength(1);
  }, 30_000);

  it('refuses to print on a stopped queue, with the reason its admin gave, and prints nothing', async () => {
    await cups.admin('cupsdisable', ['-r', 'Paper jam', PDF_QUEUE]);
    const before = printedPdfs(cups);
    try {
      const outcome = await manager.print({
        printerId: `printer:system:${PDF_QUEUE}`,
        itemIds: [7],
        document: { format: 'pdf', data: await labelPdf(1) },
      });

      expect(outcome).toMatchObject({ ok: false, reason: 'Stopped: Paper jam' });
      expect(await manager.status(`printer:system:${PDF_QUEUE}`)).toMatchObject({
        status: 'error',
        reason: 'Stopped: Paper jam',
      });
      expect(printedPdfs(cups)).toEqual(before);
    } finally {
      await cups.admin('cupsenable', [PDF_QUEUE]);
    }
  }, 30_000);

  it('refuses a queue the spooler does not have', async () => {
    const outcome = await manager.print({
      printerId: `printer:system:${MISSING_QUEUE}`,
      itemIds: [7],
      document: { format: 'pdf', data: await labelPdf(1) },
    });

    expect(outcome).toMatchObject({
      ok: false,
      reason: `The spooler has no printer named ${MISSING_QUEUE}.`,
    });
  });
});
