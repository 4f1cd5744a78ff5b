import { describe, expect, it, vi } from 'vitest';
import { COUNTER_BRIDGE_KEY, IPC_CHANNELS } from '@shared/ipc/counter-bridge';
import './preload';

// Electron's runtime cannot load under Node (no binary here), so the two objects the preload
// touches are stood in for: one records what reaches the page, the other which channel is asked.
// vi.mock is hoisted above the imports, so `./preload` runs against these.
const electron = vi.hoisted(() => ({
  exposed: new Map<string, unknown>(),
  invoked: [] as unknown[][],
}));
vi.mock('electron', () => ({
  contextBridge: {
    exposeInMainWorld: (key: string, value: unknown) => electron.exposed.set(key, value),
  },
  ipcRenderer: {
    invoke: async (...args: unknown[]) => {
      electron.invoked.push(args);
      return args[0] === IPC_CHANNELS.appVersion ? '0.1.0' : true;
    },
  },
}));

describe('preload', () => {
  it('exposes one `counter` object with exactly the bridge functions', () => {
    expect([...electron.exposed.keys()]).toEqual([COUNTER_BRIDGE_KEY]);
    const counter = electron.exposed.get(COUNTER_BRIDGE_KEY) as Record<string, unknown>;
    expect(Object.keys(counter).sort()).toEqual(['isKiosk', 'version']);
  });

  it('asks each question on its own channel with no arguments from the page', async () => {
    const counter = electron.exposed.get(COUNTER_BRIDGE_KEY) as {
      version(): Promise<string>;
      isKiosk(): Promise<boolean>;
    };

    await expect(counter.version()).resolves.toBe('0.1.0');
    await expect(counter.isKiosk()).resolves.toBe(true);
    expect(electron.invoked).toEqual([[IPC_CHANNELS.appVersion], [IPC_CHANNELS.appIsKiosk]]);
  });
});
