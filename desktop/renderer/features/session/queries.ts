import { useQuery } from '@tanstack/react-query';
import { meResponse } from '@shared/contracts/me';
import { isApiError } from '../../api/api-error';
import { apiRequest } from '../../api/client';
import { type AccountState } from '../../app/gating';
import { useSessionStore } from './session.store';

export const sessionKeys = {
  all: ['session'] as const,
  me: () => [...sessionKeys.all, 'me'] as const,
};

/** The signed-in profile (GET /api/me); idle while signed out. */
export function useMeQuery() {
  const isSignedIn = useSessionStore((state) => state.accessToken !== null);
  return useQuery({
    queryKey: sessionKeys.me(),
    queryFn: ({ signal }) => apiRequest({ method: 'GET', path: '/api/me', signal, schema: meResponse }),
    select: (data) => data.profile,
    enabled: isSignedIn,
  });
}

/** GET /api/me answers 403 NO_PROFILE for an account that is signed in but has no profile in this store. */
export function isNoProfileError(error: unknown): boolean {
  return (
    isApiError(error) && (error.code === 'NO_PROFILE' || (error.status === 403 && error.code === 'FORBIDDEN'))
  );
}

/**
 * Answers that mean the account itself changed under the screen (disabled, unverified, turned out to be a
 * consigner): the profile is reloaded and gating moves the user to the right screen.
 */
export function isAccountStateError(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.code === 'ACCOUNT_DISABLED' ||
      error.code === 'EMAIL_NOT_VERIFIED' ||
      error.code === 'STAFF_ONLY' ||
      error.code === 'NO_PROFILE')
  );
}

/** Where the signed-in account stands, for gating (spec 000 §4 Account gating). */
export function useAccountState(): AccountState {
  const isSignedIn = useSessionStore((state) => state.accessToken !== null);
  const me = useMeQuery();
  if (!isSignedIn) return { status: 'signedOut' };
  if (me.data) return { status: 'ready', profile: me.data };
  if (me.isError) return isNoProfileError(me.error) ? { status: 'noProfile' } : { status: 'failed' };
  return { status: 'loading' };
}
