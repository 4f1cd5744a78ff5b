import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/**
 * The e2e server has no SMTP_URL, so it writes every mail as an .eml file under DATA_DIR/mail
 * (the file delivery a shop without a mail server uses). This reads them back. Mail goes out
 * through the job runner, moments after the request that queued it: linkFromMail polls until the
 * mail is there, within a deadline.
 */
function mailDir(): string {
  const dataDir = process.env.CONSIGNDESK_E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('CONSIGNDESK_E2E_DATA_DIR is not set: run through tests/e2e/playwright.config.ts');
  return join(dataDir, 'mail');
}

function decode(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function mailsTo(address: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(mailDir())
      .filter((file) => file.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files
    .map((file) => decode(readFileSync(join(mailDir(), file), 'utf8')))
    .filter((mail) => new RegExp(`^To: .*${address.replace(/[.+]/g, '\\$&')}`, 'im').test(mail));
}

/** The path and query of the newest link to `pathPrefix` in the newest mail to `address`, once it has arrived. */
export async function linkFromMail(address: string, pathPrefix: string, previousCount = 0): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mails = mailsTo(address);
        if (mails.length <= previousCount) return undefined;
        const urls = mails.at(-1)?.match(/https?:\/\/[^\s"<>]+/g) ?? [];
        const found = urls
          .map((href) => new URL(href.replace(/&amp;/g, '&')))
          .find((url) => url.pathname.startsWith(pathPrefix));
        link = found ? `${found.pathname}${found.search}` : undefined;
        return link;
      },
      { message: `a mail to ${address} with a ${pathPrefix} link`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link as string;
}

export function mailCount(address: string): number {
  return mailsTo(address).length;
}

/** The newest mail to `address` (decoded), once more than `previousCount` have arrived. */
export async function mailTo(address: string, previousCount = 0): Promise<string> {
  let mail: string | undefined;
  await expect
    .poll(
      () => {
        const mails = mailsTo(address);
        mail = mails.length > previousCount ? mails.at(-1) : undefined;
        return mail;
      },
      { message: `a mail to ${address}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return mail as string;
}
