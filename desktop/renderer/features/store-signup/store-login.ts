/** The longest handle a subdomain label allows. */
const HANDLE_MAX_LENGTH = 63;

/**
 * What the clerk typed in the store-handle box, as the lookup expects it: they may paste the whole
 * address ("https://Demo.consigndesk.app/login"), type the subdomain, or just the handle.
 */
export function normalizeHandleInput(value: string, productDomain: string | null): string {
  let text = value.trim().toLowerCase();
  text = text.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  text = text.split(/[/?#]/, 1)[0];
  const suffix = productDomain ? `.${productDomain.toLowerCase()}` : null;
  if (suffix && text.endsWith(suffix)) text = text.slice(0, -suffix.length);
  return text;
}

/**
 * spec 001 §7: a successful lookup sends the browser to the store's own login address, with the domain
 * typed and the shop (from a commerce platform's link) as parameters. `loginUrl` may be relative to this
 * server or absolute (a subdomain), and may carry its own parameters (?handle= on a plain host).
 */
export function buildStoreLoginUrl(
  loginUrl: string,
  { domain, shop }: { domain: string; shop?: string | null },
  pageOrigin: string,
): string {
  const url = new URL(loginUrl, pageOrigin);
  url.searchParams.set('domain', domain);
  if (shop) url.searchParams.set('shop', shop);
  return url.origin === pageOrigin ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}

/** A handle proposed from the company name while the handle box is untouched ("Sole Exchange" → "sole-exchange"). */
export function suggestHandle(companyName: string): string {
  return companyName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, HANDLE_MAX_LENGTH)
    .replace(/-+$/, '');
}

/** spec 000 §2.1: the optional shop, accessToken and platform parameters of a commerce platform's link. */
export function signupExtrasFromSearch(search: string): {
  shop?: string;
  accessToken?: string;
  platform?: string;
} {
  const params = new URLSearchParams(search);
  const extras: { shop?: string; accessToken?: string; platform?: string } = {};
  for (const key of ['shop', 'accessToken', 'platform'] as const) {
    const value = params.get(key)?.trim();
    if (value) extras[key] = value;
  }
  return extras;
}
