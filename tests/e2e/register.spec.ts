import { readFile } from 'node:fs/promises';
import { randomInt } from 'node:crypto';
import { type Page } from '@playwright/test';
import { toCents, fromCents } from '@shared/domain/money';
import { formatMoney } from '@shared/domain/money-format';
import { priceSale, settle } from '@shared/domain/sale';
import { validation } from '@shared/messages';
import { expect, logIn, test } from './fixtures';
import { scanWithWedge, signInApi } from './helpers';
import {
  addActiveItems,
  addConsigner,
  addLocation,
  addProduct,
  type OwnStore,
  signUpOwnStore,
} from './own-store';

/**
 * The Sell screen (/sell, issue 15) on a store of the walk's own that charges 8.25 % sales tax: a
 * cashier scans three items with a keyboard-wedge scanner's timing (into the scan field, and with
 * no field focused), a refused scan says why, a line gets a discount, the totals are the sale
 * rule's, a card and a cash payment cover the total with change, Complete sale shows the order and
 * the change, and the receipt prints through the browser. A kiosk hold made over the API waits in
 * the Holds queue, its item scanned says who has it, and the register completes it.
 */
test.describe.configure({ mode: 'serial' });

const RUN = `${Date.now().toString(36)}${randomInt(1000)}`.toUpperCase();
const TAX_RATE = 8.25;
const usd = (cents: number) => formatMoney(fromCents(cents), 'USD');

interface Item {
  id: number;
  code: string;
  price: number;
}

interface World {
  store: OwnStore;
  /** Three Active items to sell at the counter: 150, 99.50 and 80. */
  forSale: Item[];
  /** A drop-off not yet accepted: not for sale. */
  pending: Item;
  /** Two Active items the kiosk holds for Dana Reyes (set up by the hold test). */
  forHold: Item[];
  /** An Active item held, then cancelled, by a second hold. */
  spare: Item;
}

let world: World;

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  const store = await signUpOwnStore(request, 'sell');
  await store.api('PUT', `/api/stores/${store.storeId}`, { chargeTax: true, salesTaxRate: TAX_RATE });
  const [jordan, dunk, consigner] = await Promise.all([
    addProduct(store, `Sell Jordan ${RUN}`),
    addProduct(store, `Sell Dunk ${RUN}`),
    addConsigner(store, `Seller${RUN}`),
  ]);
  const location = await addLocation(store, `Floor ${RUN}`);
  const withPrices = (items: { id: number; code: string }[], prices: number[]) =>
    items.map((item, index) => ({ ...item, price: prices[index] }));
  const jordans = withPrices(
    await addActiveItems(
      store,
      { productId: jordan.id, consigner: consigner.id, location, size: '10' },
      [150, 99.5],
    ),
    [150, 99.5],
  );
  const dunks = withPrices(
    await addActiveItems(
      store,
      { productId: dunk.id, consigner: consigner.id, location, size: '9' },
      [80, 120, 60, 70],
    ),
    [80, 120, 60, 70],
  );
  const { inventories } = await store.api<{ inventories: { id: number; code: string }[] }>(
    'POST',
    '/api/inventories',
    {
      inventoryFormArray: [
        {
          productId: dunk.id,
          option1Value: '11',
          option2Value: 'New',
          price: 90,
          status: 'Pending',
          consigner: consigner.id,
        },
      ],
    },
  );
  world = {
    store,
    forSale: [...jordans, dunks[0]],
    pending: { ...inventories[0], price: 90 },
    forHold: dunks.slice(1, 3),
    spare: dunks[3],
  };
});

/** Leaves every text field: the next scan is for the screen, not for a field. */
async function focusNothing(page: Page) {
  await page.getByRole('heading', { name: 'Sell', level: 1 }).click();
}

const cartLines = (page: Page) => page.getByTestId('cart-line');

/** The page's problems but the browser's note of each refused scan (a 409 the walk asked for). */
const unexpected = (problems: string[]) =>
  problems.filter((problem) => !/Failed to load resource: .* status of 409/.test(problem));

test('a cashier scans three items, discounts one, takes card and cash, completes and prints the receipt', async ({
  page,
  pageProblems,
  request,
}, testInfo) => {
  test.slow();
  const api = (await signInApi(request, world.store.admin)).send;
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, world.store.admin);
  await page.goto('/sell');
  const [first, second, third] = world.forSale;
  const status = page.getByTestId('register-status');

  // Into the scan field (it has the focus), then with no field focused: both add.
  await expect(page.getByTestId('register-scan')).toBeFocused();
  await scanWithWedge(page, first.code);
  await expect(cartLines(page)).toHaveCount(1);
  await focusNothing(page);
  await scanWithWedge(page, second.code);
  await expect(cartLines(page)).toHaveCount(2);
  await scanWithWedge(page, third.code);
  await expect(cartLines(page)).toHaveCount(3);
  await expect(status).toContainText(`Added Sell Dunk ${RUN}, size 9`);

  // Refusals say why, and the cart is left as it was.
  await scanWithWedge(page, world.pending.code);
  await expect(status).toContainText(validation.orders.notForSale('Drop off pending'));
  await page.getByTestId('register-scan').fill(first.code);
  await page.getByTestId('register-scan').press('Enter');
  await expect(status).toContainText(validation.sale.itemTwice);
  await expect(cartLines(page)).toHaveCount(3);

  // 10 % off the first item; a discount above the price is refused before anything is sent.
  await page.getByRole('button', { name: `Discount ${first.code}` }).click();
  const discount = page.getByRole('dialog', { name: /^Discount/ });
  await discount.getByText(/^Amount/).click();
  await discount.getByLabel('Discount amount').fill('151');
  await discount.getByLabel('Discount amount').press('Enter');
  await expect(discount).toContainText(validation.sale.discountAbovePrice);
  await discount.getByText('Percent').click();
  await discount.getByLabel('Discount percent').fill('10');
  await discount.getByLabel('Discount percent').press('Enter');
  await expect(discount).toBeHidden();
  // Keyboard-first: the scan field has the focus back, ready for the next item.
  await expect(page.getByTestId('register-scan')).toBeFocused();
  await expect(cartLines(page).filter({ hasText: first.code }).getByTestId('cart-line-discount')).toHaveText(
    '10 % off',
  );

  const totals = priceSale({
    lines: world.forSale.map((item, index) => ({
      inventoryId: item.id,
      priceCents: toCents(item.price),
      discount: index === 0 ? { type: 'percent', percent: 10 } : null,
    })),
    isTaxCharged: true,
    taxRatePercent: TAX_RATE,
  });
  await expect(page.getByTestId('register-subtotal')).toHaveText(usd(totals.subtotalCents));
  await expect(page.getByTestId('register-discount')).toHaveText(`−${usd(totals.discountCents)}`);
  await expect(page.getByTestId('register-tax')).toHaveText(usd(totals.taxCents));
  await expect(page.getByTestId('register-total')).toHaveText(usd(totals.totalCents));
  await expect(page.getByRole('button', { name: 'Complete sale' })).toBeDisabled();
  await page.screenshot({ path: testInfo.outputPath('register-cart-1280.png') });
  // A reload does not lose the half-rung sale.
  await page.reload();
  await expect(cartLines(page)).toHaveCount(3);
  await expect(page.getByTestId('register-total')).toHaveText(usd(totals.totalCents));

  // A new customer, found by nobody yet: added with the sale.
  const email = `walk-in-${RUN.toLowerCase()}@example.test`;
  await page.getByRole('button', { name: 'Add customer' }).click();
  const customerDialog = page.getByRole('dialog', { name: 'Customer' });
  await customerDialog.getByLabel('Search customers').fill(email);
  await expect(customerDialog).toContainText('No customer matches.');
  await customerDialog.getByRole('button', { name: 'New customer' }).click();
  await customerDialog.getByRole('button', { name: 'Add customer' }).click();
  await expect(customerDialog).toContainText(validation.orderCustomer.firstNameRequired);
  await customerDialog.getByLabel('First name').fill('Jamie');
  await customerDialog.getByLabel('Last name').fill('Walker');
  await customerDialog.getByLabel('First name').press('Enter');
  await expect(customerDialog).toBeHidden();
  await expect(page.getByTestId('register-customer')).toContainText('Jamie Walker');
  await expect(page.getByTestId('register-scan')).toBeFocused();

  // Split: $200 on card, the rest in cash from the next round note up.
  const checkout = page.getByRole('complementary', { name: 'Checkout' });
  await checkout.getByText('Card', { exact: true }).click();
  await checkout.getByLabel('Payment amount').fill('200');
  await checkout.getByLabel('Payment amount').press('Enter');
  await expect(checkout.getByTestId('register-payment')).toHaveCount(1);
  await expect(page.getByTestId('register-due')).toHaveText(usd(totals.totalCents - 20_000));
  await checkout.getByText('Cash', { exact: true }).click();
  const dueCents = totals.totalCents - 20_000;
  const noteCents = Math.ceil(dueCents / 1_000) * 1_000;
  await checkout
    .getByRole('button', { name: usd(noteCents), exact: true })
    .first()
    .click();
  const settlement = settle(totals.totalCents, [
    { method: 'card', amountCents: 20_000 },
    { method: 'cash', amountCents: noteCents },
  ]);
  await expect(page.getByTestId('register-change')).toHaveText(usd(settlement.changeCents));
  await page.screenshot({ path: testInfo.outputPath('register-paid-1280.png') });

  await page.getByRole('button', { name: 'Complete sale' }).click();
  const done = page.getByTestId('sale-complete');
  await expect(done).toBeVisible();
  await expect(done.getByTestId('sale-total')).toHaveText(usd(totals.totalCents));
  await expect(done.getByTestId('sale-change')).toHaveText(usd(settlement.changeCents));
  await expect(done.getByRole('link', { name: /^Order #\d+/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('register-done-1280.png') });

  // The sale is in the database: the items are Sold, the customer is on the order.
  const orderId = Number(
    (await done.getByRole('link', { name: /^Order #\d+/ }).getAttribute('href'))?.split('/').pop(),
  );
  const { order: sold } = await api<{ order: { customer: { first_name: string; email: string } | null } }>(
    'GET',
    `/api/orders/${orderId}`,
  );
  expect(sold.customer).toMatchObject({ first_name: 'Jamie', email });
  for (const item of world.forSale) {
    const { inventory } = await api<{ inventory: { status: string } }>('GET', `/api/inventories/${item.id}`);
    expect(inventory.status).toBe('Sold');
  }

  // Print receipt, the browser's way: the receipt drawn in a print frame, the PDF offered.
  await done.getByRole('button', { name: 'Print receipt' }).click();
  // The frame is out of sight (it only prints); the receipt's drawn pages are in it.
  await expect(page.frameLocator('[data-testid="receipt-print-frame"]').locator('img')).not.toHaveCount(0);
  const download = page.waitForEvent('download');
  await page.getByTestId('receipt-download').click();
  const pdf = await readFile(await (await download).path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // New sale: an empty cart, and the cart was not kept after the sale (a reload shows it empty).
  await done.getByRole('button', { name: 'New sale' }).click();
  await expect(page.getByText('Scan an item or search for it to start a sale.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Scan an item or search for it to start a sale.')).toBeVisible();

  // Search finds what is still for sale (the sold ones are gone); Clear sale empties the cart.
  const search = page.getByLabel('Search items');
  const offered = (code: string) => page.getByText(code, { exact: true }).filter({ visible: true });
  await search.fill(`Sell Dunk ${RUN}`);
  for (const item of [...world.forHold, world.spare]) await expect(offered(item.code)).toBeVisible();
  await expect(offered(third.code)).toHaveCount(0);
  // By its code, and the keyboard: the one match is the first option, Enter takes it.
  await search.fill(world.forHold[0].code);
  await expect(offered(world.spare.code)).toHaveCount(0);
  await expect(offered(world.forHold[0].code)).toBeVisible();
  await search.press('Enter');
  await expect(cartLines(page)).toHaveCount(1);
  await expect(page.getByTestId('register-scan')).toBeFocused();
  // A scan while the payment amount has the focus adds the item, never a payment.
  await page.getByLabel('Payment amount').click();
  await scanWithWedge(page, world.spare.code);
  await expect(cartLines(page)).toHaveCount(2);
  await expect(page.getByTestId('register-payment')).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear sale' }).click();
  await page
    .getByRole('dialog', { name: 'Clear this sale?' })
    .getByRole('button', { name: 'Clear sale' })
    .click();
  await expect(cartLines(page)).toHaveCount(0);
  expect(unexpected(pageProblems.list())).toEqual([]);
});

test('a kiosk hold waits in the queue, its items say who has them, and the register completes it', async ({
  page,
  pageProblems,
  request,
}, testInfo) => {
  test.slow();
  const api = (await signInApi(request, world.store.admin)).send;
  const { order: hold } = await api<{ order: { id: number; name: string; total: number } }>(
    'POST',
    '/api/orders/createDraftOrder',
    {
      draftOrder: {
        inventories: world.forHold.map((item) => item.id),
        customer: { first_name: 'Dana', last_name: 'Reyes', email: `dana-${RUN.toLowerCase()}@example.test` },
      },
    },
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, world.store.admin);
  await page.goto('/sell');

  await expect(page.getByTestId('register-scan')).toBeFocused();
  await scanWithWedge(page, world.forHold[0].code);
  await expect(page.getByTestId('register-status')).toContainText(
    validation.orders.heldBy(hold.name, 'Dana Reyes'),
  );
  await expect(cartLines(page)).toHaveCount(0);

  await page.getByRole('button', { name: /^Holds \(\d+\)/ }).click();
  const queue = page.getByRole('dialog', { name: 'Kiosk holds' });
  const card = queue.getByTestId('register-hold').filter({ hasText: hold.name });
  await expect(card).toContainText('Dana Reyes');
  await expect(card).toContainText(/Expires in \d+ h/);
  await card.getByRole('button', { name: 'Open' }).click();
  await expect(queue).toBeHidden();
  await expect(cartLines(page)).toHaveCount(2);
  await expect(page.getByTestId('register-hold-banner')).toContainText(`${hold.name} for Dana Reyes`);
  await expect(page.getByTestId('register-customer')).toContainText('Dana Reyes');
  await page.screenshot({ path: testInfo.outputPath('register-hold-390.png'), fullPage: true });

  // The amount starts at what is due: card, exact.
  const checkout = page.getByRole('complementary', { name: 'Checkout' });
  await checkout.getByText('Card', { exact: true }).click();
  await checkout.getByRole('button', { name: 'Add card' }).click();
  await expect(page.getByTestId('register-due')).toHaveText(usd(0));
  await page.getByRole('button', { name: 'Complete sale' }).click();
  await expect(page.getByTestId('sale-complete')).toContainText(`Order ${hold.name}`);
  await page.screenshot({ path: testInfo.outputPath('register-done-390.png'), fullPage: true });

  const { order } = await api<{ order: { status: string; total: number } }>('GET', `/api/orders/${hold.id}`);
  expect(order).toMatchObject({ status: 'completed', total: hold.total });
  await page.getByRole('button', { name: 'New sale' }).click();
  await expect(page.getByRole('button', { name: 'Holds (0)' })).toBeVisible();

  // Another hold, cancelled from the queue: its item is back on sale.
  const { order: second } = await api<{ order: { id: number; name: string } }>(
    'POST',
    '/api/orders/createDraftOrder',
    {
      draftOrder: {
        inventories: [world.spare.id],
        customer: { first_name: 'Lee', last_name: 'Park', phone: '555 0199' },
      },
    },
  );
  await page.reload();
  await page.getByRole('button', { name: 'Holds (1)' }).click();
  const holdCard = page.getByTestId('register-hold').filter({ hasText: second.name });
  await expect(holdCard).toContainText('Lee Park');
  await holdCard.getByRole('button', { name: 'Cancel hold' }).click();
  const confirm = page.getByRole('dialog', { name: `Cancel hold ${second.name}?` });
  await confirm.getByRole('button', { name: 'Cancel hold' }).click();
  await expect(page.getByTestId('register-hold')).toHaveCount(0);
  const { inventory } = await api<{ inventory: { status: string } }>(
    'GET',
    `/api/inventories/${world.spare.id}`,
  );
  expect(inventory.status).toBe('Active');
  expect(unexpected(pageProblems.list())).toEqual([]);
});

test("Settings shows the register's Sales Tax Rate and Hold Time", async ({ page }) => {
  await logIn(page, world.store.admin);
  await page.goto('/settings');
  await expect(page.getByLabel('Sales Tax Rate')).toHaveValue(String(TAX_RATE));
  await expect(page.getByLabel('Hold Time')).toHaveValue('24');
});
