import { describe, expect, it } from 'vitest';
import { IPC_CHANNELS } from '@shared/ipc/channels';
import { AppWindows } from './app-windows';
import { registerKioskIpc } from './kiosk.ipc';
import { FakeWebContents, fakeIpcMain } from './testing/fake-electron';
import { createTrustedIpc } from './trusted-ipc';

function setup(role: 'kiosk' | 'backOffice', url: string) {
  const { ipcMain, invoke } = fakeIpcMain();
  const windows = new AppWindows();
  const ipc = createTrustedIpc({ ipcMain, windows, serverUrl: 'http://localhost:3000/', log: () => {} });
  let restarts = 0;
  const exits: string[] = [];
  registerKioskIpc(ipc, {
    restart: () => (restarts += 1),
    exit: (accessToken) => {
      exits.push(accessToken);
      return Promise.resolve(accessToken === 'manager' ? { left: true } : { left: false, reason: 'No.' });
    },
  });
  const window = new FakeWebContents(url);
  windows.register(window, role);
  return { invoke, window, restarts: () => restarts, exits };
}

describe('registerKioskIpc', () => {
  it('restarts the kiosk when the kiosk screen asks, and answers nothing', async () => {
    const { invoke, window, restarts } = setup('kiosk', 'http://localhost:3000/instore');

    await expect(invoke(IPC_CHANNELS.kioskReload, window.eventFrom())).resolves.toBeUndefined();
    expect(restarts()).toBe(1);
  });

  it.each([
    ['the back-office window', 'backOffice', 'http://localhost:3000/instore'],
    ['another screen of the kiosk window', 'kiosk', 'http://localhost:3000/catalogue/demo-kicks'],
  ] as const)('refuses %s', async (_label, role, url) => {
    const { invoke, window, restarts } = setup(role, url);

    await expect(invoke(IPC_CHANNELS.kioskReload, window.eventFrom())).rejects.toThrow(
      /^Refused renderer:kiosk:reload/,
    );
    expect(restarts()).toBe(0);
  });

  it('refuses a window the kiosk page opened', async () => {
    const { invoke, restarts } = setup('kiosk', 'http://localhost:3000/instore');
    const opened = new FakeWebContents('http://localhost:3000/instore');

    await expect(invoke(IPC_CHANNELS.kioskReload, opened.eventFrom())).rejects.toThrow(
      /not the kiosk window/,
    );
    expect(restarts()).toBe(0);
  });

  it("hands the kiosk screen's staff token to the exit check and answers its decision", async () => {
    const { invoke, window, exits } = setup('kiosk', 'http://localhost:3000/instore');

    await expect(invoke(IPC_CHANNELS.kioskExit, window.eventFrom(), 'manager')).resolves.toEqual({
      left: true,
    });
    await expect(invoke(IPC_CHANNELS.kioskExit, window.eventFrom(), 'kiosk')).resolves.toEqual({
      left: false,
      reason: 'No.',
    });
    expect(exits).toEqual(['manager', 'kiosk']);
  });

  it('refuses the exit from the back office, and a call without a token', async () => {
    const office = setup('backOffice', 'http://localhost:3000/instore');
    await expect(office.invoke(IPC_CHANNELS.kioskExit, office.window.eventFrom(), 'manager')).rejects.toThrow(
      /^Refused renderer:kiosk:exit/,
    );
    const kiosk = setup('kiosk', 'http://localhost:3000/instore');
    await expect(kiosk.invoke(IPC_CHANNELS.kioskExit, kiosk.window.eventFrom(), '')).rejects.toThrow(
      /^Refused renderer:kiosk:exit/,
    );
    expect([...office.exits, ...kiosk.exits]).toEqual([]);
  });
});
