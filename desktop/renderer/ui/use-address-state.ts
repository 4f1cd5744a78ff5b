import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Marks the address changes this hook makes, so it can tell them from a link to the same screen. */
const OWN_WRITE = { isListState: true } as const;
const isOwnWrite = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { isListState?: unknown }).isListState === true;

/**
 * A screen's state (a list's filters, search, page, view), kept in the address's query string so a
 * reload, a shared link or Back from a row returns to the same screen. React state is the truth and
 * the address follows it (replacing the entry, so Back leaves the screen rather than stepping
 * through its filters): a change built on the address alone would lose another change made in the
 * same moment (react-router's setSearchParams does not queue, remix-run/react-router#9757). A link
 * to this screen (the menu) starts it again from that link's address.
 */
export function useAddressState<T>(
  read: (params: URLSearchParams) => T,
  write: (state: T) => URLSearchParams,
): [T, (update: (state: T) => T) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState(() => read(new URLSearchParams(location.search)));
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (!isOwnWrite(location.state)) setState(read(new URLSearchParams(location.search)));
  }

  const search = write(state).toString();
  useEffect(() => {
    if (search !== new URLSearchParams(location.search).toString()) {
      void navigate({ search: search ? `?${search}` : '' }, { replace: true, state: OWN_WRITE });
    }
  }, [search, location.search, navigate]);

  return [state, setState];
}
