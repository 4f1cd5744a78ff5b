import { App as AntApp, ConfigProvider } from 'antd';
import { type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { TOAST_MAX_COUNT } from '@shared/constants';
import { NotifyBridge } from '../ui/notify-bridge';
import { useMediaQuery } from '../ui/use-media-query';
import { themeFor } from './theme';

/** antd's theme (ours, with less motion when the system asks for it) around whatever needs antd. */
export function AntdTheme({ children }: { children: ReactNode }) {
  const prefersReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  return <ConfigProvider theme={themeFor(prefersReducedMotion)}>{children}</ConfigProvider>;
}

/**
 * antd's root: its theme, its App (toasts, dialogs) and the bridge that sends `notify` to antd's
 * toasts. A lazy route inside the light root (app/router.tsx) around the back office, the portal and
 * the public screens still built with antd; the light public pages never download it.
 */
export function AntdRoot() {
  return (
    <AntdTheme>
      <AntApp message={{ maxCount: TOAST_MAX_COUNT }} notification={{ maxCount: TOAST_MAX_COUNT }}>
        <NotifyBridge />
        <Outlet />
      </AntApp>
    </AntdTheme>
  );
}
