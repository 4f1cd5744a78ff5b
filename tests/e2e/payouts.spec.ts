import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { type Locator, type Page } from '@playwright/test';
import { type Order } from '@shared/contracts/orders';
import { type ReadyToPayResponse } from '@shared/contracts/payouts';
import { notices, validation } from '@shared/messages';
import { expect, logIn, test } from './fixtures';
import { screenshotBothWidths } from './helpers';
import { CHEQUE_SERVICE_URL } from './local-cheque-service';
import {
  addActiveItems,
  addConsigner,
  addLocation,
  addProduct,
  type OwnStore,
  signUpOwnStore,
} from './own-store';

/**
 * The payout screens (issue 16; spec 000 §2.2–§2.3 Payouts, §4): Ready to Pay, creating a payout,
 * its detail with export and marking paid (one consigner, then the rest), the Payouts list; and an
 * automated payout against the local cheque service that is refused, then retried and paid. Each
 * walk signs up a store of its own and sells through the real checkout.
 */

const SCREENSHOT_DIR = resolve(__dirname, '..', '..', 'test-results', 'payout-screens');
const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.toUpperCase();

interface PayoutStore {
  store: OwnStore;
  alpha: { id: number; name: string };
  bravo: { id: number; name: string };
  storeAccountName: string;
  orders: Order[];
}

/** Alpha sells three items, Bravo one, the store's own account one (never payable). */
async function storeWithSales(
  request: Parameters<typeof signUpOwnStore>[0],
  name: string,
): Promise<PayoutStore> {
  const store = await signUpOwnStore(request, name);
  const location = await addLocation(store, 'Counter');
  const product = await addProduct(store, `Dunk Payout ${name} ${RUN}`);
  const alpha = await addConsigner(store, `Alpha${RUN}`);
  const bravo = await addConsigner(store, `Bravo${RUN}`);
  const { consigners } = await store.api<{
    consigners: { id: number; firstName: string; lastName: string; isStoreAccount: boolean }[];
  }>('GET', '/api/consigners/picker');
  const storeAccount = consigners.find((consigner) => consigner.isStoreAccount)!;
  const item = { productId: product.id, location, size: '10' };
  const alphaItems = await addActiveItems(store, { ...item, consigner: alpha.id }, [100, 150, 1900]);
  const bravoItems = await addActiveItems(store, { ...item, consigner: bravo.id }, [250]);
  const ownItems = await addActiveItems(store, { ...item, consigner: storeAccount.id }, [300]);
  const prices = [100, 150, 1900, 250, 300];
  const sold = [...alphaItems, ...bravoItems, ...ownItems];
  const total = prices.reduce((sum, price) => sum + price, 0);
  const { order } = await store.api<{ order: Order }>('POST', '/api/orders/checkout', {
    lines: sold.map((one) => ({ inventoryId: one.id })),
    payments: [{ method: 'cash', amount: total }],
    expectedTotal: total,
  });
  return {
    store,
    alpha,
    bravo,
    storeAccountName: `${storeAccount.firstName} ${storeAccount.lastName}`,
    orders: [order],
  };
}

const readyToPay = (store: OwnStore) =>
  store.api<ReadyToPayResponse>('GET', '/api/inventories/ordersPayoutInventories');

const group = (page: Page, name: string) => page.getByRole('region', { name });

async function readDownload(page: Page, button: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
}

const money2 = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(
    amount,
  );

test('Ready to Pay → a payout: select, create, see, export, mark one consigner paid, then the rest', async ({
  page,
  request,
  pageProblems,
}, testInfo) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  const world = await storeWithSales(request, 'payouts');
  // Bravo is paid by bank: the Bank Details dialog has numbers to mask.
  await world.store.api('PUT', `/api/consigners/${world.bravo.id}`, {
    payoutType: 'Bank',
    bankData: {
      accountName: 'Walk Bravo',
      accountNumber: '123456789',
      routingType: 'abaNumber',
      routingNumber: '021000021',
    },
  });
  const owed = await readyToPay(world.store);
  // The store's own account is never payable: only Alpha's three and Bravo's one are waiting.
  expect(owed.count).toBe(4);
  const alphaOwed = owed.consigners.find((entry) => entry.consigner.id === world.alpha.id)!;
  const bravoOwed = owed.consigners.find((entry) => entry.consigner.id === world.bravo.id)!;
  const bravoItem = owed.inventories.find((item) => item.consignerId === world.bravo.id)!;

  await logIn(page, world.store.admin);
  await page.goto('/pendingPayouts');
  await expect(page.getByRole('heading', { level: 1, name: 'Ready to Pay' })).toBeVisible();
  await expect(page.getByTestId('ready-to-pay-summary')).toContainText('4 items unpaid');
  await expect(page.getByTestId('ready-to-pay-group')).toHaveCount(2);
  await expect(group(page, world.alpha.name).getByTestId('consigner-owed')).toContainText(
    money2(alphaOwed.owed),
  );
  await expect(page.getByText(world.storeAccountName)).toHaveCount(0);
  await expect(group(page, world.alpha.name).getByRole('link', { name: world.alpha.name })).toHaveAttribute(
    'href',
    `/consigners/${world.alpha.id}`,
  );
  await screenshotBothWidths(page, testInfo, SCREENSHOT_DIR, 'ready-to-pay');

  // Nothing selected: the spec's message.
  await page.getByRole('button', { name: 'Create payout' }).click();
  await expect(page.getByText(validation.payouts.selectAtLeastOne)).toBeVisible();

  // The search narrows to Bravo's item and keeps it in the address.
  await page.getByRole('searchbox', { name: 'Search ready to pay' }).fill(bravoItem.code);
  await expect(page).toHaveURL(new RegExp(`search=${bravoItem.code}`));
  await expect(page.getByTestId('ready-to-pay-item')).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Search ready to pay' }).fill('');
  await expect(page.getByTestId('ready-to-pay-item')).toHaveCount(4);

  // Select All takes every match; the bar shows the count and what it pays.
  await page.getByRole('button', { name: 'Select All (4)' }).click();
  await expect(page.getByTestId('selection-summary')).toContainText('4 items selected');
  await expect(page.getByTestId('selection-summary')).toContainText(money2(owed.total));
  // Untick Bravo's group, tick his one item again: the same selection.
  await group(page, world.bravo.name)
    .getByRole('checkbox', { name: `Select every item of ${world.bravo.name}` })
    .click();
  await expect(page.getByTestId('selection-summary')).toContainText('3 items selected');
  await expect(page.getByTestId('selection-summary')).toContainText(money2(alphaOwed.owed));
  await page.getByRole('checkbox', { name: `Select ${bravoItem.code}` }).check();
  await expect(page.getByTestId('selection-summary')).toContainText('4 items selected');

  await page.getByRole('button', { name: 'Create payout' }).click();
  await expect(page.getByText(notices.creatingPayout)).toBeVisible();
  await expect(page).toHaveURL(/\/payouts\/\d+$/);
  const payoutId = Number(new URL(page.url()).pathname.split('/').pop());

  // The detail: 'Payout {name} - {status}', '{itemCount} items', the bold total with the currency.
  await expect(page.getByRole('heading', { level: 1, name: 'Payout PO-1001 - Unpaid' })).toBeVisible();
  await expect(page.getByTestId('payout-item-count')).toHaveText('4 items');
  await expect(page.getByTestId('payout-total')).toHaveText(`${money2(owed.total)} USD`);
  await expect(page.getByTestId('payout-consigner-card')).toHaveCount(2);
  await screenshotBothWidths(page, testInfo, SCREENSHOT_DIR, 'payout-detail');

  // Export: payoutExport.csv with each item and the payout's total to the cent.
  const csv = await readDownload(page, page.getByRole('button', { name: 'Export' }));
  expect(csv.name).toBe('payoutExport.csv');
  for (const item of owed.inventories) expect(csv.text).toContain(item.code);
  expect(csv.text).toContain(`Payout total,${owed.total.toFixed(2)}`);

  // Mark Bravo paid on his own, then the rest with the page's Mark paid.
  await page.getByRole('button', { name: `Mark ${world.bravo.name} paid` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByText(notices.statusChangedToPaid)).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Payout PO-1001 - Partially paid' }),
  ).toBeVisible();
  await expect(group(page, world.bravo.name).getByTestId('payout-status')).toHaveText('Paid');
  await page.getByRole('button', { name: /^(check )?Mark paid$/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payout PO-1001 - Paid' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(check )?Mark paid$/ })).toHaveCount(0);

  // The list finds it by name and status; its row expands to the consigners with Bank Details.
  await page.goto('/payouts');
  await page.getByRole('searchbox', { name: 'Search payouts' }).fill('PO-1001');
  await page.getByRole('radiogroup', { name: 'Status' }).getByText('Paid', { exact: true }).click();
  await expect(page).toHaveURL(/status=Paid/);
  const row = page.getByTestId('payouts-table').getByRole('row').filter({ hasText: 'PO-1001' });
  await expect(row).toContainText(money2(owed.total));
  await expect(row.getByTestId('payout-status')).toHaveText('Paid');
  await row.getByRole('button', { name: /expand/i }).click();
  const bravoShare = page.getByTestId('payout-consigner').filter({ hasText: world.bravo.name });
  await expect(bravoShare).toContainText(money2(bravoOwed.owed));
  await bravoShare.getByRole('button', { name: `Bank Details of ${world.bravo.name}` }).click();
  await expect(page.getByRole('dialog')).toContainText(notices.payoutScreens.revealLogged);
  // Masked to the last four digits until Reveal, which the API logs.
  const details = page.getByTestId('bank-details');
  await expect(details).toContainText('•••••6789');
  await expect(details).not.toContainText('123456789');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Reveal/ })
    .click();
  await expect(details).toContainText('123456789');
  await expect(page.getByRole('dialog')).toContainText('this reveal was logged');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await screenshotBothWidths(page, testInfo, SCREENSHOT_DIR, 'payouts');
  // Another status leaves it out.
  await page.getByRole('radiogroup', { name: 'Status' }).getByText('Unpaid', { exact: true }).click();
  await expect(page.getByTestId('payouts-table').getByRole('row').filter({ hasText: 'PO-1001' })).toHaveCount(
    0,
  );

  // Ready to Pay has nothing left and says why.
  await page.goto('/pendingPayouts');
  await expect(page.getByTestId('nothing-to-pay')).toBeVisible();
  await page.goto(`/payouts/${payoutId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payout PO-1001 - Paid' })).toBeVisible();
  expect(pageProblems.list()).toEqual([]);
});

test('an automated payout refused by the cheque service fails with the reason; Retry pays it', async ({
  page,
  request,
  pageProblems,
}, testInfo) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  const world = await storeWithSales(request, 'cheques');
  const { profile } = await world.store.api<{ profile: { store: { id: number } } }>('GET', '/api/me');
  await world.store.api('PUT', `/api/stores/${profile.store.id}`, { automatedPayout: true });
  const { consigner: alpha } = await world.store.api<{ consigner: { email: string } }>(
    'GET',
    `/api/consigners/${world.alpha.id}`,
  );
  const owed = await readyToPay(world.store);
  const reason = `Recipient ${RUN} cannot receive checks`;
  // The service refuses Alpha's cheques (only hers) until the fault is switched off.
  const fault = await request.post(`${CHEQUE_SERVICE_URL}/__admin/faults`, {
    data: { kind: 'refuse', recipient: alpha.email, reason },
  });
  expect(fault.ok()).toBe(true);
  try {
    await logIn(page, world.store.admin);
    await page.goto('/settings');
    await expect(page.getByRole('switch', { name: 'Automated Payout' })).toBeChecked();
    await expect(page.getByTestId('automated-payout-reason')).toHaveCount(0);

    await page.goto('/pendingPayouts');
    await page.getByRole('button', { name: 'Select All (4)' }).click();
    await expect(page.getByTestId('selection-summary')).toContainText('4 items selected');
    await page.getByRole('button', { name: 'Create payout' }).click();
    // With automated payout on, a confirmation first: how many, how much, cheques will be sent.
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText('2 consigners');
    await expect(confirm).toContainText(money2(owed.total));
    await expect(confirm).toContainText('cheques will be sent');
    await confirm.getByRole('button', { name: 'Create payout and send cheques' }).click();
    await expect(page).toHaveURL(/\/payouts\/\d+$/);

    // The job sends; Alpha's cheque is refused: Failed, with the service's reason.
    await expect(page.getByRole('heading', { level: 1, name: /^Payout PO-1001 - Failed$/ })).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      page.getByRole('region', { name: world.alpha.name }).getByTestId('consigner-failure'),
    ).toContainText(reason);
    await expect(page.getByRole('region', { name: world.alpha.name }).getByTestId('cheque-tag')).toHaveText(
      'Cheque error',
    );
    await expect(page.getByRole('region', { name: 'Cheques' })).toContainText(reason);
    await screenshotBothWidths(page, testInfo, SCREENSHOT_DIR, 'payout-failed');
  } finally {
    await request.delete(`${CHEQUE_SERVICE_URL}/__admin/faults`);
  }

  await page.getByRole('button', { name: 'Retry Auto Payout' }).click();
  await expect(page.getByText(notices.autoPayoutRetried)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Payout PO-1001 - Paid' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('region', { name: world.alpha.name }).getByTestId('cheque-tag')).toHaveText(
    /Cheques (\d+)\/\1 sent/,
  );
  await expect(page.getByRole('button', { name: 'Retry Auto Payout' })).toHaveCount(0);
  expect(pageProblems.list()).toEqual([]);
});
