import { describe, expect, it } from 'vitest';
import { INVENTORY_STATUSES } from './inventory-status';
import { INVENTORY_STATUS_LABELS, inventoryStatusLabel } from './status-labels';

describe('inventory status labels', () => {
  it('gives every status a label of words, never its code in camel case', () => {
    expect(Object.keys(INVENTORY_STATUS_LABELS).sort()).toEqual([...INVENTORY_STATUSES].sort());
    for (const status of INVENTORY_STATUSES) {
      const label = inventoryStatusLabel(status);
      expect(label.trim(), status).not.toBe('');
      expect(label, status).not.toMatch(/[a-z][A-Z]/);
    }
  });

  it('uses the spec’s names where it gives one, and ours for the rest', () => {
    expect(inventoryStatusLabel('Pending')).toBe('Drop off pending');
    expect(inventoryStatusLabel('RequestWithdrawal')).toBe('Withdrawal Request');
    expect(inventoryStatusLabel('InTransit')).toBe('In transit');
    expect(inventoryStatusLabel('StoreRequestPriceChange')).toBe('Price change requested by store');
  });

  it('gives every status its own label', () => {
    expect(new Set(Object.values(INVENTORY_STATUS_LABELS)).size).toBe(INVENTORY_STATUSES.length);
  });

  it('shows a code it does not know as it is', () => {
    expect(inventoryStatusLabel('Lost')).toBe('Lost');
  });
});
