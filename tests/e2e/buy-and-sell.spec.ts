import { randomBytes } from 'node:crypto';
import { type Page } from '@playwright/test';
import { SEEN_BUY_SELL_SPLASH_COOKIE, SEEN_BUY_SELL_SPLASH_VALUE } from '@shared/constants';
import { PUBLIC_FORM_MIN_FILL_MS } from '@shared/contracts/public-pages';
import { notices, validation } from '@shared/messages';
import { expect, logIn, test } from './fixtures';
import { linkFromMail, mailCount } from './mailbox';
import { addActiveItems, addLocation, addProduct, type OwnStore, signUpOwnStore } from './own-store';

/**
 * Buy-and-sell (spec 000 §2.4, issue 17) on a phone and on a desktop: anyone offers items from the
 * splash to SUCCESS, and the store finds them in Requested at the prices asked; a consigner answers
 * the store's price offer from the mailed link, once. Each walk runs on a store of its own, whose
 * payout fee and locations it sets.
 */

const SCREENS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

const PAYOUT_FEE = 5;
const copy = notices.buyAndSellScreens;

/** A store with a payout fee, two drop-off locations and a product to offer. */
async function storeToSellTo(request: Parameters<typeof signUpOwnStore>[0], name: string) {
  const store = await signUpOwnStore(request, name);
  await store.api('PUT', `/api/stores/${store.storeId}`, { payoutFee: PAYOUT_FEE });
  await addLocation(store, 'Main Store');
  await addLocation(store, 'Warehouse');
  const product = await addProduct(store, `Dunk Low Offer ${randomBytes(3).toString('hex')}`);
  return { store, product };
}

/** Waits until the offer's form token is old enough for the public form guard (no fixed sleep). */
async function untilFormTokenIsOld(issuedAt: number) {
  await expect
    .poll(() => Date.now() - issuedAt, { message: 'the form token is old enough to be sent' })
    .toBeGreaterThan(PUBLIC_FORM_MIN_FILL_MS);
}

/** The page's problems but the browser's note of a refusal the walk asked for (its status). */
const unexpected = (problems: string[], status: number) =>
  problems.filter((problem) => !new RegExp(`Failed to load resource: .* status of ${status}`).test(problem));

async function seenSplashCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === SEEN_BUY_SELL_SPLASH_COOKIE)?.value;
}

for (const screen of SCREENS) {
  test.describe(`on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport });

    test('an offer from the splash to SUCCESS, seen by the store in Requested at its prices', async ({
      page,
      request,
      pageProblems,
    }) => {
      test.slow();
      const { store, product } = await storeToSellTo(request, `offer-${screen.name}`);
      const seller = { email: `seller-${randomBytes(4).toString('hex')}@example.test` };

      // The splash, until Next sets the cookie; a reload then opens on Step 1.
      await page.goto(`/buyandsell?handle=${store.admin.handle}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Buy and Sell' })).toBeVisible();
      for (const point of copy.splashPoints) {
        await expect(page.getByRole('heading', { name: point.title })).toBeVisible();
      }
      await page.getByRole('button', { name: 'Next' }).click();
      expect(await seenSplashCookie(page)).toBe(SEEN_BUY_SELL_SPLASH_VALUE);
      const tokenAnswer = page.waitForResponse((response) =>
        response.url().includes('/open/stores/formToken'),
      );
      await page.reload();
      await tokenAnswer;
      const tokenIssuedAt = Date.now();
      await expect(page.getByRole('searchbox', { name: 'Search products' })).toBeVisible();
      await expect(page.getByRole('heading', { name: copy.splashPoints[0].title })).toHaveCount(0);

      // Step 1: search, the Add Inventory dialog, the summary bar.
      const summary = page.getByRole('region', { name: 'Your offer' });
      await expect(summary.getByRole('button', { name: 'Review Items' })).toBeDisabled();
      await page.getByRole('searchbox', { name: 'Search products' }).fill(product.title);
      const products = page.getByRole('list', { name: 'Products' });
      await expect(products.getByRole('button')).toHaveCount(1);
      await products.getByRole('button', { name: new RegExp(product.title) }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Inventory' });
      await expect(dialog.getByRole('button', { name: 'Sell Item' })).toBeDisabled();
      await dialog.getByRole('checkbox', { name: '10', exact: true }).check();
      await dialog.getByRole('checkbox', { name: '11', exact: true }).check();
      await dialog.getByRole('button', { name: 'Sell Item' }).click();
      await expect(dialog).toBeHidden();
      await expect(summary.getByTestId('offer-count')).toHaveText('2');
      await expect(summary.getByTestId('offer-cost')).toHaveText(`$${2 * PAYOUT_FEE}`);
      await summary.getByRole('button', { name: 'Review Items' }).click();

      // Step 2: Next waits for a price on every item.
      const items = page.getByRole('list', { name: 'Items' });
      await expect(items.getByRole('listitem')).toHaveCount(2);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText(validation.buyAndSell.priceRequired)).toBeVisible();
      await expect(
        page.getByRole('spinbutton', { name: `Price for ${product.title}, size 10` }),
      ).toBeFocused();
      await page.getByRole('spinbutton', { name: `Price for ${product.title}, size 10` }).fill('180');
      await page.getByRole('spinbutton', { name: `Quantity of ${product.title}, size 10` }).fill('2');
      await page.getByRole('spinbutton', { name: `Price for ${product.title}, size 11` }).fill('200');
      await expect(page.getByTestId('offer-value')).toHaveText('$560');
      await page.getByRole('button', { name: 'Next' }).click();

      // Shipping: Ship to Store names the store's own number of locations; Drop Off needs one.
      await expect(page.getByRole('radio', { name: 'Ship to Store' })).toBeDisabled();
      await expect(page.getByText(copy.shipToStore(2))).toBeVisible();
      const confirm = page.getByRole('button', { name: 'Confirm' });
      await expect(confirm).toBeDisabled();
      await page.getByRole('button', { name: 'Choose location' }).click();
      const locations = page.getByRole('dialog', { name: 'Drop Off Location' });
      await locations.getByRole('button', { name: 'Choose', exact: true }).click();
      await expect(locations.getByText(validation.buyAndSell.dropOffLocationRequired)).toBeVisible();
      await locations.getByRole('radio', { name: 'Warehouse' }).check();
      await locations.getByRole('button', { name: 'Choose', exact: true }).click();
      await expect(page.getByTestId('drop-off-location')).toHaveText('Warehouse');
      await page.getByLabel('First Name').fill('Rita');
      // Leaving a field checks it, typed in or not: an empty one says why Confirm waits.
      await page.getByLabel('Last Name').focus();
      await page.getByLabel('Email').focus();
      await expect(page.getByLabel('Last Name')).toHaveAttribute('aria-invalid', 'true');
      await page.getByLabel('Last Name').fill('Seller');
      await expect(page.getByLabel('Last Name')).toHaveAttribute('aria-invalid', 'false');
      await page.getByLabel('Email').fill(seller.email);
      await page.getByLabel('Phone Number').fill('555 010 3000');
      await expect(confirm).toBeDisabled();
      await page.getByLabel('Zip Code').fill('10001');
      await expect(confirm).toBeEnabled();

      // Back and forth loses nothing.
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(page.getByRole('spinbutton', { name: `Price for ${product.title}, size 11` })).toHaveValue(
        '200.00',
      );
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByLabel('Zip Code')).toHaveValue('10001');

      await untilFormTokenIsOld(tokenIssuedAt);
      // A refusal is shown as the server words it, and nothing typed is lost: here the honeypot,
      // which a person never sees, filled as a bot would.
      const honeypot = page.locator('input[name="website"]');
      await honeypot.fill('https://spam.example', { force: true });
      await confirm.click();
      await expect(page.getByRole('alert').filter({ hasText: validation.publicForms.notSent })).toBeVisible();
      await expect(page.getByLabel('Email')).toHaveValue(seller.email);
      await expect(page.getByTestId('drop-off-location')).toHaveText('Warehouse');
      await honeypot.fill('', { force: true });
      await confirm.click();
      await expect(page.getByRole('heading', { name: 'SUCCESS' })).toBeVisible();
      await expect(page.getByText(copy.success(3, seller.email))).toBeVisible();

      // The store sees the three items in Requested, at the prices asked (at the counter's screen).
      await page.setViewportSize(SCREENS[1].viewport);
      await logIn(page, store.admin);
      await page.goto('/requestedInventory');
      await page.getByRole('searchbox', { name: 'Search inventory' }).fill(product.title);
      const rows = page.getByTestId('inventory-table').getByRole('row').filter({ hasText: 'Rita Seller' });
      await expect(rows).toHaveCount(3);
      await expect(rows.filter({ hasText: '$180' })).toHaveCount(2);
      await expect(rows.filter({ hasText: '$200' })).toHaveCount(1);
      expect(unexpected(pageProblems.list(), 400)).toEqual([]);
    });

    test("a price offer answered from the mail's accept link, which works once", async ({
      page,
      request,
      pageProblems,
    }) => {
      test.slow();
      const { store, product } = await priceChangeStore(request, screen.name);
      const { consigner, item } = product;

      // Settings: the payout fee and how long price links work, beside the other consigner settings.
      await page.setViewportSize(SCREENS[1].viewport);
      await logIn(page, store.admin);
      await page.goto('/settings');
      const consignerSettings = page.getByRole('region', { name: 'Consigner Settings' });
      await consignerSettings.getByLabel('Payout Fee').fill('7.5');
      await consignerSettings.getByLabel('Price Link Days').fill('7');
      await consignerSettings.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(notices.settingsSaved)).toBeVisible();
      const { store: saved } = await store.api<{ store: { payoutFee: number; priceLinkDays: number } }>(
        'GET',
        `/api/stores/${store.storeId}`,
      );
      expect(saved).toMatchObject({ payoutFee: 7.5, priceLinkDays: 7 });

      // The store asks the consigner for a lower price from the item's page (at the counter's screen).
      await page.goto(`/inventories/${item.id}`);
      const before = mailCount(consigner.email);
      await page.getByRole('button', { name: 'Request Price Change' }).click();
      const dialog = page.getByRole('dialog', { name: `Request a price change for ${item.code}` });
      await dialog.getByLabel('Requested price').fill('150');
      await dialog.getByRole('button', { name: 'Request' }).click();
      await expect(page.getByText(notices.priceChangeRequested('$150'))).toBeVisible();

      // The consigner's mail: the accept link answers the offer, once.
      const link = await linkFromMail(consigner.email, '/buyandsell/acceptPrice/', before);
      await page.setViewportSize(screen.viewport);
      await page.goto(link);
      await expect(page.getByTestId('price-link-message')).toHaveText(notices.priceLink.accepted);
      await expect(page.getByText('now listed at')).toContainText('$150');
      await expect(page.getByRole('link', { name: 'Go To Store' })).toHaveAttribute(
        'href',
        `/catalogue/${store.admin.handle}`,
      );
      await page.goto(link);
      await expect(page.getByTestId('price-link-message')).toHaveText(notices.priceLink.expired);

      // The item is Active again at the new price.
      await page.setViewportSize(SCREENS[1].viewport);
      await page.goto(`/inventories/${item.id}`);
      // The item's page shows the price the consigner accepted, and who changed it in its timeline.
      await expect(page.getByLabel('Price', { exact: true })).toHaveValue('150.00');
      await expect(page.getByText('Price: $200 → $150')).toBeVisible();
      const { inventory } = await store.api<{ inventory: { price: number; status: string } }>(
        'GET',
        `/api/inventories/${item.id}`,
      );
      expect(inventory).toMatchObject({ price: 150, status: 'Active' });
      // The second opening's 410 is the answer the walk asked for; the browser logs it all the same.
      expect(unexpected(pageProblems.list(), 410)).toEqual([]);
    });
  });
}

test('a price link with an unknown action shows the expired message without a call', async ({
  page,
  pageProblems,
}) => {
  const calls: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('PriceChange')) calls.push(sent.url());
  });
  await page.goto('/buyandsell/approvePrice/abcdefghijklmnopqrstuvwxyz0123456789');
  await expect(page.getByTestId('price-link-message')).toHaveText(notices.priceLink.expired);
  expect(calls).toEqual([]);
  expect(pageProblems.list()).toEqual([]);
});

/** A store with a consigner (who gets mail) and one of their items Active at $200. */
async function priceChangeStore(request: Parameters<typeof signUpOwnStore>[0], name: string) {
  const store: OwnStore = await signUpOwnStore(request, `price-link-${name}`);
  // A new store has no ship instructions, which Consigner Settings requires before it saves.
  await store.api('PUT', `/api/stores/${store.storeId}`, { shipInstructions: ['Bring it to the counter'] });
  const location = await addLocation(store, 'Main Store');
  const product = await addProduct(store, `Price Link ${randomBytes(3).toString('hex')}`);
  const email = `consigner-${randomBytes(4).toString('hex')}@example.test`;
  const { consigner } = await store.api<{ consigner: { id: number } }>(
    'POST',
    '/api/consigners/createFromAdmin',
    {
      firstName: 'Pat',
      lastName: 'Consigner',
      email,
      phone: '+1 555 010 4000',
      address: '1 Market St',
    },
  );
  const [item] = await addActiveItems(
    store,
    { productId: product.id, consigner: consigner.id, location, size: '10' },
    [200],
  );
  return { store, product: { ...product, consigner: { id: consigner.id, email }, item } };
}
