/**
 * Employee access controls and roles (spec 000 §6).
 * Rule: a user whose list exists and lacks the needed entry is sent to /; a user without a list
 * (null) is not restricted by this check. The API applies the same rule to its calls.
 */
export const ACCESS_CONTROLS = [
  'Dashboard',
  'Products',
  'Inventory',
  'Consigners',
  'Employees',
  'Orders',
  'Settings',
  'InStoreApp',
] as const;
export type AccessControl = (typeof ACCESS_CONTROLS)[number];

/**
 * Reads that more than one area's screens make, and who may make them (the API declares these on the
 * routes, tests/api check them): intake (Inventory) picks a template, a location and an owner without
 * Settings or Consigners; Request Items (Products) picks a template and a location. Writes stay with
 * the area that owns the records.
 */
export const SHARED_READS = {
  /** GET /api/productTemplates, GET /api/productTemplates/{id}: the product form and intake. */
  productTemplates: ['Settings', 'Products', 'Inventory'],
  /**
   * GET /api/products (search), GET /api/products/{id}: intake adds items to a product (the Add
   * Inventory wizard reads it), and the inventory lists filter by one. Product writes stay Products'.
   */
  products: ['Products', 'Inventory'],
  /** GET /api/locations, GET /api/subLocations: where intake puts items, where requests are for. */
  locations: ['Settings', 'Products', 'Inventory'],
  /**
   * GET /api/consigners/picker: an item's owner, by name and email only (never bank details); also
   * the consigner filter of the orders screens (/findOrders).
   */
  consignerPicker: ['Consigners', 'Inventory', 'Orders'],
  /** GET /api/inventories (search): the register (Orders) finds an Active item to sell by title or SKU. */
  inventorySearch: ['Inventory', 'Orders'],
} as const satisfies Record<string, readonly [AccessControl, ...AccessControl[]]>;

/** Only Admin gets /dashboard; Employee is other staff; Consigner is a consigner account (no staff screens). */
export const ROLES = ['Admin', 'Employee', 'Consigner'] as const;
export type Role = (typeof ROLES)[number];

/** How each access control reads on screen (the employee panel, refusals); "Consigners" still goes through storeWording. */
export const ACCESS_CONTROL_LABELS: Record<AccessControl, string> = {
  Dashboard: 'Dashboard',
  Products: 'Products',
  Inventory: 'Inventory',
  Consigners: 'Consigners',
  Employees: 'Employees',
  Orders: 'Orders',
  Settings: 'Settings',
  InStoreApp: 'In-Store App',
};

/**
 * What ticking each access control opens, as the employee panel says it: the screens of the side
 * menu it shows (the route table gates them on the same control) and the reads other areas share
 * (SHARED_READS). Dashboard is the store owner's alone (spec 000 §2.2), whatever is ticked.
 */
export const ACCESS_CONTROL_OPENS: Record<AccessControl, string> = {
  Dashboard: 'Nothing yet: the Dashboard is shown to the store owner only.',
  Products: 'Add Products, product pages and Request Items; reads templates and locations to do so.',
  Inventory:
    'Scan, the Inventory lists and item pages, Buying, Consignment, Accept Transfer and Activity; adds inventory, reading products, templates, locations and consigner names (never their bank details).',
  Consigners: 'Consigners: records, payout and bank details, reports.',
  Employees: 'Employees: invite, edit and disable staff.',
  Orders:
    'Sell (the register, kiosk holds and reservations), Orders, Ready to Pay, Payouts and Transfer; reads consigner names for the order filters.',
  Settings: 'Store settings, Fees, Templates and Sublocations.',
  InStoreApp:
    "The In-Store kiosk (/instore): browses the store's stock, holds an item for the register and reserves one from the warehouse.",
};

export function hasAccess(accessControls: readonly AccessControl[] | null, needed?: AccessControl): boolean {
  if (!needed || accessControls === null) return true;
  return accessControls.includes(needed);
}

/** Who is looking at a consigner's record: the caller's profile. */
export interface BankViewer {
  kind: 'employee' | 'consigner' | null;
  role: Role | null;
  accessControls: readonly AccessControl[] | null;
  /** The caller's own consigner profile, if any. */
  consignerId: number | null;
}

/**
 * Bank details (payout destination) are shown to the store owner, to employees with Consigners and
 * to the consigner themself; to nobody else, whatever route carries the record.
 */
export function maySeeBankDetails(viewer: BankViewer, consignerId: number): boolean {
  if (viewer.kind === 'consigner') return viewer.consignerId === consignerId;
  if (viewer.kind !== 'employee') return false;
  return viewer.role === 'Admin' || hasAccess(viewer.accessControls, 'Consigners');
}
