import { useQuery } from '@tanstack/react-query';
import { meResponse } from '@shared/contracts/me';
import { isApiError } from '../../api/api-error';
import { apiRequest } from '../../api/client';
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

/** GET /api/me answers 403 for an account that is signed in but has no profile in this store. */
export function isNoProfileError(error: unknown): boolean {
  return isApiError(error) && error.status === 403;
}
