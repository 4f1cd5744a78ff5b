/**
 * Parses a URL without throwing: every caller treats an unparsable URL as untrusted.
 */
export function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * True when `value` is an http(s) URL on exactly `serverOrigin` (scheme, host and port).
 * The scheme is checked on its own because WHATWG URLs give `blob:http://host/...` the origin
 * of the page that created it, and such a document must not count as the server's.
 */
export function isServerOriginUrl(value: string | null | undefined, serverOrigin: string): boolean {
  if (!value) return false;
  const url = parseUrl(value);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return false;
  return url.origin === serverOrigin;
}
