// Lighthouse's accessibility score of the pages issue 24 names (home, sign-in, Khmer home, a search
// list, a product page, customer care), with the audits that cost points. Part of `pnpm bench`
// (the pages half); alone against a running shop: `npx tsx e2e/bench/accessibility.ts [origin]`.
// The accessibility walk (e2e/tests/accessibility.spec.ts) is the test; this is Lighthouse's view.
import { heading, table } from './format';
import { lighthouseResult } from './lighthouse-runs';

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
  categories: { accessibility?: { score: number | null; auditRefs: { id: string; weight: number }[] } };
  audits: Record<string, { score: number | null } | undefined>;
}

async function accessibilityRun(url: string): Promise<{ score: number; failing: string[] }> {
  const lhr = await lighthouseResult<Lhr>(url, { onlyCategories: ['accessibility'] });
  const category = lhr.categories.accessibility;
  const failing = (category?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
    .map((ref) => ref.id);
  return { score: Math.round((category?.score ?? Number.NaN) * 100), failing };
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
