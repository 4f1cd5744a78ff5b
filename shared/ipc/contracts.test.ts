import { describe, expect, it } from 'vitest';
import { IPC_AUDIENCES } from './audiences';
import { IPC_CHANNELS } from './channels';
import { IPC_CONTRACTS } from './contracts';
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
    expect(IPC_CONTRACTS[IPC_CHANNELS.kioskReload].audience).toBe('kiosk');
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
