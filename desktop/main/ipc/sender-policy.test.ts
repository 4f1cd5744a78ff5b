import { describe, expect, it } from 'vitest';
import type { IpcAudience } from '@shared/ipc/audiences';
import { screenPathOf, senderRefusal, type SenderFacts, type WindowRole } from './sender-policy';

const serverUrl = 'http://localhost:3000/';

function page(url: string, windowRole: WindowRole | undefined, isMainFrame = true): SenderFacts {
  return { frameUrl: url, isMainFrame, windowRole };
}

const allowed = (audience: IpcAudience, facts: SenderFacts, server = serverUrl) =>
  senderRefusal(audience, facts, server) === null;

describe('senderRefusal: backOffice', () => {
  it.each([
    'http://localhost:3000/',
    'http://localhost:3000/dashboard',
    'http://localhost:3000/inventories/12?tab=log#top',
    'http://localhost:3000/scanItems',
    'http://LOCALHOST:3000/settings/',
  ])("takes the back-office window's own screen %s", (url) => {
    expect(allowed('backOffice', page(url, 'backOffice'))).toBe(true);
  });

  it.each([
    ['the catalogue', 'http://localhost:3000/catalogue/demo-kicks'],
    ['the kiosk', 'http://localhost:3000/instore'],
    ['buy-and-sell', 'http://localhost:3000/buyandsell'],
    ['an emailed price-change link', 'http://localhost:3000/buyandsell/acceptPrice/9f2c41d0'],
    ['sign-in', 'http://localhost:3000/login'],
    ['an employee invite', 'http://localhost:3000/signup/abc'],
    ['an unknown page', 'http://localhost:3000/whatever'],
  ])('refuses %s, a public page of the same origin in the same window', (_label, url) => {
    expect(senderRefusal('backOffice', page(url, 'backOffice'), serverUrl)).toBe(
      `${url} is not a back-office screen`,
    );
  });

  it('refuses a frame inside a back-office screen, even one of the same origin', () => {
    const facts = page('http://localhost:3000/dashboard', 'backOffice', false);
    expect(senderRefusal('backOffice', facts, serverUrl)).toMatch(/frame inside a page/);
  });

  it('refuses a window the page opened, and the kiosk window, on a back-office screen', () => {
    expect(senderRefusal('backOffice', page('http://localhost:3000/dashboard', undefined), serverUrl)).toBe(
      "the sender is not the app's back-office window",
    );
    expect(allowed('backOffice', page('http://localhost:3000/dashboard', 'kiosk'))).toBe(false);
  });

  it.each([
    ['another origin', 'https://attacker.io/dashboard'],
    ['another port', 'http://localhost:3001/dashboard'],
    ['another scheme', 'https://localhost:3000/dashboard'],
    ['a blob document of the server', 'blob:http://localhost:3000/6b1f'],
    ['about:blank', 'about:blank'],
  ])('refuses %s in the back-office window', (_label, url) => {
    expect(senderRefusal('backOffice', page(url, 'backOffice'), serverUrl)).toMatch(
      /is not the configured server/,
    );
  });

  it('refuses a frame that is gone', () => {
    for (const frameUrl of [null, undefined, '']) {
      expect(
        senderRefusal('backOffice', { frameUrl, isMainFrame: true, windowRole: 'backOffice' }, serverUrl),
      ).toBe('the sending frame is gone');
    }
  });
});

describe('senderRefusal: kiosk', () => {
  it('takes the kiosk screen of the kiosk window', () => {
    expect(allowed('kiosk', page('http://localhost:3000/instore', 'kiosk'))).toBe(true);
    expect(allowed('kiosk', page('http://localhost:3000/instore?category=sneakers', 'kiosk'))).toBe(true);
  });

  it('refuses another screen of the kiosk window, the kiosk screen elsewhere, and frames', () => {
    expect(senderRefusal('kiosk', page('http://localhost:3000/dashboard', 'kiosk'), serverUrl)).toBe(
      'http://localhost:3000/dashboard is not the kiosk screen',
    );
    expect(senderRefusal('kiosk', page('http://localhost:3000/instore', 'backOffice'), serverUrl)).toBe(
      'the sender is not the kiosk window',
    );
    expect(allowed('kiosk', page('http://localhost:3000/instore', undefined))).toBe(false);
    expect(allowed('kiosk', page('http://localhost:3000/instore', 'kiosk', false))).toBe(false);
  });
});

describe('senderRefusal: any', () => {
  it.each([
    ['the back-office window', page('http://localhost:3000/dashboard', 'backOffice')],
    ['a public page', page('http://localhost:3000/catalogue/demo-kicks', 'backOffice')],
    ['the kiosk window', page('http://localhost:3000/instore', 'kiosk')],
    ['a window the page opened', page('http://localhost:3000/inventories/5', undefined)],
  ])('takes %s', (_label, facts) => {
    expect(allowed('any', facts)).toBe(true);
  });

  it('still refuses frames, other origins and gone frames', () => {
    expect(allowed('any', page('http://localhost:3000/', 'backOffice', false))).toBe(false);
    expect(allowed('any', page('https://attacker.io/', 'backOffice'))).toBe(false);
    expect(allowed('any', { frameUrl: null, isMainFrame: true, windowRole: 'backOffice' })).toBe(false);
  });
});

describe('a server behind a path prefix', () => {
  const prefixed = 'https://shop.example.com/counter';

  it('measures screens from the server folder', () => {
    expect(screenPathOf('https://shop.example.com/counter', prefixed)).toBe('/');
    expect(screenPathOf('https://shop.example.com/counter/', prefixed)).toBe('/');
    expect(screenPathOf('https://shop.example.com/counter/consigners/4', prefixed)).toBe('/consigners/4');
    expect(screenPathOf('https://shop.example.com/consigners/4', prefixed)).toBeNull();
    expect(screenPathOf('https://shop.example.com/counterfeit/', prefixed)).toBeNull();
  });

  it('takes back-office screens under the prefix only', () => {
    expect(
      allowed('backOffice', page('https://shop.example.com/counter/dashboard', 'backOffice'), prefixed),
    ).toBe(true);
    expect(allowed('backOffice', page('https://shop.example.com/dashboard', 'backOffice'), prefixed)).toBe(
      false,
    );
    expect(allowed('kiosk', page('https://shop.example.com/counter/instore', 'kiosk'), prefixed)).toBe(true);
  });
});
