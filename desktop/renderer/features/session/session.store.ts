import { create } from 'zustand';
import { createSessionManager, type SessionHint } from './session-manager';

/**
 * localStorage key of the session hint (see SessionHint). It never holds the token: access tokens stay in
 * memory, so a script injected into the page cannot lift a session out of storage.
 */
export const SESSION_HINT_KEY = 'consigndesk.session';
const REFRESH_LOCK_NAME = 'consigndesk.refresh';

export interface Session {
  /** Short-lived bearer token for `/api` calls, in memory only; null when signed out. */
  accessToken: string | null;
}

interface SessionState extends Session {
  /** Bumped on every sign-in: whatever was cached for the previous account must go. */
  generation: number;
  /** App start: asking the refresh cookie for a session. Screens wait for the answer. */
  isRestoring: boolean;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage disabled by the browser's privacy settings: sessions simply do not survive a reload.
    return null;
  }
}

const hint: SessionHint = {
  isSet: () => storage()?.getItem(SESSION_HINT_KEY) != null,
  // A fresh value each time, so other windows see a change even when the previous sign-in left one.
  set: () => storage()?.setItem(SESSION_HINT_KEY, String(Date.now())),
  clear: () => storage()?.removeItem(SESSION_HINT_KEY),
};

export const useSessionStore = create<SessionState>()(() => ({
  accessToken: null,
  generation: 0,
  isRestoring: hint.isSet(),
}));

async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  // Web Locks reach every window of the origin (browser tabs and counter-app windows alike).
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? await locks.request(REFRESH_LOCK_NAME, task) : task();
}

export const sessionManager = createSessionManager({
  // Wrapped so `fetch` is never called with the deps object as `this` (browsers throw "Illegal invocation").
  fetch: (url, init) => globalThis.fetch(url, init),
  hint,
  withLock: withRefreshLock,
  onChange: ({ accessToken, isNewAccount }) =>
    useSessionStore.setState((state) => ({
      accessToken,
      generation: isNewAccount ? state.generation + 1 : state.generation,
    })),
});

/** Called once at start-up: the spinner shows until the refresh cookie has answered. */
export function restoreSession(): Promise<boolean> {
  return sessionManager.restore().finally(() => useSessionStore.setState({ isRestoring: false }));
}

/** Signing in or out in one window of the counter applies to every other window and tab at once. */
export function followSessionAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SESSION_HINT_KEY) return;
    if (event.newValue === null) sessionManager.signOut({ callServer: false });
    else void sessionManager.adoptSessionFromElsewhere();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
