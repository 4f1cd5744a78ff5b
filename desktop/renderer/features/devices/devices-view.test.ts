import { describe, expect, it } from 'vitest';
import type { CounterDevicesSnapshot, DevicesConfig } from '@shared/ipc/devices';
import {
  configFromForm,
  deviceRow,
  formFromConfig,
  hidScannerChoices,
  scanSourceLabel,
  serialPortChoices,
} from './devices-view';

const config: DevicesConfig = {
  scanners: [
    { kind: 'serial-scanner', path: '/dev/serial/by-id/usb-Datalogic-if00', baudRate: 115200 },
    { kind: 'hid-pos-scanner', vendorId: 0x0c2e, productId: 0x0b61 },
  ],
};

const snapshot: CounterDevicesSnapshot = {
  available: true,
  devices: [
    {
      id: 'serial:/dev/serial/by-id/usb-Datalogic-if00',
      kind: 'serial-scanner',
      name: '/dev/serial/by-id/usb-Datalogic-if00',
      status: 'disconnected',
      reason:
        '/dev/serial/by-id/usb-Datalogic-if00 is not there: plug the scanner in, or choose its port again.',
    },
    {
      id: 'hid:0c2e:0b61',
      kind: 'hid-pos-scanner',
      name: 'Voyager 1450g',
      status: 'connected',
      lastScan: { code: '4006381333931', source: 'hid', deviceId: 'hid:0c2e:0b61', at: 0 },
    },
  ],
  serialPorts: [{ path: '/dev/ttyACM0', manufacturer: 'Honeywell' }, { path: '/dev/ttyS0' }],
  hidScanners: [{ vendorId: 0x05e0, productId: 0x1200, manufacturer: 'Zebra', product: 'DS2208' }],
  config,
  problems: [],
};

describe('deviceRow', () => {
  it('shows kind, status with its colour, the reason and the last scan', () => {
    const [serial, hid] = snapshot.devices.map((device) => deviceRow(device, () => '10:42:07'));

    expect(serial).toMatchObject({
      kind: 'Serial scanner',
      statusLabel: 'Disconnected',
      statusColor: 'default',
      reason: expect.stringContaining('plug the scanner in'),
      lastScan: '—',
    });
    expect(hid).toMatchObject({
      kind: 'HID POS scanner',
      name: 'Voyager 1450g',
      statusLabel: 'Connected',
      statusColor: 'success',
      reason: undefined,
      lastScan: '4006381333931 (10:42:07)',
    });
    expect(deviceRow({ ...snapshot.devices[0], status: 'error' }).statusColor).toBe('error');
  });
});

describe('scanSourceLabel', () => {
  it('names the device a scan came from, or its kind', () => {
    expect(
      scanSourceLabel({ code: 'x', source: 'hid', deviceId: 'hid:0c2e:0b61', at: 0 }, snapshot.devices),
    ).toBe('HID POS scanner Voyager 1450g');
    expect(scanSourceLabel({ code: 'x', source: 'serial', at: 0 }, [])).toBe('Serial scanner');
  });
});

describe('the devices form', () => {
  it('starts from the first scanner of each kind', () => {
    expect(formFromConfig(config)).toEqual({
      serialPath: '/dev/serial/by-id/usb-Datalogic-if00',
      baudRate: 115200,
      hidScanner: '0c2e:0b61',
    });
    expect(formFromConfig({ scanners: [] })).toEqual({ serialPath: '', baudRate: 9600, hidScanner: '' });
  });

  it('saves what the form says, and keeps scanners it does not show', () => {
    const extra = { kind: 'serial-scanner' as const, path: 'COM4', baudRate: 9600 };
    const current = { scanners: [...config.scanners, extra] };

    expect(
      configFromForm({ serialPath: ' /dev/ttyACM0 ', baudRate: 9600, hidScanner: '05e0:1200' }, current),
    ).toEqual({
      scanners: [
        { kind: 'serial-scanner', path: '/dev/ttyACM0', baudRate: 9600 },
        { kind: 'hid-pos-scanner', vendorId: 0x05e0, productId: 0x1200 },
        extra,
      ],
    });
  });

  it('saves no scanner for an empty port and no HID choice', () => {
    expect(configFromForm({ serialPath: '', baudRate: 9600, hidScanner: '' }, config)).toEqual({
      scanners: [],
    });
  });
});

describe('the choices', () => {
  it('offer the listed ports, and the configured one while it is unplugged', () => {
    expect(serialPortChoices(snapshot)).toEqual([
      { value: '/dev/ttyACM0', label: '/dev/ttyACM0 (Honeywell)' },
      { value: '/dev/ttyS0', label: '/dev/ttyS0' },
      {
        value: '/dev/serial/by-id/usb-Datalogic-if00',
        label: '/dev/serial/by-id/usb-Datalogic-if00 (not plugged in)',
      },
    ]);
  });

  it('offer the plugged-in HID POS scanners, and the configured one while it is not', () => {
    expect(hidScannerChoices(snapshot)).toEqual([
      { value: '05e0:1200', label: 'Zebra DS2208 (05e0:1200)' },
      { value: '0c2e:0b61', label: '0c2e:0b61 (not plugged in)' },
    ]);
  });
});
