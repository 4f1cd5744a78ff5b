import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { isNoProfileError, useMeQuery } from '../features/session/queries';
import { useSessionStore } from '../features/session/session.store';
import { useStoreWording } from '../features/session/use-store-wording';
import { PRODUCT_NAME } from '../ui/brand';
import { FullPageSpinner } from '../ui/full-page-spinner';
import { LoadFailedPage } from '../ui/load-failed-page';
import { NotAuthorizedPage } from '../ui/not-authorized-page';
import { useCurrentRoute } from './current-route';
import { decideRedirect, LOGIN_PATH, needsSignIn, type SignInRedirectState } from './gating';
import { AppLayout } from './layout/app-layout';
import { NOT_FOUND_ROUTE } from './routes';
import { useSignOut } from './use-sign-out';

interface RouteGateProps {
  /** Private routes render inside the side-menu layout (spec 000 §2.2). */
  withMenu?: boolean;
}

/** Applies `decideRedirect` to whichever route matched below it, then renders that route. */
export function RouteGate({ withMenu = false }: RouteGateProps) {
  const route = useCurrentRoute() ?? NOT_FOUND_ROUTE;
  const session = useSessionStore(useShallow(({ accessToken, storeId }) => ({ accessToken, storeId })));
  const me = useMeQuery();
  const location = useLocation();
  const signOut = useSessionStore((state) => state.signOut);
  const signOutToLogin = useSignOut();
  const wording = useStoreWording();

  const profile = me.data ?? null;
  const isWaitingForProfile = needsSignIn(route) && session.accessToken !== null && profile === null;
  const decision = isWaitingForProfile ? null : decideRedirect(session, profile, route);
  const mustSignOut = decision?.kind === 'signOut';

  useEffect(() => {
    if (mustSignOut) signOut();
  }, [mustSignOut, signOut]);

  useEffect(() => {
    document.title = `${wording(route.title)} · ${PRODUCT_NAME}`;
  }, [route.title, wording]);

  if (isWaitingForProfile) {
    if (!me.isError) return <FullPageSpinner />;
    if (isNoProfileError(me.error)) return <NotAuthorizedPage onBackToLogin={signOutToLogin} />;
    return (
      <LoadFailedPage
        message={me.error.message}
        onRetry={() => void me.refetch()}
        onSignOut={signOutToLogin}
      />
    );
  }
  if (decision?.kind === 'signIn') {
    const state: SignInRedirectState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={LOGIN_PATH} replace state={state} />;
  }
  if (decision?.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision?.kind === 'signOut') return <FullPageSpinner />;

  const content = decision?.kind === 'forbidden' ? <NotAuthorizedPage /> : <Outlet />;
  return withMenu && profile ? <AppLayout profile={profile}>{content}</AppLayout> : content;
}
