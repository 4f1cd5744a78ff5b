import { type ReactNode } from 'react';
import { DisabledAccountPage } from '../features/auth/disabled-account-page';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page';
import { FeesPage } from '../features/consigner-types/fees-page';
import { LoginPage } from '../features/auth/login-page';
import { MaintenancePage } from '../features/auth/maintenance-page';
import { VerifyEmailPage } from '../features/auth/verify-email-page';
import { EmployeeSignupPage } from '../features/employee-signup/employee-signup-page';
import { AddConsignerPage } from '../features/consigners/add-consigner-page';
import { ConsignerPage } from '../features/consigners/consigner-page';
import { ConsignersPage } from '../features/consigners/consigners-page';
import { AddEmployeePage } from '../features/employees/add-employee-page';
import { EmployeeDetailPage } from '../features/employees/employee-detail-page';
import { EmployeesPage } from '../features/employees/employees-page';
import { SubLocationsPage } from '../features/locations/sub-locations-page';
import { ProductTemplatesPage } from '../features/product-templates/product-templates-page';
import { ActivityPage } from '../features/inventory/activity-page';
import { AddInventoryWizard } from '../features/inventory/add-inventory-wizard';
import { InventoryDetailPage } from '../features/inventory/inventory-detail-page';
import { InventoryListPage } from '../features/inventory/inventory-list-page';
import { CreateProductPage } from '../features/products/create-product-page';
import { ProductDetailPage } from '../features/products/product-detail-page';
import { ProductsPage } from '../features/products/products-page';
import { SettingsPage } from '../features/settings/settings-page';
import { StoreSignupPage } from '../features/store-signup/store-signup-page';
import { RequestItemsPage } from '../features/store-requests/request-items-page';
import { NotFoundPage } from '../ui/not-found-page';
import { type GatedRoute } from './gating';
import { ScreenPlaceholder } from './screen-placeholder';

export interface AppRoute extends GatedRoute {
  /** The screen's name (spec 000 §2); the page heading and the browser tab title. */
  title: string;
  /** The side-menu entry to highlight on a screen that has none of its own (detail and add screens). */
  menuPath?: string;
  element: ReactNode;
}

/** Every screen below is built by a later issue, which replaces that route's `element` and nothing else. */
const notAvailable = <ScreenPlaceholder />;

/** Every route of the product, once (spec 000 §2.1 public, §2.2 private; access per §6). */
export const ROUTES: readonly AppRoute[] = [
  // spec 000 §2.1: public routes
  { path: '/login', title: 'Login', area: 'public', isGuestOnly: true, element: <LoginPage /> },
  { path: '/storeSignup', title: 'Store Login', area: 'public', element: <StoreSignupPage /> },
  {
    path: '/signup/:id',
    title: 'Employee Signup',
    area: 'public',
    isGuestOnly: true,
    element: <EmployeeSignupPage />,
  },
  // /forgot and /verify decide about signed-in visitors themselves: it depends on the ?token= of the link.
  { path: '/forgot', title: 'Reset Password', area: 'public', element: <ForgotPasswordPage /> },
  { path: '/verify', title: 'Verify Email', area: 'public', element: <VerifyEmailPage /> },
  { path: '/disabledAccount', title: 'Disabled Account', area: 'public', element: <DisabledAccountPage /> },
  { path: '/maintenance', title: 'Maintenance', area: 'public', element: <MaintenancePage /> },
  { path: '/catalogue/:handle', title: 'Catalogue', area: 'public', element: notAvailable },
  // spec 000 §2.4: the kiosk is public-facing but needs a signed-in user at the counter.
  { path: '/instore', title: 'In-Store Kiosk', area: 'public', requiresSignIn: true, element: notAvailable },
  { path: '/buyandsell', title: 'Buy and Sell', area: 'public', element: notAvailable },
  { path: '/buyandsell/:action/:code', title: 'Price Change', area: 'public', element: notAvailable },

  // spec 000 §2.2: private routes, inside the side-menu layout
  { path: '/dashboard', title: 'Dashboard', area: 'private', adminOnly: true, element: notAvailable },
  { path: '/', title: 'Products', area: 'private', access: 'Products', element: <ProductsPage /> },
  {
    path: '/request',
    title: 'Request Items',
    area: 'private',
    access: 'Products',
    element: <RequestItemsPage />,
  },
  {
    path: '/products/create',
    title: 'Create Product',
    area: 'private',
    access: 'Products',
    menuPath: '/',
    element: <CreateProductPage />,
  },
  {
    path: '/products/:id',
    title: 'Product Detail',
    area: 'private',
    access: 'Products',
    menuPath: '/',
    element: <ProductDetailPage />,
  },
  { path: '/scan', title: 'Scan Intake', area: 'private', access: 'Inventory', element: notAvailable },
  {
    path: '/addInventory/:id',
    title: 'Add Inventory',
    area: 'private',
    access: 'Inventory',
    menuPath: '/',
    element: <AddInventoryWizard />,
  },
  {
    path: '/findInventory',
    title: 'Find Inventory',
    area: 'private',
    access: 'Inventory',
    element: <InventoryListPage key="Find" mode="Find" />,
  },
  {
    path: '/inventories/:id',
    title: 'Inventory Detail',
    area: 'private',
    access: 'Inventory',
    menuPath: '/findInventory',
    element: <InventoryDetailPage />,
  },
  {
    path: '/requestedInventory',
    title: 'Requested',
    area: 'private',
    access: 'Inventory',
    element: <InventoryListPage key="Requested" mode="Requested" />,
  },
  {
    path: '/incomingInventory',
    title: 'Drop Off Pending',
    area: 'private',
    access: 'Inventory',
    element: <InventoryListPage key="Incoming" mode="Incoming" />,
  },
  {
    path: '/readyToPrint',
    title: 'Ready To Print',
    area: 'private',
    access: 'Inventory',
    element: <InventoryListPage key="ReadyToPrint" mode="ReadyToPrint" />,
  },
  {
    path: '/withdrawnInventory',
    title: 'Withdrawn',
    area: 'private',
    access: 'Inventory',
    element: <InventoryListPage key="Withdraw" mode="Withdraw" />,
  },
  {
    path: '/pendingPriceChangeInventory',
    title: 'Price Change',
    area: 'private',
    access: 'Inventory',
    element: <InventoryListPage key="PriceChange" mode="PriceChange" />,
  },
  {
    path: '/pendingWithdrawalInventory',
    title: 'Withdrawal Request',
    area: 'private',
    access: 'Inventory',
    element: <InventoryListPage key="RequestWithdrawal" mode="RequestWithdrawal" />,
  },
  {
    path: '/requestInventory',
    title: 'Consignment Requests',
    area: 'private',
    access: 'Inventory',
    element: <InventoryListPage key="Consignment" mode="Consignment" />,
  },
  {
    path: '/buyingInventory',
    title: 'Buying Requests',
    area: 'private',
    access: 'Inventory',
    element: <InventoryListPage key="Buying" mode="Buying" />,
  },
  {
    path: '/transfers',
    title: 'Transfer Inventory',
    area: 'private',
    access: 'Orders',
    element: <InventoryListPage key="Transfers" mode="Transfers" />,
  },
  {
    path: '/acceptTransfers',
    title: 'Accept Transfer',
    area: 'private',
    access: 'Inventory',
    element: <InventoryListPage key="AcceptTransfers" mode="AcceptTransfers" />,
  },
  {
    path: '/consigners',
    title: 'Consigners',
    area: 'private',
    access: 'Consigners',
    element: <ConsignersPage />,
  },
  // spec 000 §6 gates only the list and Add Consigner behind Consigners.
  {
    path: '/consigners/:id',
    title: 'Consigner Inventory',
    area: 'private',
    menuPath: '/consigners',
    element: <ConsignerPage />,
  },
  {
    path: '/addConsigner',
    title: 'Add Consigner',
    area: 'private',
    access: 'Consigners',
    menuPath: '/consigners',
    element: <AddConsignerPage />,
  },
  {
    path: '/employees',
    title: 'Employees',
    area: 'private',
    access: 'Employees',
    element: <EmployeesPage />,
  },
  {
    path: '/employees/:id',
    title: 'Employee Detail',
    area: 'private',
    access: 'Employees',
    menuPath: '/employees',
    element: <EmployeeDetailPage />,
  },
  {
    path: '/addEmployee',
    title: 'Add Employee',
    area: 'private',
    access: 'Employees',
    menuPath: '/employees',
    element: <AddEmployeePage />,
  },
  { path: '/activity', title: 'Activity', area: 'private', element: <ActivityPage /> },
  { path: '/findOrders', title: 'Find Orders', area: 'private', access: 'Orders', element: notAvailable },
  {
    path: '/orders/:id',
    title: 'Order Detail',
    area: 'private',
    access: 'Orders',
    menuPath: '/findOrders',
    element: notAvailable,
  },
  {
    path: '/pendingPayouts',
    title: 'Ready to Pay',
    area: 'private',
    access: 'Orders',
    element: notAvailable,
  },
  { path: '/payouts', title: 'Payouts', area: 'private', access: 'Orders', element: notAvailable },
  {
    path: '/payouts/:id',
    title: 'Payout Detail',
    area: 'private',
    access: 'Orders',
    menuPath: '/payouts',
    element: notAvailable,
  },
  // spec 000 §6: the Settings page itself stays open (it always offers Logout); its content needs Settings.
  { path: '/settings', title: 'Settings', area: 'private', element: <SettingsPage /> },
  { path: '/fees', title: 'Fees', area: 'private', access: 'Settings', element: <FeesPage /> },
  {
    path: '/productTemplates',
    title: 'Product Templates',
    area: 'private',
    access: 'Settings',
    element: <ProductTemplatesPage />,
  },
  {
    path: '/subLocations',
    title: 'Sublocations',
    area: 'private',
    access: 'Settings',
    element: <SubLocationsPage />,
  },
  {
    path: '/scanItems',
    title: 'Scan Items',
    area: 'private',
    access: 'Inventory',
    storeFeature: 'scanItems',
    element: notAvailable,
  },
];

/** Unknown paths fall into the private area: signed-out visitors go to /login, others see this. */
export const NOT_FOUND_ROUTE: AppRoute = {
  path: '*',
  title: 'Page Not Found',
  area: 'private',
  element: <NotFoundPage />,
};
