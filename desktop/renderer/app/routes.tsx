import { type ComponentType } from 'react';
import { type ListScreen } from '../features/inventory/list/inventory-list-actions';
import { type GatedRoute } from './gating';

/**
 * A screen's module, loaded the first time its route is visited (React Router's route `lazy`): each
 * screen is its own chunk, so the public pages never download the back office (vite.config.ts).
 */
export type LazyScreen = () => Promise<{ Component: ComponentType }>;

export interface AppRoute extends GatedRoute {
  /** The screen's name (spec 000 §2); the page heading and the browser tab title. */
  title: string;
  /** The side-menu entry to highlight on a screen that has none of its own (detail and add screens). */
  menuPath?: string;
  /**
   * A public-area screen built with antd (the consigner portal's sign-up): app/router.tsx puts antd's
   * root (theme, toasts) around it. The public screens themselves (bundle-chunks.ts isPublicScreen)
   * are all light (ui/light): the build fails when a first visit of one holds antd.
   */
  usesAntd?: true;
  lazy: LazyScreen;
}

/** One inventory list screen (spec 000 §2.3): the same page, started in its own mode. */
function inventoryList(mode: ListScreen): LazyScreen {
  return () =>
    import('../features/inventory/list/inventory-list-page').then(({ InventoryListPage }) => ({
      // A component of its own per mode: going from one list to another starts the page afresh.
      Component: () => <InventoryListPage mode={mode} />,
    }));
}

/** Every route of the product, once (spec 000 §2.1 public, §2.2 private; access per §6). */
export const ROUTES: readonly AppRoute[] = [
  // spec 000 §2.1: public routes
  {
    path: '/login',
    title: 'Login',
    area: 'public',
    isGuestOnly: true,
    lazy: () => import('../features/auth/login-page').then((module) => ({ Component: module.LoginPage })),
  },
  {
    path: '/storeSignup',
    title: 'Store Login',
    area: 'public',
    lazy: () =>
      import('../features/store-signup/store-signup-page').then((module) => ({
        Component: module.StoreSignupPage,
      })),
  },
  {
    path: '/signup/:id',
    title: 'Employee Signup',
    area: 'public',
    isGuestOnly: true,
    lazy: () =>
      import('../features/employee-signup/employee-signup-page').then((module) => ({
        Component: module.EmployeeSignupPage,
      })),
  },
  // /forgot and /verify decide about signed-in visitors themselves: it depends on the ?token= of the link.
  {
    path: '/forgot',
    title: 'Reset Password',
    area: 'public',
    lazy: () =>
      import('../features/auth/forgot-password-page').then((module) => ({
        Component: module.ForgotPasswordPage,
      })),
  },
  {
    path: '/verify',
    title: 'Verify Email',
    area: 'public',
    lazy: () =>
      import('../features/auth/verify-email-page').then((module) => ({ Component: module.VerifyEmailPage })),
  },
  {
    path: '/disabledAccount',
    title: 'Disabled Account',
    area: 'public',
    lazy: () =>
      import('../features/auth/disabled-account-page').then((module) => ({
        Component: module.DisabledAccountPage,
      })),
  },
  {
    path: '/maintenance',
    title: 'Maintenance',
    area: 'public',
    lazy: () =>
      import('../features/auth/maintenance-page').then((module) => ({ Component: module.MaintenancePage })),
  },
  {
    path: '/catalogue/:handle',
    title: 'Catalogue',
    area: 'public',
    lazy: () =>
      import('../features/catalogue/catalogue-page').then((module) => ({ Component: module.CataloguePage })),
  },
  // spec 000 §2.4: the kiosk is public-facing but needs a signed-in user at the counter, with InStoreApp.
  {
    path: '/instore',
    title: 'In-Store Kiosk',
    area: 'public',
    requiresSignIn: true,
    access: 'InStoreApp',
    lazy: () => import('../features/kiosk/kiosk-page').then((module) => ({ Component: module.KioskPage })),
  },
  {
    path: '/buyandsell',
    title: 'Buy and Sell',
    area: 'public',
    lazy: () =>
      import('../features/buy-and-sell/buy-and-sell-page').then((module) => ({
        Component: module.BuyAndSellPage,
      })),
  },
  {
    path: '/buyandsell/:action/:code',
    title: 'Price Change',
    area: 'public',
    lazy: () =>
      import('../features/buy-and-sell/price-link-page').then((module) => ({
        Component: module.PriceLinkPage,
      })),
  },

  // spec 000 §2.2: private routes, inside the side-menu layout
  {
    path: '/dashboard',
    title: 'Dashboard',
    area: 'private',
    adminOnly: true,
    lazy: () =>
      import('../features/dashboard/dashboard-page').then((module) => ({ Component: module.DashboardPage })),
  },
  {
    path: '/',
    title: 'Products',
    area: 'private',
    access: 'Products',
    lazy: () =>
      import('../features/products/products-page').then((module) => ({ Component: module.ProductsPage })),
  },
  {
    path: '/request',
    title: 'Request Items',
    area: 'private',
    access: 'Products',
    lazy: () =>
      import('../features/store-requests/request-items-page').then((module) => ({
        Component: module.RequestItemsPage,
      })),
  },
  {
    path: '/products/create',
    title: 'Create Product',
    area: 'private',
    access: 'Products',
    menuPath: '/',
    lazy: () =>
      import('../features/products/create-product-page').then((module) => ({
        Component: module.CreateProductPage,
      })),
  },
  {
    path: '/products/:id',
    title: 'Product Detail',
    area: 'private',
    access: 'Products',
    menuPath: '/',
    lazy: () =>
      import('../features/products/product-detail-page').then((module) => ({
        Component: module.ProductDetailPage,
      })),
  },
  {
    path: '/scan',
    title: 'Scan Intake',
    area: 'private',
    access: 'Inventory',
    lazy: () =>
      import('../features/scan-intake/scan-intake-page').then((module) => ({
        Component: () => <module.ScanIntakePage />,
      })),
  },
  {
    path: '/addInventory/:id',
    title: 'Add Inventory',
    area: 'private',
    access: 'Inventory',
    menuPath: '/',
    lazy: () =>
      import('../features/inventory/add/add-inventory-wizard').then((module) => ({
        Component: module.AddInventoryWizard,
      })),
  },
  {
    path: '/findInventory',
    title: 'Find Inventory',
    area: 'private',
    access: 'Inventory',
    lazy: inventoryList('Find'),
  },
  {
    path: '/inventories/:id',
    title: 'Inventory Detail',
    area: 'private',
    access: 'Inventory',
    menuPath: '/findInventory',
    lazy: () =>
      import('../features/inventory/detail/inventory-detail-page').then((module) => ({
        Component: module.InventoryDetailPage,
      })),
  },
  {
    path: '/requestedInventory',
    title: 'Requested',
    area: 'private',
    access: 'Inventory',
    lazy: inventoryList('Requested'),
  },
  {
    path: '/incomingInventory',
    title: 'Drop Off Pending',
    area: 'private',
    access: 'Inventory',
    lazy: inventoryList('Incoming'),
  },
  {
    path: '/readyToPrint',
    title: 'Ready To Print',
    area: 'private',
    access: 'Inventory',
    lazy: inventoryList('ReadyToPrint'),
  },
  {
    path: '/withdrawnInventory',
    title: 'Withdrawn',
    area: 'private',
    access: 'Inventory',
    lazy: inventoryList('Withdraw'),
  },
  {
    path: '/pendingPriceChangeInventory',
    title: 'Price Change',
    area: 'private',
    access: 'Inventory',
    lazy: inventoryList('PriceChange'),
  },
  {
    path: '/pendingWithdrawalInventory',
    title: 'Withdrawal Request',
    area: 'private',
    access: 'Inventory',
    lazy: inventoryList('RequestWithdrawal'),
  },
  {
    path: '/requestInventory',
    title: 'Consignment Requests',
    area: 'private',
    access: 'Inventory',
    lazy: inventoryList('Consignment'),
  },
  {
    path: '/buyingInventory',
    title: 'Buying Requests',
    area: 'private',
    access: 'Inventory',
    lazy: inventoryList('Buying'),
  },
  {
    path: '/transfers',
    title: 'Transfer Inventory',
    area: 'private',
    access: 'Orders',
    lazy: inventoryList('Transfers'),
  },
  {
    path: '/acceptTransfers',
    title: 'Accept Transfer',
    area: 'private',
    access: 'Inventory',
    lazy: inventoryList('AcceptTransfers'),
  },
  {
    path: '/consigners',
    title: 'Consigners',
    area: 'private',
    access: 'Consigners',
    lazy: () =>
      import('../features/consigners/consigners-page').then((module) => ({
        Component: module.ConsignersPage,
      })),
  },
  // spec 000 §6 gates only the list and Add Consigner behind Consigners.
  {
    path: '/consigners/:id',
    title: 'Consigner Inventory',
    area: 'private',
    menuPath: '/consigners',
    lazy: () =>
      import('../features/consigners/consigner-page').then((module) => ({ Component: module.ConsignerPage })),
  },
  {
    path: '/addConsigner',
    title: 'Add Consigner',
    area: 'private',
    access: 'Consigners',
    menuPath: '/consigners',
    lazy: () =>
      import('../features/consigners/add-consigner-page').then((module) => ({
        Component: module.AddConsignerPage,
      })),
  },
  {
    path: '/employees',
    title: 'Employees',
    area: 'private',
    access: 'Employees',
    lazy: () =>
      import('../features/employees/employees-page').then((module) => ({ Component: module.EmployeesPage })),
  },
  {
    path: '/employees/:id',
    title: 'Employee Detail',
    area: 'private',
    access: 'Employees',
    menuPath: '/employees',
    lazy: () =>
      import('../features/employees/employee-detail-page').then((module) => ({
        Component: module.EmployeeDetailPage,
      })),
  },
  {
    path: '/addEmployee',
    title: 'Add Employee',
    area: 'private',
    access: 'Employees',
    menuPath: '/employees',
    lazy: () =>
      import('../features/employees/add-employee-page').then((module) => ({
        Component: module.AddEmployeePage,
      })),
  },
  {
    path: '/activity',
    title: 'Activity',
    area: 'private',
    // The feed is GET /api/inventoryLogs (Inventory): without it the entry would only lead to refusals.
    access: 'Inventory',
    lazy: () =>
      import('../features/inventory/activity/activity-page').then((module) => ({
        Component: module.ActivityPage,
      })),
  },
  // Ours (issue 15): the counter register; a shop with no online store sells here.
  {
    path: '/sell',
    title: 'Sell',
    area: 'private',
    access: 'Orders',
    lazy: () =>
      import('../features/register/register-page').then((module) => ({ Component: module.RegisterPage })),
  },
  {
    path: '/findOrders',
    title: 'Find Orders',
    area: 'private',
    access: 'Orders',
    lazy: () =>
      import('../features/orders/find-orders-page').then((module) => ({ Component: module.FindOrdersPage })),
  },
  {
    path: '/orders/:id',
    title: 'Order Detail',
    area: 'private',
    access: 'Orders',
    menuPath: '/findOrders',
    lazy: () => import('../features/orders/order-page').then((module) => ({ Component: module.OrderPage })),
  },
  // Ours (issue 17): the kiosk's Reserve Mine orders, for the store to fulfil or cancel.
  {
    path: '/reservations',
    title: 'Reservations',
    area: 'private',
    access: 'Orders',
    lazy: () =>
      import('../features/reservations/reservations-page').then((module) => ({
        Component: module.ReservationsPage,
      })),
  },
  {
    path: '/pendingPayouts',
    title: 'Ready to Pay',
    area: 'private',
    access: 'Orders',
    lazy: () =>
      import('../features/payouts/ready-to-pay-page').then((module) => ({
        Component: module.ReadyToPayPage,
      })),
  },
  {
    path: '/payouts',
    title: 'Payouts',
    area: 'private',
    access: 'Orders',
    lazy: () =>
      import('../features/payouts/payouts-page').then((module) => ({ Component: module.PayoutsPage })),
  },
  {
    path: '/payouts/:id',
    title: 'Payout Detail',
    area: 'private',
    access: 'Orders',
    menuPath: '/payouts',
    lazy: () =>
      import('../features/payouts/payout-page').then((module) => ({ Component: module.PayoutPage })),
  },
  // spec 000 §6: the Settings page itself stays open (it always offers Logout); its content needs Settings.
  {
    path: '/settings',
    title: 'Settings',
    area: 'private',
    lazy: () =>
      import('../features/settings/settings-page').then((module) => ({ Component: module.SettingsPage })),
  },
  {
    path: '/fees',
    title: 'Fees',
    area: 'private',
    access: 'Settings',
    lazy: () =>
      import('../features/consigner-types/fees-page').then((module) => ({ Component: module.FeesPage })),
  },
  {
    path: '/productTemplates',
    title: 'Product Templates',
    area: 'private',
    access: 'Settings',
    lazy: () =>
      import('../features/product-templates/product-templates-page').then((module) => ({
        Component: module.ProductTemplatesPage,
      })),
  },
  {
    path: '/subLocations',
    title: 'Sublocations',
    area: 'private',
    access: 'Settings',
    lazy: () =>
      import('../features/locations/sub-locations-page').then((module) => ({
        Component: module.SubLocationsPage,
      })),
  },
  {
    path: '/scanItems',
    title: 'Scan Items',
    area: 'private',
    access: 'Inventory',
    storeFeature: 'scanItems',
    lazy: () =>
      import('../features/scan-runs/scan-items-page').then((module) => ({
        Component: module.ScanItemsPage,
      })),
  },
];

/**
 * Ours (issue 18): the consigner portal, under /portal on the store's address and its consigner
 * address. Its own shell and menu (features/portal/portal-shell), loaded with its first screen; the
 * sign-up page is public (a visitor from the catalogue's Sign up link has no account yet).
 */
export const PORTAL_ROUTES: readonly AppRoute[] = [
  {
    path: '/portal/signup',
    title: 'Sign Up',
    area: 'public',
    usesAntd: true,
    lazy: () =>
      import('../features/portal/signup/portal-signup-page').then((module) => ({
        Component: module.PortalSignupPage,
      })),
  },
  {
    path: '/portal',
    title: 'Dashboard',
    area: 'portal',
    lazy: () =>
      import('../features/portal/dashboard/portal-dashboard-page').then((module) => ({
        Component: module.PortalDashboardPage,
      })),
  },
  {
    path: '/portal/items',
    title: 'My Items',
    area: 'portal',
    lazy: () =>
      import('../features/portal/items/portal-items-page').then((module) => ({
        Component: module.PortalItemsPage,
      })),
  },
  {
    path: '/portal/list',
    title: 'List Items',
    area: 'portal',
    lazy: () =>
      import('../features/portal/drop-off/portal-list-items-page').then((module) => ({
        Component: module.PortalListItemsPage,
      })),
  },
  {
    path: '/portal/payouts',
    title: 'Payouts',
    area: 'portal',
    lazy: () =>
      import('../features/portal/payouts/portal-payouts-page').then((module) => ({
        Component: module.PortalPayoutsPage,
      })),
  },
  {
    path: '/portal/settings',
    title: 'Settings',
    area: 'portal',
    lazy: () =>
      import('../features/portal/settings/portal-settings-page').then((module) => ({
        Component: module.PortalSettingsPage,
      })),
  },
];

/** Unknown paths fall into the private area: signed-out visitors go to /login, others see this. */
export const NOT_FOUND_ROUTE: AppRoute = {
  path: '*',
  title: 'Page Not Found',
  area: 'private',
  lazy: () => import('../ui/not-found-page').then((module) => ({ Component: module.NotFoundPage })),
};
