import { IPC_CHANNELS } from '@shared/ipc/counter-bridge';
import { assertTrustedSender, type IpcHandleRegistrar } from './ipc-sender';

export interface AppIpcOptions {
  /** The app's version (`app.getVersion()`, i.e. package.json `version`). */
  readonly version: string;
  readonly isKiosk: boolean;
  readonly serverOrigin: string;
}

/** The `app` domain of the counter bridge: facts about the shell itself. */
export function registerAppIpc(ipcMain: IpcHandleRegistrar, options: AppIpcOptions): void {
  ipcMain.handle(IPC_CHANNELS.appVersion, (event) => {
    assertTrustedSender(event, IPC_CHANNELS.appVersion, options.serverOrigin);
    return options.version;
  });
  ipcMain.handle(IPC_CHANNELS.appIsKiosk, (event) => {
    assertTrustedSender(event, IPC_CHANNELS.appIsKiosk, options.serverOrigin);
    return options.isKiosk;
  });
}
