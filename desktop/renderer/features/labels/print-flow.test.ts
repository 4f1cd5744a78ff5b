import { describe, expect, it } from 'vitest';
import {
  type CounterPrintersSnapshot,
  EMPTY_PRINTERS_CONFIG,
  type PrintersSnapshot,
} from '@shared/ipc/printers';
import { labelPrintMessages } from '@shared/messages';
import {
  IDLE,
  type LabelDocument,
  labelsRequestFor,
  printFlow,
  type PrintFlowEvent,
  type PrintFlowState,
  type PrintTarget,
  printTargetOf,
} from './print-flow';

const zebra = { kind: 'network-zpl-printer', host: '10.0.0.9', port: 9100, dpi: 300 } as const;
const office = { kind: 'system-printer', queue: 'Office', language: 'pdf' } as const;

function counter(config: CounterPrintersSnapshot['config']): PrintersSnapshot {
  return {
    available: true,
    printers: [
      {
        id: 'printer:tcp:10.0.0.9:9100',
        kind: 'network-zpl-printer',
        name: 'Zebra ZD421',
        language: 'zpl',
        dpi: 300,
        status: 'connected',
        checkedAt: 1,
      },
    ],
    systemPrinters: [],
    config,
    problems: [],
  };
}

describe('printTargetOf', () => {
  it('prints through the browser’s dialog when there is no counter app', () => {
    expect(printTargetOf({ available: false })).toEqual({ kind: 'browser' });
  });

  it('prints on the PC’s label printer, in its language and resolution, by its name', () => {
    const snapshot = counter({
      printers: [zebra, office],
      printerFor: { labels: 'printer:tcp:10.0.0.9:9100' },
    });
    expect(printTargetOf(snapshot)).toEqual({
      kind: 'counter',
      printerId: 'printer:tcp:10.0.0.9:9100',
      printerName: 'Zebra ZD421',
      language: 'zpl',
      dpi: 300,
    });
    const pdf = counter({ printers: [zebra, office], printerFor: { labels: 'printer:system:Office' } });
    expect(printTargetOf(pdf)).toMatchObject({ language: 'pdf', printerName: 'printer:system:Office' });
  });

  it('says to choose a printer when none is chosen or the chosen one is gone', () => {
    expect(printTargetOf(counter(EMPTY_PRINTERS_CONFIG))).toEqual({
      kind: 'no-printer',
      message: labelPrintMessages.noLabelPrinter,
    });
    expect(
      printTargetOf(counter({ printers: [office], printerFor: { labels: 'printer:serial:COM3' } })),
    ).toEqual({ kind: 'no-printer', message: labelPrintMessages.printerMissing });
  });
});

describe('labelsRequestFor', () => {
  it('asks for a PDF for the browser and a PDF printer, ZPL at the printer’s dpi otherwise', () => {
    expect(labelsRequestFor([3, 1], { kind: 'browser' })).toEqual({ inventories: [3, 1], format: 'pdf' });
    const zpl: PrintTarget = { kind: 'counter', printerId: 'p', printerName: 'Z', language: 'zpl', dpi: 300 };
    expect(labelsRequestFor([3], zpl)).toEqual({ inventories: [3], format: 'zpl', dpi: 300 });
    expect(labelsRequestFor([3], { ...zpl, language: 'pdf' })).toEqual({ inventories: [3], format: 'pdf' });
  });
});

const document: LabelDocument = { format: 'pdf', bytes: new Uint8Array([1]) };
const zplTarget: PrintTarget = {
  kind: 'counter',
  printerId: 'p',
  printerName: 'Zebra',
  language: 'zpl',
  dpi: 203,
};
const run = (events: PrintFlowEvent[], from: PrintFlowState = IDLE) => events.reduce(printFlow, from);

describe('printFlow', () => {
  it('browser: preview → print dialog → "mark printed?" → marked', () => {
    const ready = run([
      { type: 'start', ids: [1, 2] },
      { type: 'job', id: 9, progress: 40 },
      { type: 'document', target: { kind: 'browser' }, document },
    ]);
    expect(ready).toMatchObject({ step: 'ready', ids: [1, 2], problem: null });
    const confirm = run([{ type: 'print' }, { type: 'openedPrintDialog' }], ready);
    expect(confirm.step).toBe('confirm');
    const marking = printFlow(confirm, { type: 'confirm' });
    expect(marking).toMatchObject({ step: 'marking', printed: null });
    expect(printFlow(marking, { type: 'marked' })).toEqual(IDLE);
  });

  it('browser: Cancel at "mark printed?" ends without marking', () => {
    const confirm = run([
      { type: 'start', ids: [1] },
      { type: 'document', target: { kind: 'browser' }, document },
      { type: 'print' },
      { type: 'openedPrintDialog' },
    ]);
    expect(printFlow(confirm, { type: 'close' })).toEqual(IDLE);
  });

  it('counter app: a printer that took the labels marks them, with its name and count', () => {
    const marking = run([
      { type: 'start', ids: [1, 2] },
      { type: 'document', target: zplTarget, document },
      { type: 'print' },
      {
        type: 'printed',
        outcome: { ok: true, printerId: 'p', printerName: 'Zebra', count: 2, finished: true },
      },
    ]);
    expect(marking).toMatchObject({ step: 'marking', printed: { count: 2, printerName: 'Zebra' } });
    // The browser's dialog step does not apply to a printer.
    expect(
      run([{ type: 'openedPrintDialog' }], { ...marking, step: 'printing' } as PrintFlowState).step,
    ).toBe('printing');
  });

  it('counter app: a refusal shows its reason, marks nothing, and can be tried again', () => {
    const refused = run([
      { type: 'start', ids: [1] },
      { type: 'document', target: zplTarget, document },
      { type: 'print' },
      { type: 'printed', outcome: { ok: false, printerId: 'p', printerName: 'Zebra', reason: 'Paper out' } },
    ]);
    expect(refused).toMatchObject({ step: 'ready', problem: 'Paper out' });
    expect(printFlow(refused, { type: 'print' }).step).toBe('printing');
  });

  it('a document that cannot be made fails with the reason; no printer says so', () => {
    expect(
      run([
        { type: 'start', ids: [1] },
        { type: 'fail', message: 'Too many' },
      ]),
    ).toEqual({
      step: 'failed',
      ids: [1],
      message: 'Too many',
    });
    expect(
      run([
        { type: 'start', ids: [1] },
        { type: 'noPrinter', message: 'Choose one' },
      ]),
    ).toEqual({
      step: 'no-printer',
      ids: [1],
      message: 'Choose one',
    });
  });

  it('ignores what its step does not expect, and starts with some items only', () => {
    expect(printFlow(IDLE, { type: 'start', ids: [] })).toEqual(IDLE);
    expect(printFlow(IDLE, { type: 'print' })).toEqual(IDLE);
    const loading = printFlow(IDLE, { type: 'start', ids: [1] });
    expect(printFlow(loading, { type: 'start', ids: [2] })).toBe(loading);
    expect(printFlow(loading, { type: 'confirm' })).toBe(loading);
  });

  it('cannot be closed while the mark is on its way', () => {
    const marking: PrintFlowState = { step: 'marking', ids: [1], target: zplTarget, document, printed: null };
    expect(printFlow(marking, { type: 'close' })).toBe(marking);
    expect(printFlow(marking, { type: 'fail', message: 'x' })).toEqual({
      step: 'failed',
      ids: [1],
      message: 'x',
    });
  });
});
