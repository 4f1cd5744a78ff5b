import { useEffect, useRef } from 'react';
import { type ScanEvent } from '@shared/ipc/scanner';
import { getCounterBridge } from '@renderer/platform/bridge';
import { listenForWedgeScans } from './wedge-listener';

/** A scan as screens receive it, whichever of the three kinds of scanner made it. */
export interface AppScan extends ScanEvent {
  /** A keyboard-wedge scan typed into a text field (which has the code already); false otherwise. */
  inTextField: boolean;
}

/**
 * Every scan from now on: keyboard-wedge scans read from the page, and HID POS and serial scans from
 * the counter app's main process (none in a browser). Returns the stop function.
 */
export function subscribeToScans(target: Window, onScan: (scan: AppScan) => void): () => void {
  const stopWedge = listenForWedgeScans(target, ({ code, inTextField }) =>
    onScan({ code, source: 'wedge', at: Date.now(), inTextField }),
  );
  const stopDevices = getCounterBridge().scanner.onScan((scan) => onScan({ ...scan, inTextField: false }));
  return () => {
    stopWedge();
    stopDevices();
  };
}

/**
 * Calls `onScan` for every scan while the component is mounted (and `enabled`). The latest
 * `onScan` is used without resubscribing, so a handler may read fresh state.
 */
export function useScans(onScan: (scan: AppScan) => void, enabled = true): void {
  const handler = useRef(onScan);
  handler.current = onScan;
  useEffect(() => {
    if (!enabled) return undefined;
    return subscribeToScans(window, (scan) => handler.current(scan));
  }, [enabled]);
}
