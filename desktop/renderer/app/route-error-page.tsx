import { WarningOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { apiErrors } from '@shared/messages';
import { StatusPanel } from '../ui/status-panel';
import { AntdTheme } from './antd-root';

/**
 * A screen that crashed: keep the details for the developer console, give the clerk a way back.
 * Shown in place of antd's root (app/antd-root.tsx), so it brings the theme itself.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <AntdTheme>
      <StatusPanel
        icon={<WarningOutlined aria-hidden />}
        tone="warning"
        title={apiErrors.internal}
        isStandalone
        extra={
          <Button type="primary" size="large" onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      />
    </AntdTheme>
  );
}
