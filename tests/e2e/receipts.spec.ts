import { execFileSync } from 'node:child_process';
import { type Page } from '@playwright/test';
import { type Order } from '@shared/contracts/orders';
import { type ReceiptLayout, receiptText } from '@shared/domain/receipt';
import { type CounterPrintersSnapshot } from '@shared/ipc/printers';
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

/** A store of the walk's own with one register sale: two items, $200, cash $250 (change $50). */
async function storeWithOrder(request: Parameters<typeof signUpOwnStore>[0], name: string) {
  const store = await signUpOwnStore(request, name);
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
  return { store, product, order, customerEmail };
}

test('the order page prints the receipt in the browser and emails it', async ({
  page,
  request,
  pageProblems,
}, testInfo) => {
  const { store, product, order, customerEmail } = await storeWithOrder(request, 'receipts');

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

interface ReceiptPrintCall {
  printerId?: string;
  orderId: number;
  document: { format: 'escpos'; receipt: ReceiptLayout } | { format: 'pdf'; data: Uint8Array };
}

/**
 * The counter app's bridge as its preload exposes it, on a PC whose receipt printer is an ESC/POS
 * one at 42 columns: `receipts.print` records what the page sends and answers that it printed.
 */
async function exposeCounterWithReceiptPrinter(page: Page, snapshot: CounterPrintersSnapshot) {
  await page.addInitScript((printers) => {
    const calls: unknown[] = [];
    const none = () => () => undefined;
    Object.assign(globalThis, {
      __receiptPrints: calls,
      counter: {
        app: { version: () => Promise.resolve('0.1.0'), isKiosk: () => Promise.resolve(false) },
        kiosk: { reload: () => Promise.resolve() },
        scanner: { onScan: none },
        devices: {
          list: () => Promise.resolve({ available: false }),
          onChange: none,
          configure: () => Promise.reject(new Error('not in this walk')),
        },
        printers: {
          list: () => Promise.resolve(printers),
          onChange: none,
          configure: () => Promise.reject(new Error('not in this walk')),
          status: () => Promise.reject(new Error('not in this walk')),
          testPrint: () => Promise.reject(new Error('not in this walk')),
        },
        labels: { print: () => Promise.reject(new Error('not in this walk')) },
        receipts: {
          print: (request: { printerId: string }) => {
            calls.push(request);
            return Promise.resolve({
              ok: true,
              printerId: request.printerId,
              printerName: 'Till printer',
              count: 1,
              finished: true,
            });
          },
        },
      },
    });
  }, snapshot);
}

const TILL_ID = 'printer:tcp:10.0.0.60:9100';
const TILL: CounterPrintersSnapshot = {
  available: true,
  printers: [
    {
      id: TILL_ID,
      kind: 'network-zpl-printer',
      name: 'Till printer',
      language: 'escpos',
      status: 'connected',
      checkedAt: Date.UTC(2026, 0, 1),
    },
  ],
  systemPrinters: [],
  config: {
    printers: [
      {
        kind: 'network-zpl-printer',
        host: '10.0.0.60',
        port: 9100,
        dpi: 203,
        language: 'escpos',
        columns: 42,
      },
    ],
    printerFor: { labels: null, receipts: TILL_ID },
  },
  problems: [],
};

test('in the counter app, Print receipt goes straight to the receipt printer', async ({
  page,
  request,
  pageProblems,
}) => {
  const { store, order } = await storeWithOrder(request, 'tillreceipt');
  await exposeCounterWithReceiptPrinter(page, TILL);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, store.admin);
  await page.goto(`/orders/${order.id}`);

  await page.getByRole('button', { name: 'Print receipt' }).click();

  await expect(page.getByText(receiptMessages.printedOn('Till printer'))).toBeVisible();
  const calls = (await page.evaluate(
    () => (globalThis as unknown as { __receiptPrints: unknown[] }).__receiptPrints,
  )) as ReceiptPrintCall[];
  expect(calls).toHaveLength(1);
  const [call] = calls;
  expect(call).toMatchObject({ printerId: TILL_ID, orderId: order.id, document: { format: 'escpos' } });
  if (call?.document.format !== 'escpos') throw new Error('expected the receipt blocks');
  // The page laid the order out at the printer's 42 columns; nothing was printed in the browser.
  const lines = receiptText(call.document.receipt);
  expect(call.document.receipt.columns).toBe(42);
  expect(lines.every((line) => line.length <= 42)).toBe(true);
  expect(lines).toContain(`TOTAL${' '.repeat(42 - 'TOTAL'.length - '$200'.length)}$200`);
  expect(lines.some((line) => line.includes(`Order ${order.name}`))).toBe(true);
  await expect(page.getByTestId('receipt-print-frame')).toHaveCount(0);
  expect(pageProblems.list()).toEqual([]);
});
