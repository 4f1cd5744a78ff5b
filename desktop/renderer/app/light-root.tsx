import { Outlet } from 'react-router';
import { ToastHost } from '../ui/light/toast-host';
import '../ui/light/light.css';

/**
 * The root of every route, with nothing of antd: the light kit's look and its toasts. The public
 * pages sit right under it; antd's root (app/antd-root.tsx) is a lazy route inside it, around the
 * back office, the portal and the portal's sign-up (AppRoute.usesAntd).
 */
export function LightRoot() {
  return (
    <div className="lt-app">
      <ToastHost />
      <Outlet />
    </div>
  );
}
