import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IPC_CHANNELS } from '@shared/ipc/channels';
import type { CounterPrintersSnapshot, PrintersConfig, PrintOutcome } from '@shared/ipc/printers';
import { readSettingsFile, SETTINGS_FILE_NAME, writePrintersSettings } from '../config/settings-file';
import { PrinterManager } from '../printing/printer-manager';
import { hostStatusAnswer, startZplListener, type ZplListener } from '../printing/testing/zpl-listener';
import { AppWindows } from './app-windows';
import { registerPrintersIpc } from './printers.ipc';
import { FakeWebContents, fakeIpcMain } from './testing/fake-electron';
import { createTrustedIpc } from './trusted-ipc';

// The bridge's printers and labels domains against a real PrinterManager, a real settings.json in a
// temp folder, and a TCP listener on 127.0.0.1 standing in for a network Zebra.

const SERVER = 'http://localhost:3000/';
const ZPL = new TextEncoder().encode('^XA^FO20,20^A0N,30,30^FDK7QX2M^FS^XZ\n');
let dir: string;
let settingsPath: string;
let zebra: ZplListener;
let manager: PrinterManager;

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'consigndesk-printers-ipc-'));
  settingsPath = path.join(dir, SETTINGS_FILE_NAME);
  writeFileSync(settingsPath, JSON.stringify({ serverUrl: 'http://localhost:3000' }));
  zebra = await startZplListener(hostStatusAnswer());
});
afterEach(async () => {
  manager.stop();
  await zebra.close();
  rmSync(dir, { recursive: true, force: true });
});

const zebraId = () => `printer:tcp:127.0.0.1:${zebra.port}`;
const zebraConfig = (): PrintersConfig => ({
  printers: [{ kind: 'network-zpl-printer', host: '127.0.0.1', port: zebra.port, dpi: 203 }],
  printerFor: { labels: zebraId() },
});

function setup(config: PrintersConfig = zebraConfig()) {
  const { ipcMain, handlers, invoke } = fakeIpcMain();
  const windows = new AppWindows();
  const ipc = createTrustedIpc({ ipcMain, windows, serverUrl: SERVER, log: () => undefined });
  // The system spooler of this machine is never asked: its commands point at a socket nobody serves.
  manager = new PrinterManager({
    config,
    system: { env: { ...process.env, CUPS_SERVER: path.join(dir, 'none.sock') } },
  });
  registerPrintersIpc(ipc, { manager, saveConfig: (saved) => writePrintersSettings(settingsPath, saved) });
  const backOffice = new FakeWebContents(`${SERVER}settings`);
  windows.register(backOffice, 'backOffice');
  return { handlers, invoke, windows, backOffice };
}

const printRequest = () => ({
  printerId: zebraId(),
  itemIds: [11, 12],
  document: { format: 'zpl', data: ZPL },
});

describe('registerPrintersIpc', () => {
  it('registers the printers, labels and receipts channels', () => {
    const { handlers } = setup();

    expect([...handlers.keys()].sort()).toEqual(
      [
        IPC_CHANNELS.labelsPrint,
        IPC_CHANNELS.receiptsPrint,
        IPC_CHANNELS.printersConfigure,
        IPC_CHANNELS.printersList,
        IPC_CHANNELS.printersStatus,
        IPC_CHANNELS.printersTestPrint,
      ].sort(),
    );
  });

  it('lists the printers with their status, and the spooler that could not be asked', async () => {
    const { invoke, backOffice } = setup();

    const listed = (await invoke(
      IPC_CHANNELS.printersList,
      backOffice.eventFrom(),
    )) as CounterPrintersSnapshot;

    expect(listed.printers).toEqual([
      expect.objectContaining({
        id: zebraId(),
        kind: 'network-zpl-printer',
        language: 'zpl',
        dpi: 203,
        status: 'connected',
      }),
    ]);
    expect(listed.problems).toEqual([
      'Could not list the system printers: The print spooler (CUPS) is not running.',
    ]);
  });

  it('prints a label document on the configured printer', async () => {
    const { invoke, backOffice } = setup();
    const received = zebra.nextJob();

    const outcome = (await invoke(
      IPC_CHANNELS.labelsPrint,
      backOffice.eventFrom(),
      printRequest(),
    )) as PrintOutcome;

    expect(outcome).toMatchObject({ ok: true, printerId: zebraId(), count: 2, finished: true });
    expect(new Uint8Array(await received)).toEqual(ZPL);
  });

  it.each([
    ['a public page of the back-office window', 'backOffice', `${SERVER}catalogue/demo-kicks`],
    ['the kiosk window', 'kiosk', `${SERVER}instore`],
    ['a page of another origin', 'backOffice', 'http://evil.example.com/settings'],
  ] as const)('refuses %s on every channel, and prints nothing', async (_label, role, url) => {
    const { invoke, windows } = setup();
    const window = new FakeWebContents(url);
    windows.register(window, role);

    await expect(invoke(IPC_CHANNELS.printersList, window.eventFrom())).rejects.toThrow(/^Refused/);
    await expect(invoke(IPC_CHANNELS.printersConfigure, window.eventFrom(), zebraConfig())).rejects.toThrow(
      /^Refused/,
    );
    await expect(invoke(IPC_CHANNELS.printersStatus, window.eventFrom(), zebraId())).rejects.toThrow(
      /^Refused/,
    );
    await expect(invoke(IPC_CHANNELS.printersTestPrint, window.eventFrom(), zebraId())).rejects.toThrow(
      /^Refused/,
    );
    await expect(invoke(IPC_CHANNELS.labelsPrint, window.eventFrom(), printRequest())).rejects.toThrow(
      /^Refused/,
    );
    await expect(
      invoke(IPC_CHANNELS.receiptsPrint, window.eventFrom(), {
        orderId: 7,
        document: { format: 'pdf', data: new TextEncoder().encode('%PDF-1.4') },
      }),
    ).rejects.toThrow(/^Refused/);
    expect(zebra.jobs).toEqual([]);
    expect(readSettingsFile(settingsPath).settings.printers).toBeUndefined();
  });

  it.each([
    ['the document as text', () => ({ ...printRequest(), document: { format: 'zpl', data: '^XA^XZ' } })],
    ['an empty document', () => ({ ...printRequest(), document: { format: 'zpl', data: new Uint8Array() } })],
    ['a format printers do not take', () => ({ ...printRequest(), document: { format: 'png', data: ZPL } })],
    ['no items', () => ({ ...printRequest(), itemIds: [] })],
    ['a field the request does not have', () => ({ ...printRequest(), copies: 5 })],
    ['no payload', () => undefined],
  ])('refuses a print with %s, and prints nothing', async (_label, payload) => {
    const { invoke, backOffice } = setup();

    await expect(invoke(IPC_CHANNELS.labelsPrint, backOffice.eventFrom(), payload())).rejects.toThrow(
      /invalid payload/,
    );
    expect(zebra.jobs).toEqual([]);
  });

  it('answers why not for a document not in the printer’s language, and sends nothing', async () => {
    const { invoke, backOffice } = setup();

    const outcome = await invoke(IPC_CHANNELS.labelsPrint, backOffice.eventFrom(), {
      ...printRequest(),
      document: { format: 'pdf', data: new TextEncoder().encode('%PDF-1.4') },
    });

    expect(outcome).toEqual({
      ok: false,
      printerId: zebraId(),
      printerName: `127.0.0.1:${zebra.port}`,
      reason: `127.0.0.1:${zebra.port} takes ZPL, not PDF.`,
    });
    expect(zebra.jobs).toEqual([]);
  });

  it('answers why not for a printer this PC is not set up for, and sends nothing', async () => {
    const { invoke, backOffice } = setup();

    const outcome = await invoke(IPC_CHANNELS.labelsPrint, backOffice.eventFrom(), {
      ...printRequest(),
      printerId: 'printer:tcp:127.0.0.1:1',
    });
    const test = await invoke(
      IPC_CHANNELS.printersTestPrint,
      backOffice.eventFrom(),
      'printer:tcp:127.0.0.1:1',
    );

    expect(outcome).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/not set up on this counter PC/),
    });
    expect(test).toMatchObject({ ok: false });
    await expect(
      invoke(IPC_CHANNELS.printersStatus, backOffice.eventFrom(), 'printer:tcp:127.0.0.1:1'),
    ).rejects.toThrow(/No printer printer:tcp:127\.0\.0\.1:1 is set up/);
    expect(zebra.jobs).toEqual([]);
  });

  it('saves the settings in settings.json, keeping its other keys; a removed printer’s purpose goes with it', async () => {
    const { invoke, backOffice } = setup({ printers: [], printerFor: { labels: null } });
    const config: PrintersConfig = {
      printers: [{ kind: 'system-printer', queue: 'Office_Laser', language: 'pdf' }],
      printerFor: { labels: 'printer:tcp:10.0.0.9:9100' },
    };

    const answer = (await invoke(
      IPC_CHANNELS.printersConfigure,
      backOffice.eventFrom(),
      config,
    )) as CounterPrintersSnapshot;

    const kept = { ...config, printerFor: { labels: null } };
    expect(answer.config).toEqual(kept);
    expect(answer.printers).toEqual([
      expect.objectContaining({ id: 'printer:system:Office_Laser', language: 'pdf', status: 'disconnected' }),
    ]);
    expect(JSON.parse(readFileSync(settingsPath, 'utf8'))).toEqual({
      serverUrl: 'http://localhost:3000',
      printers: kept,
    });
  });

  it.each([
    ['an unknown kind', { printers: [{ kind: 'fax', host: 'x' }], printerFor: { labels: null } }],
    [
      'a port out of range',
      {
        printers: [{ kind: 'network-zpl-printer', host: 'x', port: 0, dpi: 203 }],
        printerFor: { labels: null },
      },
    ],
    [
      'an unknown resolution',
      {
        printers: [{ kind: 'network-zpl-printer', host: 'x', port: 9100, dpi: 600 }],
        printerFor: { labels: null },
      },
    ],
    ['a field the settings do not have', { printers: [], printerFor: { labels: null, invoices: null } }],
  ])('refuses settings with %s and saves nothing', async (_label, payload) => {
    const { invoke, backOffice } = setup();

    await expect(invoke(IPC_CHANNELS.printersConfigure, backOffice.eventFrom(), payload)).rejects.toThrow(
      /invalid payload/,
    );
    expect(readSettingsFile(settingsPath).settings.printers).toBeUndefined();
  });

  it('tells back-office screens when a printer’s status changes', async () => {
    const { invoke, backOffice, windows } = setup();
    const kiosk = new FakeWebContents(`${SERVER}instore`);
    windows.register(kiosk, 'kiosk');
    await invoke(IPC_CHANNELS.printersList, backOffice.eventFrom());
    const before = backOffice.sent.length;

    await zebra.close();
    await invoke(IPC_CHANNELS.printersStatus, backOffice.eventFrom(), zebraId());

    const changes = backOffice.sent
      .slice(before)
      .filter(({ channel }) => channel === IPC_CHANNELS.printersChange);
    expect(changes).toHaveLength(1);
    expect((changes[0].args[0] as CounterPrintersSnapshot).printers[0]).toMatchObject({
      status: 'disconnected',
      reason: `No answer from 127.0.0.1:${zebra.port}`,
    });
    expect(kiosk.sent).toEqual([]);
  });
});
