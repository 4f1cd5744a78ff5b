import { type LabelsRequest } from '@shared/contracts/labels';
import {
  DEFAULT_ZPL_DPI,
  type PrinterLanguage,
  printerFits,
  printerIdOf,
  printerLanguageOf,
  type PrintersSnapshot,
  type PrintOutcome,
} from '@shared/ipc/printers';
import { labelPrintMessages } from '@shared/messages';

/**
 * Printing labels as a state machine (pure: use-print-labels.tsx runs it). preview → print → mark
 * printed: the items are marked printed only after the labels came out, so every way out before
 * that (Cancel, a printer's refusal, a document that could not be made) leaves them unprinted.
 */

/** Where the labels go: the browser's print dialog (PDF), or the counter PC's label printer. */
export type PrintTarget =
  | { kind: 'browser' }
  | {
      kind: 'counter';
      printerId: string;
      printerName: string;
      language: PrinterLanguage;
      /** Dots per inch of a ZPL printer (ignored for PDF). */
      dpi: number;
    };

/** The counter app answered, but this PC has no label printer to print on. */
export interface NoPrinter {
  kind: 'no-printer';
  message: string;
}

/**
 * The target `printers.list()` answers for: a browser prints through its dialog; the counter app
 * prints on `config.printerFor.labels`, in that printer's language and resolution.
 */
export function printTargetOf(snapshot: PrintersSnapshot): PrintTarget | NoPrinter {
  if (!snapshot.available) return { kind: 'browser' };
  const chosen = snapshot.config.printerFor.labels;
  if (chosen === null) return { kind: 'no-printer', message: labelPrintMessages.noLabelPrinter };
  const config = snapshot.config.printers.find((printer) => printerIdOf(printer) === chosen);
  if (!config || !printerFits('labels', config))
    return { kind: 'no-printer', message: labelPrintMessages.printerMissing };
  const state = snapshot.printers.find((printer) => printer.id === chosen);
  return {
    kind: 'counter',
    printerId: chosen,
    printerName: state?.name ?? chosen,
    language: printerLanguageOf(config),
    dpi: config.dpi ?? DEFAULT_ZPL_DPI,
  };
}

/** POST /api/labels for the target: a PDF for the browser, the printer's own language otherwise. */
export function labelsRequestFor(ids: readonly number[], target: PrintTarget): LabelsRequest {
  if (target.kind === 'browser' || target.language === 'pdf') return { inventories: [...ids], format: 'pdf' };
  return { inventories: [...ids], format: 'zpl', dpi: target.dpi };
}

/** A label document as the API made it. */
export interface LabelDocument {
  format: PrinterLanguage;
  /** As the API sent them (an ArrayBuffer of their own: the bridge carries them as they are). */
  bytes: Uint8Array<ArrayBuffer>;
}

interface Working {
  ids: readonly number[];
  target: PrintTarget;
  document: LabelDocument;
}

export type PrintFlowState =
  | { step: 'idle' }
  /** Finding the printer and making the document (`job` once it went to a background job). */
  | { step: 'loading'; ids: readonly number[]; job: { id: number; progress: number | null } | null }
  | { step: 'no-printer'; ids: readonly number[]; message: string }
  /** The preview: the first labels, the count, the printer; Print sends it. */
  | ({ step: 'ready'; problem: string | null } & Working)
  | ({ step: 'printing' } & Working)
  /** Browser only: the print dialog was opened; did the labels come out? */
  | ({ step: 'confirm' } & Working)
  | ({ step: 'marking'; printed: { count: number; printerName: string } | null } & Working)
  | { step: 'failed'; ids: readonly number[]; message: string };

export type PrintFlowEvent =
  | { type: 'start'; ids: readonly number[] }
  | { type: 'job'; id: number; progress: number | null }
  | { type: 'noPrinter'; message: string }
  | { type: 'document'; target: PrintTarget; document: LabelDocument }
  | { type: 'print' }
  | { type: 'openedPrintDialog' }
  | { type: 'printed'; outcome: PrintOutcome }
  | { type: 'confirm' }
  | { type: 'marked' }
  /** Making the document or marking failed: the message says why, nothing was marked. */
  | { type: 'fail'; message: string }
  | { type: 'close' };

export const IDLE: PrintFlowState = { step: 'idle' };

/** The next state; an event the current step does not expect changes nothing. */
export function printFlow(state: PrintFlowState, event: PrintFlowEvent): PrintFlowState {
  switch (event.type) {
    case 'start':
      if (event.ids.length === 0 || (state.step !== 'idle' && state.step !== 'failed')) return state;
      return { step: 'loading', ids: event.ids, job: null };
    case 'close':
      // Closing while the mark is on its way would hide whether it happened; the mark ends the flow.
      return state.step === 'marking' ? state : IDLE;
    case 'job':
      return state.step === 'loading' ? { ...state, job: { id: event.id, progress: event.progress } } : state;
    case 'noPrinter':
      return state.step === 'loading'
        ? { step: 'no-printer', ids: state.ids, message: event.message }
        : state;
    case 'document':
      return state.step === 'loading'
        ? { step: 'ready', ids: state.ids, target: event.target, document: event.document, problem: null }
        : state;
    case 'print':
      return state.step === 'ready' ? { ...working(state), step: 'printing' } : state;
    case 'openedPrintDialog':
      return state.step === 'printing' && state.target.kind === 'browser'
        ? { ...working(state), step: 'confirm' }
        : state;
    case 'printed':
      if (state.step !== 'printing' || state.target.kind !== 'counter') return state;
      return event.outcome.ok
        ? {
            ...working(state),
            step: 'marking',
            printed: { count: event.outcome.count, printerName: event.outcome.printerName },
          }
        : { ...working(state), step: 'ready', problem: event.outcome.reason };
    case 'confirm':
      return state.step === 'confirm' ? { ...working(state), step: 'marking', printed: null } : state;
    case 'marked':
      return state.step === 'marking' ? IDLE : state;
    case 'fail':
      if (state.step === 'printing') return { ...working(state), step: 'ready', problem: event.message };
      if (state.step === 'loading' || state.step === 'marking') {
        return { step: 'failed', ids: state.ids, message: event.message };
      }
      return state;
  }
}

function working(state: Working): Working {
  return { ids: state.ids, target: state.target, document: state.document };
}
