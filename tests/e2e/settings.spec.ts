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
  // Six saves, each waiting for its toast to go (about 3 s apiece, more on a busy machine).
  test.slow();
  await logInAsDemoAdmin(page);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  // Store Settings saves as the demo store is seeded (issue 12: every required field is filled).
  await saveArea(page, 'Store Settings');

  // A cleared name is required.
  const storeCard = card(page, 'Store Settings');
  await storeCard.getByLabel('Name', { exact: true }).fill('');
  await storeCard.getByRole('button', { name: 'Save' }).click();
  await expect(storeCard.getByText(validation.storeSettings.nameRequired, { exact: true })).toBeVisible();
  await storeCard.getByLabel('Name', { exact: true }).fill(before.name);
  await saveArea(page, 'Inventory Settings');
  await saveArea(page, 'Label Settings');
  // Ship instructions are required, and the demo store has them.
  await expect(card(page, 'Consigner Settings').getByText(before.shipInstructions[0])).toBeVisible();

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

test('settings: required fields are marked; a cleared one far below Save is scrolled to and named; a bad URL or domain is refused (issue 12)', async ({
  page,
  request,
  pageProblems,
}) => {
  await logInAsDemoAdmin(page);
  await page.goto('/settings');
  const storeCard = card(page, 'Store Settings');
  // A required field says so to the screen reader and shows antd's mark; both follow the contract.
  const field = (area: string, label: string) => card(page, area).getByLabel(label, { exact: true });
  for (const label of [
    'Name',
    'Support Email',
    'Redirect URL',
    'Currency',
    'Consigner Domain',
    'In-Store App Domain',
  ]) {
    await expect(field('Store Settings', label), label).toHaveAttribute('aria-required', 'true');
  }
  for (const label of ['Store Domain', 'Consigner CNAME', 'Logo URL']) {
    await expect(field('Store Settings', label), label).not.toHaveAttribute('aria-required', 'true');
  }
  await expect(field('Consigner Settings', 'Ship Instructions')).toHaveAttribute('aria-required', 'true');

  // The clerk clears a required field, scrolls to the bottom and presses Save: the field is brought
  // back into view and named.
  const inStore = storeCard.getByLabel('In-Store App Domain', { exact: true });
  await inStore.fill('');
  const save = storeCard.getByRole('button', { name: 'Save' });
  await save.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await save.click();
  await expect(
    page.getByText(
      validation.storeSettings.checkField('In-store app domain', validation.storeSettings.domainRequired),
    ),
  ).toBeVisible();
  await expect(inStore).toBeInViewport();
  await expect(inStore).toBeFocused();
  await expect(storeCard.getByText(validation.storeSettings.domainRequired, { exact: true })).toBeVisible();

  // A domain is a host name, a URL a web address: both refused before anything is sent.
  await inStore.fill('https://instore.example.com/app');
  await expect(
    storeCard.getByText(validation.storeSettings.hostName('In-store app domain'), { exact: true }),
  ).toBeVisible();
  await inStore.fill(before.inStoreUrl ?? '');
  const redirect = storeCard.getByLabel('Redirect URL', { exact: true });
  await redirect.fill('demo.consigndesk.local');
  await save.click();
  await expect(
    page.getByText(
      validation.storeSettings.checkField(
        'Redirect URL',
        validation.storeSettings.webAddress('Redirect URL'),
      ),
    ),
  ).toBeVisible();
  await expect(redirect).toBeInViewport();
  await expect(page.getByText(notices.settingsSaved)).toBeHidden();
  expect((await (await adminApi(request)).read()).redirectURL).toBe(before.redirectURL);

  await redirect.fill(before.redirectURL ?? '');
  await saveArea(page, 'Store Settings');
  expect(pageProblems.list()).toEqual([]);
});
