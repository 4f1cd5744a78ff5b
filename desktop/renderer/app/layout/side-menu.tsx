import {
  AppstoreAddOutlined,
  BarcodeOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  HistoryOutlined,
  InboxOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  SwapOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Badge, Menu, Tooltip } from 'antd';
import { type ReactNode } from 'react';
import { logoutMenuItem, routeMenuItem, type RouteMenuItem } from '../../ui/route-menu';
import { type MenuBadge, type MenuEntry, type MenuIcon, type MenuLeaf } from './menu-items';

const ICONS: Record<MenuIcon, ReactNode> = {
  // Decorative: the entry's text names it; a screen reader should not read the icon's name too.
  dashboard: <DashboardOutlined aria-hidden />,
  products: <AppstoreAddOutlined aria-hidden />,
  scan: <BarcodeOutlined aria-hidden />,
  inventory: <DatabaseOutlined aria-hidden />,
  request: <InboxOutlined aria-hidden />,
  transfers: <SwapOutlined aria-hidden />,
  consigners: <UserOutlined aria-hidden />,
  employees: <TeamOutlined aria-hidden />,
  activity: <HistoryOutlined aria-hidden />,
  orders: <ShoppingCartOutlined aria-hidden />,
  settings: <SettingOutlined aria-hidden />,
};

interface SideMenuProps {
  entries: MenuEntry[];
  selectedKey: string;
  onLogout: () => void;
  onNavigate?: () => void;
  /** Counts next to Requested, Price Change, …; absent until the counts call exists. */
  badgeCounts?: Partial<Record<MenuBadge, number>>;
  /** The sider shows icons only: a group "open" there is a flyout over the screen. */
  isFolded?: boolean;
}

export function SideMenu({
  entries,
  selectedKey,
  onLogout,
  onNavigate,
  badgeCounts,
  isFolded = false,
}: SideMenuProps) {
  // Open the group of the current screen on arrival; afterwards the clerk decides what stays open.
  const groupOfSelected = entries.find(
    (entry) => entry.kind === 'group' && entry.children.some((child) => child.key === selectedKey),
  )?.key;

  const toItem = (leaf: MenuLeaf): RouteMenuItem => {
    if (leaf.kind === 'disabled') {
      return {
        key: leaf.key,
        disabled: true,
        label: (
          <Tooltip title={leaf.reason} placement="right">
            <span aria-description={leaf.reason}>{leaf.label}</span>
          </Tooltip>
        ),
      };
    }
    if (leaf.kind === 'logout') return logoutMenuItem(leaf.key, leaf.label, onLogout);
    const count = leaf.badge ? badgeCounts?.[leaf.badge] : undefined;
    return routeMenuItem({
      path: leaf.path,
      icon: leaf.icon ? ICONS[leaf.icon] : undefined,
      onNavigate,
      label: (
        <>
          {leaf.label}
          {count ? <Badge count={count} size="small" className="side-menu__badge" /> : null}
        </>
      ),
    });
  };

  // A folded group (or the icon-only sider) hides its children's counts: a dot on its icon says there are some.
  const hasCountInside = (children: MenuLeaf[]) =>
    children.some((child) => child.kind === 'link' && child.badge && (badgeCounts?.[child.badge] ?? 0) > 0);

  const items: RouteMenuItem[] = entries.map((entry) =>
    entry.kind === 'group'
      ? {
          key: entry.key,
          label: entry.label,
          icon: hasCountInside(entry.children) ? (
            <Badge dot offset={[-2, 2]} className="side-menu__group-badge">
              {ICONS[entry.icon]}
            </Badge>
          ) : (
            ICONS[entry.icon]
          ),
          children: entry.children.map(toItem),
        }
      : toItem(entry),
  );

  return (
    <Menu
      mode="inline"
      inlineIndent={20}
      items={items}
      selectedKeys={[selectedKey]}
      // Folded, an open group would be a flyout left covering the screen (seen at 768 px).
      defaultOpenKeys={groupOfSelected && !isFolded ? [groupOfSelected] : []}
      className="side-menu"
    />
  );
}
