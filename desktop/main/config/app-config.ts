import { KIOSK_ROUTE } from '@shared/ipc/audiences';
import { BUILT_IN_EXTERNAL_HOSTS, normalizeHostPattern } from '../security/navigation-guard';
import type { CounterSettings } from './settings-file';

export const DEFAULT_SERVER_URL = 'http://localhost:3000';
/** The kiosk route (spec 000 §2.4), relative so it resolves under a server's path prefix. */
export const KIOSK_PATH = KIOSK_ROUTE.slice(1);

export interface AppConfig {
  /** The validated server URL the counter window opens. */
  readonly serverUrl: string;
  /** The only origin windows may show and IPC may come from. */
  readonly serverOrigin: string;
  readonly isKiosk: boolean;
  /** `serverUrl`, or the kiosk page under it when started with --kiosk. */
  readonly startUrl: string;
  /** Normalised host patterns whose https links open in the system browser. */
  readonly externalHosts: readonly string[];
}

export interface AppConfigResult {
  readonly config: AppConfig;
  /** Each setting that was ignored and why, for the log. */
  readonly warnings: string[];
}

export interface AppConfigInput {
  /** `process.argv`; Electron and Chromium put their own entries in it, which are skipped. */
  readonly argv: readonly string[];
  readonly settings: CounterSettings;
}

type UrlCheck = { readonly url: URL } | { readonly reason: string };

function checkServerUrl(value: string): UrlCheck {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return { reason: 'it is not a valid URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { reason: `it uses ${url.protocol} and only http and https are allowed` };
  }
  // Credentials in the URL would be sent with every request and shown in logs.
  if (url.username || url.password) return { reason: 'it must not contain a user name or password' };
  return { url };
}

/** The last --server wins, as with most command lines; a flag with no value is reported, not guessed at. */
function readServerFlag(argv: readonly string[], warnings: string[]): string | undefined {
  let value: string | undefined;
  argv.forEach((arg, index) => {
    if (arg === '--server') {
      const next = argv[index + 1];
      if (next === undefined || next.startsWith('--')) warnings.push('--server needs a URL; ignored.');
      else value = next;
    } else if (arg.startsWith('--server=')) {
      const inline = arg.slice('--server='.length);
      if (inline) value = inline;
      else warnings.push('--server= needs a URL; ignored.');
    }
  });
  return value;
}

function kioskUrl(serverUrl: URL): string {
  // Resolved against the server URL's folder so a server behind a path prefix keeps it.
  const base = new URL(serverUrl.href);
  base.search = '';
  base.hash = '';
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  return new URL(KIOSK_PATH, base).href;
}

function resolveExternalHosts(configured: readonly string[], warnings: string[]): string[] {
  const hosts = new Set(BUILT_IN_EXTERNAL_HOSTS);
  for (const entry of configured) {
    const pattern = normalizeHostPattern(entry);
    if (pattern) hosts.add(pattern);
    else warnings.push(`externalHosts: "${entry}" is not a host name (e.g. billing.example.com); ignored.`);
  }
  return [...hosts];
}

/**
 * Decides where the counter points: `--server <url>` / `--server=<url>` wins, then settings.json
 * `serverUrl`, then http://localhost:3000. An invalid candidate is skipped with its reason, so a
 * mistyped flag falls back to the shop's saved setting rather than stopping the counter.
 */
export function resolveAppConfig({ argv, settings }: AppConfigInput): AppConfigResult {
  const warnings: string[] = [];
  const candidates = [
    { source: '--server', value: readServerFlag(argv, warnings) },
    { source: 'settings.json serverUrl', value: settings.serverUrl },
  ];

  let serverUrl = new URL(DEFAULT_SERVER_URL);
  for (const { source, value } of candidates) {
    if (value === undefined) continue;
    const check = checkServerUrl(value);
    if ('url' in check) {
      serverUrl = check.url;
      break;
    }
    warnings.push(`Ignoring ${source} "${value}": ${check.reason}.`);
  }

  const isKiosk = argv.includes('--kiosk');
  return {
    config: {
      serverUrl: serverUrl.href,
      serverOrigin: serverUrl.origin,
      isKiosk,
      startUrl: isKiosk ? kioskUrl(serverUrl) : serverUrl.href,
      externalHosts: resolveExternalHosts(settings.externalHosts ?? [], warnings),
    },
    warnings,
  };
}
