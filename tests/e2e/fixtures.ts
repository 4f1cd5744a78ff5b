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
