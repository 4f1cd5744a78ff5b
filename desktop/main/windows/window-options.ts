import type { BrowserWindowConstructorOptions, WebPreferences } from 'electron';

export interface MainWindowOptionsInput {
  /** Absolute path of the bundled preload (`dist/desktop/preload/preload.js`). */
  readonly preloadPath: string;
  readonly isKiosk: boolean;
}

/**
 * The renderer is remote content (served by the API, possibly over the shop's network), so it gets
 * exactly what a browser tab gets plus the `counter` bridge, and nothing of Node. Every value is
 * spelled out even where it matches Electron's default, so a default changing in a later Electron
 * cannot loosen it silently.
 */
function buildWebPreferences(preloadPath: string, isKiosk: boolean): WebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    // A page stuck in an alert() loop must not lock the counter.
    safeDialogs: true,
    // Shoppers use the kiosk unattended: no DevTools shortcut for them.
    devTools: !isKiosk,
  };
}

export function buildMainWindowOptions({
  preloadPath,
  isKiosk,
}: MainWindowOptionsInput): BrowserWindowConstructorOptions {
  return {
    title: 'ConsignDesk',
    width: 1280,
    height: 800,
    minWidth: 1024,
    minHeight: 640,
    // Shown on 'ready-to-show', so staff never see a blank white frame before the first paint.
    show: false,
    backgroundColor: '#ffffff',
    // Only set in kiosk mode: an explicit `fullscreen: false` would hide the full-screen button on macOS.
    ...(isKiosk ? { kiosk: true, fullscreen: true, autoHideMenuBar: true } : {}),
    webPreferences: buildWebPreferences(preloadPath, isKiosk),
  };
}

/**
 * A same-origin window the renderer opens (a "new tab" in the browser). It gets the same preload and
 * the same locked-down preferences as the main window, and is shown at once because nothing waits
 * for its 'ready-to-show'.
 */
export function buildChildWindowOptions({
  preloadPath,
}: Pick<MainWindowOptionsInput, 'preloadPath'>): BrowserWindowConstructorOptions {
  return { ...buildMainWindowOptions({ preloadPath, isKiosk: false }), show: true };
}
