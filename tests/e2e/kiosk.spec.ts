import { randomBytes, randomInt } from 'node:crypto';
import { type Page } from '@playwright/test';
import { formatMoney } from '@shared/domain/money-format';
import { shopperCopy, validation } from '@shared/messages';
import { expect, logIn, test } from './fixtures';
import { linkFromMail } from './mailbox';
import {
  addActiveItems,
  addConsigner,
  addLocation,
  addProduct,
  type OwnStore,
  signUpOwnStore,
} from './own-store';

/**
 * The kiosk (/instore, issue 17) of a store of the walk's own, used by its kiosk account (an
 * employee with InStoreApp only): on a desktop, a shopper picks Sneakers and size 10, opens the
 * Jordan, holds it for the register ('CONFIRMED! Please Complete at Register') and the store's Admin
 * completes the hold at /sell; on a phone-sized screen a shopper searches a Dunk, reserves a size
 * not on the floor (Reserve Mine, refused until the number has 10 digits) and the Admin marks it
 * fulfilled in Orders › Reservations; left alone, the kiosk starts over.
 */
test.describe.configure({ mode: 'serial' });

const RUN = `${Date.now().toString(36)}${randomInt(1000)}`.toUpperCase();
const usd = (amount: number) => formatMoney(amount, 'USD');

let store: OwnStore;
const kioskAccount = { handle: '', email: '', password: `pw-${randomBytes(8).toString('hex')}` };
const titles = { jordan: `Kiosk Jordan ${RUN}`, dunk: `Kiosk Dunk ${RUN}` };

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  store = await signUpOwnStore(request, 'kiosk');
  const [jordan, dunk, consigner] = await Promise.all([
    addProduct(store, titles.jordan),
    addProduct(store, titles.dunk),
    addConsigner(store, `Kiosk${RUN}`),
  ]);
  const location = await addLocation(store, `Floor ${RUN}`);
  await addActiveItems(store, { productId: jordan.id, consigner: consigner.id, location, size: '10' }, [180]);
  await addActiveItems(store, { productId: dunk.id, consigner: consigner.id, location, size: '9' }, [120]);

  // The kiosk's own account: an employee with InStoreApp and nothing else.
  kioskAccount.handle = store.admin.handle;
  kioskAccount.email = `kiosk@${store.admin.handle}.test`;
  const { employee } = await store.api<{ employee: { id: number } }>('POST', '/api/employees', {
    email: kioskAccount.email,
    firstName: 'Floor',
    lastName: 'Kiosk',
  });
  await store.api('PUT', `/api/employees/${employee.id}`, { accessControls: ['InStoreApp'] });
  const link = new URL(await linkFromMail(kioskAccount.email, '/signup/'), 'http://mail.invalid');
  const accept = await request.put(`/open/employees/accept/${employee.id}`, {
    data: { token: link.searchParams.get('token'), password: kioskAccount.password },
  });
  expect(accept.status(), await accept.text()).toBe(200);
});

async function openKiosk(page: Page, path = '/instore') {
  await logIn(page, kioskAccount);
  // The kiosk's own account lands on the kiosk after signing in.
  await expect(page).toHaveURL(/\/instore$/);
  await page.goto(path);
  await expect(page.getByText(shopperCopy.kiosk.welcomeQuestion)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: shopperCopy.kiosk.welcome })).toBeVisible();
  await expect(page.getByTestId('kiosk-store-name')).toHaveText(`Store ${store.admin.handle}`);
}

test('a shopper finds a pair by category and size and holds it for the register', async ({
  page,
  pageProblems,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openKiosk(page);
  await page.screenshot({ path: 'test-results/screens/kiosk-start-desktop.png', fullPage: true });

  const viewResults = page.getByRole('button', { name: shopperCopy.kiosk.viewResults });
  await expect(viewResults).toBeDisabled();
  await page
    .getByRole('group', { name: shopperCopy.kiosk.category })
    .getByRole('button', { name: 'Sneakers' })
    .click();
  await expect(viewResults).toBeDisabled();
  await page
    .getByRole('group', { name: shopperCopy.kiosk.size })
    .getByRole('button', { name: '10', exact: true })
    .click();
  await expect(viewResults).toBeEnabled();
  await viewResults.click();

  const grid = page.getByTestId('kiosk-products');
  await expect(grid.getByRole('article', { name: titles.jordan })).toBeVisible();
  await expect(grid.getByRole('article', { name: titles.dunk })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/kiosk-grid-desktop.png', fullPage: true });

  await grid.getByRole('article', { name: titles.jordan }).getByRole('button').first().click();
  const detail = page.getByRole('dialog', { name: titles.jordan });
  const start = detail.getByRole('button', { name: `${shopperCopy.kiosk.inStock} · ${usd(180)}` });
  await expect(start).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/kiosk-detail-desktop.png' });
  await start.click();

  await detail.getByLabel(shopperCopy.kiosk.customerName).fill('Dana Reyes');
  await detail.getByLabel(shopperCopy.kiosk.phoneNumber).fill('555-010');
  await detail.getByRole('button', { name: shopperCopy.kiosk.holdFor }).click();
  await expect(detail.getByText(validation.reserve.invalidCustomer)).toBeVisible();
  // Digits only, whatever is typed.
  await detail.getByLabel(shopperCopy.kiosk.phoneNumber).fill('(555) 010-4477');
  await expect(detail.getByLabel(shopperCopy.kiosk.phoneNumber)).toHaveValue('5550104477');
  await detail.getByRole('button', { name: shopperCopy.kiosk.holdFor }).click();
  await expect(detail.getByTestId('kiosk-confirmed')).toContainText(shopperCopy.kiosk.confirmed);
  await page.screenshot({ path: 'test-results/screens/kiosk-confirmed-desktop.png' });
  await detail.getByRole('button', { name: shopperCopy.kiosk.done }).click();

  // The pair is held: it leaves the floor's grid at once.
  await expect(grid.getByRole('article', { name: titles.jordan })).toHaveCount(0);
  await page.getByRole('button', { name: shopperCopy.kiosk.startAgain }).click();
  await expect(page.getByRole('heading', { level: 1, name: shopperCopy.kiosk.welcome })).toBeVisible();
  expect(pageProblems.list()).toEqual([]);
});

test("the register completes the kiosk's hold", async ({ page, pageProblems }) => {
  await logIn(page, store.admin);
  await page.goto('/sell');
  await page.getByRole('button', { name: /^Holds \(1\)/ }).click();
  const queue = page.getByRole('dialog', { name: 'Kiosk holds' });
  const card = queue.getByTestId('register-hold').filter({ hasText: 'Dana Reyes' });
  await card.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByTestId('register-customer')).toContainText('Dana Reyes');
  const checkout = page.getByRole('complementary', { name: 'Checkout' });
  await checkout.getByText('Card', { exact: true }).click();
  await checkout.getByRole('button', { name: 'Add card' }).click();
  await page.getByRole('button', { name: 'Complete sale' }).click();
  await expect(page.getByTestId('sale-complete')).toBeVisible();
  expect(pageProblems.list()).toEqual([]);
});

test('a shopper on a phone reserves a size not on the floor', async ({ page, pageProblems }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openKiosk(page);
  await page.screenshot({ path: 'test-results/screens/kiosk-start-phone.png', fullPage: true });
  await page.getByRole('button', { name: shopperCopy.kiosk.letsGo }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(titles.dunk);
  const grid = page.getByTestId('kiosk-products');
  await expect(grid.getByTestId('product-card')).toHaveCount(1);
  await page.screenshot({ path: 'test-results/screens/kiosk-grid-phone.png', fullPage: true });
  await grid.getByRole('article', { name: titles.dunk }).getByRole('button').first().click();

  const detail = page.getByRole('dialog', { name: titles.dunk });
  await detail.getByRole('group', { name: 'Sizes' }).getByRole('button', { name: '12', exact: true }).click();
  const reserve = detail.getByRole('button', { name: new RegExp(shopperCopy.kiosk.outOfStock) });
  await expect(reserve).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/kiosk-detail-phone.png' });
  await reserve.click();

  await expect(detail.getByLabel(shopperCopy.kiosk.countryCode)).toHaveValue('1');
  await detail.getByLabel(shopperCopy.kiosk.customerName).fill('Sam Lee Park');
  await detail.getByLabel(shopperCopy.kiosk.phoneNumber).fill('55501');
  await detail.getByRole('button', { name: shopperCopy.kiosk.next }).click();
  await expect(detail.getByText(validation.reserve.invalidCustomer)).toBeVisible();
  await detail.getByLabel(shopperCopy.kiosk.phoneNumber).fill('5550109988');
  await page.screenshot({ path: 'test-results/screens/kiosk-reserve-phone.png' });
  await detail.getByRole('button', { name: shopperCopy.kiosk.next }).click();
  await expect(detail.getByTestId('kiosk-confirmed')).toContainText(shopperCopy.kiosk.reservedTitle);
  expect(pageProblems.list()).toEqual([]);
});

test('the store sees the reservation in Orders › Reservations and marks it fulfilled', async ({
  page: counter,
}) => {
  await logIn(counter, store.admin);
  await counter.goto('/reservations');
  const row = counter.getByRole('row').filter({ hasText: 'Sam Lee Park' });
  await expect(row).toContainText('+15550109988');
  await expect(row).toContainText(titles.dunk);
  await expect(row.getByRole('cell', { name: '12', exact: true })).toBeVisible();
  await counter.screenshot({ path: 'test-results/screens/reservations-desktop.png', fullPage: true });
  await row.getByRole('button', { name: shopperCopy.reservations.markFulfilled }).click();
  await counter
    .getByRole('dialog', { name: shopperCopy.reservations.confirmFulfilled })
    .getByRole('button', { name: shopperCopy.reservations.markFulfilled })
    .click();
  await expect(counter.getByText(shopperCopy.reservations.fulfilled, { exact: true })).toBeVisible();
  await expect(counter.getByRole('row').filter({ hasText: 'Sam Lee Park' })).toHaveCount(0);
  await counter.getByText('Fulfilled', { exact: true }).click();
  await expect(counter).toHaveURL(/status=fulfilled/);
  await expect(counter.getByRole('row').filter({ hasText: 'Sam Lee Park' })).toBeVisible();
});

test('left alone, the kiosk starts over', async ({ page }) => {
  // The walk shortens the 2 minutes through the kiosk's test-only parameter; it waits for the start screen.
  await openKiosk(page, '/instore?idleMs=1500');
  await page.getByRole('button', { name: shopperCopy.kiosk.letsGo }).click();
  await expect(page.getByTestId('kiosk-products')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: shopperCopy.kiosk.welcome })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page).toHaveURL(/\/instore\?idleMs=1500$/);
});
