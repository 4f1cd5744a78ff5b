import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { notices, shopperCopy } from '@shared/messages';
import { expect, test } from './fixtures';

/**
 * Issue 17: the build's count of what a first visit of each public page downloads
 * (desktop/renderer/bundle-chunks.ts bundleSizes, dist/renderer/bundle-sizes.json, the figure
 * `npm run bench` compares with the back office's) is what a browser really fetches: no file
 * more, none less. A new browser context per page, so nothing comes from an earlier visit.
 */

interface BundleSizesFile {
  publicPages: { files: string[] };
  screens: Record<string, { files: string[] } | undefined>;
}

const SIZES = JSON.parse(
  readFileSync(join(__dirname, '..', '..', 'dist', 'renderer', 'bundle-sizes.json'), 'utf8'),
) as BundleSizesFile;

const FIRST_VISITS = [
  {
    route: '/login',
    path: '/login',
    shown: { role: 'heading', name: 'Login' },
  },
  {
    route: '/catalogue/:handle',
    path: '/catalogue/demo',
    shown: { role: 'heading', name: shopperCopy.catalogue.inDemand },
  },
  {
    route: '/buyandsell',
    path: '/buyandsell',
    shown: { role: 'heading', name: 'Buy and Sell' },
  },
  {
    // A link no offer ever had: the page still runs its action and shows the answer.
    route: '/buyandsell/:action/:code',
    path: `/buyandsell/acceptPrice/${'0f'.repeat(32)}`,
    shown: { testId: 'price-link-message', text: notices.priceLink.expired },
  },
] as const;

test.describe("a public page's first visit downloads the JavaScript the build counts for it", () => {
  for (const visit of FIRST_VISITS) {
    test(visit.route, async ({ browser }) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const downloaded = new Set<string>();
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.endsWith('.js')) downloaded.add(pathname.slice(1));
      });

      await page.goto(visit.path);
      // Once the screen shows, its file and every file it imports statically have run: the list is complete.
      if ('testId' in visit.shown) {
        await expect(page.getByTestId(visit.shown.testId)).toHaveText(visit.shown.text);
      } else {
        await expect(page.getByRole(visit.shown.role, { name: visit.shown.name, exact: true })).toBeVisible();
      }

      const reported = SIZES.screens[visit.route]?.files ?? [];
      expect(reported.length).toBeGreaterThan(0);
      expect([...downloaded].sort()).toEqual(reported);
      // And it is part of the public pages' figure.
      expect(reported.filter((file) => !SIZES.publicPages.files.includes(file))).toEqual([]);
      await context.close();
    });
  }
});
