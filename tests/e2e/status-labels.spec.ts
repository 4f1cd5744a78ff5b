import { INVENTORY_STATUSES } from '@shared/domain/inventory-status';
import { inventoryStatusLabel } from '@shared/domain/status-labels';
import { expect, logIn, test } from './fixtures';

/**
 * Statuses are shown with their labels, never their codes (issue 12): the demo store has items in
 * every status, so its lists show them as a clerk reads them.
 */
test('the lists show status labels, never the codes', async ({ page, pageProblems }) => {
  await logIn(page);
  await page.goto('/pendingWithdrawalInventory');
  const table = page.getByRole('table').first();
  await expect(
    table.getByText(inventoryStatusLabel('RequestWithdrawal'), { exact: true }).first(),
  ).toBeVisible();
  await expect(page.getByText('RequestWithdrawal', { exact: true })).toHaveCount(0);

  await page.goto('/acceptTransfers');
  await expect(page.getByText(inventoryStatusLabel('InTransit'), { exact: true }).first()).toBeVisible();

  // The activity feed names statuses in its changes: none of the camel-case codes shows there.
  await page.goto('/activity');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  for (const status of INVENTORY_STATUSES.filter((code) => /[a-z][A-Z]/.test(code))) {
    await expect(page.getByText(new RegExp(`\\b${status}\\b`)), status).toHaveCount(0);
  }
  expect(pageProblems.list()).toEqual([]);
});
