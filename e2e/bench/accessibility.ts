// Lighthouse's accessibility score of the pages issue 24 names (home, sign-in, Khmer home, a search
// list, a product page, customer care), with the audits that cost points. Part of `pnpm bench`
// (the pages half); alone against a running shop: `npx tsx e2e/bench/accessibility.ts [origin]`.
// The accessibility walk (e2e/tests/accessibility.spec.ts) is the test; this is Lighthouse's view.
import { launchChromium } from './chromium';
import { heading, table } from './format';

export const ACCESSIBILITY_PAGES = [
  '/',
  '/login',
  '/?lng=kh',
  '/products?search=shirt',
  '/products/1',
  '/customer-care',
];

// The parts of Lighthouse's result read here.
interface Lhr {
  runtimeError?: { code: string; message: string };
  categories: { accessibility?: { score: number | null; auditRefs: { id: string; weight: number }[] } };
  audits: Record<string, { score: number | null } | undefined>;
}

async function accessibilityRun(url: string): Promise<{ score: number; failing: string[] }> {
  // Lighthouse 13 is ESM only; this file may run as CommonJS.
  const { default: lighthouse } = await import('lighthouse');
  const browser = await launchChromium();
  try {
    const result = await lighthouse(url, {
      port: browser.port,
      hostname: '127.0.0.1',
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['accessibility'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr as unknown as Lhr;
    if (lhr.runtimeError)
      throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const category = lhr.categories.accessibility;
    const failing = (category?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id);
    return { score: Math.round((category?.score ?? Number.NaN) * 100), failing };
  } finally {
    await browser.close();
  }
}

export async function accessibilitySection(shop: string): Promise<void> {
  heading('Lighthouse accessibility (mobile preset), the pages issue 24 names');
  const rows: string[][] = [['page', 'score', 'audits that failed']];
  for (const page of ACCESSIBILITY_PAGES) {
    const run = await accessibilityRun(`${shop}${page}`).catch((error: unknown) => ({
      score: Number.NaN,
      failing: [`run failed: ${error instanceof Error ? error.message : String(error)}`],
    }));
    rows.push([page, String(run.score), run.failing.join(', ') || '—']);
  }
  console.log(table(rows));
}

if (require.main === module) {
  accessibilitySection(process.argv[2] ?? 'http://localhost:3000').catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
