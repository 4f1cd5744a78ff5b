import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_EXTERNAL_HOSTS,
  decideNavigation,
  matchesHostPattern,
  normalizeHostPattern,
  type NavigationPolicy,
} from './navigation-guard';

const policy: NavigationPolicy = {
  serverOrigin: 'http://localhost:3000',
  externalHosts: [...BUILT_IN_EXTERNAL_HOSTS, 'billing.example.com'],
};

describe('decideNavigation', () => {
  it.each([
    'http://localhost:3000/',
    'http://localhost:3000/inventories/12?tab=log#top',
    'http://localhost:3000/instore',
  ])('allows the server origin: %s', (url) => {
    expect(decideNavigation(url, policy)).toBe('allow');
  });

  it.each([
    'https://localhost:3000/',
    'http://localhost:3001/',
    'http://127.0.0.1:3000/',
    'http://localhost.attacker.io:3000/',
    'http://localhost:3000@attacker.io/',
    'https://attacker.io/',
  ])('denies another origin: %s', (url) => {
    expect(decideNavigation(url, policy)).toBe('deny');
  });

  it.each([
    'https://admin.shopify.com/store/demo/orders/1001',
    'https://demo-kicks.myshopify.com/admin/orders/1001',
    'https://billing.example.com/session/abc',
    'https://ADMIN.Shopify.com/store/demo',
  ])('opens allow-listed https hosts in the system browser: %s', (url) => {
    expect(decideNavigation(url, policy)).toBe('open-external');
  });

  it('denies plain http to an allow-listed host', () => {
    expect(decideNavigation('http://admin.shopify.com/store/demo', policy)).toBe('deny');
  });

  it.each([
    'https://evil-shopify.com.attacker.io/',
    'https://admin.shopify.com.attacker.io/',
    'https://myshopify.com.attacker.io/',
    'https://evilmyshopify.com/',
    'https://shopify.com/',
    'https://myshopify.com/',
    'https://admin.shopify.com@attacker.io/',
    'https://user:pass@admin.shopify.com/',
  ])('denies lookalike and credential-smuggling URLs: %s', (url) => {
    expect(decideNavigation(url, policy)).toBe('deny');
  });

  it.each([
    'javascript:alert(1)',
    'file:///etc/passwd',
    'data:text/html,<script>alert(1)</script>',
    'blob:http://localhost:3000/3f2a',
    'about:blank',
    'ms-msdt:/id PCWDiagnostic',
    'smb://fileserver/share',
    'not a url',
    '',
  ])('denies non-web schemes and junk: %s', (url) => {
    expect(decideNavigation(url, policy)).toBe('deny');
  });
});

describe('matchesHostPattern', () => {
  it('matches a wildcard on whole labels below the apex only', () => {
    expect(matchesHostPattern('shop.myshopify.com', '*.myshopify.com')).toBe(true);
    expect(matchesHostPattern('a.b.myshopify.com', '*.myshopify.com')).toBe(true);
    expect(matchesHostPattern('myshopify.com', '*.myshopify.com')).toBe(false);
    expect(matchesHostPattern('evilmyshopify.com', '*.myshopify.com')).toBe(false);
  });
});

describe('normalizeHostPattern', () => {
  it.each([
    ['Billing.Example.com', 'billing.example.com'],
    [' billing.example.com. ', 'billing.example.com'],
    ['*.Example.com', '*.example.com'],
    ['bücher.example', 'xn--bcher-kva.example'],
  ])('normalises %j to %j', (entry, expected) => {
    expect(normalizeHostPattern(entry)).toBe(expected);
  });

  it.each([
    'https://billing.example.com',
    'billing.example.com/path',
    'billing.example.com:8443',
    'user@billing.example.com',
    '*',
    '*.com',
    'localhost',
    '*.*.example.com',
    '',
  ])('rejects %j', (entry) => {
    expect(normalizeHostPattern(entry)).toBeNull();
  });
});
