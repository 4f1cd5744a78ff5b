import { type EntityManager } from 'typeorm';
import { type Principal } from '../common/auth/principal';
import { InventoryLog, type ModifiedField } from './inventory-log.entity';
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

/**
 * Writes one log entry per changed item, in the caller's transaction (issue 5: every change of an
 * item is logged in the same transaction as the change). Entries without a change are skipped.
 */
export async function writeInventoryLogs(
  manager: EntityManager,
  principal: Principal,
  entries: readonly { item: Pick<Inventory, 'id' | 'storeId'>; changes: ModifiedField[] }[],
): Promise<void> {
  await writeInventoryLogsAs(manager, actorOf(principal), entries);
}

/**
 * writeInventoryLogs for a change made without a signed-in principal (a consigner answering an
 * emailed link): the actor is named by the caller.
 */
export async function writeInventoryLogsAs(
  manager: EntityManager,
  actor: { id: number | null; name: string },
  entries: readonly { item: Pick<Inventory, 'id' | 'storeId'>; changes: ModifiedField[] }[],
): Promise<void> {
  const rows = entries
    .filter((entry) => entry.changes.length > 0)
    .map((entry) =>
      manager.getRepository(InventoryLog).create({
        storeId: entry.item.storeId,
        inventoryId: entry.item.id,
        lastUpdatedById: actor.id,
        lastUpdatedByName: actor.name,
        modifiedFields: entry.changes,
      }),
    );
  if (rows.length > 0) await manager.getRepository(InventoryLog).save(rows, { chunk: 200 });
}
