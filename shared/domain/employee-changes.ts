import { authMessages } from '../messages';
import { type AccessControl, hasAccess, type Role } from './access-controls';

/** A staff member as the rules below see them. */
export interface StaffMember {
  id: number;
  role: Role;
  /** null: unrestricted (spec 000 §6). */
  accessControls: readonly AccessControl[] | null;
}

/** What an employee with Employees asks to do to a staff member (PUT /api/employees/{id} or its delete). */
export type EmployeeChange =
  | { kind: 'update'; accessControls?: readonly AccessControl[] | null; isActive?: boolean }
  | { kind: 'delete' };

const sameControls = (a: readonly AccessControl[] | null, b: readonly AccessControl[] | null) =>
  a === null || b === null ? a === b : a.length === b.length && a.every((control) => b.includes(control));

/**
 * Why `actor` may not make `change` to `target`, or null when they may. Access controls can only be
 * handed on, never raised: nobody changes their own, an employee grants only controls they hold
 * themself, and only the Admin (the store owner) grants unrestricted access (null) or touches an
 * Admin at all, so a clerk with Employees cannot promote themself through a colleague or lock the
 * owner out. Keeping one active Admin is the service's check (it needs a count).
 */
export function employeeChangeRefusal(
  actor: StaffMember,
  target: StaffMember,
  change: EmployeeChange,
): string | null {
  const isSelf = actor.id === target.id;
  if (change.kind === 'delete') {
    if (isSelf) return authMessages.cannotDeleteSelf;
    if (target.role === 'Admin' && actor.role !== 'Admin') return authMessages.adminProtected;
    return null;
  }
  const controls = change.accessControls;
  const changesControls = controls !== undefined && !sameControls(controls, target.accessControls);
  if (isSelf && changesControls) return authMessages.cannotChangeOwnAccessControls;
  if (isSelf && change.isActive === false) return authMessages.cannotDeactivateSelf;
  if (target.role === 'Admin' && actor.role !== 'Admin') return authMessages.adminProtected;
  if (!changesControls || controls === undefined) return null;
  if (controls === null) return actor.role === 'Admin' ? null : authMessages.onlyAdminGrantsUnrestricted;
  const held = target.accessControls;
  const granted = held === null ? [] : controls.filter((control) => !held.includes(control));
  const notHeld = granted.find((control) => !hasAccess(actor.accessControls, control));
  return notHeld ? authMessages.cannotGrant(notHeld) : null;
}
