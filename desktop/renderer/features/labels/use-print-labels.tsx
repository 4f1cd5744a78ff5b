import { type ReactNode, useCallback, useEffect, useReducer, useRef } from 'react';
import { inventoriesResponse } from '@shared/contracts/inventory-actions';
import { LABEL_RELOAD_MS } from '@shared/constants';
import { labelPrintMessages, validation } from '@shared/messages';
import { isApiError } from '@renderer/api/api-error';
import { getCounterBridge } from '@renderer/platform/bridge';
import { notify } from '@renderer/ui/notify';
import { useInventoryActionMutation } from '../inventory/shared/mutations';
import { useJobQuery } from '../jobs/queries';
import { PrintLabelsDialog } from './print-labels-dialog';
import { usePdfPrintFrame } from './use-pdf-print-frame';
import {
  IDLE,
  type LabelDocument,
  labelsRequestFor,
  printFlow,
  type PrintTarget,
  printTargetOf,
} from './print-flow';
import { fetchLabelDocument, labelJobResult, requestLabels } from './queries';

export interface PrintLabelsOptions {
  /** The dialog's title: "Print labels", or "Re-print labels" in the all-status view. */
  title?: string;
  /** After the items were marked printed (the lists reload on their own): e.g. clear the selection. */
  onMarked?: () => void;
}

export interface PrintLabels {
  /** Opens the flow for these items, in this order. */
  start: (ids: readonly number[]) => void;
  isBusy: boolean;
  /** The flow's dialog: render it once wherever the button is. */
  dialog: ReactNode;
}

/**
 * Printing labels (issue 14), the same from Ready To Print, the inventory lists and the item page:
 * preview (the first labels, the count, the printer) → print → mark printed. In a browser the PDF
 * opens in the print dialog from a hidden frame and the clerk says whether the labels came out; in
 * the counter app the document goes to this PC's label printer and a printer that took it marks
 * them. bulkPrintInventory is called only then.
 */
export function usePrintLabels({ title = 'Print labels', onMarked }: PrintLabelsOptions = {}): PrintLabels {
  const [state, dispatch] = useReducer(printFlow, IDLE);
  const mark = useInventoryActionMutation('bulkPrintInventory', inventoriesResponse);
  // Each start is a run: answers of a run the clerk closed are dropped.
  const run = useRef(0);
  const target = useRef<PrintTarget | null>(null);
  const printFrame = usePdfPrintFrame({
    className: 'label-print-frame',
    title: 'Labels to print',
    testId: 'label-print-frame',
  });
  const jobId = state.step === 'loading' ? (state.job?.id ?? null) : null;
  const job = useJobQuery(jobId);

  // The retry after LABEL_RELOAD_MS starts the flow again from inside it.
  const startRef = useRef<(ids: readonly number[]) => void>(() => undefined);

  const failWith = useCallback((ofRun: number, error: unknown) => {
    if (run.current !== ofRun) return;
    dispatch({ type: 'fail', message: messageOf(error) });
  }, []);

  const start = useCallback(
    (ids: readonly number[]) => {
      if (ids.length === 0) return;
      const thisRun = ++run.current;
      dispatch({ type: 'start', ids });
      void (async () => {
        const found = printTargetOf(await getCounterBridge().printers.list());
        if (run.current !== thisRun) return;
        if (found.kind === 'no-printer') return dispatch({ type: 'noPrinter', message: found.message });
        target.current = found;
        const answer = await requestLabels(labelsRequestFor(ids, found));
        if (run.current !== thisRun) return;
        if ('jobId' in answer) return dispatch({ type: 'job', id: answer.jobId, progress: null });
        dispatch({ type: 'document', target: found, document: documentOf(found, answer.bytes) });
      })().catch((error: unknown) => {
        failWith(thisRun, error);
        // spec 001 §5: items still waiting for their Shopify ID are resynced; ask again in 3 s while
        // the dialog is open.
        if (isApiError(error) && error.message === validation.labels.missingShopifyId) {
          setTimeout(() => {
            if (run.current === thisRun) startRef.current(ids);
          }, LABEL_RELOAD_MS);
        }
      });
    },
    [failWith],
  );
  useEffect(() => {
    startRef.current = start;
  }, [start]);

  // A large document is made by a background job: its progress shows, then its document is fetched.
  const jobData = job.data;
  useEffect(() => {
    if (!jobData || jobData.id !== jobId || !target.current) return;
    dispatch({ type: 'job', id: jobData.id, progress: jobData.progress });
    const thisRun = run.current;
    const found = target.current;
    if (jobData.status === 'dead')
      failWith(thisRun, new Error(jobData.error ?? 'The labels could not be made.'));
    if (jobData.status !== 'succeeded') return;
    const result = labelJobResult(jobData.result);
    if (!result) return failWith(thisRun, new Error('The labels could not be made.'));
    fetchLabelDocument(result.documentUrl).then(
      (bytes) => {
        if (run.current === thisRun)
          dispatch({ type: 'document', target: found, document: documentOf(found, bytes) });
      },
      (error: unknown) => failWith(thisRun, error),
    );
  }, [jobData, jobId, failWith]);

  const markPrinted = async (
    ids: readonly number[],
    printed: { count: number; printerName: string } | null,
  ) => {
    const thisRun = run.current;
    try {
      await mark.mutateAsync({ inventories: [...ids] });
    } catch (error) {
      return failWith(thisRun, error);
    }
    notify.success(
      printed
        ? labelPrintMessages.printedOn(printed.count, printed.printerName)
        : labelPrintMessages.markedPrinted(ids.length),
    );
    dispatch({ type: 'marked' });
    onMarked?.();
  };

  const print = async () => {
    if (state.step !== 'ready') return;
    const { ids, document } = state;
    const thisRun = run.current;
    dispatch({ type: 'print' });
    if (state.target.kind === 'browser') {
      try {
        await printFrame.print(document.bytes);
      } catch (error) {
        return failWith(thisRun, error);
      }
      if (run.current === thisRun) dispatch({ type: 'openedPrintDialog' });
      return;
    }
    try {
      const outcome = await getCounterBridge().labels.print({
        printerId: state.target.printerId,
        itemIds: [...ids],
        document: { format: document.format, data: document.bytes },
      });
      if (run.current !== thisRun) return;
      dispatch({ type: 'printed', outcome });
      if (outcome.ok) await markPrinted(ids, { count: outcome.count, printerName: outcome.printerName });
    } catch (error) {
      failWith(thisRun, error);
    }
  };

  const close = () => {
    if (state.step === 'marking') return;
    run.current += 1;
    if (state.step === 'confirm') notify.info(labelPrintMessages.notMarked);
    dispatch({ type: 'close' });
  };

  const dialog =
    state.step === 'idle' ? null : (
      <PrintLabelsDialog
        title={title}
        state={state}
        downloadUrl={printFrame.downloadUrl}
        onPrint={() => void print()}
        onConfirm={() => {
          if (state.step !== 'confirm') return;
          dispatch({ type: 'confirm' });
          void markPrinted(state.ids, null);
        }}
        onRetry={() => {
          if (state.step === 'failed') start(state.ids);
        }}
        onClose={close}
      />
    );

  return { start, isBusy: state.step !== 'idle', dialog };
}

function documentOf(target: PrintTarget, bytes: Uint8Array<ArrayBuffer>): LabelDocument {
  return { format: target.kind === 'browser' ? 'pdf' : target.language, bytes };
}

function messageOf(error: unknown): string {
  if (isApiError(error)) return error.message;
  return error instanceof Error ? error.message : String(error);
}
