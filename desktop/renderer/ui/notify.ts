import { TOAST_MAX_COUNT } from '@shared/constants';

export type ToastKind = 'error' | 'success' | 'info' | 'warning' | 'loading';

/** How long a toast stays up when its caller does not say: antd's message's default, and the light host's. */
export const TOAST_DEFAULT_SECONDS = 3;

/**
 * Whatever draws toasts: antd's `message` (notify-bridge.tsx, under antd's root) or the light kit's
 * toast host (light/toast-host.tsx, under the light root). `durationSeconds`: undefined for the
 * host's usual time, 0 to keep the toast until the next one replaces it.
 */
export interface ToastHost {
  show(kind: ToastKind, text: string, durationSeconds: number | undefined): void;
}

/** Which host wins when both are mounted: antd's while a back-office or portal screen is on screen. */
export const TOAST_HOST_PRIORITY = { light: 0, antd: 1 } as const;

const hosts: { host: ToastHost; priority: number }[] = [];

/**
 * The last toasts shown, with their host: when a host goes away while its toasts are still up (antd's
 * root unmounts as a portal screen sends the consigner to /login, a light page), they move to the
 * host that is left, for the time they still had: "Password has been updated" must survive the
 * navigation it announces.
 */
interface ShownToast {
  kind: ToastKind;
  text: string;
  durationSeconds: number | undefined;
  shownAtMs: number;
  host: ToastHost;
}
let shown: ShownToast[] = [];

/**
 * The one way the app shows a toast. Code outside React (the QueryClient's error handler) reaches the
 * mounted host through here. No antd at run time: the entry imports this file, and the public pages
 * show toasts without antd.
 */
export const notify = {
  /** `durationMs`: how long the spec keeps this toast up (spec 001 §9, e.g. SELECT_ITEMS_ERROR_MS). */
  error: (text: string, durationMs?: number) => show('error', text, seconds(durationMs)),
  success: (text: string, durationMs?: number) => show('success', text, seconds(durationMs)),
  info: (text: string, durationMs?: number) => show('info', text, seconds(durationMs)),
  warning: (text: string) => show('warning', text),
  /** Stays up until the next toast replaces it (TOAST_MAX_COUNT) or the page goes away. */
  loading: (text: string) => show('loading', text),
  /**
   * spec 001 §8 "Long operations": a warning while a slow call runs. It stays until the call's
   * answer (its success or error toast) replaces it (TOAST_MAX_COUNT).
   */
  longOperation: (text: string) => show('warning', text, 0),
};

const seconds = (ms: number | undefined) => (ms === undefined ? undefined : ms / 1000);

function show(
  kind: ToastKind,
  text: string,
  // A loading toast has no natural end of its own: 0 keeps it until it is replaced.
  durationSeconds: number | undefined = kind === 'loading' ? 0 : undefined,
): void {
  const current = currentHost();
  if (current) showOn(current, kind, text, durationSeconds);
  // Before the app has mounted there is nowhere to show it; keep it for whoever is debugging.
  else console.warn(`[${kind}] ${text}`);
}

function showOn(host: ToastHost, kind: ToastKind, text: string, durationSeconds: number | undefined): void {
  host.show(kind, text, durationSeconds);
  shown = [...shown, { kind, text, durationSeconds, shownAtMs: Date.now(), host }].slice(-TOAST_MAX_COUNT);
}

/** What is left of a toast's time at `nowMs`, in seconds: 0 for one that stays, null once it is gone. */
export function secondsLeft(
  toast: Pick<ShownToast, 'durationSeconds' | 'shownAtMs'>,
  nowMs: number,
): number | null {
  const duration = toast.durationSeconds ?? TOAST_DEFAULT_SECONDS;
  if (duration === 0) return 0;
  const left = duration - (nowMs - toast.shownAtMs) / 1000;
  return left > 0.1 ? Math.round(left * 10) / 10 : null;
}

/** The host toasts go to: the highest priority, the latest mounted among equals. */
function currentHost(): ToastHost | undefined {
  let best: { host: ToastHost; priority: number } | undefined;
  for (const entry of hosts) if (!best || entry.priority >= best.priority) best = entry;
  return best?.host;
}

/** For the hosts' components: mount registers, the returned function (for unmount) unregisters. */
export function registerToastHost(host: ToastHost, priority: number): () => void {
  const entry = { host, priority };
  hosts.push(entry);
  return () => {
    const at = hosts.indexOf(entry);
    if (at >= 0) hosts.splice(at, 1);
    const moving = shown.filter((toast) => toast.host === host);
    shown = shown.filter((toast) => toast.host !== host);
    const next = currentHost();
    if (!next) return;
    const now = Date.now();
    for (const toast of moving) {
      const left = secondsLeft(toast, now);
      if (left !== null) showOn(next, toast.kind, toast.text, left);
    }
  };
}
