import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { devicesConfigSchema, type DevicesConfig } from '@shared/ipc/devices';
import { printersConfigSchema, type PrintersConfig } from '@shared/ipc/printers';

/** Lives in Electron's `userData` folder, which survives app updates. */
export const SETTINGS_FILE_NAME = 'settings.json';

/** What settings.json may hold for the shell. Keys it does not know are ignored, not errors. */
export interface CounterSettings {
  readonly serverUrl?: string;
  readonly externalHosts?: readonly string[];
  /** This counter PC's scanners (which ones, serial port and baud rate, HID vendor/product id). */
  readonly devices?: DevicesConfig;
  /** This counter PC's printers and which one prints the labels. */
  readonly printers?: PrintersConfig;
}

export interface SettingsReadResult {
  readonly settings: CounterSettings;
  /** Why part or all of the file was ignored, for the log. */
  readonly warnings: string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks the shape of parsed settings. Whether a URL or host is acceptable is app-config's call. */
export function parseSettings(raw: unknown, source: string): SettingsReadResult {
  if (!isRecord(raw)) {
    return { settings: {}, warnings: [`${source} is not a JSON object; using defaults.`] };
  }
  const warnings: string[] = [];
  let serverUrl: string | undefined;
  let externalHosts: string[] | undefined;
  let devices: DevicesConfig | undefined;
  let printers: PrintersConfig | undefined;

  if (raw.serverUrl !== undefined) {
    if (typeof raw.serverUrl === 'string') serverUrl = raw.serverUrl;
    else warnings.push(`${source}: serverUrl must be a string; ignored.`);
  }
  if (raw.externalHosts !== undefined) {
    if (Array.isArray(raw.externalHosts)) {
      externalHosts = raw.externalHosts.filter((host): host is string => typeof host === 'string');
      if (externalHosts.length !== raw.externalHosts.length) {
        warnings.push(`${source}: externalHosts entries must be strings; the others were ignored.`);
      }
    } else {
      warnings.push(`${source}: externalHosts must be a list of host names; ignored.`);
    }
  }
  if (raw.devices !== undefined) {
    const parsed = devicesConfigSchema.safeParse(raw.devices);
    if (parsed.success) devices = parsed.data;
    else {
      const issue = parsed.error.issues[0];
      const where = issue.path.length > 0 ? ` at devices.${issue.path.join('.')}` : '';
      warnings.push(`${source}: devices ignored (${issue.message}${where}); no scanner is opened.`);
    }
  }
  if (raw.printers !== undefined) {
    const parsed = printersConfigSchema.safeParse(raw.printers);
    if (parsed.success) printers = parsed.data;
    else {
      const issue = parsed.error.issues[0];
      const where = issue.path.length > 0 ? ` at printers.${issue.path.join('.')}` : '';
      warnings.push(`${source}: printers ignored (${issue.message}${where}); no printer is set up.`);
    }
  }
  return { settings: { serverUrl, externalHosts, devices, printers }, warnings };
}

function errorCode(error: unknown): string | undefined {
  return isRecord(error) && typeof error.code === 'string' ? error.code : undefined;
}

/**
 * Reads settings.json. A missing file is the normal first run and says nothing; an unreadable or
 * malformed one is logged and ignored, so a typo leaves the counter on its defaults instead of
 * failing to start.
 */
export function readSettingsFile(filePath: string): SettingsReadResult {
  let text: string;
  try {
    text = readFileSync(filePath, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return { settings: {}, warnings: [] };
    const reason = error instanceof Error ? error.message : String(error);
    return { settings: {}, warnings: [`Could not read ${filePath} (${reason}); using defaults.`] };
  }
  let raw: unknown;
  try {
    // Notepad saves UTF-8 with a byte-order mark, which JSON.parse rejects.
    raw = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { settings: {}, warnings: [`${filePath} is not valid JSON (${reason}); using defaults.`] };
  }
  return parseSettings(raw, filePath);
}

/**
 * Writes this PC's device settings into settings.json, keeping every other key as it was (atomically:
 * see `writeSettingsKey`).
 */
export function writeDevicesSettings(filePath: string, devices: DevicesConfig): void {
  writeSettingsKey(filePath, 'devices', devicesConfigSchema.parse(devices));
}

/** Writes this PC's printer settings into settings.json, keeping every other key as it was. */
export function writePrintersSettings(filePath: string, printers: PrintersConfig): void {
  writeSettingsKey(filePath, 'printers', printersConfigSchema.parse(printers));
}

/**
 * Replaces one key of settings.json. Atomic: the new file is written and flushed beside the old one,
 * then renamed over it, so a crash or power cut mid-save leaves the old settings or the new ones,
 * never half a file the app would ignore at start.
 */
function writeSettingsKey(filePath: string, key: 'devices' | 'printers', value: unknown): void {
  let current: Record<string, unknown> = {};
  try {
    const raw: unknown = JSON.parse(readFileSync(filePath, 'utf8').replace(/^\uFEFF/, ''));
    if (isRecord(raw)) current = raw;
  } catch (error) {
    // A missing file is a first save; an unreadable or malformed one was ignored at start already.
    if (errorCode(error) !== 'ENOENT' && !(error instanceof SyntaxError)) throw error;
  }
  const text = `${JSON.stringify({ ...current, [key]: value }, null, 2)}\n`;
  const temporary = path.join(
    path.dirname(filePath),
    `.${path.basename(filePath)}.${randomBytes(6).toString('hex')}.tmp`,
  );
  const fd = openSync(temporary, 'w', 0o600);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    renameSync(temporary, filePath);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
