import type { InvokeChannel } from '@shared/ipc/channels';
import type { AppWindowContents } from '../app-windows';
import type { IpcHandleRegistrar, IpcSenderEvent } from '../trusted-ipc';

// Test doubles for the two Electron objects the IPC modules talk to (there is no Electron binary to
// test with). They keep only what Electron does that matters here: frame identity, navigation, sending.

let nextFrameTreeNodeId = 1;
let nextContentsId = 1;

export interface FakeFrame {
  url: string;
  readonly frameTreeNodeId: number;
  detached?: boolean;
}

/** A window's webContents: a main frame, frames inside it, and the events sent to it. */
export class FakeWebContents implements AppWindowContents {
  readonly id = nextContentsId++;
  readonly mainFrame: FakeFrame;
  readonly sent: Array<{ channel: string; args: unknown[] }> = [];
  private destroyed = false;
  private readonly onDestroyed: Array<() => void> = [];

  constructor(url: string) {
    this.mainFrame = { url, frameTreeNodeId: nextFrameTreeNodeId++ };
  }

  /** The page moves (a link, the router's pushState): the main frame's URL changes, the frame does not. */
  navigate(url: string): void {
    this.mainFrame.url = url;
  }

  /** An iframe inside the page. */
  subframe(url: string): FakeFrame {
    return { url, frameTreeNodeId: nextFrameTreeNodeId++ };
  }

  /** The event ipcMain hands a handler when `frame` (the main frame by default) invokes. */
  eventFrom(frame: FakeFrame | null = this.mainFrame): IpcSenderEvent {
    return { sender: this, senderFrame: frame };
  }

  isDestroyed(): boolean {
    return this.destroyed;
  }

  send(channel: string, ...args: unknown[]): void {
    if (this.destroyed) throw new Error('Object has been destroyed');
    this.sent.push({ channel, args });
  }

  once(_event: 'destroyed', listener: () => void): this {
    this.onDestroyed.push(listener);
    return this;
  }

  destroy(): void {
    this.destroyed = true;
    this.onDestroyed.splice(0).forEach((listener) => listener());
  }
}

type Listener = (event: IpcSenderEvent, ...args: unknown[]) => unknown;

/** Records handlers the way ipcMain.handle does, including refusing a channel registered twice. */
export function fakeIpcMain() {
  const handlers = new Map<InvokeChannel, Listener>();
  const ipcMain: IpcHandleRegistrar = {
    handle(channel, listener) {
      if (handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
      handlers.set(channel, listener);
    },
  };
  /** What `ipcRenderer.invoke(channel, ...args)` from the page behind `event` comes to. */
  const invoke = async (
    channel: InvokeChannel,
    event: IpcSenderEvent,
    ...args: unknown[]
  ): Promise<unknown> => {
    const handler = handlers.get(channel);
    if (!handler) throw new Error(`No handler registered for '${channel}'`);
    return handler(event, ...args);
  };
  return { ipcMain, handlers, invoke };
}
