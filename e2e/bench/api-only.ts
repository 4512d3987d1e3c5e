// `tsx e2e/bench/api-only.ts http://127.0.0.1:4100`: the API half of `pnpm bench` against an API
// that is already running (no storefront build), for quick comparisons while tuning endpoints.
// Same endpoints, connections and durations as bench.ts; compare only figures from the same run.
// BENCH_PARTS (default hot,varied,flood) picks the parts: hot URLs, varied URLs, the flood.
import { load, untilReady } from './load';
import { floodSection, variedSection } from './varied';

const ENDPOINTS = [
  '/api/health',
  '/api/products?page=3&perPage=24',
  '/api/products?search=rice',
  '/api/products/1',
];

async function hot(origin: string, seconds: number): Promise<void> {
  const extra = (process.env.BENCH_EXTRA ?? '').split(',').filter(Boolean);
  const endpoints = [...ENDPOINTS, ...extra];
  for (const endpoint of endpoints) await load(origin, endpoint, Math.min(2, seconds));
  const results = [];
  for (const endpoint of endpoints) results.push(await load(origin, endpoint, seconds));
  const health = results[0]!.requestsPerSecond;
  for (const r of results) {
    console.log(
      `${r.path.padEnd(40)} ${Math.round(r.requestsPerSecond).toString().padStart(6)} req/s  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms  non2xx ${r.non2xx}  errors ${r.errors}  ${((r.requestsPerSecond / health) * 100).toFixed(0)}% of health`,
    );
  }
}

async function main(): Promise<void> {
  const origin = process.argv[2] ?? 'http://127.0.0.1:4000';
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const parts = (process.env.BENCH_PARTS ?? 'hot,varied,flood').split(',');
  await untilReady(origin);
  if (parts.includes('hot')) await hot(origin, seconds);
  if (parts.includes('varied')) await variedSection(origin, seconds);
  if (parts.includes('flood')) await floodSection(origin, seconds);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
