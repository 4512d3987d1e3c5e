// The production topology (topology.ts) under a steady bounded load from loopback, through a
// catalog canary, promote and rollback, a remote built against React 18, lost replicas (SIGKILL)
// and drained ones (SIGTERM). Every step counts the load's failed requests: there must be none.
import { randomBytes } from 'node:crypto';
import { cpSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { release } from '../../scripts/release';
import { startLoad, type LoadReport } from './load';
import { EDGE_FAIL_TIMEOUT_MS, root, startTopology, type Service, type Topology } from './topology';

let topology: Topology;
const CLIENT = { 'x-client-type': 'web' };
const DEMO = { login: 'demo@psar.test', password: 'Demo1234!' };
const OWNER = { login: 'owner@psar.test', password: 'Owner1234!' };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(15 * 60_000);
  topology = await startTopology({ log: (line) => console.log(`[topology] ${line}`) });
});
test.afterAll(async () => {
  await topology?.stop();
});

/** What a steady shopper load asks the edge for: pages as new visitors, API reads, remote files. */
function shopperUrls() {
  const edge = topology.edgeUrl;
  const catalog = topology.initialReleases.catalog;
  return [
    `${edge}/`,
    `${edge}/api/products?page=1&perPage=12`,
    `${edge}/products`,
    `${edge}/api/categories`,
    `${edge}/products/3`,
    `${edge}/api/products/5`,
    `${edge}/customer-care`,
    `${edge}/remotes/catalog/${catalog}/mf-manifest.json`,
    `${edge}/products?page=2`,
    `${edge}/api/promotions`,
  ];
}

function expectNoFailures(report: LoadReport, step: string) {
  console.log(
    `[load] ${step}: ${report.requests} requests (${JSON.stringify(report.byKind)}), ${report.failures.length} failed`,
  );
  expect(report.failures, `${step}: failed requests`).toEqual([]);
  expect(report.requests).toBeGreaterThan(20);
}

async function registryCall(slice: 'catalog', action: string, body: object = {}) {
  const response = await fetch(`${topology.registryUrl}/slices/${slice}/${action}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${topology.tokens[slice]}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.text();
  expect(response.status, answer).toBe(200);
}

/** The catalog build a new visitor's page uses (read from the map the page carries), and its cookie. */
async function newVisitor(cookie?: string) {
  const response = await fetch(`${topology.edgeUrl}/`, { headers: cookie ? { cookie } : {} });
  expect(response.status).toBe(200);
  const html = await response.text();
  const map = JSON.parse(/window\.__PSAR_REMOTES__=(\{.*?\});/.exec(html)?.[1] ?? '{}') as Record<
    string,
    string
  >;
  const catalog = /\/remotes\/catalog\/([^/]+)\/mf-manifest\.json$/.exec(map.catalog ?? '')?.[1];
  const setCookie = response.headers.get('set-cookie')?.split(';')[0];
  return { catalog, cookie: setCookie ?? cookie, rendered: html.includes('data-remote="catalog"') };
}

/** Both shell servers have read the registry's latest revision. */
async function shellsCaughtUp() {
  const { revision } = (await (await fetch(`${topology.registryUrl}/health`)).json()) as { revision: number };
  await expect
    .poll(
      async () => {
        const revisions = await Promise.all(
          topology.shells.map(
            async (shell) =>
              ((await (await fetch(`${shell.url}/readyz`)).json()) as { remotesRevision: number })
                .remotesRevision,
          ),
        );
        return revisions.every((seen) => seen >= revision);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
}

/** New visitors until every one of `count` gets `releaseId`; the time it took is printed. */
async function allNewVisitorsGet(releaseId: string, step: string) {
  const since = Date.now();
  await expect
    .poll(
      async () => {
        const visitors = await Promise.all(Array.from({ length: 10 }, () => newVisitor()));
        return visitors.every((visitor) => visitor.catalog === releaseId);
      },
      { timeout: 10_000, intervals: [200] },
    )
    .toBe(true);
  console.log(`[registry] ${step}: every new page load on ${releaseId} after ${Date.now() - since} ms`);
}

test('catalog v2: canary to a tenth of new visitors, promote, roll back — under load, with no failed request', async ({
  browser,
}) => {
  test.setTimeout(5 * 60_000);
  const v1 = topology.initialReleases.catalog;
  // v2: the catalog's build released under a new id (a new release of the same code).
  const v2 = release({
    root,
    slice: 'catalog',
    fromDist: true,
    releaseId: `2.0.0-canary.${randomBytes(3).toString('hex')}`,
    releasesDir: topology.releasesDir,
    log: () => undefined,
  }).releaseId;

  const load = startLoad(shopperUrls());
  await registryCall('catalog', 'canary', { releaseId: v2, percent: 10 });
  await shellsCaughtUp();

  const sessions = 400;
  let onV2 = 0;
  let canaryCookie: string | undefined;
  for (let index = 0; index < sessions; index += 1) {
    const visitor = await newVisitor();
    expect([v1, v2]).toContain(visitor.catalog);
    expect(visitor.rendered).toBe(true);
    if (visitor.catalog === v2) {
      onV2 += 1;
      canaryCookie ??= visitor.cookie;
    }
    // Sticky: the same browser comes back to the same build.
    if (index % 40 === 0) expect((await newVisitor(visitor.cookie)).catalog).toBe(visitor.catalog);
  }
  const share = (100 * onV2) / sessions;
  console.log(`[registry] canary 10 %: ${onV2} of ${sessions} new sessions on v2 (${share.toFixed(1)} %)`);
  expect(share).toBeGreaterThanOrEqual(5);
  expect(share).toBeLessThanOrEqual(15);

  // A canary browser: the server's render and the browser's scripts are v2 alike, and it hydrates.
  const context = await browser.newContext({ baseURL: topology.edgeUrl });
  const [name, value] = canaryCookie!.split('=') as [string, string];
  await context.addCookies([{ name, value, url: topology.edgeUrl }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const catalogFiles: string[] = [];
  page.on(
    'request',
    (request) => request.url().includes('/remotes/catalog/') && catalogFiles.push(request.url()),
  );
  await page.goto('/');
  await expect(page.locator('html[data-hydrated="true"], [data-hydrated="true"]').first()).toBeAttached();
  await expect(page.locator('[data-remote="catalog"] a[href^="/products/"]').first()).toBeVisible();
  expect(catalogFiles.length).toBeGreaterThan(0);
  expect(catalogFiles.filter((url) => !url.includes(`/remotes/catalog/${v2}/`))).toEqual([]);
  expect(errors.filter((text) => /hydrat|#418|#423/i.test(text))).toEqual([]);
  await context.close();

  await registryCall('catalog', 'promote');
  await allNewVisitorsGet(v2, 'promote');
  await registryCall('catalog', 'rollback');
  await allNewVisitorsGet(v1, 'rollback');

  expectNoFailures(await load.stop(), 'canary, promote, rollback');
});

test('a catalog built against React 18 is refused with the fallback; the rest of the page works', async ({
  page,
}) => {
  test.setTimeout(3 * 60_000);
  const build = spawnSync('pnpm', ['--filter', '@storefront/fixture-react18-remote', 'build'], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
  const releaseId = `0.0.0-react18.${randomBytes(3).toString('hex')}`;
  const dir = path.join(topology.releasesDir, 'catalog', releaseId);
  cpSync(path.join(root, 'e2e/fixtures/react18-remote/dist'), dir, { recursive: true });
  writeFileSync(path.join(dir, 'release.json'), JSON.stringify({ slice: 'catalog', releaseId }));

  await registryCall('catalog', 'deploy', { releaseId });
  await shellsCaughtUp();
  const refusals: string[] = [];
  page.on('console', (message) => refusals.push(message.text()));
  await page.goto(`${topology.edgeUrl}/`);
  await expect(page.getByTestId('remote-unavailable-catalog')).toContainText(
    'This part of the shop is not available right now',
  );
  await expect(page.getByTestId('react18-remote')).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
  // Another slice still works in the same page.
  await page.goto(`${topology.edgeUrl}/customer-care`);
  await expect(page.getByTestId('help-groups').getByRole('heading').first()).toBeVisible();
  expect(refusals.join('\n')).toContain(
    'remote catalog refused: built against react 18.3.1, the shell shares 19.',
  );
  // The shell's servers refused it too (their pages of the catalog are rendered by the browser).
  expect(topology.shells.map((shell) => shell.logTail(200)).join('\n')).toContain(
    'remote catalog refused: built against react 18.3.1',
  );

  await registryCall('catalog', 'rollback');
  await shellsCaughtUp();
  expect((await newVisitor()).catalog).toBe(topology.initialReleases.catalog);
});

async function apiSession(
  baseURL: string,
  account: { login: string; password: string },
): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: CLIENT });
  const response = await context.post('/api/login', { data: account });
  expect(response.status(), await response.text()).toBe(200);
  return context;
}

async function buyNowQuote(shopper: APIRequestContext) {
  for (let id = 1; id <= 120; id += 1) {
    const product = await shopper.get(`/api/products/${id}`);
    if (!product.ok()) continue;
    const variant = (
      (await product.json()).data as { variants: { attributes: object; stock: number }[] }
    ).variants.find((candidate) => candidate.stock >= 5);
    if (!variant) continue;
    const buyNow = { productId: id, attributes: variant.attributes, quantity: 1 };
    const quote = await shopper.post('/api/orders/quote', { data: { buyNow } });
    if (quote.ok()) return { buyNow, total: ((await quote.json()).data as { total: number }).total };
  }
  throw new Error('no product to order');
}

async function orderCount(shopper: APIRequestContext) {
  const response = await shopper.get('/api/orders?perPage=1');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { meta: { total: number } }).meta.total;
}

/**
 * A replica comes back as a rolling restart brings it back: ready, then left alone until the edge
 * takes it into rotation again. The edge skips a replica for `fail_timeout` (5 s) after a failed
 * try, and a try made while it was still starting counts; the next step may take down the other
 * replica only once this one is in rotation, or nothing is left to answer.
 */
async function restart(service: Service) {
  await service.start();
  await new Promise((resolve) => setTimeout(resolve, EDGE_FAIL_TIMEOUT_MS + 1_000));
}

let deliveredOrderId: number | undefined;

test('an API replica killed under load: no failed read; an order retried with its key after the kill is placed once', async () => {
  test.setTimeout(5 * 60_000);
  const [api1, api2] = topology.apis;
  const shopper = await apiSession(topology.edgeUrl, DEMO);
  const { buyNow, total } = await buyNowQuote(shopper);
  const addresses = (await (await shopper.get('/api/address-books')).json()).data as { id: number }[];
  const before = await orderCount(shopper);

  const load = startLoad(shopperUrls());
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  // The order goes to replica 1 directly; replica 1 dies while (or right after) it is handled, so
  // the shopper never learns the outcome — and retries with the same key through the edge.
  const key = `topology-${randomBytes(8).toString('hex')}`;
  const order = { buyNow, addressId: addresses[0]!.id, paymentMethod: 'cod', expectedTotal: total };
  const cookies = (await shopper.storageState()).cookies
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');
  const firstTry = fetch(`${api1.url}/api/orders`, {
    method: 'POST',
    headers: { ...CLIENT, cookie: cookies, 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(order),
  }).then(
    (response) => response.status,
    (error: unknown) => `lost (${error instanceof Error ? error.message : String(error)})`,
  );
  await new Promise((resolve) => setTimeout(resolve, 30));
  await api1.stop('SIGKILL');
  console.log(`[kill] first try of the order: ${await firstTry}`);
  await new Promise((resolve) => setTimeout(resolve, 3_000));

  const retry = await shopper.post('/api/orders', { headers: { 'idempotency-key': key }, data: order });
  expect([200, 201], await retry.text()).toContain(retry.status());
  const placed = (await retry.json()).data as { id: number };
  // And once more, as an impatient shopper would: still the same order.
  const again = await shopper.post('/api/orders', { headers: { 'idempotency-key': key }, data: order });
  expect(((await again.json()).data as { id: number }).id).toBe(placed.id);
  expect(await orderCount(shopper)).toBe(before + 1);
  deliveredOrderId = placed.id;

  expectNoFailures(await load.stop(), 'API replica SIGKILL');
  expect(api2.exited).toBe(false);
  await restart(api1);
  await shopper.dispose();
});

test('a shell server killed under page load: no failed page load', async () => {
  test.setTimeout(3 * 60_000);
  const [shell1] = topology.shells;
  const load = startLoad(shopperUrls(), { loops: 4, pauseMs: 20 });
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  await shell1.stop('SIGKILL');
  await new Promise((resolve) => setTimeout(resolve, 4_000));
  const report = await load.stop();
  expect(report.byKind.page).toBeGreaterThan(10);
  expectNoFailures(report, 'shell server SIGKILL');
  await restart(shell1);
});

test('SIGTERM on an API replica and on a shell server: requests in flight are answered, none fails', async () => {
  test.setTimeout(4 * 60_000);
  const [, api2] = topology.apis;
  const [, shell2] = topology.shells;
  const load = startLoad(shopperUrls(), { loops: 6, pauseMs: 10 });
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  await Promise.all([api2.stop('SIGTERM'), shell2.stop('SIGTERM')]);
  expect([api2.exitCode, shell2.exitCode]).toEqual([0, 0]);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expectNoFailures(await load.stop(), 'SIGTERM');
  await Promise.all([restart(api2), restart(shell2)]);
});

test('a review photo uploaded through one API replica is served by the other', async () => {
  test.setTimeout(2 * 60_000);
  const [api1, api2] = topology.apis;
  expect(deliveredOrderId).toBeDefined();
  const owner = await apiSession(topology.edgeUrl, OWNER);
  for (const [action, data] of [
    ['confirm'],
    ['pack'],
    ['ship', { carrier: 'Psar Express', trackingNumber: 'PX-1' }],
    ['deliver'],
  ] as const) {
    const response = await owner.post(`/api/backoffice/orders/${deliveredOrderId}/${action}`, {
      data: data ?? {},
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  const viaReplica1 = await apiSession(api1.url, DEMO);
  const order = (await (await viaReplica1.get(`/api/orders/${deliveredOrderId}`)).json()).data as {
    lines: { id: number }[];
  };
  const photo = spawnSync(
    'node',
    [
      '-e',
      "require('sharp')({create:{width:64,height:48,channels:3,background:'#c33'}}).jpeg().toBuffer().then(b=>process.stdout.write(b))",
    ],
    {
      cwd: path.join(root, 'api'),
      maxBuffer: 1 << 20,
    },
  ).stdout;
  expect(photo.length).toBeGreaterThan(100);
  const posted = await viaReplica1.post('/api/reviews', {
    multipart: {
      orderLineId: String(order.lines[0]!.id),
      rating: '5',
      body: 'Arrived quickly and well packed.',
      photos: { name: 'parcel.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const review = (await posted.json()).data as { photos: string[] };
  expect(review.photos).toHaveLength(1);
  const photoPath = new URL(review.photos[0]!, api2.url).pathname;
  const fromReplica2 = await fetch(`${api2.url}${photoPath}`);
  expect(fromReplica2.status).toBe(200);
  expect(fromReplica2.headers.get('content-type')).toMatch(/^image\//);
  expect((await fromReplica2.arrayBuffer()).byteLength).toBeGreaterThan(100);
  await Promise.all([owner.dispose(), viaReplica1.dispose()]);
});
