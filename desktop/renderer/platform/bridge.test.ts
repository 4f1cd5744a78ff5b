import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CounterBridge } from '@shared/ipc/counter-bridge';
import { getCounterBridge } from './bridge';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getCounterBridge', () => {
  it('uses the bridge the counter app exposed', async () => {
    const counter: CounterBridge = {
      version: () => Promise.resolve('9.9.9'),
      isKiosk: () => Promise.resolve(true),
    };
    vi.stubGlobal('window', { counter });
    expect(getCounterBridge()).toBe(counter);
    await expect(getCounterBridge().isKiosk()).resolves.toBe(true);
  });

  it('falls back to the web bridge in a browser: the build version, never the kiosk', async () => {
    vi.stubGlobal('window', {});
    vi.stubGlobal('__APP_VERSION__', '1.2.3');
    await expect(getCounterBridge().version()).resolves.toBe('1.2.3');
    await expect(getCounterBridge().isKiosk()).resolves.toBe(false);
  });
});
