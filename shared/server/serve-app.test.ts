import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signOverride } from './override-token';
import { serveApp, type AppServer, type ServeOptions } from './serve-app';

/** A stand-in API: /api/slow answers after `delayMs`, echoing the request id it was sent. */
function startApi(delayMs: number) {
  const seenIds: string[] = [];
  const server: Server = createServer((request, response) => {
    seenIds.push(String(request.headers['x-request-id']));
    setTimeout(
      () => response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'),
      delayMs,
    );
  });
  return new Promise<{ url: string; seenIds: string[]; server: Server }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seenIds, server }),
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

  /** Serves the test's app (its build, the stand-in API, one remote) with `options` on top. */
  async function serve(options: Partial<ServeOptions> = {}) {
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
    // A stand-in renderer in the app's folder, where serve-app looks for one: it calls the API.
    mkdirSync(path.join(appDir, 'src/server'), { recursive: true });
    writeFileSync(
      path.join(appDir, 'src/server/render-page.tsx'),
      `export function createPageRenderer({ apiUrl }: { apiUrl: string }) {
        return async () => {
          await (await fetch(apiUrl + '/api/probe')).text();
          return { html: '<p>rendered</p>' };
        };
      }`,
    );
    await serve();
    const page = await get(port, '/products/7', { 'x-request-id': 'edge-page-42' });
    expect(page.body).toBe('<p>rendered</p>');
    expect(api.seenIds).toEqual(['edge-page-42']);
  });
});
