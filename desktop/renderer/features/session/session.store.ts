import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** localStorage key of the persisted session; other tabs watch it to follow a sign-out. */
export const SESSION_STORAGE_KEY = 'consigndesk.session';

export interface Session {
  /** Short-lived bearer token for `/api` calls; null when signed out. */
  accessToken: string | null;
  /** The store the token was issued for; a profile from another store ends the session (spec 000 §2.2). */
  storeId: number | null;
}

interface SessionState extends Session {
  signIn(session: { accessToken: string; storeId: number }): void;
  signOut(): void;
}

const signedOut: Session = { accessToken: null, storeId: null };

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...signedOut,
      signIn: ({ accessToken, storeId }) => set({ accessToken, storeId }),
      signOut: () => set(signedOut),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ accessToken, storeId }): Session => ({ accessToken, storeId }),
    },
  ),
);

/** Signing in or out in one window of the counter applies to every other window and tab at once. */
export function followSessionAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_STORAGE_KEY) void useSessionStore.persist.rehydrate();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
