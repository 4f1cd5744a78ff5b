import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { IPC_CHANNELS, type EventChannel, type InvokeChannel } from '@shared/ipc/channels';
import type { EventPayload, InvokePayload, InvokeResult } from '@shared/ipc/contracts';
import { COUNTER_BRIDGE_KEY, type CounterBridge, type Unsubscribe } from '@shared/ipc/counter-bridge';

// Deliberately one function per capability, each bound to its own channel: a generic
// `invoke(channel, ...args)` would hand page script every handler the main process ever registers.
// Deliberately no `ipcRenderer` object crosses the bridge either: its `.on()` hands listeners the
// event, whose `sender` is ipcRenderer itself, so listeners here receive the payload alone.
// Only channel names are imported at run time: the sandboxed preload is one small file, and the main
// process validates every payload against the schemas in shared/ipc/contracts.ts.

/** A channel without a payload is invoked with no argument at all, one with a payload with exactly one. */
type PayloadArgs<C extends InvokeChannel> =
  InvokePayload<C> extends undefined ? [] : [payload: InvokePayload<C>];

function invoke<C extends InvokeChannel>(channel: C, ...payload: PayloadArgs<C>): Promise<InvokeResult<C>> {
  return ipcRenderer.invoke(channel, ...payload) as Promise<InvokeResult<C>>;
}

function subscribe<C extends EventChannel>(
  channel: C,
  listener: (payload: EventPayload<C>) => void,
): Unsubscribe {
  if (typeof listener !== 'function') throw new TypeError(`${channel} needs a listener function.`);
  const forward = (_event: IpcRendererEvent, payload: EventPayload<C>): void => {
    // One listener that throws must not keep the event from the others.
    try {
      listener(payload);
    } catch (error) {
      console.error(`A ${channel} listener failed:`, error);
    }
  };
  ipcRenderer.on(channel, forward);
  return () => {
    ipcRenderer.removeListener(channel, forward);
  };
}

const counter = {
  app: {
    version: () => invoke(IPC_CHANNELS.appVersion),
    isKiosk: () => invoke(IPC_CHANNELS.appIsKiosk),
  },
  kiosk: {
    reload: () => invoke(IPC_CHANNELS.kioskReload),
    exit: (accessToken) => invoke(IPC_CHANNELS.kioskExit, accessToken),
  },
  scanner: {
    onScan: (listener) => subscribe(IPC_CHANNELS.scannerScan, listener),
  },
  devices: {
    list: () => invoke(IPC_CHANNELS.devicesList),
    onChange: (listener) => subscribe(IPC_CHANNELS.devicesChange, listener),
    configure: (config) => invoke(IPC_CHANNELS.devicesConfigure, config),
  },
  printers: {
    list: () => invoke(IPC_CHANNELS.printersList),
    configure: (config) => invoke(IPC_CHANNELS.printersConfigure, config),
    status: (printerId) => invoke(IPC_CHANNELS.printersStatus, printerId),
    testPrint: (printerId) => invoke(IPC_CHANNELS.printersTestPrint, printerId),
    onChange: (listener) => subscribe(IPC_CHANNELS.printersChange, listener),
  },
  labels: {
    print: (request) => invoke(IPC_CHANNELS.labelsPrint, request),
  },
  receipts: {
    print: (request) => invoke(IPC_CHANNELS.receiptsPrint, request),
  },
} satisfies CounterBridge;

contextBridge.exposeInMainWorld(COUNTER_BRIDGE_KEY, counter);
