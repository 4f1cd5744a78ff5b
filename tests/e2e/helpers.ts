import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Helpers several walks share: a generated image, a signed-in API client for setting up data, and
 * the antd pickers worked through their roles and labels (never antd's class names), each pick
 * checked to have taken.
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

/** Ticks a size in the Add Inventory dialog (a checkable tag) and checks it shows as chosen. */
export async function chooseSize(dialog: Locator, size: string) {
  const tag = dialog.getByRole('checkbox', { name: size, exact: true });
  await tag.click();
  await expect(tag).toBeChecked();
}

/**
 * An antd Select by its label: `input` is its combobox, and `shown` is the box the input sits in,
 * which shows the chosen option's label (or the placeholder while nothing is chosen).
 */
export function selectField(scope: Page | Locator, label: string) {
  const input = scope.getByLabel(label, { exact: true });
  return { input, shown: input.locator('xpath=..') };
}

/**
 * Chooses `option` (its whole label, or a pattern of it) in the select labelled `label`, with the
 * keyboard as a screen-reader user does: typing narrows a searchable select (`typed`, the option
 * itself unless told), the arrow keys move through the list, the input's aria-activedescendant
 * names the option they are on, and Enter takes it. A list searched on the server says with
 * aria-busy that it does not answer the typed text yet; the walk waits for that, so it never
 * takes an option of the previous answer. Checks the select shows the choice.
 */
export async function chooseOption(
  scope: Page | Locator,
  label: string,
  option: string | RegExp,
  typed = typeof option === 'string' ? option : '',
) {
  const { input, shown } = selectField(scope, label);
  if (await input.isEditable()) await input.fill(typed);
  else await input.click();
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await expect(input).not.toHaveAttribute('aria-busy', 'true');
  const page = input.page();
  const seen = new Map<string, string>();
  for (;;) {
    await expect(input).toHaveAttribute('aria-activedescendant', /.+/);
    const id = (await input.getAttribute('aria-activedescendant')) ?? '';
    const active = page.locator(`[id="${id}"]`);
    await expect(active, `${label} offers no option for "${typed}"`).toBeAttached();
    const name = (await active.getAttribute('aria-label')) ?? '';
    if (typeof option === 'string' ? name === option : option.test(name)) break;
    // Down from the last option is the first again: then the whole list has been seen.
    const offered = [...seen.values()].join(', ');
    expect(seen.has(id), `${label} has no option ${String(option)}; it offers ${offered}`).toBe(false);
    seen.set(id, name);
    await input.press('ArrowDown');
    await expect(input).not.toHaveAttribute('aria-activedescendant', id);
  }
  await input.press('Enter');
  await expect(shown).toHaveText(option);
}

/** `text` as a pattern that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Picks the owner by typing their first name; the option's label is the name, then the email
 * ("Jordan Reyes · jordan@…").
 */
export async function chooseOwner(scope: Locator, name: string) {
  await chooseOption(scope, 'Owner', new RegExp(`^${escapeRegExp(name)} · `), name.split(' ')[0]);
}

/** The options the open select labelled `label` offers (its listbox, named by the input's aria-controls). */
export async function openOptions(scope: Page | Locator, label: string): Promise<Locator> {
  const { input } = selectField(scope, label);
  await expect(input).toHaveAttribute('aria-controls', /.+/);
  return input.page().locator(`[id="${await input.getAttribute('aria-controls')}"]`);
}

/** Clears the select labelled `label` with its Clear button, and checks it shows `placeholder` again. */
export async function clearOption(scope: Page | Locator, label: string, placeholder: string) {
  const { shown } = selectField(scope, label);
  // The button shows while the pointer is over the select, as it does for a clerk with a mouse.
  await shown.hover();
  await shown.locator('xpath=..').getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(shown).toHaveText(placeholder);
}

/** A USB scanner's key rhythm (wedge-decoder.ts: 1–15 ms between keys), and how long each key is down. */
const SCANNER_KEY_GAP_S = 0.005;
const SCANNER_KEY_HOLD_S = 0.001;

/**
 * Types a code as a keyboard-wedge scanner does (issue 13): a burst of keys 5 ms apart, then Enter,
 * into whatever has focus. The keys go through Chromium's input pipeline (DevTools
 * Input.dispatchKeyEvent, as Playwright's keyboard) carrying the scanner's own timestamps, all sent
 * at once: the event times the page reads are the scanner's, so a busy machine running the walk
 * cannot stretch a scan into a person's typing (page.keyboard.type's delay is only a pause between
 * sends, which a loaded machine lengthens past the decoder's 40 ms). People typing are
 * page.keyboard.type with a person's delay.
 */
export async function scanWithWedge(page: Page, code: string) {
  const session = await page.context().newCDPSession(page);
  const startS = Date.now() / 1000;
  const keys: { key: string; text: string; code?: string; windowsVirtualKeyCode?: number }[] = [
    ...[...code].map((character) => ({ key: character, text: character })),
    { key: 'Enter', text: '\r', code: 'Enter', windowsVirtualKeyCode: 13 },
  ];
  const events = keys.flatMap(({ text, ...key }, index) => {
    const at = startS + index * SCANNER_KEY_GAP_S;
    return [
      { type: 'keyDown' as const, ...key, text, timestamp: at },
      { type: 'keyUp' as const, ...key, timestamp: at + SCANNER_KEY_HOLD_S },
    ];
  });
  // In order (one DevTools connection), without waiting on each: the real sending takes no longer
  // than the burst the timestamps describe.
  await Promise.all(events.map((event) => session.send('Input.dispatchKeyEvent', event)));
  await session.detach();
}

/**
 * Both widths of a screen (desktop and a 390 px phone), attached to the report and kept in `dir` as
 * `{name}-desktop.png` and `{name}-390.png` to look at after a passing run; the desktop's width after.
 */
export async function screenshotBothWidths(page: Page, testInfo: TestInfo, dir: string, name: string) {
  for (const [width, height, suffix] of [
    [1280, 900, 'desktop'],
    [390, 844, '390'],
  ] as const) {
    await page.setViewportSize({ width, height });
    const path = join(dir, `${name}-${suffix}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`${name}-${suffix}`, { path, contentType: 'image/png' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
