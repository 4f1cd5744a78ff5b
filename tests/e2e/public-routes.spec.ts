import { apiErrors, shopperCopy } from '@shared/messages';
import { expect, test } from './fixtures';

/** Public screens (spec 000 §2.1) open for a signed-out visitor, at the address they asked for. */
const PUBLIC_SCREENS = [
  { path: '/storeSignup', title: 'Store Login', isBuilt: true },
  { path: '/forgot', title: 'Reset Password', isBuilt: true },
  { path: '/buyandsell', title: 'Buy and Sell', isBuilt: true },
];

test.describe('public routes, signed out', () => {
  for (const screen of PUBLIC_SCREENS) {
    test(`${screen.path} shows ${screen.title} without a redirect`, async ({ page, pageProblems }) => {
      await page.goto(screen.path);

      await expect(page.getByRole('heading', { level: 1, name: screen.title })).toBeVisible();
      // Screens that later issues build still say so plainly.
      await expect(page.getByText(apiErrors.screenNotAvailable)).toHaveCount(screen.isBuilt ? 0 : 1);
      await expect(page).toHaveTitle(`${screen.title} · ConsignDesk`);
      expect(new URL(page.url()).pathname).toBe(screen.path);

      expect(pageProblems.list()).toEqual([]);
    });
  }

  // The catalogue (issue 17) heads its page with the store it shows, and its tab says so.
  test('/catalogue/demo shows the demo store catalogue without a redirect', async ({
    page,
    pageProblems,
  }) => {
    await page.goto('/catalogue/demo');

    await expect(page.getByRole('heading', { name: shopperCopy.catalogue.inDemand })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
    await expect(page).toHaveTitle(/ · Catalogue$/);
    expect(new URL(page.url()).pathname).toBe('/catalogue/demo');

    expect(pageProblems.list()).toEqual([]);
  });
});
