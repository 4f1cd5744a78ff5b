import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseDatabaseUrl } from './app-config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'consigndesk-config-'));

describe('parseDatabaseUrl', () => {
  it('uses an embedded SQLite file under the data directory when DATABASE_URL is unset', () => {
    expect(parseDatabaseUrl(undefined, '/srv/data')).toEqual({
      kind: 'sqlite',
      file: '/srv/data/consigndesk.sqlite',
    });
  });

  it('reads mysql:// and mariadb:// URLs, defaulting the port to 3306', () => {
    expect(parseDatabaseUrl('mysql://shop:s3cret@db.internal/consigndesk', '/d')).toMatchObject({
      kind: 'mysql',
      flavour: 'mysql',
      host: 'db.internal',
      port: 3306,
      database: 'consigndesk',
    });
    const maria = parseDatabaseUrl('mariadb://shop:pw@10.0.0.5:3307/cd', '/d');
    expect(maria).toMatchObject({ flavour: 'mariadb', port: 3307, url: 'mysql://shop:pw@10.0.0.5:3307/cd' });
  });

  it.each([
    ['not a url', /not a valid URL/],
    ['postgres://u:p@h/db', /must start with mysql:\/\//],
    ['mysql://u:p@host', /needs a host and a database name/],
  ])('refuses %s with one clear line', (raw, message) => {
    expect(() => parseDatabaseUrl(raw, '/d')).toThrow(ConfigError);
    expect(() => parseDatabaseUrl(raw, '/d')).toThrow(message);
  });
});

describe('loadConfig', () => {
  it('has defaults that run with nothing configured', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      database: { kind: 'sqlite' },
      seedDemo: true,
    });
    expect(config.corsOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
    expect(config.jobs).toEqual({
      worker: true,
      pollMs: 1000,
      concurrency: 2,
      leaseMs: 60_000,
      retryBaseMs: 10_000,
    });
  });

  it('reads the job runner settings, and can leave this process without a worker', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), JOBS_WORKER: 'false', JOBS_POLL_MS: '50' });
    expect(config.jobs).toMatchObject({ worker: false, pollMs: 50 });
    expect(() => loadConfig({ DATA_DIR: dataDir(), JOBS_WORKER: 'maybe' })).toThrow(/^JOBS_WORKER /);
    expect(() => loadConfig({ DATA_DIR: dataDir(), JOBS_LEASE_MS: '10' })).toThrow(/^JOBS_LEASE_MS /);
  });

  it('makes a JWT secret once and keeps it beside the database', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^PORT /);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/^PORT /);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/^LOG_LEVEL /);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/^JWT_SECRET must be at least 32 characters/);
  });

  it('insists on a configured JWT secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(
      /JWT_SECRET must be set/,
    );
  });

  it('reads the allowed app origins as a list', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), APP_ORIGINS: 'https://a.example, https://b.example ,' });
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
  });
});
