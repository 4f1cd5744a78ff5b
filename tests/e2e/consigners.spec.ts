import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { notices, validation } from '@shared/messages';
import { expect, test } from './fixtures';
import { chooseOption } from './helpers';

const consignerMessages = validation.consigner;

/**
 * The staff consigner screens on the demo store: add a Bank consigner with each routing type (the
 * shared messages first, then the required fields), then export consigners.csv.
 */
test.describe.configure({ mode: 'serial' });

const HANDLE = 'demo';
const ADMIN = 'admin@demo.consigndesk.local';
const PASSWORD = 'consigndesk-demo';
const RUN = Date.now().toString(36);

/** Signs in through the form and waits until the app has left /login (as tests/e2e/accounts.spec.ts). */
async function logIn(page: Page, email: string, password: string) {
  await page.goto(`/login?handle=${HANDLE}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

const ROUTINGS = [
  {
    option: 'ABA routing number',
    missing: consignerMessages.routingNumberRequired,
    fill: async (page: Page) => {
      await page.getByRole('textbox', { name: 'Account Number' }).fill('123456789');
      await page.getByRole('textbox', { name: 'Routing Number' }).fill('021000021');
    },
  },
  {
    option: 'SWIFT code',
    missing: consignerMessages.swiftCodeRequired,
    fill: async (page: Page) => {
      await page.getByRole('textbox', { name: 'Swift Code' }).fill('DEUTDEFF');
      await page.getByRole('textbox', { name: 'IBAN' }).fill('DE89370400440532013000');
    },
  },
  {
    option: 'IBAN',
    missing: consignerMessages.ibanRequired,
    fill: async (page: Page) => {
      await page.getByRole('textbox', { name: 'IBAN' }).fill('GB82 WEST 1234 5698 7654 32');
    },
  },
] as const;

for (const [index, routing] of ROUTINGS.entries()) {
  test(`adds a Bank consigner with routing ${routing.option}`, async ({ page }) => {
    await logIn(page, ADMIN, PASSWORD);
    await page.goto('/addConsigner');
    await page.getByLabel('First Name').fill('Bank');
    await page.getByLabel('Last Name').fill(`Routing${index}-${RUN}`);
    await page.getByLabel('Email').fill(`bank-${index}-${RUN}@example.test`);
    await page.getByLabel('Phone').fill('+1 555 010 2000');
    await page.getByLabel('Address').fill('1 Market St');
    // The payout type is a row of radio buttons; the option's text is what a clerk clicks.
    await page.getByText('Bank', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Bank', exact: true })).toBeChecked();
    await chooseOption(page, 'Bank Type', routing.option);
    await page.getByRole('button', { name: 'Add Consigner' }).click();
    await expect(page.getByText(consignerMessages.accountNameRequired)).toBeVisible();
    await expect(page.getByText(routing.missing)).toBeVisible();

    await page.getByRole('textbox', { name: 'Account Name' }).fill('Bank Routing');
    await routing.fill(page);
    await page.getByRole('button', { name: 'Add Consigner' }).click();
    await expect(page.getByText(notices.consigners.added)).toBeVisible();
    await expect(page).toHaveURL(/\/consigners\/\d+$/);
  });
}

test('exports consigners.csv with the spec columns', async ({ page }) => {
  await logIn(page, ADMIN, PASSWORD);
  await page.goto('/consigners');
  await expect(page.getByRole('link', { name: `Bank Routing0-${RUN}` })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('consigners.csv');
  const text = await readFile(await download.path(), 'utf8');
  expect(text.split('\r\n')[0]).toBe(
    'Consigner ID,First Name,Last Name,Email,Phone,Address,Account Type,Fee,isActive,sales,profit',
  );
  expect(text).toContain(`Routing2-${RUN}`);
  await expect(page.getByText(notices.consigners.exported)).toBeVisible();
});
