import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, type Page } from '@playwright/test';
import { notices, validation } from '@shared/messages';
import { DEMO_ADMIN, expect, logIn, test } from './fixtures';
import { signInApi } from './helpers';

/**
 * The inventory lists' EDIT action: a clerk selects items in Ready To Print, opens the bulk table,
 * is stopped by an emptied price ('Price is required.' under its cell, nothing sent), sets new
 * prices, saves, and sees them in the list and in the item's timeline. The demo store is shared
 * with the other walks: this one makes its own product and items, under a unique name.
 */

const ICON = join(__dirname, '..', '..', 'resources', 'icons', 'icon.png');

interface CreatedItem {
  id: number;
  code: string;
  price: number;
}

/** A product and two Active items of it, made through the API as the demo Admin. */
async function seedTwoItems(request: APIRequestContext, title: string): Promise<CreatedItem[]> {
  const { get, post, upload } = await signInApi(request, DEMO_ADMIN);

  const { productTemplates } = await get<{ productTemplates: { id: number; title: string }[] }>(
    '/api/productTemplates',
  );
  // Sizes 9 and 10 are the Sneakers template's (the demo store also sells apparel, XS–XXL).
  const template = productTemplates.find((candidate) => candidate.title === 'Sneakers');
  expect(template).toBeDefined();
  // A product needs an image: the app's icon stands in for a photo of the pair.
  const image = await upload(readFileSync(ICON));
  const { product } = await post<{ product: { id: number } }>('/api/products', {
    title,
    brand: 'Nike',
    category: 'Sneakers',
    gender: 'Men',
    sku: `BE-${title.replace(/\W+/g, '').toUpperCase()}`,
    productTemplateId: template?.id,
    image,
  });

  const options = await get<{
    locations: { value: number }[];
    consigners: { label: string; value: { id: number; isStoreAccount: boolean } }[];
  }>('/api/inventories/filterOptions');
  const consigner = options.consigners.find((option) => !option.value.isStoreAccount);
  expect(consigner).toBeDefined();
  const row = (size: string, price: number) => ({
    productId: product.id,
    option1Value: size,
    option2Value: 'New',
    price,
    quantity: 1,
    status: 'Active',
    consigner: consigner?.value.id,
    location: options.locations[0].value,
  });
  const { inventories } = await post<{ inventories: CreatedItem[] }>('/api/inventories', {
    inventoryFormArray: [row('9', 150), row('10', 160)],
  });
  expect(inventories).toHaveLength(2);
  return inventories;
}

const listRow = (page: Page, code: string) => page.locator('tr', { hasText: code });

test('edits the prices of two items in the bulk table', async ({ page, pageProblems }, testInfo) => {
  const title = `Bulk Edit Pair ${Date.now()}${testInfo.workerIndex}`;
  const [first, second] = await seedTwoItems(page.request, title);
  const bulkCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/inventories/bulkEditInventory')) bulkCalls.push(request.method());
  });

  await logIn(page);
  await page.goto('/readyToPrint');
  await expect(page.getByRole('heading', { level: 1, name: 'Ready To Print' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search inventory' }).fill(title);
  await expect(listRow(page, first.code)).toBeVisible();
  await expect(listRow(page, second.code)).toBeVisible();

  const edit = page.getByRole('button', { name: 'EDIT' });
  await expect(edit).toBeDisabled();
  await listRow(page, first.code).getByRole('checkbox').check();
  await listRow(page, second.code).getByRole('checkbox').check();
  await edit.click();
  const dialog = page.getByRole('dialog', { name: 'Edit 2 items' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(`Price for ${first.code}`)).toHaveValue('150.00');
  await expect(dialog.getByLabel(`Price for ${second.code}`)).toHaveValue('160.00');
  await page.screenshot({ path: testInfo.outputPath('bulk-table-1280.png') });

  // An emptied price: the required message under its cell, and Save sends nothing.
  await dialog.getByLabel(`Price for ${first.code}`).fill('');
  const firstRow = dialog.locator('tr', { hasText: first.code });
  await expect(firstRow.getByText(validation.inlineEdit.columnRequired('Price'))).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(firstRow.getByText(validation.inlineEdit.columnRequired('Price'))).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(bulkCalls).toEqual([]);

  await page.setViewportSize({ width: 768, height: 1024 });
  await page.screenshot({ path: testInfo.outputPath('bulk-table-768.png') });
  await page.setViewportSize({ width: 1280, height: 720 });

  // New prices for both: one call, Saved, and the list shows them.
  await dialog.getByLabel(`Price for ${first.code}`).fill('175');
  await dialog.getByLabel(`Price for ${second.code}`).fill('185.5');
  await expect(firstRow.getByText(validation.inlineEdit.columnRequired('Price'))).toBeHidden();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(notices.saved, { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(bulkCalls).toEqual(['POST']);
  await expect(listRow(page, first.code)).toContainText('$175');
  await expect(listRow(page, second.code)).toContainText('$185.50');

  // The item's timeline shows the change.
  await page.goto(`/inventories/${first.id}`);
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.locator('li', { hasText: /^Price:/ }).first()).toContainText('$150 → $175');
  expect(pageProblems.list()).toEqual([]);
});

test('asks before throwing away unsaved changes', async ({ page, pageProblems }, testInfo) => {
  const title = `Bulk Cancel Pair ${Date.now()}${testInfo.workerIndex}`;
  const [first] = await seedTwoItems(page.request, title);
  await logIn(page);
  await page.goto('/findInventory');
  await page.getByRole('searchbox', { name: 'Search inventory' }).fill(title);
  await listRow(page, first.code).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'EDIT' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit 1 item' });
  await dialog.getByLabel(`Price for ${first.code}`).fill('999');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const confirm = page.getByRole('dialog', { name: validation.inlineEdit.confirmCancel });
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(dialog.getByLabel(`Price for ${first.code}`)).toHaveValue('999.00');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(dialog).toBeHidden();
  await expect(listRow(page, first.code)).toContainText('$150');
  expect(pageProblems.list()).toEqual([]);
});
