import { describe, expect, it } from 'vitest';
import { isBackOfficeRoute, isKioskRoute, matchesRoute } from './audiences';

describe('matchesRoute', () => {
  it.each([
    ['/', '/'],
    ['/consigners', '/consigners'],
    ['/consigners/', '/consigners'],
    ['/Consigners', '/consigners'],
    ['/inventories/12', '/inventories/:id'],
    ['/inventories/a%2Fb', '/inventories/:id'],
  ])('%s is %s', (path, pattern) => {
    expect(matchesRoute(path, pattern)).toBe(true);
  });

  it.each([
    ['/consigners/4', '/consigners'],
    ['/consigners', '/consigners/:id'],
    ['/inventories/', '/inventories/:id'],
    ['/inventories//', '/inventories/:id'],
    ['//consigners', '/consigners'],
    ['/consigners//', '/consigners'],
    ['/consignersx', '/consigners'],
    ['consigners', '/consigners'],
    ['', '/'],
  ])('%s is not %s', (path, pattern) => {
    expect(matchesRoute(path, pattern)).toBe(false);
  });
});

describe('isBackOfficeRoute', () => {
  it.each([
    '/',
    '/dashboard',
    '/products/create',
    '/products/7',
    '/scanItems',
    '/settings',
    '/orders/3',
    '/sell',
  ])('takes the back-office screen %s', (path) => {
    expect(isBackOfficeRoute(path)).toBe(true);
  });

  it.each([
    '/login',
    '/storeSignup',
    '/signup/abc',
    '/forgot',
    '/verify',
    '/disabledAccount',
    '/maintenance',
    '/catalogue/demo-kicks',
    '/instore',
    '/buyandsell',
    '/buyandsell/acceptPrice/9f2c41',
    '/no-such-screen',
    '/products/7/edit',
  ])('refuses the public or unknown page %s', (path) => {
    expect(isBackOfficeRoute(path)).toBe(false);
  });
});

describe('isKioskRoute', () => {
  it('is the kiosk screen and nothing else', () => {
    expect(isKioskRoute('/instore')).toBe(true);
    expect(isKioskRoute('/instore/')).toBe(true);
    expect(isKioskRoute('/')).toBe(false);
    expect(isKioskRoute('/instore/x')).toBe(false);
    expect(isKioskRoute('/dashboard')).toBe(false);
  });
});
