import {
  DashboardOutlined,
  DatabaseOutlined,
  DollarOutlined,
  LogoutOutlined,
  MenuOutlined,
  PlusCircleOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Drawer, Layout, Menu, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { Navigate } from 'react-router';
import { PORTAL_SIGNUP_PATH } from '@shared/constants';
import { type Profile } from '@shared/contracts/me';
import { useSignOut } from '../../app/use-sign-out';
import { Brand } from '../../ui/brand';
import { logoutMenuItem, routeMenuItem, useSelectedMenuKey } from '../../ui/route-menu';
import { useMediaQuery } from '../../ui/use-media-query';
import { PORTAL_MENU, type PortalMenuIcon } from './portal-menu';
import { usePortalSettingsQuery } from './queries';
import '../../ui/screens.css';
import './portal.css';

const ICONS: Record<PortalMenuIcon, ReactNode> = {
  dashboard: <DashboardOutlined aria-hidden />,
  items: <DatabaseOutlined aria-hidden />,
  list: <PlusCircleOutlined aria-hidden />,
  payouts: <DollarOutlined aria-hidden />,
  settings: <SettingOutlined aria-hidden />,
};

interface PortalLayoutProps {
  profile: Profile;
  children: ReactNode;
}

/** Below this the five entries and the consigner's name no longer fit one bar: the menu moves to a drawer. */
const MENU_BAR_MIN_PX = 1024;

/** Issue 18: the consigner portal's frame: the store's name, the portal's own menu, the consigner. */
export function PortalLayout({ profile, children }: PortalLayoutProps) {
  const isMobile = useMediaQuery(`(max-width: ${MENU_BAR_MIN_PX - 0.02}px)`);
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const signOut = useSignOut();
  const { store } = profile;
  const fullName = `${profile.firstName} ${profile.lastName}`.trim();
  const selectedKey = useSelectedMenuKey();
  // A consigner who stopped signing up half-way (payout details or terms left) finishes first.
  const signupStep = usePortalSettingsQuery().data?.signupStep;
  if (signupStep !== undefined && signupStep !== 'done') return <Navigate to={PORTAL_SIGNUP_PATH} replace />;

  const links = PORTAL_MENU.map((entry) =>
    routeMenuItem({
      path: entry.path,
      label: entry.label,
      icon: ICONS[entry.icon],
      onNavigate: () => setIsDrawerOpen(false),
    }),
  );
  const logout = logoutMenuItem('logout', 'Logout', signOut);

  return (
    <Layout className="portal-layout">
      <Layout.Header className="portal-layout__header">
        {isMobile && (
          <Button
            type="text"
            size="large"
            icon={<MenuOutlined />}
            aria-label="Open menu"
            onClick={() => setIsDrawerOpen(true)}
          />
        )}
        <div className="portal-layout__store">
          {store.logo ? <img className="portal-layout__logo" src={store.logo} alt="" /> : <Brand isCompact />}
          <Typography.Text strong ellipsis className="portal-layout__store-name">
            {store.name}
          </Typography.Text>
        </div>
        {!isMobile && (
          <nav aria-label="Portal menu" className="portal-layout__nav">
            <Menu
              mode="horizontal"
              items={links}
              selectedKeys={[selectedKey]}
              className="portal-menu"
              disabledOverflow
            />
          </nav>
        )}
        <div className="portal-layout__user" title={fullName}>
          <Avatar className="portal-layout__avatar">
            {`${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.toUpperCase()}
          </Avatar>
          {!isMobile && (
            <Typography.Text ellipsis className="portal-layout__user-name">
              {fullName}
            </Typography.Text>
          )}
          {!isMobile && (
            <Button type="text" icon={<LogoutOutlined aria-hidden />} onClick={signOut}>
              Logout
            </Button>
          )}
        </div>
      </Layout.Header>
      {isMobile && (
        <Drawer
          placement="left"
          open={isDrawerOpen}
          onClose={() => setIsDrawerOpen(false)}
          size={288}
          title={store.name}
          styles={{ body: { padding: '8px 0' } }}
        >
          <nav aria-label="Portal menu">
            <Menu
              mode="inline"
              items={[...links, logout]}
              selectedKeys={[selectedKey]}
              className="portal-menu"
            />
          </nav>
        </Drawer>
      )}
      <Layout.Content className="portal-layout__content">
        <main>{children}</main>
      </Layout.Content>
      <Layout.Footer className="portal-layout__footer">
        {store.name} · © {new Date().getFullYear()}
      </Layout.Footer>
    </Layout>
  );
}
