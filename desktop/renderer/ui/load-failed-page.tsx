import { Button, CloudServerIcon } from './light';
import { StatusPanel } from './status-panel';

interface LoadFailedPageProps {
  message: string;
  onRetry: () => void;
  onSignOut: () => void;
}

/** The profile could not be loaded (server down, connection lost): say so and offer a way on, never a blank page. */
export function LoadFailedPage({ message, onRetry, onSignOut }: LoadFailedPageProps) {
  return (
    <StatusPanel
      icon={<CloudServerIcon />}
      tone="warning"
      title={message}
      isStandalone
      extra={
        <>
          <Button type="primary" size="large" onClick={onRetry}>
            Try Again
          </Button>
          <Button size="large" onClick={onSignOut}>
            Log Out
          </Button>
        </>
      }
    />
  );
}
