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
 * The root of every route: antd's theme, its App (toasts, dialogs) and the bridge `notify` shows
 * toasts through. A lazy route of its own, so the entry (main.tsx, the router) holds no antd: it
 * downloads beside the first screen's file, once, and stays mounted from screen to screen.
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
