import { type Page } from '@playwright/test';
import type { CounterDevicesSnapshot, DevicesConfig } from '@shared/ipc/devices';
import type { ScanEvent } from '@shared/ipc/scanner';
import { deviceMessages } from '@shared/messages';
import { expect, logIn, test } from './fixtures';
import { chooseOption } from './helpers';

/**
 * Devices in Settings (issue 13). In a browser the area says scanners are set up in the counter app.
 * Inside the counter app the preload exposes `window.counter`; there is no Electron here, so the second
 * walk puts a bridge of the same shape on the page before it loads, answering what the main process
 * would, and checks what the screen shows and sends.
 */

const WIDTHS = [1280, 390] as const;

test('in a browser, Devices says scanners are set up in the counter app', async ({
  page,
  pageProblems,
}, testInfo) => {
  await logIn(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/settings');
    const devices = page.getByRole('region', { name: 'Devices' });

    await expect(devices.getByTestId('devices-need-counter-app')).toContainText(
      deviceMessages.needsCounterApp,
    );
    await expect(devices).toContainText(deviceMessages.wedgeWorksHere);
    // No port settings in a browser: it could not open a port.
    await expect(devices.getByLabel('Serial port')).toHaveCount(0);
    await devices.screenshot({ path: testInfo.outputPath(`devices-browser-${width}.png`) });
  }
  expect(pageProblems.list()).toEqual([]);
});

const CONFIG: DevicesConfig = {
  scanners: [{ kind: 'serial-scanner', path: '/dev/ttyACM0', baudRate: 9600 }],
};

const SNAPSHOT: CounterDevicesSnapshot = {
  available: true,
  devices: [
    {
      id: 'serial:/dev/ttyACM0',
      kind: 'serial-scanner',
      name: '/dev/ttyACM0',
      status: 'connected',
      lastScan: {
        code: 'K7QX2M',
        source: 'serial',
        deviceId: 'serial:/dev/ttyACM0',
        at: Date.UTC(2026, 0, 1),
      },
    },
  ],
  serialPorts: [{ path: '/dev/ttyACM0', manufacturer: 'Honeywell' }, { path: '/dev/ttyUSB0' }],
  hidScanners: [{ vendorId: 0x0c2e, productId: 0x0b61, manufacturer: 'Honeywell', product: 'Voyager 1450g' }],
  config: CONFIG,
  problems: [],
};

/** The counter app's bridge as the preload exposes it, answering from `snapshot`; the page's calls are recorded. */
async function exposeCounterBridge(page: Page, snapshot: CounterDevicesSnapshot) {
  await page.addInitScript((initial) => {
    const state = {
      snapshot: initial,
      configured: [] as unknown[],
      scanListeners: new Set<(scan: unknown) => void>(),
      changeListeners: new Set<(snapshot: unknown) => void>(),
    };
    const subscribe = (set: Set<(value: unknown) => void>) => (listener: (value: unknown) => void) => {
      set.add(listener);
      return () => void set.delete(listener);
    };
    Object.assign(globalThis, {
      __counterTest: state,
      counter: {
        app: { version: () => Promise.resolve('0.1.0'), isKiosk: () => Promise.resolve(false) },
        kiosk: { reload: () => Promise.resolve() },
        scanner: { onScan: subscribe(state.scanListeners) },
        devices: {
          list: () => Promise.resolve(state.snapshot),
          onChange: subscribe(state.changeListeners),
          configure: (config: DevicesConfig) => {
            state.configured.push(config);
            state.snapshot = {
              ...state.snapshot,
              config,
              devices: config.scanners.map((scanner) => ({
                id: scanner.kind === 'serial-scanner' ? `serial:${scanner.path}` : 'hid:0c2e:0b61',
                kind: scanner.kind,
                name: scanner.kind === 'serial-scanner' ? scanner.path : 'Voyager 1450g',
                status: 'disconnected' as const,
                reason: 'Not opened yet.',
              })),
            };
            return Promise.resolve(state.snapshot);
          },
        },
        // The Printers area beside this one (printers.spec.ts walks it): no printer set up.
        printers: {
          list: () =>
            Promise.resolve({
              available: true,
              printers: [],
              systemPrinters: [],
              config: { printers: [], printerFor: { labels: null } },
              problems: [],
            }),
          onChange: subscribe(new Set()),
        },
      },
    });
  }, snapshot);
}

interface CounterTestState {
  configured: unknown[];
  scanListeners: Set<(scan: ScanEvent) => void>;
  changeListeners: Set<(snapshot: CounterDevicesSnapshot) => void>;
}
const counterTest = (page: Page) =>
  page.evaluate(
    () => (globalThis as unknown as { __counterTest: CounterTestState }).__counterTest.configured,
  );

test('in the counter app, Devices shows each scanner, its scans, and saves the port settings', async ({
  page,
  pageProblems,
}, testInfo) => {
  await exposeCounterBridge(page, SNAPSHOT);
  await logIn(page);
  await page.goto('/settings');
  const devices = page.getByRole('region', { name: 'Devices' });
  const row = devices.getByTestId('device-row');

  await expect(row).toHaveCount(1);
  await expect(row).toContainText('/dev/ttyACM0');
  await expect(row).toContainText('Serial scanner');
  await expect(row.getByTestId('device-status')).toHaveText('Connected');
  await expect(row).toContainText('Last scan: K7QX2M');
  await expect(devices.getByTestId('device-test-scan')).toHaveText(deviceMessages.waitingForScan);

  // A scan from the main process shows in the test area.
  await page.evaluate(() => {
    const state = (globalThis as unknown as { __counterTest: CounterTestState }).__counterTest;
    const scan = {
      code: '4006381333931',
      symbology: ']E0',
      source: 'serial',
      deviceId: 'serial:/dev/ttyACM0',
      at: Date.now(),
    };
    state.scanListeners.forEach((listener) => listener(scan as ScanEvent));
  });
  await expect(devices.getByTestId('device-test-scan')).toContainText('4006381333931');
  await expect(devices.getByTestId('device-test-scan')).toContainText('Serial scanner /dev/ttyACM0 · ]E0');

  // The cable is pulled: the main process tells the page, which shows it without asking.
  await page.evaluate((snapshot) => {
    const state = (globalThis as unknown as { __counterTest: CounterTestState }).__counterTest;
    const pulled = {
      ...snapshot,
      devices: snapshot.devices.map((device) => ({
        ...device,
        status: 'disconnected' as const,
        reason: '/dev/ttyACM0 is not there: plug the scanner in, or choose its port again.',
      })),
    };
    state.changeListeners.forEach((listener) => listener(pulled));
  }, SNAPSHOT);
  await expect(row.getByTestId('device-status')).toHaveText('Disconnected');
  await expect(row).toContainText('plug the scanner in');

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await devices.screenshot({ path: testInfo.outputPath(`devices-counter-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Another port at another rate, and the HID POS scanner that is plugged in.
  const port = devices.getByLabel('Serial port');
  await port.fill('/dev/ttyUSB0');
  await port.press('Escape');
  await chooseOption(devices, 'Baud rate', '115200');
  await chooseOption(devices, 'HID POS scanner', 'Honeywell Voyager 1450g (0c2e:0b61)');
  await devices.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText(deviceMessages.saved)).toBeVisible();
  expect(await counterTest(page)).toEqual([
    {
      scanners: [
        { kind: 'serial-scanner', path: '/dev/ttyUSB0', baudRate: 115200 },
        { kind: 'hid-pos-scanner', vendorId: 0x0c2e, productId: 0x0b61 },
      ],
    },
  ]);
  await expect(row).toHaveCount(2);
  expect(pageProblems.list()).toEqual([]);
});
