import { readFileSync } from 'node:fs';

/** Lives in Electron's `userData` folder, which survives app updates. */
export const SETTINGS_FILE_NAME = 'settings.json';

/** What settings.json may hold for the shell. Keys it does not know are ignored, not errors. */
export interface CounterSettings {
  readonly serverUrl?: string;
  readonly externalHosts?: readonly string[];
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
  return { settings: { serverUrl, externalHosts }, warnings };
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
