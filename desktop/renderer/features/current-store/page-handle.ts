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

/** The handle to ask GET /open/store about: the address's own, else the one remembered from an earlier visit. */
export function resolvePageHandle(fromAddress: string | null, remembered: string | null): string | null {
  return fromAddress ?? validHandle(remembered);
}
