// Lighthouse mobile calibrated to phone classes, the way DevTools calibrates its CPU presets: the
// simulated CPU slowdown of each class is hostIndex / classIndex, so a fast and a slow machine both
// simulate the same phone. hostIndex is the Lighthouse benchmarkIndex each page load measured
// itself: one load is audited for both classes (runLighthouseCalibrated).
// DevTools (panels/mobile_throttling/CalibrationController.ts) targets the same two indexes; it
// bisects on the benchmark because the benchmark is not quite linear in the throttling rate, a
// refinement the plain ratio skips.
import { fixed, heading, median, ms, table } from './format';
import { runLighthouseCalibrated, type PageRun } from './lighthouse-runs';

/** `/products?search=rice` is the search list the shopper reaches from the header. */
export const LIGHTHOUSE_PAGES = ['/', '/products', '/products?search=rice', '/products/1'];
export const LIGHTHOUSE_RUNS = 3;

export interface PhoneClass {
  name: string;
  /** A phone of that class, for the reader. */
  example: string;
  /** The Lighthouse benchmarkIndex of the class (DevTools' calibration targets). */
  benchmarkIndex: number;
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

/**
 * HOST_BENCHMARK_INDEX fixes the host's index instead of each load's own (while iterating, to
 * compare two builds under one multiplier).
 */
function fixedHostIndex(): number | undefined {
  const given = Number(process.env.HOST_BENCHMARK_INDEX);
  return given > 0 ? given : undefined;
}

export interface ClassRuns {
  phoneClass: PhoneClass;
  byPage: Map<string, PageRun[]>;
  failures: string[];
}

export interface PhoneClassResults {
  /** HOST_BENCHMARK_INDEX, when given. */
  fixedHostIndex?: number;
  classes: ClassRuns[];
}

/** Every page × run, each load audited for every class (so machine noise reaches both alike). */
export async function runPhoneClasses(
  shop: string,
  pages = LIGHTHOUSE_PAGES,
  runs = LIGHTHOUSE_RUNS,
): Promise<PhoneClassResults> {
  const fixed = fixedHostIndex();
  if (fixed) console.log(`Host benchmarkIndex fixed at ${fixed} (HOST_BENCHMARK_INDEX)`);
  const classes: ClassRuns[] = CLASS_TARGETS.map((phoneClass) => ({
    phoneClass,
    byPage: new Map(pages.map((page) => [page, []])),
    failures: [],
  }));
  const slowdownsFor = (loadIndex: number) =>
    classes.map(({ phoneClass }) => cpuSlowdownFor(fixed ?? loadIndex, phoneClass.benchmarkIndex));
  for (const page of pages) {
    for (let run = 1; run <= runs; run += 1) {
      process.stdout.write(`Lighthouse ${page} run ${run}/${runs}… `);
      try {
        const audits = await runLighthouseCalibrated(`${shop}${page}`, slowdownsFor);
        audits.forEach((audit, index) => classes[index]!.byPage.get(page)!.push(audit));
        console.log(
          `benchmarkIndex ${fixed ?? audits[0]?.benchmarkIndex}: ` +
            audits
              .map(
                (audit, index) =>
                  `${classes[index]!.phoneClass.name} ×${audit.cpuSlowdownMultiplier} ${audit.score}`,
              )
              .join(', '),
        );
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        for (const result of classes) result.failures.push(`${page} run ${run}: ${message}`);
        console.log(`failed: ${message}`);
      }
    }
  }
  return { ...(fixed ? { fixedHostIndex: fixed } : {}), classes };
}

const within = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');
const range = (values: number[], format: (value: number) => string) =>
  values.length > 1 ? ` (${format(Math.min(...values))}–${format(Math.max(...values))})` : '';

export function printPhoneClass(result: ClassRuns, fixedIndex?: number): void {
  const { name, example, benchmarkIndex } = result.phoneClass;
  heading(`Lighthouse mobile, ${name} (index ${benchmarkIndex}, ${example})`);
  console.log(
    `Simulated slow 4G; CPU slowdown = ${fixedIndex ? `host index ${fixedIndex} (fixed)` : "each load's own benchmarkIndex"}` +
      ` / ${benchmarkIndex}, rounded. Medians, score range in brackets. ` +
      'Budget: score ≥ 90, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.05.',
  );
  const rows: string[][] = [['page', 'runs', 'score', 'LCP', 'TBT', 'CLS', 'CPU ×', 'host index', 'verdict']];
  for (const [page, runs] of result.byPage) {
    if (runs.length === 0) {
      rows.push([page, '0', 'n/a', 'n/a', 'n/a', 'n/a', 'n/a', 'n/a', 'no run']);
      continue;
    }
    const pick = (value: (run: PageRun) => number) => median(runs.map(value));
    const score = pick((run) => run.score);
    const lcp = pick((run) => run.lcpMs);
    const tbt = pick((run) => run.tbtMs);
    const cls = pick((run) => run.cls);
    // The multipliers Lighthouse reports it applied, so a setting that did not take is visible.
    const applied = runs.map((run) => run.cpuSlowdownMultiplier);
    const hostIndexes = runs.map((run) => run.benchmarkIndex);
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
      spread(applied, (value) => fixed(value, 1)),
      spread(hostIndexes, (value) => fixed(value, 0)),
      within(score >= 90 && lcp <= 2500 && tbt <= 200 && cls <= 0.05),
    ]);
    if (Math.min(...hostIndexes) < benchmarkIndex)
      console.log(
        `A load of ${page} measured a host slower than the class: at ×1 its figures are worse than the phone's.`,
      );
  }
  console.log(table(rows));
  const warnings = new Set([...result.byPage.values()].flat().flatMap((run) => run.warnings));
  for (const warning of warnings) console.log(`Lighthouse warning: ${warning}`);
  for (const failure of result.failures) console.log(`Failed run: ${failure}`);
}

/** "a" when every value is the same, else "min–max". */
function spread(values: number[], format: (value: number) => string): string {
  const low = format(Math.min(...values));
  const high = format(Math.max(...values));
  return low === high ? low : `${low}–${high}`;
}

export function printPhoneClasses(results: PhoneClassResults): void {
  for (const result of results.classes) printPhoneClass(result, results.fixedHostIndex);
  console.log(
    '\nhost index: the benchmarkIndex each load measured before it started (about 2,000 on a quiet machine here); ' +
      'both classes audit the same loads.',
  );
}
