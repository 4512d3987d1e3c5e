// `cd e2e && npx tsx bench/phone.ts`: the phone figures of `pnpm bench` against a shop that is
// already running (no start, no build): Lighthouse calibrated to a mid-tier and a low-tier phone,
// the dead window between first paint and hydration, and the JavaScript loaded until interactive.
//
// Environment: SHOP_URL (default http://localhost:3000), PHONE_ONLY=lighthouse or PHONE_ONLY=window
// (one half), HOST_BENCHMARK_INDEX (skip the calibration run), CHROME_PATH (/usr/bin/chromium).
import os from 'node:os';
import { printDeadWindows, printInteractiveJs, runDeadWindows } from './dead-window';
import { LIGHTHOUSE_PAGES, printPhoneClasses, runPhoneClasses } from './phone-classes';

/** First reads from disk, JIT and database caches happen here, not in a measured load. */
export async function warmShop(shop: string, pages: string[]): Promise<void> {
  for (const page of [...pages, '/api/products/1']) await fetch(`${shop}${page}`).catch(() => undefined);
}

export async function phoneLighthouseSection(shop: string) {
  const results = await runPhoneClasses(shop);
  printPhoneClasses(results);
  return results;
}

export async function deadWindowSection(shop: string): Promise<void> {
  const { results, failures } = await runDeadWindows(shop);
  printDeadWindows(results, failures);
  printInteractiveJs(results);
}

async function main(): Promise<void> {
  const shop = (process.env.SHOP_URL ?? 'http://localhost:3000').replace(/\/$/, '');
  const only = process.env.PHONE_ONLY;
  if (only !== undefined && only !== 'lighthouse' && only !== 'window')
    throw new Error('PHONE_ONLY must be "lighthouse" or "window"');
  const health = await fetch(`${shop}/api/health`).catch(() => undefined);
  if (!health?.ok) throw new Error(`No shop answers at ${shop} (set SHOP_URL, or start one with pnpm start)`);
  const load1 = (os.loadavg()[0] ?? 0).toFixed(2);
  console.log(`Psar phone figures against ${shop}: ${os.cpus().length} cores, load average ${load1}`);
  await warmShop(shop, LIGHTHOUSE_PAGES);
  if (only !== 'window') await phoneLighthouseSection(shop);
  if (only !== 'lighthouse') await deadWindowSection(shop);
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
