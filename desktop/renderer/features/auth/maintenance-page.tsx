import { Link, Navigate } from 'react-router';
import { HOME_PATH, LOGIN_PATH } from '../../app/gating';
import { PRODUCT_NAME } from '../../ui/brand';
import { ToolIcon } from '../../ui/light';
import { PublicPage } from '../../ui/public-page';
import { SupportEmailLink } from '../../ui/support-email-link';
import { useCurrentStoreQuery } from '../current-store/queries';
import { accountCopy } from './copy';

/** spec 000 §2.1 /maintenance: where public pages of a store in maintenance mode send visitors. */
export function MaintenancePage() {
  const storeQuery = useCurrentStoreQuery();
  const store = storeQuery.data?.store ?? null;

  // Maintenance is over (the page was bookmarked or left open): back to the store.
  if (store && !store.maintenanceMode) return <Navigate to={HOME_PATH} replace />;

  return (
    <PublicPage
      title="Maintenance"
      store={store}
      footer={
        <>
          {accountCopy.staffCanSignIn} <Link to={LOGIN_PATH}>Log in</Link>
        </>
      }
    >
      <div className="public-page__notice">
        <ToolIcon className="public-page__notice-icon" />
        <p>
          <strong>{accountCopy.maintenanceTitle(store?.name ?? PRODUCT_NAME)}</strong>
        </p>
        <p>
          {store?.supportEmail ? (
            <>
              Please contact <SupportEmailLink email={store.supportEmail} /> for help in the meantime.
            </>
          ) : (
            'Please contact the store for help in the meantime.'
          )}
        </p>
      </div>
    </PublicPage>
  );
}
