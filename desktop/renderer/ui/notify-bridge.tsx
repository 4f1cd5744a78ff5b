import { App } from 'antd';
import { useEffect } from 'react';
import { registerToastHost, TOAST_HOST_PRIORITY } from './notify';

/**
 * Mounted once inside antd's `App` (app/antd-root.tsx): hands its message instance to `notify`, which
 * prefers it to the light root's toasts while a back-office or portal screen is on screen.
 */
export function NotifyBridge(): null {
  const { message } = App.useApp();
  useEffect(
    () =>
      registerToastHost(
        { show: (kind, text, durationSeconds) => void message[kind](text, durationSeconds) },
        TOAST_HOST_PRIORITY.antd,
      ),
    [message],
  );
  return null;
}
