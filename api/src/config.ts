import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { oauthProvidersFromEnv, type OAuthProviderConfig } from './modules/auth/oauth-config';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  /** PostgreSQL connection string; without it the API uses embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(path.join(__dirname, '..', '.data', 'pglite')),
  /** Signs access tokens. Required in production; a random one per process otherwise. */
  AUTH_SECRET: z.string().min(32).optional(),
  COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  SEED_PRODUCTS: z.coerce.number().int().min(0).default(600),
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
  /** Bakong's Open API (KHQR payment checks); the NBC's production server by default. */
  BAKONG_API_URL: z.string().url().default('https://api-bakong.nbc.gov.kh'),
  /** The merchant's Bakong developer token; without it KHQR runs in demo mode (nothing real moves). */
  BAKONG_TOKEN: z.string().optional(),
  /** How often the KHQR poller runs (and the first checks of a new payment are spaced), in ms. */
  KHQR_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(600_000).default(5000),
});

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
  seedProducts: number;
  logLevel: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The mail dispatcher: its tick and retry policy (MAIL_DISPATCH_INTERVAL_MS, MAIL_RETRY_BASE_MS, MAIL_MAX_ATTEMPTS). */
  mailDispatch: { intervalMs: number; retryBaseMs: number; maxAttempts: number };
  /** Social-login providers (OAUTH_<ID>_ISSUER / _CLIENT_ID / _CLIENT_SECRET). */
  oauthProviders: OAuthProviderConfig[];
  /** The shop's public origin for OAuth callback URLs (PUBLIC_ORIGIN); else taken from the request. */
  publicOrigin: string | undefined;
  /** Uploaded files: PostgreSQL (default) or an S3-compatible bucket (S3_BUCKET and the S3_* settings). */
  fileStorage: FileStorageConfig;
  /**
   * KHQR through Bakong (api/src/modules/payments): `token` unset means demo mode — no Bakong
   * checks; a staff member marks a KHQR payment received. See docs/payments.md.
   */
  bakong: { apiUrl: string; token: string | undefined; pollIntervalMs: number };
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.parse(env);
  if (parsed.NODE_ENV === 'production' && !parsed.AUTH_SECRET) {
    throw new Error('AUTH_SECRET (32+ characters) is required in production');
  }
  return {
    env: parsed.NODE_ENV,
    host: parsed.HOST,
    port: parsed.PORT,
    databaseUrl: parsed.DATABASE_URL || undefined,
    dataDir: parsed.DATA_DIR,
    // A per-process secret means restarting the API signs everyone out of their access token;
    // the refresh cookie (stored in the database) signs them back in silently.
    authSecret: parsed.AUTH_SECRET ?? randomBytes(32).toString('hex'),
    cookieSecure: parsed.COOKIE_SECURE ? parsed.COOKIE_SECURE === 'true' : parsed.NODE_ENV === 'production',
    seedProducts: parsed.SEED_PRODUCTS,
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
  };
}
