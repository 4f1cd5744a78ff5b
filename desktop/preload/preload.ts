import { contextBridge, ipcRenderer } from 'electron';
import { COUNTER_BRIDGE_KEY, IPC_CHANNELS, type CounterBridge } from '@shared/ipc/counter-bridge';

// Deliberately one function per capability, each bound to its own channel: a generic
// `invoke(channel, ...args)` would hand page script every handler the main process ever registers.
// Deliberately no `ipcRenderer` object crosses the bridge either: its `.on()` hands listeners the
// event, whose `sender` is ipcRenderer itself.
const counter = {
  version: (): Promise<string> => ipcRenderer.invoke(IPC_CHANNELS.appVersion),
  isKiosk: (): Promise<boolean> => ipcRenderer.invoke(IPC_CHANNELS.appIsKiosk),
} satisfies CounterBridge;

contextBridge.exposeInMainWorld(COUNTER_BRIDGE_KEY, counter);
