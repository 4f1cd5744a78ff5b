import { notices, validation } from '@shared/messages';
import { expect, logIn, test } from './fixtures';

/** Inventory intake on the demo store, as a clerk at the counter does it. */
test('adds inventory through the Add Inventory dialog, with the warnings and the payout', async ({
  page,
  pageProblems,
}) => {
  await logIn(page);
  await page.goto('/');
  await page.getByRole('link', { name: /Nike Dunk Low Panda/ }).click();
  await page.getByRole('button', { name: 'Add Inventory' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Inventory' });

  // Nothing chosen yet: the spec's warning names the template's options.
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(dialog.getByText(validation.inventory.selectOptionsFirst('Size, Condition,'))).toBeVisible();

  await dialog.getByText('9.5', { exact: true }).click();
  await dialog.getByText('10', { exact: true }).click();
  await dialog.getByLabel('Quantity for 10', { exact: true }).fill('2');
  await dialog.getByLabel('Price for 9.5', { exact: true }).fill('150');
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(dialog.getByText(validation.inventory.selectOptionsFirst('Size, Condition,'))).toBeVisible();
  await dialog.getByLabel('Price for 10', { exact: true }).fill('200');

  // The store's own account owns it at first: what it cost, not a payout.
  await expect(dialog.getByLabel('Cost for 10', { exact: true })).toBeVisible();
  // Jordan Reyes consigns on Standard fees (20%, min 10): 200 pays out 160, 150 pays out 120.
  await dialog.getByLabel('Owner', { exact: true }).fill('Jordan');
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Jordan Reyes' })
    .click();
  await expect(dialog.getByText('Payout $160')).toBeVisible();
  await expect(dialog.getByText('Payout $120')).toBeVisible();

  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText(notices.inventoryAdded('Nike Dunk Low Panda'))).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(pageProblems.list()).toEqual([]);
});
