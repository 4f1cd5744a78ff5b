import { type Page } from '@playwright/test';
import { validation } from '@shared/messages';
import { expect, test } from './fixtures';
import { chooseOption } from './helpers';

/**
 * Settings → Sublocations on the demo store (seeded with "Main Store" and Shelf A, Shelf B, Back Room):
 * the Add sublocation modal's required messages, then an add, then an inline edit cancelled and one saved.
 */
test.describe.configure({ mode: 'serial' });

const DEMO = { handle: 'demo', email: 'admin@demo.consigndesk.local', password: 'consigndesk-demo' };
const ADDED = `Bin ${Date.now().toString(36)}`;

async function logIn(page: Page) {
  await page.goto(`/login?handle=${DEMO.handle}`);
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test('adds a sub-location, cancels an inline edit and saves one', async ({ page, pageProblems }) => {
  await logIn(page);
  await page.goto('/subLocations');
  await expect(page.getByRole('heading', { level: 1, name: 'Sublocations' })).toBeVisible();
  await expect(rowOf(page, 'Shelf A')).toBeVisible();

  // The modal's required messages, on an empty form.
  await page.getByRole('button', { name: 'Add sublocation' }).click();
  const modal = page.getByRole('dialog', { name: 'Add sublocation' });
  await modal.getByRole('button', { name: 'Add' }).click();
  await expect(modal.getByText(validation.subLocation.locationRequired, { exact: true })).toBeVisible();
  await expect(modal.getByText(validation.subLocation.nameRequired, { exact: true })).toBeVisible();

  await chooseOption(modal, 'Location', 'Main Store');
  await modal.getByLabel('Sublocation', { exact: true }).fill(ADDED);
  await modal.getByRole('button', { name: 'Add' }).click();
  await expect(modal).toBeHidden();
  // The list reloads shortly after the create (LIST_REFRESH_AFTER_CREATE_MS).
  await expect(rowOf(page, ADDED)).toBeVisible();

  // Edit, then Cancel with the confirmation: the name stays.
  await page.getByRole('button', { name: `Edit ${ADDED}` }).click();
  const input = page.getByRole('textbox', { name: 'Name', exact: true });
  await input.fill('Should Not Stick');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(validation.inlineEdit.confirmCancel, { exact: true })).toBeVisible();
  await page.getByRole('tooltip').getByRole('button', { name: 'OK' }).click();
  await expect(rowOf(page, ADDED)).toBeVisible();
  await expect(page.getByText('Should Not Stick')).toHaveCount(0);

  // An empty name is refused inline; then Save renames the row.
  await page.getByRole('button', { name: `Edit ${ADDED}` }).click();
  await input.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(validation.inlineEdit.pleaseInput('Name'))).toBeVisible();
  await input.fill(`${ADDED} renamed`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(input).toBeHidden();
  await expect(rowOf(page, `${ADDED} renamed`)).toBeVisible();

  expect(pageProblems.list()).toEqual([]);
});
