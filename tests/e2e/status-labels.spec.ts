import { INVENTORY_STATUSES } from '@shared/domain/inventory-status';
import { inventoryStatusLabel } from '@shared/domain/status-labels';
import { expect, logIn, test } from './fixtures';
import { selectField } from './helpers';

/** What the check reads of an element (tests/tsconfig.json has no DOM types). */
interface Box {
  scrollWidth: number;
  clientWidth: number;
  querySelectorAll(selector: string): ArrayLike<Box>;
}

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

  // The status filter shows the label too, whole: even the longest one is not cut off.
  await expect(selectField(page, 'Status').shown).toHaveText(inventoryStatusLabel('RequestWithdrawal'));
  await page.goto('/pendingPriceChangeInventory');
  await page.getByRole('tab', { name: 'Requested by store' }).click();
  const longest = selectField(page, 'Status').shown;
  await expect(longest).toHaveText(inventoryStatusLabel('StoreRequestPriceChange'));
  // No part of the select is cut off (an ellipsis leaves its text wider than its box).
  const cutOff = await longest
    .locator('xpath=..')
    .evaluate(
      (element: Box) =>
        [element, ...Array.from(element.querySelectorAll('*'))].filter(
          (part) => part.scrollWidth > part.clientWidth + 1,
        ).length,
    );
  expect(cutOff).toBe(0);

  // The activity feed names statuses in its changes: none of the camel-case codes shows there.
  await page.goto('/activity');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  for (const status of INVENTORY_STATUSES.filter((code) => /[a-z][A-Z]/.test(code))) {
    await expect(page.getByText(new RegExp(`\\b${status}\\b`)), status).toHaveCount(0);
  }
  expect(pageProblems.list()).toEqual([]);
});
