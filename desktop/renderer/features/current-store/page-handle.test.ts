import { describe, expect, it } from 'vitest';
import { handleFromSearch, productDomainOf, resolvePageHandle } from './page-handle';

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

describe('productDomainOf', () => {
  it("strips the store's subdomain from the page's host", () => {
    expect(productDomainOf('demo.consigndesk.app', 'demo')).toBe('consigndesk.app');
  });

  it('keeps a host that is not the store subdomain', () => {
    expect(productDomainOf('consigndesk.app', 'demo')).toBe('consigndesk.app');
    expect(productDomainOf('localhost', 'demo')).toBe('localhost');
    expect(productDomainOf('demo', 'demo')).toBe('demo');
    expect(productDomainOf('Back.Office.Example', null)).toBe('back.office.example');
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
