import { type LaunchOptions } from '@playwright/test';

/**
 * How the walks launch Chromium (playwright.config.ts): Debian's Chromium, as Playwright cannot
 * download its own browsers here. A spec that needs one more switch (consigner-portal.spec.ts maps
 * a store's consigner host to this machine) extends these rather than restating them.
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
} satisfies LaunchOptions;
