import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { useSessionStore } from '../features/session/session.store';
import { FullPageSpinner } from '../ui/full-page-spinner';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
// Created here, before the session has answered: it starts downloading the first screen's files at once.
const router = createAppRouter();

/** No antd here: the entry stays light, and antd's theme and toasts load as a route (app/antd-root.tsx). */
export function App() {
  // Until the refresh cookie has answered nobody knows whether this is a signed-in visit: routing now
  // would send a returning clerk to /login and back again.
  const isRestoring = useSessionStore((state) => state.isRestoring);
  return (
    <QueryClientProvider client={queryClient}>
      {isRestoring ? <FullPageSpinner /> : <RouterProvider router={router} />}
    </QueryClientProvider>
  );
}
