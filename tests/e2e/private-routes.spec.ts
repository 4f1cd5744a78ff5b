import { apiErrors, shopperCopy } from '@shared/messages';
import { expect, test } from './fixtures';

/**
 * Unknown paths fall into the private area (routes.tsx NOT_FOUND_ROUTE), so a signed-out visitor
 * is sent to /login rather than shown "not found"; known private screens and the kiosk do the same.
 */
const SIGNED_IN_ONLY = [
  { path: '/no-such-screen', why: 'an unknown path' },
  { path: '/products/123/whatever', why: 'an unknown path below a private screen' },
  { path: '/products/123', why: 'a private screen' },
  { path: '/dashboard?range=week', why: 'a private screen with a query' },
  { path: '/instore', why: 'the kiosk, which needs a signed-in user at the counter' },
];

test.describe('signed-in-only routes, signed out', () => {
  for (const { path, why } of SIGNED_IN_ONLY) {
    test(`${path} (${why}) redirects to /login`, async ({ page, pageProblems }) => {
      await page.goto(path);

      await expect(page).toHaveURL((url) => url.pathname === '/login' && url.search === '');
      await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
      await expect(page.getByText(apiErrors.notFound)).toHaveCount(0);

      expect(pageProblems.list()).toEqual([]);
    });
  }

  test('the redirect replaces the history entry, so Back does not bounce to /login again', async ({
    page,
  }) => {
    await page.goto('/catalogue/demo');
    await expect(page.getByRole('heading', { name: shopperCopy.catalogue.inDemand })).toBeVisible();
    await page.goto('/no-such-screen');
    await expect(page).toHaveURL((url) => url.pathname === '/login');

    await page.goBack();

    await expect(page).toHaveURL((url) => url.pathname === '/catalogue/demo');
    await expect(page.getByRole('heading', { name: shopperCopy.catalogue.inDemand })).toBeVisible();
  });
});
