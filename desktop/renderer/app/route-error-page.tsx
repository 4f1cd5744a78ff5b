import { WarningOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { apiErrors } from '@shared/messages';
import { StatusPanel } from '../ui/status-panel';

/** A screen that crashed: keep the details for the developer console, give the clerk a way back. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
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
  );
}
