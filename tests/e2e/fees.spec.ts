import { type Page } from '@playwright/test';
import { validation } from '@shared/messages';
import { expect, test } from './fixtures';

/**
 * Settings → Fees: the demo store's Admin sees the seeded consigner types, is told what the Add form
 * needs, adds a type and changes a fee inline.
 */
test.describe.configure({ mode: 'serial' });

const NEW_TYPE = `Premium ${Date.now().toString(36)}`;

async function logInAsDemoAdmin(page: Page) {
  await page.goto('/login?handle=demo');
  await page.getByLabel('Email').fill('admin@demo.consigndesk.local');
  await page.getByLabel('Password', { exact: true }).fill('consigndesk-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test('fees: seeded types, Add messages, add a type, edit a fee inline', async ({ page, pageProblems }) => {
  await logInAsDemoAdmin(page);
  await page.goto('/fees');
  await expect(page.getByRole('heading', { name: 'Fees', level: 1 })).toBeVisible();
  await expect(row(page, 'Standard')).toContainText('20%');
  await expect(row(page, 'Standard')).toContainText('Default');
  await expect(row(page, 'VIP')).toContainText('12%');

  await page.getByRole('button', { name: 'Add Consigner Type' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Consigner Type' });
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText(validation.consignerType.typeRequired, { exact: true })).toBeVisible();
  await expect(dialog.getByText(validation.consignerType.feeRequired, { exact: true })).toBeVisible();
  await expect(dialog.getByText(validation.consignerType.minFeeRequired, { exact: true })).toBeVisible();

  await dialog.getByLabel('Consigner Type').fill(NEW_TYPE);
  await dialog.getByLabel('Fee (%)').fill('15.5');
  await dialog.getByLabel('Min Fee').fill('7.25');
  await dialog.getByLabel('Category').fill('Sneakers');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, NEW_TYPE)).toContainText('15.50%');
  await expect(row(page, NEW_TYPE)).toContainText('7.25');

  await row(page, 'VIP').getByRole('button', { name: 'Edit VIP' }).click();
  // While a row is edited its name is an input's value, not text: find it by its Save button.
  const editing = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Save' }) });
  const fee = editing.getByLabel('Fee (%)');
  await fee.fill('');
  await editing.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(validation.inlineEdit.pleaseInput('Fee (%)'))).toBeVisible();
  await fee.fill('11');
  await editing.getByRole('button', { name: 'Save' }).click();
  await expect(row(page, 'VIP').getByRole('button', { name: 'Edit VIP' })).toBeVisible();
  await expect(row(page, 'VIP')).toContainText('11%');

  expect(pageProblems.list()).toEqual([]);
});
