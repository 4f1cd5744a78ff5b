import { execFileSync } from 'node:child_process';
import { type Order } from '@shared/contracts/orders';
import { receiptMessages, validation } from '@shared/messages';
import { expect, logIn, test } from './fixtures';
import { mailTo } from './mailbox';
import { addActiveItems, addConsigner, addLocation, addProduct, signUpOwnStore } from './own-store';

/**
 * Receipts (issue 15) from the order page in a browser: Print receipt draws the 80 mm receipt PDF
 * into a hidden frame and opens the print dialog from it, and offers the PDF as a download; Email
 * receipt mails it to the customer's address (prefilled) or another one. The walk's store is its
 * own, its order made by the real checkout.
 */

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

test('the order page prints the receipt in the browser and emails it', async ({
  page,
  request,
  pageProblems,
}, testInfo) => {
  const store = await signUpOwnStore(request, 'receipts');
  const location = await addLocation(store, 'Counter');
  const product = await addProduct(store, `Dunk Receipt ${RUN}`);
  const consigner = await addConsigner(store, `Receipt${RUN}`);
  const items = await addActiveItems(
    store,
    { productId: product.id, consigner: consigner.id, location, size: '10' },
    [120, 80],
  );
  const customerEmail = `buyer-${RUN}@example.test`;
  const { order } = await store.api<{ order: Order }>('POST', '/api/orders/checkout', {
    lines: items.map((item) => ({ inventoryId: item.id })),
    payments: [{ method: 'cash', amount: 250 }],
    customer: { first_name: 'Robin', last_name: 'Buyer', email: customerEmail },
    expectedTotal: 200,
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, store.admin);
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByRole('heading', { name: `Order ${order.name}` })).toBeVisible();

  // Print receipt: no counter app here, so the receipt is drawn into a hidden frame at 80 mm wide.
  await page.getByRole('button', { name: 'Print receipt' }).click();
  const frame = page.getByTestId('receipt-print-frame');
  await expect(frame).toHaveAttribute('srcdoc', /@page\{size:80\.00mm [\d.]+mm;margin:0\}/);
  await expect(page.frameLocator('[data-testid="receipt-print-frame"]').locator('img')).toHaveCount(1);
  const downloadLink = page.getByTestId('receipt-download');
  await expect(downloadLink).toHaveAttribute('href', /^blob:/);
  await page.screenshot({ path: testInfo.outputPath('receipt-printed-1280.png') });

  // The PDF offered is the receipt: the order, its items and the total, as poppler reads it.
  const [download] = await Promise.all([page.waitForEvent('download'), downloadLink.click()]);
  expect(download.suggestedFilename()).toBe(`receipt-${order.name.slice(1)}.pdf`);
  const file = await download.path();
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  expect(info).toMatch(/Page size:\s+226\.77\d* x [\d.]+ pts/);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain(`Order ${order.name}`);
  expect(text).toContain(product.title.slice(0, 20));
  expect(text).toMatch(/TOTAL\s+\$200/);
  expect(text).toMatch(/Change\s+\$50/);

  // Email receipt: the customer's address is prefilled; a wrong one is refused where it is typed.
  await page.getByRole('button', { name: 'Email receipt' }).click();
  const dialog = page.getByRole('dialog', { name: `Email the receipt of order ${order.name}` });
  const email = dialog.getByLabel('Email');
  await expect(email).toHaveValue(customerEmail);
  await email.fill('not an email');
  await dialog.getByRole('button', { name: 'Send receipt' }).click();
  await expect(dialog.getByText(validation.orderCustomer.emailInvalid)).toBeVisible();
  const other = `front-desk-${RUN}@example.test`;
  await email.fill(other);
  await dialog.getByRole('button', { name: 'Send receipt' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(receiptMessages.emailQueued(other))).toBeVisible();
  const mail = await mailTo(other);
  expect(mail).toContain(`Subject: Your receipt from Store ${store.admin.handle} (order ${order.name})`);
  expect(mail).toContain(`data-receipt="${order.name}"`);
  expect(mail).toMatch(/filename=receipt-\d+\.pdf/);

  // At a phone's width the buttons stay reachable.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Print receipt' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Email receipt' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('receipt-actions-390.png') });
  expect(pageProblems.list()).toEqual([]);
});
