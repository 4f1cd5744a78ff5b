import { type Page } from '@playwright/test';
import { type InventoryItem } from '@shared/contracts/inventories';
import { notices, validation } from '@shared/messages';
import { DEMO_ADMIN, expect, logIn, test } from './fixtures';
import { chooseOption, scanWithWedge, signInApi } from './helpers';
import { addActiveItems, addConsigner, addLocation, addProduct, signUpOwnStore } from './own-store';

/**
 * Scan Items (/scanItems, spec 000 §2.3, issue 13): a count of a location with a keyboard-wedge
 * scanner (keys typed with scanner timing). The first walk counts a shelf of a store of its own
 * (Missing, Found elsewhere, repeats, unknown codes, removal, Logs → VIEW); the second scans one of
 * the demo store's sold items, which only a sale can make, to see it Over Scanned.
 */

const messages = validation.scan;

/** Chooses the location and STARTs the run; the scan field has focus when it is ready. */
async function startRun(page: Page, location: string) {
  await page.goto('/scanItems');
  await expect(page.getByRole('heading', { name: 'Scan Items', level: 1 })).toBeVisible();
  await chooseOption(page, 'Location', location);
  await page.getByRole('button', { name: 'START' }).click();
  await expect(page.getByText(`Counting ${location}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'START' })).toBeDisabled();
  await expect(page.getByLabel('Scan code')).toBeFocused();
}

const note = (page: Page) => page.getByTestId('scan-note');
const scannedTab = (page: Page) => page.getByRole('tab', { name: /^Scanned/ });
const resultTab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name} \\(`) });

test('a count lists what is missing and what belongs elsewhere, ignores repeats, and Logs → VIEW shows it again', async ({
  page,
  request,
}) => {
  test.slow(); // a store of its own: signing up takes a mail round trip
  const store = await signUpOwnStore(request, 'scanrun');
  await store.api('PUT', `/api/stores/${store.storeId}`, { features: { scanItems: true } });
  const product = await addProduct(store, 'Counted Dunk');
  const consigner = await addConsigner(store, 'Counter');
  const front = await addLocation(store, 'Front Room');
  const back = await addLocation(store, 'Back Room');
  const item = { productId: product.id, consigner: consigner.id, size: '10' };
  const [a1, a2, a3, a4] = await addActiveItems(store, { ...item, location: front }, [100, 110, 120, 130]);
  const [b1] = await addActiveItems(store, { ...item, location: back }, [140]);

  await logIn(page, store.admin);
  // Scanning anywhere is off here: a scan before START is answered by this screen.
  await page.goto('/scanItems');
  await page.getByRole('heading', { name: 'Scan Items', level: 1 }).click();
  await scanWithWedge(page, a1.code);
  await expect(page.getByText(notices.scanRuns.startFirst)).toBeVisible();
  await expect(page).toHaveURL(/\/scanItems$/);

  await startRun(page, 'Front Room');
  await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeDisabled();

  // Into the focused scan field, and with nothing focused: both reach the run.
  await scanWithWedge(page, a1.code);
  await expect(note(page)).toHaveText(`Added ${a1.code}`);
  await page.getByRole('heading', { name: 'Scan Items', level: 1 }).click();
  await scanWithWedge(page, a2.code);
  await expect(note(page)).toHaveText(`Added ${a2.code}`);
  await expect(scannedTab(page)).toHaveText('Scanned (2)');

  // Typed by hand, then taken out again with its remove button: it counts as missing.
  await page.getByLabel('Scan code').fill(a4.code.toLowerCase());
  await page.getByLabel('Scan code').press('Enter');
  await expect(note(page)).toHaveText(`Added ${a4.code}`);
  await page.getByRole('button', { name: `Remove ${a4.code}` }).click();
  await expect(scannedTab(page)).toHaveText('Scanned (2)');

  await scanWithWedge(page, b1.code);
  await expect(note(page)).toContainText(messages.noItemsForLocation);
  await expect(page.getByRole('tab', { name: 'Found elsewhere (1)' })).toBeVisible();
  await scanWithWedge(page, a1.code);
  await expect(note(page)).toHaveText(messages.alreadyInRun(a1.code));
  await scanWithWedge(page, 'NOPE4242');
  await expect(note(page)).toHaveText(messages.noItemWithCode('NOPE4242'));
  await expect(scannedTab(page)).toHaveText('Scanned (2)');

  const rows = page.getByRole('tabpanel').first().getByRole('row');
  await expect(rows.filter({ hasText: a1.code })).toContainText('Active');

  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page).toHaveURL(/\/scanItems\?scan=\d+$/);
  const scanId = new URL(page.url()).searchParams.get('scan') ?? '';
  await expect(page.getByTestId('scan-result-heading')).toContainText(`Scan #${scanId} · Front Room`);
  await expect(resultTab(page, 'Missing')).toHaveText('Missing (2)');
  await expect(resultTab(page, 'Missing')).toHaveAttribute('aria-selected', 'true');
  const results = page.getByRole('tabpanel', { name: 'Missing (2)' });
  await expect(results.getByRole('row').filter({ hasText: a3.code })).toContainText('Walk Counter');
  await expect(results.getByRole('link', { name: `View ${a4.code}` })).toHaveAttribute(
    'href',
    `/inventories/${a4.id}`,
  );
  await expect(results.getByRole('link', { name: 'Walk Counter' }).first()).toHaveAttribute(
    'href',
    `/consigners/${consigner.id}`,
  );
  await expect(results.getByText(a1.code)).toHaveCount(0);
  await expect(resultTab(page, 'Over Scanned')).toHaveText('Over Scanned (0)');
  await resultTab(page, 'Found elsewhere').click();
  await expect(page.getByRole('tabpanel', { name: 'Found elsewhere (1)' }).getByText(b1.code)).toBeVisible();

  // Later, from Logs: the same result.
  await page.goto('/scanItems');
  await expect(page.getByRole('tab', { name: 'Logs' })).toHaveAttribute('aria-selected', 'true');
  const log = page.getByRole('row').filter({ hasText: 'Front Room' });
  await expect(log).toHaveCount(1);
  await log.getByRole('button', { name: `View scan ${scanId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/scanItems\\?scan=${scanId}$`));
  await expect(page.getByRole('tabpanel', { name: 'Missing (2)' }).getByText(a3.code)).toBeVisible();
});

test('a sold item still on the shelf is Over Scanned', async ({ page, request }) => {
  const demo = await signInApi(request, DEMO_ADMIN);
  const { inventories } = await demo.get<{ inventories: InventoryItem[] }>(
    '/api/inventories?status=Sold&pageSize=50',
  );
  const sold = inventories.find((candidate) => candidate.location !== null);
  expect(sold, 'the demo store has a sold item with a location').toBeDefined();
  const { code, location } = sold as InventoryItem & { location: { name: string } };

  await logIn(page);
  await startRun(page, location.name);
  await scanWithWedge(page, code);
  await expect(note(page)).toHaveText(`Added ${code}`);
  await expect(page.getByRole('row').filter({ hasText: code })).toContainText('Sold');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page).toHaveURL(/\/scanItems\?scan=\d+$/);
  await resultTab(page, 'Over Scanned').click();
  const overScanned = page.getByRole('tabpanel', { name: 'Over Scanned (1)' });
  await expect(overScanned.getByRole('row').filter({ hasText: code })).toContainText('Sold');
});
