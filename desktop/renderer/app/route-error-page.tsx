import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { apiErrors } from '@shared/messages';
import { Button, WarningIcon } from '../ui/light';
import { StatusPanel } from '../ui/status-panel';

/**
 * A screen that crashed: keep the details for the developer console, give the clerk a way back.
 * Shown in place of the light root (app/light-root.tsx), with nothing of antd, public page or not.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <StatusPanel
      icon={<WarningIcon />}
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
