import { type Page } from '@playwright/test';
import { DEMO_ADMIN, expect, logIn, test } from './fixtures';
import { signInApi } from './helpers';

/**
 * Phones and tablets (issue 12): at 390 px and 768 px wide no screen scrolls sideways. Every route
 * of the route table is visited (the back office signed in as the demo Admin, the public pages
 * signed out); a screen fails when the page is wider than the window, naming the widest element
 * that sticks out (an element inside a box that scrolls on its own does not count).
 */

const WIDTHS = [390, 768] as const;

/**
 * The route table, read at run time: tests/tsconfig.json has no JSX, and checking routes.tsx would
 * pull in every screen it loads lazily.
 */
interface RouteEntry {
  path: string;
  area: 'public' | 'private';
  requiresSignIn?: boolean;
}
const ROUTES_MODULE = '../../desktop/renderer/app/routes';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a path tsc does not follow (see above)
const { ROUTES } = require(ROUTES_MODULE) as { ROUTES: readonly RouteEntry[] };

/** An overflow found: the screen, how wide the page was, and the element that sticks out furthest. */
interface Overflow {
  path: string;
  scrollWidth: number;
  innerWidth: number;
  widest: string;
}

/** The records a route with parameters is visited with: one of each from the demo store. */
interface DemoRecords {
  product: number;
  inventory: number;
  consigner: number;
  employee: number;
}

function concretePath(path: string, records: DemoRecords): string {
  return path
    .replace('/products/:id', `/products/${records.product}`)
    .replace('/addInventory/:id', `/addInventory/${records.product}`)
    .replace('/inventories/:id', `/inventories/${records.inventory}`)
    .replace('/consigners/:id', `/consigners/${records.consigner}`)
    .replace('/employees/:id', `/employees/${records.employee}`)
    .replace('/catalogue/:handle', `/catalogue/${DEMO_ADMIN.handle}`)
    .replace('/buyandsell/:action/:code', '/buyandsell/accept/unknown')
    .replace('/signup/:id', '/signup/unknown')
    .replace(/:id/g, '1');
}

/** Measures the page; null when nothing sticks out. */
function overflowOf(page: Page, path: string): Promise<Overflow | null> {
  // Runs in the page, as source text: tests/tsconfig.json has no DOM types.
  return page.evaluate(`(${MEASURE})(${JSON.stringify(path)})`) as Promise<Overflow | null>;
}

const MEASURE = `(shown) => {
  const width = window.innerWidth;
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth <= width) return null;
  // An element clipped by an ancestor that scrolls or hides its own overflow does not widen the page.
  const isClipped = (element) => {
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (parent === document.body || parent === document.documentElement) return false;
      const overflowX = getComputedStyle(parent).overflowX;
      if (overflowX !== 'visible' && parent.getBoundingClientRect().right <= width + 1) return true;
    }
    return false;
  };
  let widest = { right: 0, name: '(none found)' };
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.right <= width + 1 || box.right <= widest.right) continue;
    if (isClipped(element)) continue;
    const testId = element.getAttribute('data-testid');
    const classes = Array.from(element.classList).slice(0, 3).join('.');
    const name = element.tagName.toLowerCase() + (testId ? '[data-testid=' + testId + ']' : '') + (classes ? '.' + classes : '');
    widest = { right: box.right, name: name + ' (right edge at ' + Math.round(box.right) + ' px)' };
  }
  return { path: shown, scrollWidth, innerWidth: width, widest: widest.name };
}`;

/** Opens a screen and waits until it has drawn its content (its heading, and no call in flight). */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1').first()).toBeVisible();
}

const describeOverflows = (overflows: readonly Overflow[]) =>
  overflows
    .map((o) => `${o.path}: page ${o.scrollWidth} px wide in ${o.innerWidth} px; widest: ${o.widest}`)
    .join('\n');

for (const width of WIDTHS) {
  test(`no screen scrolls sideways at ${width} px`, async ({ page, request }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 844 });
    const api = await signInApi(request, DEMO_ADMIN);
    const records: DemoRecords = {
      product: (await api.get<{ products: { id: number }[] }>('/api/products')).products[0].id,
      inventory: (
        await api.get<{ rows: { id: number }[] }>('/api/inventories/paginatedInventories?pageSize=10')
      ).rows[0].id,
      consigner: (await api.get<{ consigners: { id: number }[] }>('/api/consigners')).consigners[0].id,
      employee: (await api.get<{ employees: { id: number }[] }>('/api/employees')).employees[0].id,
    };
    const overflows: Overflow[] = [];

    const signedOut = ROUTES.filter((route) => route.area === 'public' && !route.requiresSignIn);
    for (const route of signedOut) {
      const path = concretePath(route.path, records);
      await visit(page, path);
      const overflow = await overflowOf(page, path);
      if (overflow) overflows.push(overflow);
    }

    await logIn(page);
    const signedIn = ROUTES.filter((route) => route.area === 'private' || route.requiresSignIn);
    for (const route of signedIn) {
      const path = concretePath(route.path, records);
      await visit(page, path);
      const overflow = await overflowOf(page, path);
      if (overflow) overflows.push(overflow);
    }

    expect(describeOverflows(overflows)).toBe('');
  });
}

/** What the check reads of a table cell (tests/tsconfig.json has no DOM types). */
interface Cell {
  textContent: string | null;
  getBoundingClientRect(): { left: number; right: number };
}
interface Row {
  querySelectorAll(selector: 'td'): ArrayLike<Cell>;
}

test('the Fees table on a phone: its Actions column sits after the fee cells, never over them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page);
  await visit(page, '/fees');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /edit/i }) })
    .first();
  await expect(row).toBeVisible();
  const spans = await row.evaluate((element: Row) =>
    Array.from(element.querySelectorAll('td')).map((cell) => {
      const box = cell.getBoundingClientRect();
      return {
        left: Math.round(box.left),
        right: Math.round(box.right),
        text: (cell.textContent ?? '').trim(),
      };
    }),
  );
  expect(spans.length).toBeGreaterThan(3);
  // Cells follow each other left to right: none starts before the one before it ends.
  for (let index = 1; index < spans.length; index += 1) {
    expect(
      spans[index].left,
      `${spans[index].text} overlaps ${spans[index - 1].text}`,
    ).toBeGreaterThanOrEqual(spans[index - 1].right - 1);
  }
  // The table scrolls inside its own box to reach the actions; the page itself does not.
  expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
});
