import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IPC_CHANNELS } from '@shared/ipc/channels';
import type { CounterDevicesSnapshot, DevicesConfig } from '@shared/ipc/devices';
import type { ScanEvent } from '@shared/ipc/scanner';
import { readSettingsFile, SETTINGS_FILE_NAME, writeDevicesSettings } from '../config/settings-file';
import { DeviceManager } from '../devices/device-manager';
import { AppWindows } from './app-windows';
import { registerDevicesIpc, type DevicesIpcManager } from './devices.ipc';
import { FakeWebContents, fakeIpcMain } from './testing/fake-electron';
import { createTrustedIpc } from './trusted-ipc';

// The bridge's devices domain against a real DeviceManager (no scanners plugged in here) and a real
// settings.json in a temp folder. Scans come from a driver, which needs a device: here they are fed to
// the bridge's scan subscription directly (serial-scanner.device.test.ts has real ones).

const SERVER = 'http://localhost:3000/';
let dir: string;
let settingsPath: string;
let manager: DeviceManager;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'consigndesk-devices-ipc-'));
  settingsPath = path.join(dir, SETTINGS_FILE_NAME);
  writeFileSync(settingsPath, JSON.stringify({ serverUrl: 'http://localhost:3000' }));
});
afterEach(async () => {
  await manager.stop();
  rmSync(dir, { recursive: true, force: true });
});

function setup() {
  const { ipcMain, handlers, invoke } = fakeIpcMain();
  const windows = new AppWindows();
  const logged: string[] = [];
  const ipc = createTrustedIpc({ ipcMain, windows, serverUrl: SERVER, log: (line) => logged.push(line) });
  manager = new DeviceManager({ config: { scanners: [] } });
  const scanListeners = new Set<(scan: ScanEvent) => void>();
  const devices: DevicesIpcManager = {
    list: () => manager.list(),
    configure: (config) => manager.configure(config),
    onChange: (listener) => manager.onChange(listener),
    onScan: (listener) => {
      scanListeners.add(listener);
      return () => void scanListeners.delete(listener);
    },
  };
  registerDevicesIpc(ipc, {
    manager: devices,
    saveConfig: (config) => writeDevicesSettings(settingsPath, config),
  });
  const backOffice = new FakeWebContents(`${SERVER}settings`);
  windows.register(backOffice, 'backOffice');
  const emitScan = (scan: ScanEvent) => scanListeners.forEach((listener) => listener(scan));
  return { handlers, invoke, windows, backOffice, logged, emitScan };
}

const serialConfig: DevicesConfig = {
  scanners: [{ kind: 'serial-scanner', path: '/dev/serial/by-id/usb-Honeywell-if00', baudRate: 115200 }],
};

describe('registerDevicesIpc', () => {
  it('registers the devices channels', () => {
    const { handlers } = setup();

    expect([...handlers.keys()].sort()).toEqual(
      [IPC_CHANNELS.devicesConfigure, IPC_CHANNELS.devicesList].sort(),
    );
  });

  it('lists the devices for a back-office screen', async () => {
    const { invoke, backOffice } = setup();

    const listed = (await invoke(IPC_CHANNELS.devicesList, backOffice.eventFrom())) as CounterDevicesSnapshot;

    expect(listed).toMatchObject({ available: true, devices: [], config: { scanners: [] } });
  });

  it.each([
    ['a public page of the back-office window', 'backOffice', `${SERVER}catalogue/demo-kicks`],
    ['the kiosk window', 'kiosk', `${SERVER}instore`],
  ] as const)('refuses %s', async (_label, role, url) => {
    const { invoke, windows } = setup();
    const window = new FakeWebContents(url);
    windows.register(window, role);

    await expect(invoke(IPC_CHANNELS.devicesList, window.eventFrom())).rejects.toThrow(/^Refused/);
    await expect(invoke(IPC_CHANNELS.devicesConfigure, window.eventFrom(), serialConfig)).rejects.toThrow(
      /^Refused/,
    );
    expect(readSettingsFile(settingsPath).settings.devices).toBeUndefined();
  });

  it('saves the settings in settings.json, keeping its other keys, and answers the new list', async () => {
    const { invoke, backOffice } = setup();

    const answer = (await invoke(
      IPC_CHANNELS.devicesConfigure,
      backOffice.eventFrom(),
      serialConfig,
    )) as CounterDevicesSnapshot;

    expect(answer.config).toEqual(serialConfig);
    expect(answer.devices).toEqual([
      expect.objectContaining({
        id: 'serial:/dev/serial/by-id/usb-Honeywell-if00',
        kind: 'serial-scanner',
        status: 'disconnected',
      }),
    ]);
    expect(JSON.parse(readFileSync(settingsPath, 'utf8'))).toEqual({
      serverUrl: 'http://localhost:3000',
      devices: serialConfig,
    });
  });

  it.each([
    ['an unknown baud rate', { scanners: [{ kind: 'serial-scanner', path: '/dev/ttyS0', baudRate: 31337 }] }],
    ['an unknown kind', { scanners: [{ kind: 'camera', path: '/dev/video0' }] }],
    ['a field the settings do not have', { scanners: [], script: 'rm -rf /' }],
    ['a USB id out of range', { scanners: [{ kind: 'hid-pos-scanner', vendorId: 70000, productId: 1 }] }],
    ['no payload', undefined],
  ])('refuses %s and saves nothing', async (_label, payload) => {
    const { invoke, backOffice } = setup();

    await expect(invoke(IPC_CHANNELS.devicesConfigure, backOffice.eventFrom(), payload)).rejects.toThrow(
      /invalid payload/,
    );
    expect(readSettingsFile(settingsPath).settings.devices).toBeUndefined();
  });

  it('forwards scans and device changes to back-office screens only', async () => {
    const { invoke, windows, backOffice, emitScan } = setup();
    const kiosk = new FakeWebContents(`${SERVER}instore`);
    windows.register(kiosk, 'kiosk');
    const scan: ScanEvent = { code: 'K7QX2M', source: 'serial', deviceId: 'serial:/dev/ttyACM0', at: 1 };

    emitScan(scan);
    await invoke(IPC_CHANNELS.devicesConfigure, backOffice.eventFrom(), serialConfig);
    backOffice.navigate(`${SERVER}catalogue/demo-kicks`);
    emitScan({ ...scan, code: 'NOT-DELIVERED' });

    expect(backOffice.sent.map(({ channel }) => channel)).toEqual([
      IPC_CHANNELS.scannerScan,
      IPC_CHANNELS.devicesChange,
    ]);
    expect(backOffice.sent[0].args).toEqual([scan]);
    expect(backOffice.sent[1].args[0]).toMatchObject({ available: true, config: serialConfig });
    expect(kiosk.sent).toEqual([]);
  });
});
