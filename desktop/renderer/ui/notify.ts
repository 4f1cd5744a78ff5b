import { App } from 'antd';
import { useEffect } from 'react';

type MessageApi = ReturnType<typeof App.useApp>['message'];

let messageApi: MessageApi | null = null;

/**
 * The one way the app shows a toast. It goes through antd's `App` so toasts follow the theme and the
 * `maxCount` set in app.tsx; code outside React (the QueryClient's error handler) reaches it through here.
 */
export const notify = {
  error: (text: string) => show('error', text),
  success: (text: string) => show('success', text),
  info: (text: string) => show('info', text),
  warning: (text: string) => show('warning', text),
  /** Stays up until the next toast replaces it (TOAST_MAX_COUNT) or the page goes away. */
  loading: (text: string) => show('loading', text),
};

function show(kind: 'error' | 'success' | 'info' | 'warning' | 'loading', text: string): void {
  // A loading toast has no natural end of its own: 0 keeps it until it is replaced.
  if (messageApi) void messageApi[kind](text, kind === 'loading' ? 0 : undefined);
  // Before the app has mounted there is nowhere to show it; keep it for whoever is debugging.
  else console.warn(`[${kind}] ${text}`);
}

/** Mounted once inside antd's `App`; hands its message instance to `notify`. */
export function NotifyBridge(): null {
  const { message } = App.useApp();
  useEffect(() => {
    messageApi = message;
    return () => {
      messageApi = null;
    };
  }, [message]);
  return null;
}
