// Lighthouse in a fresh headless Chromium: the shared call (lighthouseResult), and the performance
// run reduced to the figures the benchmark prints.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { launchChromium } from './chromium';

/** One script request of the page load, from Lighthouse's network records. */
export interface ScriptLoad {
  url: string;
  /** Bytes on the wire (compressed as served, headers included). */
  transferSize: number;
  /** Bytes after decoding. */
  resourceSize: number;
  /** Finished this many ms after the first request started. */
  endMs: number;
}

export interface PageRun {
  url: string;
  /** 0–100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  benchmarkIndex: number;
  /** The CPU slowdown the simulation applied (Lighthouse's setting as it ran). */
  cpuSlowdownMultiplier: number;
  /** The page's first contentful paint as observed (unthrottled), ms after the first request. */
  observedFcpMs: number;
  scripts: ScriptLoad[];
  /** The scripts that finished loading before the observed first contentful paint. */
  firstPaintScripts: ScriptLoad[];
  warnings: string[];
}

// The parts of Lighthouse's result read here (its own types are not needed for that).
interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
  networkEndTime?: number;
  finished?: boolean;
}
interface Lhr extends LighthouseResult {
  runWarnings?: string[];
  environment: { benchmarkIndex: number };
  configSettings: { throttling: { cpuSlowdownMultiplier: number } };
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
}

const numeric = (lhr: Lhr, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

export interface LighthouseOptions {
  /** Simulated CPU slowdown; Lighthouse's mobile default (4) without it. */
  cpuSlowdownMultiplier?: number;
}

/** What every Lighthouse result carries that a caller must check. */
interface LighthouseResult {
  runtimeError?: { code: string; message: string };
}

/**
 * Lighthouse's result for `url` in a fresh headless Chromium. Without `throttling`, Lighthouse's
 * default: the mobile preset (Moto G Power, simulated slow 4G); a partial `throttling` is merged
 * into the preset's.
 */
export async function lighthouseResult<Result extends object>(
  url: string,
  settings: { onlyCategories: string[]; throttling?: { cpuSlowdownMultiplier: number } },
): Promise<Result> {
  // Lighthouse 13 is ESM only; this file may run as CommonJS.
  const { default: lighthouse } = await import('lighthouse');
  const browser = await launchChromium();
  try {
    const result = await lighthouse(url, {
      port: browser.port,
      hostname: '127.0.0.1',
      output: 'json',
      logLevel: 'error',
      ...settings,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr as unknown as Result & LighthouseResult;
    if (lhr.runtimeError)
      throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    await browser.close();
  }
}

export async function runLighthouse(url: string, options: LighthouseOptions = {}): Promise<PageRun> {
  const { cpuSlowdownMultiplier } = options;
  const lhr = await lighthouseResult<Lhr>(url, {
    onlyCategories: ['performance'],
    ...(cpuSlowdownMultiplier === undefined ? {} : { throttling: { cpuSlowdownMultiplier } }),
  });
  return pageRunOf(url, lhr);
}

/**
 * One load of `url`, audited once per CPU slowdown that `slowdownsFor` gives for the benchmarkIndex
 * this very load measured. Lighthouse's default throttling is simulated: it loads the page at full
 * speed and models the slow CPU and network afterwards, so one load serves every phone class, and
 * the slowdown comes from the host's speed at that moment, not from a calibration run minutes
 * earlier on a machine whose load has changed since.
 */
export async function runLighthouseCalibrated(
  url: string,
  slowdownsFor: (benchmarkIndex: number) => number[],
): Promise<PageRun[]> {
  const { default: lighthouse } = await import('lighthouse');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'psar-lighthouse-'));
  const settings = { onlyCategories: ['performance'], logLevel: 'error' as const, output: 'json' as const };
  try {
    const browser = await launchChromium();
    try {
      // gatherMode: load the page and save what was measured, without auditing it yet.
      await lighthouse(url, { ...settings, port: browser.port, hostname: '127.0.0.1', gatherMode: dir });
    } finally {
      await browser.close();
    }
    const artifactsFile = path.join(dir, 'artifacts.json');
    const artifacts = JSON.parse(await readFile(artifactsFile, 'utf8')) as {
      BenchmarkIndex: number;
      settings: { throttling: { cpuSlowdownMultiplier: number } };
    };
    const runs: PageRun[] = [];
    for (const cpuSlowdownMultiplier of slowdownsFor(artifacts.BenchmarkIndex)) {
      // Lighthouse refuses to audit with other settings than it gathered with; the CPU slowdown
      // only matters to the simulation, so the saved settings take the one audited now.
      artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdownMultiplier;
      await writeFile(artifactsFile, JSON.stringify(artifacts));
      const result = await lighthouse(url, {
        ...settings,
        auditMode: dir,
        throttling: { cpuSlowdownMultiplier },
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const lhr = result.lhr as unknown as Lhr;
      if (lhr.runtimeError)
        throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      runs.push(pageRunOf(url, lhr));
    }
    return runs;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function pageRunOf(url: string, lhr: Lhr): PageRun {
  const network = lhr.audits['network-requests']?.details as
    { items: NetworkItem[]; debugData?: { networkStartTimeTs?: number } } | undefined;
  const metrics = lhr.audits['metrics']?.details as
    { items: { observedFirstContentfulPaintTs?: number }[] } | undefined;
  // Network times are ms after the first request; the trace's FCP is a timestamp in µs on the
  // same clock as networkStartTimeTs.
  const fcpTs = metrics?.items[0]?.observedFirstContentfulPaintTs;
  const startTs = network?.debugData?.networkStartTimeTs;
  const observedFcpMs = fcpTs !== undefined && startTs !== undefined ? (fcpTs - startTs) / 1000 : Number.NaN;

  const scripts: ScriptLoad[] = (network?.items ?? [])
    .filter((item) => item.resourceType === 'Script' && item.finished !== false)
    .map((item) => ({
      url: item.url,
      transferSize: item.transferSize ?? 0,
      resourceSize: item.resourceSize ?? 0,
      endMs: item.networkEndTime ?? Number.POSITIVE_INFINITY,
    }));

  return {
    url,
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdownMultiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    observedFcpMs,
    scripts,
    firstPaintScripts: scripts.filter((script) => script.endMs <= observedFcpMs),
    warnings: lhr.runWarnings ?? [],
  };
}
