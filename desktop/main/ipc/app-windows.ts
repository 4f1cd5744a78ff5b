import type { WindowRole } from './sender-policy';

/** The part of Electron's `WebContents` the registry and the event sender use. */
export interface AppWindowContents {
  readonly id: number;
  readonly mainFrame: { readonly url: string };
  isDestroyed(): boolean;
  send(channel: string, ...args: unknown[]): void;
  once(event: 'destroyed', listener: () => void): unknown;
}

export interface AppWindow {
  readonly contents: AppWindowContents;
  readonly role: WindowRole;
}

/**
 * The windows the app opened itself, by role: the back-office window, or the kiosk window when the
 * app runs with --kiosk. Privileged channels answer only these, and events go only to these; a window
 * the page opens ("open in a new tab") is not registered, so it gets the `any` channels alone.
 */
export class AppWindows {
  private readonly windows = new Map<number, AppWindow>();

  register(contents: AppWindowContents, role: WindowRole): void {
    if (this.windows.has(contents.id)) throw new Error(`Window ${contents.id} is registered already.`);
    this.windows.set(contents.id, { contents, role });
    contents.once('destroyed', () => this.windows.delete(contents.id));
  }

  /** The role of the window with this `webContents.id`, or undefined for a window the app did not register. */
  roleOf(contentsId: number): WindowRole | undefined {
    return this.windows.get(contentsId)?.role;
  }

  /** The registered windows that still exist. */
  list(): AppWindow[] {
    return [...this.windows.values()].filter((window) => !window.contents.isDestroyed());
  }
}
