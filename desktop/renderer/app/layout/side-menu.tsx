import {
  AppstoreAddOutlined,
  BarcodeOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  HistoryOutlined,
  InboxOutlined,
  LogoutOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  SwapOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Badge, Menu, type MenuProps, Tooltip } from 'antd';
import { type ReactNode } from 'react';
import { Link } from 'react-router';
import { type MenuBadge, type MenuEntry, type MenuIcon, type MenuLeaf } from './menu-items';

const ICONS: Record<MenuIcon, ReactNode> = {
  dashboard: <DashboardOutlined />,
  products: <AppstoreAddOutlined />,
  scan: <BarcodeOutlined />,
  inventory: <DatabaseOutlined />,
  request: <InboxOutlined />,
  transfers: <SwapOutlined />,
  consigners: <UserOutlined />,
  employees: <TeamOutlined />,
  activity: <HistoryOutlined />,
  orders: <ShoppingCartOutlined />,
  settings: <SettingOutlined />,
};

type MenuItem = NonNullable<MenuProps['items']>[number];

interface SideMenuProps {
  entries: MenuEntry[];
  selectedKey: string;
  onLogout: () => void;
  onNavigate?: () => void;
  /** Counts next to Requested, Price Change, …; absent until the counts call exists. */
  badgeCounts?: Partial<Record<MenuBadge, number>>;
}

export function SideMenu({ entries, selectedKey, onLogout, onNavigate, badgeCounts }: SideMenuProps) {
  // Open the group of the current screen on arrival; afterwards the clerk decides what stays open.
  const groupOfSelected = entries.find(
    (entry) => entry.kind === 'group' && entry.children.some((child) => child.key === selectedKey),
  )?.key;

  const toItem = (leaf: MenuLeaf): MenuItem => {
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
    if (leaf.kind === 'logout') {
      return { key: leaf.key, label: leaf.label, icon: <LogoutOutlined />, onClick: onLogout };
    }
    const count = leaf.badge ? badgeCounts?.[leaf.badge] : undefined;
    return {
      key: leaf.key,
      icon: leaf.icon ? ICONS[leaf.icon] : undefined,
      label: (
        <Link to={leaf.path} onClick={onNavigate}>
          {leaf.label}
          {count ? <Badge count={count} size="small" className="side-menu__badge" /> : null}
        </Link>
      ),
    };
  };

  const items: MenuItem[] = entries.map((entry) =>
    entry.kind === 'group'
      ? { key: entry.key, label: entry.label, icon: ICONS[entry.icon], children: entry.children.map(toItem) }
      : toItem(entry),
  );

  return (
    <Menu
      mode="inline"
      inlineIndent={28}
      items={items}
      selectedKeys={[selectedKey]}
      defaultOpenKeys={groupOfSelected ? [groupOfSelected] : []}
      className="side-menu"
    />
  );
}
