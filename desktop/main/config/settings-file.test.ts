import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PrintersConfig } from '@shared/ipc/printers';
import {
  parseSettings,
  readSettingsFile,
  SETTINGS_FILE_NAME,
  writeDevicesSettings,
  writePrintersSettings,
} from './settings-file';

describe('readSettingsFile', () => {
  let dir: string;
  let file: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'consigndesk-settings-'));
    file = path.join(dir, SETTINGS_FILE_NAME);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('treats a missing file as a quiet first run', () => {
    expect(readSettingsFile(file)).toEqual({ settings: {}, warnings: [] });
  });

  it('reads serverUrl and externalHosts', () => {
    writeFileSync(
      file,
      JSON.stringify({ serverUrl: 'https://counter.example.com', externalHosts: ['a.example.com'] }),
    );

    expect(readSettingsFile(file)).toEqual({
      settings: { serverUrl: 'https://counter.example.com', externalHosts: ['a.example.com'] },
      warnings: [],
    });
  });

  it('accepts a file saved with a byte-order mark', () => {
    writeFileSync(file, '\uFEFF{"serverUrl":"https://counter.example.com"}');

    expect(readSettingsFile(file).settings.serverUrl).toBe('https://counter.example.com');
  });

  it('ignores malformed JSON with a reason instead of failing to start', () => {
    writeFileSync(file, '{ serverUrl: https://counter.example.com }');

    const result = readSettingsFile(file);

    expect(result.settings).toEqual({});
    expect(result.warnings[0]).toMatch(/not valid JSON/);
  });

  it('reports a path it cannot read', () => {
    const result = readSettingsFile(dir);

    expect(result.settings).toEqual({});
    expect(result.warnings[0]).toMatch(/Could not read/);
  });
});

describe('parseSettings', () => {
  it('drops fields of the wrong type and keeps the rest', () => {
    const result = parseSettings(
      { serverUrl: 3000, externalHosts: ['a.example.com', 7], printer: 'zebra' },
      'settings.json',
    );

    expect(result.settings).toEqual({ serverUrl: undefined, externalHosts: ['a.example.com'] });
    expect(result.warnings).toHaveLength(2);
  });

  it.each([[null], [[]], ['https://counter.example.com']])('refuses a non-object: %j', (raw) => {
    expect(parseSettings(raw, 'settings.json')).toEqual({
      settings: {},
      warnings: ['settings.json is not a JSON object; using defaults.'],
    });
  });
});

describe('the devices settings', () => {
  let dir: string;
  let file: string;
  const devices = {
    scanners: [
      { kind: 'serial-scanner' as const, path: '/dev/ttyACM0', baudRate: 9600 },
      { kind: 'hid-pos-scanner' as const, vendorId: 0x0c2e, productId: 0x0b61 },
    ],
  };

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'consigndesk-settings-'));
    file = path.join(dir, SETTINGS_FILE_NAME);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('are read from the devices key', () => {
    writeFileSync(file, JSON.stringify({ devices }));

    expect(readSettingsFile(file)).toEqual({ settings: { devices }, warnings: [] });
  });

  it('are ignored with a reason when the schema refuses them, keeping the rest of the file', () => {
    writeFileSync(
      file,
      JSON.stringify({
        serverUrl: 'https://counter.example.com',
        devices: { scanners: [{ kind: 'serial-scanner', path: '/dev/ttyACM0', baudRate: 'fast' }] },
      }),
    );

    const result = readSettingsFile(file);

    expect(result.settings).toEqual({ serverUrl: 'https://counter.example.com' });
    expect(result.warnings).toEqual([
      expect.stringMatching(/devices ignored .* at devices\.scanners\.0\.baudRate/),
    ]);
  });

  it('are written into the file, keeping every other key, and read back the same', () => {
    writeFileSync(file, '\uFEFF{"serverUrl":"https://counter.example.com","printer":"zebra"}');

    writeDevicesSettings(file, devices);

    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      serverUrl: 'https://counter.example.com',
      printer: 'zebra',
      devices,
    });
    expect(readSettingsFile(file).settings.devices).toEqual(devices);
  });

  it('are written into a new file on the first save, and leave no temporary file behind', () => {
    writeDevicesSettings(file, devices);
    writeDevicesSettings(file, { scanners: [] });

    expect(readdirSync(dir)).toEqual([SETTINGS_FILE_NAME]);
    expect(readSettingsFile(file).settings.devices).toEqual({ scanners: [] });
  });

  it('replace a malformed file rather than fail to save', () => {
    writeFileSync(file, '{ not json');

    writeDevicesSettings(file, devices);

    expect(readSettingsFile(file)).toEqual({ settings: { devices }, warnings: [] });
  });

  it('are never written when the schema refuses them', () => {
    writeFileSync(file, '{}');

    expect(() =>
      writeDevicesSettings(file, { scanners: [{ kind: 'serial-scanner', path: '', baudRate: 9600 }] }),
    ).toThrow();
    expect(readFileSync(file, 'utf8')).toBe('{}');
  });
});

describe('the printers settings', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'consigndesk-printers-settings-'));
    file = path.join(dir, SETTINGS_FILE_NAME);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const printers: PrintersConfig = {
    printers: [
      { kind: 'network-zpl-printer', host: '10.0.0.9', port: 9100, dpi: 203 },
      { kind: 'system-printer', queue: 'Office_Laser', language: 'pdf' },
    ],
    printerFor: { labels: 'printer:tcp:10.0.0.9:9100' },
  };

  it('are written beside the devices, keeping both, and read back the same', () => {
    writeDevicesSettings(file, { scanners: [] });

    writePrintersSettings(file, printers);

    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ devices: { scanners: [] }, printers });
    expect(readSettingsFile(file)).toEqual({
      settings: { devices: { scanners: [] }, printers },
      warnings: [],
    });
  });

  it('are ignored with a warning naming the field when malformed', () => {
    writeFileSync(
      file,
      JSON.stringify({
        printers: { ...printers, printers: [{ kind: 'network-zpl-printer', host: 'x', port: 0 }] },
      }),
    );

    const { settings, warnings } = readSettingsFile(file);

    expect(settings.printers).toBeUndefined();
    expect(warnings).toEqual([expect.stringMatching(/printers ignored .* at printers\.printers\.0\./)]);
  });
});
