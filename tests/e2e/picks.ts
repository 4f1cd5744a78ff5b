import { type Locator, type Page } from '@playwright/test';
import { expect } from './fixtures';

/** The picks of antd selects and tags that the walks share; each checks that its click took. */

/**
 * Ticks a size in the Add Inventory dialog. A click while the dialog is still settling (its data
 * arriving) has been seen to be lost once in CI, so the tag is clicked until it shows as chosen.
 */
export async function chooseSize(dialog: Locator, size: string) {
  const tag = dialog.getByRole('checkbox', { name: size, exact: true });
  await expect(async () => {
    if ((await tag.getAttribute('aria-checked')) !== 'true') await tag.click();
    await expect(tag).toHaveAttribute('aria-checked', 'true', { timeout: 1_000 });
  }).toPass();
}

/** Picks the owner by typing part of the name, and checks the pick took. */
export async function chooseOwner(page: Page, dialog: Locator, name: string) {
  await dialog.getByLabel('Owner', { exact: true }).fill(name.split(' ')[0]);
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: name });
  await expect(option).toHaveCount(1);
  await option.click();
  await expect(
    dialog.locator('.ant-select', { has: page.getByLabel('Owner', { exact: true }) }),
  ).toContainText(name);
}

/**
 * Picks `option` in the searchable select labelled `label` (a filter bar's Size, Status, …) by typing
 * it, and checks the select shows it; a pick lost while the select settles is tried again.
 */
export async function chooseOption(page: Page, scope: Locator, label: string, option: string) {
  const select = scope.locator('.ant-select', { has: page.getByLabel(label, { exact: true }) });
  const input = select.getByLabel(label, { exact: true });
  const choice = page.locator('.ant-select-dropdown:visible .ant-select-item-option', {
    has: page.getByText(option, { exact: true }),
  });
  await expect(async () => {
    await input.fill(option);
    await choice.click({ timeout: 1_000 });
    await expect(select).toContainText(option, { timeout: 1_000 });
  }).toPass();
}

/** Clears the select labelled `label` with its clear button, until it shows its placeholder again. */
export async function clearOption(page: Page, scope: Locator, label: string, placeholder: string) {
  const select = scope.locator('.ant-select', { has: page.getByLabel(label, { exact: true }) });
  await expect(async () => {
    await select.hover();
    await select.locator('.ant-select-clear').click({ timeout: 1_000 });
    await expect(select).toContainText(placeholder, { timeout: 1_000 });
  }).toPass();
}
