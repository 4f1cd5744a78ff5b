import { describe, expect, it } from 'vitest';
import { IPC_CHANNELS, type IpcChannel } from '@shared/ipc/counter-bridge';
import { registerAppIpc } from './app.ipc';
import type { IpcHandleRegistrar, IpcSenderEvent } from './ipc-sender';

// Records handlers the way ipcMain.handle does, including refusing a channel registered twice.
function fakeIpcMain() {
  const handlers = new Map<IpcChannel, (event: IpcSenderEvent) => unknown>();
  const ipcMain: IpcHandleRegistrar = {
    handle(channel, listener) {
      if (handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
      handlers.set(channel, listener);
    },
  };
  const invoke = async (channel: IpcChannel, senderUrl: string | null): Promise<unknown> => {
    const handler = handlers.get(channel);
    if (!handler) throw new Error(`No handler registered for '${channel}'`);
    return handler({ senderFrame: senderUrl === null ? null : { url: senderUrl } });
  };
  return { ipcMain, handlers, invoke };
}

const options = { version: '0.1.0', isKiosk: true, serverOrigin: 'http://localhost:3000' };

describe('registerAppIpc', () => {
  it('registers exactly the app channels', () => {
    const { ipcMain, handlers } = fakeIpcMain();

    registerAppIpc(ipcMain, options);

    expect([...handlers.keys()].sort()).toEqual([IPC_CHANNELS.appIsKiosk, IPC_CHANNELS.appVersion].sort());
  });

  it('answers the server page', async () => {
    const { ipcMain, invoke } = fakeIpcMain();
    registerAppIpc(ipcMain, options);

    await expect(invoke(IPC_CHANNELS.appVersion, 'http://localhost:3000/dashboard')).resolves.toBe('0.1.0');
    await expect(invoke(IPC_CHANNELS.appIsKiosk, 'http://localhost:3000/instore')).resolves.toBe(true);
  });

  it.each([
    ['another origin', 'https://attacker.io/'],
    ['another port', 'http://localhost:3001/'],
    ['a destroyed frame', null],
  ])('refuses %s on every channel', async (_label, senderUrl) => {
    const { ipcMain, invoke } = fakeIpcMain();
    registerAppIpc(ipcMain, options);

    await expect(invoke(IPC_CHANNELS.appVersion, senderUrl)).rejects.toThrow(/not the configured server/);
    await expect(invoke(IPC_CHANNELS.appIsKiosk, senderUrl)).rejects.toThrow(/not the configured server/);
  });
});
