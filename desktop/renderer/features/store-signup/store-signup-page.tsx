import { useSearchParams } from 'react-router';
import { Tabs } from '../../ui/light';
import { PublicPage } from '../../ui/public-page';
import { StoreLoginTab } from './store-login-tab';
import { StoreSignupTab } from './store-signup-tab';
import { signupExtrasFromSearch } from './store-login';

type TabKey = 'login' | 'signup';

/**
 * spec 000 §2.1 /storeSignup: find your store's login (Login tab) or open a new store (Signup tab). A
 * commerce platform's install link carries shop/accessToken/platform, so it opens on Signup.
 */
export function StoreSignupPage() {
  const [params, setParams] = useSearchParams();
  const extras = signupExtrasFromSearch(params.toString());
  const requested = params.get('tab');
  const tab: TabKey =
    requested === 'login' || requested === 'signup' ? requested : extras.shop ? 'signup' : 'login';

  const selectTab = (key: string) => {
    const next = new URLSearchParams(params);
    next.set('tab', key);
    setParams(next, { replace: true });
  };

  return (
    <PublicPage title={tab === 'signup' ? 'Store Signup' : 'Store Login'}>
      <Tabs
        activeKey={tab}
        onChange={selectTab}
        centered
        size="large"
        items={[
          { key: 'login', label: 'Login', children: <StoreLoginTab shop={extras.shop} /> },
          { key: 'signup', label: 'Signup', children: <StoreSignupTab extras={extras} /> },
        ]}
      />
    </PublicPage>
  );
}
