import { describe, expect, it } from 'vitest';
import { BUILT_IN_EXTERNAL_HOSTS } from '../security/navigation-guard';
import { resolveAppConfig } from './app-config';

// What process.argv looks like under `electron . <flags>`; a packaged app has no '.'.
const argvWith = (...flags: string[]) => ['/opt/ConsignDesk/consigndesk', '.', ...flags];

describe('resolveAppConfig', () => {
  it('defaults to http://localhost:3000 with no flags and no settings', () => {
    const { config, warnings } = resolveAppConfig({ argv: argvWith(), settings: {} });

    expect(config).toMatchObject({
      serverUrl: 'http://localhost:3000/',
      serverOrigin: 'http://localhost:3000',
      isKiosk: false,
      startUrl: 'http://localhost:3000/',
    });
    expect(warnings).toEqual([]);
  });

  it.each([[['--server', 'https://counter.example.com']], [['--server=https://counter.example.com']]])(
    'takes the server from %j',
    (flags) => {
      const { config } = resolveAppConfig({ argv: argvWith(...flags), settings: {} });

      expect(config.serverOrigin).toBe('https://counter.example.com');
      expect(config.startUrl).toBe('https://counter.example.com/');
    },
  );

  it('prefers the flag over settings.json', () => {
    const { config } = resolveAppConfig({
      argv: argvWith('--server=http://10.0.0.5:3000'),
      settings: { serverUrl: 'https://counter.example.com' },
    });

    expect(config.serverOrigin).toBe('http://10.0.0.5:3000');
  });

  it('uses settings.json serverUrl when there is no flag', () => {
    const { config } = resolveAppConfig({
      argv: argvWith(),
      settings: { serverUrl: 'https://counter.example.com' },
    });

    expect(config.serverOrigin).toBe('https://counter.example.com');
  });

  it.each([
    ['not a URL', 'counter example', /not a valid URL/],
    ['a file URL', 'file:///C:/consigndesk/index.html', /only http and https/],
    ['a scheme-less host', 'localhost:3000', /only http and https/],
    ['credentials', 'https://admin:secret@counter.example.com', /user name or password/],
  ])('falls back to settings.json, with the reason logged, when --server is %s', (_label, value, reason) => {
    const { config, warnings } = resolveAppConfig({
      argv: argvWith('--server', value),
      settings: { serverUrl: 'https://counter.example.com' },
    });

    expect(config.serverOrigin).toBe('https://counter.example.com');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(reason);
    expect(warnings[0]).toContain('--server');
  });

  it('falls back to the default when both the flag and settings are invalid', () => {
    const { config, warnings } = resolveAppConfig({
      argv: argvWith('--server=javascript:alert(1)'),
      settings: { serverUrl: 'ftp://files.example.com' },
    });

    expect(config.serverOrigin).toBe('http://localhost:3000');
    expect(warnings).toHaveLength(2);
  });

  it.each([[['--server']], [['--server', '--kiosk']], [['--server=']]])(
    'reports %j without a URL instead of guessing one',
    (flags) => {
      const { config, warnings } = resolveAppConfig({ argv: argvWith(...flags), settings: {} });

      expect(config.serverOrigin).toBe('http://localhost:3000');
      expect(warnings[0]).toMatch(/needs a URL/);
    },
  );

  it('starts the kiosk at /instore on the server', () => {
    const { config } = resolveAppConfig({ argv: argvWith('--kiosk'), settings: {} });

    expect(config.isKiosk).toBe(true);
    expect(config.startUrl).toBe('http://localhost:3000/instore');
    expect(config.serverOrigin).toBe('http://localhost:3000');
  });

  it('keeps a server path prefix for the kiosk and drops query and hash', () => {
    const { config } = resolveAppConfig({
      argv: argvWith('--kiosk', '--server', 'https://example.com/consigndesk?from=desk#x'),
      settings: {},
    });

    expect(config.startUrl).toBe('https://example.com/consigndesk/instore');
  });

  it('adds valid settings hosts to the built-in external allow-list and reports the rest', () => {
    const { config, warnings } = resolveAppConfig({
      argv: argvWith(),
      settings: { externalHosts: ['Billing.Example.com', 'https://bad.example.com/path', '*.com'] },
    });

    expect(config.externalHosts).toEqual([...BUILT_IN_EXTERNAL_HOSTS, 'billing.example.com']);
    expect(warnings).toHaveLength(2);
  });
});
