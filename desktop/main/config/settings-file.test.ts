import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseSettings, readSettingsFile, SETTINGS_FILE_NAME } from './settings-file';

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
