import { type Profile } from '@shared/contracts/me';
import { storeWording } from '@shared/domain/terminology';
import { canOpen } from '../gating';
import { ROUTES } from '../routes';

export type MenuIcon =
  | 'dashboard'
  | 'products'
  | 'scan'
  | 'inventory'
  | 'request'
  | 'transfers'
  | 'consigners'
  | 'employees'
  | 'activity'
  | 'orders'
  | 'settings';

/** spec 000 §2.2: the entries whose label carries a count (filled in by a later issue). */
export type MenuBadge = 'requested' | 'priceChange' | 'withdrawalRequest' | 'buying' | 'consignment';

/** Why Billing is shown but cannot be opened yet. */
export const BILLING_UNAVAILABLE_REASON = 'Billing portal is not connected';

export type MenuLeaf =
  | { kind: 'link'; key: string; label: string; path: string; icon?: MenuIcon; badge?: MenuBadge }
  | { kind: 'disabled'; key: string; label: string; reason: string }
  | { kind: 'logout'; key: string; label: string };

export interface MenuGroup {
  kind: 'group';
  key: string;
  label: string;
  icon: MenuIcon;
  children: MenuLeaf[];
}

export type MenuEntry = MenuLeaf | MenuGroup;

/** spec 000 §2.2: the buying-store menu omits Activity, Fees and Billing. */
type LeafTemplate = MenuLeaf & { isHiddenInBuyingStore?: boolean };
type Template = LeafTemplate | (Omit<MenuGroup, 'children'> & { children: LeafTemplate[] });

function link(
  path: string,
  label: string,
  extra: { icon?: MenuIcon; badge?: MenuBadge; isHiddenInBuyingStore?: boolean } = {},
): LeafTemplate {
  return { kind: 'link', key: path, label, path, ...extra };
}

/** spec 000 §2.2, side menu, in its order. */
const MENU: readonly Template[] = [
  link('/dashboard', 'Dashboard', { icon: 'dashboard' }),
  link('/', 'Add Products', { icon: 'products' }),
  link('/scanItems', 'Scan', { icon: 'scan' }),
  {
    kind: 'group',
    key: 'inventory',
    label: 'Inventory',
    icon: 'inventory',
    children: [
      link('/findInventory', 'Find'),
      link('/requestedInventory', 'Requested', { badge: 'requested' }),
      link('/incomingInventory', 'Drop Off Pending'),
      link('/readyToPrint', 'Ready To Print'),
      link('/withdrawnInventory', 'Withdrawn'),
      link('/pendingPriceChangeInventory', 'Price Change', { badge: 'priceChange' }),
      link('/pendingWithdrawalInventory', 'Withdrawal Request', { badge: 'withdrawalRequest' }),
    ],
  },
  {
    kind: 'group',
    key: 'request',
    label: 'Request',
    icon: 'request',
    children: [
      link('/request', 'Request Items'),
      link('/buyingInventory', 'Buying', { badge: 'buying' }),
      link('/requestInventory', 'Consignment', { badge: 'consignment' }),
    ],
  },
  {
    kind: 'group',
    key: 'transfers',
    label: 'Transfers',
    icon: 'transfers',
    children: [link('/transfers', 'Transfer'), link('/acceptTransfers', 'Accept Transfer')],
  },
  link('/consigners', 'Consigners', { icon: 'consigners' }),
  link('/employees', 'Employees', { icon: 'employees' }),
  link('/activity', 'Activity', { icon: 'activity', isHiddenInBuyingStore: true }),
  {
    kind: 'group',
    key: 'orders',
    label: 'Orders',
    icon: 'orders',
    children: [
      // Ours (issue 15): the counter register, first: it is what the counter does all day.
      link('/sell', 'Sell'),
      link('/findOrders', 'Find'),
      link('/reservations', 'Reservations'),
      link('/pendingPayouts', 'Ready to Pay'),
      link('/payouts', 'Payouts'),
    ],
  },
  {
    kind: 'group',
    key: 'settings',
    label: 'Settings',
    icon: 'settings',
    children: [
      link('/settings', 'Store'),
      link('/fees', 'Fees', { isHiddenInBuyingStore: true }),
      link('/productTemplates', 'Templates'),
      link('/subLocations', 'Sublocations'),
      {
        kind: 'disabled',
        key: 'billing',
        label: 'Billing',
        reason: BILLING_UNAVAILABLE_REASON,
        isHiddenInBuyingStore: true,
      },
      // spec 000 §6: Logout is offered whatever the access controls.
      { kind: 'logout', key: 'logout', label: 'Logout' },
    ],
  },
];

const routeByPath = new Map(ROUTES.map((route) => [route.path, route]));

/** The side menu this profile should see: only what its role, access controls and store allow. */
export function buildMenu(profile: Pick<Profile, 'role' | 'accessControls' | 'store'>): MenuEntry[] {
  const { isBuyingStore } = profile.store;

  const toLeaf = ({ isHiddenInBuyingStore, ...leaf }: LeafTemplate): MenuLeaf[] => {
    if (isHiddenInBuyingStore && isBuyingStore) return [];
    if (leaf.kind === 'link') {
      const route = routeByPath.get(leaf.path);
      if (!route || !canOpen(profile, route)) return [];
    }
    return [{ ...leaf, label: storeWording(leaf.label, isBuyingStore) }];
  };

  return MENU.flatMap((template): MenuEntry[] => {
    if (template.kind !== 'group') return toLeaf(template);
    const children = template.children.flatMap(toLeaf);
    return children.length > 0 ? [{ ...template, children }] : [];
  });
}

/** Every path the menu can link to; the tests check each one is a route of the table. */
export const MENU_PATHS: readonly string[] = MENU.flatMap((template) =>
  template.kind === 'group' ? template.children : [template],
).flatMap((leaf) => (leaf.kind === 'link' ? [leaf.path] : []));
