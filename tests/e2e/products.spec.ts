import { type Page } from '@playwright/test';
import { notices, validation } from '@shared/messages';
import { expect, logIn, test } from './fixtures';
import { chooseOption, escapeRegExp, png } from './helpers';

/**
 * Products on the demo store, as a clerk works them: create a product with an uploaded image (the
 * form's messages first), add GTINs, find it by search, then duplicate it and merge the duplicate.
 */
test.describe.configure({ mode: 'serial' });

const RUN = Date.now().toString(36).toUpperCase();
const TITLE = `Air Max 90 Infrared ${RUN}`;
const SKU = `CT1685-${RUN}`;
/** A GTIN-13 of this run (GTINs are unique within a store), with its check digit. */
const GTIN = withCheckDigit(`20${String(Date.now()).slice(-10)}`);

function withCheckDigit(twelve: string): string {
  const sum = [...twelve].reduce((total, digit, index) => total + Number(digit) * (index % 2 ? 3 : 1), 0);
  return `${twelve}${(10 - (sum % 10)) % 10}`;
}

async function fill(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
}

let productUrl = '';

test('creates a product with an uploaded image', async ({ page, pageProblems }) => {
  await logIn(page);
  await page.getByRole('link', { name: 'Create New Product' }).click();
  await expect(page).toHaveURL(/\/products\/create$/);

  // The form's own messages before anything is filled in.
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText(validation.product.imageRequired)).toBeVisible();
  await expect(page.getByText(validation.product.titleRequired)).toBeVisible();
  await expect(page.getByText(validation.product.skuRequired)).toBeVisible();

  await page
    .locator('.images-field input[type=file]')
    .setInputFiles({ name: 'air-max.png', mimeType: 'image/png', buffer: png() });
  await expect(page.getByRole('img', { name: 'Main image' })).toBeVisible();
  await expect(page.getByText(validation.product.imageRequired)).toBeHidden();

  await fill(page, 'Title', TITLE);
  await fill(page, 'SKU', SKU);
  await fill(page, 'Brand', 'Nike');
  await fill(page, 'Gender', 'Men');
  await fill(page, 'Catalog Id', `air-max-90-${RUN.toLowerCase()}`);
  // The template fills in its category (other walks may have added templates, so pick it).
  await chooseOption(page, 'Product Template', 'Sneakers');
  await expect(page.getByLabel('Category', { exact: true })).toHaveValue('Sneakers');

  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText(notices.saved, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/products\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  productUrl = new URL(page.url()).pathname;

  // The uploaded image is served back to the page.
  const image = page.getByRole('img', { name: 'Main image' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((element) => (element as { naturalWidth: number }).naturalWidth)).toBe(4);
  expect(pageProblems.list()).toEqual([]);
});

test('adds GTINs, refusing a wrong check digit', async ({ page }) => {
  await logIn(page);
  await page.goto(productUrl);
  await page.getByRole('button', { name: 'Manage GTINs' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage GTINs' });
  await dialog.getByRole('button', { name: 'Add GTIN' }).click();
  await chooseOption(dialog, 'Size of GTIN 1', '10');
  const wrong = `${GTIN.slice(0, 12)}${(Number(GTIN[12]) + 1) % 10}`;
  await dialog.getByLabel('GTIN 1', { exact: true }).fill(wrong);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(validation.product.gtinInvalid(wrong))).toBeVisible();

  await dialog.getByLabel('GTIN 1', { exact: true }).fill(GTIN);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(notices.saved, { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('1 GTIN')).toBeVisible();

  // Saved: it is there after a reload.
  await page.reload();
  await page.getByRole('button', { name: 'Manage GTINs' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Manage GTINs' }).getByLabel('GTIN 1', { exact: true }),
  ).toHaveValue(GTIN);
});

test('finds the product by search', async ({ page }) => {
  await logIn(page);
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await search.fill(`infrared ${RUN.toLowerCase()}`);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`search=infrared`));
  const cards = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(page.getByText('1 product', { exact: true })).toBeVisible();

  // By SKU too, whatever the case.
  await search.fill(SKU.toLowerCase());
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(cards).toHaveCount(1);
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${productUrl}$`));

  await page.goBack();
  await expect(search).toHaveValue(SKU.toLowerCase());
  await search.fill(`nothing-like-${RUN}`);
  await search.press('Enter');
  await expect(page.getByText(`No products match “nothing-like-${RUN}”.`)).toBeVisible();
});

test('duplicates the product: the copy keeps its SKU and is refused, with a link to the original', async ({
  page,
  context,
}) => {
  await logIn(page);
  await page.goto(productUrl);

  // Duplicate opens the create form in a new tab, pre-filled from the query parameters.
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'Duplicate' }).click(),
  ]);
  await tab.waitForLoadState();
  await expect(tab).toHaveURL(/\/products\/create\?title=/);
  await expect(tab.getByLabel('Title', { exact: true })).toHaveValue(TITLE);
  await expect(tab.getByLabel('SKU', { exact: true })).toHaveValue(SKU);
  await expect(tab.getByLabel('Brand', { exact: true })).toHaveValue('Nike');
  await expect(tab.getByRole('img', { name: 'Main image' })).toBeVisible();
  await tab.getByLabel('Title', { exact: true }).fill(`${TITLE} (copy)`);
  await tab.getByRole('button', { name: 'Add Product' }).click();

  // A SKU is unique in a store (issue 12): the form names the product that has it and links to it.
  await expect(
    tab.getByText(new RegExp(`SKU ${escapeRegExp(SKU)} is already used by ${escapeRegExp(TITLE)}`)).first(),
  ).toBeVisible();
  const original = tab.getByRole('link', { name: 'Open the product with this SKU' });
  await expect(original).toHaveAttribute('href', productUrl);

  // A SKU of its own: the field's error (and its link) clears as it is typed, and the copy saves.
  const sku = tab.getByLabel('SKU', { exact: true });
  await sku.fill(`${SKU}B`);
  await expect(original).toBeHidden();
  await expect(sku).not.toHaveAttribute('aria-invalid', 'true');
  await tab.getByRole('button', { name: 'Add Product' }).click();
  await expect(tab).toHaveURL(/\/products\/\d+$/);
  expect(new URL(tab.url()).pathname).not.toBe(productUrl);
  await expect(tab.getByLabel('SKU', { exact: true })).toHaveValue(`${SKU}B`);
  // Duplicates of one SKU now come only from before the rule (or a platform sync); their merge is
  // tested over HTTP in tests/api/products.test.ts.
});

test('fills the form from a product submitted for review', async ({ page }) => {
  await logIn(page);
  await page.goto('/products/create');
  const submitted = page.getByRole('region', { name: 'Submitted for review' });
  await submitted.getByRole('button', { name: 'Fill the form with Jordan 4 Retro Military Black' }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Jordan 4 Retro Military Black');
  await expect(page.getByLabel('SKU', { exact: true })).toHaveValue('DH6927-111');
  await expect(page.getByLabel('Brand', { exact: true })).toHaveValue('Jordan');
  // The submission has no image yet: the clerk must add one before saving.
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText(validation.product.imageRequired)).toBeVisible();
});
