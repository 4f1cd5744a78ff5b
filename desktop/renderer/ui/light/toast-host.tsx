import { useEffect, useSyncExternalStore } from 'react';
import { registerToastHost, TOAST_HOST_PRIORITY } from '../notify';
import { KIND_ICON } from './feedback';
import { createToastStore, type Toast } from './toast-store';

const store = createToastStore();

function ToastNotice({ toast }: { toast: Toast }) {
  useEffect(() => {
    if (toast.durationMs === null) return;
    const timer = window.setTimeout(() => store.dismiss(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [toast]);
  return (
    <div className={`lt-toast lt-toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
      <span className="lt-toast__icon">
        {toast.kind === 'loading' ? <span className="lt-btn__spinner" aria-hidden /> : KIND_ICON[toast.kind]}
      </span>
      <span>{toast.text}</span>
    </div>
  );
}

/**
 * antd's message without antd: a stack at the top centre, mounted once by the light root. `notify`
 * shows here unless antd's root is mounted too (a back-office or portal screen), which it prefers.
 */
export function ToastHost() {
  useEffect(() => registerToastHost(store.host, TOAST_HOST_PRIORITY.light), []);
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <div className="lt-toasts">
      {toasts.map((toast) => (
        <ToastNotice key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
