import { describe, expect, it } from 'vitest';
import { IPC_CHANNELS } from '@shared/ipc/channels';
import { AppWindows } from './app-windows';
import { FakeWebContents, fakeIpcMain } from './testing/fake-electron';
import { createTrustedIpc, IpcRefusedError } from './trusted-ipc';

const serverUrl = 'http://localhost:3000/';

function setup() {
  const { ipcMain, handlers, invoke } = fakeIpcMain();
  const windows = new AppWindows();
  const logged: string[] = [];
  const ipc = createTrustedIpc({ ipcMain, windows, serverUrl, log: (message) => logged.push(message) });
  const backOffice = new FakeWebContents('http://localhost:3000/dashboard');
  windows.register(backOffice, 'backOffice');
  return { ipc, ipcMain, handlers, invoke, windows, logged, backOffice };
}

describe('handleTrusted', () => {
  it('registers the channel with ipcMain and answers a trusted sender', async () => {
    const { ipc, handlers, invoke, backOffice } = setup();
    ipc.handleTrusted(IPC_CHANNELS.appVersion, () => '1.2.3');

    expect([...handlers.keys()]).toEqual([IPC_CHANNELS.appVersion]);
    await expect(invoke(IPC_CHANNELS.appVersion, backOffice.eventFrom())).resolves.toBe('1.2.3');
  });

  it('refuses an untrusted sender before the handler runs, says why and logs it', async () => {
    const { ipc, invoke, backOffice, logged } = setup();
    let ran = false;
    ipc.handleTrusted(IPC_CHANNELS.appVersion, () => {
      ran = true;
      return '1.2.3';
    });
    backOffice.navigate('https://attacker.io/');

    const call = invoke(IPC_CHANNELS.appVersion, backOffice.eventFrom());

    await expect(call).rejects.toThrow(IpcRefusedError);
    await expect(call).rejects.toThrow(
      'Refused renderer:app:version: the sender (https://attacker.io/) is not the configured server.',
    );
    expect(ran).toBe(false);
    expect(logged).toEqual([
      'Refused renderer:app:version: the sender (https://attacker.io/) is not the configured server.',
    ]);
  });

  it('refuses an iframe of the server inside the window', async () => {
    const { ipc, invoke, backOffice } = setup();
    ipc.handleTrusted(IPC_CHANNELS.appVersion, () => '1.2.3');
    const iframe = backOffice.subframe('http://localhost:3000/dashboard');

    await expect(invoke(IPC_CHANNELS.appVersion, backOffice.eventFrom(iframe))).rejects.toThrow(
      /a frame inside a page/,
    );
  });

  it('refuses a frame that is gone or is being replaced', async () => {
    const { ipc, invoke, backOffice } = setup();
    ipc.handleTrusted(IPC_CHANNELS.appVersion, () => '1.2.3');

    await expect(invoke(IPC_CHANNELS.appVersion, backOffice.eventFrom(null))).rejects.toThrow(
      /frame is gone/,
    );
    const leaving = { ...backOffice.mainFrame, detached: true };
    await expect(invoke(IPC_CHANNELS.appVersion, backOffice.eventFrom(leaving))).rejects.toThrow(
      /frame is gone/,
    );
  });

  it.each([
    ['an argument a question without one does not take', [{ channel: 'renderer:devices:list' }]],
    ['a string', ['1.2.3']],
    ['more than one argument', [undefined, undefined]],
  ])('refuses %s and logs it', async (_label, args) => {
    const { ipc, invoke, backOffice, logged } = setup();
    ipc.handleTrusted(IPC_CHANNELS.appVersion, () => '1.2.3');

    await expect(invoke(IPC_CHANNELS.appVersion, backOffice.eventFrom(), ...args)).rejects.toThrow(
      /^Refused renderer:app:version: (invalid payload|it takes at most one argument)/,
    );
    expect(logged).toHaveLength(1);
  });

  it('never hands the page a result its schema refuses', async () => {
    const { ipc, invoke, backOffice, logged } = setup();
    // A main-process bug: the handler answers a number where the contract says string.
    ipc.handleTrusted(IPC_CHANNELS.appVersion, () => 42 as unknown as string);

    await expect(invoke(IPC_CHANNELS.appVersion, backOffice.eventFrom())).rejects.toThrow(
      'renderer:app:version failed in the counter app.',
    );
    expect(logged[0]).toMatch(/^renderer:app:version answered something its result schema refuses/);
  });

  it('lets a handler wait and passes its own errors through', async () => {
    const { ipc, invoke, backOffice } = setup();
    ipc.handleTrusted(IPC_CHANNELS.appVersion, async () => '1.2.3');
    ipc.handleTrusted(IPC_CHANNELS.appIsKiosk, () => {
      throw new Error('settings file unreadable');
    });

    await expect(invoke(IPC_CHANNELS.appVersion, backOffice.eventFrom())).resolves.toBe('1.2.3');
    await expect(invoke(IPC_CHANNELS.appIsKiosk, backOffice.eventFrom())).rejects.toThrow(
      'settings file unreadable',
    );
  });
});

describe('sendTrusted', () => {
  const scan = { code: 'K7QX2M', source: 'hid', at: 1_767_225_600_000 } as const;

  it('sends a back-office event to the back-office window on a back-office screen, with the payload alone', () => {
    const { ipc, backOffice } = setup();

    expect(ipc.sendTrusted(IPC_CHANNELS.scannerScan, scan)).toBe(1);
    expect(backOffice.sent).toEqual([{ channel: IPC_CHANNELS.scannerScan, args: [scan] }]);
  });

  it('holds it back while the window shows a public page, and sends again once it is back', () => {
    const { ipc, backOffice } = setup();

    backOffice.navigate('http://localhost:3000/catalogue/demo-kicks');
    expect(ipc.sendTrusted(IPC_CHANNELS.scannerScan, scan)).toBe(0);
    backOffice.navigate('http://localhost:3000/scanItems');
    expect(ipc.sendTrusted(IPC_CHANNELS.scannerScan, scan)).toBe(1);
    expect(backOffice.sent).toHaveLength(1);
  });

  it('never sends it to the kiosk window, a window the app did not open, or a closed window', () => {
    const { ipc, windows, backOffice } = setup();
    const kiosk = new FakeWebContents('http://localhost:3000/dashboard');
    windows.register(kiosk, 'kiosk');
    backOffice.destroy();

    expect(ipc.sendTrusted(IPC_CHANNELS.scannerScan, scan)).toBe(0);
    expect(kiosk.sent).toEqual([]);
    expect(windows.list()).toEqual([{ contents: kiosk, role: 'kiosk' }]);
  });

  it('sends nothing when the payload breaks its schema, and logs it', () => {
    const { ipc, backOffice, logged } = setup();

    expect(ipc.sendTrusted(IPC_CHANNELS.scannerScan, { ...scan, code: '' })).toBe(0);
    expect(backOffice.sent).toEqual([]);
    expect(logged[0]).toMatch(/^Did not send main:scanner:scan: invalid payload \(code: /);
  });
});

describe('AppWindows', () => {
  it('knows the role of the windows the app registered, until they close', () => {
    const windows = new AppWindows();
    const main = new FakeWebContents('http://localhost:3000/');
    const child = new FakeWebContents('http://localhost:3000/inventories/5');
    windows.register(main, 'backOffice');

    expect(windows.roleOf(main.id)).toBe('backOffice');
    expect(windows.roleOf(child.id)).toBeUndefined();
    expect(() => windows.register(main, 'kiosk')).toThrow(/registered already/);

    main.destroy();
    expect(windows.roleOf(main.id)).toBeUndefined();
  });
});
