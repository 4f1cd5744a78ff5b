import { isServerOriginUrl, parseUrl } from './origin';

export type NavigationDecision = 'allow' | 'open-external' | 'deny';

export interface NavigationPolicy {
  /** The only origin the app's windows may show, e.g. `http://localhost:3000`. */
  readonly serverOrigin: string;
  /** Host patterns (`admin.shopify.com`, `*.myshopify.com`) whose https links open in the system browser. */
  readonly externalHosts: readonly string[];
}

/**
 * Hosts the renderer links to on purpose, opened in the system browser rather than in the app.
 * - `admin.shopify.com`: "open in platform admin" on an order (spec 000 §2.3).
 * - `*.myshopify.com`: the same admin pages in the older `{shop}.myshopify.com/admin` form, which is
 *   how a store's `shop` field names it.
 * Anything store-specific (billing portal, the store's own website) comes from `externalHosts`
 * in settings.json, so a shop can add it without a new build.
 */
export const BUILT_IN_EXTERNAL_HOSTS: readonly string[] = ['admin.shopify.com', '*.myshopify.com'];

// At least two labels, so `*.com` or a bare `localhost` can never allow-list a whole namespace.
const HOST_PATTERN = /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/;

/**
 * Normalises one allow-list entry (case, trailing dot, IDN → punycode) or returns null when it is
 * not a plain host name or a `*.` wildcard of one: no scheme, port, path or credentials.
 */
export function normalizeHostPattern(entry: string): string | null {
  const trimmed = entry.trim().toLowerCase().replace(/\.$/, '');
  const isWildcard = trimmed.startsWith('*.');
  const host = isWildcard ? trimmed.slice(2) : trimmed;
  // Let the URL parser do IDN conversion, then insist it changed nothing else.
  const url = parseUrl(`https://${host}`);
  if (!url || url.port || url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
    return null;
  }
  const pattern = isWildcard ? `*.${url.hostname}` : url.hostname;
  return HOST_PATTERN.test(pattern) ? pattern : null;
}

/**
 * Exact host match, or for `*.example.com` any host ending in `.example.com` (not the apex).
 * Matching is on whole labels only, so `evil-shopify.com.attacker.io` never matches `shopify.com`.
 */
export function matchesHostPattern(hostname: string, pattern: string): boolean {
  if (pattern.startsWith('*.')) return hostname.endsWith(pattern.slice(1));
  return hostname === pattern;
}

export function isExternalHostAllowed(hostname: string, externalHosts: readonly string[]): boolean {
  return externalHosts.some((pattern) => matchesHostPattern(hostname, pattern));
}

/**
 * What a window may do with a URL it is about to show:
 * - `allow`: the configured server's own origin;
 * - `open-external`: an https URL on an allow-listed host, handed to the system browser, where it
 *   gets none of the app's cookies or bridge;
 * - `deny`: everything else (other origins, plain http elsewhere, file:, javascript:, data:, custom schemes).
 */
export function decideNavigation(url: string, policy: NavigationPolicy): NavigationDecision {
  if (isServerOriginUrl(url, policy.serverOrigin)) return 'allow';
  const parsed = parseUrl(url);
  if (!parsed || parsed.protocol !== 'https:') return 'deny';
  // `https://user@host` is a classic phishing shape; nothing we link to needs credentials in the URL.
  if (parsed.username || parsed.password) return 'deny';
  return isExternalHostAllowed(parsed.hostname, policy.externalHosts) ? 'open-external' : 'deny';
}
