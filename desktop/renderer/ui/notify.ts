import { type App } from 'antd';

type MessageApi = ReturnType<typeof App.useApp>['message'];

let messageApi: MessageApi | null = null;

/**
 * The one way the app shows a toast. It goes through antd's `App` so toasts follow the theme and the
 * `maxCount` set in app/antd-root.tsx; code outside React (the QueryClient's error handler) reaches it
 * through here. No antd at run time: the entry imports this file, and antd loads with the first screen.
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
  kind: 'error' | 'success' | 'info' | 'warning' | 'loading',
  text: string,
  // A loading toast has no natural end of its own: 0 keeps it until it is replaced.
  durationSeconds: number | undefined = kind === 'loading' ? 0 : undefined,
): void {
  if (messageApi) void messageApi[kind](text, durationSeconds);
  // Before the app has mounted there is nowhere to show it; keep it for whoever is debugging.
  else console.warn(`[${kind}] ${text}`);
}

/** For NotifyBridge (notify-bridge.tsx), the one place that holds antd's message instance. */
export function setMessageApi(api: MessageApi | null): void {
  messageApi = api;
}
