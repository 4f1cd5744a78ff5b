import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../features/session/session.store';
import { LOGIN_PATH } from './gating';

/** Ends the session and goes to /login without remembering the page: the next person starts fresh. */
export function useSignOut(): () => void {
  const signOut = useSessionStore((state) => state.signOut);
  const navigate = useNavigate();
  return useCallback(() => {
    signOut();
    void navigate(LOGIN_PATH, { replace: true });
  }, [signOut, navigate]);
}
