import { hashKey, MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';
import { isAccountStateError, sessionKeys } from '../features/session/queries';
import { useSessionStore } from '../features/session/session.store';
import { notify } from '../ui/notify';

declare module '@tanstack/react-query' {
  interface Register {
    // spec 001 §7: a failed load leaves its data empty silently; a screen opts in to a toast.
    queryMeta: { shouldToastError?: boolean };
    // A mutation that shows its own failure (inline, in a form) opts out of the toast.
    mutationMeta: { shouldToastError?: boolean };
  }
}

const MAX_RETRIES = 2;

/** Only a dropped connection or a server fault can succeed on a second try; a 4xx answer will not change. */
function shouldRetry(failureCount: number, error: Error): boolean {
  const isTransient = !isApiError(error) || error.status === 0 || error.status >= 500;
  return isTransient && failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  /** The account was disabled or changed while this screen was open: reload it and let gating move on. */
  const followAccountChange = (error: Error, queryHash?: string) => {
    if (isAccountStateError(error) && queryHash !== hashKey(sessionKeys.me())) {
      void queryClient.invalidateQueries({ queryKey: sessionKeys.me() });
    }
  };

  const queryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        followAccountChange(error, query.queryHash);
        if (query.meta?.shouldToastError) notify.error(error.message);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        followAccountChange(error);
        if (mutation.meta?.shouldToastError !== false) notify.error(error.message);
      },
    }),
    defaultOptions: {
      // A few clerks share the same lists: half a minute spares a refetch on every tab switch yet keeps them current.
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });

  // Nothing cached for one account may be shown to the next one at the same counter: clear on sign-out,
  // and when another window swaps in a different account without signing out here first.
  useSessionStore.subscribe((state, previous) => {
    const isSignedOut = previous.accessToken !== null && state.accessToken === null;
    const isAccountSwapped = previous.accessToken !== null && state.generation !== previous.generation;
    if (isSignedOut || isAccountSwapped) queryClient.clear();
  });

  return queryClient;
}
