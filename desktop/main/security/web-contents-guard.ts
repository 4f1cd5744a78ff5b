import type { BrowserWindowConstructorOptions, WindowOpenHandlerResponse } from 'electron';
import { decideNavigation, type NavigationPolicy } from './navigation-guard';

export interface WebContentsGuardOptions {
  readonly policy: NavigationPolicy;
  /** Hands a URL to the system browser (`shell.openExternal` in the app). */
  readonly openExternal: (url: string) => void;
  readonly log: (message: string) => void;
}

/** The part of Electron's `will-navigate` / `will-redirect` event the guard reads. */
export interface NavigationEvent {
  readonly url: string;
  readonly isMainFrame: boolean;
  preventDefault(): void;
}

// A data: URL can be megabytes long; the log only needs to say where it pointed.
function describeUrl(url: string): string {
  return url.length > 200 ? `${url.slice(0, 200)}…` : url;
}

/**
 * Listener for `will-navigate` and `will-redirect`: the window stays on the server's origin.
 * Only a main-frame navigation may open the system browser, so a hidden iframe cannot pop up tabs.
 */
export function createNavigationListener(options: WebContentsGuardOptions): (event: NavigationEvent) => void {
  return (event) => {
    const decision = decideNavigation(event.url, options.policy);
    if (decision === 'allow') return;
    event.preventDefault();
    if (decision === 'open-external' && event.isMainFrame) {
      options.openExternal(event.url);
      return;
    }
    options.log(
      `Blocked navigation to ${describeUrl(event.url)}: only ${options.policy.serverOrigin} is shown in the app.`,
    );
  };
}

export interface WindowOpenGuardOptions extends WebContentsGuardOptions {
  /**
   * Options for a same-origin window the renderer opens (e.g. "opens the inventory in a new tab",
   * spec 000 §2.3), or null to refuse even those: the kiosk stays a single full-screen window.
   */
  readonly childWindowOptions: BrowserWindowConstructorOptions | null;
}

/** Handler for `webContents.setWindowOpenHandler`. */
export function createWindowOpenHandler(
  options: WindowOpenGuardOptions,
): (details: { readonly url: string }) => WindowOpenHandlerResponse {
  return ({ url }) => {
    const decision = decideNavigation(url, options.policy);
    if (decision === 'allow' && options.childWindowOptions) {
      // Spelled out rather than inherited, so a child window is as locked down as the main one.
      return { action: 'allow', overrideBrowserWindowOptions: options.childWindowOptions };
    }
    if (decision === 'open-external') {
      options.openExternal(url);
    } else {
      options.log(`Blocked a new window for ${describeUrl(url)}.`);
    }
    return { action: 'deny' };
  };
}
