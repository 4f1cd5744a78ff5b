import { LockOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { notices } from '@shared/messages';
import { StatusPanel } from './status-panel';

interface NotAuthorizedPageProps {
  /** Given for an account with no profile here (spec 000 §2.1): a page of its own with Back To Login. */
  onBackToLogin?: () => void;
}

/** spec 000 §2.1 / 001 §8: the 403 view. Without `onBackToLogin` it sits inside the menu layout. */
export function NotAuthorizedPage({ onBackToLogin }: NotAuthorizedPageProps) {
  return (
    <StatusPanel
      icon={<LockOutlined aria-hidden />}
      title={notices.notAuthorized}
      isStandalone={onBackToLogin !== undefined}
      extra={
        onBackToLogin && (
          <Button type="primary" size="large" onClick={onBackToLogin}>
            {notices.backToLogin}
          </Button>
        )
      }
    />
  );
}
