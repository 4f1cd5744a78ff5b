import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ScanEvent } from '@shared/ipc/scanner';
import { DeviceManager } from './device-manager';
import { deviceBecomes } from './testing/device-becomes';
import { loadSerialPort } from './native-modules';
import { plugPtyPair, type PtyPair } from './testing/pty-pair';

// A serial scanner end to end: the real serialport module opens one end of a socat pty pair, the test
// writes barcodes into the other end as the scanner would, and the DeviceManager's driver emits them.
// Pulling the cable is ending socat; plugging it back is a new socat with the same link names.

let dir: string;
let pairs: PtyPair[];
let managers: DeviceManager[];

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'consigndesk-serial-'));
  pairs = [];
  managers = [];
});

afterEach(async () => {
  await Promise.all(managers.map((manager) => manager.stop()));
  await Promise.all(pairs.map((pair) => pair.unplug()));
  rmSync(dir, { recursive: true, force: true });
});

async function plug(): Promise<PtyPair> {
  const pair = await plugPtyPair(dir);
  pairs.push(pair);
  return pair;
}

function managerFor(portPath: string, baudRate = 9600): DeviceManager {
  const manager = new DeviceManager({
    config: { scanners: [{ kind: 'serial-scanner', path: portPath, baudRate }] },
    loadSerialPort,
  });
  managers.push(manager);
  return manager;
}

/** Resolves with the next `count` scans. */
function nextScans(manager: DeviceManager, count: number): Promise<ScanEvent[]> {
  return new Promise((resolve) => {
    const scans: ScanEvent[] = [];
    const stop = manager.onScan((scan) => {
      scans.push(scan);
      if (scans.length === count) {
        stop();
        resolve(scans);
      }
    });
  });
}

describe('a serial scanner on a pseudo-terminal', () => {
  it('scans each code it sends, whatever its line ending and however the bytes are split', async () => {
    const pair = await plug();
    const manager = managerFor(pair.devicePath);
    const deviceId = `serial:${pair.devicePath}`;
    await manager.start();
    await deviceBecomes(manager, (device) => device.status === 'connected');

    const scans = nextScans(manager, 3);
    const before = Date.now();
    writeFileSync(pair.scannerPath, '4006381333931\r');
    writeFileSync(pair.scannerPath, 'K7QX2M\r\n\r\nP9Z');
    writeFileSync(pair.scannerPath, 'T4W\n');

    const received = await scans;
    expect(received.map(({ code, source, deviceId: id }) => ({ code, source, deviceId: id }))).toEqual([
      { code: '4006381333931', source: 'serial', deviceId },
      { code: 'K7QX2M', source: 'serial', deviceId },
      { code: 'P9ZT4W', source: 'serial', deviceId },
    ]);
    expect(received.every((scan) => scan.at >= before && scan.at <= Date.now())).toBe(true);
    // The Devices screen shows the last scan with the device.
    expect(manager.snapshot().devices[0]).toMatchObject({
      id: deviceId,
      kind: 'serial-scanner',
      status: 'connected',
      lastScan: { code: 'P9ZT4W' },
    });
  });

  it('shows a pulled cable as disconnected within 3 s, and reconnects by itself when it is back', async () => {
    const first = await plug();
    const manager = managerFor(first.devicePath);
    await manager.start();
    await deviceBecomes(manager, (device) => device.status === 'connected');

    const pulledAt = Date.now();
    await first.unplug();
    const pulled = await deviceBecomes(manager, (device) => device.status === 'disconnected');
    expect(Date.now() - pulledAt).toBeLessThan(3000);
    expect(pulled.reason).toBeTruthy();

    const second = await plug();
    const pluggedAt = Date.now();
    await deviceBecomes(manager, (device) => device.status === 'connected');
    expect(Date.now() - pluggedAt).toBeLessThan(3000);

    const scans = nextScans(manager, 1);
    writeFileSync(second.scannerPath, 'AFTER-REPLUG\r');
    expect((await scans)[0].code).toBe('AFTER-REPLUG');
  });

  it('waits for a configured port that is not plugged in yet, then opens it', async () => {
    const portPath = path.join(dir, 'scanner-port');
    const manager = managerFor(portPath);
    await manager.start();

    expect(manager.snapshot().devices[0]).toMatchObject({
      status: 'disconnected',
      reason: expect.stringContaining(portPath),
    });

    const pair = await plug();
    await deviceBecomes(manager, (device) => device.status === 'connected');
    const scans = nextScans(manager, 1);
    writeFileSync(pair.scannerPath, 'LATE-PLUG\r');
    expect((await scans)[0].code).toBe('LATE-PLUG');
  });

  it('shows a port that will not open as an error with the reason, and keeps running', async () => {
    const notATerminal = path.join(dir, 'not-a-port');
    writeFileSync(notATerminal, '');
    const manager = managerFor(notATerminal);

    await manager.start();

    expect(manager.snapshot().devices[0]).toMatchObject({
      status: 'error',
      reason: expect.stringContaining(`Could not open ${notATerminal}`),
    });
  });

  it('closes the port when the configuration drops it, and opens the new one', async () => {
    const pair = await plug();
    const manager = managerFor(path.join(dir, 'nothing-here'));
    await manager.start();

    const snapshot = await manager.configure({
      scanners: [{ kind: 'serial-scanner', path: pair.devicePath, baudRate: 115200 }],
    });

    expect(snapshot.devices).toEqual([
      expect.objectContaining({ id: `serial:${pair.devicePath}`, status: 'connected' }),
    ]);
    expect(snapshot.config.scanners).toEqual([
      { kind: 'serial-scanner', path: pair.devicePath, baudRate: 115200 },
    ]);

    const cleared = await manager.configure({ scanners: [] });
    expect(cleared.devices).toEqual([]);
    // Closed: the port can be opened again at once (serialport locks an open port).
    const again = managerFor(pair.devicePath);
    await again.start();
    expect(again.snapshot().devices[0].status).toBe('connected');
  });
});
