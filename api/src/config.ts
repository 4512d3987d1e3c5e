import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { nameProblem, passwordMeetsRules } from '@storefront/shared/rules';
import { z } from 'zod';
import { API_DIR } from './lib/runtime-files';
import { oauthProvidersFromEnv, type OAuthProviderConfig } from './modules/auth/oauth-config';

/**
 * The AUTH_SECRET docker-compose.yml used to fall back to: public in the repository's history, so
 * production refuses it like a missing one.
 */
export const COMPOSE_DEV_AUTH_SECRET = 'dev-only-insecure-auth-secret-change-me-0123456789';
export const AUTH_SECRET_MIN_LENGTH = 32;

/** An empty value counts as unset (compose files pass `${NAME:-}` through as ''). */
const unsetWhenBlank = <T extends z.ZodType>(type: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), type.optional());
const flag = unsetWhenBlank(z.enum(['true', 'false']));

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  /** PostgreSQL connection string; without it the API uses embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(path.join(API_DIR, '.data', 'pglite')),
  /** Signs access tokens. Required in production; a random one per process otherwise (length checked below). */
  AUTH_SECRET: z.string().optional(),
  COOKIE_SECURE: flag,
  /**
   * How long the refresh token just used may be presented again and answer the same successor
   * (RFC 9700 §4.14 rotation with a grace, as Cognito's RetryGracePeriodSeconds: at most 60 s).
   * Default 30 s: long enough for a browser reopening several tabs at once and for a phone to retry
   * after a lost answer on a slow network (its requests time out well within it), short enough that
   * a stolen, already used token is worth little; any other reuse still revokes the session.
   */
  REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(30),
  /** Demo data (products, the demo shopper, the owner with a known password…); default: not in production. */
  SEED_DEMO: flag,
  /** How many demo products the seed grows the catalogue to (with SEED_DEMO only). */
  SEED_PRODUCTS: z.coerce.number().int().min(0).default(600),
  /** The first owner of a shop without demo data, created at start when no account has this e-mail. */
  OWNER_EMAIL: unsetWhenBlank(z.email()),
  OWNER_NAME: unsetWhenBlank(z.string()),
  OWNER_PASSWORD: unsetWhenBlank(z.string()),
  /** After SIGTERM/SIGINT: how long in-flight requests may take before the process gives up (exit 1). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** After SIGTERM/SIGINT, still accept connections this long while /api/ready answers 503 (load balancers notice). */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  /** smtp(s)://user:pass@host:port; without it mail is kept in the outbox and printed to the log (status logged). */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Psar <no-reply@psar.com.kh>'),
  /** How often the mail dispatcher looks for due messages (mails enqueued in transactions, retries). */
  MAIL_DISPATCH_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(2000),
  /** The wait after a failed SMTP try; it doubles after each further one, up to an hour. */
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /** After this many failed tries a message is failed (kept in the outbox, sent again by a person). */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Uploaded files go to this S3-compatible bucket when set; else into PostgreSQL (stored_files). */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  /** The S3-compatible server, e.g. http://127.0.0.1:9000 (MinIO); AWS S3 itself without it. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** true: bucket in the path (MinIO, s3rver); false: in the host name (AWS). */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  /**
   * The proxies whose X-Forwarded-For the API believes (comma separated addresses, CIDR ranges, or
   * proxy-addr's names loopback, linklocal, uniquelocal): the client's address is the last one in the
   * chain that none of them added. Default: loopback and private ranges, where the edge and the shell
   * servers live (compose network, 127.0.0.1); an address a client wrote into the header itself is
   * never believed, so per-client limits cannot be dodged by sending one.
   */
  TRUST_PROXY: z.string().trim().min(1).default('loopback,linklocal,uniquelocal'),
  /** The shop's public origin in the sitemap and robots.txt; else taken from the request's (forwarded) host. */
  SITE_URL: unsetWhenBlank(z.url({ protocol: /^https?$/ })),
  /** Bakong's Open API (KHQR payment checks); the NBC's production server by default. */
  BAKONG_API_URL: z.string().url().default('https://api-bakong.nbc.gov.kh'),
  /** The merchant's Bakong developer token; without it KHQR runs in demo mode (nothing real moves). */
  BAKONG_TOKEN: z.string().optional(),
  /** How often the KHQR poller runs (and the first checks of a new payment are spaced), in ms. */
  KHQR_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(600_000).default(5000),
  /** How out of date (ms) a replica's in-memory search index may be before a search waits for the changes. */
  CATALOG_SEARCH_MAX_AGE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
});

/** The names of the settings read through this schema (the others: see api/.env.example). */
export const SCHEMA_SETTINGS = Object.keys(schema.shape);

/** Where uploaded files are stored: see `api/src/modules/files/store.ts`. */
export type FileStorageConfig =
  | { kind: 'postgres' }
  | {
      kind: 's3';
      bucket: string;
      endpoint: string | undefined;
      region: string;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      forcePathStyle: boolean;
    };

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  authSecret: string;
  cookieSecure: boolean;
  /** TRUST_PROXY: whose X-Forwarded-For is believed (Fastify's trustProxy as a list). */
  trustProxy: string;
  /** REFRESH_GRACE_SECONDS: a just-used refresh token answers the same successor this long (0–60 s). */
  refreshGraceSeconds: number;
  /** Seed demo data (SEED_DEMO): on by default outside production. Reference data is seeded always. */
  seedDemo: boolean;
  seedProducts: number;
  /** The first owner from OWNER_EMAIL / OWNER_NAME / OWNER_PASSWORD, created at start if missing. */
  owner: { email: string; name: string; password: string } | undefined;
  /** Graceful shutdown (SHUTDOWN_DELAY_MS, SHUTDOWN_TIMEOUT_MS); see start-server.ts. */
  shutdown: { delayMs: number; timeoutMs: number };
  logLevel: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The mail dispatcher: its tick and retry policy (MAIL_DISPATCH_INTERVAL_MS, MAIL_RETRY_BASE_MS, MAIL_MAX_ATTEMPTS). */
  mailDispatch: { intervalMs: number; retryBaseMs: number; maxAttempts: number };
  /** Social-login providers (OAUTH_<ID>_ISSUER / _CLIENT_ID / _CLIENT_SECRET). */
  oauthProviders: OAuthProviderConfig[];
  /** The shop's public origin for OAuth callback URLs (PUBLIC_ORIGIN); else taken from the request. */
  publicOrigin: string | undefined;
  /** The shop's public origin for the sitemap and robots.txt (SITE_URL, no trailing slash); else from the request. */
  siteUrl: string | undefined;
  /** Uploaded files: PostgreSQL (default) or an S3-compatible bucket (S3_BUCKET and the S3_* settings). */
  fileStorage: FileStorageConfig;
  /**
   * KHQR through Bakong (api/src/modules/payments): `token` unset means demo mode — no Bakong
   * checks; a staff member marks a KHQR payment received. See docs/payments.md.
   */
  bakong: { apiUrl: string; token: string | undefined; pollIntervalMs: number };
  /** Shoppers' searches (api/src/modules/catalog/search-index-sync.ts). */
  catalog: { searchMaxAgeMs: number };
};

/** Settings that are missing, invalid or unsafe: every one of them, in one message. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The API cannot start; fix these settings (see api/.env.example):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

/**
 * What is wrong with the settings beyond their types: production's secrets and database, the first
 * owner. Read from the raw environment, so a type error elsewhere does not hide these.
 */
function settingProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const production = env.NODE_ENV === 'production';
  const secret = env.AUTH_SECRET;
  if (!secret) {
    if (production)
      problems.push(
        `AUTH_SECRET is not set: production needs ${AUTH_SECRET_MIN_LENGTH}+ random characters (openssl rand -hex 32)`,
      );
  } else if (secret === COMPOSE_DEV_AUTH_SECRET) {
    if (production)
      problems.push(
        'AUTH_SECRET is the public development default of docker-compose.yml: set a secret of your own',
      );
  } else if (secret.length < AUTH_SECRET_MIN_LENGTH) {
    problems.push(`AUTH_SECRET is shorter than ${AUTH_SECRET_MIN_LENGTH} characters`);
  }
  if (production && !env.DATABASE_URL)
    problems.push(
      'DATABASE_URL is not set: production runs on PostgreSQL (the embedded PGlite is for development and tests)',
    );
  // Also refused when the app is built (app.ts); named here so that one message lists everything.
  if (production && env.PSAR_TEST_CLOCK === '1')
    problems.push('PSAR_TEST_CLOCK=1 is for browser tests only: it must not be set with NODE_ENV=production');
  if (Boolean(env.OWNER_EMAIL) !== Boolean(env.OWNER_PASSWORD))
    problems.push('OWNER_EMAIL and OWNER_PASSWORD go together: set both, or neither');
  if (env.OWNER_PASSWORD && !passwordMeetsRules(env.OWNER_PASSWORD))
    problems.push('OWNER_PASSWORD does not meet the password rules (8–128 characters, a letter and a digit)');
  if (env.OWNER_NAME && nameProblem(env.OWNER_NAME)) problems.push('OWNER_NAME must be 2 to 80 characters');
  return problems;
}

/** The settings from the environment; throws a ConfigError naming every problem at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = schema.safeParse(env);
  const problems = [
    ...(result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)),
    ...settingProblems(env),
  ];
  if (!result.success || problems.length > 0) throw new ConfigError(problems);
  const parsed = result.data;
  return {
    env: parsed.NODE_ENV,
    host: parsed.HOST,
    port: parsed.PORT,
    databaseUrl: parsed.DATABASE_URL || undefined,
    dataDir: parsed.DATA_DIR,
    // A per-process secret means restarting the API signs everyone out of their access token;
    // the refresh cookie (stored in the database) signs them back in silently.
    authSecret: parsed.AUTH_SECRET || randomBytes(32).toString('hex'),
    cookieSecure: parsed.COOKIE_SECURE ? parsed.COOKIE_SECURE === 'true' : parsed.NODE_ENV === 'production',
    trustProxy: parsed.TRUST_PROXY,
    refreshGraceSeconds: parsed.REFRESH_GRACE_SECONDS,
    seedDemo: parsed.SEED_DEMO ? parsed.SEED_DEMO === 'true' : parsed.NODE_ENV !== 'production',
    seedProducts: parsed.SEED_PRODUCTS,
    owner:
      parsed.OWNER_EMAIL && parsed.OWNER_PASSWORD
        ? {
            email: parsed.OWNER_EMAIL.toLowerCase(),
            name: parsed.OWNER_NAME?.trim() || 'Shop owner',
            password: parsed.OWNER_PASSWORD,
          }
        : undefined,
    shutdown: { delayMs: parsed.SHUTDOWN_DELAY_MS, timeoutMs: parsed.SHUTDOWN_TIMEOUT_MS },
    logLevel: parsed.LOG_LEVEL,
    smtpUrl: parsed.SMTP_URL || undefined,
    mailFrom: parsed.MAIL_FROM,
    mailDispatch: {
      intervalMs: parsed.MAIL_DISPATCH_INTERVAL_MS,
      retryBaseMs: parsed.MAIL_RETRY_BASE_MS,
      maxAttempts: parsed.MAIL_MAX_ATTEMPTS,
    },
    oauthProviders: oauthProvidersFromEnv(env),
    publicOrigin: env.PUBLIC_ORIGIN?.replace(/\/$/, '') || undefined,
    // One public origin: SITE_URL, else the one sign-in callbacks use.
    siteUrl: (parsed.SITE_URL ?? env.PUBLIC_ORIGIN)?.replace(/\/+$/, '') || undefined,
    fileStorage: parsed.S3_BUCKET
      ? {
          kind: 's3',
          bucket: parsed.S3_BUCKET,
          endpoint: parsed.S3_ENDPOINT || undefined,
          region: parsed.S3_REGION,
          accessKeyId: parsed.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: parsed.S3_SECRET_ACCESS_KEY || undefined,
          // Path style by default with a custom endpoint (MinIO, s3rver), host style on AWS.
          forcePathStyle: parsed.S3_FORCE_PATH_STYLE
            ? parsed.S3_FORCE_PATH_STYLE === 'true'
            : Boolean(parsed.S3_ENDPOINT),
        }
      : { kind: 'postgres' },
    bakong: {
      apiUrl: parsed.BAKONG_API_URL.replace(/\/$/, ''),
      token: parsed.BAKONG_TOKEN || undefined,
      pollIntervalMs: parsed.KHQR_POLL_INTERVAL_MS,
    },
    catalog: { searchMaxAgeMs: parsed.CATALOG_SEARCH_MAX_AGE_MS },
  };
}
