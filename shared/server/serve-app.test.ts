import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { signOverride } from './override-token';
import { serveApp, type AppServer, type ServeOptions } from './serve-app';

/** A stand-in API: /api/slow answers after `delayMs`, echoing the request id it was sent. */
function startApi(delayMs: number) {
  const seenIds: string[] = [];
  const seen: { url: string; forwardedHost?: string; forwardedFor?: string }[] = [];
  const server: Server = createServer((request, response) => {
    seenIds.push(String(request.headers['x-request-id']));
    seen.push({
      url: String(request.url),
      forwardedHost: request.headers['x-forwarded-host'] as string,
      forwardedFor: request.headers['x-forwarded-for'] as string,
    });
    setTimeout(
      () => response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'),
      delayMs,
    );
  });
  return new Promise<{ url: string; seenIds: string[]; seen: typeof seen; server: Server }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seenIds, seen, server }),
    ),
  );
}

/** One request on its own connection (no keep-alive pool between tests). */
function get(port: number, pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, path: pathname, headers, agent: false },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

describe('serveApp', () => {
  let appDir: string;
  let api: Awaited<ReturnType<typeof startApi>>;
  let served: AppServer;
  let port: number;

  /** A stand-in renderer in the app's folder, where serve-app looks for one. */
  function standInRenderer(source: string) {
    mkdirSync(path.join(appDir, 'src/server'), { recursive: true });
    writeFileSync(path.join(appDir, 'src/server/render-page.tsx'), source);
  }

  /** Starts the test's app (its build, the stand-in API, one remote) with `options` on top. */
  async function start(options: Partial<ServeOptions> = {}) {
    served = await serveApp({
      appDir,
      port: 0,
      host: '127.0.0.1',
      apiUrl: api.url,
      remotes: { catalog: '/remotes/catalog/1.0.0-abc/mf-manifest.json' },
      ...options,
    });
    port = (served.app.server.address() as AddressInfo).port;
  }

  async function untilReady() {
    while ((await get(port, '/readyz')).status !== 200)
      await new Promise((resolve) => setTimeout(resolve, 20));
  }

  /** Starts the app and, as a proxy would, asks for pages once it is ready (after its warm-up). */
  async function serve(options: Partial<ServeOptions> = {}) {
    await start(options);
    await untilReady();
    api.seenIds.length = 0;
    api.seen.length = 0;
  }

  beforeEach(async () => {
    appDir = mkdtempSync(path.join(tmpdir(), 'psar-serve-'));
    mkdirSync(path.join(appDir, 'dist'));
    writeFileSync(
      path.join(appDir, 'dist/index.html'),
      '<html lang="en"><head></head><body><div id="root"></div></body></html>',
    );
    api = await startApi(400);
    await serve();
  });
  afterEach(async () => {
    await served.close().catch(() => undefined);
    await new Promise((resolve) => api.server.close(resolve));
    rmSync(appDir, { recursive: true, force: true });
  });

  it('inlines the remotes map into the page', async () => {
    const page = await get(port, '/products/7');
    expect(page.status).toBe(200);
    expect(page.body).toContain(
      '<script>window.__PSAR_CONFIG__={};window.__PSAR_REMOTES__={"catalog":"/remotes/catalog/1.0.0-abc/mf-manifest.json"};</script></head>',
    );
  });

  it('follows the caller’s request id into the API, and makes one when there is none', async () => {
    const given = await get(port, '/api/slow', { 'x-request-id': 'edge-1234' });
    expect(given.headers['x-request-id']).toBe('edge-1234');
    const made = await get(port, '/api/slow', { 'x-request-id': 'not valid: spaces <script>' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(api.seenIds).toEqual(['edge-1234', made.headers['x-request-id']]);
  });

  it('tells the API which client a proxied call is for: the chain it came with, then its sender', async () => {
    await get(port, '/api/slow', { 'x-forwarded-for': '203.0.113.9' });
    await get(port, '/api/slow');
    expect(api.seen.map((call) => call.forwardedFor)).toEqual(['203.0.113.9, 127.0.0.1', '127.0.0.1']);
  });

  it('drains: not ready at once, requests in flight answered, then no new connections', async () => {
    expect((await get(port, '/readyz')).status).toBe(200);
    const inFlight = get(port, '/api/slow');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const drained = served.drain(200);
    // During the delay it still answers, but says it is not ready and closes each connection.
    const duringDelay = await get(port, '/readyz');
    expect(duringDelay.status).toBe(503);
    expect(duringDelay.headers.connection).toBe('close');
    const answered = await inFlight;
    expect(answered.status).toBe(200);
    expect(answered.body).toBe('{"ok":true}');
    await drained;
    await expect(get(port, '/healthz')).rejects.toThrow(/ECONNREFUSED/);
  });

  it('counts requests by route for Prometheus', async () => {
    await get(port, '/products/7');
    await get(port, '/products/8');
    const metrics = await get(port, '/metrics');
    expect(metrics.headers['content-type']).toMatch(/^text\/plain/);
    expect(metrics.body).toMatch(
      /http_requests_total\{method="GET",route="page",status_code="200",app="[^"]+"\} 2/,
    );
    expect(metrics.body).toContain('process_cpu_seconds_total');
  });

  it('points one browser at a developer’s build through a signed override link, and nobody else', async () => {
    await served.close();
    const secret = 's'.repeat(40);
    await serve({ overrideSecret: secret });
    const local = 'http://localhost:3001/mf-manifest.json';
    const token = signOverride(
      { slice: 'catalog', manifestUrl: local, expiresAt: new Date(Date.now() + 600_000) },
      secret,
    );

    const link = await get(port, `/__psar/override?token=${encodeURIComponent(token)}`);
    expect(link.status).toBe(303);
    expect(link.headers.location).toBe('/');
    const cookie = String(link.headers['set-cookie']).split(';')[0]!;
    expect(cookie).toMatch(/^psar_override_catalog=/);
    expect((await get(port, '/', { cookie })).body).toContain(`"catalog":"${local}"`);
    expect((await get(port, '/')).body).toContain('"catalog":"/remotes/catalog/1.0.0-abc/mf-manifest.json"');

    const forged = signOverride(
      { slice: 'catalog', manifestUrl: local, expiresAt: new Date(Date.now() + 600_000) },
      'f'.repeat(40),
    );
    expect((await get(port, `/__psar/override?token=${encodeURIComponent(forged)}`)).status).toBe(400);
    const cleared = await get(port, '/__psar/override/clear', { cookie });
    expect(String(cleared.headers['set-cookie'])).toContain('psar_override_catalog=; Path=/; Max-Age=0');
  });

  it('sends the page request’s id with the API calls its server render makes', async () => {
    await served.close();
    // A renderer that calls the API.
    standInRenderer(
      `export function createPageRenderer({ apiUrl }: { apiUrl: string }) {
        return async () => {
          await (await fetch(apiUrl + '/api/probe')).text();
          return { html: '<p>rendered</p>' };
        };
      }`,
    );
    await serve();
    const page = await get(port, '/products/7', {
      'x-request-id': 'edge-page-42',
      'x-forwarded-for': '198.51.100.7',
    });
    expect(page.body).toBe('<p>rendered</p>');
    expect(api.seenIds).toEqual(['edge-page-42']);
    // The render's calls count against the visitor, not against this server.
    expect(api.seen.map((call) => call.forwardedFor)).toEqual(['198.51.100.7, 127.0.0.1']);
  });

  it('renders a page per remote before it says it is ready, so a proxy’s first page is not slow', async () => {
    await served.close();
    standInRenderer(
      `export function createPageRenderer({ apiUrl }: { apiUrl: string }) {
        return async (request: { url: string }) => {
          await (await fetch(apiUrl + '/api/render?page=' + encodeURIComponent(request.url))).text();
          return { html: '<p>rendered</p>' };
        };
      }`,
    );
    await start({ warmUpPaths: ['/', '/customer-care'] });
    const early = await get(port, '/readyz');
    expect([early.status, JSON.parse(early.body)]).toEqual([503, { status: 'warming up' }]);
    // The stand-in API answers each render's call after 400 ms: two renders, one after the other.
    await untilReady();
    expect(api.seen.map((call) => call.url)).toEqual([
      '/api/render?page=%2F',
      '/api/render?page=%2Fcustomer-care',
    ]);
  });

  it('sends every page with security headers, its inline scripts allowed by hash and the remotes by origin', async () => {
    await served.close();
    await serve({ remotes: { catalog: 'https://cdn.example/catalog/mf-manifest.json' } });
    const page = await get(port, '/products/7');
    const inline = /<script>([^<]*)<\/script>/.exec(page.body)?.[1] ?? '';
    const hash = createHash('sha256').update(inline).digest('base64');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain(`script-src 'self' https://cdn.example 'sha256-${hash}'`);
    expect(policy).toContain(`frame-ancestors 'none'`);
    expect(policy).not.toContain('unsafe-eval');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['strict-transport-security']).toBeUndefined();
    const behindTls = await get(port, '/', { 'x-forwarded-proto': 'https' });
    expect(behindTls.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  it('answers a page the renderer found missing with its status', async () => {
    await served.close();
    standInRenderer(
      `export function createPageRenderer() {
        return async () => ({ html: '<p>not found</p>', status: 404 });
      }`,
    );
    await serve();
    const page = await get(port, '/products/999999');
    expect(page.status).toBe(404);
    expect(page.body).toBe('<p>not found</p>');
    expect(page.headers['content-security-policy']).toBeDefined();
  });

  it('answers robots.txt and the sitemap from the API, telling it the host the crawler asked', async () => {
    const robots = await get(port, '/robots.txt', { host: 'shop.example' });
    expect(robots.status).toBe(200);
    await get(port, '/sitemaps/products-1.xml', { host: 'shop.example' });
    expect(api.seen).toEqual([
      { url: '/api/robots.txt', forwardedHost: 'shop.example', forwardedFor: '127.0.0.1' },
      { url: '/api/sitemaps/products-1.xml', forwardedHost: 'shop.example', forwardedFor: '127.0.0.1' },
    ]);
  });
});
