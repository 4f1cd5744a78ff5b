import { notices } from '@shared/messages';
import { Button, LockIcon } from './light';
import { StatusPanel } from './status-panel';

interface NotAuthorizedPageProps {
  /** Given for an account that cannot use the back office here (spec 000 §2.1): a page of its own. */
  onBackToLogin?: () => void;
  /** A line under the title saying why, already in the store's wording. */
  note?: string;
}

/** spec 000 §2.1 / 001 §8: the 403 view. Without `onBackToLogin` it sits inside the menu layout. */
export function NotAuthorizedPage({ onBackToLogin, note }: NotAuthorizedPageProps) {
  return (
    <StatusPanel
      icon={<LockIcon />}
      title={notices.notAuthorized}
      subTitle={note}
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
