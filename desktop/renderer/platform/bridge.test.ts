import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CounterBridge } from '@shared/ipc/counter-bridge';
import { getCounterBridge } from './bridge';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getCounterBridge', () => {
  it('uses the bridge the counter app exposed', async () => {
    const counter: CounterBridge = {
      app: { version: () => Promise.resolve('9.9.9'), isKiosk: () => Promise.resolve(true) },
      kiosk: { reload: () => Promise.resolve(), exit: () => Promise.resolve({ left: true as const }) },
      scanner: { onScan: () => () => {} },
      devices: {
        list: () => Promise.resolve({ available: false }),
        onChange: () => () => {},
        configure: () => Promise.reject(new Error('not here')),
      },
      printers: {
        list: () => Promise.resolve({ available: false }),
        configure: () => Promise.reject(new Error('not here')),
        status: () => Promise.reject(new Error('not here')),
        testPrint: () => Promise.reject(new Error('not here')),
        onChange: () => () => {},
      },
      labels: { print: () => Promise.reject(new Error('not here')) },
      receipts: { print: () => Promise.reject(new Error('not here')) },
    };
    vi.stubGlobal('window', { counter });
    expect(getCounterBridge()).toBe(counter);
    await expect(getCounterBridge().app.isKiosk()).resolves.toBe(true);
  });

  it('falls back to the web bridge in a browser: the build version, never the kiosk', async () => {
    vi.stubGlobal('window', {});
    vi.stubGlobal('__APP_VERSION__', '1.2.3');
    await expect(getCounterBridge().app.version()).resolves.toBe('1.2.3');
    await expect(getCounterBridge().app.isKiosk()).resolves.toBe(false);
  });

  it('gives a browser scan subscriptions that never fire and unsubscribe cleanly', () => {
    vi.stubGlobal('window', {});
    const listener = vi.fn();

    const unsubscribe = getCounterBridge().scanner.onScan(listener);

    expect(typeof unsubscribe).toBe('function');
    expect(() => unsubscribe()).not.toThrow();
    expect(listener).not.toHaveBeenCalled();
  });

  it('tells a browser that devices need the counter app, and refuses to configure them', async () => {
    vi.stubGlobal('window', {});

    await expect(getCounterBridge().devices.list()).resolves.toEqual({ available: false });
    await expect(getCounterBridge().devices.configure({ scanners: [] })).rejects.toThrow(/counter app/);
    expect(typeof getCounterBridge().devices.onChange(() => {})).toBe('function');
  });

  it('tells a browser it has no printers, and refuses to print or configure them', async () => {
    vi.stubGlobal('window', {});
    const bridge = getCounterBridge();

    await expect(bridge.printers.list()).resolves.toEqual({ available: false });
    await expect(bridge.printers.configure({ printers: [], printerFor: { labels: null } })).rejects.toThrow(
      /counter app/,
    );
    await expect(bridge.printers.status('printer:system:Labels')).rejects.toThrow(/counter app/);
    await expect(bridge.printers.testPrint('printer:system:Labels')).rejects.toThrow(/counter app/);
    await expect(
      bridge.labels.print({
        printerId: 'printer:system:Labels',
        itemIds: [1],
        document: { format: 'pdf', data: new Uint8Array([37]) },
      }),
    ).rejects.toThrow(/counter app/);
    await expect(
      bridge.receipts.print({ orderId: 1, document: { format: 'pdf', data: new Uint8Array([37]) } }),
    ).rejects.toThrow(/counter app/);
    expect(typeof bridge.printers.onChange(() => {})).toBe('function');
  });

  it('starts the kiosk over in a browser by loading the page again', async () => {
    const reload = vi.fn();
    vi.stubGlobal('window', { location: { reload } });

    await getCounterBridge().kiosk.reload();

    expect(reload).toHaveBeenCalledOnce();
  });
});
