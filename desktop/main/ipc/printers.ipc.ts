import { IPC_CHANNELS } from '@shared/ipc/channels';
import type { Unsubscribe } from '@shared/ipc/counter-bridge';
import type {
  CounterPrintersSnapshot,
  LabelsPrintRequest,
  PrintersConfig,
  ReceiptsPrintRequest,
  PrinterState,
  PrintOutcome,
} from '@shared/ipc/printers';
import { withValidChoices } from '../printing/printer-manager';
import type { TrustedIpc } from './trusted-ipc';

/** The part of the PrinterManager the bridge uses. */
export interface PrintersIpcManager {
  list(): Promise<CounterPrintersSnapshot>;
  configure(config: PrintersConfig): Promise<CounterPrintersSnapshot>;
  status(printerId: string): Promise<PrinterState | undefined>;
  testPrint(printerId: string): Promise<PrintOutcome>;
  print(request: LabelsPrintRequest): Promise<PrintOutcome>;
  printReceipt(request: ReceiptsPrintRequest): Promise<PrintOutcome>;
  onChange(listener: (snapshot: CounterPrintersSnapshot) => void): Unsubscribe;
}

export interface PrintersIpcOptions {
  readonly manager: PrintersIpcManager;
  /** Keeps the settings in this PC's settings.json; throws when it cannot. */
  readonly saveConfig: (config: PrintersConfig) => void;
}

/**
 * The `printers`, `labels` and `receipts` domains of the counter bridge: back-office screens list and configure
 * the counter PC's printers, read a status, print a test label, and send a label document the
 * renderer fetched from the API. The audience and payloads are checked by the trusted IPC; the
 * printer must be one this PC is configured for and the document in its language (the manager's
 * outcome says so otherwise). Returns the function that stops forwarding changes.
 */
export function registerPrintersIpc(
  ipc: TrustedIpc,
  { manager, saveConfig }: PrintersIpcOptions,
): Unsubscribe {
  ipc.handleTrusted(IPC_CHANNELS.printersList, () => manager.list());
  ipc.handleTrusted(IPC_CHANNELS.printersConfigure, async (config) => {
    // Saved first: settings the app could not keep would be lost at the next start without a word.
    const kept = withValidChoices(config);
    saveConfig(kept);
    return manager.configure(kept);
  });
  ipc.handleTrusted(IPC_CHANNELS.printersStatus, async (printerId) => {
    const state = await manager.status(printerId);
    if (!state) throw new Error(`No printer ${printerId} is set up on this counter PC.`);
    return state;
  });
  ipc.handleTrusted(IPC_CHANNELS.printersTestPrint, (printerId) => manager.testPrint(printerId));
  ipc.handleTrusted(IPC_CHANNELS.labelsPrint, (request) => manager.print(request));
  ipc.handleTrusted(IPC_CHANNELS.receiptsPrint, (request) => manager.printReceipt(request));
  return manager.onChange((snapshot) => ipc.sendTrusted(IPC_CHANNELS.printersChange, snapshot));
}
