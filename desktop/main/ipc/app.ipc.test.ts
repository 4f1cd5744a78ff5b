import { describe, expect, it } from 'vitest';
import { IPC_CHANNELS } from '@shared/ipc/channels';
import { registerAppIpc } from './app.ipc';
import { AppWindows } from './app-windows';
import { FakeWebContents, fakeIpcMain } from './testing/fake-electron';
import { createTrustedIpc } from './trusted-ipc';

function setup() {
  const { ipcMain, handlers, invoke } = fakeIpcMain();
  const windows = new AppWindows();
  const ipc = createTrustedIpc({ ipcMain, windows, serverUrl: 'http://localhost:3000/', log: () => {} });
  registerAppIpc(ipc, { version: '0.1.0', isKiosk: true });
  return { handlers, invoke, windows };
}

describe('registerAppIpc', () => {
  it('registers exactly the app channels', () => {
    const { handlers } = setup();

    expect([...handlers.keys()].sort()).toEqual([IPC_CHANNELS.appIsKiosk, IPC_CHANNELS.appVersion].sort());
  });

  it('answers any page of the server in any window of the app', async () => {
    const { invoke, windows } = setup();
    const kiosk = new FakeWebContents('http://localhost:3000/instore');
    windows.register(kiosk, 'kiosk');
    const opened = new FakeWebContents('http://localhost:3000/catalogue/demo-kicks');

    await expect(invoke(IPC_CHANNELS.appVersion, kiosk.eventFrom())).resolves.toBe('0.1.0');
    await expect(invoke(IPC_CHANNELS.appIsKiosk, kiosk.eventFrom())).resolves.toBe(true);
    await expect(invoke(IPC_CHANNELS.appVersion, opened.eventFrom())).resolves.toBe('0.1.0');
  });

  it.each([
    ['another origin', 'https://attacker.io/'],
    ['another port', 'http://localhost:3001/'],
  ])('refuses %s on every channel', async (_label, url) => {
    const { invoke } = setup();
    const page = new FakeWebContents(url);

    await expect(invoke(IPC_CHANNELS.appVersion, page.eventFrom())).rejects.toThrow(
      /not the configured server/,
    );
    await expect(invoke(IPC_CHANNELS.appIsKiosk, page.eventFrom())).rejects.toThrow(
      /not the configured server/,
    );
  });
});
