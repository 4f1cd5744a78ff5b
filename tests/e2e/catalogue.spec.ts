import { randomInt } from 'node:crypto';
import { type Page } from '@playwright/test';
import { PUBLIC_FORM_MIN_FILL_MS } from '@shared/contracts/public-pages';
import { formatMoney } from '@shared/domain/money-format';
import { apiErrors, notices, shopperCopy, validation } from '@shared/messages';
import { expect, test } from './fixtures';
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
 * The public catalogue (/catalogue/{handle}, issue 17) of a store of the walk's own, signed out, on
 * a desktop and on a phone-sized screen: the store's name, the IN DEMAND banner, product cards with
 * sizes and prices (3, then More sizes), the search kept in the address, Share (the page's address
 * on the clipboard, 'Link copied!'), Email (a refusal shown as the server words it, then 'Email
 * sent!' and the mail with the catalogue's link); an unknown handle is a clear not-found page.
 */
test.describe.configure({ mode: 'serial' });

const RUN = `${Date.now().toString(36)}${randomInt(1000)}`.toUpperCase();
const usd = (amount: number) => formatMoney(amount, 'USD');

let store: OwnStore;
let handle: string;

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  store = await signUpOwnStore(request, 'cat');
  handle = store.admin.handle;
  const [jordan, dunk, consigner] = await Promise.all([
    addProduct(store, `Cat Jordan ${RUN}`),
    addProduct(store, `Cat Dunk ${RUN}`),
    addConsigner(store, `Cat${RUN}`),
  ]);
  const location = await addLocation(store, `Floor ${RUN}`);
  for (const [size, prices] of [
    ['8', [210]],
    ['9', [200, 190]],
    ['10', [220]],
    ['11', [230]],
  ] as const) {
    await addActiveItems(store, { productId: jordan.id, consigner: consigner.id, location, size }, [
      ...prices,
    ]);
  }
  await addActiveItems(store, { productId: dunk.id, consigner: consigner.id, location, size: '9' }, [120]);
});

async function shows(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: `Store ${handle}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: shopperCopy.catalogue.inDemand })).toBeVisible();
  await expect(page.getByText(shopperCopy.catalogue.bestSellers)).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`Store ${handle}`));
}

for (const screen of [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test(`a shopper browses, searches and shares the catalogue on a ${screen.name}`, async ({
    page,
    context,
    pageProblems,
  }) => {
    await page.setViewportSize(screen.viewport);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/catalogue/${handle}`);
    await shows(page);

    const jordan = page.getByRole('article', { name: `Cat Jordan ${RUN}` });
    await expect(jordan.getByTestId('lowest-price')).toHaveText(`${shopperCopy.catalogue.from} ${usd(190)}`);
    // Three sizes, then More sizes for the fourth.
    await expect(jordan.getByRole('list', { name: 'Sizes' }).getByRole('listitem')).toHaveCount(3);
    await jordan.getByRole('button', { name: `${shopperCopy.catalogue.moreSizes} (1)` }).click();
    await expect(jordan.getByRole('list', { name: 'Sizes' }).getByRole('listitem')).toHaveCount(4);
    await expect(jordan.getByRole('listitem').filter({ hasText: '11' })).toContainText(usd(230));
    await page.screenshot({ path: `test-results/screens/catalogue-${screen.name}.png`, fullPage: true });

    await page.getByRole('searchbox', { name: 'Search' }).fill('Dunk');
    await expect(page).toHaveURL(/search=Dunk/);
    await expect(page.getByTestId('product-card')).toHaveCount(1);
    await expect(page.getByRole('article', { name: `Cat Dunk ${RUN}` })).toBeVisible();

    await page.getByRole('button', { name: shopperCopy.catalogue.share }).click();
    await expect(page.getByText(notices.linkCopied)).toBeVisible();
    const copied = await page.evaluate<string>('navigator.clipboard.readText()');
    expect(copied).toBe(page.url());

    // The shared link opens the same list.
    await page.goto(copied);
    await expect(page.getByTestId('product-card')).toHaveCount(1);
    expect(pageProblems.list()).toEqual([]);
  });
}

test('a shopper emails the catalogue: too quick is refused as the server says, then it is sent', async ({
  page,
}) => {
  const address = `shopper-${RUN.toLowerCase()}@example.test`;
  await page.goto(`/catalogue/${handle}`);
  await shows(page);

  await page.getByRole('button', { name: shopperCopy.catalogue.email }).click();
  const dialog = page.getByRole('dialog', { name: shopperCopy.catalogue.emailTitle });
  const openedAt = Date.now();
  await dialog.getByLabel('Email address').fill(address);
  const send = dialog.getByRole('button', { name: shopperCopy.catalogue.emailSend });
  await expect(send).toBeEnabled();
  await send.click();
  await expect(dialog.getByText(validation.publicForms.tooFast)).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/catalogue-email.png' });

  // A person takes a few seconds: wait until the form has been open that long, then send again.
  await expect
    .poll(() => Date.now() - openedAt, { timeout: 10_000 })
    .toBeGreaterThan(PUBLIC_FORM_MIN_FILL_MS);
  await send.click();
  await expect(page.getByText(notices.emailSent)).toBeVisible();
  await expect(dialog).toBeHidden();

  const link = await linkFromMail(address, `/catalogue/${handle}`);
  await page.goto(link);
  await shows(page);
});

test('an unknown handle is a clear not-found page', async ({ page }) => {
  await page.goto(`/catalogue/no-such-store-${RUN.toLowerCase()}`);
  await expect(page.getByTestId('catalogue-not-found')).toBeVisible();
  await expect(page.getByText(apiErrors.storeNotFound)).toBeVisible();
});
