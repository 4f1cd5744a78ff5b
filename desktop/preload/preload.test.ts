import { describe, expect, it, vi } from 'vitest';
import { IPC_CHANNELS } from '@shared/ipc/channels';
import { COUNTER_BRIDGE_KEY, type CounterBridge } from '@shared/ipc/counter-bridge';
import type { ScanEvent } from '@shared/ipc/scanner';
import './preload';

// Electron's runtime cannot load under Node (no binary here), so the two objects the preload
// touches are stood in for: one records what reaches the page, the other which channel is asked and
// which listeners are on which channel. vi.mock is hoisted above the imports, so `./preload` runs against these.
const electron = vi.hoisted(() => ({
  exposed: new Map<string, unknown>(),
  invoked: [] as unknown[][],
  listeners: new Map<string, Set<(event: unknown, ...args: unknown[]) => void>>(),
}));
vi.mock('electron', () => ({
  contextBridge: {
    exposeInMainWorld: (key: string, value: unknown) => electron.exposed.set(key, value),
  },
  ipcRenderer: {
    invoke: async (...args: unknown[]) => {
      electron.invoked.push(args);
      return args[0] === 'renderer:app:version'
        ? '0.1.0'
        : args[0] === 'renderer:app:is-kiosk'
          ? true
          : undefined;
    },
    on: (channel: string, listener: (event: unknown, ...args: unknown[]) => void) => {
      const set = electron.listeners.get(channel) ?? new Set();
      set.add(listener);
      electron.listeners.set(channel, set);
    },
    removeListener: (channel: string, listener: (event: unknown, ...args: unknown[]) => void) => {
      electron.listeners.get(channel)?.delete(listener);
    },
  },
}));

/** What the main process's `webContents.send(channel, payload)` does on this side. */
function emit(channel: string, payload: unknown): void {
  const ipcRendererEvent = { sender: 'ipcRenderer itself', senderId: 0 };
  for (const listener of electron.listeners.get(channel) ?? []) listener(ipcRendererEvent, payload);
}

const counter = () => electron.exposed.get(COUNTER_BRIDGE_KEY) as CounterBridge;
const scan: ScanEvent = { code: 'K7QX2M', source: 'serial', at: 1_767_225_600_000 };

describe('preload', () => {
  it('exposes one `counter` object with exactly the bridge domains and functions', () => {
    expect([...electron.exposed.keys()]).toEqual([COUNTER_BRIDGE_KEY]);
    const shape = Object.fromEntries(
      Object.entries(counter()).map(([domain, functions]) => [domain, Object.keys(functions).sort()]),
    );
    expect(shape).toEqual({
      app: ['isKiosk', 'version'],
      kiosk: ['exit', 'reload'],
      scanner: ['onScan'],
      devices: ['configure', 'list', 'onChange'],
      printers: ['configure', 'list', 'onChange', 'status', 'testPrint'],
      labels: ['print'],
      receipts: ['print'],
    });
  });

  it('asks the printer and label questions on their own channels, passing the payload alone', async () => {
    const config = { printers: [], printerFor: { labels: null } };
    const request = {
      printerId: 'printer:tcp:10.0.0.9:9100',
      itemIds: [7],
      document: { format: 'zpl' as const, data: new Uint8Array([94, 88, 65]) },
    };
    await counter().printers.list();
    await counter().printers.configure(config);
    await counter().printers.status('printer:tcp:10.0.0.9:9100');
    await counter().printers.testPrint('printer:tcp:10.0.0.9:9100');
    await counter().labels.print(request);
    const receipt = {
      orderId: 7,
      document: { format: 'pdf' as const, data: new Uint8Array([37, 80, 68, 70]) },
    };
    await counter().receipts.print(receipt);
    expect(electron.invoked).toEqual([
      [IPC_CHANNELS.printersList],
      [IPC_CHANNELS.printersConfigure, config],
      [IPC_CHANNELS.printersStatus, 'printer:tcp:10.0.0.9:9100'],
      [IPC_CHANNELS.printersTestPrint, 'printer:tcp:10.0.0.9:9100'],
      [IPC_CHANNELS.labelsPrint, request],
      [IPC_CHANNELS.receiptsPrint, receipt],
    ]);
  });

  it('asks each question on its own channel with no arguments from the page', async () => {
    electron.invoked.length = 0;

    await expect(counter().app.version()).resolves.toBe('0.1.0');
    await expect(counter().app.isKiosk()).resolves.toBe(true);
    await expect(counter().kiosk.reload()).resolves.toBeUndefined();
    expect(electron.invoked).toEqual([
      [IPC_CHANNELS.appVersion],
      [IPC_CHANNELS.appIsKiosk],
      [IPC_CHANNELS.kioskReload],
    ]);
  });

  it('hands the staff sign-in token to the main process on the kiosk exit channel, alone', async () => {
    electron.invoked.length = 0;
    await counter().kiosk.exit('staff-token');
    expect(electron.invoked).toEqual([[IPC_CHANNELS.kioskExit, 'staff-token']]);
  });

  it('lists and configures the devices on their own channels, passing the settings alone', async () => {
    electron.invoked.length = 0;
    const config = { scanners: [{ kind: 'serial-scanner' as const, path: '/dev/ttyACM0', baudRate: 9600 }] };

    await counter().devices.list();
    await counter().devices.configure(config);

    expect(electron.invoked).toEqual([[IPC_CHANNELS.devicesList], [IPC_CHANNELS.devicesConfigure, config]]);
  });

  it('hands a device-change listener the devices alone, and unsubscribes', () => {
    const received: unknown[][] = [];
    const devices = {
      available: true,
      devices: [],
      serialPorts: [],
      hidScanners: [],
      config: { scanners: [] },
      problems: [],
    };
    const unsubscribe = counter().devices.onChange((...args) => received.push(args));

    emit(IPC_CHANNELS.devicesChange, devices);
    unsubscribe();
    emit(IPC_CHANNELS.devicesChange, devices);

    expect(received).toEqual([[devices]]);
    expect(electron.listeners.get(IPC_CHANNELS.devicesChange)?.size).toBe(0);
  });

  it('hands a scan listener the scan alone, never the IPC event', () => {
    const received: unknown[][] = [];
    const unsubscribe = counter().scanner.onScan((...args) => received.push(args));

    emit(IPC_CHANNELS.scannerScan, scan);

    expect(received).toEqual([[scan]]);
    unsubscribe();
  });

  it('stops a listener when it unsubscribes, and only that one', () => {
    const first: ScanEvent[] = [];
    const second: ScanEvent[] = [];
    const stopFirst = counter().scanner.onScan((event) => first.push(event));
    const stopSecond = counter().scanner.onScan((event) => second.push(event));

    stopFirst();
    stopFirst();
    emit(IPC_CHANNELS.scannerScan, scan);

    expect(first).toEqual([]);
    expect(second).toEqual([scan]);
    stopSecond();
    expect(electron.listeners.get(IPC_CHANNELS.scannerScan)?.size).toBe(0);
  });

  it('keeps delivering to the other listeners when one throws', () => {
    const received: ScanEvent[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const stopFailing = counter().scanner.onScan(() => {
      throw new Error('screen bug');
    });
    const stopWorking = counter().scanner.onScan((event) => received.push(event));

    emit(IPC_CHANNELS.scannerScan, scan);

    expect(received).toEqual([scan]);
    expect(consoleError).toHaveBeenCalledOnce();
    stopFailing();
    stopWorking();
    consoleError.mockRestore();
  });

  it('refuses a listener that is not a function', () => {
    expect(() => counter().scanner.onScan('alert(1)' as never)).toThrow(TypeError);
    expect(electron.listeners.get(IPC_CHANNELS.scannerScan)?.size ?? 0).toBe(0);
  });
});
