import { notices, validation } from '@shared/messages';
import { inventoryStatusLabel } from '@shared/domain/status-labels';
import { expect, logIn, test } from './fixtures';
import { DEMO_LOCATION, DEMO_OTHER_LOCATION, openDemoProduct } from './demo-store';
import { chooseOption, chooseOwner, chooseSize, openOptions } from './helpers';

/** Inventory intake on the demo store, as a clerk at the counter does it. */

test('adds inventory through the Add Inventory dialog, with the warnings and the payout', async ({
  page,
  pageProblems,
}) => {
  await logIn(page);
  await openDemoProduct(page, 'Nike Dunk Low Panda');
  await page.getByRole('button', { name: 'Add Inventory' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Inventory' });

  // Nothing chosen yet: the spec's warning names the template's options.
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(dialog.getByText(validation.inventory.selectOptionsFirst('Size, Condition,'))).toBeVisible();

  await chooseSize(dialog, '9.5');
  await chooseSize(dialog, '10');
  await dialog.getByLabel('Quantity for 10', { exact: true }).fill('2');
  await dialog.getByLabel('Price for 9.5', { exact: true }).fill('150');
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(dialog.getByText(validation.inventory.selectOptionsFirst('Size, Condition,'))).toBeVisible();
  await dialog.getByLabel('Price for 10', { exact: true }).fill('200');

  // The store's own account owns it at first: what it cost, not a payout.
  await expect(dialog.getByLabel('Cost for 10', { exact: true })).toBeVisible();
  // Jordan Reyes consigns: each row shows the payout its price gives (the store's fee settings
  // may have been changed by another walk, so the amount itself is checked by the API tests).
  await chooseOwner(dialog, 'Jordan Reyes');
  await expect(dialog.getByText(/^Payout \$\d/)).toHaveCount(2);
  await chooseOption(dialog, 'Location', DEMO_LOCATION);

  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText(notices.inventoryAdded('Nike Dunk Low Panda'))).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(pageProblems.list()).toEqual([]);
});

test('adds one item through the step-by-step wizard, with the fee breakdown', async ({
  page,
  pageProblems,
}) => {
  await logIn(page);
  await openDemoProduct(page, 'Yeezy Boost 350 V2 Onyx');
  await page.getByRole('link', { name: 'Add inventory step by step' }).click();
  const wizard = page.getByRole('dialog', { name: 'Add inventory' });
  await wizard.getByRole('button', { name: '9', exact: true }).click();
  await wizard.getByRole('button', { name: 'Used', exact: true }).click();

  // Sam Okafor consigns: the breakdown lists every fee line, and the payout is the price less them.
  await chooseOwner(wizard, 'Sam Okafor');
  await wizard.getByLabel('Price', { exact: true }).fill('250');
  const breakdown = wizard.locator('.fee-breakdown');
  await expect(breakdown.locator('.fee-breakdown__total')).toContainText('Payout');
  // Six fee lines and the payout; Outstanding Withdrawal Fees is shown after it, taken at payout.
  await expect(breakdown.locator('.fee-breakdown__line')).toHaveCount(7);
  const money = (text: string) => (text === '—' ? 0 : Number(text.replace(/[^\d.]/g, '')));
  const deducted = breakdown.locator(
    '.fee-breakdown__line:not(.fee-breakdown__total):not(.fee-breakdown__info) dd',
  );
  const amounts = (await deducted.allInnerTexts()).map(money);
  expect(amounts).toHaveLength(5);
  const payout = money(await breakdown.getByTestId('fee-breakdown-payout').locator('dd').innerText());
  expect(payout).toBeCloseTo(250 - amounts.reduce((sum, fee) => sum + fee, 0), 2);
  expect(amounts[1]).toBeGreaterThan(0); // Selling Fees
  await wizard.getByRole('button', { name: 'Next' }).click();

  await chooseOption(wizard, 'Location', DEMO_LOCATION);
  await wizard.getByRole('button', { name: 'Accept Inventory' }).click();
  await expect(page.getByText(notices.inventoryAdded('Yeezy Boost 350 V2 Onyx'))).toBeVisible();
  await expect(page).toHaveURL(/\/products\/\d+$/);
  expect(pageProblems.list()).toEqual([]);
});

test("lists a consigner's item they ship in: the wizard's SHIP step, then Drop off pending", async ({
  page,
  pageProblems,
}) => {
  await logIn(page);
  await openDemoProduct(page, 'Yeezy Boost 350 V2 Onyx');
  await page.getByRole('link', { name: 'Consigner drop-off step by step' }).click();
  const wizard = page.getByRole('dialog', { name: 'Add inventory' });
  await expect(wizard.getByText('SHIP', { exact: true })).toBeVisible();
  await wizard.getByRole('button', { name: '10.5', exact: true }).click();
  await wizard.getByRole('button', { name: 'New', exact: true }).click();

  // The store's own account is not offered: the item belongs to the consigner who sends it.
  // The search finds only the store's account ("Demo Sneaker Store (store)"), which is left out:
  // the picker answers with its empty state.
  const owner = wizard.getByLabel('Owner', { exact: true });
  await owner.fill('Demo Sneaker');
  await expect(owner).not.toHaveAttribute('aria-busy', 'true');
  const options = await openOptions(wizard, 'Owner');
  await expect(options).toBeVisible();
  await expect(options.getByRole('option')).toHaveCount(0);
  await chooseOwner(wizard, 'Jordan Reyes');
  await wizard.getByLabel('Price', { exact: true }).fill('235');
  await wizard.getByRole('button', { name: 'Next' }).click();

  const ship = wizard.getByRole('region', { name: 'SHIP step' });
  await expect(ship.getByRole('heading', { name: 'Send it to the store' })).toBeVisible();
  await ship.getByLabel('Tracking code').fill('1Z999AA10123456784');
  await ship.getByRole('button', { name: 'List for drop-off' }).click();
  await expect(page.getByText(notices.inventoryAdded('Yeezy Boost 350 V2 Onyx'))).toBeVisible();

  // It waits in Drop off pending until the store accepts it.
  await page.goto('/incomingInventory');
  await page.getByRole('searchbox', { name: 'Search inventory' }).fill('Yeezy Boost 350 V2 Onyx');
  const row = page
    .getByTestId('inventory-table')
    .locator('tr', { hasText: 'Jordan Reyes' })
    .filter({ hasText: '$235' })
    .first();
  await expect(row).toContainText('10.5');
  await expect(row).toContainText('Drop off pending');
  expect(pageProblems.list()).toEqual([]);
});

test('finds the added items on the product and in Find Inventory, edits one and withdraws it', async ({
  page,
  pageProblems,
}) => {
  await logIn(page);
  await openDemoProduct(page, 'Air Jordan 1 Retro High OG Chicago');
  await page.getByRole('button', { name: 'Add Inventory' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Inventory' });
  await chooseSize(dialog, '11');
  await chooseOwner(dialog, 'Sam Okafor');
  await dialog.getByLabel('Price for 11', { exact: true }).fill('400');
  await chooseOption(dialog, 'Location', DEMO_LOCATION);
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(dialog).toBeHidden();

  // The product lists its item, with a View link.
  const inventory = page.getByRole('region', { name: 'Inventory' });
  // Newest first: the demo store's own items of this product come after it.
  await expect(inventory.getByRole('link', { name: 'Sam Okafor' }).first()).toBeVisible();
  await inventory
    .getByRole('link', { name: /^View / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/inventories\/\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Air Jordan 1 Retro High OG Chicago' }),
  ).toBeVisible();

  // Edit the price: Saving, then Saved, and the timeline shows the change.
  await page.getByLabel('Price', { exact: true }).fill('380');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(notices.saved, { exact: true })).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.locator('li', { hasText: /^Price:/ }).first()).toContainText('$400 → $380');

  // Withdraw it: the status changes, and Save goes away.
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.locator('.page-header__tags').getByText('Withdrawn')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeHidden();

  // The Withdrawn list shows it.
  await page.goto('/withdrawnInventory');
  await expect(page.getByRole('heading', { level: 1, name: 'Withdrawn' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sam Okafor' }).first()).toBeVisible();
  expect(pageProblems.list()).toEqual([]);
});

test('transfers an item to a location and accepts the transfer', async ({ page, pageProblems }) => {
  await logIn(page);
  await openDemoProduct(page, 'Yeezy Boost 350 V2 Onyx');
  await page.getByRole('button', { name: 'Add Inventory' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Inventory' });
  await chooseSize(dialog, '12.5');
  await dialog.getByLabel('Cost for 12.5', { exact: true }).fill('150');
  await dialog.getByLabel('Price for 12.5', { exact: true }).fill('275');
  await chooseOption(dialog, 'Location', DEMO_LOCATION);
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(dialog).toBeHidden();

  const row = () =>
    page.locator('tr', { hasText: 'Yeezy Boost 350 V2 Onyx' }).filter({ hasText: '12.5' }).first();
  await page.goto('/transfers');
  await expect(page.getByRole('heading', { level: 1, name: 'Transfer Inventory' })).toBeVisible();
  await row().getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Set New Location' }).click();
  await chooseOption(page.getByRole('dialog'), 'Location', DEMO_OTHER_LOCATION);
  await page.getByRole('dialog').getByRole('button', { name: 'Set New Location' }).click();
  await expect(page.getByText('Items are on their way to the new location.')).toBeVisible();

  await page.goto('/acceptTransfers');
  await expect(row().getByText(inventoryStatusLabel('InTransit'))).toBeVisible();
  await row().getByRole('checkbox').check();
  await page.getByRole('button', { name: /Accept$/ }).click();
  await chooseOption(page.getByRole('dialog'), 'Location', DEMO_OTHER_LOCATION);
  await page.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText(notices.inventoryAccepted)).toBeVisible();
  await expect(row()).toBeHidden();
  expect(pageProblems.list()).toEqual([]);
});

test('the activity feed shows each change, newest first, and opens the item', async ({ page, context }) => {
  await logIn(page);
  await openDemoProduct(page, 'Nike Dunk Low Panda');
  await page.getByRole('button', { name: 'Add Inventory' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Inventory' });
  await chooseSize(dialog, '4');
  await dialog.getByLabel('Cost for 4', { exact: true }).fill('60');
  await dialog.getByLabel('Price for 4', { exact: true }).fill('95');
  await chooseOption(dialog, 'Location', DEMO_LOCATION);
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search activity' }).fill('Dunk');
  const card = page
    .locator('.activity-card', { hasText: 'Nike Dunk Low Panda' })
    .filter({ hasText: '$95' })
    .first();
  await expect(card).toContainText('Status: — → Active');
  const [tab] = await Promise.all([context.waitForEvent('page'), card.click()]);
  await expect(tab).toHaveURL(/\/inventories\/\d+$/);
});
