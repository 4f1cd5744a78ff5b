import { z } from 'zod';
import { type IpcAudience } from './audiences';
import { IPC_CHANNELS, type EventChannel, type InvokeChannel } from './channels';
import { devicesConfigSchema, devicesSnapshotSchema } from './devices';
import {
  labelsPrintRequestSchema,
  printerIdSchema,
  printersConfigSchema,
  printersSnapshotSchema,
  printerStateSchema,
  printOutcomeSchema,
  receiptsPrintRequestSchema,
} from './printers';
import { scanEventSchema } from './scanner';

/** A channel the renderer invokes: who may ask, what it sends and what the main process answers. */
export interface InvokeContract {
  readonly audience: IpcAudience;
  /** The one argument the renderer passes (`z.undefined()` for a question without one). */
  readonly payload: z.ZodType;
  readonly result: z.ZodType;
}

/** An event the main process sends: which windows receive it and what it carries. */
export interface EventContract {
  readonly audience: IpcAudience;
  readonly payload: z.ZodType;
}

/**
 * Every channel of the counter bridge, once. The main process registers handlers and sends events
 * only through these (`desktop/main/ipc/trusted-ipc.ts`): the sender is checked against the audience
 * and the payload against its schema before any handler runs, and every event is checked before it
 * leaves. Adding a channel here without its name in `channels.ts`, or the reverse, does not compile.
 */
export const IPC_CONTRACTS = {
  [IPC_CHANNELS.appVersion]: { audience: 'any', payload: z.undefined(), result: z.string() },
  [IPC_CHANNELS.appIsKiosk]: { audience: 'any', payload: z.undefined(), result: z.boolean() },
  // Back to the kiosk's start page: the kiosk's idle reset (spec 001 §9, 2 minutes without input).
  [IPC_CHANNELS.kioskReload]: { audience: 'kiosk', payload: z.undefined(), result: z.void() },
  // Leaving kiosk mode (issue 17): the access token of a staff sign-in, which the main process checks
  // with the API itself; it answers only a refusal (on success the app starts again, as the counter).
  [IPC_CHANNELS.kioskExit]: {
    audience: 'kiosk',
    payload: z.string().min(1).max(4096),
    result: z.union([
      z.object({ left: z.literal(true) }),
      z.object({ left: z.literal(false), reason: z.string() }),
    ]),
  },
  [IPC_CHANNELS.scannerScan]: { audience: 'backOffice', payload: scanEventSchema },
  // The counter PC's scanners: what is plugged in, how each configured one is doing, and its settings.
  [IPC_CHANNELS.devicesList]: {
    audience: 'backOffice',
    payload: z.undefined(),
    result: devicesSnapshotSchema,
  },
  [IPC_CHANNELS.devicesConfigure]: {
    audience: 'backOffice',
    payload: devicesConfigSchema,
    result: devicesSnapshotSchema,
  },
  [IPC_CHANNELS.devicesChange]: { audience: 'backOffice', payload: devicesSnapshotSchema },
  // The counter PC's printers (issue 14): the choice per purpose, each printer's status, a test page.
  [IPC_CHANNELS.printersList]: {
    audience: 'backOffice',
    payload: z.undefined(),
    result: printersSnapshotSchema,
  },
  [IPC_CHANNELS.printersConfigure]: {
    audience: 'backOffice',
    payload: printersConfigSchema,
    result: printersSnapshotSchema,
  },
  [IPC_CHANNELS.printersStatus]: {
    audience: 'backOffice',
    payload: printerIdSchema,
    result: printerStateSchema,
  },
  [IPC_CHANNELS.printersTestPrint]: {
    audience: 'backOffice',
    payload: printerIdSchema,
    result: printOutcomeSchema,
  },
  [IPC_CHANNELS.printersChange]: { audience: 'backOffice', payload: printersSnapshotSchema },
  // A label document the renderer fetched from the API, sent to a configured printer.
  [IPC_CHANNELS.labelsPrint]: {
    audience: 'backOffice',
    payload: labelsPrintRequestSchema,
    result: printOutcomeSchema,
  },
  // An order's receipt (issue 15): its blocks for ESC/POS, or the PDF the renderer fetched from the API.
  [IPC_CHANNELS.receiptsPrint]: {
    audience: 'backOffice',
    payload: receiptsPrintRequestSchema,
    result: printOutcomeSchema,
  },
} as const satisfies { readonly [C in InvokeChannel]: InvokeContract } & {
  readonly [C in EventChannel]: EventContract;
};

type Contracts = typeof IPC_CONTRACTS;

/** What the renderer passes when it invokes `C`. */
export type InvokePayload<C extends InvokeChannel> = z.input<Contracts[C]['payload']>;
/** What the renderer receives from `C`. */
export type InvokeResult<C extends InvokeChannel> = z.output<Contracts[C]['result']>;
/** What a listener of the event `C` receives. */
export type EventPayload<C extends EventChannel> = z.output<Contracts[C]['payload']>;
