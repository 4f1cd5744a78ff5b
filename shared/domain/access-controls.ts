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

/** Only Admin gets /dashboard; Employee is other staff; Consigner is a consigner account (no staff screens). */
export const ROLES = ['Admin', 'Employee', 'Consigner'] as const;
export type Role = (typeof ROLES)[number];

export function hasAccess(accessControls: readonly AccessControl[] | null, needed?: AccessControl): boolean {
  if (!needed || accessControls === null) return true;
  return accessControls.includes(needed);
}
