import { describe, expect, it } from 'vitest';
import { handleFromSearch, resolvePageHandle } from './page-handle';

describe('handleFromSearch', () => {
  it('reads ?handle= first, normalised', () => {
    expect(handleFromSearch('?handle=Sole-Exchange&domain=other', 'consigndesk.app')).toBe('sole-exchange');
  });

  it('falls back to ?domain= as a bare handle or a subdomain of the product', () => {
    expect(handleFromSearch('?domain=demo&shop=demo.myshopify.com', 'consigndesk.app')).toBe('demo');
    expect(handleFromSearch('?domain=demo.consigndesk.app', 'consigndesk.app')).toBe('demo');
  });

  it('ignores custom domains and values that cannot be handles', () => {
    expect(handleFromSearch('?domain=kicks.example.com', 'consigndesk.app')).toBeNull();
    expect(handleFromSearch('?handle=../admin', 'consigndesk.app')).toBeNull();
    expect(handleFromSearch('', 'consigndesk.app')).toBeNull();
  });
});

describe('resolvePageHandle', () => {
  it("prefers the address's handle to the remembered one", () => {
    expect(resolvePageHandle('b', 'a')).toBe('b');
    expect(resolvePageHandle(null, 'a')).toBe('a');
    expect(resolvePageHandle(null, 'not a handle!')).toBeNull();
    expect(resolvePageHandle(null, null)).toBeNull();
  });
});
