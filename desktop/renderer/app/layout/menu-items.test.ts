import { describe, expect, it } from 'vitest';
import { type Profile } from '@shared/contracts/me';
import { ACCESS_CONTROL_OPENS, ACCESS_CONTROLS } from '@shared/domain/access-controls';
import { makeProfile } from '../../features/session/profile.fixture';
import { ROUTES } from '../routes';
import { buildMenu, MENU_PATHS, type MenuEntry } from './menu-items';

/** Labels as a clerk reads them: "Group › Entry" for grouped entries. */
function labels(entries: MenuEntry[]): string[] {
  return entries.flatMap((entry) =>
    entry.kind === 'group' ? entry.children.map((child) => `${entry.label} › ${child.label}`) : [entry.label],
  );
}

const withScanItems = (profile: Profile): Profile => ({
  ...profile,
  store: { ...profile.store, features: { ...profile.store.features, scanItems: true } },
});

describe('buildMenu', () => {
  it('shows an unrestricted Admin of a consignment store the whole spec menu, in order', () => {
    expect(labels(buildMenu(makeProfile()))).toEqual([
      'Dashboard',
      'Add Products',
      'Inventory › Find',
      'Inventory › Requested',
      'Inventory › Drop Off Pending',
      'Inventory › Ready To Print',
      'Inventory › Withdrawn',
      'Inventory › Price Change',
      'Inventory › Withdrawal Request',
      'Request › Request Items',
      'Request › Buying',
      'Request › Consignment',
      'Transfers › Transfer',
      'Transfers › Accept Transfer',
      'Consigners',
      'Employees',
      'Activity',
      'Orders › Sell',
      'Orders › Find',
      'Orders › Reservations',
      'Orders › Ready to Pay',
      'Orders › Payouts',
      'Settings › Store',
      'Settings › Fees',
      'Settings › Templates',
      'Settings › Sublocations',
      'Settings › Billing',
      'Settings › Logout',
    ]);
  });

  it('omits Activity, Fees and Billing in a buying store and says Sellers', () => {
    const menu = labels(buildMenu(makeProfile({ store: { isBuyingStore: true } })));
    expect(menu).not.toContain('Activity');
    expect(menu).not.toContain('Settings › Fees');
    expect(menu).not.toContain('Settings › Billing');
    expect(menu).not.toContain('Consigners');
    expect(menu).toContain('Sellers');
    expect(menu).toContain('Request › Consignment');
  });

  it('shows Dashboard to Admin only', () => {
    expect(labels(buildMenu(makeProfile({ role: 'Admin' })))).toContain('Dashboard');
    expect(labels(buildMenu(makeProfile({ role: 'Employee' })))).not.toContain('Dashboard');
  });

  it('adds Scan to /scanItems only in stores with the scanItems feature', () => {
    const find = (entries: MenuEntry[]) => entries.find((entry) => entry.label === 'Scan');
    expect(find(buildMenu(makeProfile()))).toBeUndefined();
    expect(find(buildMenu(withScanItems(makeProfile())))).toMatchObject({ kind: 'link', path: '/scanItems' });
  });

  it('hides what the access controls do not allow, and groups left empty', () => {
    const menu = labels(buildMenu(makeProfile({ role: 'Employee', accessControls: ['Orders'] })));
    expect(menu).toEqual([
      'Transfers › Transfer',
      'Orders › Sell',
      'Orders › Find',
      'Orders › Reservations',
      'Orders › Ready to Pay',
      'Orders › Payouts',
      'Settings › Store',
      'Settings › Billing',
      'Settings › Logout',
    ]);
  });

  it('keeps Billing visible but disabled, with the reason', () => {
    const settings = buildMenu(makeProfile()).find((entry) => entry.key === 'settings');
    const billing =
      settings?.kind === 'group' ? settings.children.find((child) => child.key === 'billing') : null;
    expect(billing).toEqual({
      kind: 'disabled',
      key: 'billing',
      label: 'Billing',
      reason: 'Billing portal is not connected',
    });
  });

  it('links only to routes of the route table', () => {
    const paths = new Set(ROUTES.map((route) => route.path));
    for (const path of MENU_PATHS) expect(paths.has(path), path).toBe(true);
  });

  it('marks the entries spec 000 §2.2 gives a badge count', () => {
    const entries = buildMenu(makeProfile()).flatMap((entry) =>
      entry.kind === 'group' ? entry.children : [entry],
    );
    const badged = entries.filter((entry) => entry.kind === 'link' && entry.badge).map((entry) => entry.key);
    expect(badged).toEqual([
      '/requestedInventory',
      '/pendingPriceChangeInventory',
      '/pendingWithdrawalInventory',
      '/buyingInventory',
      '/requestInventory',
    ]);
  });
});

describe('the access-control panel texts (ACCESS_CONTROL_OPENS)', () => {
  it('name every side-menu entry each access control opens, and say so when it opens none', () => {
    const base = labels(buildMenu(withScanItems(makeProfile({ role: 'Employee', accessControls: [] }))));
    for (const control of ACCESS_CONTROLS) {
      const opened = labels(
        buildMenu(withScanItems(makeProfile({ role: 'Employee', accessControls: [control] }))),
      ).filter((label) => !base.includes(label));
      const text = ACCESS_CONTROL_OPENS[control];
      if (opened.length === 0)
        expect({ control, text }).toEqual({ control, text: expect.stringMatching(/^Nothing/) });
      for (const label of opened) {
        // A grouped entry is named by itself or by its group ("the Inventory lists").
        const names = label.split(' › ');
        expect({ control, label, isNamed: names.some((name) => text.includes(name)) }).toEqual({
          control,
          label,
          isNamed: true,
        });
      }
    }
  });
});
