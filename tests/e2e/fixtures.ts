import { test as base, expect, type Page } from '@playwright/test';

/** Everything the page reported as broken: console errors and uncaught exceptions. */
export interface PageProblems {
  list(): string[];
}

function watchPage(page: Page): PageProblems {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { list: () => [...problems] };
}

export const test = base.extend<{ pageProblems: PageProblems }>({
  pageProblems: async ({ page }, use) => {
    await use(watchPage(page));
  },
});

export { expect };

/** The demo store's Admin (seeded by SEED_DEMO, as `npm start` does). */
export const DEMO_ADMIN = {
  handle: 'demo',
  email: 'admin@demo.consigndesk.local',
  password: 'consigndesk-demo',
};

/** Signs in through the login form and waits until the app has left /login. */
export async function logIn(
  page: Page,
  account: { handle: string; email: string; password: string } = DEMO_ADMIN,
) {
  await page.goto(`/login?handle=${account.handle}`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}
