import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signOverride } from './override-token';
import { COHORT_COOKIE, fixedRemotes, registryRemotes, type RegistryRecord } from './remotes-source';

const SECRET = 'x'.repeat(40);
const stableCatalog = '/remotes/catalog/1.0.0-aaa/mf-manifest.json';
const canaryCatalog = '/remotes/catalog/2.0.0-bbb/mf-manifest.json';

function record(revision: number, percent: number | undefined): RegistryRecord {
  return {
    revision,
    slices: {
      catalog: {
        stable: { releaseId: '1.0.0-aaa', manifest: stableCatalog },
        ...(percent === undefined
          ? {}
          : { canary: { releaseId: '2.0.0-bbb', manifest: canaryCatalog, percent } }),
      },
      help: { stable: { releaseId: '1.0.0-ccc', manifest: '/remotes/help/1.0.0-ccc/mf-manifest.json' } },
    },
  };
}

/** A stand-in registry answering GET /remotes with `current`, honouring If-None-Match. */
function startRegistry(initial: RegistryRecord) {
  const state = { current: initial, requests: 0, notModified: 0, down: false };
  const server: Server = createServer((request, response) => {
    state.requests += 1;
    if (state.down) return response.writeHead(503).end();
    const etag = `"${state.current.revision}"`;
    if (request.headers['if-none-match'] === etag) {
      state.notModified += 1;
      return response.writeHead(304).end();
    }
    response.writeHead(200, { 'content-type': 'application/json', etag }).end(JSON.stringify(state.current));
  });
  return new Promise<{ url: string; state: typeof state; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        state,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

const cookieOf = (setCookies: string[]) => setCookies[0]?.split(';')[0] ?? '';

describe('registryRemotes', () => {
  it('sends about the canary’s share of new browsers to the canary, each browser always to the same build', async () => {
    const registry = await startRegistry(record(7, 10));
    const source = registryRemotes({
      registryUrl: registry.url,
      pollMs: 60_000,
      serverBaseUrl: 'http://edge.internal',
      log: () => undefined,
    });
    await source.refresh();
    expect(source.revision()).toBe(7);

    let onCanary = 0;
    const browsers = 2000;
    const cohortCookie = new RegExp(
      `^${COHORT_COOKIE}=[A-Za-z0-9_-]+; Path=/; Max-Age=\\d+; SameSite=Lax; HttpOnly$`,
    );
    for (let index = 0; index < browsers; index += 1) {
      const first = source.choose({ headers: {} });
      expect(first.setCookies[0]).toMatch(cohortCookie);
      const again = source.choose({ headers: { cookie: cookieOf(first.setCookies) } });
      expect(again.browser.catalog).toBe(first.browser.catalog);
      expect(again.setCookies).toEqual([]);
      expect(again.server.catalog).toBe(`http://edge.internal${first.browser.catalog}`);
      if (first.browser.catalog === canaryCatalog) onCanary += 1;
      else expect(first.browser.catalog).toBe(stableCatalog);
    }
    // 10 % of 2000 is 200; the count's standard deviation is about 13.
    expect(onCanary).toBeGreaterThan(150);
    expect(onCanary).toBeLessThan(250);
    source.close();
    await registry.close();
  });

  it('picks up a promote on its next poll, asks with the ETag, and keeps the last record while the registry is down', async () => {
    const registry = await startRegistry(record(1, 50));
    const log: string[] = [];
    const source = registryRemotes({
      registryUrl: registry.url,
      pollMs: 60_000,
      log: (line) => log.push(line),
    });
    await source.refresh();
    await source.refresh();
    expect(registry.state.notModified).toBe(1);

    registry.state.current = { ...record(2, undefined) };
    registry.state.current.slices.catalog!.stable = { releaseId: '2.0.0-bbb', manifest: canaryCatalog };
    await source.refresh();
    expect(source.choose({ headers: {} }).browser.catalog).toBe(canaryCatalog);
    expect(source.choose({ headers: {} }).setCookies).toEqual([]);

    registry.state.down = true;
    await source.refresh();
    expect(source.revision()).toBe(2);
    expect(source.choose({ headers: {} }).browser.catalog).toBe(canaryCatalog);
    expect(log.at(-1)).toMatch(/unreachable \(HTTP 503\); keeping revision 2/);
    source.close();
    await registry.close();
  });

  it('is not ready before the registry first answers, unless it has a fixed map to fall back on', async () => {
    const unreachable = registryRemotes({
      registryUrl: 'http://127.0.0.1:9',
      pollMs: 60_000,
      log: () => undefined,
    });
    await unreachable.refresh();
    expect(unreachable.ready()).toBe(false);
    unreachable.close();
    const withFallback = registryRemotes({
      registryUrl: 'http://127.0.0.1:9',
      pollMs: 60_000,
      fallback: { catalog: 'http://localhost:3001/mf-manifest.json' },
      log: () => undefined,
    });
    expect(withFallback.ready()).toBe(true);
    expect(withFallback.choose({ headers: {} }).browser).toEqual({
      catalog: 'http://localhost:3001/mf-manifest.json',
    });
    withFallback.close();
  });
});

describe('overrides', () => {
  const local = 'http://localhost:3001/mf-manifest.json';
  const token = (slice: 'catalog' | 'help', secret = SECRET) =>
    signOverride({ slice, manifestUrl: local, expiresAt: new Date(Date.now() + 3_600_000) }, secret);

  it('points only the browser holding a valid override at the developer’s build', () => {
    const source = fixedRemotes({ catalog: stableCatalog }, { overrideSecret: SECRET });
    const mine = source.choose({
      headers: { cookie: `psar_override_catalog=${encodeURIComponent(token('catalog'))}` },
    });
    expect(mine.browser.catalog).toBe(local);
    expect(mine.overridden).toEqual(['catalog']);
    const theirs = source.choose({ headers: {} });
    expect(theirs.browser.catalog).toBe(stableCatalog);
    expect(theirs.key).not.toBe(mine.key);
  });

  it('ignores forged tokens, tokens for another slice, and overrides when no secret is set', () => {
    const source = fixedRemotes({ catalog: stableCatalog }, { overrideSecret: SECRET });
    for (const cookie of [
      `psar_override_catalog=${encodeURIComponent(token('catalog', 'y'.repeat(40)))}`,
      `psar_override_catalog=${encodeURIComponent(token('help'))}`,
    ]) {
      expect(source.choose({ headers: { cookie } }).browser.catalog).toBe(stableCatalog);
    }
    const noSecret = fixedRemotes({ catalog: stableCatalog });
    const cookie = `psar_override_catalog=${encodeURIComponent(token('catalog'))}`;
    expect(noSecret.choose({ headers: { cookie } }).browser.catalog).toBe(stableCatalog);
  });
});
