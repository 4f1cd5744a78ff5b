import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { type Page } from '@playwright/test';
import { type InventoryLogsPageResponse } from '@shared/contracts/inventory-lists';
import { type PayoutDetailResponse, type ReadyToPayResponse } from '@shared/contracts/payouts';
import { addDays } from '@shared/domain/dashboard-figures';
import { zonedDay } from '@shared/domain/time-zone';
import { notices } from '@shared/messages';
import { expect, logIn, test } from './fixtures';
import { screenshotBothWidths } from './helpers';
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
 * The Admin dashboard (issue 18; spec 000 §2.2–§2.3 Dashboard, §3 Dashboard stats, Shop report,
 * Store sale payout summary; 001 §5 report ranges, §9 figures): a store of the walk's own sells two
 * items of one consigner and pays one of them out; its Admin reads the figures, the charts, Recent
 * Activity and the report tables, exports one, then changes the range and sees the figures follow.
 * An employee, even with every access control, has no Dashboard and is sent away from /dashboard.
 */

const SCREENS = resolve(__dirname, '..', '..', 'test-results', 'screens');
const RUN = randomBytes(3).toString('hex').toUpperCase();

interface DashboardStore {
  store: OwnStore;
  consigner: { id: number; name: string };
  /** What the payout paid, and what is still owed for the other sale. */
  paid: number;
  pending: number;
  /** The store's inventory log entries so far (all of them today). */
  logCount: number;
}

/**
 * Three items of one consigner taken in at a 10% transaction fee; two sold at the counter ($200
 * and $300), the $300 one paid out; the $150 one stays on the floor.
 */
async function storeWithSaleAndPayout(
  request: Parameters<typeof signUpOwnStore>[0],
): Promise<DashboardStore> {
  const store = await signUpOwnStore(request, 'dashboard');
  // A 10% transaction fee: the store keeps part of each sale, so there is a profit to show.
  await store.api('PUT', `/api/stores/${store.storeId}`, { transactionFee: 10 });
  const location = await addLocation(store, 'Counter');
  const product = await addProduct(store, `Dunk Dashboard ${RUN}`);
  const consigner = await addConsigner(store, `Figures${RUN}`);
  const [cheap, dear] = await addActiveItems(
    store,
    { productId: product.id, consigner: consigner.id, location, size: '10' },
    [200, 300, 150],
  );
  await store.api('POST', '/api/orders/checkout', {
    lines: [{ inventoryId: cheap.id }, { inventoryId: dear.id }],
    payments: [{ method: 'cash', amount: 500 }],
    expectedTotal: 500,
  });
  const payout = await store.api<{ id: number }>('POST', '/api/payouts/pay', { inventoriesToPay: [dear.id] });
  await store.api('POST', `/api/payouts/paid/${payout.id}`, {});
  const detail = await store.api<PayoutDetailResponse>('GET', `/api/payouts/${payout.id}`);
  const waiting = await store.api<ReadyToPayResponse>('GET', '/api/inventories/ordersPayoutInventories');
  const logs = await store.api<InventoryLogsPageResponse>('GET', '/api/inventoryLogs?take=100');
  return {
    store,
    consigner,
    paid: detail.payout.total,
    pending: waiting.total,
    logCount: logs.inventoryLogs.length,
  };
}

/** An amount as the cards show it (spec 001 §9: rounded, in the store's currency, USD here). */
const cardMoney = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;
/** An amount as the report tables show it: 2 decimals, so a column lines up. */
const tableMoney = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(
    amount,
  );

const card = (page: Page, title: string) => page.getByRole('group', { name: title, exact: true });

async function expectCard(page: Page, title: string, value: string, change: string, previous: string) {
  const metric = card(page, title);
  await expect(metric.getByTestId('metric-value')).toHaveText(value);
  await expect(metric.getByTestId('metric-change')).toHaveText(change);
  await expect(metric.getByTestId('metric-previous')).toHaveText(`Previous: ${previous}`);
}

test('the Admin reads the dashboard and changes the range', async ({
  page,
  request,
  pageProblems,
}, testInfo) => {
  // A store signed up, two sales and a payout before the screen opens, on a machine the walks share.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  const world = await storeWithSaleAndPayout(request);
  expect(world.paid + world.pending).toBeLessThan(500);
  const today = zonedDay(new Date(), 'UTC');

  await logIn(page, world.store.admin);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard' && url.search === '');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The last 29 days through today (spec 001 §5), against the 30 days before.
  const monthAgo = addDays(today, -29);
  await expect(page.getByTestId('dashboard-period')).toHaveText(
    `${longDay(monthAgo)} – ${longDay(today)}, compared with ${longDay(addDays(today, -59))} – ${longDay(addDays(today, -30))}`,
  );

  // Both sales and the payout fall in the period; nothing happened in the store before it.
  await expectCard(page, 'Revenue', '$500', 'Up 100%', '$0');
  await expectCard(page, 'Items Sold', '2', 'Up 100%', '0');
  await expectCard(page, 'Items Listed', '3', 'Up 100%', '0');
  await expectCard(page, 'Active Inventory', '$150', 'Up 100%', '$0');
  await expectCard(page, 'Paid Payouts', cardMoney(world.paid), 'Up 100%', '$0');
  await expectCard(page, 'Pending Payouts', cardMoney(world.pending), 'Up 100%', '$0');
  await expectCard(page, 'Profit', cardMoney(500 - world.paid - world.pending), 'Up 100%', '$0');
  // spec 001 §9: green for a change that is not negative.
  await expect(card(page, 'Revenue').getByTestId('metric-change')).toHaveCSS('color', 'rgb(27, 122, 61)');

  // The day's sales drawn, with both axes (money on one, days on the other), and a tooltip in the
  // store's currency on today's point, the last one.
  const revenueChart = page.getByRole('figure', { name: 'Revenue' });
  await expect(revenueChart.getByText(notices.dashboardScreens.revenueEmpty)).toHaveCount(0);
  await expect(revenueChart.getByText('$0', { exact: true })).toBeVisible();
  await expect(revenueChart.getByText(/^[A-Z][a-z]{2} \d{1,2}$/).first()).toBeVisible();
  const plot = (await revenueChart.getByTestId('chart-plot').boundingBox())!;
  await page.mouse.move(plot.x + plot.width - 14, plot.y + plot.height / 2);
  await expect(revenueChart.getByTestId('chart-tooltip')).toHaveText(`${tooltipDay(today)}$500`);

  // Recent Activity: 6 entries of the last 7 days (001 §9), each opening its item in a new tab.
  const activity = page.getByRole('region', { name: 'Recent Activity' });
  await expect(activity.getByTestId('recent-activity-item')).toHaveCount(Math.min(6, world.logCount));
  const first = activity.getByRole('link', { name: new RegExp(`^Dunk Dashboard ${RUN} \\(`) }).first();
  await expect(first).toHaveAttribute('target', '_blank');
  const [itemTab] = await Promise.all([page.context().waitForEvent('page'), first.click()]);
  await expect(itemTab).toHaveURL(/\/inventories\/\d+$/);
  await itemTab.close();
  await expect(activity.getByRole('link', { name: 'View All Activity' })).toHaveAttribute(
    'href',
    '/activity',
  );
  // Now, whatever the range: the item left on the floor; no queue waits.
  const floor = page.getByRole('region', { name: 'On the Floor Now' });
  await expect(floor.getByRole('listitem')).toHaveText([
    'On the floor1 item · $150',
    'For sale (Active)1 item · $150',
    notices.dashboardScreens.nothingWaiting,
  ]);

  // The shop report: the consigner's sales, right-aligned in the store's currency, and its CSV.
  const bySales = page.getByRole('region', { name: 'Consigners by Sales' });
  const consignerRow = bySales.getByRole('row', { name: new RegExp(world.consigner.name) });
  await expect(consignerRow.getByRole('cell')).toHaveText([
    world.consigner.name,
    '2',
    tableMoney(500),
    tableMoney(world.paid + world.pending),
  ]);
  await expect(consignerRow.getByRole('cell').nth(2)).toHaveCSS('text-align', 'right');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    bySales.getByRole('button', { name: 'Export Consigners by Sales as CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`consigners-by-sales-${monthAgo}-to-${today}.csv`);
  expect(await readFile(await download.path(), 'utf8')).toBe(
    'Consigner,Items Sold,Sales,Payout or Cost,Store-Owned\r\n' +
      `${world.consigner.name},2,500,${world.paid + world.pending},false\r\n`,
  );
  const summary = page.getByRole('region', { name: 'Store Sale Payout Summary' });
  await expect(summary.getByRole('row', { name: /^Payouts made/ }).getByRole('cell')).toHaveText([
    'Payouts made',
    '1',
    '0',
    '+100%',
  ]);
  await screenshotBothWidths(page, testInfo, SCREENS, 'dashboard-this-month');

  // Last month: nothing sold then, so every figure of the period falls to nothing.
  await page.getByRole('textbox', { name: 'Date range' }).first().click();
  await page
    .getByRole('listitem')
    .filter({ hasText: /^Last month$/ })
    .click();
  const lastMonthEnd = addDays(`${today.slice(0, 8)}01`, -1);
  const lastMonthStart = `${lastMonthEnd.slice(0, 8)}01`;
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('from') === lastMonthStart && url.searchParams.get('to') === lastMonthEnd,
  );
  await expect(page.getByTestId('dashboard-period')).toContainText(
    `${longDay(lastMonthStart)} – ${longDay(lastMonthEnd)}, compared with`,
  );
  await expectCard(page, 'Revenue', '$0', 'Up 0%', '$0');
  await expectCard(page, 'Items Sold', '0', 'Up 0%', '0');
  await expectCard(page, 'Paid Payouts', '$0', 'Up 0%', '$0');
  await expect(revenueChart.getByText(notices.dashboardScreens.revenueEmpty)).toBeVisible();
  await expect(
    bySales.getByText(notices.dashboardScreens.consignersBySalesEmpty('consigners')),
  ).toBeVisible();
  await expect(bySales.getByRole('button', { name: 'Export Consigners by Sales as CSV' })).toBeDisabled();

  // The range is in the address: a reload shows the same period.
  await page.reload();
  await expectCard(page, 'Revenue', '$0', 'Up 0%', '$0');
  await expect(page.getByTestId('dashboard-period')).toContainText(longDay(lastMonthStart));
  await screenshotBothWidths(page, testInfo, SCREENS, 'dashboard-last-month');

  expect(pageProblems.list()).toEqual([]);
});

test('an employee, even with every access control, has no Dashboard and is sent away from /dashboard', async ({
  page,
  request,
  pageProblems,
}) => {
  test.slow();
  const store = await signUpOwnStore(request, 'dashboard-staff');
  const clerk = {
    handle: store.admin.handle,
    email: `clerk-${RUN.toLowerCase()}-${randomBytes(3).toString('hex')}@dashboard.test`,
    password: `pw-${randomBytes(8).toString('hex')}`,
  };
  const { employee } = await store.api<{ employee: { id: number } }>('POST', '/api/employees', {
    email: clerk.email,
    firstName: 'Dana',
    lastName: 'Counter',
  });
  await store.api('PUT', `/api/employees/${employee.id}`, {
    accessControls: ['Dashboard', 'Products', 'Inventory', 'Consigners', 'Employees', 'Orders', 'Settings'],
  });
  const link = new URL(await linkFromMail(clerk.email, '/signup/'), 'http://mail.invalid');
  const accept = await request.put(`/open/employees/accept/${employee.id}`, {
    data: { token: link.searchParams.get('token'), password: clerk.password },
  });
  expect(accept.status(), await accept.text()).toBe(200);
  // The API refuses the dashboard's figures to anyone but the Admin, whatever the screen shows.
  const login = await request.post('/open/auth/login', { data: clerk });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const refused = await request.get('/api/reports/dashboardStats?startDate=2026-01-01&endDate=2026-02-01', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(refused.status()).toBe(403);

  await logIn(page, clerk);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Add Products' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

  await page.goto('/dashboard');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);

  expect(pageProblems.list()).toEqual([]);
});

/** 'Nov 27, 2026' for a calendar day, as the dashboard's period line writes it. */
function longDay(day: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** 'Fri, Nov 27, 2026' for a calendar day, as a chart's tooltip heads its figure. */
function tooltipDay(day: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
