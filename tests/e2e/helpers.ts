import { crc32, deflateSync } from 'node:zlib';
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Helpers several walks share: a generated image, a signed-in API client for setting up data, and
 * antd picks that are checked to have taken.
 */

/** A real 4×4 PNG of one colour, built here so the walks need no files. */
export function png(rgb: readonly [number, number, number] = [220, 40, 40]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(4, 0);
  header.writeUInt32BE(4, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.from([0, ...Array.from({ length: 4 }, () => [...rgb]).flat()]); // filter 0, 4 pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat([row, row, row, row]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A store's /api as one of its staff, on a request context of its own (the page keeps its session). */
export interface WalkApi {
  /** Any call; a failing answer fails the walk with its body. */
  send: <T = unknown>(method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) => Promise<T>;
  get: <T = unknown>(path: string) => Promise<T>;
  post: <T = unknown>(path: string, data: unknown) => Promise<T>;
  put: <T = unknown>(path: string, data: unknown) => Promise<T>;
  /** POST /api/uploads of an image (a generated PNG unless given): its URL. */
  upload: (image?: Buffer) => Promise<string>;
}

/** Signs in through POST /open/auth/login and answers the client the walk sets its data up with. */
export async function signInApi(
  request: APIRequestContext,
  credentials: { email: string; password: string; handle: string },
): Promise<WalkApi> {
  const login = await request.post('/open/auth/login', { data: credentials });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const send: WalkApi['send'] = async (method, path, data) => {
    const response = await request.fetch(path, { method, headers, data });
    expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
    return (await response.json()) as never;
  };
  return {
    send,
    get: (path) => send('GET', path),
    post: (path, data) => send('POST', path, data),
    put: (path, data) => send('PUT', path, data),
    upload: async (image = png()) => {
      const response = await request.post('/api/uploads', {
        headers,
        multipart: { file: { name: 'pair.png', mimeType: 'image/png', buffer: image } },
      });
      expect(response.status()).toBe(201);
      return ((await response.json()) as { url: string }).url;
    },
  };
}

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

/** Picks an option of the antd Select labelled `label` inside `scope`, and checks the pick took. */
export async function chooseOption(page: Page, scope: Locator, label: string, option: string) {
  const field = scope.locator('.ant-select', { has: page.getByLabel(label, { exact: true }) });
  await expect(async () => {
    if (!((await field.textContent()) ?? '').includes(option)) {
      await field.click();
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
        .first()
        .click();
    }
    await expect(field).toContainText(option, { timeout: 1_000 });
  }).toPass();
}

/**
 * Picks the owner by typing part of the name, and checks the pick took. The options follow the
 * typed search from the server, so a click can land while the list is being replaced: it is then
 * tried again.
 */
export async function chooseOwner(page: Page, dialog: Locator, name: string) {
  const input = dialog.getByLabel('Owner', { exact: true });
  const field = dialog.locator('.ant-select', { has: page.getByLabel('Owner', { exact: true }) });
  await expect(async () => {
    if (!((await field.textContent()) ?? '').includes(name)) {
      await input.fill(name.split(' ')[0]);
      const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: name });
      await expect(option).toHaveCount(1, { timeout: 2_000 });
      await option.click();
    }
    await expect(field).toContainText(name, { timeout: 1_000 });
  }).toPass();
}

/**
 * Picks `option` in the searchable select labelled `label` (a filter bar's Size, Status, …) by typing
 * it, and checks the select shows it; a pick lost while the select settles is tried again.
 */
export async function searchAndChooseOption(page: Page, scope: Locator, label: string, option: string) {
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
