import { type Principal } from '../common/auth/principal';
import { type ModifiedField } from './inventory-log.entity';
import { type Inventory } from './inventory.entity';

type LoggedValue = ModifiedField['beforeValue'];

/** A value as the log keeps it: dates as ISO text, money and flags as they are. */
function loggable(value: unknown): LoggedValue {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

/** The fields whose value differs between two states of an item, as log entries. */
export function changedFields(
  before: Partial<Inventory>,
  after: Partial<Inventory>,
  fields: readonly (keyof Inventory)[],
): ModifiedField[] {
  return fields
    .map((field) => ({
      variableChanged: field,
      beforeValue: loggable(before[field]),
      afterValue: loggable(after[field]),
    }))
    .filter((change) => change.beforeValue !== change.afterValue);
}

/** Who made a change, as items and logs name them. */
export function actorOf(principal: Principal): { id: number; name: string } {
  const person = principal.employee ?? principal.consigner;
  const name = person ? `${person.firstName} ${person.lastName}`.trim() : principal.account.email;
  return { id: principal.accountId, name };
}
