import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { COMPOSE_DEV_AUTH_SECRET, ConfigError, SCHEMA_SETTINGS, loadConfig } from './config';

const SECRET = 'a'.repeat(16) + 'b'.repeat(16);
const PRODUCTION = {
  NODE_ENV: 'production',
  AUTH_SECRET: SECRET,
  DATABASE_URL: 'postgres://psar@127.0.0.1:5432/psar',
} as const;

/** The problems loadConfig refuses the settings with (fails the test when it accepts them). */
function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('the settings were accepted');
}

describe('settings in production', () => {
  it('start with a secret and a PostgreSQL database, without demo data by default', () => {
    const config = loadConfig(PRODUCTION);
    expect(config.authSecret).toBe(SECRET);
    expect(config.seedDemo).toBe(false);
    expect(config.cookieSecure).toBe(true);
  });

  it('are refused with one message naming every missing setting', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^The API cannot start/);
    expect(message).toContain('AUTH_SECRET is not set');
    expect(message).toContain('DATABASE_URL is not set');
  });

  it.each([
    [
      'the public development secret of docker-compose.yml',
      { AUTH_SECRET: COMPOSE_DEV_AUTH_SECRET },
      /development default/,
    ],
    ['a secret shorter than 32 characters', { AUTH_SECRET: 'x'.repeat(31) }, /shorter than 32/],
    ['an empty secret', { AUTH_SECRET: '' }, /AUTH_SECRET is not set/],
    ['no DATABASE_URL (embedded PGlite)', { DATABASE_URL: '' }, /DATABASE_URL is not set/],
    ['the browser tests’ clock', { PSAR_TEST_CLOCK: '1' }, /PSAR_TEST_CLOCK/],
  ])('are refused with %s', (_case, change, problem) => {
    const problems = problemsOf({ ...PRODUCTION, ...change });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(problem);
  });

  it('list type errors and unsafe settings together', () => {
    const problems = problemsOf({
      NODE_ENV: 'production',
      PORT: 'eighty',
      AUTH_SECRET: COMPOSE_DEV_AUTH_SECRET,
    });
    expect(problems).toEqual([
      expect.stringMatching(/^PORT: /),
      expect.stringMatching(/^AUTH_SECRET is the public development default/),
      expect.stringMatching(/^DATABASE_URL is not set/),
    ]);
  });

  it('seed demo data only when SEED_DEMO=true says so', () => {
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO: '' }).seedDemo).toBe(false);
  });
});

describe('settings outside production', () => {
  it('need no secret (a random one per process) and seed demo data unless SEED_DEMO=false', () => {
    const development = loadConfig({});
    expect(development.authSecret).toHaveLength(64);
    expect(development.seedDemo).toBe(true);
    expect(development.databaseUrl).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('still refuse a short secret and accept the development default', () => {
    expect(problemsOf({ AUTH_SECRET: 'short' })).toEqual([expect.stringMatching(/shorter than 32/)]);
    expect(loadConfig({ AUTH_SECRET: COMPOSE_DEV_AUTH_SECRET }).authSecret).toBe(COMPOSE_DEV_AUTH_SECRET);
  });

  it('take the graceful shutdown’s timing, 10 s without delay by default', () => {
    expect(loadConfig({}).shutdown).toEqual({ delayMs: 0, timeoutMs: 10_000 });
    expect(loadConfig({ SHUTDOWN_DELAY_MS: '5000', SHUTDOWN_TIMEOUT_MS: '30000' }).shutdown).toEqual({
      delayMs: 5000,
      timeoutMs: 30_000,
    });
    expect(problemsOf({ SHUTDOWN_TIMEOUT_MS: '-1' })).toEqual([
      expect.stringMatching(/^SHUTDOWN_TIMEOUT_MS: /),
    ]);
  });
});

describe('the first owner from the environment', () => {
  it('is read from OWNER_EMAIL, OWNER_PASSWORD and OWNER_NAME', () => {
    const config = loadConfig({
      ...PRODUCTION,
      OWNER_EMAIL: 'Boss@Shop.Example',
      OWNER_PASSWORD: 'Sup3rsecret',
      OWNER_NAME: ' Chan Dara ',
    });
    expect(config.owner).toEqual({ email: 'boss@shop.example', name: 'Chan Dara', password: 'Sup3rsecret' });
    expect(loadConfig(PRODUCTION).owner).toBeUndefined();
  });

  it.each([
    ['an e-mail without a password', { OWNER_EMAIL: 'boss@shop.example' }, /go together/],
    ['a password without an e-mail', { OWNER_PASSWORD: 'Sup3rsecret' }, /go together/],
    ['a weak password', { OWNER_EMAIL: 'boss@shop.example', OWNER_PASSWORD: 'password' }, /password rules/],
    ['an invalid e-mail', { OWNER_EMAIL: 'boss', OWNER_PASSWORD: 'Sup3rsecret' }, /^OWNER_EMAIL: /],
  ])('is refused with %s', (_case, change, problem) => {
    expect(problemsOf({ ...PRODUCTION, ...change })).toEqual([expect.stringMatching(problem)]);
  });
});

describe('api/.env.example', () => {
  const API_DIR = path.resolve(__dirname, '..');
  const example = readFileSync(path.join(API_DIR, '.env.example'), 'utf8');
  const listed = new Set([...example.matchAll(/^# ([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));

  /** Every `env.NAME` / `process.env.NAME` the API's code and scripts read (tests aside). */
  function settingsReadInCode(): string[] {
    const names = new Set<string>();
    for (const folder of ['src', 'scripts'])
      for (const file of readdirSync(path.join(API_DIR, folder), { recursive: true, encoding: 'utf8' })) {
        if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
        const source = readFileSync(path.join(API_DIR, folder, file), 'utf8');
        for (const [, name] of source.matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)) names.add(name!);
      }
    return [...names];
  }

  it('lists every setting of the configuration and every one read elsewhere', () => {
    const read = [...SCHEMA_SETTINGS, ...settingsReadInCode()];
    expect(read).toEqual(expect.arrayContaining(['AUTH_SECRET', 'PUBLIC_ORIGIN', 'KHQR_TTL_MINUTES']));
    expect(read.filter((name) => !listed.has(name))).toEqual([]);
    // The social sign-in settings are named per provider: OAUTH_<ID>_ISSUER and its companions.
    for (const part of ['ISSUER', 'CLIENT_ID', 'CLIENT_SECRET', 'NAME'])
      expect(listed.has(`OAUTH_GOOGLE_${part}`)).toBe(true);
  });
});
