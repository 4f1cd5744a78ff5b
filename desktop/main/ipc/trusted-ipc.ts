import type { z } from 'zod';
import { type EventChannel, type InvokeChannel } from '@shared/ipc/channels';
import { IPC_CONTRACTS, type EventContract, type InvokeContract } from '@shared/ipc/contracts';
import type { AppWindows } from './app-windows';
import { senderRefusal } from './sender-policy';

type Contracts = typeof IPC_CONTRACTS;

/** The part of Electron's `IpcMainInvokeEvent` the sender check reads. */
export interface IpcSenderEvent {
  /** The sending window's webContents. */
  readonly sender: { readonly id: number; readonly mainFrame: { readonly frameTreeNodeId: number } };
  /** Null once the sending frame has navigated away or been destroyed. */
  readonly senderFrame: {
    readonly url: string;
    readonly frameTreeNodeId: number;
    /** True while a frame that is being replaced runs its unload handlers. */
    readonly detached?: boolean;
  } | null;
}

/** The part of Electron's `ipcMain` the registrar needs; tests pass an object that records it. */
export interface IpcHandleRegistrar {
  handle(channel: InvokeChannel, listener: (event: IpcSenderEvent, ...args: unknown[]) => unknown): void;
}

/** A handler receives the payload its schema parsed and answers what its result schema accepts. */
export type TrustedHandler<C extends InvokeChannel> = (
  payload: z.output<Contracts[C]['payload']>,
) => z.input<Contracts[C]['result']> | Promise<z.input<Contracts[C]['result']>>;

/** Why the main process did not run a handler. Only the message reaches the renderer's `invoke`. */
export class IpcRefusedError extends Error {
  constructor(
    readonly channel: InvokeChannel,
    readonly reason: string,
  ) {
    super(`Refused ${channel}: ${reason}.`);
    this.name = 'IpcRefusedError';
  }
}

export interface TrustedIpcOptions {
  readonly ipcMain: IpcHandleRegistrar;
  readonly windows: AppWindows;
  /** The configured server URL: its origin, and its folder for route paths. */
  readonly serverUrl: string;
  readonly log: (message: string) => void;
}

export interface TrustedIpc {
  /**
   * Registers the handler of `channel`. Before it runs, the sender must pass the channel's audience
   * and the renderer's argument its payload schema (both declared in `shared/ipc/contracts.ts`, so a
   * channel cannot be paired with another's schema); a refusal is logged and rejects the renderer's call.
   */
  handleTrusted<C extends InvokeChannel>(channel: C, handler: TrustedHandler<C>): void;
  /**
   * Sends the event `channel` to the app's windows its audience allows at this moment, after checking
   * the payload against its schema. Returns how many windows it went to; a payload its schema refuses
   * is logged and sent nowhere.
   */
  sendTrusted<C extends EventChannel>(channel: C, payload: z.input<Contracts[C]['payload']>): number;
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : '') + issue.message)
    .join('; ');
}

/** The one way the main process answers the renderer and sends it events. */
export function createTrustedIpc({ ipcMain, windows, serverUrl, log }: TrustedIpcOptions): TrustedIpc {
  function refuse(channel: InvokeChannel, reason: string): never {
    const error = new IpcRefusedError(channel, reason);
    log(error.message);
    throw error;
  }

  return {
    handleTrusted<C extends InvokeChannel>(channel: C, handler: TrustedHandler<C>) {
      const contract: InvokeContract = IPC_CONTRACTS[channel];
      ipcMain.handle(channel, async (event, ...args) => {
        const frame = event.senderFrame;
        const refusal = senderRefusal(
          contract.audience,
          {
            frameUrl: frame && !frame.detached ? frame.url : null,
            isMainFrame: frame?.frameTreeNodeId === event.sender.mainFrame.frameTreeNodeId,
            windowRole: windows.roleOf(event.sender.id),
          },
          serverUrl,
        );
        if (refusal !== null) refuse(channel, refusal);
        // The preload passes at most one argument; more means someone else is calling.
        if (args.length > 1) refuse(channel, `it takes at most one argument, not ${args.length}`);
        const payload = contract.payload.safeParse(args[0]);
        if (!payload.success) refuse(channel, `invalid payload (${describeIssues(payload.error)})`);

        const result = contract.result.safeParse(
          await handler(payload.data as z.output<Contracts[C]['payload']>),
        );
        if (!result.success) {
          // A bug in the main process, not the renderer's doing: say so in the log, not in detail to the page.
          log(`${channel} answered something its result schema refuses (${describeIssues(result.error)}).`);
          throw new Error(`${channel} failed in the counter app.`);
        }
        return result.data;
      });
    },

    sendTrusted(channel, payload) {
      const contract: EventContract = IPC_CONTRACTS[channel];
      const parsed = contract.payload.safeParse(payload);
      if (!parsed.success) {
        log(`Did not send ${channel}: invalid payload (${describeIssues(parsed.error)}).`);
        return 0;
      }
      let delivered = 0;
      for (const { contents, role } of windows.list()) {
        const facts = { frameUrl: contents.mainFrame.url, isMainFrame: true, windowRole: role };
        if (senderRefusal(contract.audience, facts, serverUrl) !== null) continue;
        contents.send(channel, parsed.data);
        delivered += 1;
      }
      return delivered;
    },
  };
}
