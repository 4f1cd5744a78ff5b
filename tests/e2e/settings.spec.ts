import { type APIRequestContext, type Page } from '@playwright/test';
import { type StoreSettings, storeUpdateRequest } from '@shared/contracts/stores';
import { notices, validation } from '@shared/messages';
import { expect, test } from './fixtures';

/**
 * Settings: the demo store's Admin saves each area and sees 'Settings saved!', is told a cleared name
 * is required and an empty shop URL is refused. The demo store is shared with other specs: every field
 * this walk touches is put back afterwards.
 */
test.describe.configure({ mode: 'serial' });

const ADMIN = { email: 'admin@demo.consigndesk.local', password: 'consigndesk-demo', handle: 'demo' };

async function logInAsDemoAdmin(page: Page) {
  await page.goto('/login?handle=demo');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** The demo store's settings through the API, as the Admin. */
async function adminApi(request: APIRequestContext) {
  const login = await request.post('/open/auth/login', { data: ADMIN });
  expect(login.ok()).toBe(true);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const me = (await (await request.get('/api/me', { headers })).json()) as {
    profile: { store: { id: number } };
  };
  const path = `/api/stores/${me.profile.store.id}`;
  return {
    read: async () =>
      ((await (await request.get(path, { headers })).json()) as { store: StoreSettings }).store,
    /** Puts back every field that can be sent as it was (a field that was never set stays as saved). */
    restore: async (before: StoreSettings) => {
      const body = Object.fromEntries(
        Object.keys(storeUpdateRequest.shape).flatMap((key) => {
          const value = before[key as keyof StoreSettings];
          const field = storeUpdateRequest.shape[key as keyof typeof storeUpdateRequest.shape];
          return field.safeParse(value).success ? [[key, value]] : [];
        }),
      );
      const response = await request.put(path, { headers, data: body });
      expect(response.ok()).toBe(true);
    },
  };
}

/** Fills a required text field only when it is empty (the demo store may not have set it yet). */
async function fillIfEmpty(page: Page, label: string, value: string) {
  const input = page.getByLabel(label, { exact: true });
  if (!(await input.inputValue())) await input.fill(value);
}

const card = (page: Page, title: string) => page.getByRole('region', { name: title });

async function saveArea(page: Page, title: string) {
  await card(page, title).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(notices.settingsSaved)).toBeVisible();
  // One toast at a time: wait for it to go so the next save's toast is its own.
  await expect(page.getByText(notices.settingsSaved)).toBeHidden({ timeout: 10_000 });
}

let before: StoreSettings;

test.beforeAll(async ({ request }) => {
  before = await (await adminApi(request)).read();
});

test.afterAll(async ({ request }) => {
  await (await adminApi(request)).restore(before);
});

test('settings: each area saves, required messages, connect shop, resync waits for a platform', async ({
  page,
  pageProblems,
}) => {
  await logInAsDemoAdmin(page);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  // Store Settings: a cleared name is required; then a save.
  const storeCard = card(page, 'Store Settings');
  await storeCard.getByLabel('Name', { exact: true }).fill('');
  await storeCard.getByRole('button', { name: 'Save' }).click();
  await expect(storeCard.getByText(validation.storeSettings.nameRequired, { exact: true })).toBeVisible();
  await storeCard.getByLabel('Name', { exact: true }).fill(before.name);
  await fillIfEmpty(page, 'Redirect URL', 'https://demo.consigndesk.local');
  await fillIfEmpty(page, 'Consigner Domain', 'consign.demo.consigndesk.local');
  await fillIfEmpty(page, 'In-Store App Domain', 'instore.demo.consigndesk.local');
  await saveArea(page, 'Store Settings');

  await saveArea(page, 'Inventory Settings');
  await saveArea(page, 'Label Settings');

  // Consigner Settings needs ship instructions; add one when the store has none.
  const consignerCard = card(page, 'Consigner Settings');
  if (before.shipInstructions.length === 0) {
    await consignerCard.getByLabel('Ship Instructions').fill('Ship to the store');
    await consignerCard.getByLabel('Ship Instructions').press('Enter');
  }
  await saveArea(page, 'Consigner Settings');
  await saveArea(page, 'Custom Email Settings');

  // Connect shop: an empty URL is refused; resync says why it is off.
  const resyncCard = card(page, 'Resync All Inventory');
  await resyncCard.getByLabel('Shopify URL').fill('');
  await resyncCard.getByRole('button', { name: 'Connect Shop' }).click();
  await expect(
    resyncCard.getByText(validation.storeSettings.shopifyUrlRequired, { exact: true }),
  ).toBeVisible();
  await expect(resyncCard.getByRole('button', { name: 'Resync All Inventory' })).toBeDisabled();

  expect(pageProblems.list()).toEqual([]);
});

test('settings: VAT 150% is refused with the limit, not saved as 100; the message clears once valid (issue 12)', async ({
  page,
  request,
  pageProblems,
}) => {
  await logInAsDemoAdmin(page);
  await page.goto('/settings');
  const inventoryCard = card(page, 'Inventory Settings');
  await expect(inventoryCard.getByText('0 to 100%').first()).toBeVisible();
  const vat = inventoryCard.getByLabel('VAT Rate', { exact: true });
  await vat.fill('150');
  await vat.blur();
  // The input keeps what was typed (no clamp to 100) and says why it cannot be saved.
  await expect(vat).toHaveValue('150.00');
  await inventoryCard.getByRole('button', { name: 'Save' }).click();
  await expect(inventoryCard.getByText('VAT rate must be at most 100', { exact: true })).toBeVisible();
  await expect(page.getByText(notices.settingsSaved)).toBeHidden();
  expect((await (await adminApi(request)).read()).vatRate).toBe(before.vatRate);

  await vat.fill(String(before.vatRate));
  await expect(inventoryCard.getByText('VAT rate must be at most 100', { exact: true })).toBeHidden();
  await saveArea(page, 'Inventory Settings');
  expect(pageProblems.list()).toEqual([]);
});
