import { describe, expect, it } from 'vitest';
import { buildChildWindowOptions, buildMainWindowOptions } from './window-options';

const preloadPath = '/app/dist/desktop/preload/preload.js';

describe('buildMainWindowOptions', () => {
  it('isolates the remote renderer from Node', () => {
    const { webPreferences } = buildMainWindowOptions({ preloadPath, isKiosk: false });

    expect(webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  });

  it('loads the bundled preload', () => {
    expect(buildMainWindowOptions({ preloadPath, isKiosk: false }).webPreferences?.preload).toBe(preloadPath);
  });

  it('starts a kiosk full screen, without menu bar or DevTools', () => {
    const options = buildMainWindowOptions({ preloadPath, isKiosk: true });

    expect(options).toMatchObject({ kiosk: true, fullscreen: true, autoHideMenuBar: true });
    expect(options.webPreferences).toMatchObject({ devTools: false, sandbox: true, contextIsolation: true });
  });

  it('opens a normal window for staff, leaving the full-screen button alone', () => {
    const options = buildMainWindowOptions({ preloadPath, isKiosk: false });

    expect(options.kiosk).toBeUndefined();
    expect(options.fullscreen).toBeUndefined();
    expect(options.webPreferences?.devTools).toBe(true);
  });

  it('waits for the first paint before showing the window', () => {
    expect(buildMainWindowOptions({ preloadPath, isKiosk: false }).show).toBe(false);
  });
});

describe('buildChildWindowOptions', () => {
  it('gives windows the renderer opens the same locked-down preferences and preload', () => {
    const child = buildChildWindowOptions({ preloadPath });

    expect(child.webPreferences).toEqual(
      buildMainWindowOptions({ preloadPath, isKiosk: false }).webPreferences,
    );
    expect(child.show).toBe(true);
    expect(child.kiosk).toBeUndefined();
  });
});
