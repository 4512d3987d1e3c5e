// `pnpm bench`: starts the storefront (`pnpm start`) and prints the figures DESIGN.md §5 budgets
// are read from: the JavaScript of the first paint of `/`, Lighthouse mobile performance of key
// pages calibrated to a mid-tier and a low-tier phone, the dead window between first paint and
// hydration on a throttled phone with the JavaScript loaded until then (phone.ts, which also runs
// alone against a running shop), Lighthouse accessibility of the pages issue 24 names, and API
// throughput/latency. It asserts nothing and measures this
// machine as it is: run it on a quiet machine and compare only figures from the same run.
//
// Environment: API_PORT (default 4000), DATABASE_URL (PostgreSQL; embedded PGlite without it),
// BENCH_SECONDS (autocannon duration per endpoint, default 10), BENCH_ONLY (pages or api),
// HOST_BENCHMARK_INDEX (skip the Lighthouse calibration run), CHROME_PATH (/usr/bin/chromium).
import os from 'node:os';
import path from 'node:path';
import { accessibilitySection } from './accessibility';
import { fixed, heading, kb, ms, percent, table } from './format';
import { type PageRun } from './lighthouse-runs';
import { load, untilReady, type LoadResult } from './load';
import { deadWindowSection, phoneLighthouseSection, warmShop } from './phone';
import { LIGHTHOUSE_PAGES } from './phone-classes';
import { startStorefront } from './storefront';
import { floodSection, variedSection } from './varied';

const ROOT = path.resolve(__dirname, '..', '..');
const SHOP = 'http://localhost:3000';
const FIRST_PAINT_BUDGET = 250 * 1024;
const ENDPOINTS = [
  '/api/health',
  '/api/products?page=3&perPage=24',
  '/api/products?search=rice',
  '/api/products/1',
];
const within = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');

function printFirstPaint(runs: PageRun[]): void {
  const [first, ...others] = runs;
  heading(`First-paint JavaScript of / (budget ${kb(FIRST_PAINT_BUDGET)} as transferred)`);
  if (!first) {
    console.log('No Lighthouse run of / succeeded.');
    return;
  }
  // http://localhost:3001/remoteEntry.js → :3001/remoteEntry.js
  const short = (url: string) => url.replace(/^https?:\/\/(localhost|127\.0\.0\.1)/, '');
  const total = (run: PageRun) => run.firstPaintScripts.reduce((sum, script) => sum + script.transferSize, 0);
  console.log(
    `Scripts finished before the observed first contentful paint (${ms(first.observedFcpMs)} after the first request), run 1:`,
  );
  console.log(
    table([
      ['file', 'transferred', 'decoded', 'finished at'],
      ...first.firstPaintScripts.map((s) => [
        short(s.url),
        kb(s.transferSize),
        kb(s.resourceSize),
        ms(s.endMs),
      ]),
    ]),
  );
  const firstTotal = total(first);
  console.log(
    `Total: ${kb(firstTotal)} in ${first.firstPaintScripts.length} files (${within(firstTotal <= FIRST_PAINT_BUDGET)})`,
  );
  if (others.length > 0)
    console.log(
      `Other runs: ${others.map((run) => `${kb(total(run))} in ${run.firstPaintScripts.length} files`).join('; ')}`,
    );
  const allJs = first.scripts.reduce((sum, script) => sum + script.transferSize, 0);
  console.log(
    `All JavaScript of the load (after the first paint too): ${kb(allJs)} in ${first.scripts.length} files`,
  );
}

async function pagesSection(): Promise<void> {
  await warmShop(SHOP, LIGHTHOUSE_PAGES);
  const phones = await phoneLighthouseSection(SHOP);
  // The first-paint scripts are observed (unthrottled) network records: the CPU class does not
  // change them, so the mid-tier runs of / serve.
  const midTier = phones.classes[0]?.byPage.get('/') ?? [];
  printFirstPaint(midTier);
  await deadWindowSection(SHOP);
  await accessibilitySection(SHOP);
}

async function loadSection(apiPort: number, seconds: number): Promise<void> {
  const origin = `http://127.0.0.1:${apiPort}`;
  heading(`API under load: autocannon, 50 connections, ${seconds} s each, ${origin} directly`);
  await untilReady(origin);
  const health = (await (await fetch(`${origin}/api/health`)).json()) as {
    status?: string;
    database?: string;
  };
  const list = (await (await fetch(`${origin}/api/products?perPage=1`)).json()) as {
    meta?: { total?: number; totalIsEstimate?: boolean };
  };
  const total = list.meta?.total;
  console.log(
    `Database: ${health.database ?? 'unknown'} (health: ${health.status ?? '?'}); products: ${total === undefined ? 'unknown' : `${total.toLocaleString('en')}${list.meta?.totalIsEstimate ? ' (estimate)' : ''}`}`,
  );

  // A short unrecorded pass per endpoint first, so no endpoint is measured cold.
  for (const endpoint of ENDPOINTS) await load(origin, endpoint, Math.min(2, seconds));
  const results: LoadResult[] = [];
  for (const endpoint of ENDPOINTS) {
    process.stdout.write(`autocannon ${endpoint}… `);
    const result = await load(origin, endpoint, seconds);
    results.push(result);
    console.log(`${Math.round(result.requestsPerSecond)} req/s`);
  }
  const healthRate = results[0]!.requestsPerSecond;
  console.log(
    table([
      ['endpoint', 'req/s (avg)', 'p50', 'p99', 'non-2xx', 'errors', 'timeouts', 'vs /api/health'],
      ...results.map((r, index) => [
        r.path,
        fixed(r.requestsPerSecond, 0),
        ms(r.p50Ms),
        ms(r.p99Ms),
        String(r.non2xx),
        String(r.errors),
        String(r.timeouts),
        index === 0 ? '100%' : percent(r.requestsPerSecond / healthRate),
      ]),
    ]),
  );
  for (const r of results.slice(1)) {
    const ratio = r.requestsPerSecond / healthRate;
    console.log(
      `${r.path}: ${percent(ratio)} of /api/health, p99 ${ms(r.p99Ms)} (budget ≥ 40%, p99 ≤ 100 ms: ${within(ratio >= 0.4 && r.p99Ms <= 100)})`,
    );
  }
  console.log(
    'Budget applies with 100,000 products on PostgreSQL (`cd api && DATABASE_URL=... pnpm seed --products 100000`).',
  );
  // Varied URLs (the cache rarely answers) and one client flooding: issue 21's figures.
  await variedSection(origin, seconds);
  await floodSection(origin, seconds);
}

async function main(): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  if (!(seconds > 0)) throw new Error('BENCH_SECONDS must be a positive number');
  const load1 = os.loadavg()[0] ?? 0;
  console.log('Psar benchmarks: figures only, nothing is asserted (budgets: DESIGN.md §5).');
  console.log(
    `Machine: ${os.cpus().length} cores, load average ${load1.toFixed(2)}, Node ${process.version}`,
  );
  console.log(
    `Starting the storefront (pnpm start${process.env.DATABASE_URL ? ', DATABASE_URL set' : ', embedded PGlite'})…`,
  );
  const storefront = await startStorefront(ROOT);
  try {
    // BENCH_ONLY=pages or BENCH_ONLY=api runs one half (e.g. while working on one of them).
    const only = process.env.BENCH_ONLY;
    if (only !== 'api') await pagesSection();
    if (only !== 'pages') await loadSection(storefront.apiPort, seconds);
  } finally {
    console.log('\nStopping the storefront…');
    await storefront.stop();
  }
}

// Ctrl-C or a kill: exit; the exit hook that storefront.ts registers kills the storefront's process group.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    console.error(`\nReceived ${signal}: stopping the storefront`);
    process.exit(130);
  });

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
