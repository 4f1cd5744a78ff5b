import { type Page } from '@playwright/test';
import { escapeRegExp } from './helpers';

/**
 * The demo store is a full shop (api/src/database/seed: some 36 products, three locations): a walk
 * opens one of its products by searching for it, not by finding it on the first page of Products,
 * and says where new items go.
 */
export async function openDemoProduct(page: Page, title: string) {
  await page.goto(`/?search=${encodeURIComponent(title)}`);
  await page.getByRole('link', { name: new RegExp(escapeRegExp(title)) }).click();
}

/** The demo store's location for new stock, and another one to send it to. */
export const DEMO_LOCATION = 'Main Store';
export const DEMO_OTHER_LOCATION = 'Warehouse';
