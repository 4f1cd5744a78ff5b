import { describe, expect, it } from 'vitest';
import { storeLookupParams } from '@shared/contracts/stores-lookup';
import { validation } from '@shared/messages';
import { zodMessage } from '../../ui/zod-message';
import {
  buildStoreLoginUrl,
  normalizeHandleInput,
  signupExtrasFromSearch,
  suggestHandle,
} from './store-login';

describe('normalizeHandleInput', () => {
  it('on a plain host (no store subdomains) keeps the handle as typed, less any address around it', () => {
    expect(normalizeHandleInput(' Demo ', null)).toBe('demo');
    expect(normalizeHandleInput('http://localhost:3000/login', null)).toBe('localhost:3000');
  });

  it('accepts a handle, a subdomain or a pasted address', () => {
    expect(normalizeHandleInput(' Demo ', 'consigndesk.app')).toBe('demo');
    expect(normalizeHandleInput('demo.consigndesk.app', 'consigndesk.app')).toBe('demo');
    expect(normalizeHandleInput('https://Demo.ConsignDesk.app/login?x=1', 'consigndesk.app')).toBe('demo');
  });

  it("keeps a store's own domain for the API to resolve", () => {
    expect(normalizeHandleInput('kicks.example.com', 'consigndesk.app')).toBe('kicks.example.com');
  });

  it("leaves an empty box empty, for the lookup's own message", () => {
    const domain = normalizeHandleInput('   ', 'consigndesk.app');
    expect(zodMessage(storeLookupParams.shape.domain, domain)).toBe(validation.storeSignup.invalidHandle);
  });
});

describe('buildStoreLoginUrl', () => {
  it('adds domain and shop to a login address on this server', () => {
    expect(
      buildStoreLoginUrl(
        '/login?handle=demo',
        { domain: 'demo', shop: 'demo.myshopify.com' },
        'https://consigndesk.app',
      ),
    ).toBe('/login?handle=demo&domain=demo&shop=demo.myshopify.com');
  });

  it("keeps another origin's address absolute, and leaves out an absent shop", () => {
    expect(
      buildStoreLoginUrl('https://demo.consigndesk.app/login', { domain: 'demo' }, 'https://consigndesk.app'),
    ).toBe('https://demo.consigndesk.app/login?domain=demo');
  });
});

describe('suggestHandle', () => {
  it('turns a company name into a valid handle', () => {
    expect(suggestHandle('Sole Exchange')).toBe('sole-exchange');
    expect(suggestHandle('  Kicks & Co. Café!! ')).toBe('kicks-and-co-cafe');
    expect(suggestHandle('---')).toBe('');
    expect(suggestHandle('a'.repeat(70))).toHaveLength(63);
  });
});

describe('signupExtrasFromSearch', () => {
  it('reads only the platform parameters that are present', () => {
    expect(
      signupExtrasFromSearch('?shop=demo.myshopify.com&accessToken=shpat_1&platform=shopify&x=1'),
    ).toEqual({
      shop: 'demo.myshopify.com',
      accessToken: 'shpat_1',
      platform: 'shopify',
    });
    expect(signupExtrasFromSearch('?shop=&platform=shopify')).toEqual({ platform: 'shopify' });
  });
});
