import { CloudServerOutlined } from '@ant-design/icons';
import { Button } from 'antd';
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
      icon={<CloudServerOutlined aria-hidden />}
      tone="warning"
      title={message}
      isStandalone
      extra={[
        <Button key="retry" type="primary" size="large" onClick={onRetry}>
          Try Again
        </Button>,
        <Button key="sign-out" size="large" onClick={onSignOut}>
          Log Out
        </Button>,
      ]}
    />
  );
}
