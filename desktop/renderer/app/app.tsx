import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { RouterProvider } from 'react-router/dom';
import { TOAST_MAX_COUNT } from '@shared/constants';
import { useSessionStore } from '../features/session/session.store';
import { FullPageSpinner } from '../ui/full-page-spinner';
import { NotifyBridge } from '../ui/notify';
import { useMediaQuery } from '../ui/use-media-query';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { themeFor } from './theme';

const queryClient = createQueryClient();
const router = createAppRouter();

export function App() {
  // Until the refresh cookie has answered nobody knows whether this is a signed-in visit: routing now
  // would send a returning clerk to /login and back again.
  const isRestoring = useSessionStore((state) => state.isRestoring);
  const prefersReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={themeFor(prefersReducedMotion)}>
        <AntApp message={{ maxCount: TOAST_MAX_COUNT }} notification={{ maxCount: TOAST_MAX_COUNT }}>
          <NotifyBridge />
          {isRestoring ? <FullPageSpinner /> : <RouterProvider router={router} />}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
