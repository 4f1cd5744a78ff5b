import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { type InventoryItem } from '@shared/contracts/inventories';
import { inventoryStatusLabel } from '@shared/domain/status-labels';
import { labelPrintMessages, notices } from '@shared/messages';
import { DEMO_ADMIN, expect, logIn, test } from './fixtures';
import { signUpConsigner } from './consigner-requests';
import { chooseOption, clearOption, escapeRegExp, png, selectField, signInApi } from './helpers';

/**
 * The inventory list screens (spec 000 §2.3 "Inventory admin lists"): Accept All per product group
 * in Drop off pending and Request, the consigner's price-change and withdrawal requests answered
 * from their lists and the item page, and every screen in each view on a tablet and a phone.
 *
 * Each walk makes its own product (a unique title), consigner and items through the API, and finds
 * them by searching, so it never depends on another spec's data in the shared demo store. Its
 * products' titles ("Zoom Lists …") and consigners' names ("Zara …") sort after the demo store's, so
 * other walks still find the demo products on the first page of Products and the demo consigners
 * at the top of the owner pickers.
 */

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.toUpperCase();

interface Setup {
  productId: number;
  consignerId: number;
  locationId: number;
  size: string;
  condition: string | null;
}

/** The demo store's API as its Admin, on a request context of its own (the page keeps its session). */
async function demoApi(request: APIRequestContext) {
  const { get, post, upload } = await signInApi(request, DEMO_ADMIN);
  return {
    /** A product of its own (unique title, with an image), a consigner of its own, and a location. */
    async setUp(title: string): Promise<Setup> {
      const url = await upload(png([40, 120, 220]));
      const { productTemplates } = await get<{
        productTemplates: {
          id: number;
          title: string;
          option1Values: string[];
          option2Values: string[] | null;
        }[];
      }>('/api/productTemplates');
      const template =
        productTemplates.find((candidate) => candidate.title === 'Sneakers') ?? productTemplates[0];
      const { product } = await post<{ product: { id: number } }>('/api/products', {
        title,
        sku: `LV-${title.replace(/\W+/g, '').toUpperCase()}`,
        brand: 'Walkthrough',
        category: 'Sneakers',
        gender: 'Men',
        productTemplateId: template.id,
        image: url,
      });
      const { consigner } = await post<{ consigner: { id: number } }>('/api/consigners/createFromAdmin', {
        firstName: 'Zara',
        lastName: `Lists ${title.slice(-6)}`,
        email: `lists-${title.toLowerCase().replace(/\W+/g, '-')}@example.test`,
        phone: '+1 (555) 010-3000',
        address: '5 Market St, Springfield',
      });
      const { locations } = await get<{ locations: { label: string; value: number }[] }>(
        '/api/inventories/filterOptions',
      );
      const main = locations.find((location) => location.label === 'Main Store') ?? locations[0];
      return {
        productId: product.id,
        consignerId: consigner.id,
        locationId: main.value,
        size: template.option1Values.includes('10') ? '10' : template.option1Values[0],
        condition: template.option2Values?.[0] ?? null,
      };
    },
    /** POST /api/inventories: `quantity` items of the product in `status`. */
    async createItems(
      setup: Setup,
      status: 'Pending' | 'Requested' | 'Active',
      quantity: number,
      price: number,
    ): Promise<InventoryItem[]> {
      const { inventories } = await post<{ inventories: InventoryItem[] }>('/api/inventories', {
        inventoryFormArray: [
          {
            productId: setup.productId,
            option1Value: setup.size,
            option2Value: setup.condition,
            price,
            quantity,
            status,
            consigner: setup.consignerId,
            location: status === 'Active' ? setup.locationId : null,
          },
        ],
      });
      return inventories;
    },
  };
}

/** The list's search box: the walk's product or item by its unique text. */
async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search inventory' }).fill(text);
}

async function showByProduct(page: Page) {
  await page.getByRole('radiogroup', { name: 'View' }).getByText('By product', { exact: true }).click();
  await expect(page.getByTestId('inventory-by-product')).toBeVisible();
}

const group = (page: Page, title: string) => page.getByTestId('product-group').filter({ hasText: title });

/** The table's rows of items (each has its VIEW link), not its header or its empty row. */
const itemRows = (table: Locator) =>
  table.getByRole('row').filter({ has: table.page().getByRole('link', { name: /^View / }) });

/** A line of the item page's Details ("Printed Yes"). */
const detail = (page: Page, label: string) =>
  page.getByRole('cell').filter({ hasText: new RegExp(`^${label}`) });

test('Accept All on a product group accepts its drop-offs, which then show as Active', async ({
  page,
  request,
  pageProblems,
}) => {
  const title = `Zoom Lists Incoming ${RUN}`;
  const api = await demoApi(request);
  const setup = await api.setUp(title);
  const items = await api.createItems(setup, 'Pending', 3, 150);

  await logIn(page);
  await page.goto('/incomingInventory');
  await expect(page.getByRole('heading', { level: 1, name: 'Drop off pending' })).toBeVisible();
  await search(page, title);
  await showByProduct(page);
  const panel = group(page, title);
  await expect(panel.getByTestId('product-group-item')).toHaveCount(3);
  await expect(panel).toContainText('3 items');

  // Accept All selects the group's items and opens the accept modal.
  await panel.getByRole('button', { name: 'Accept All' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accept inventory: 3 items' });
  await expect(dialog).toBeVisible();
  await expect(page.getByText('3 selected')).toBeAttached();
  await chooseOption(dialog, 'Location', 'Main Store');
  await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(page.getByText(notices.inventoryAccepted)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(panel).toHaveCount(0);
  await expect(page.getByText('No items in this list.')).toBeVisible();

  // The view stays By product; the items are Active now, in Ready To Print and on their own pages.
  await expect(page).toHaveURL(/view=product/);
  await page.goto('/readyToPrint');
  const table = page.getByTestId('inventory-table');
  // A selection made before a search does not outlive it: nothing is printed unseen.
  await expect(itemRows(table).first()).toBeVisible();
  await table.locator('thead').getByRole('checkbox').check();
  await expect(page.getByText(/^\d+ selected/)).toBeVisible();
  await search(page, title);
  await expect(page.getByText(/^\d+ selected/)).toBeHidden();
  // The search has applied (the list counts only these three) before anything is selected.
  await expect(page.getByText('3 items', { exact: true })).toBeVisible();
  await expect(itemRows(table)).toHaveCount(3);
  for (const item of items) {
    await expect(table.locator('tr', { hasText: item.code }).getByText('Active')).toBeVisible();
  }

  // Print labels (issue 14): the browser's print dialog, then the clerk marks them printed.
  await table.locator('thead').getByRole('checkbox').check();
  await expect(page.getByText('3 selected')).toBeVisible();
  await page.getByRole('button', { name: /Print labels$/ }).click();
  const printDialog = page.getByRole('dialog', { name: 'Print labels' });
  await printDialog.getByRole('button', { name: /Print$/ }).click();
  const markDialog = page.getByRole('dialog', { name: labelPrintMessages.confirmMarkPrinted(3) });
  await markDialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(labelPrintMessages.markedPrinted(3))).toBeVisible();
  // Printed, they leave Ready To Print.
  await expect(page.getByText('No items in this list.')).toBeVisible();
  await page.goto(`/inventories/${items[0].id}`);
  await expect(page.locator('.page-header__tags').getByText('Active')).toBeVisible();
  await expect(detail(page, 'Printed')).toContainText('Yes');
  expect(pageProblems.list()).toEqual([]);
});

test('Accept All on a requested group opens the requested-inventory modal and moves them to Drop off pending', async ({
  page,
  request,
  pageProblems,
}) => {
  const title = `Zoom Lists Requested ${RUN}`;
  const api = await demoApi(request);
  const setup = await api.setUp(title);
  const items = await api.createItems(setup, 'Requested', 2, 220);

  await logIn(page);
  await page.goto('/requestedInventory');
  await expect(page.getByRole('heading', { level: 1, name: 'Request' })).toBeVisible();
  await search(page, title);
  await showByProduct(page);
  const panel = group(page, title);
  await expect(panel.getByTestId('product-group-item')).toHaveCount(2);
  await panel.getByRole('button', { name: 'Accept All' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accept requested inventory: 2 items' });
  await chooseOption(dialog, 'Location', 'Main Store');
  await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(page.getByText(notices.inventoryAccepted)).toBeVisible();
  await expect(panel).toHaveCount(0);

  await page.goto('/incomingInventory');
  await search(page, title);
  const table = page.getByTestId('inventory-table');
  for (const item of items) {
    await expect(table.locator('tr', { hasText: item.code }).getByText('Drop off pending')).toBeVisible();
  }
  expect(pageProblems.list()).toEqual([]);
});

test("the store requests a price change on an item's page", async ({ page, request, pageProblems }) => {
  const title = `Zoom Lists Store Price ${RUN}`;
  const api = await demoApi(request);
  const [item] = await api.createItems(await api.setUp(title), 'Active', 1, 200);

  await logIn(page);
  await page.goto(`/inventories/${item.id}`);
  await page.getByRole('button', { name: 'Request Price Change' }).click();
  const dialog = page.getByRole('dialog', { name: `Request a price change for ${item.code}` });
  await expect(dialog.getByTestId('current-price')).toHaveText('$200');
  await dialog.getByLabel('Requested price').fill('185');
  await dialog.getByRole('button', { name: 'Request' }).click();
  await expect(page.getByText(notices.priceChangeRequested('$185'))).toBeVisible();
  await expect(
    page.locator('.page-header__tags').getByText(inventoryStatusLabel('StoreRequestPriceChange')),
  ).toBeVisible();
  await expect(detail(page, 'Requested price')).toContainText('$185');

  // Waiting on the seller, it is listed under Price Change, in its own tab.
  await page.goto('/pendingPriceChangeInventory');
  await page.getByRole('tab', { name: 'Requested by store' }).click();
  await expect(page.getByRole('tab', { name: 'Requested by store', selected: true })).toBeVisible();
  await search(page, item.code);
  await expect(page.getByRole('link', { name: `View ${item.code}` })).toBeVisible();
  await page.getByRole('tab', { name: 'Requested by seller' }).click();
  await expect(page.getByRole('link', { name: `View ${item.code}` })).toHaveCount(0);

  // The seller never answers: the store takes its offer back on the item's page, and may ask again.
  await page.goto(`/inventories/${item.id}`);
  await page.getByRole('button', { name: 'Withdraw Price Offer' }).click();
  const confirm = page.getByRole('dialog', { name: notices.priceOfferWithdrawTitle('$185') });
  await expect(confirm).toContainText(notices.priceOfferWithdrawBody);
  await confirm.getByRole('button', { name: 'Withdraw Offer' }).click();
  await expect(page.getByText(notices.priceOfferWithdrawn)).toBeVisible();
  await expect(page.locator('.page-header__tags').getByText(inventoryStatusLabel('Active'))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw Price Offer' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Request Price Change' })).toBeVisible();
  expect(pageProblems.list()).toEqual([]);
});

test('a transfer keeps its destination: the item shows where it goes, and Accept Transfer puts it there', async ({
  page,
  request,
  pageProblems,
}) => {
  // Sets up through the API, sends, opens the item and Accept Transfers, accepts: a long walk.
  test.slow();
  const title = `Zoom Lists Transfer ${RUN}`;
  const api = await demoApi(request);
  const [item] = await api.createItems(await api.setUp(title), 'Active', 1, 150);

  await logIn(page);
  await page.goto('/transfers');
  await search(page, item.code);
  await page.getByRole('checkbox', { name: `Select ${item.code}` }).check();
  await page.getByRole('button', { name: 'Set New Location' }).click();
  const send = page.getByRole('dialog', { name: /Set New Location/ });
  await chooseOption(send, 'Location', 'Warehouse');
  await send.getByRole('button', { name: 'Set New Location' }).click();
  await expect(page.getByText('Items are on their way to the new location.')).toBeVisible();

  await page.goto(`/inventories/${item.id}`);
  await expect(page.getByTestId('transfer-destination')).toContainText('In transit to Warehouse');

  await page.goto('/acceptTransfers');
  await search(page, item.code);
  // The item's own row (the demo store has other pairs on their way to the Warehouse).
  const select = page.getByRole('checkbox', { name: `Select ${item.code}` });
  await expect(page.getByRole('row').filter({ has: select })).toContainText(/→ Warehouse/);
  await select.check();
  await page.getByRole('button', { name: /Accept$/ }).click();
  const accept = page.getByRole('dialog', { name: /Accept transfer/ });
  // Prefilled with the destination: accepted as it is, without choosing again.
  await expect(selectField(accept, 'Location').shown).toHaveText('Warehouse');
  await accept.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(page.getByText(notices.inventoryAccepted)).toBeVisible();

  await page.goto(`/inventories/${item.id}`);
  await expect(page.locator('.page-header__tags').getByText('Active')).toBeVisible();
  await expect(page.getByTestId('transfer-destination')).toHaveCount(0);
  expect(pageProblems.list()).toEqual([]);
});

/** The count beside Price Change in the menu; its tooltip is the number. */
const priceChangeBadge = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: /^Price Change/ })
    .getByTitle(/^\d+$/);

test("a consigner's price change is accepted from the Price Change list: the price becomes the requested one", async ({
  page,
  request,
  pageProblems,
}) => {
  const title = `Zoom Lists Price Change ${RUN}`;
  const api = await demoApi(request);
  // The items are a consigner's who has a login: they ask for the new prices themselves.
  const seller = await signUpConsigner(request, {
    handle: DEMO_ADMIN.handle,
    email: `price-change-${RUN.toLowerCase()}@example.test`,
    firstName: 'Pia',
    lastName: `Price ${RUN}`,
  });
  const setup = { ...(await api.setUp(title)), consignerId: seller.consignerId };
  const [accepted, declined] = await api.createItems(setup, 'Active', 2, 200);
  const asked = (item: { id: number }, requestedPrice: number) =>
    seller.api.post('/api/inventories/requestPriceChange', { inventory: item.id, requestedPrice });
  await asked(accepted, 175);
  await asked(declined, 150);

  await logIn(page);
  await page.goto('/pendingPriceChangeInventory');
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory Price Change' })).toBeVisible();
  await search(page, title);
  const row = page.getByTestId('inventory-table').locator('tr', { hasText: accepted.code });
  await expect(row).toContainText('$175');
  // Only this walk makes RequestPriceChange items: the badge counts at least these two.
  const before = Number(await priceChangeBadge(page).getAttribute('title'));
  expect(before).toBeGreaterThanOrEqual(2);

  await row.getByRole('button', { name: `Accept ${accepted.code}` }).click();
  const confirm = page.getByRole('dialog', { name: `Accept the requested price for ${accepted.code}?` });
  await expect(confirm).toContainText('from $200 to $175');
  await confirm.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(page.getByText('Price change accepted.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(priceChangeBadge(page)).toHaveAttribute('title', String(before - 1));

  await page.goto(`/inventories/${accepted.id}`);
  await expect(page.locator('.page-header__tags').getByText('Active')).toBeVisible();
  await expect(page.getByLabel('Price', { exact: true })).toHaveValue('175.00');
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.locator('li', { hasText: /^Price:/ }).first()).toContainText('$200 → $175');

  // The other request is declined from its page: the price stays.
  await page.goto(`/inventories/${declined.id}`);
  await expect(page.getByText('Requested price: $150')).toBeVisible();
  await page.getByRole('button', { name: /Decline$/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Decline', exact: true }).click();
  await expect(page.getByText('Price change declined.')).toBeVisible();
  await expect(page.locator('.page-header__tags').getByText('Active')).toBeVisible();
  await expect(page.getByLabel('Price', { exact: true })).toHaveValue('200.00');
  expect(pageProblems.list()).toEqual([]);
});

test("a consigner's withdrawal request is accepted from the Withdrawal Request list, another declined on its page", async ({
  page,
  request,
  pageProblems,
}) => {
  const title = `Zoom Lists Withdrawal ${RUN}`;
  const api = await demoApi(request);
  const seller = await signUpConsigner(request, {
    handle: DEMO_ADMIN.handle,
    email: `withdrawal-${RUN.toLowerCase()}@example.test`,
    firstName: 'Wes',
    lastName: `Withdrawal ${RUN}`,
  });
  const setup = { ...(await api.setUp(title)), consignerId: seller.consignerId };
  const [accepted, declined] = await api.createItems(setup, 'Active', 2, 260);
  for (const item of [accepted, declined]) {
    await seller.api.post('/api/inventories/requestWithdrawal', { inventory: item.id });
  }

  await logIn(page);
  await page.goto('/pendingWithdrawalInventory');
  await expect(page.getByRole('heading', { level: 1, name: 'Withdrawal Request' })).toBeVisible();
  await search(page, title);
  const row = page.getByTestId('inventory-table').locator('tr', { hasText: accepted.code });
  await row.getByRole('button', { name: `Accept ${accepted.code}` }).click();
  await page
    .getByRole('dialog', { name: `Accept the withdrawal of ${accepted.code}?` })
    .getByRole('button', { name: 'Accept', exact: true })
    .click();
  await expect(page.getByText('Withdrawal accepted.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.goto(`/inventories/${accepted.id}`);
  await expect(page.locator('.page-header__tags').getByText('Withdrawn')).toBeVisible();

  await page.goto(`/inventories/${declined.id}`);
  await page.getByRole('button', { name: 'Decline withdrawal' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Decline withdrawal' }).click();
  await expect(page.getByText('Withdrawal declined.')).toBeVisible();
  await expect(page.locator('.page-header__tags').getByText('Active')).toBeVisible();
  expect(pageProblems.list()).toEqual([]);
});

const SCREENS = [
  { path: '/findInventory', title: 'Find Inventory' },
  { path: '/incomingInventory', title: 'Drop off pending' },
  { path: '/requestedInventory', title: 'Request' },
  { path: '/readyToPrint', title: 'Ready To Print' },
  { path: '/withdrawnInventory', title: 'Withdrawn' },
  { path: '/pendingPriceChangeInventory', title: 'Inventory Price Change' },
  { path: '/pendingWithdrawalInventory', title: 'Withdrawal Request' },
  // The store's requests open on the Request grid (spec 000 §2.3), with the table one switch away.
  { path: '/requestInventory', title: 'Consignment', opensOnGrid: true },
  { path: '/buyingInventory', title: 'Buying', opensOnGrid: true },
  { path: '/transfers', title: 'Transfer Inventory' },
  { path: '/acceptTransfers', title: 'Accept Transfer' },
];

test('every list screen shows its table and its By product view on a 768 px tablet', async ({
  page,
  pageProblems,
}) => {
  // Eleven screens, each loaded and switched: more than one screen's worth of time.
  test.slow();
  await logIn(page);
  await page.setViewportSize({ width: 768, height: 1000 });
  for (const screen of SCREENS) {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1, name: screen.title, exact: true })).toBeVisible();
    if ('opensOnGrid' in screen) {
      await expect(page.getByTestId('request-grid')).toBeVisible();
      await page.getByRole('radiogroup', { name: 'View' }).getByText('Table', { exact: true }).click();
    }
    await expect(page.getByTestId('inventory-table').getByRole('table').first()).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: 'View' })).toContainText('Table');
    await showByProduct(page);
    await expect(page).toHaveURL(/view=product/);
  }
  expect(pageProblems.list()).toEqual([]);
});

test('every list screen shows its cards on a 390 px phone, and By product works there too', async ({
  page,
  pageProblems,
}) => {
  test.slow();
  await logIn(page);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const screen of SCREENS) {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1, name: screen.title, exact: true })).toBeVisible();
    if ('opensOnGrid' in screen) {
      await expect(page.getByTestId('request-grid')).toBeVisible();
      await page.getByRole('radiogroup', { name: 'View' }).getByText('Cards', { exact: true }).click();
    }
    await expect(page.getByTestId('inventory-cards')).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: 'View' })).toContainText('Cards');
  }
  await showByProduct(page);
  expect(pageProblems.list()).toEqual([]);
});

test('the filter bar keeps its choices in the address: Back from an item returns to the same list', async ({
  page,
  request,
  pageProblems,
}) => {
  const title = `Zoom Lists Filters ${RUN}`;
  const api = await demoApi(request);
  const [item] = await api.createItems(await api.setUp(title), 'Pending', 1, 99);

  await logIn(page);
  await page.goto('/incomingInventory');
  // Status starts at the screen's own and can be cleared to every status.
  const status = selectField(page, 'Status').shown;
  await expect(status).toHaveText('Drop off pending');
  await clearOption(page, 'Status', 'All statuses');
  await expect(page).toHaveURL(/status=all/);

  // The product picker searches the products.
  await chooseOption(page, 'Product', new RegExp(`^${escapeRegExp(title)} · `), title);
  await expect(page).toHaveURL(/productId=\d+/);
  const row = page.getByTestId('inventory-table').locator('tr', { hasText: item.code });
  await expect(row).toBeVisible();
  await expect(itemRows(page.getByTestId('inventory-table'))).toHaveCount(1);

  // Export CSV takes the same filters: the file has this item.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /Export CSV$/ }).click(),
  ]);
  const csv = await download.createReadStream().then(
    (stream) =>
      new Promise<string>((resolve, reject) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        stream.on('error', reject);
      }),
  );
  expect(csv).toContain(item.code);
  expect(csv.trim().split('\n')).toHaveLength(2);

  await row.getByRole('link', { name: `View ${item.code}` }).click();
  await expect(page).toHaveURL(/\/inventories\/\d+$/);
  await page.goBack();
  await expect(row).toBeVisible();
  await expect(status).toHaveText('All statuses');
  await expect(selectField(page, 'Product').shown).toContainText(title);

  // The menu's link to the screen starts it afresh.
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Drop Off Pending' })
    .click();
  await expect(status).toHaveText('Drop off pending');
  await expect(page).toHaveURL(/\/incomingInventory$/);
  expect(pageProblems.list()).toEqual([]);
});
