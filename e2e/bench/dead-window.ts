// The dead window of a server-rendered page on a throttled phone: from the first contentful paint
// (the shopper sees the page) to the hydrated moment (the page answers taps), and the JavaScript
// transferred before that moment. Real loads in Chromium driven by Playwright, throttled over CDP
// (not simulated), each in a fresh browser context (empty cache, new connections).
import { chromium, type Browser, type BrowserContext, type CDPSession } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium';
import { heading, kb, median, ms, table } from './format';

export const DEAD_WINDOW_PAGES = ['/', '/products?search=rice', '/products/1'];
export const DEAD_WINDOW_RUNS = 5;
export const DEAD_WINDOW_BUDGET_MS = 1000;
/** JavaScript transferred before `/` is interactive. */
export const INTERACTIVE_JS_BUDGET = 200 * 1024;

/**
 * Lighthouse's slow 4G figures applied per request (DevTools' own "Slow 4G" preset multiplies the
 * latency by 3.75 to stand for packet-level latency, so these loads are the kinder of the two).
 */
export const THROTTLING = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadKbps: 1.6 * 1024,
  uploadKbps: 750,
};

/** Lighthouse's mobile screen and user agent (a Moto G Power): the server renders the phone layout. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    'Chrome/136.0.0.0 Mobile Safari/537.36',
};

const HYDRATED_MARK = 'psar:hydrated';
const LOAD_TIMEOUT_MS = 60_000;

// Page scripts are strings, not functions: tsx's transform wraps functions in a helper
// (`__name`) that does not exist in the page. They run over CDP (Runtime.evaluate), which the
// shop's Content-Security-Policy does not govern; Playwright's evaluate of a string is an `eval`
// in the page, which it refuses.
/** Installed before any page script: notes when `<html data-hydrated="true">` appears. */
const RECORD_HYDRATED = `
  performance.setResourceTimingBufferSize(1000);
  new MutationObserver(() => {
    if (window.__psarHydratedAt === undefined && document.documentElement.dataset.hydrated === 'true')
      window.__psarHydratedAt = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
`;
const IS_READY = `
  (window.__psarHydratedAt !== undefined || performance.getEntriesByName('${HYDRATED_MARK}', 'mark').length > 0) &&
  performance.getEntriesByName('first-contentful-paint').length > 0
`;
const COLLECT = `({
  mark: performance.getEntriesByName('${HYDRATED_MARK}', 'mark')[0]?.startTime ?? null,
  attribute: window.__psarHydratedAt ?? null,
  fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  resources: performance.getEntriesByType('resource').map((entry) => ({
    url: entry.name,
    initiatorType: entry.initiatorType,
    responseEnd: entry.responseEnd,
    transferSize: entry.transferSize,
  })),
})`;

interface Collected {
  mark: number | null;
  attribute: number | null;
  fcp: number | null;
  resources: { url: string; initiatorType: string; responseEnd: number; transferSize: number }[];
}

export interface ScriptTransfer {
  url: string;
  /** Bytes on the wire (compressed as served, headers included), from CDP. */
  transferSize: number;
  /** Response finished, ms after navigation start. */
  endMs: number;
}

export interface ThrottledLoad {
  fcpMs: number;
  hydratedMs: number;
  hydratedBy: 'mark' | 'attribute';
  /** Scripts whose response finished before the hydrated moment. */
  scriptsBeforeHydrated: ScriptTransfer[];
}

const isScriptUrl = (url: string) => /\.m?js(\?|$)/.test(url);
const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

async function evaluate(cdp: CDPSession, expression: string): Promise<unknown> {
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
    expression,
    returnByValue: true,
  });
  if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
  return result.value;
}

/** Polls until the page is hydrated and painted (a poll during the navigation itself just fails). */
async function waitUntilHydrated(cdp: CDPSession): Promise<void> {
  const deadline = Date.now() + LOAD_TIMEOUT_MS;
  while ((await evaluate(cdp, IS_READY).catch(() => false)) !== true) {
    if (Date.now() > deadline) throw new Error(`not hydrated and painted within ${LOAD_TIMEOUT_MS / 1000} s`);
    await pause(100);
  }
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    // Playwright chooses the headless mode itself.
    args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
}

/** One load of `url` in a fresh context with CPU and network throttled; resolves once hydrated. */
export async function throttledLoad(browser: Browser, url: string): Promise<ThrottledLoad> {
  const context: BrowserContext = await browser.newContext(PHONE);
  try {
    await context.addInitScript({ content: RECORD_HYDRATED });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const scriptRequests = new Set<string>();
    const urls = new Map<string, string>();
    const encodedBytes = new Map<string, number>(); // by URL, summed if a URL loads twice
    cdp.on('Network.requestWillBeSent', (event) => {
      urls.set(event.requestId, event.request.url);
      if (event.type === 'Script') scriptRequests.add(event.request.url);
    });
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') scriptRequests.add(event.response.url);
    });
    cdp.on('Network.loadingFinished', (event) => {
      const requestUrl = urls.get(event.requestId);
      if (requestUrl !== undefined)
        encodedBytes.set(requestUrl, (encodedBytes.get(requestUrl) ?? 0) + event.encodedDataLength);
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLING.latencyMs,
      downloadThroughput: (THROTTLING.downloadKbps * 1024) / 8, // bytes per second
      uploadThroughput: (THROTTLING.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });

    await page.goto(url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
    await waitUntilHydrated(cdp);
    const collected = (await evaluate(cdp, COLLECT)) as Collected;
    const hydratedBy = collected.mark !== null ? 'mark' : 'attribute';
    const hydratedMs = collected.mark ?? collected.attribute ?? Number.NaN;

    const before = collected.resources.filter(
      (entry) =>
        entry.responseEnd > 0 &&
        entry.responseEnd <= hydratedMs &&
        (scriptRequests.has(entry.url) || entry.initiatorType === 'script' || isScriptUrl(entry.url)),
    );
    // CDP reports a finished load a moment after the page sees it; wait for the stragglers (bounded).
    for (let attempt = 0; attempt < 20 && before.some((entry) => !encodedBytes.has(entry.url)); attempt += 1)
      await pause(100);
    return {
      fcpMs: collected.fcp ?? Number.NaN,
      hydratedMs,
      hydratedBy,
      scriptsBeforeHydrated: before.map((entry) => ({
        url: entry.url,
        // Resource timing's size is 0 for other origins without Timing-Allow-Origin: the last resort.
        transferSize: encodedBytes.get(entry.url) ?? entry.transferSize,
        endMs: entry.responseEnd,
      })),
    };
  } finally {
    await context.close();
  }
}

export type DeadWindowResults = Map<string, ThrottledLoad[]>;

export async function runDeadWindows(
  shop: string,
  pages = DEAD_WINDOW_PAGES,
  runs = DEAD_WINDOW_RUNS,
): Promise<{ results: DeadWindowResults; failures: string[] }> {
  const results: DeadWindowResults = new Map(pages.map((page) => [page, []]));
  const failures: string[] = [];
  const browser = await launchBrowser();
  try {
    for (const page of pages) {
      for (let run = 1; run <= runs; run += 1) {
        process.stdout.write(`Throttled load ${page} run ${run}/${runs}… `);
        try {
          const load = await throttledLoad(browser, `${shop}${page}`);
          results.get(page)!.push(load);
          console.log(`FCP ${ms(load.fcpMs)}, hydrated ${ms(load.hydratedMs)}`);
        } catch (error) {
          const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
          failures.push(`${page} run ${run}: ${message}`);
          console.log(`failed: ${message}`);
        }
      }
    }
  } finally {
    await browser.close();
  }
  return { results, failures };
}

const within = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');
const seconds = (value: number) => (Number.isFinite(value) ? `${(value / 1000).toFixed(2)} s` : 'n/a');
const deadWindow = (load: ThrottledLoad) => load.hydratedMs - load.fcpMs;
const scriptBytes = (load: ThrottledLoad) =>
  load.scriptsBeforeHydrated.reduce((sum, script) => sum + script.transferSize, 0);
/** http://localhost:3001/remoteEntry.js → :3001/remoteEntry.js */
const short = (url: string) => url.replace(/^https?:\/\/(localhost|127\.0\.0\.1)/, '');
const conditions = () =>
  `CPU ×${THROTTLING.cpuSlowdown}, ${THROTTLING.latencyMs} ms, ${THROTTLING.downloadKbps / 1024} Mbps down / ` +
  `${THROTTLING.uploadKbps} kbps up, phone screen`;

export function printDeadWindows(results: DeadWindowResults, failures: string[]): void {
  heading(`Dead window, first paint → hydrated (budget ${seconds(DEAD_WINDOW_BUDGET_MS)})`);
  const runs = Math.max(0, ...[...results.values()].map((loads) => loads.length));
  console.log(`Real loads, ${conditions()}; fresh context each run; medians of ${runs} runs.`);
  const rows: string[][] = [['page', 'runs', 'FCP', 'hydrated', 'dead window', 'min–max', 'verdict']];
  for (const [page, loads] of results) {
    if (loads.length === 0) {
      rows.push([page, '0', 'n/a', 'n/a', 'n/a', 'n/a', 'no run']);
      continue;
    }
    const windows = loads.map(deadWindow);
    const window = median(windows);
    rows.push([
      page,
      String(loads.length),
      seconds(median(loads.map((load) => load.fcpMs))),
      seconds(median(loads.map((load) => load.hydratedMs))),
      seconds(window),
      `${seconds(Math.min(...windows))}–${seconds(Math.max(...windows))}`,
      within(window <= DEAD_WINDOW_BUDGET_MS),
    ]);
  }
  console.log(table(rows));
  const sources = new Set([...results.values()].flat().map((load) => load.hydratedBy));
  const describe = (source: ThrottledLoad['hydratedBy']) =>
    source === 'mark' ? `performance.mark('${HYDRATED_MARK}')` : '<html data-hydrated> (MutationObserver)';
  console.log(`Hydrated moment from: ${[...sources].map(describe).join(' and ')}.`);
  for (const failure of failures) console.log(`Failed load: ${failure}`);
}

export function printInteractiveJs(results: DeadWindowResults): void {
  heading(`JavaScript until interactive (budget ${kb(INTERACTIVE_JS_BUDGET)} for /, as transferred)`);
  console.log(`Scripts whose load finished before the hydrated moment, in the same loads (${conditions()}).`);
  const home = results.get('/') ?? [];
  const [first] = home;
  if (first) {
    console.log(`/ run 1 (hydrated at ${ms(first.hydratedMs)}):`);
    console.log(
      table([
        ['file', 'transferred', 'finished at'],
        ...[...first.scriptsBeforeHydrated]
          .sort((a, b) => a.endMs - b.endMs)
          .map((script) => [short(script.url), kb(script.transferSize), ms(script.endMs)]),
      ]),
    );
    console.log(`Total: ${kb(scriptBytes(first))} in ${first.scriptsBeforeHydrated.length} files`);
  }
  const rows: string[][] = [['page', 'runs', 'transferred', 'min–max', 'files', 'verdict']];
  for (const [page, loads] of results) {
    if (loads.length === 0) continue;
    const bytes = loads.map(scriptBytes);
    const total = median(bytes);
    rows.push([
      page,
      String(loads.length),
      kb(total),
      `${kb(Math.min(...bytes))}–${kb(Math.max(...bytes))}`,
      String(median(loads.map((load) => load.scriptsBeforeHydrated.length))),
      page === '/' ? within(total <= INTERACTIVE_JS_BUDGET) : '',
    ]);
  }
  console.log(table(rows));
}
