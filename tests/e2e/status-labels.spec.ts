import { INVENTORY_STATUSES } from '@shared/domain/inventory-status';
import { inventoryStatusLabel } from '@shared/domain/status-labels';
import { expect, logIn, test } from './fixtures';
import { selectField } from './helpers';

/**
 * Statuses are shown with their labels, never their codes (issue 12): the demo store has items in
 * every status, so its lists show them as a clerk reads them.
 */
test('the lists show status labels, never the codes', async ({ page, pageProblems }) => {
  await logIn(page);
  await page.goto('/pendingWithdrawalInventory');
  await expect(
    page.getByRole('cell').getByText(inventoryStatusLabel('RequestWithdrawal'), { exact: true }).first(),
  ).toBeVisible();
  await expect(page.getByText('RequestWithdrawal', { exact: true })).toHaveCount(0);

  // The status filter shows the label too.
  await expect(selectField(page, 'Status').shown).toHaveText(inventoryStatusLabel('RequestWithdrawal'));

  // The activity feed names statuses in its changes: none of the camel-case codes shows there.
  await page.goto('/activity');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  for (const status of INVENTORY_STATUSES.filter((code) => /[a-z][A-Z]/.test(code))) {
    await expect(page.getByText(new RegExp(`\\b${status}\\b`)), status).toHaveCount(0);
  }
  expect(pageProblems.list()).toEqual([]);
});
