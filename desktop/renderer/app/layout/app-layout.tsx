import { ExportOutlined, MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Avatar, Button, Drawer, Layout, Typography } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { type Profile } from '@shared/contracts/me';
import { type PublicStore } from '@shared/contracts/stores';
import { useAppVersionQuery } from '../../platform/queries';
import { Brand, PRODUCT_NAME } from '../../ui/brand';
import { useSelectedMenuKey } from '../../ui/route-menu';
import { useIsMobile } from '../../ui/use-is-mobile';
import { useSignOut } from '../use-sign-out';
import { useMenuBadgeCounts } from './menu-badges';
import { buildMenu } from './menu-items';
import { SideMenu } from './side-menu';
import { useScanAnywhere } from './use-scan-anywhere';
import '../../ui/screens.css';
import './back-office.css';

const SIDER_WIDTH = 256;
/** Below this the sider starts folded to icons, leaving a tablet's content room for a table. */
const SIDER_FOLD_BELOW_PX = 1024;
const SIDER_COLLAPSED_WIDTH = 72;
const DRAWER_WIDTH = 288;
const TAGLINE = `${PRODUCT_NAME} — every pair accounted for`;

interface AppLayoutProps {
  profile: Profile;
  children: ReactNode;
}

/** spec 000 §2.2: the side-menu layout around every private screen. */
export function AppLayout({ profile, children }: AppLayoutProps) {
  const isMobile = useIsMobile();
  const [isCollapsed, setIsCollapsed] = useState(
    () => window.matchMedia(`(max-width: ${SIDER_FOLD_BELOW_PX - 0.02}px)`).matches,
  );
  const badgeCounts = useMenuBadgeCounts();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const selectedKey = useSelectedMenuKey();
  const signOut = useSignOut();
  const entries = useMemo(() => buildMenu(profile), [profile]);
  const { store } = profile;
  const storeUrl = backToStoreUrl(store);
  const fullName = `${profile.firstName} ${profile.lastName}`.trim();
  useScanAnywhere();

  const menu = (
    <nav aria-label="Main menu" className="app-layout__nav">
      <SideMenu
        entries={entries}
        selectedKey={selectedKey}
        badgeCounts={badgeCounts}
        isFolded={!isMobile && isCollapsed}
        onLogout={signOut}
        onNavigate={() => setIsDrawerOpen(false)}
      />
    </nav>
  );

  return (
    <Layout className="app-layout">
      {isMobile ? (
        <Drawer
          placement="left"
          open={isDrawerOpen}
          onClose={() => setIsDrawerOpen(false)}
          size={DRAWER_WIDTH}
          title={<Brand />}
          styles={{ body: { padding: '8px 0' } }}
        >
          {menu}
        </Drawer>
      ) : (
        <Layout.Sider
          className="app-layout__sider"
          width={SIDER_WIDTH}
          collapsedWidth={SIDER_COLLAPSED_WIDTH}
          collapsible
          collapsed={isCollapsed}
          trigger={null}
        >
          <div className="app-layout__brand">
            <Brand isCompact={isCollapsed} />
          </div>
          {menu}
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header className="app-layout__header">
          {isMobile ? (
            <Button
              type="text"
              size="large"
              icon={<MenuOutlined />}
              aria-label="Open menu"
              onClick={() => setIsDrawerOpen(true)}
            />
          ) : (
            <Button
              type="text"
              size="large"
              icon={isCollapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              aria-label={isCollapsed ? 'Expand menu' : 'Collapse menu'}
              aria-expanded={!isCollapsed}
              onClick={() => setIsCollapsed(!isCollapsed)}
            />
          )}
          <Typography.Text strong ellipsis className="app-layout__store-name">
            {store.name}
          </Typography.Text>
          <div className="app-layout__header-end">
            {storeUrl && (
              // On a phone the icon alone, named for screen readers: the avatar must stay on-screen.
              <Button
                type="link"
                href={storeUrl}
                icon={<ExportOutlined />}
                iconPlacement="end"
                aria-label={isMobile ? 'Go Back To Store' : undefined}
              >
                {!isMobile && 'Go Back To Store'}
              </Button>
            )}
            <div className="app-layout__user" title={fullName}>
              <Avatar className="app-layout__avatar">{initials(profile)}</Avatar>
              {!isMobile && (
                <Typography.Text ellipsis className="app-layout__user-name">
                  {fullName}
                </Typography.Text>
              )}
            </div>
          </div>
        </Layout.Header>
        <Layout.Content className="app-layout__content">
          <main>{children}</main>
        </Layout.Content>
        <Layout.Footer className="app-layout__footer">
          <Footer />
        </Layout.Footer>
      </Layout>
    </Layout>
  );
}

function Footer() {
  const version = useAppVersionQuery().data;
  return (
    <>
      {TAGLINE} · © {new Date().getFullYear()}
      {version && ` · v${version}`}
    </>
  );
}

function initials({ firstName, lastName }: Pick<Profile, 'firstName' | 'lastName'>): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
}

/** The store's own shop site, when it has set one (Settings). */
function backToStoreUrl(store: PublicStore): string | null {
  return store.redirectURL ? store.redirectURL : null;
}
