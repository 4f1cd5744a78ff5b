import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/** An optional setting left blank in a .env file counts as unset. */
const blankAsUndefined = (value: unknown) => (typeof value === 'string' ? value.trim() || undefined : value);

/**
 * The environment, read once and validated at boot. A bad value stops the process with one line
 * naming the variable (see main.ts), never a stack trace.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : undefined)),
  DATA_DIR: z.string().default('./data'),
  /** Uploaded images (local-disk storage); defaults to DATA_DIR/uploads. */
  UPLOAD_DIR: z.string().optional(),
  RENDERER_DIR: z.string().default('./dist/renderer'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  APP_ORIGINS: z.string().optional(),
  APP_DOMAIN: z.string().default('localhost'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  DEMO_ADMIN_EMAIL: z.email().default('admin@demo.consigndesk.local'),
  DEMO_ADMIN_PASSWORD: z.string().min(8).default('consigndesk-demo'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_DIR: z.string().optional(),
  MAIL_FROM: z.string().default('ConsignDesk <no-reply@consigndesk.local>'),
  JOBS_WORKER: z.enum(['true', 'false']).default('true'),
  JOBS_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  JOBS_LEASE_MS: z.coerce.number().int().min(500).max(3_600_000).default(60_000),
  JOBS_RETRY_BASE_MS: z.coerce.number().int().min(1).max(3_600_000).default(10_000),
  CHEQUE_SERVICE_URL: z.preprocess(blankAsUndefined, z.url().optional()),
  CHEQUE_SERVICE_KEY: z.preprocess(blankAsUndefined, z.string().optional()),
  CHEQUE_SERVICE_SECRET: z.preprocess(blankAsUndefined, z.string().optional()),
  CHEQUE_SERVICE_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(10_000),
});

export type DatabaseConfig =
  | { kind: 'sqlite'; file: string }
  | {
      kind: 'mysql';
      /** TypeORM driver: MariaDB and MySQL speak the same protocol; the flavour matters for schema checks. */
      flavour: 'mysql' | 'mariadb';
      url: string;
      host: string;
      port: number;
      database: string;
    };

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  database: DatabaseConfig;
  dataDir: string;
  /** Where the local-disk storage adapter keeps uploaded images. */
  uploadDir: string;
  rendererDir: string;
  jwtSecret: string;
  corsOrigins: string[];
  appDomain: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  seedDemo: boolean;
  demoAdmin: { email: string; password: string };
  trustProxy: boolean;
  /** Where this server is reached on a plain host (no store subdomains): links in mail start here. */
  publicUrl: string;
  /** SMTP when set; otherwise mail is written as .eml files under mailDir. */
  smtpUrl: string | null;
  mailDir: string;
  mailFrom: string;
  jobs: JobsConfig;
  chequeService: ChequeServiceSettings;
}

/**
 * The cheque payment service of automated payouts (Checkbook.io's API shape; api/src/payouts/cheques,
 * docs/payouts.md). Automated payouts run only with all three of url, key and secret set.
 */
export interface ChequeServiceSettings {
  /** The API's base, e.g. https://api.sandbox.checkbook.io (the calls add /v3/…). */
  url: string | null;
  key: string | null;
  secret: string | null;
  /** How long one call may take before it counts as a lost answer (looked up, never resent blindly). */
  timeoutMs: number;
}

/** The background job runner of this process (api/src/jobs, docs/jobs.md). */
export interface JobsConfig {
  /** Whether this process runs a worker; every process can enqueue either way. */
  worker: boolean;
  /** How often an idle worker looks for due jobs (a job enqueued in this process wakes it at once). */
  pollMs: number;
  /** Jobs one worker runs at once on MySQL/MariaDB; SQLite always runs one at a time. */
  concurrency: number;
  /** How long a claim holds: a worker that died mid-job frees its job once this has passed. */
  leaseMs: number;
  /** The first retry's delay; each further try waits twice as long (capped, see jobs/backoff.ts). */
  retryBaseMs: number;
}

export class ConfigError extends Error {}

export function parseDatabaseUrl(raw: string | undefined, dataDir: string): DatabaseConfig {
  if (!raw) return { kind: 'sqlite', file: join(dataDir, 'consigndesk.sqlite') };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(
      'DATABASE_URL is not a valid URL; expected mysql://user:password@host:3306/database',
    );
  }
  if (url.protocol !== 'mysql:' && url.protocol !== 'mariadb:') {
    throw new ConfigError(
      `DATABASE_URL must start with mysql:// or mariadb:// (got ${url.protocol}//); leave it unset for the embedded SQLite database`,
    );
  }
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!url.hostname || !database) {
    throw new ConfigError(
      'DATABASE_URL needs a host and a database name, like mysql://user:password@host:3306/database',
    );
  }
  const port = url.port ? Number(url.port) : 3306;
  // TypeORM's mysql driver reads the URL itself; a mariadb:// scheme is the same protocol.
  const normalised = new URL(raw);
  if (normalised.protocol === 'mariadb:') normalised.protocol = 'mysql:';
  return {
    kind: 'mysql',
    flavour: url.protocol === 'mariadb:' ? 'mariadb' : 'mysql',
    url: normalised.toString(),
    host: url.hostname,
    port,
    database,
  };
}

/** A stable secret for a single-machine install: made once, kept beside the database. */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`${issue.path.join('.')} ${issue.message}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const database = parseDatabaseUrl(e.DATABASE_URL, dataDir);
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new ConfigError('JWT_SECRET must be set in production (at least 32 characters)');
  }
  const defaultOrigins = [`http://localhost:${e.PORT}`, `http://127.0.0.1:${e.PORT}`];
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    database,
    dataDir,
    uploadDir: resolve(e.UPLOAD_DIR ?? join(dataDir, 'uploads')),
    rendererDir: resolve(e.RENDERER_DIR),
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir),
    corsOrigins: e.APP_ORIGINS
      ? e.APP_ORIGINS.split(',')
          .map((origin) => origin.trim())
          .filter(Boolean)
      : defaultOrigins,
    appDomain: e.APP_DOMAIN,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO === 'true',
    demoAdmin: { email: e.DEMO_ADMIN_EMAIL, password: e.DEMO_ADMIN_PASSWORD },
    trustProxy: e.TRUST_PROXY === 'true',
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL?.trim() ? e.SMTP_URL.trim() : null,
    mailDir: resolve(e.MAIL_DIR ?? join(dataDir, 'mail')),
    mailFrom: e.MAIL_FROM,
    jobs: {
      worker: e.JOBS_WORKER === 'true',
      pollMs: e.JOBS_POLL_MS,
      concurrency: e.JOBS_CONCURRENCY,
      leaseMs: e.JOBS_LEASE_MS,
      retryBaseMs: e.JOBS_RETRY_BASE_MS,
    },
    chequeService: {
      url: e.CHEQUE_SERVICE_URL?.replace(/\/+$/, '') ?? null,
      key: e.CHEQUE_SERVICE_KEY ?? null,
      secret: e.CHEQUE_SERVICE_SECRET ?? null,
      timeoutMs: e.CHEQUE_SERVICE_TIMEOUT_MS,
    },
  };
}

/** Injection token for the AppConfig object. */
export const APP_CONFIG = Symbol('APP_CONFIG');
