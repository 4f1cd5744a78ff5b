import { describe, expect, it } from 'vitest';
import { buildChildWindowOptions } from '../windows/window-options';
import {
  createNavigationListener,
  createWindowOpenHandler,
  type WebContentsGuardOptions,
} from './web-contents-guard';

function setup() {
  const opened: string[] = [];
  const logged: string[] = [];
  const options: WebContentsGuardOptions = {
    policy: { serverOrigin: 'https://counter.example.com', externalHosts: ['admin.shopify.com'] },
    openExternal: (url) => opened.push(url),
    log: (message) => logged.push(message),
  };
  return { opened, logged, options };
}

function navigationEvent(url: string, isMainFrame = true) {
  const event = {
    url,
    isMainFrame,
    isPrevented: false,
    preventDefault() {
      event.isPrevented = true;
    },
  };
  return event;
}

describe('createNavigationListener', () => {
  it('lets the window move within the server origin', () => {
    const { options, opened } = setup();
    const event = navigationEvent('https://counter.example.com/orders/7');

    createNavigationListener(options)(event);

    expect(event.isPrevented).toBe(false);
    expect(opened).toEqual([]);
  });

  it('keeps the window in place and opens an allow-listed link in the system browser', () => {
    const { options, opened } = setup();
    const event = navigationEvent('https://admin.shopify.com/store/demo/orders/1001');

    createNavigationListener(options)(event);

    expect(event.isPrevented).toBe(true);
    expect(opened).toEqual(['https://admin.shopify.com/store/demo/orders/1001']);
  });

  it('blocks other origins and says why in the log', () => {
    const { options, opened, logged } = setup();
    const event = navigationEvent('https://phish.example.net/login');

    createNavigationListener(options)(event);

    expect(event.isPrevented).toBe(true);
    expect(opened).toEqual([]);
    expect(logged[0]).toContain('https://phish.example.net/login');
  });

  it('never opens the browser for a subframe, even to an allow-listed host', () => {
    const { options, opened } = setup();
    const event = navigationEvent('https://admin.shopify.com/store/demo', false);

    createNavigationListener(options)(event);

    expect(event.isPrevented).toBe(true);
    expect(opened).toEqual([]);
  });
});

describe('createWindowOpenHandler', () => {
  const childWindowOptions = buildChildWindowOptions({ preloadPath: '/app/preload.js' });

  it('opens a same-origin window with the locked-down child options', () => {
    const { options } = setup();
    const handler = createWindowOpenHandler({ ...options, childWindowOptions });

    expect(handler({ url: 'https://counter.example.com/inventories/5' })).toEqual({
      action: 'allow',
      overrideBrowserWindowOptions: childWindowOptions,
    });
  });

  it('refuses even same-origin windows in the kiosk', () => {
    const { options } = setup();
    const handler = createWindowOpenHandler({ ...options, childWindowOptions: null });

    expect(handler({ url: 'https://counter.example.com/inventories/5' })).toEqual({ action: 'deny' });
  });

  it('hands allow-listed links to the system browser instead of a window', () => {
    const { options, opened } = setup();
    const handler = createWindowOpenHandler({ ...options, childWindowOptions });

    expect(handler({ url: 'https://admin.shopify.com/store/demo' })).toEqual({ action: 'deny' });
    expect(opened).toEqual(['https://admin.shopify.com/store/demo']);
  });

  it.each(['https://attacker.io/', 'file:///C:/Windows/System32/calc.exe', 'javascript:alert(1)'])(
    'denies %s without opening anything',
    (url) => {
      const { options, opened } = setup();
      const handler = createWindowOpenHandler({ ...options, childWindowOptions });

      expect(handler({ url })).toEqual({ action: 'deny' });
      expect(opened).toEqual([]);
    },
  );
});
