import { type APIRequestContext, type Page } from '@playwright/test';
import { validation } from '@shared/messages';
import { expect, logIn, test } from './fixtures';
import { scanWithWedge } from './helpers';
import { addActiveItems, addConsigner, addLocation, signUpOwnStore } from './own-store';

/**
 * Scanning anywhere (issue 13): on a back-office screen, a keyboard-wedge scan with no text field
 * focused opens the item or the product it names, finds the item on an inventory list, and says so
 * when nothing has the code; a person typing is never taken for a scanner. Each walk has a store of
 * its own with one product (with a GTIN) and one item of it.
 */

/** A valid EAN-13 (GS1 check digit 1). */
const GTIN = '4006381333931';

interface World {
  admin: { handle: string; email: string; password: string };
  productId: number;
  item: { id: number; code: string };
}

async function world(request: APIRequestContext, name: string): Promise<World> {
  const store = await signUpOwnStore(request, name);
  const { productTemplates } = await store.api<{ productTemplates: { id: number }[] }>(
    'GET',
    '/api/productTemplates',
  );
  const { product } = await store.api<{ product: { id: number } }>('POST', '/api/products', {
    title: 'Scanned Jordan',
    sku: `SCAN-${Date.now().toString(36).toUpperCase()}`,
    brand: 'Jordan',
    category: 'Sneakers',
    gender: 'Men',
    productTemplateId: productTemplates[0].id,
    image: await store.uploadImage(),
    GTIN: [{ size: '10', gtin: GTIN }],
  });
  const consigner = await addConsigner(store, 'Scanner');
  const location = await addLocation(store, 'Front Room');
  const [item] = await addActiveItems(
    store,
    { productId: product.id, consigner: consigner.id, location, size: '10' },
    [150],
  );
  return { admin: store.admin, productId: product.id, item };
}

/** Leaves every text field: the next scan is for the screen, not for a field. */
async function focusNothing(page: Page, heading: string) {
  await page.getByRole('heading', { name: heading, level: 1 }).click();
}

test('scanning an item code on the products page opens the item, and a GTIN opens its product', async ({
  page,
  request,
}) => {
  test.slow(); // a store of its own: signing up takes a mail round trip
  const { admin, productId, item } = await world(request, 'scananywhere');
  await logIn(page, admin);
  await page.goto('/');
  await focusNothing(page, 'Products');
  await scanWithWedge(page, item.code);
  await expect(page).toHaveURL(new RegExp(`/inventories/${item.id}$`));

  await page.goto('/');
  await focusNothing(page, 'Products');
  await scanWithWedge(page, GTIN);
  await expect(page).toHaveURL(new RegExp(`/products/${productId}$`));
});

test('a scanned code nothing has is named in a toast, and keys typed slowly are no scan', async ({
  page,
  request,
}) => {
  test.slow();
  const { admin, item } = await world(request, 'scanunknown');
  await logIn(page, admin);
  await page.goto('/');
  await focusNothing(page, 'Products');
  // A person typing the item's code (150 ms a key) and Enter: were it a scan, the item would open.
  await page.keyboard.type(item.code, { delay: 150 });
  await page.keyboard.press('Enter');
  await scanWithWedge(page, 'UNKNOWN77');
  await expect(page.getByText(validation.scan.unknownCode('UNKNOWN77'))).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('on an inventory list a scanned item code finds the item in the list', async ({ page, request }) => {
  test.slow();
  const { admin, item } = await world(request, 'scanlist');
  await logIn(page, admin);
  await page.goto('/findInventory');
  const search = page.getByLabel('Search inventory');

  // Typed slowly into the search box, a code is a search like any other: the list stays.
  await search.click();
  await page.keyboard.type(item.code.slice(0, 3), { delay: 150 });
  await expect(search).toHaveValue(item.code.slice(0, 3));
  await search.fill('');

  await focusNothing(page, 'Find Inventory');
  await scanWithWedge(page, item.code);
  await expect(search).toHaveValue(item.code);
  await expect(page).toHaveURL(new RegExp(`/findInventory\\?search=${item.code}$`));
  await expect(page.getByRole('row').filter({ hasText: 'Scanned Jordan' })).toHaveCount(1);
  await expect(page).toHaveURL(/\/findInventory/);
});
