import { type Page } from '@playwright/test';
import type { CounterDevicesSnapshot } from '@shared/ipc/devices';
import type { CounterPrintersSnapshot, PrintersConfig, PrintOutcome } from '@shared/ipc/printers';
import { printerMessages } from '@shared/messages';
import { expect, logIn, test } from './fixtures';
import { chooseOption } from './helpers';

/**
 * Printers in Settings (issue 14). In a browser the area says printers are set up in the counter app.
 * Inside the counter app the preload exposes `window.counter`; there is no Electron here, so the second
 * walk puts a bridge of the same shape on the page before it loads, answering what the main process
 * would (desktop/main/printing has the real printers' tests), and checks what the screen shows and sends.
 */

const WIDTHS = [1280, 390] as const;

test('in a browser, Printers says label printers are set up in the counter app', async ({
  page,
  pageProblems,
}, testInfo) => {
  await logIn(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/settings');
    const printers = page.getByRole('region', { name: 'Printers' });

    await expect(printers.getByTestId('printers-need-counter-app')).toContainText(
      printerMessages.needsCounterApp,
    );
    await expect(printers).toContainText(printerMessages.browserPrintsPdf);
    await expect(printers.getByRole('button', { name: 'Add printer' })).toHaveCount(0);
    await printers.screenshot({ path: testInfo.outputPath(`printers-browser-${width}.png`) });
  }
  expect(pageProblems.list()).toEqual([]);
});

const ZEBRA_ID = 'printer:tcp:10.0.0.9:9100';
const CONFIG: PrintersConfig = {
  printers: [{ kind: 'network-zpl-printer', host: '10.0.0.9', port: 9100, dpi: 203 }],
  printerFor: { labels: ZEBRA_ID },
};

const SNAPSHOT: CounterPrintersSnapshot = {
  available: true,
  printers: [
    {
      id: ZEBRA_ID,
      kind: 'network-zpl-printer',
      name: '10.0.0.9:9100',
      language: 'zpl',
      dpi: 203,
      status: 'connected',
      checkedAt: Date.UTC(2026, 0, 1),
    },
  ],
  systemPrinters: [
    { queue: 'Office_Laser', description: 'Back office laser', isDefault: true },
    { queue: 'Zebra_GK420d', isDefault: false },
  ],
  config: CONFIG,
  problems: [],
};

const DEVICES: CounterDevicesSnapshot = {
  available: true,
  devices: [],
  serialPorts: [{ path: '/dev/ttyUSB0', manufacturer: 'FTDI' }],
  hidScanners: [],
  config: { scanners: [] },
  problems: [],
};

interface CounterTestState {
  snapshot: CounterPrintersSnapshot;
  configured: PrintersConfig[];
  testPrints: string[];
  testOutcome: PrintOutcome;
  changeListeners: Set<(snapshot: CounterPrintersSnapshot) => void>;
}

/** The counter app's bridge as the preload exposes it; the page's calls are recorded. */
async function exposeCounterBridge(page: Page) {
  await page.addInitScript(
    ({ printers, devices }) => {
      const state = {
        snapshot: printers,
        configured: [] as unknown[],
        testPrints: [] as string[],
        testOutcome: null as unknown,
        changeListeners: new Set<(snapshot: unknown) => void>(),
      };
      const subscribe = (set: Set<(value: unknown) => void>) => (listener: (value: unknown) => void) => {
        set.add(listener);
        return () => void set.delete(listener);
      };
      type Config = (typeof printers)['config'];
      const idOf = (printer: Config['printers'][number]) =>
        printer.kind === 'system-printer'
          ? `printer:system:${printer.queue}`
          : printer.kind === 'network-zpl-printer'
            ? `printer:tcp:${printer.host}:${printer.port}`
            : `printer:serial:${printer.path}`;
      Object.assign(globalThis, {
        __counterTest: state,
        counter: {
          app: { version: () => Promise.resolve('0.1.0'), isKiosk: () => Promise.resolve(false) },
          kiosk: { reload: () => Promise.resolve() },
          scanner: { onScan: subscribe(new Set()) },
          devices: {
            list: () => Promise.resolve(devices),
            onChange: subscribe(new Set()),
            configure: () => Promise.resolve(devices),
          },
          printers: {
            list: () => Promise.resolve(state.snapshot),
            onChange: subscribe(state.changeListeners),
            status: (id: string) =>
              Promise.resolve(state.snapshot.printers.find((printer) => printer.id === id)),
            testPrint: (id: string) => {
              state.testPrints.push(id);
              return Promise.resolve(state.testOutcome);
            },
            configure: (config: Config) => {
              state.configured.push(config);
              state.snapshot = {
                ...state.snapshot,
                config,
                printers: config.printers.map((printer) => {
                  const id = idOf(printer);
                  const known = state.snapshot.printers.find((candidate) => candidate.id === id);
                  return (
                    known ?? {
                      id,
                      kind: printer.kind,
                      name: printer.kind === 'system-printer' ? printer.queue : id,
                      language:
                        printer.kind === 'system-printer' ? printer.language : (printer.language ?? 'zpl'),
                      status: 'disconnected' as const,
                      reason: 'Not checked yet.',
                      checkedAt: 0,
                    }
                  );
                }),
              };
              return Promise.resolve(state.snapshot);
            },
          },
          labels: { print: () => Promise.reject(new Error('not in this walk')) },
          receipts: { print: () => Promise.reject(new Error('not in this walk')) },
        },
      });
    },
    { printers: SNAPSHOT, devices: DEVICES },
  );
}

const counterState = <K extends keyof CounterTestState>(page: Page, key: K) =>
  page.evaluate(
    (name) => (globalThis as unknown as { __counterTest: CounterTestState }).__counterTest[name],
    key,
  ) as Promise<CounterTestState[K]>;

async function setTestOutcome(page: Page, outcome: PrintOutcome) {
  await page.evaluate((value) => {
    (globalThis as unknown as { __counterTest: CounterTestState }).__counterTest.testOutcome = value;
  }, outcome);
}

test('in the counter app, Printers shows each printer’s status, test prints, and adds, chooses and removes printers', async ({
  page,
  pageProblems,
}, testInfo) => {
  await exposeCounterBridge(page);
  await logIn(page);
  await page.goto('/settings');
  const printers = page.getByRole('region', { name: 'Printers' });
  const rows = printers.getByTestId('printer-row');

  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('10.0.0.9:9100');
  await expect(rows.first()).toContainText('Network printer (port 9100)');
  await expect(rows.first()).toContainText('Raw ZPL · 203 dpi');
  await expect(rows.first().getByTestId('printer-status')).toHaveText('Connected');
  await expect(rows.first().getByTestId('printer-for-labels')).toHaveText('Labels');

  // A test print: the toast says what the printer did.
  await setTestOutcome(page, {
    ok: true,
    printerId: ZEBRA_ID,
    printerName: '10.0.0.9:9100',
    count: 1,
    finished: true,
  });
  await rows.first().getByRole('button', { name: 'Test print' }).click();
  await expect(page.getByText(printerMessages.testPrinted('10.0.0.9:9100'))).toBeVisible();
  expect(await counterState(page, 'testPrints')).toEqual([ZEBRA_ID]);

  // The paper runs out: the main process tells the page, which shows it with the reason.
  await page.evaluate((snapshot) => {
    const state = (globalThis as unknown as { __counterTest: CounterTestState }).__counterTest;
    state.snapshot = {
      ...snapshot,
      printers: snapshot.printers.map((printer) => ({
        ...printer,
        status: 'error' as const,
        reason: 'Out of paper',
      })),
    };
    state.changeListeners.forEach((listener) => listener(state.snapshot));
  }, SNAPSHOT);
  await expect(rows.first().getByTestId('printer-status')).toHaveText('Error');
  await expect(rows.first().getByTestId('printer-reason')).toHaveText('Out of paper');
  await setTestOutcome(page, {
    ok: false,
    printerId: ZEBRA_ID,
    printerName: '10.0.0.9:9100',
    reason: 'Out of paper',
  });
  await rows.first().getByRole('button', { name: 'Test print' }).click();
  await expect(page.getByText(printerMessages.notPrinted('10.0.0.9:9100', 'Out of paper'))).toBeVisible();

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await printers.screenshot({ path: testInfo.outputPath(`printers-counter-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // A sheet printer through the spooler, picked from its queues.
  await chooseOption(printers, 'Printer type', 'System printer');
  await chooseOption(printers, 'Queue', 'Back office laser (Office_Laser) · default', '');
  await printers.getByRole('button', { name: 'Add printer' }).click();
  await expect(page.getByText(printerMessages.saved)).toBeVisible();
  await expect(rows).toHaveCount(2);

  // A serial Zebra on the port the Devices area listed, at 300 dpi.
  await chooseOption(printers, 'Printer type', 'Serial printer');
  await printers.getByLabel('Printer port').fill('/dev/ttyUSB0');
  await printers.getByLabel('Printer port').press('Escape');
  await chooseOption(printers, 'Printer baud rate', '115200');
  await chooseOption(printers, 'Resolution', '300 dpi');
  await printers.getByRole('button', { name: 'Add printer' }).click();
  await expect(rows).toHaveCount(3);

  // The laser prints the labels from now on; the Zebra on the network goes.
  await rows.nth(1).getByRole('button', { name: 'Use for labels' }).click();
  await expect(rows.nth(1).getByTestId('printer-for-labels')).toBeVisible();
  await rows.first().getByRole('button', { name: 'Remove' }).click();
  await expect(rows).toHaveCount(2);

  const laser = { kind: 'system-printer', queue: 'Office_Laser', language: 'pdf' };
  const serial = { kind: 'serial-zpl-printer', path: '/dev/ttyUSB0', baudRate: 115200, dpi: 300 };
  expect(await counterState(page, 'configured')).toEqual([
    { printers: [...CONFIG.printers, laser], printerFor: { labels: ZEBRA_ID } },
    { printers: [...CONFIG.printers, laser, serial], printerFor: { labels: ZEBRA_ID } },
    { printers: [...CONFIG.printers, laser, serial], printerFor: { labels: 'printer:system:Office_Laser' } },
    { printers: [laser, serial], printerFor: { labels: 'printer:system:Office_Laser' } },
  ]);
  expect(pageProblems.list()).toEqual([]);
});

test('in the counter app, an ESC/POS receipt printer is added for receipts and never offered for labels', async ({
  page,
  pageProblems,
}) => {
  await exposeCounterBridge(page);
  await logIn(page);
  await page.goto('/settings');
  const printers = page.getByRole('region', { name: 'Printers' });
  const rows = printers.getByTestId('printer-row');
  await expect(rows).toHaveCount(1);

  // Issue 15: on the network, sending ESC/POS at a 3-inch printer's 42 columns (no resolution).
  await chooseOption(printers, 'Printer type', 'Network printer (port 9100)');
  await printers.getByLabel('Address').fill('10.0.0.60');
  await chooseOption(printers, 'Sends', 'ESC/POS receipts');
  await expect(printers.getByLabel('Resolution')).toHaveCount(0);
  await chooseOption(printers, 'Line width', '42 columns');
  await printers.getByRole('button', { name: 'Add printer' }).click();
  await expect(rows).toHaveCount(2);

  // The first ESC/POS printer prints the receipts; it offers no Use for labels, the Zebra no Use for receipts.
  await expect(rows.nth(1)).toContainText('ESC/POS receipts');
  await expect(rows.nth(1).getByTestId('printer-for-receipts')).toHaveText('Receipts');
  await expect(rows.nth(1).getByRole('button', { name: 'Use for labels' })).toHaveCount(0);
  await expect(rows.first().getByRole('button', { name: 'Use for receipts' })).toHaveCount(0);
  expect(await counterState(page, 'configured')).toEqual([
    {
      printers: [
        ...CONFIG.printers,
        {
          kind: 'network-zpl-printer',
          host: '10.0.0.60',
          port: 9100,
          language: 'escpos',
          dpi: 203,
          columns: 42,
        },
      ],
      printerFor: { labels: ZEBRA_ID, receipts: 'printer:tcp:10.0.0.60:9100' },
    },
  ]);
  expect(pageProblems.list()).toEqual([]);
});
