import { type Employee } from '@shared/contracts/employees';
import {
  ACCESS_CONTROL_LABELS,
  ACCESS_CONTROL_OPENS,
  ACCESS_CONTROLS,
  type AccessControl,
} from '@shared/domain/access-controls';

export { ACCESS_CONTROL_LABELS, ACCESS_CONTROL_OPENS };

/** null is "not restricted" (spec 000 §6), which also covers screens added in later releases. */
export const UNRESTRICTED_LABEL = 'All screens';
const LISTED_NAMES_MAX = 3;

/** The access column of the employee list: short enough for a table cell, exact enough to trust. */
export function describeAccess(
  accessControls: readonly AccessControl[] | null,
  wording: (text: string) => string = (text) => text,
): string {
  if (accessControls === null) return UNRESTRICTED_LABEL;
  if (accessControls.length === 0) return 'No screens';
  const sorted = sortAccessControls(accessControls);
  if (sorted.length <= LISTED_NAMES_MAX) {
    return sorted.map((control) => wording(ACCESS_CONTROL_LABELS[control])).join(', ');
  }
  return `${sorted.length} of ${ACCESS_CONTROLS.length} screens`;
}

/** In the spec's order, without duplicates, so a saved list reads the same way every time. */
export function sortAccessControls(accessControls: readonly AccessControl[]): AccessControl[] {
  return ACCESS_CONTROLS.filter((control) => accessControls.includes(control));
}

export function isSameAccess(
  a: readonly AccessControl[] | null,
  b: readonly AccessControl[] | null,
): boolean {
  if (a === null || b === null) return a === b;
  const left = sortAccessControls(a);
  const right = sortAccessControls(b);
  return left.length === right.length && left.every((control, index) => control === right[index]);
}

/**
 * Turning "All screens" off starts from a list that still allows everything, so saving without ticking
 * anything does not lock the employee out by surprise; turning it on goes back to unrestricted (null).
 */
export function toggleUnrestricted(
  isUnrestricted: boolean,
  previousList: readonly AccessControl[] | null,
): AccessControl[] | null {
  if (isUnrestricted) return null;
  return previousList === null ? [...ACCESS_CONTROLS] : sortAccessControls(previousList);
}

/** Whether the employee has a login yet: a linked account (fbUserId) or only an invitation. */
export function hasLogin(employee: Pick<Employee, 'fbUserId'>): boolean {
  return employee.fbUserId !== null;
}

export function fullName(employee: Pick<Employee, 'firstName' | 'lastName'>): string {
  return `${employee.firstName} ${employee.lastName}`.trim();
}
