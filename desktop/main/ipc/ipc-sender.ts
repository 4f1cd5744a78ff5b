import type { IpcChannel } from '@shared/ipc/counter-bridge';
import { isServerOriginUrl } from '../security/origin';

/** The part of Electron's `IpcMainInvokeEvent` the sender check reads. */
export interface IpcSenderEvent {
  /** Null once the sending frame has navigated away or been destroyed. */
  readonly senderFrame: { readonly url: string } | null;
}

/**
 * The part of Electron's `ipcMain` a `register<Domain>Ipc()` needs. Narrow on purpose: handlers
 * receive only the event (no renderer arguments) until a channel declares a payload schema in
 * `shared/ipc`, and tests can pass a plain object that records what was registered.
 */
export interface IpcHandleRegistrar {
  handle(channel: IpcChannel, listener: (event: IpcSenderEvent) => unknown): void;
}

/**
 * True only for a frame showing exactly the server's origin: same scheme, host and port.
 * The preload runs in whatever page the window shows, so the bridge existing proves nothing;
 * this check is what keeps a page from elsewhere from talking to the main process.
 */
export function isTrustedSender(senderFrameUrl: string | null | undefined, serverOrigin: string): boolean {
  return isServerOriginUrl(senderFrameUrl, serverOrigin);
}

export class UntrustedSenderError extends Error {
  constructor(channel: IpcChannel) {
    super(`Refused ${channel}: the sender is not the configured server.`);
    this.name = 'UntrustedSenderError';
  }
}

/** Throws (so the renderer's `invoke` rejects) unless the event came from the server's origin. */
export function assertTrustedSender(event: IpcSenderEvent, channel: IpcChannel, serverOrigin: string): void {
  if (!isTrustedSender(event.senderFrame?.url, serverOrigin)) throw new UntrustedSenderError(channel);
}
