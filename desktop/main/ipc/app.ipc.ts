import { IPC_CHANNELS } from '@shared/ipc/channels';
import type { TrustedIpc } from './trusted-ipc';

export interface AppIpcOptions {
  /** The app's version (`app.getVersion()`, i.e. package.json `version`). */
  readonly version: string;
  readonly isKiosk: boolean;
}

/** The `app` domain of the counter bridge: facts about the shell itself, for any of its pages. */
export function registerAppIpc(ipc: TrustedIpc, options: AppIpcOptions): void {
  ipc.handleTrusted(IPC_CHANNELS.appVersion, () => options.version);
  ipc.handleTrusted(IPC_CHANNELS.appIsKiosk, () => options.isKiosk);
}
