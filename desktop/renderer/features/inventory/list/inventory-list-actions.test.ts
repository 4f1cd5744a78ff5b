import { describe, expect, it } from 'vitest';
import { printLabelsAction } from './inventory-list-actions';

describe('printLabelsAction (issue 14)', () => {
  it('prints the selection’s labels on the inventory lists, Re-print in the all-status view', () => {
    expect(printLabelsAction('ReadyToPrint', 'Active')).toBe('Print labels');
    expect(printLabelsAction('Find', 'Active')).toBe('Print labels');
    expect(printLabelsAction('Find', null)).toBe('Re-print');
    expect(printLabelsAction('Withdraw', null)).toBe('Re-print');
  });

  it('offers nothing on the transfer screens', () => {
    expect(printLabelsAction('Transfers', 'Active')).toBeNull();
    expect(printLabelsAction('AcceptTransfers', null)).toBeNull();
  });
});
