import { describe, expect, it } from 'vitest';
import type { CounterPrintersSnapshot, PrintersConfig } from '@shared/ipc/printers';
import {
  EMPTY_PRINTER_FORM,
  printerFromForm,
  printerRow,
  queueChoices,
  testPrintToast,
  withLabelsPrinter,
  withoutPrinter,
  withReceiptsPrinter,
  withPrinter,
} from './printers-view';

const config: PrintersConfig = {
  printers: [
    { kind: 'network-zpl-printer', host: '10.0.0.9', port: 9100, dpi: 300 },
    { kind: 'system-printer', queue: 'Office_Laser', language: 'pdf' },
  ],
  printerFor: { labels: 'printer:tcp:10.0.0.9:9100' },
};

const snapshot: CounterPrintersSnapshot = {
  available: true,
  printers: [
    {
      id: 'printer:tcp:10.0.0.9:9100',
      kind: 'network-zpl-printer',
      name: '10.0.0.9:9100',
      language: 'zpl',
      dpi: 300,
      status: 'error',
      reason: 'Out of paper',
      checkedAt: 1,
    },
    {
      id: 'printer:system:Office_Laser',
      kind: 'system-printer',
      name: 'Back office laser',
      language: 'pdf',
      status: 'connected',
      checkedAt: 1,
    },
  ],
  systemPrinters: [
    { queue: 'Zebra_GK420d', isDefault: false },
    { queue: 'Office_Laser', description: 'Back office laser', isDefault: true },
  ],
  config,
  problems: [],
};

describe('the Printers area', () => {
  it('shows each printer with what it takes, its status and reason, and which prints labels', () => {
    expect(snapshot.printers.map((printer) => printerRow(printer, config))).toEqual([
      {
        id: 'printer:tcp:10.0.0.9:9100',
        name: '10.0.0.9:9100',
        kind: 'Network printer (port 9100)',
        takes: 'Raw ZPL · 300 dpi',
        statusLabel: 'Error',
        statusColor: 'error',
        reason: 'Out of paper',
        isForLabels: true,
        isForReceipts: false,
        canPrint: { labels: true, receipts: false },
      },
      {
        id: 'printer:system:Office_Laser',
        name: 'Back office laser',
        kind: 'System printer',
        takes: 'PDF',
        statusLabel: 'Connected',
        statusColor: 'success',
        reason: undefined,
        isForLabels: false,
        isForReceipts: false,
        canPrint: { labels: true, receipts: true },
      },
    ]);
  });

  it('offers the spooler’s queues, the default first, and a configured queue the spooler lost', () => {
    const lost = { ...snapshot, systemPrinters: snapshot.systemPrinters.slice(0, 1) };

    expect(queueChoices(snapshot)).toEqual([
      { value: 'Office_Laser', label: 'Back office laser (Office_Laser) · default' },
      { value: 'Zebra_GK420d', label: 'Zebra_GK420d' },
    ]);
    expect(queueChoices(lost)).toContainEqual({
      value: 'Office_Laser',
      label: 'Office_Laser (not listed by the spooler)',
    });
  });

  it.each([
    [
      'a raw ZPL queue with its resolution',
      { kind: 'system-printer', queue: 'Zebra_GK420d', language: 'zpl', dpi: 203 },
      { kind: 'system-printer', queue: 'Zebra_GK420d', language: 'zpl', dpi: 203 },
    ],
    [
      'a PDF queue, without a resolution',
      { kind: 'system-printer', queue: 'Office_Laser', language: 'pdf', dpi: 203 },
      { kind: 'system-printer', queue: 'Office_Laser', language: 'pdf' },
    ],
    [
      'a network printer',
      { kind: 'network-zpl-printer', host: ' 10.0.0.9 ', port: 9100, dpi: 300 },
      { kind: 'network-zpl-printer', host: '10.0.0.9', port: 9100, dpi: 300 },
    ],
    [
      'a serial printer',
      { kind: 'serial-zpl-printer', serialPath: '/dev/ttyUSB0', baudRate: 9600, dpi: 203 },
      { kind: 'serial-zpl-printer', path: '/dev/ttyUSB0', baudRate: 9600, dpi: 203 },
    ],
    [
      'a network ESC/POS receipt printer, with its line width',
      { kind: 'network-zpl-printer', host: '10.0.0.8', port: 9100, rawLanguage: 'escpos', columns: 42 },
      {
        kind: 'network-zpl-printer',
        host: '10.0.0.8',
        port: 9100,
        language: 'escpos',
        dpi: 203,
        columns: 42,
      },
    ],
    [
      'a raw ESC/POS queue',
      { kind: 'system-printer', queue: 'TM_T20', language: 'escpos' },
      { kind: 'system-printer', queue: 'TM_T20', language: 'escpos', columns: 48 },
    ],
  ] as const)('reads %s from the form', (_label, values, printer) => {
    expect(printerFromForm({ ...EMPTY_PRINTER_FORM, ...values })).toEqual({ ok: true, printer });
  });

  it('chooses the first ESC/POS printer for receipts, never for labels, and forgets it when removed', () => {
    const empty: PrintersConfig = { printers: [], printerFor: { labels: null } };
    const receipt = {
      kind: 'network-zpl-printer',
      host: '10.0.0.8',
      port: 9100,
      dpi: 203,
      language: 'escpos',
    } as const;
    const laser = { kind: 'system-printer', queue: 'Office_Laser', language: 'pdf' } as const;

    const one = withPrinter(empty, receipt);
    const two = withPrinter(one, laser);

    expect(one.printerFor).toEqual({ labels: null, receipts: 'printer:tcp:10.0.0.8:9100' });
    expect(two.printerFor).toEqual({
      labels: 'printer:system:Office_Laser',
      receipts: 'printer:tcp:10.0.0.8:9100',
    });
    expect(withReceiptsPrinter(two, 'printer:system:Office_Laser').printerFor.receipts).toBe(
      'printer:system:Office_Laser',
    );
    expect(withoutPrinter(two, 'printer:tcp:10.0.0.8:9100').printerFor).toEqual({
      labels: 'printer:system:Office_Laser',
    });
  });

  it.each([
    ['no queue', { kind: 'system-printer' }, 'Choose the printer.'],
    ['no address', { kind: 'network-zpl-printer', host: ' ' }, 'Enter the printer’s address.'],
    ['no port', { kind: 'serial-zpl-printer', serialPath: '' }, 'Choose the serial port.'],
  ] as const)('names what is missing: %s', (_label, values, message) => {
    expect(printerFromForm({ ...EMPTY_PRINTER_FORM, ...values })).toEqual({ ok: false, message });
  });

  it('adds a printer (the first one prints the labels), chooses and removes one', () => {
    const empty: PrintersConfig = { printers: [], printerFor: { labels: null } };
    const zebra = { kind: 'network-zpl-printer', host: '10.0.0.9', port: 9100, dpi: 203 } as const;
    const laser = { kind: 'system-printer', queue: 'Office_Laser', language: 'pdf' } as const;

    const one = withPrinter(empty, zebra);
    const two = withPrinter(one, laser);

    expect(one).toEqual({ printers: [zebra], printerFor: { labels: 'printer:tcp:10.0.0.9:9100' } });
    expect(two.printerFor.labels).toBe('printer:tcp:10.0.0.9:9100');
    expect(withPrinter(two, { ...zebra, dpi: 300 }).printers).toEqual([laser, { ...zebra, dpi: 300 }]);
    expect(withLabelsPrinter(two, 'printer:system:Office_Laser').printerFor.labels).toBe(
      'printer:system:Office_Laser',
    );
    expect(withoutPrinter(two, 'printer:tcp:10.0.0.9:9100')).toEqual({
      printers: [laser],
      printerFor: { labels: null },
    });
  });

  it('says what a test print did', () => {
    expect(
      testPrintToast({ ok: true, printerId: 'p', printerName: 'Zebra', count: 1, finished: true }),
    ).toEqual({ kind: 'success', text: 'Test label sent to Zebra.' });
    expect(
      testPrintToast({ ok: false, printerId: 'p', printerName: 'Zebra', reason: 'Out of paper' }),
    ).toEqual({ kind: 'error', text: 'Zebra did not print: Out of paper' });
  });
});
