import path from 'node:path';
import { app, BrowserWindow, ipcMain, session, shell, type Session, type WebContents } from 'electron';
import { EMPTY_DEVICES_CONFIG } from '@shared/ipc/devices';
import { EMPTY_PRINTERS_CONFIG } from '@shared/ipc/printers';
import { resolveAppConfig, type AppConfig } from './config/app-config';
import {
  readSettingsFile,
  SETTINGS_FILE_NAME,
  writeDevicesSettings,
  writePrintersSettings,
} from './config/settings-file';
import { DeviceManager } from './devices/device-manager';
import { registerAppIpc } from './ipc/app.ipc';
import { AppWindows } from './ipc/app-windows';
import { registerDevicesIpc } from './ipc/devices.ipc';
import { registerKioskIpc } from './ipc/kiosk.ipc';
import { registerPrintersIpc } from './ipc/printers.ipc';
import { argsWithoutKiosk, checkStaffSignIn } from './kiosk/staff-exit';
import { createTrustedIpc } from './ipc/trusted-ipc';
import { PrinterManager } from './printing/printer-manager';
import type { NavigationPolicy } from './security/navigation-guard';
import { isPermissionAllowed } from './security/permissions';
import { createNavigationListener, createWindowOpenHandler } from './security/web-contents-guard';
import { buildChildWindowOptions, buildMainWindowOptions } from './windows/window-options';

// The one file that loads Electron's runtime. It only wires Electron to the modules beside it, which
// hold the decisions and run under Node in the unit tests (there is no Electron binary to test with).

const warn = (message: string): void => console.warn(`[counter] ${message}`);
const info = (message: string): void => console.info(`[counter] ${message}`);

// Bundled beside the main bundle: dist/desktop/main/electron-main.js → dist/desktop/preload/preload.js.
const PRELOAD_PATH = path.join(__dirname, '..', 'preload', 'preload.js');

let mainWindow: BrowserWindow | null = null;
// The windows privileged channels answer and events reach: the main window, under its role.
const appWindows = new AppWindows();

function openExternal(url: string): void {
  shell
    .openExternal(url)
    .catch((error: unknown) => warn(`Could not open ${url} in the browser: ${String(error)}`));
}

function guardWebContents(contents: WebContents, config: AppConfig): void {
  const policy: NavigationPolicy = { serverOrigin: config.serverOrigin, externalHosts: config.externalHosts };
  const onNavigate = createNavigationListener({ policy, openExternal, log: warn });
  contents.on('will-navigate', onNavigate);
  contents.on('will-redirect', onNavigate);
  contents.setWindowOpenHandler(
    createWindowOpenHandler({
      policy,
      openExternal,
      log: warn,
      childWindowOptions: config.isKiosk ? null : buildChildWindowOptions({ preloadPath: PRELOAD_PATH }),
    }),
  );
  // webviewTag is off already; refusing here as well covers any window created with other options.
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

function guardSession(target: Session, serverOrigin: string): void {
  target.setPermissionRequestHandler((_contents, permission, callback, details) =>
    callback(isPermissionAllowed(permission, details.requestingUrl, serverOrigin)),
  );
  target.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    isPermissionAllowed(permission, requestingOrigin, serverOrigin),
  );
  // WebHID / Web Serial / WebUSB device grants: hardware is the main process's job.
  target.setDevicePermissionHandler(() => false);
}

function createMainWindow(config: AppConfig): BrowserWindow {
  const window = new BrowserWindow(
    buildMainWindowOptions({ preloadPath: PRELOAD_PATH, isKiosk: config.isKiosk }),
  );
  // autoHideMenuBar still lets Alt reveal the menu; a kiosk gets none at all.
  if (config.isKiosk) window.removeMenu();
  window.once('ready-to-show', () => window.show());
  window.on('closed', () => {
    mainWindow = null;
  });
  window.loadURL(config.startUrl).catch((error: unknown) => {
    warn(`Could not load ${config.startUrl}: ${String(error)}`);
    // 'ready-to-show' may never come for a failed load; an invisible app looks like a crash.
    window.show();
  });
  return window;
}

function focusMainWindow(): void {
  if (!mainWindow) return;
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.focus();
}

function start(): void {
  // A second copy would fight the first for the scanners and serial ports.
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return;
  }
  // Sandbox every renderer, including any created without our window options.
  app.enableSandbox();

  const settingsPath = path.join(app.getPath('userData'), SETTINGS_FILE_NAME);
  const { settings, warnings: settingsWarnings } = readSettingsFile(settingsPath);
  const { config, warnings } = resolveAppConfig({ argv: process.argv, settings });
  [...settingsWarnings, ...warnings].forEach(warn);
  info(`Opening ${config.startUrl}${config.isKiosk ? ' in kiosk mode' : ''} (settings: ${settingsPath}).`);

  app.on('web-contents-created', (_event, contents) => guardWebContents(contents, config));
  app.on('second-instance', focusMainWindow);
  // A counter app has nothing to do without its window, on macOS too.
  app.on('window-all-closed', () => app.quit());

  // The scanners this PC is configured for; nothing native loads until one is, or Devices lists them.
  const devices = new DeviceManager({ config: settings.devices ?? EMPTY_DEVICES_CONFIG, log: info });
  // The printers this PC prints to; a status look every few seconds, nothing held open.
  const printers = new PrinterManager({ config: settings.printers ?? EMPTY_PRINTERS_CONFIG, log: info });
  let isQuitting = false;
  app.on('will-quit', (event) => {
    if (isQuitting) return;
    // Close the ports before the process goes, so the next start (or another program) can open them.
    event.preventDefault();
    isQuitting = true;
    printers.stop();
    devices
      .stop()
      .catch((error: unknown) => warn(`Could not close the devices: ${String(error)}`))
      .finally(() => app.quit());
  });

  app
    .whenReady()
    .then(() => {
      guardSession(session.defaultSession, config.serverOrigin);
      const ipc = createTrustedIpc({ ipcMain, windows: appWindows, serverUrl: config.serverUrl, log: warn });
      registerAppIpc(ipc, { version: app.getVersion(), isKiosk: config.isKiosk });
      registerKioskIpc(ipc, {
        restart: () =>
          mainWindow
            ?.loadURL(config.startUrl)
            .catch((error: unknown) => warn(`Could not reload ${config.startUrl}: ${String(error)}`)),
        // Leaving kiosk mode starts the app again as the counter: a fresh window with the menu,
        // DevTools and the devices, none of which a kiosk window can be given after it was made.
        exit: async (accessToken) => {
          const answer = await checkStaffSignIn({
            serverUrl: config.serverUrl,
            accessToken,
            fetch: (url, init) => fetch(url, init),
          });
          if (answer.left) {
            info('A member of staff signed in on the kiosk: starting again as the counter.');
            app.relaunch({ args: argsWithoutKiosk(process.argv.slice(1)) });
            app.quit();
          }
          return answer;
        },
      });
      registerDevicesIpc(ipc, {
        manager: devices,
        saveConfig: (devicesConfig) => writeDevicesSettings(settingsPath, devicesConfig),
      });
      registerPrintersIpc(ipc, {
        manager: printers,
        saveConfig: (printersConfig) => writePrintersSettings(settingsPath, printersConfig),
      });
      mainWindow = createMainWindow(config);
      appWindows.register(mainWindow.webContents, config.isKiosk ? 'kiosk' : 'backOffice');
      // A kiosk has no back-office screen to scan into: its scanners stay closed.
      if (!config.isKiosk) {
        devices.start().catch((error: unknown) => warn(`Could not start the devices: ${String(error)}`));
        printers.start().catch((error: unknown) => warn(`Could not start the printers: ${String(error)}`));
      }
    })
    .catch((error: unknown) => {
      warn(`Failed to start: ${String(error)}`);
      app.exit(1);
    });
}

start();
