import { type ComponentType, type ReactNode, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { type Profile } from '@shared/contracts/me';
import { usePageStore } from '../features/current-store/queries';
import { useAccountState, useMeQuery } from '../features/session/queries';
import { sessionManager } from '../features/session/session.store';
import { useStoreWording } from '../features/session/use-store-wording';
import { PRODUCT_NAME } from '../ui/brand';
import { FullPageSpinner } from '../ui/full-page-spinner';
import { LoadFailedPage } from '../ui/load-failed-page';
import { NotAuthorizedPage } from '../ui/not-authorized-page';
import { useCurrentRoute } from './current-route';
import { decideRedirect, LOGIN_PATH, type SignInRedirectState } from './gating';
import { NOT_FOUND_ROUTE } from './routes';
import { useSignOut } from './use-sign-out';

interface RouteGateProps {
  /** The layout around the screen once the gate lets it through (the back office's side menu). */
  layout?: ComponentType<{ profile: Profile; children: ReactNode }>;
}

function readSignInState(state: unknown): SignInRedirectState {
  return typeof state === 'object' && state !== null ? (state as SignInRedirectState) : {};
}

/** Applies `decideRedirect` to whichever route matched below it, then renders that route. */
export function RouteGate({ layout: Layout }: RouteGateProps) {
  const route = useCurrentRoute() ?? NOT_FOUND_ROUTE;
  const account = useAccountState();
  const pageStore = usePageStore();
  const me = useMeQuery();
  const location = useLocation();
  const signOutToLogin = useSignOut();
  const wording = useStoreWording();

  const returnTo = readSignInState(location.state).from ?? null;
  const decision = decideRedirect({ route, account, pageStore, returnTo });
  const mustSignOut = decision?.kind === 'signOut';

  useEffect(() => {
    if (mustSignOut) sessionManager.signOut();
  }, [mustSignOut]);

  useEffect(() => {
    document.title = `${wording(route.title)} · ${PRODUCT_NAME}`;
  }, [route.title, wording]);

  switch (decision?.kind) {
    case 'wait':
    case 'signOut':
      return <FullPageSpinner />;
    case 'loadFailed':
      return (
        <LoadFailedPage
          message={me.error?.message ?? ''}
          onRetry={() => void me.refetch()}
          onSignOut={signOutToLogin}
        />
      );
    case 'notAuthorized':
      return <NotAuthorizedPage onBackToLogin={signOutToLogin} />;
    case 'signIn': {
      const state: SignInRedirectState = { from: `${location.pathname}${location.search}` };
      return <Navigate to={LOGIN_PATH} replace state={state} />;
    }
    case 'redirect':
      return <Navigate to={decision.to} replace />;
  }

  const content = decision?.kind === 'forbidden' ? <NotAuthorizedPage /> : <Outlet />;
  const profile = account.status === 'ready' ? account.profile : null;
  return Layout && profile ? <Layout profile={profile}>{content}</Layout> : content;
}
