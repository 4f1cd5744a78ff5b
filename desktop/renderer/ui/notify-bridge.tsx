import { App } from 'antd';
import { useEffect } from 'react';
import { setMessageApi } from './notify';

/** Mounted once inside antd's `App` (app/antd-root.tsx); hands its message instance to `notify`. */
export function NotifyBridge(): null {
  const { message } = App.useApp();
  useEffect(() => {
    setMessageApi(message);
    return () => setMessageApi(null);
  }, [message]);
  return null;
}
