import { randomBytes } from 'node:crypto';
import { type Page } from '@playwright/test';
import { notices } from '@shared/messages';
import { DEMO_ADMIN, expect, logIn, test } from './fixtures';
import { DEMO_LOCATION, openDemoProduct } from './demo-store';
import { chooseOption, chooseOwner, chooseSize, signInApi } from './helpers';
import { linkFromMail } from './mailbox';

/**
 * Issue 12: an employee with Products and Inventory, but not Consigners or Settings, adds inventory
 * on the demo store, and their side menu holds no entry whose screen is refused a call.
 */
test.describe.configure({ mode: 'serial' });

const CLERK = {
  handle: DEMO_ADMIN.handle,
  email: `intake-${randomBytes(4).toString('hex')}@demo.test`,
  password: `pw-${randomBytes(8).toString('hex')}`,
};

/** Every /api answer the page was refused (403), as "GET /api/…". */
function watchRefusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.status() === 403 && url.pathname.startsWith('/api/')) {
      refused.push(`${response.request().method()} ${url.pathname}`);
    }
  });
  return refused;
}

test.beforeAll(async ({ request }) => {
  // The demo Admin invites the clerk and gives them Products and Inventory; the clerk accepts by mail.
  const admin = await signInApi(request, DEMO_ADMIN);
  const { employee } = await admin.post<{ employee: { id: number } }>('/api/employees', {
    email: CLERK.email,
    firstName: 'Riley',
    lastName: 'Intake',
  });
  await admin.put(`/api/employees/${employee.id}`, { accessControls: ['Products', 'Inventory'] });
  const link = new URL(await linkFromMail(CLERK.email, '/signup/'), 'http://mail.invalid');
  const accept = await request.put(`/open/employees/accept/${employee.id}`, {
    data: { token: link.searchParams.get('token'), password: CLERK.password },
  });
  expect(accept.status(), await accept.text()).toBe(200);
});

test('a Products+Inventory employee adds inventory through the dialog', async ({ page, pageProblems }) => {
  // Sign-in, four pickers and the save on a machine the other walks share.
  test.slow();
  const refused = watchRefusals(page);
  await logIn(page, CLERK);
  await openDemoProduct(page, 'Nike Dunk Low Panda');
  await page.getByRole('button', { name: 'Add Inventory' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Inventory' });

  // Templates, locations and owners all answer: sizes to tick, the store account as owner.
  await chooseSize(dialog, '9');
  await dialog.getByLabel('Price for 9', { exact: true }).fill('180');
  await expect(dialog.getByLabel('Cost for 9', { exact: true })).toBeVisible();
  await chooseOwner(dialog, 'Jordan Reyes');
  await expect(dialog.getByText(/^Payout \$\d/)).toHaveCount(1);
  await chooseOption(dialog, 'Location', DEMO_LOCATION);
  await expect(dialog.getByTestId('queries-error')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/restricted-intake-dialog.png' });

  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText(notices.inventoryAdded('Nike Dunk Low Panda'))).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(refused).toEqual([]);
  expect(pageProblems.list()).toEqual([]);
});

test('every side-menu entry of the restricted employee opens without a refused call', async ({ page }) => {
  // One visit per menu entry, each waiting for its calls to settle.
  test.slow();
  const refused = watchRefusals(page);
  await logIn(page, CLERK);
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  // The menu is built once the profile has loaded.
  await expect(nav.getByRole('menuitem', { name: 'Add Products', exact: true })).toBeVisible();
  // The links' own addresses (react-router writes them as paths, e.g. "/findInventory").
  const linkPaths = async () =>
    Promise.all(
      (await nav.locator('a[href]').all()).map(async (link) => (await link.getAttribute('href')) ?? ''),
    );
  // Open each group the menu shows and take its links (a closed group renders none).
  const paths = new Set(await linkPaths());
  for (const name of ['Inventory', 'Request', 'Transfers', 'Orders', 'Settings']) {
    const group = nav.getByRole('menuitem', { name, exact: true });
    if ((await group.count()) === 0) continue;
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    // The group's list (aria-controls) renders its links as it opens: wait for them.
    const list = page.locator(`[id="${await group.getAttribute('aria-controls')}"]`);
    await expect(list.getByRole('link').first()).toBeVisible();
    for (const path of await linkPaths()) paths.add(path);
  }
  expect([...paths]).toContain('/findInventory');
  for (const hidden of ['/consigners', '/employees', '/fees', '/subLocations', '/productTemplates']) {
    expect([...paths]).not.toContain(hidden);
  }

  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Not sent back to / (a screen it may not open), and no call of the screen was refused.
    expect({ path, at: new URL(page.url()).pathname }).toEqual({ path, at: path });
    expect({ path, refused }).toEqual({ path, refused: [] });
  }
});
