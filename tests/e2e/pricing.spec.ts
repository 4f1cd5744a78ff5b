import { type APIRequestContext } from '@playwright/test';
import { validation } from '@shared/messages';
import { expect, logIn, test } from './fixtures';
import {
  addActiveItems,
  addConsigner,
  addLocation,
  addProduct,
  type OwnStore,
  signUpOwnStore,
} from './own-store';
import { chooseOption, chooseSize, clearOption, selectField } from './helpers';

/**
 * Price guidance and the consigner page, in a store of this walk's own (one per worker): the walks
 * change the price alert and early-withdrawal settings, which the demo store's other walks must not
 * see. Each test sets the settings it needs and adds its own products and consigners.
 */

const RUN = Date.now().toString(36);
let context: APIRequestContext;
let store: OwnStore;
let location: number;

test.beforeAll(async ({ playwright }, testInfo) => {
  context = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  store = await signUpOwnStore(context, 'pricing');
  location = await addLocation(store, 'Front Counter');
});
test.afterAll(() => context.dispose());

const settings = (fields: Record<string, unknown>) =>
  store.api('PUT', `/api/stores/${store.storeId}`, fields);

test('the Add Inventory dialog shows the lowest active price and warns above it less warnAmount', async ({
  page,
  pageProblems,
}) => {
  await settings({ warnAmount: 10, warnText: null });
  const product = await addProduct(store, `Dunk Low Alert ${RUN}`);
  const owner = await addConsigner(store, `Alert${RUN}`);
  await addActiveItems(
    store,
    { productId: product.id, consigner: owner.id, location, size: '10' },
    [230, 200],
  );

  await logIn(page, store.admin);
  await page.goto(`/products/${product.id}`);
  await page.getByRole('button', { name: 'Add Inventory' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Inventory' });
  await chooseSize(dialog, '9');
  await chooseSize(dialog, '10');
  const row = (size: string) =>
    dialog.locator('tr', { has: page.getByLabel(`Price for ${size}`, { exact: true }) });

  // Size 10 has Active stock: its lowest price is the hint; size 9 has none, so no hint.
  await expect(row('10')).toContainText('Lowest active $200 · 2 in stock');
  await expect(row('9')).not.toContainText('Lowest active');

  // 200 less warnAmount 10: above 190 the alert shows, in our words (the store has no warnText).
  await dialog.getByLabel('Price for 10', { exact: true }).fill('195');
  await expect(row('10').getByRole('alert')).toHaveText(
    validation.inventory.priceAboveLowest('$190', '$200'),
  );
  await dialog.getByLabel('Price for 10', { exact: true }).fill('190');
  await expect(row('10').getByRole('alert')).toHaveCount(0);
  await dialog.getByLabel('Price for 9', { exact: true }).fill('500');
  await expect(row('9').getByRole('alert')).toHaveCount(0);
  expect(pageProblems.list()).toEqual([]);
});

test("the wizard's Price step says the store's warnText, and nothing with warnAmount 0", async ({
  page,
  pageProblems,
}) => {
  const warnText = `Above the market: check the lowest price first (${RUN}).`;
  await settings({ warnAmount: 10, warnText });
  const product = await addProduct(store, `Samba Alert ${RUN}`);
  const owner = await addConsigner(store, `Wizard${RUN}`);
  await addActiveItems(store, { productId: product.id, consigner: owner.id, location, size: '9.5' }, [200]);

  await logIn(page, store.admin);
  await page.goto(`/products/${product.id}`);
  await page.getByRole('link', { name: 'Add inventory step by step' }).click();
  const wizard = page.getByRole('dialog', { name: 'Add inventory' });
  await wizard.getByRole('button', { name: '9.5', exact: true }).click();
  await wizard.getByRole('button', { name: 'New', exact: true }).click();
  await expect(wizard.getByText('Lowest active $200 · 1 in stock')).toBeVisible();
  await wizard.getByLabel('Price', { exact: true }).fill('250');
  await expect(wizard.getByRole('alert')).toHaveText(warnText);
  await wizard.getByLabel('Price', { exact: true }).fill('185');
  await expect(wizard.getByRole('alert')).toHaveCount(0);

  // warnAmount 0 turns the alert off (the profile reloads with the page).
  await settings({ warnAmount: 0 });
  await page.reload();
  await wizard.getByRole('button', { name: '9.5', exact: true }).click();
  await wizard.getByRole('button', { name: 'New', exact: true }).click();
  await wizard.getByLabel('Price', { exact: true }).fill('999');
  await expect(wizard.getByText('Lowest active $200 · 1 in stock')).toBeVisible();
  await expect(wizard.getByRole('alert')).toHaveCount(0);
  expect(pageProblems.list()).toEqual([]);
});

test("an early withdrawal's fee shows on the consigner, with the item under Withdrawn", async ({
  page,
  pageProblems,
}) => {
  await settings({ withdrawalFee: 25, earlyWithdrawalDays: 30 });
  const product = await addProduct(store, `Jordan Early ${RUN}`);
  const owner = await addConsigner(store, `Early${RUN}`);
  const [item] = await addActiveItems(
    store,
    { productId: product.id, consigner: owner.id, location, size: '11' },
    [300],
  );

  await logIn(page, store.admin);
  await page.goto(`/inventories/${item.id}`);
  await page.getByRole('button', { name: 'Withdraw' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `Withdraw ${item.code}?` });
  await expect(confirm).toContainText('This is an early withdrawal');
  await expect(confirm).toContainText(`The withdrawal fee of $25 is charged to ${owner.name}`);
  await expect(confirm.getByRole('checkbox', { name: 'Charge the early withdrawal fee' })).toBeChecked();
  await confirm.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('Withdrawn. Early withdrawal fee $25 charged.')).toBeVisible();
  await expect(page.locator('.page-header__tags').getByText('Withdrawn')).toBeVisible();

  await page.goto(`/consigners/${owner.id}`);
  await expect(page.getByRole('heading', { level: 1, name: owner.name })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Outstanding withdrawal fees: $25' })).toBeVisible();
  // The list starts at Active, where the withdrawn item no longer is.
  const inventory = page.getByRole('region', { name: 'Inventory' });
  await expect(inventory).toContainText('No Active items match.');
  await chooseOption(inventory, 'Status', 'Withdrawn');
  const row = inventory.locator('tr', { hasText: item.code });
  await expect(row).toContainText('Withdrawn');
  await expect(row).toContainText(`Jordan Early ${RUN}`);
  expect(pageProblems.list()).toEqual([]);
});

test('the consigner page lists their Active items, filters by size and opens one', async ({
  page,
  pageProblems,
}) => {
  const product = await addProduct(store, `Air Max List ${RUN}`);
  const owner = await addConsigner(store, `List${RUN}`);
  const item = (size: string, prices: number[]) =>
    addActiveItems(store, { productId: product.id, consigner: owner.id, location, size }, prices);
  await item('9', [150]);
  const tens = await item('10', [180, 190]);
  // A drop-off waiting for the store: not Active, so not in the first view.
  await store.api('POST', '/api/inventories', {
    inventoryFormArray: [
      {
        productId: product.id,
        option1Value: '12',
        option2Value: 'New',
        price: 99,
        status: 'Pending',
        consigner: owner.id,
      },
    ],
  });

  await logIn(page, store.admin);
  await page.goto(`/consigners/${owner.id}`);
  const inventory = page.getByRole('region', { name: 'Inventory' });
  await expect(selectField(inventory, 'Status').shown).toHaveText('Active');
  await expect(inventory).toContainText('Inventory (3)');
  await expect(inventory.locator('tbody tr', { hasText: `Air Max List ${RUN}` })).toHaveCount(3);

  await chooseOption(inventory, 'Size', '10');
  await expect(inventory).toContainText('Inventory (2)');
  await expect(inventory.locator('tbody tr', { hasText: `Air Max List ${RUN}` })).toHaveCount(2);

  // Every status: the size-12 drop-off is not size 10; without the size it shows too.
  await clearOption(inventory, 'Status', 'Every status');
  await expect(inventory).toContainText('Inventory (2)');
  await clearOption(inventory, 'Size', 'Size');
  await expect(inventory).toContainText('Inventory (4)');
  await expect(inventory.locator('tr', { hasText: 'Drop off pending' })).toHaveCount(1);

  await inventory.getByRole('link', { name: `View ${tens[0].code}` }).click();
  await expect(page).toHaveURL(new RegExp(`/inventories/${tens[0].id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Air Max List ${RUN}` })).toBeVisible();
  expect(pageProblems.list()).toEqual([]);
});
