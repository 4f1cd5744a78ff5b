import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { authMessages, notices } from '@shared/messages';
import { HOME_PATH, LOGIN_PATH, PORTAL_SIGNUP_PATH } from '../../app/gating';
import { useSignOut } from '../../app/use-sign-out';
import { FullPageSpinner } from '../../ui/full-page-spinner';
import { Alert, Button, Spinner } from '../../ui/light';
import { LoadFailedPage } from '../../ui/load-failed-page';
import { NotAuthorizedPage } from '../../ui/not-authorized-page';
import { notify } from '../../ui/notify';
import { PublicPage } from '../../ui/public-page';
import { useCurrentStoreQuery } from '../current-store/queries';
import { useAccountState, useMeQuery } from '../session/queries';
import { useSessionStore } from '../session/session.store';
import { accountCopy } from './copy';
import { useResendVerificationMutation, useVerifyEmailMutation } from './mutations';

const TITLE = 'Verify Email';

/**
 * spec 000 §2.1 /verify. With ?token= (the link in the mail) it verifies, signed in or not. Without one it
 * is where gating sends an unverified account: it mails the link and waits for the clerk to confirm.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <VerifyLink token={token} /> : <AwaitVerification />;
}

function VerifyLink({ token }: { token: string }) {
  const store = useCurrentStoreQuery().data?.store ?? null;
  const isSignedIn = useSessionStore((state) => state.accessToken !== null);
  // An account with no profile yet is a consigner signing up: verified, they go on to their details.
  const continuePath = useAccountState().status === 'noProfile' ? PORTAL_SIGNUP_PATH : HOME_PATH;
  const navigate = useNavigate();
  const { mutate, status, error } = useVerifyEmailMutation();
  const verifiedToken = useRef<string | null>(null);

  useEffect(() => {
    // Tokens are single-use: a second call (StrictMode, a re-render) would turn a success into "invalid link".
    if (verifiedToken.current === token) return;
    verifiedToken.current = token;
    mutate(token);
  }, [token, mutate]);

  const next = isSignedIn ? (
    <Button type="primary" size="large" block onClick={() => void navigate(continuePath, { replace: true })}>
      Continue
    </Button>
  ) : (
    <Button type="primary" size="large" block onClick={() => void navigate(LOGIN_PATH, { replace: true })}>
      Log in
    </Button>
  );

  return (
    <PublicPage title={TITLE} store={store}>
      {status === 'success' && (
        <div className="public-page__done">
          <Alert type="success" showIcon message={authMessages.emailVerified} />
          {next}
        </div>
      )}
      {status === 'error' && (
        <div className="public-page__done">
          <Alert type="error" showIcon message={error.message} />
          {next}
        </div>
      )}
      {(status === 'pending' || status === 'idle') && (
        <div className="public-page__waiting">
          <Spinner label={accountCopy.verifying} showLabel />
        </div>
      )}
    </PublicPage>
  );
}

function AwaitVerification() {
  const store = useCurrentStoreQuery().data?.store ?? null;
  const account = useAccountState();
  const me = useMeQuery();
  const signOut = useSignOut();
  const resend = useResendVerificationMutation();
  const { mutate: sendMail } = resend;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const mailedOnVisit = useRef(false);
  const profile = account.status === 'ready' ? account.profile : null;
  const isAwaiting = profile !== null && !profile.emailVerified;

  useEffect(() => {
    // spec 000 §2.1: the mail goes out on the first visit; once per visit, not once per render.
    if (!isAwaiting || mailedOnVisit.current) return;
    mailedOnVisit.current = true;
    sendMail(undefined, { onSuccess: () => setSentTo(profile.email) });
  }, [isAwaiting, profile, sendMail]);

  if (account.status === 'signedOut') return <Navigate to={LOGIN_PATH} replace />;
  if (account.status === 'loading') return <FullPageSpinner />;
  if (account.status === 'noProfile') return <NotAuthorizedPage onBackToLogin={signOut} />;
  if (account.status === 'failed') {
    return (
      <LoadFailedPage
        message={me.error?.message ?? ''}
        onRetry={() => void me.refetch()}
        onSignOut={signOut}
      />
    );
  }
  if (account.profile.emailVerified) return <Navigate to={HOME_PATH} replace />;

  const confirm = async () => {
    const { data } = await me.refetch();
    // Verified: the re-render above navigates on. Not yet: say so, the clerk may have clicked too soon.
    if (data && !data.emailVerified) notify.info(authMessages.emailNotVerified);
  };

  const sendAgain = () => sendMail(undefined, { onSuccess: () => setSentTo(account.profile.email) });

  return (
    <PublicPage
      title={TITLE}
      store={store}
      subtitle="Open the link in the email we sent you, then press Confirm."
    >
      <div className="public-page__done">
        {sentTo && <Alert type="success" showIcon message={notices.emailInstructionsSent(sentTo)} />}
        <Button type="primary" size="large" block loading={me.isFetching} onClick={() => void confirm()}>
          Confirm
        </Button>
        <div className="public-page__secondary-actions">
          <Button onClick={sendAgain} loading={resend.isPending}>
            Send the email again
          </Button>
          <Button onClick={signOut}>Logout</Button>
        </div>
      </div>
    </PublicPage>
  );
}
