import { SCAN_BUFFER_SWEEP_MS } from '@shared/constants';
import { WedgeDecoder, type WedgeScan } from './wedge-decoder';

export interface WedgeScanEvent extends WedgeScan {
  /**
   * Whether the keys went into a text field (input, textarea, contenteditable): that field has the
   * code as typed and handles it itself (a scan field, a search box). Screens that react to scans
   * "anywhere" ignore these, so a scan never does two things.
   */
  inTextField: boolean;
}

/** True for elements that take typed text: what a person types there is never taken from them. */
export function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement) return !target.readOnly && !target.disabled;
  if (target instanceof HTMLInputElement) {
    const nonText = ['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'image', 'range', 'color'];
    return !nonText.includes(target.type) && !target.readOnly && !target.disabled;
  }
  return false;
}

/**
 * Listens to the page's keys for keyboard-wedge scans (the default mode of most USB scanners, in the
 * counter app and in a browser alike). Keys are only read, never taken: typing works as ever. The
 * one exception is the Enter that ends a scan outside a text field, which is kept from pressing the
 * focused button (a scan must not click "Delete" because it had focus). Returns the stop function.
 */
export function listenForWedgeScans(target: Window, onScan: (scan: WedgeScanEvent) => void): () => void {
  const decoder = new WedgeDecoder();
  const onKeyDown = (event: KeyboardEvent) => {
    // Held modifiers are shortcuts (Ctrl+V, Alt+Tab), and an IME composes text: neither is a scan.
    if (event.ctrlKey || event.altKey || event.metaKey || event.isComposing) return;
    const scan = decoder.feed({ key: event.key, at: event.timeStamp });
    if (!scan) return;
    const inTextField = isTextField(event.target);
    if (!inTextField) {
      event.preventDefault();
      event.stopPropagation();
    }
    onScan({ ...scan, inTextField });
  };
  const sweep = target.setInterval(() => decoder.sweep(target.performance.now()), SCAN_BUFFER_SWEEP_MS);
  // Capture: seen before any handler of the page can stop it.
  target.addEventListener('keydown', onKeyDown, true);
  return () => {
    target.removeEventListener('keydown', onKeyDown, true);
    target.clearInterval(sweep);
  };
}
