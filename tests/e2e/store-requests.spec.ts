import { type APIRequestContext, type Page } from '@playwright/test';
import { notices, validation } from '@shared/messages';
import { expect, logIn, test } from './fixtures';
import { chooseOption, chooseSize, png } from './helpers';
import { linkFromMail, mailCount } from './mailbox';

/**
 * Store requests on the demo store: the clerk finds a new product's sizes out of stock on Request
 * Items, requests two of them as Buying with a price range (the reversed range told first), sees them
 * in Buying; a seller offers against one; the clerk opens the size in the Request grid, reads the
 * Accepted Inventory dialog and accepts the offer, which waits in Drop off pending. Then the open
 * requests are emailed to the consigners. Everything here is this walk's own (unique names).
 */

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.toUpperCase();
const TITLE = `Request Walk Dunk ${RUN}`;
const SELLER = { firstName: 'Rita', lastName: `Offer${RUN}`, email: `rita-${RUN.toLowerCase()}@walk.test` };

/** The signed-in clerk's API, through the page's own session. */
async function clerkApi(page: Page, request: APIRequestContext) {
  const token = await page.evaluate(async () => {
    const response = await fetch('/open/auth/refresh', { method: 'POST', credentials: 'include' });
    return ((await response.json()) as { accessToken: string }).accessToken;
  });
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: async (path: string) => {
      const response = await request.get(path, { headers });
      expect(response.ok(), `GET ${path}`).toBe(true);
      return response.json();
    },
    post: (path: string, data: unknown) => request.post(path, { headers, data }),
    upload: (path: string) =>
      request.post(path, {
        headers,
        multipart: { file: { name: 'walk.png', mimeType: 'image/png', buffer: png([40, 90, 200]) } },
      }),
  };
}

test('requests sizes out of stock, takes an offer from the Request grid, and emails the consigners', async ({
  page,
  request,
  pageProblems,
}) => {
  // One walk through three screens and two dialogs: more than the default 30 s on a busy machine.
  test.slow();
  await logIn(page);
  const api = await clerkApi(page, request);

  // A product of this walk on the store's Sneakers template (sizes 4–14, New or Used), and a seller.
  const upload = await api.upload('/api/uploads');
  expect(upload.ok()).toBe(true);
  const { url } = (await upload.json()) as { url: string };
  const { productTemplates } = (await api.get('/api/productTemplates')) as {
    productTemplates: { id: number; title: string }[];
  };
  const template = productTemplates.find((candidate) => candidate.title === 'Sneakers');
  expect(template).toBeDefined();
  const created = await api.post('/api/products', {
    title: TITLE,
    sku: `RQ-${RUN}`,
    brand: 'Nike',
    category: 'Sneakers',
    gender: 'Men',
    productTemplateId: template?.id,
    image: url,
  });
  expect(created.status()).toBe(201);
  const seller = await api.post('/api/consigners/createFromAdmin', {
    ...SELLER,
    phone: '+1 555 010 2030',
    address: '9 Offer Lane',
  });
  expect(seller.status()).toBe(201);
  const sellerId = ((await seller.json()) as { consigner: { id: number } }).consigner.id;

  // Request Items: the new product has every size out of stock.
  await page.goto('/request');
  await expect(page.getByRole('heading', { level: 1, name: 'Request Items' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search products' }).fill(TITLE);
  const sizes = page.getByRole('list', { name: `${TITLE} sizes out of stock` });
  await expect(sizes.getByRole('button', { name: 'Request size 9', exact: true })).toBeVisible();
  await expect(sizes.getByRole('button', { name: 'Request size 10', exact: true })).toBeVisible();
  await expect(sizes.getByRole('listitem')).toHaveCount(21);

  // Request 9 and 10 as Buying, with a price range: a reversed range is told under its field first.
  await page.getByRole('button', { name: `Request ${TITLE}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Inventory' });
  await chooseSize(dialog, '9');
  await chooseSize(dialog, '10');
  await dialog.getByLabel('Lower price for 9', { exact: true }).fill('200');
  await dialog.getByLabel('Upper price for 9', { exact: true }).fill('150');
  await expect(
    dialog.getByRole('alert').filter({ hasText: validation.inventory.priceRangeOrder }),
  ).toBeVisible();
  await dialog.getByLabel('Lower price for 10', { exact: true }).fill('150');
  await dialog.getByLabel('Upper price for 10', { exact: true }).fill('200');
  await chooseOption(dialog, 'Location', 'Main Store');
  await expect(dialog.getByLabel('Type', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Request' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Upper price for 9', { exact: true }).fill('250');
  await expect(dialog.getByText(validation.inventory.priceRangeOrder)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add Request' }).click();
  await expect(page.getByText(notices.inventoryAdded(TITLE))).toBeVisible();
  await expect(dialog).toBeHidden();
  // Still out of stock, now requested.
  await expect(sizes.getByRole('button', { name: 'Request size 10, 1 requested' })).toBeVisible();

  // Both show up in Buying, in the Request grid.
  await page.goto('/buyingInventory');
  await page.getByRole('searchbox', { name: 'Search inventory' }).fill(TITLE);
  const card = page.locator('.request-card', { hasText: TITLE });
  await expect(card.getByRole('button', { name: /^9 \/ New 1 requested · 0 offers$/ })).toBeVisible();
  await expect(card.getByRole('button', { name: /^10 \/ New 1 requested · 0 offers$/ })).toBeVisible();

  // A seller offers a pair of 10 against the request, inside the range.
  const { rows } = (await api.get(
    `/api/inventories/paginatedInventories?status=Buying&search=${encodeURIComponent(TITLE)}`,
  )) as { rows: { id: number; option1Value: string; productId: number }[] };
  const wanted = rows.find((row) => row.option1Value === '10');
  expect(wanted).toBeDefined();
  const offer = await api.post('/api/inventories', {
    inventoryFormArray: [
      {
        productId: wanted?.productId,
        option1Value: '10',
        option2Value: 'New',
        price: 180,
        status: 'Requested',
        consigner: sellerId,
        buyingId: wanted?.id,
      },
    ],
  });
  expect(offer.status()).toBe(201);
  const offerId = ((await offer.json()) as { inventories: { id: number }[] }).inventories[0].id;

  // The grid shows the offer; the size opens the read-only Accepted Inventory dialog.
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search inventory' }).fill(TITLE);
  await card.getByRole('button', { name: /^10 \/ New 1 requested · 1 offer$/ }).click();
  const accepted = page.getByRole('dialog', { name: 'Accepted Inventory' });
  await expect(accepted.getByText(TITLE)).toBeVisible();
  // The request's details: its price range, and its status (the offers below are Requested).
  await expect(accepted.getByRole('row', { name: /^Price/ })).toContainText(/150.*200/);
  await expect(accepted.getByRole('cell', { name: 'Buying', exact: true })).toBeVisible();
  const offerRow = accepted.getByRole('row', { name: new RegExp(`Rita ${SELLER.lastName}`) });
  await expect(offerRow).toContainText('180');
  await expect(offerRow).toContainText('Requested');
  await expect(accepted.getByRole('textbox')).toHaveCount(0);
  await accepted.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText(notices.storeRequests.offerAccepted)).toBeVisible();
  await expect(accepted).toBeHidden();
  // The request is closed; the other one still waits, with no offer.
  await expect(card.getByRole('button', { name: /^10 \/ New/ })).toHaveCount(0);
  await card.getByRole('button', { name: /^9 \/ New 1 requested · 0 offers$/ }).click();
  await expect(accepted.getByText(notices.storeRequests.noOfferYet)).toBeVisible();
  await expect(accepted.getByRole('button', { name: 'Accept' })).toBeDisabled();
  await accepted.getByRole('button', { name: 'Cancel' }).click();

  // The seller's pair waits in Drop off pending.
  await page.goto('/incomingInventory');
  await page.getByRole('searchbox', { name: 'Search inventory' }).fill(TITLE);
  const pending = page.getByRole('row', { name: new RegExp(TITLE) });
  await expect(pending).toContainText(`Rita ${SELLER.lastName}`);
  await expect(pending).toContainText('Drop off pending');

  // It came from a Buying request, so accepting it at the counter asks how the seller is paid.
  await pending.getByRole('checkbox').check();
  await page.getByRole('button', { name: /Accept$/ }).click();
  const acceptModal = page.getByRole('dialog', { name: /^Accept inventory: 1 item$/ });
  await acceptModal.getByText('Checkbooks', { exact: true }).click();
  await expect(acceptModal.getByRole('radio', { name: 'Checkbooks' })).toBeChecked();
  // The demo store has more than one location: the counter says where the pair goes.
  await chooseOption(acceptModal, 'Location', 'Main Store');
  await acceptModal.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(page.getByText(notices.inventoryAccepted)).toBeVisible();
  const { inventory: taken } = (await api.get(`/api/inventories/${offerId}`)) as {
    inventory: { status: string; paymentType: string | null };
  };
  expect(taken).toMatchObject({ status: 'Active', paymentType: 'auto' });

  // Email consigners (confirmed first): the seller gets the open requests and the buy-and-sell link.
  const before = mailCount(SELLER.email);
  await page.goto('/request');
  await page.getByRole('button', { name: 'Email consigners' }).click();
  await page.getByRole('dialog', { name: 'Email consigners' }).getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(/^Emailed the open requests to \d+ consigners?\.$/)).toBeVisible();
  const link = await linkFromMail(SELLER.email, '/buyandsell', before);
  expect(link).toContain('handle=demo');
  expect(pageProblems.list()).toEqual([]);
});
