import { TOAST_MAX_COUNT } from '@shared/constants';
import { TOAST_DEFAULT_SECONDS, type ToastHost, type ToastKind } from '../notify';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  /** When it goes away by itself; null: it stays until a newer toast pushes it out. */
  durationMs: number | null;
}

/** The list after a new toast: the newest last, the oldest dropped beyond `max` (antd's maxCount). */
export function pushToast(list: readonly Toast[], toast: Toast, max: number = TOAST_MAX_COUNT): Toast[] {
  return [...list, toast].slice(-Math.max(1, max));
}

/** A notify duration in seconds (undefined: the default, 0: stays) → the toast's, in ms. */
export function toastDurationMs(durationSeconds: number | undefined): number | null {
  const value = durationSeconds ?? TOAST_DEFAULT_SECONDS;
  return value > 0 ? value * 1000 : null;
}

/**
 * The light toast host's list, outside React so `notify` can reach it: a tiny store the host
 * component reads with useSyncExternalStore.
 */
export function createToastStore(max: number = TOAST_MAX_COUNT) {
  let toasts: Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  const host: ToastHost = {
    show: (kind, text, durationSeconds) => {
      toasts = pushToast(
        toasts,
        { id: nextId++, kind, text, durationMs: toastDurationMs(durationSeconds) },
        max,
      );
      emit();
    },
  };
  return {
    host,
    getSnapshot: (): readonly Toast[] => toasts,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dismiss: (id: number) => {
      const next = toasts.filter((toast) => toast.id !== id);
      if (next.length === toasts.length) return;
      toasts = next;
      emit();
    },
  };
}
