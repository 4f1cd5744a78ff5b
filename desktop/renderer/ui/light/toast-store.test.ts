import { describe, expect, it } from 'vitest';
import { createToastStore, pushToast, toastDurationMs } from './toast-store';

describe('the light toast list', () => {
  it('keeps at most max toasts, the newest', () => {
    const store = createToastStore(1);
    store.host.show('info', 'first', undefined);
    store.host.show('error', 'second', undefined);
    expect(store.getSnapshot().map((toast) => toast.text)).toEqual(['second']);
    expect(pushToast([], { id: 1, kind: 'info', text: 'a', durationMs: null }, 2)).toHaveLength(1);
  });

  it("times a toast like antd's message: 3 s by default, 0 keeps it", () => {
    expect(toastDurationMs(undefined)).toBe(3000);
    expect(toastDurationMs(2)).toBe(2000);
    expect(toastDurationMs(0)).toBeNull();
  });

  it('dismisses by id and tells its listeners', () => {
    const store = createToastStore(3);
    let calls = 0;
    store.subscribe(() => (calls += 1));
    store.host.show('success', 'saved', undefined);
    const [toast] = store.getSnapshot();
    store.dismiss(toast?.id ?? -1);
    expect(store.getSnapshot()).toEqual([]);
    expect(calls).toBe(2);
  });
});
