import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { sessionManager } from '../features/session/session.store';
import { LOGIN_PATH } from './gating';

/**
 * Ends the session (server cookie, token, cached data) and goes to /login without remembering the page:
 * the next person at the counter starts fresh.
 */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    void navigate(LOGIN_PATH, { replace: true });
    sessionManager.signOut();
  }, [navigate]);
}
