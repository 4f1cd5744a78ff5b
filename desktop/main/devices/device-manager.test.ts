import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DeviceManager } from './device-manager';
import { NativeModuleError } from './native-modules';

// What the manager does when the hardware libraries themselves fail: a native binary that does not
// load is that device's error, never a crash of the main process. (The serial driver against real
// ptys is serial-scanner.device.test.ts.)

let dir: string;
let manager: DeviceManager | undefined;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'consigndesk-devices-'));
});
afterEach(async () => {
  await manager?.stop();
  manager = undefined;
  rmSync(dir, { recursive: true, force: true });
});

const brokenModule = (name: string) => () =>
  Promise.reject(new NativeModuleError(name, new Error('no prebuilt binary for this platform')));

describe('DeviceManager', () => {
  it('turns a native module that will not load into the device’s error, with the reason', async () => {
    const portPath = path.join(dir, 'ttyACM0');
    writeFileSync(portPath, '');
    manager = new DeviceManager({
      config: {
        scanners: [
          { kind: 'serial-scanner', path: portPath, baudRate: 9600 },
          { kind: 'hid-pos-scanner', vendorId: 0x0c2e, productId: 0x0b61 },
        ],
      },
      loadSerialPort: brokenModule('serialport'),
      loadNodeHid: brokenModule('node-hid'),
    });

    await manager.start();

    expect(manager.snapshot().devices).toEqual([
      expect.objectContaining({
        id: `serial:${portPath}`,
        status: 'error',
        reason: 'Could not load serialport: no prebuilt binary for this platform',
      }),
      expect.objectContaining({
        id: 'hid:0c2e:0b61',
        kind: 'hid-pos-scanner',
        status: 'error',
        reason: 'Could not list HID devices: Could not load node-hid: no prebuilt binary for this platform',
      }),
    ]);
  });

  it('lists what it can and names the bus it could not list', async () => {
    manager = new DeviceManager({ config: { scanners: [] }, loadSerialPort: brokenModule('serialport') });

    const snapshot = await manager.list();

    expect(snapshot.serialPorts).toEqual([]);
    expect(snapshot.problems).toEqual([
      'Could not list the serial ports: Could not load serialport: no prebuilt binary for this platform',
    ]);
  });

  it('shows a configured HID POS scanner that is not plugged in as disconnected', async () => {
    manager = new DeviceManager({
      config: { scanners: [{ kind: 'hid-pos-scanner', vendorId: 0xffff, productId: 0xfffe }] },
    });

    await manager.start();

    expect(manager.snapshot().devices[0]).toMatchObject({
      status: 'disconnected',
      reason: 'No HID POS scanner ffff:fffe is plugged in (or it is not set to HID POS mode).',
    });
  });

  it('tells change listeners once per change, and survives a listener that throws', async () => {
    manager = new DeviceManager({ config: { scanners: [] } });
    const seen: number[] = [];
    manager.onChange(() => {
      throw new Error('screen bug');
    });
    manager.onChange((snapshot) => seen.push(snapshot.config.scanners.length));

    await manager.configure({ scanners: [{ kind: 'hid-pos-scanner', vendorId: 1, productId: 2 }] });
    await manager.configure({ scanners: [{ kind: 'hid-pos-scanner', vendorId: 1, productId: 2 }] });

    expect(seen).toEqual([1]);
  });

  it('refuses settings its schema refuses', async () => {
    manager = new DeviceManager({ config: { scanners: [] } });

    await expect(
      manager.configure({ scanners: [{ kind: 'serial-scanner', path: '/dev/ttyS0', baudRate: 12345 }] }),
    ).rejects.toThrow(/baud rate/);
  });
});
