import { LogoutOutlined } from '@ant-design/icons';
import { type MenuProps } from 'antd';
import { type ReactNode } from 'react';
import { Link } from 'react-router';
import { useCurrentRoute } from '../app/current-route';

/**
 * The menus of the signed-in shells (the back office's side menu, the consigner portal's bar): antd
 * Menu items built from a list of routes, the current route's entry highlighted. Not used by the
 * public pages.
 */
export type RouteMenuItem = NonNullable<MenuProps['items']>[number];

/** An entry opening a route: keyed by the route's path, so `useSelectedMenuKey` highlights it. */
export function routeMenuItem({
  path,
  label,
  icon,
  onNavigate,
}: {
  path: string;
  label: ReactNode;
  icon?: ReactNode;
  /** After the link is followed (the drawer closes). */
  onNavigate?: () => void;
}): RouteMenuItem {
  return {
    key: path,
    icon,
    label: (
      <Link to={path} onClick={onNavigate}>
        {label}
      </Link>
    ),
  };
}

/** Logout, offered whatever the profile may open (spec 000 §6). */
export function logoutMenuItem(key: string, label: string, onLogout: () => void): RouteMenuItem {
  return { key, label, icon: <LogoutOutlined aria-hidden />, onClick: onLogout };
}

/** The menu key of the current screen: its route's `menuPath` (a detail under its list), else its path. */
export function useSelectedMenuKey(): string {
  const route = useCurrentRoute();
  return route?.menuPath ?? route?.path ?? '';
}
