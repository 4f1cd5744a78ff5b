import { describe, expect, it } from 'vitest';
import { IPC_AUDIENCES } from './audiences';
import { IPC_CHANNELS } from './channels';
import { IPC_CONTRACTS } from './contracts';
import { deviceIdOf, devicesConfigSchema, devicesSnapshotSchema } from './devices';
import { scanEventSchema } from './scanner';

const channels = Object.values(IPC_CHANNELS);

describe('IPC channels', () => {
  it('are named direction:domain:name, and each name is used once', () => {
    for (const channel of channels) expect(channel).toMatch(/^(renderer|main):[a-z]+:[a-z]+(-[a-z]+)*$/);
    expect(new Set(channels).size).toBe(channels.length);
  });

  it('each have one contract with an audience and the schemas of their direction', () => {
    expect(Object.keys(IPC_CONTRACTS).sort()).toEqual([...channels].sort());
    for (const [channel, contract] of Object.entries(IPC_CONTRACTS)) {
      expect(IPC_AUDIENCES).toContain(contract.audience);
      expect(contract.payload).toBeDefined();
      // An invoke answers; an event does not.
      expect('result' in contract).toBe(channel.startsWith('renderer:'));
    }
  });

  it('keep devices to the back office and the kiosk reset to the kiosk', () => {
    expect(IPC_CONTRACTS[IPC_CHANNELS.scannerScan].audience).toBe('backOffice');
    expect(IPC_CONTRACTS[IPC_CHANNELS.devicesList].audience).toBe('backOffice');
    expect(IPC_CONTRACTS[IPC_CHANNELS.devicesConfigure].audience).toBe('backOffice');
    expect(IPC_CONTRACTS[IPC_CHANNELS.devicesChange].audience).toBe('backOffice');
    expect(IPC_CONTRACTS[IPC_CHANNELS.kioskReload].audience).toBe('kiosk');
    expect(IPC_CONTRACTS[IPC_CHANNELS.kioskExit].audience).toBe('kiosk');
    for (const channel of [
      IPC_CHANNELS.printersList,
      IPC_CHANNELS.printersConfigure,
      IPC_CHANNELS.printersStatus,
      IPC_CHANNELS.printersTestPrint,
      IPC_CHANNELS.printersChange,
      IPC_CHANNELS.labelsPrint,
    ]) {
      expect(IPC_CONTRACTS[channel].audience).toBe('backOffice');
    }
  });
});

describe('scanEventSchema', () => {
  const scan = { code: 'K7QX2M', source: 'hid', at: 1_767_225_600_000 };

  it('takes a scan with and without its optional fields', () => {
    expect(scanEventSchema.parse(scan)).toEqual(scan);
    const full = { ...scan, symbology: ']E0', deviceId: 'hid:0c2e:0b61', source: 'serial' };
    expect(scanEventSchema.parse(full)).toEqual(full);
  });

  it.each([
    ['an empty code', { ...scan, code: '' }],
    ['a code longer than any barcode', { ...scan, code: 'x'.repeat(4097) }],
    ['an unknown source', { ...scan, source: 'camera' }],
    ['a time that is not a timestamp', { ...scan, at: '2026-01-01' }],
    ['a field the event does not have', { ...scan, html: '<img>' }],
    ['no code', { source: 'hid', at: 1 }],
  ])('refuses %s', (_label, value) => {
    expect(scanEventSchema.safeParse(value).success).toBe(false);
  });
});

describe('devicesConfigSchema', () => {
  it('takes serial and HID POS scanners', () => {
    const config = {
      scanners: [
        { kind: 'serial-scanner', path: '/dev/ttyACM0', baudRate: 9600 },
        { kind: 'hid-pos-scanner', vendorId: 0x0c2e, productId: 0x0b61 },
      ],
    };
    expect(devicesConfigSchema.parse(config)).toEqual(config);
  });

  it.each([
    ['a baud rate scanners do not use', { kind: 'serial-scanner', path: '/dev/ttyACM0', baudRate: 1000 }],
    ['an empty port', { kind: 'serial-scanner', path: ' ', baudRate: 9600 }],
    ['a vendor id past 16 bits', { kind: 'hid-pos-scanner', vendorId: 0x10000, productId: 1 }],
    ['an unknown kind', { kind: 'label-printer', path: '/dev/usb/lp0' }],
    ['an extra field', { kind: 'serial-scanner', path: '/dev/ttyACM0', baudRate: 9600, parity: 'odd' }],
  ])('refuses %s', (_label, scanner) => {
    expect(devicesConfigSchema.safeParse({ scanners: [scanner] }).success).toBe(false);
  });

  it('refuses more scanners than a counter has', () => {
    const scanner = { kind: 'hid-pos-scanner', vendorId: 1, productId: 2 };
    expect(devicesConfigSchema.safeParse({ scanners: Array(9).fill(scanner) }).success).toBe(false);
  });

  it('names devices as the scan events do', () => {
    expect(deviceIdOf({ kind: 'hid-pos-scanner', vendorId: 0x0c2e, productId: 0x0b61 })).toBe(
      'hid:0c2e:0b61',
    );
    expect(deviceIdOf({ kind: 'serial-scanner', path: 'COM3', baudRate: 9600 })).toBe('serial:COM3');
  });
});

describe('devicesSnapshotSchema', () => {
  it('takes the browser answer and the counter app answer', () => {
    expect(devicesSnapshotSchema.parse({ available: false })).toEqual({ available: false });
    const counter = {
      available: true,
      devices: [
        {
          id: 'serial:/dev/ttyACM0',
          kind: 'serial-scanner',
          name: '/dev/ttyACM0',
          status: 'error',
          reason: '/dev/ttyACM0 is in use by another program.',
          lastScan: { code: 'K7QX2M', source: 'serial', deviceId: 'serial:/dev/ttyACM0', at: 1 },
        },
      ],
      serialPorts: [{ path: '/dev/ttyACM0', manufacturer: 'Honeywell' }],
      hidScanners: [{ vendorId: 0x0c2e, productId: 0x0b61, product: 'Voyager 1450g' }],
      config: { scanners: [{ kind: 'serial-scanner', path: '/dev/ttyACM0', baudRate: 9600 }] },
      problems: [],
    };
    expect(devicesSnapshotSchema.parse(counter)).toEqual(counter);
  });

  it('refuses a status it does not know', () => {
    const device = { id: 'x', kind: 'serial-scanner', name: 'x', status: 'sleeping' };
    const snapshot = {
      available: true,
      devices: [device],
      serialPorts: [],
      hidScanners: [],
      config: { scanners: [] },
      problems: [],
    };
    expect(devicesSnapshotSchema.safeParse(snapshot).success).toBe(false);
  });
});
