// Lighthouse mobile calibrated to phone classes, the way DevTools calibrates its CPU presets: the
// host's Lighthouse benchmarkIndex is read once, and the simulated CPU slowdown of each class is
// hostIndex / classIndex, so a fast and a slow machine both simulate the same phone.
// DevTools (panels/mobile_throttling/CalibrationController.ts) targets the same two indexes; it
// bisects on the benchmark because the benchmark is not quite linear in the throttling rate, a
// refinement the plain ratio skips.
import { fixed, heading, median, ms, table } from './format';
import { runLighthouse, type PageRun } from './lighthouse-runs';

/** `/products?search=rice` is the search list the shopper reaches from the header. */
export const LIGHTHOUSE_PAGES = ['/', '/products', '/products?search=rice', '/products/1'];
export const LIGHTHOUSE_RUNS = 3;

export interface PhoneClass {
  name: string;
  /** A phone of that class, for the reader. */
  example: string;
  /** The Lighthouse benchmarkIndex of the class (DevTools' calibration targets). */
  benchmarkIndex: number;
  /** The simulated CPU slowdown that makes this host behave like the class. */
  cpuSlowdownMultiplier: number;
}

const CLASS_TARGETS = [
  { name: 'mid-tier phone', example: 'Pixel 5', benchmarkIndex: 1000 },
  { name: 'low-tier phone', example: 'Moto G Power (2022)', benchmarkIndex: 264 },
];

/**
 * One decimal: the host's index moves by several per cent between runs, so more digits would be noise.
 * At least 1: Lighthouse cannot speed a CPU up (a host slower than the class is reported instead).
 */
export function cpuSlowdownFor(hostBenchmarkIndex: number, classBenchmarkIndex: number): number {
  return Math.max(1, Math.round((hostBenchmarkIndex / classBenchmarkIndex) * 10) / 10);
}

export function phoneClasses(hostBenchmarkIndex: number): PhoneClass[] {
  return CLASS_TARGETS.map((target) => ({
    ...target,
    cpuSlowdownMultiplier: cpuSlowdownFor(hostBenchmarkIndex, target.benchmarkIndex),
  }));
}

/**
 * The host's benchmarkIndex from one Lighthouse run of the home page (which also warms the shop).
 * HOST_BENCHMARK_INDEX skips the run (while iterating; figures then compare only with that index).
 */
export async function hostBenchmarkIndex(shop: string): Promise<number> {
  const given = Number(process.env.HOST_BENCHMARK_INDEX);
  if (given > 0) {
    console.log(`Host benchmarkIndex ${fixed(given, 0)} (HOST_BENCHMARK_INDEX, no calibration run)`);
    return given;
  }
  process.stdout.write('Lighthouse calibration run of /… ');
  const run = await runLighthouse(`${shop}/`);
  console.log(`host benchmarkIndex ${fixed(run.benchmarkIndex, 0)}`);
  return run.benchmarkIndex;
}

export interface ClassRuns {
  phoneClass: PhoneClass;
  byPage: Map<string, PageRun[]>;
  failures: string[];
}

export interface PhoneClassResults {
  hostBenchmarkIndex: number;
  classes: ClassRuns[];
}

/** Every page × run × class; the classes alternate so machine noise drifts into both alike. */
export async function runPhoneClasses(
  shop: string,
  pages = LIGHTHOUSE_PAGES,
  runs = LIGHTHOUSE_RUNS,
): Promise<PhoneClassResults> {
  const hostIndex = await hostBenchmarkIndex(shop);
  const classes: ClassRuns[] = phoneClasses(hostIndex).map((phoneClass) => ({
    phoneClass,
    byPage: new Map(pages.map((page) => [page, []])),
    failures: [],
  }));
  for (const page of pages) {
    for (let run = 1; run <= runs; run += 1) {
      for (const result of classes) {
        const { name, cpuSlowdownMultiplier } = result.phoneClass;
        process.stdout.write(
          `Lighthouse ${name} (CPU ×${cpuSlowdownMultiplier}) ${page} run ${run}/${runs}… `,
        );
        try {
          const pageRun = await runLighthouse(`${shop}${page}`, { cpuSlowdownMultiplier });
          result.byPage.get(page)!.push(pageRun);
          console.log(`score ${pageRun.score}`);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          result.failures.push(`${page} run ${run}: ${message}`);
          console.log(`failed: ${message}`);
        }
      }
    }
  }
  return { hostBenchmarkIndex: hostIndex, classes };
}

const within = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');
const range = (values: number[], format: (value: number) => string) =>
  values.length > 1 ? ` (${format(Math.min(...values))}–${format(Math.max(...values))})` : '';

export function printPhoneClass(result: ClassRuns, hostIndex: number): void {
  const { name, example, benchmarkIndex, cpuSlowdownMultiplier } = result.phoneClass;
  heading(`Lighthouse mobile, ${name} (index ${benchmarkIndex}, ${example}): CPU ×${cpuSlowdownMultiplier}`);
  console.log(
    `Simulated slow 4G; CPU slowdown = host index ${fixed(hostIndex, 0)} / ${benchmarkIndex}, rounded. ` +
      'Medians, score range in brackets. Budget: score ≥ 90, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.05.',
  );
  if (hostIndex < benchmarkIndex)
    console.log(
      `This host (${fixed(hostIndex, 0)}) is slower than the class: at ×1 the figures are worse than the phone's.`,
    );
  const rows: string[][] = [['page', 'runs', 'score', 'LCP', 'TBT', 'CLS', 'CPU ×', 'host index', 'verdict']];
  for (const [page, runs] of result.byPage) {
    if (runs.length === 0) {
      rows.push([page, '0', 'n/a', 'n/a', 'n/a', 'n/a', String(cpuSlowdownMultiplier), 'n/a', 'no run']);
      continue;
    }
    const pick = (value: (run: PageRun) => number) => median(runs.map(value));
    const score = pick((run) => run.score);
    const lcp = pick((run) => run.lcpMs);
    const tbt = pick((run) => run.tbtMs);
    const cls = pick((run) => run.cls);
    // The multiplier Lighthouse reports it applied, so a setting that did not take is visible.
    const applied = [...new Set(runs.map((run) => run.cpuSlowdownMultiplier))].join('/');
    rows.push([
      page,
      String(runs.length),
      `${fixed(score, 0)}${range(
        runs.map((run) => run.score),
        String,
      )}`,
      ms(lcp),
      ms(tbt),
      fixed(cls, 3),
      applied,
      fixed(
        pick((run) => run.benchmarkIndex),
        0,
      ),
      within(score >= 90 && lcp <= 2500 && tbt <= 200 && cls <= 0.05),
    ]);
  }
  console.log(table(rows));
  const warnings = new Set([...result.byPage.values()].flat().flatMap((run) => run.warnings));
  for (const warning of warnings) console.log(`Lighthouse warning: ${warning}`);
  for (const failure of result.failures) console.log(`Failed run: ${failure}`);
}

export function printPhoneClasses(results: PhoneClassResults): void {
  for (const result of results.classes) printPhoneClass(result, results.hostBenchmarkIndex);
  console.log(
    '\nhost index: the benchmarkIndex each run measured (about 2,000 on a quiet machine here); far from the ' +
      'calibration figure, the machine was busy and the multiplier no longer matches the class.',
  );
}
