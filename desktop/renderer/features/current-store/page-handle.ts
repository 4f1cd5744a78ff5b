import { storeHandle } from '@shared/contracts/stores';

/** localStorage key of the handle a visitor arrived with (plain hosts carry it as ?handle=, not a subdomain). */
export const PAGE_HANDLE_KEY = 'consigndesk.storeHandle';

function validHandle(value: string | null | undefined): string | null {
  if (!value) return null;
  const parsed = storeHandle.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The store handle a page address names: `?handle=`, else `?domain=` (the store-login redirect adds it)
 * when that is a bare handle or `<handle>.<product domain>`. A store's own custom domain is not a handle;
 * the API resolves that from the address itself.
 */
export function handleFromSearch(search: string, productDomain: string): string | null {
  const params = new URLSearchParams(search);
  const handle = validHandle(params.get('handle'));
  if (handle) return handle;
  const domain = params.get('domain')?.trim().toLowerCase();
  if (!domain) return null;
  const suffix = `.${productDomain.toLowerCase()}`;
  return validHandle(domain.endsWith(suffix) ? domain.slice(0, -suffix.length) : domain);
}

/**
 * The product's own domain, as a store's subdomain hangs off it ("demo.consigndesk.app" → "consigndesk.app").
 * The renderer is served from either the bare domain or a store's subdomain, so it is the page's host name
 * minus the store's handle when the page is on that store's subdomain.
 */
export function productDomainOf(hostname: string, storeHandleOfPage: string | null): string {
  const host = hostname.toLowerCase();
  const prefix = storeHandleOfPage ? `${storeHandleOfPage.toLowerCase()}.` : null;
  return prefix && host.startsWith(prefix) && host.length > prefix.length ? host.slice(prefix.length) : host;
}

/** The handle to ask GET /open/store about: the address's own, else the one remembered from an earlier visit. */
export function resolvePageHandle(fromAddress: string | null, remembered: string | null): string | null {
  return fromAddress ?? validHandle(remembered);
}
