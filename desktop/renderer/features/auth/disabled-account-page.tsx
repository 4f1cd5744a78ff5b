import { Navigate, useNavigate } from 'react-router';
import { notices } from '@shared/messages';
import { HOME_PATH, LOGIN_PATH } from '../../app/gating';
import { useSignOut } from '../../app/use-sign-out';
import { FullPageSpinner } from '../../ui/full-page-spinner';
import { Alert, Button } from '../../ui/light';
import { PublicPage } from '../../ui/public-page';
import { SupportEmailLink } from '../../ui/support-email-link';
import { useCurrentStoreQuery } from '../current-store/queries';
import { useAccountState } from '../session/queries';

/** spec 000 §2.1 /disabledAccount: where gating sends an inactive account; it names who can help. */
export function DisabledAccountPage() {
  const account = useAccountState();
  const pageStore = useCurrentStoreQuery().data?.store ?? null;
  const signOut = useSignOut();
  const navigate = useNavigate();
  const profile = account.status === 'ready' ? account.profile : null;
  const store = profile?.store ?? pageStore;

  if (account.status === 'loading') return <FullPageSpinner />;
  // Re-enabled meanwhile (or never disabled): nothing to read here.
  if (profile?.isActive) return <Navigate to={HOME_PATH} replace />;

  return (
    <PublicPage title="Disabled Account" store={store}>
      <div className="public-page__done">
        <Alert type="warning" showIcon message={notices.disabledAccount} />
        {store?.supportEmail && (
          <p className="public-page__support">
            Support email: <SupportEmailLink email={store.supportEmail} />
          </p>
        )}
        {account.status === 'signedOut' ? (
          <Button size="large" block onClick={() => void navigate(LOGIN_PATH)}>
            {notices.backToLogin}
          </Button>
        ) : (
          <Button size="large" block onClick={signOut}>
            Logout
          </Button>
        )}
      </div>
    </PublicPage>
  );
}
