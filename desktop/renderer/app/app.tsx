import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { RouterProvider } from 'react-router/dom';
import { TOAST_MAX_COUNT } from '@shared/constants';
import { NotifyBridge } from '../ui/notify';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { appTheme } from './theme';

const queryClient = createQueryClient();
const router = createAppRouter();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={appTheme}>
        <AntApp message={{ maxCount: TOAST_MAX_COUNT }} notification={{ maxCount: TOAST_MAX_COUNT }}>
          <NotifyBridge />
          <RouterProvider router={router} />
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
