import { afterEach, describe, expect, it } from 'vitest';
import type { PrintersConfig } from '@shared/ipc/printers';
import { PrinterManager } from './printer-manager';
import { closedPort, hostStatusAnswer, startZplListener, type ZplListener } from './testing/zpl-listener';

// Raw ZPL over TCP against a real listener on 127.0.0.1 standing in for a Zebra on port 9100: it keeps
// the bytes each connection sent and answers ~HS as it is told.

const LABEL = '^XA^CI28^PW406^LL203^FO20,20^A0N,30,30^FDK7QX2M^FS^BY2^FO20,60^BCN,80,N,N^FDK7QX2M^FS^XZ\n';
const listeners: ZplListener[] = [];
const managers: PrinterManager[] = [];

afterEach(async () => {
  managers.splice(0).forEach((manager) => manager.stop());
  await Promise.all(listeners.splice(0).map((listener) => listener.close()));
});

async function listener(answer: string | null) {
  const started = await startZplListener(answer);
  listeners.push(started);
  return started;
}

function managerFor(port: number) {
  const id = `printer:tcp:127.0.0.1:${port}`;
  const config: PrintersConfig = {
    printers: [{ kind: 'network-zpl-printer', host: '127.0.0.1', port, dpi: 203 }],
    printerFor: { labels: id },
  };
  const manager = new PrinterManager({ config, network: { statusTimeoutMs: 1_000 } });
  managers.push(manager);
  return { manager, id };
}

const printLabel = (manager: PrinterManager, printerId: string, label = LABEL) =>
  manager.print({
    printerId,
    itemIds: [41, 42],
    document: { format: 'zpl', data: new TextEncoder().encode(label) },
  });

describe('a network ZPL printer', () => {
  it('receives exactly the ZPL sent, after answering ~HS ready', async () => {
    const zebra = await listener(hostStatusAnswer());
    const { manager, id } = managerFor(zebra.port);
    const received = zebra.nextJob();

    const outcome = await printLabel(manager, id);

    expect(outcome).toEqual({
      ok: true,
      printerId: id,
      printerName: `127.0.0.1:${zebra.port}`,
      count: 2,
      finished: true,
    });
    expect((await received).toString('latin1')).toBe(LABEL);
  });

  it('sends two prints made at once one after the other, each whole', async () => {
    const zebra = await listener(hostStatusAnswer());
    const { manager, id } = managerFor(zebra.port);
    const second = LABEL.replace(/K7QX2M/g, 'P3RD8N');
    const received = Promise.all([zebra.nextJob(), zebra.nextJob()]);

    const outcomes = await Promise.all([printLabel(manager, id), printLabel(manager, id, second)]);

    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, true]);
    expect((await received).map((job) => job.toString('latin1'))).toEqual([LABEL, second]);
  });

  it('reads its status: ready, then out of paper', async () => {
    const ready = await listener(hostStatusAnswer());
    const paperOut = await listener(hostStatusAnswer({ paperOut: true }));

    expect(await managerFor(ready.port).manager.status(`printer:tcp:127.0.0.1:${ready.port}`)).toMatchObject({
      status: 'connected',
    });
    const state = await managerFor(paperOut.port).manager.status(`printer:tcp:127.0.0.1:${paperOut.port}`);
    expect(state).toMatchObject({ status: 'error', reason: 'Out of paper' });
    expect(state?.checkedAt).toBeGreaterThan(0);
  });

  it('refuses the print when the printer says it is out of paper, and sends it no label', async () => {
    const zebra = await listener(hostStatusAnswer({ paperOut: true }));
    const { manager, id } = managerFor(zebra.port);
    const asked = zebra.nextJob();

    const outcome = await printLabel(manager, id);

    expect(outcome).toEqual({
      ok: false,
      printerId: id,
      printerName: `127.0.0.1:${zebra.port}`,
      reason: 'Out of paper',
    });
    // The connection carried the status question and nothing else.
    expect((await asked).length).toBe(0);
    expect(manager.snapshot().printers[0]).toMatchObject({ status: 'error', reason: 'Out of paper' });
  });

  it('fails with the unreachable reason when nothing listens, and is shown disconnected', async () => {
    const port = await closedPort();
    const { manager, id } = managerFor(port);

    const outcome = await printLabel(manager, id);

    expect(outcome).toMatchObject({ ok: false, reason: `No answer from 127.0.0.1:${port}` });
    expect(manager.snapshot().printers[0]).toMatchObject({
      status: 'disconnected',
      reason: `No answer from 127.0.0.1:${port}`,
    });
  });

  it('still prints to a printer that does not answer ~HS, and says its status is unknown', async () => {
    const silent = await listener(null);
    const { manager, id } = managerFor(silent.port);
    const received = silent.nextJob();

    expect(await printLabel(manager, id)).toMatchObject({ ok: true });
    expect((await received).toString('latin1')).toBe(LABEL);
    expect(manager.snapshot().printers[0]).toMatchObject({ status: 'connected' });
    expect((await manager.status(id))?.reason).toMatch(/did not report its status/);
  });

  it('refuses a PDF, an unknown printer, and says why without sending anything', async () => {
    const zebra = await listener(hostStatusAnswer());
    const { manager, id } = managerFor(zebra.port);

    const pdf = await manager.print({
      printerId: id,
      itemIds: [1],
      document: { format: 'pdf', data: new TextEncoder().encode('%PDF-1.4') },
    });
    const unknown = await printLabel(manager, 'printer:tcp:10.0.0.9:9100');

    expect(pdf).toMatchObject({ ok: false, reason: `127.0.0.1:${zebra.port} takes ZPL, not PDF.` });
    expect(unknown).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/not set up on this counter PC/),
    });
    expect(zebra.jobs).toEqual([]);
  });

  it('prints the built-in test label', async () => {
    const zebra = await listener(hostStatusAnswer());
    const { manager, id } = managerFor(zebra.port);
    const received = zebra.nextJob();

    expect(await manager.testPrint(id)).toMatchObject({ ok: true, count: 1 });
    const zpl = (await received).toString('latin1');
    expect(zpl).toMatch(/^\^XA/);
    expect(zpl).toContain(`^FD127.0.0.1:${zebra.port}^FS`);
  });
});
