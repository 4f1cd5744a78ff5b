import { type Page } from '@playwright/test';
import { validation } from '@shared/messages';
import { expect, test } from './fixtures';

/**
 * Settings › Product templates, as the demo store's Admin: the form's required messages, the
 * option-2 rule, and a new template appearing in the table (spec 000 §2.3, spec 001 §5).
 */
const HANDLE = 'demo';
const ADMIN = 'admin@demo.consigndesk.local';
const ADMIN_PASSWORD = 'consigndesk-demo';
const m = validation.template;

async function logIn(page: Page, email: string, password: string) {
  await page.goto(`/login?handle=${HANDLE}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

test('product templates: required messages, option 2 rule, add a template', async ({
  page,
  pageProblems,
}) => {
  const title = `Walk Boots ${Date.now().toString(36)}`;
  await logIn(page, ADMIN, ADMIN_PASSWORD);
  await page.goto('/productTemplates');
  await expect(page.getByRole('heading', { name: 'Product Templates' })).toBeVisible();
  // The seeded template is there.
  await expect(page.getByRole('cell', { name: 'Sneakers', exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Add Template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Template' });
  await dialog.getByLabel('Option 2 values').fill('New, Used');
  await dialog.getByRole('button', { name: 'Save' }).click();
  for (const message of [
    m.titleRequired,
    m.categoryRequired,
    m.brandRequired,
    m.option1Required,
    m.option1ValuesRequired,
    m.option2TitleMissing,
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }

  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Category').fill('Footwear');
  await dialog.getByLabel('Brand').fill('Acme');
  await dialog.getByLabel('Option 1', { exact: true }).fill('Size');
  await dialog.getByLabel('Option 1 values').fill(' 10, 4.5 ,US 9, 4');
  await dialog.getByLabel('Option 2', { exact: true }).fill('Condition');
  await expect(dialog.getByText(m.option2TitleMissing)).toBeHidden();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // The list reloads shortly after the create; option 1 values show sorted by size.
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('4, 4.5, US 9, 10');
  await expect(row.getByRole('button', { name: `Delete ${title}` })).toBeVisible();
  expect(pageProblems.list()).toEqual([]);
});
