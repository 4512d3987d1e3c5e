import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { verifyOverride } from '../../shared/server/override-token';
import { buildRegistry } from './app';
import { sha256Hex } from './auth';
import { loadConfig } from './config';
import { StateStore } from './state';
import { startTestOrigin, type TestOrigin } from './testing/test-origin';

const CATALOG_TOKEN = 'catalog-deploy-token';
const CATALOG_SECOND_TOKEN = 'catalog-ci-token';
const CHECKOUT_TOKEN = 'checkout-deploy-token';
const OVERRIDE_SECRET = 'an-override-secret-of-at-least-32-characters';

let catalogOrigin: TestOrigin;
let checkoutOrigin: TestOrigin;
let dataDir: string;
const apps: FastifyInstance[] = [];

beforeEach(async () => {
  catalogOrigin = await startTestOrigin();
  checkoutOrigin = await startTestOrigin();
  for (const releaseId of ['1.0.0-aaaaaaaaaaaa', '1.1.0-bbbbbbbbbbbb', 'v3'])
    catalogOrigin.addRelease(releaseId);
  checkoutOrigin.addRelease('2.0.0-cccccccccccc');
  dataDir = mkdtempSync(path.join(tmpdir(), 'registry-data-'));
});

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  await catalogOrigin.close();
  await checkoutOrigin.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function startRegistry(env: NodeJS.ProcessEnv = {}, now?: () => Date) {
  const config = loadConfig({
    REGISTRY_DATA_DIR: dataDir,
    REGISTRY_TOKENS: [
      `catalog=${sha256Hex(CATALOG_TOKEN)}`,
      `catalog=${sha256Hex(CATALOG_SECOND_TOKEN)}`,
      `checkout=${sha256Hex(CHECKOUT_TOKEN)}`,
    ].join(','),
    REGISTRY_ORIGINS: `catalog=${catalogOrigin.url}/,checkout=${checkoutOrigin.url}`,
    REGISTRY_ADOPT: 'false',
    OVERRIDE_SECRET,
    ...env,
  });
  const store = await StateStore.open(config.dataDir);
  const app = await buildRegistry({ config, store, ...(now ? { now } : {}) });
  apps.push(app);
  await app.ready();
  return app;
}

async function closeRegistry(app: FastifyInstance) {
  apps.splice(apps.indexOf(app), 1);
  await app.close();
}

function change(
  app: FastifyInstance,
  slice: string,
  action: string,
  {
    token = CATALOG_TOKEN,
    body,
    headers = {},
  }: { token?: string | null; body?: object; headers?: Record<string, string> } = {},
) {
  const options: InjectOptions = {
    method: 'POST',
    url: `/slices/${slice}/${action}`,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(body ? { payload: body } : {}),
  };
  return app.inject(options);
}

async function remotes(app: FastifyInstance) {
  const response = await app.inject({ method: 'GET', url: '/remotes' });
  expect(response.statusCode).toBe(200);
  return response.json<{
    revision: number;
    slices: Record<
      string,
      {
        stable: { releaseId: string; manifest: string };
        canary?: { releaseId: string; manifest: string; percent: number };
      }
    >;
  }>();
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the condition never held');
}

describe('deploy tokens', () => {
  it('let a slice team move its own slice and never another slice', async () => {
    const app = await startRegistry();
    expect(
      (await change(app, 'checkout', 'deploy', { body: { releaseId: '2.0.0-cccccccccccc' } })).json(),
    ).toEqual({
      code: 'auth.forbidden',
      message: 'A catalog deploy token cannot change checkout',
    });
    expect((await remotes(app)).slices.checkout).toBeUndefined();

    const own = await change(app, 'checkout', 'deploy', {
      token: CHECKOUT_TOKEN,
      body: { releaseId: '2.0.0-cccccccccccc' },
    });
    expect(own.statusCode).toBe(200);
    // A second token listed for catalog (a CI job's) works as well as the team's.
    const second = await change(app, 'catalog', 'deploy', {
      token: CATALOG_SECOND_TOKEN,
      body: { releaseId: 'v3' },
    });
    expect(second.statusCode).toBe(200);
    const history = await app.inject({ method: 'GET', url: '/slices/checkout/history' });
    expect(history.json().history[0]).toMatchObject({ actor: 'checkout', action: 'deploy' });
  });

  it('answer 401 without a token or with an unknown one', async () => {
    const app = await startRegistry();
    const missing = await change(app, 'catalog', 'deploy', { token: null, body: { releaseId: 'v3' } });
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer');
    expect(missing.json().code).toBe('auth.missing');
    const unknown = await change(app, 'catalog', 'deploy', { token: 'guessed', body: { releaseId: 'v3' } });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('auth.invalid');
    const basic = await change(app, 'catalog', 'deploy', {
      token: null,
      headers: { authorization: `Basic ${Buffer.from(CATALOG_TOKEN).toString('base64')}` },
      body: { releaseId: 'v3' },
    });
    expect(basic.statusCode).toBe(401);
    expect((await remotes(app)).revision).toBe(0);
  });

  it('refuse slices the registry does not manage', async () => {
    const app = await startRegistry();
    for (const slice of ['shell', 'help', '..']) {
      const response = await change(app, slice, 'deploy', { body: { releaseId: 'v3' } });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('deploy, canary, promote and rollback', () => {
  it('move the stable release and the canary, one revision per change, with the history', async () => {
    const app = await startRegistry({ REGISTRY_MANIFEST_BASE: 'https://shop.example/remotes/' });
    expect(await remotes(app)).toMatchObject({ revision: 0, slices: {} });

    const deployed = await change(app, 'catalog', 'deploy', { body: { releaseId: '1.0.0-aaaaaaaaaaaa' } });
    expect(deployed.statusCode).toBe(200);
    expect(deployed.headers.etag).toBe('"1"');
    expect(deployed.json()).toMatchObject({ revision: 1, changed: true, canary: null });
    expect((await remotes(app)).slices.catalog).toEqual({
      stable: {
        releaseId: '1.0.0-aaaaaaaaaaaa',
        manifest: 'https://shop.example/remotes/catalog/1.0.0-aaaaaaaaaaaa/mf-manifest.json',
      },
    });

    const canary = await change(app, 'catalog', 'canary', {
      body: { releaseId: '1.1.0-bbbbbbbbbbbb', percent: 10 },
    });
    expect(canary.statusCode).toBe(200);
    expect((await remotes(app)).slices.catalog).toEqual({
      stable: expect.objectContaining({ releaseId: '1.0.0-aaaaaaaaaaaa' }),
      canary: {
        releaseId: '1.1.0-bbbbbbbbbbbb',
        manifest: 'https://shop.example/remotes/catalog/1.1.0-bbbbbbbbbbbb/mf-manifest.json',
        percent: 10,
      },
    });

    expect((await change(app, 'catalog', 'promote')).statusCode).toBe(200);
    let map = await remotes(app);
    expect(map.revision).toBe(3);
    expect(map.slices.catalog).toEqual({
      stable: expect.objectContaining({ releaseId: '1.1.0-bbbbbbbbbbbb' }),
    });

    // A canary then a rollback: only the canary goes.
    await change(app, 'catalog', 'canary', { body: { releaseId: 'v3', percent: 50 } });
    expect((await change(app, 'catalog', 'rollback')).statusCode).toBe(200);
    map = await remotes(app);
    expect(map.slices.catalog).toEqual({
      stable: expect.objectContaining({ releaseId: '1.1.0-bbbbbbbbbbbb' }),
    });

    // Without a canary, a rollback returns to the stable before.
    expect((await change(app, 'catalog', 'rollback')).json()).toMatchObject({
      revision: 6,
      stable: { releaseId: '1.0.0-aaaaaaaaaaaa' },
    });
    const none = await change(app, 'catalog', 'rollback');
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('rollback.none');

    const history = await app.inject({ method: 'GET', url: '/slices/catalog/history' });
    const entries = history.json().history as { revision: number; action: string; actor: string }[];
    expect(entries.map(({ revision, action }) => [revision, action])).toEqual([
      [6, 'rollback'],
      [5, 'rollback'],
      [4, 'canary'],
      [3, 'promote'],
      [2, 'canary'],
      [1, 'deploy'],
    ]);
    expect(history.json().history[2]).toEqual({
      revision: 4,
      at: expect.any(String),
      actor: 'catalog',
      action: 'canary',
      from: { stable: '1.1.0-bbbbbbbbbbbb', canary: null },
      to: { stable: '1.1.0-bbbbbbbbbbbb', canary: { releaseId: 'v3', percent: 50 } },
    });
  });

  it('roll back through several earlier stables, newest first', async () => {
    const app = await startRegistry();
    for (const releaseId of ['1.0.0-aaaaaaaaaaaa', '1.1.0-bbbbbbbbbbbb', 'v3'])
      expect((await change(app, 'catalog', 'deploy', { body: { releaseId } })).statusCode).toBe(200);
    expect((await change(app, 'catalog', 'rollback')).json().stable.releaseId).toBe('1.1.0-bbbbbbbbbbbb');
    expect((await change(app, 'catalog', 'rollback')).json().stable.releaseId).toBe('1.0.0-aaaaaaaaaaaa');
    expect((await change(app, 'catalog', 'rollback')).statusCode).toBe(409);
  });

  it('refuse a promote without a canary, a canary without a stable and percents outside 1-99', async () => {
    const app = await startRegistry();
    const early = await change(app, 'catalog', 'canary', { body: { releaseId: 'v3', percent: 10 } });
    expect([early.statusCode, early.json().code]).toEqual([409, 'slice.no_stable']);
    await change(app, 'catalog', 'deploy', { body: { releaseId: '1.0.0-aaaaaaaaaaaa' } });
    const promote = await change(app, 'catalog', 'promote');
    expect([promote.statusCode, promote.json().code]).toEqual([409, 'canary.none']);
    for (const percent of [0, 100, 12.5])
      expect(
        (await change(app, 'catalog', 'canary', { body: { releaseId: 'v3', percent } })).statusCode,
      ).toBe(400);
    const sameAsStable = await change(app, 'catalog', 'canary', {
      body: { releaseId: '1.0.0-aaaaaaaaaaaa', percent: 5 },
    });
    expect(sameAsStable.statusCode).toBe(409);
    expect((await remotes(app)).revision).toBe(1);
  });

  it('does not count a deploy of the release already stable as a change', async () => {
    const app = await startRegistry();
    await change(app, 'catalog', 'deploy', { body: { releaseId: 'v3' } });
    const again = await change(app, 'catalog', 'deploy', { body: { releaseId: 'v3' } });
    expect(again.json()).toMatchObject({ revision: 1, changed: false });
  });

  it('refuse release ids that are not folder names', async () => {
    const app = await startRegistry();
    for (const releaseId of ['../v3', 'v3/../..', '', '.hidden'])
      expect((await change(app, 'catalog', 'deploy', { body: { releaseId } })).statusCode).toBe(400);
  });
});

describe('revisions', () => {
  it('serve the map with its revision as ETag and answer 304 while it has not changed', async () => {
    const app = await startRegistry();
    await change(app, 'catalog', 'deploy', { body: { releaseId: 'v3' } });
    const first = await app.inject({ method: 'GET', url: '/remotes' });
    expect(first.headers.etag).toBe('"1"');
    const unchanged = await app.inject({
      method: 'GET',
      url: '/remotes',
      headers: { 'if-none-match': '"1"' },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    await change(app, 'catalog', 'canary', { body: { releaseId: '1.1.0-bbbbbbbbbbbb', percent: 10 } });
    const changed = await app.inject({ method: 'GET', url: '/remotes', headers: { 'if-none-match': '"1"' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).toBe('"2"');
    expect(changed.json().slices.catalog.canary.percent).toBe(10);
  });

  it('refuse a change made against a stale revision (If-Match) and accept the current one', async () => {
    const app = await startRegistry();
    await change(app, 'catalog', 'deploy', { body: { releaseId: '1.0.0-aaaaaaaaaaaa' } });
    const stale = await change(app, 'catalog', 'deploy', {
      body: { releaseId: 'v3' },
      headers: { 'if-match': '"0"' },
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().code).toBe('revision.stale');
    expect((await remotes(app)).slices.catalog?.stable.releaseId).toBe('1.0.0-aaaaaaaaaaaa');

    const current = await change(app, 'catalog', 'deploy', {
      body: { releaseId: 'v3' },
      headers: { 'if-match': '"1"' },
    });
    expect(current.statusCode).toBe(200);
    expect(current.headers.etag).toBe('"2"');
  });

  it('serialize simultaneous changes: each builds on the one before', async () => {
    const app = await startRegistry();
    await change(app, 'catalog', 'deploy', { body: { releaseId: '1.0.0-aaaaaaaaaaaa' } });
    const percents = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const answers = await Promise.all(
      percents.map((percent) => change(app, 'catalog', 'canary', { body: { releaseId: 'v3', percent } })),
    );
    expect(answers.map((answer) => answer.json().revision).sort((a, b) => a - b)).toEqual([
      2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    ]);
    const history = (await app.inject({ method: 'GET', url: '/slices/catalog/history' })).json().history;
    expect(history).toHaveLength(11);
    // Every entry starts from the state the previous one left.
    for (let index = 0; index < history.length - 1; index += 1)
      expect(history[index].from).toEqual(history[index + 1].to);
  });
});

describe('the origin check', () => {
  it('refuses a release its origin does not serve, and changes nothing', async () => {
    const app = await startRegistry();
    const missing = await change(app, 'catalog', 'deploy', { body: { releaseId: '9.9.9-dddddddddddd' } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().code).toBe('release.not_found');
    await change(app, 'catalog', 'deploy', { body: { releaseId: 'v3' } });
    const canary = await change(app, 'catalog', 'canary', {
      body: { releaseId: '9.9.9-dddddddddddd', percent: 5 },
    });
    expect(canary.statusCode).toBe(422);
    expect((await remotes(app)).revision).toBe(1);
  });

  it('does not take a page answered for every path as a manifest', async () => {
    const app = await startRegistry();
    catalogOrigin.spaFallback(true);
    const response = await change(app, 'catalog', 'deploy', { body: { releaseId: '9.9.9-dddddddddddd' } });
    expect(response.statusCode).toBe(422);
  });

  it('answers 502 when the origin fails or is down', async () => {
    const app = await startRegistry();
    catalogOrigin.failWith(503);
    const failing = await change(app, 'catalog', 'deploy', { body: { releaseId: 'v3' } });
    expect([failing.statusCode, failing.json().code]).toEqual([502, 'origin.unavailable']);
    await catalogOrigin.close();
    const down = await change(app, 'catalog', 'deploy', { body: { releaseId: 'v3' } });
    expect([down.statusCode, down.json().code]).toEqual([502, 'origin.unavailable']);
    catalogOrigin = await startTestOrigin();
    expect((await remotes(app)).revision).toBe(0);
  });

  it('lists the origin releases with the live ones marked', async () => {
    const app = await startRegistry();
    await change(app, 'catalog', 'deploy', { body: { releaseId: '1.0.0-aaaaaaaaaaaa' } });
    await change(app, 'catalog', 'canary', { body: { releaseId: 'v3', percent: 20 } });
    const response = await app.inject({ method: 'GET', url: '/slices/catalog/releases' });
    expect(
      response
        .json()
        .releases.map((release: { releaseId: string; live: string | null }) => [
          release.releaseId,
          release.live,
        ]),
    ).toEqual([
      ['v3', 'canary'],
      ['1.1.0-bbbbbbbbbbbb', null],
      ['1.0.0-aaaaaaaaaaaa', 'stable'],
    ]);
  });
});

describe('persistence', () => {
  it('keeps every change across a restart, on a file replaced whole', async () => {
    const first = await startRegistry();
    await change(first, 'catalog', 'deploy', { body: { releaseId: '1.0.0-aaaaaaaaaaaa' } });
    await change(first, 'catalog', 'canary', { body: { releaseId: 'v3', percent: 25 } });
    await change(first, 'checkout', 'deploy', {
      token: CHECKOUT_TOKEN,
      body: { releaseId: '2.0.0-cccccccccccc' },
    });
    const before = await remotes(first);
    await closeRegistry(first);
    expect(readdirSync(dataDir)).toEqual(['registry.json']);

    const second = await startRegistry();
    expect(await remotes(second)).toEqual(before);
    const promoted = await change(second, 'catalog', 'promote');
    expect(promoted.json()).toMatchObject({ revision: 4, stable: { releaseId: 'v3' } });
    const history = (await second.inject({ method: 'GET', url: '/slices/catalog/history' })).json().history;
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['promote', 'canary', 'deploy']);
    // The rollback stack survived too.
    expect((await change(second, 'catalog', 'rollback')).json().stable.releaseId).toBe('1.0.0-aaaaaaaaaaaa');
  });

  it('refuses to start on a damaged record rather than start empty', async () => {
    writeFileSync(path.join(dataDir, 'registry.json'), '{"format":1,"revision":');
    await expect(StateStore.open(dataDir)).rejects.toThrow(/not valid JSON/);
    writeFileSync(path.join(dataDir, 'registry.json'), JSON.stringify({ format: 1, revision: -1 }));
    await expect(StateStore.open(dataDir)).rejects.toThrow(/not a registry record/);
  });

  it('writes nothing when a change fails', async () => {
    const app = await startRegistry();
    await change(app, 'catalog', 'deploy', { body: { releaseId: 'v3' } });
    const file = path.join(dataDir, 'registry.json');
    const saved = readFileSync(file, 'utf8');
    await change(app, 'catalog', 'deploy', { body: { releaseId: '9.9.9-dddddddddddd' } });
    await change(app, 'catalog', 'promote');
    expect(readFileSync(file, 'utf8')).toBe(saved);
  });
});

describe('adoption', () => {
  it('makes the newest release on each origin the stable one while a slice has none', async () => {
    const app = await startRegistry({ REGISTRY_ADOPT: 'true', REGISTRY_ADOPT_INTERVAL_MS: '50' });
    const map = await eventually(
      () => remotes(app),
      (value) => Boolean(value.slices.catalog && value.slices.checkout),
    );
    expect(map.slices.catalog?.stable.releaseId).toBe('v3');
    expect(map.slices.checkout?.stable.releaseId).toBe('2.0.0-cccccccccccc');
    const history = (await app.inject({ method: 'GET', url: '/slices/catalog/history' })).json().history;
    expect(history).toEqual([
      expect.objectContaining({ actor: 'registry', action: 'adopt', to: { stable: 'v3', canary: null } }),
    ]);
  });

  it('leaves a slice that has a stable release alone', async () => {
    const first = await startRegistry();
    await change(first, 'catalog', 'deploy', { body: { releaseId: '1.0.0-aaaaaaaaaaaa' } });
    await closeRegistry(first);

    const app = await startRegistry({ REGISTRY_ADOPT: 'true', REGISTRY_ADOPT_INTERVAL_MS: '50' });
    // Checkout's adoption shows a pass ran; catalog's stable release is the team's still.
    const map = await eventually(
      () => remotes(app),
      (value) => Boolean(value.slices.checkout),
    );
    expect(map.slices.catalog?.stable.releaseId).toBe('1.0.0-aaaaaaaaaaaa');
    expect(map.revision).toBe(2);
  });

  it('waits for an origin that has no release yet', async () => {
    const empty = await startTestOrigin();
    try {
      const app = await startRegistry({
        REGISTRY_ADOPT: 'true',
        REGISTRY_ADOPT_INTERVAL_MS: '50',
        REGISTRY_ORIGINS: `catalog=${empty.url},checkout=${checkoutOrigin.url}`,
      });
      await eventually(
        () => remotes(app),
        (value) => Boolean(value.slices.checkout),
      );
      empty.addRelease('4.0.0-eeeeeeeeeeee');
      const map = await eventually(
        () => remotes(app),
        (value) => Boolean(value.slices.catalog),
      );
      expect(map.slices.catalog?.stable.releaseId).toBe('4.0.0-eeeeeeeeeeee');
    } finally {
      await Promise.all(apps.splice(0).map((app) => app.close()));
      await empty.close();
    }
  });
});

describe('developer overrides', () => {
  it('signs a token the shell server verifies, for the slice of the deploy token', async () => {
    const now = new Date('2026-03-01T10:00:00Z');
    const app = await startRegistry({}, () => now);
    const response = await change(app, 'catalog', 'override', {
      body: { manifestUrl: 'http://localhost:3001/mf-manifest.json', ttlSeconds: 3600 },
    });
    expect(response.statusCode).toBe(200);
    const { token, expiresAt } = response.json();
    expect(expiresAt).toBe('2026-03-01T11:00:00.000Z');
    expect(verifyOverride(token, OVERRIDE_SECRET, now)).toEqual({
      slice: 'catalog',
      manifestUrl: 'http://localhost:3001/mf-manifest.json',
      expiresAt: new Date('2026-03-01T11:00:00Z'),
    });
    expect(verifyOverride(token, OVERRIDE_SECRET, new Date('2026-03-01T11:00:01Z'))).toBeUndefined();

    const forbidden = await change(app, 'checkout', 'override', {
      body: { manifestUrl: 'http://localhost:3002/mf-manifest.json' },
    });
    expect(forbidden.statusCode).toBe(403);
    for (const manifestUrl of ['javascript:alert(1)', 'file:///etc/passwd', '/relative/mf-manifest.json'])
      expect((await change(app, 'catalog', 'override', { body: { manifestUrl } })).statusCode).toBe(400);
  });

  it('answers 501 when no OVERRIDE_SECRET is set', async () => {
    const app = await startRegistry({ OVERRIDE_SECRET: '' });
    const response = await change(app, 'catalog', 'override', {
      body: { manifestUrl: 'http://localhost:3001/mf-manifest.json' },
    });
    expect([response.statusCode, response.json().code]).toEqual([501, 'override.disabled']);
  });
});

describe('settings', () => {
  it('refuse malformed tokens, unknown slices and short override secrets', () => {
    expect(() => loadConfig({ REGISTRY_TOKENS: 'catalog=not-a-digest' })).toThrow(/sha256/);
    expect(() => loadConfig({ REGISTRY_TOKENS: `shop=${sha256Hex('x')}` })).toThrow(/not a remote slice/);
    expect(() => loadConfig({ REGISTRY_ORIGINS: 'catalog=ftp://origin' })).toThrow(/http/);
    expect(() => loadConfig({ OVERRIDE_SECRET: 'short' })).toThrow(/32/);
    expect(() => loadConfig({ REGISTRY_ADOPT: 'maybe' })).toThrow(/true or false/);
  });

  it('default to the documented values', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 4300,
      manifestBase: '/remotes',
      adopt: true,
      overrideSecret: undefined,
      tokens: [],
      origins: {},
    });
    expect(config.dataDir).toBe(path.resolve(__dirname, '..', '.data'));
  });

  it('answers health checks', async () => {
    const app = await startRegistry();
    expect((await app.inject({ method: 'GET', url: '/health' })).json()).toEqual({
      status: 'ok',
      revision: 0,
    });
  });
});
