// The catalog under varied URLs (issue 21): every request a different search, page, filter or
// product, so the response cache rarely answers and the database does the work, printed beside
// /api/health measured in the same run; then one client flooding the most expensive read while
// other shoppers search and a load balancer probes /api/health.
//
// Every request of a mix carries a random X-Forwarded-For (the API trusts its proxy), as if each came
// from another shopper: the per-client limit then applies as it would to a crowd. List URLs also
// carry a random `type` (carried over by the API, not a filter) so that no two share a cache entry.
import { heading, ms, fixed, percent, table } from './format';
import { load, type LoadResult } from './load';

interface Vocabulary {
  englishWords: string[];
  khmerWords: string[];
  categoryIds: number[];
  productCount: number;
}

const random = (n: number) => Math.floor(Math.random() * n);
const pick = <T>(items: readonly T[]): T => items[random(items.length)]!;
const KHMER = /[\u1780-\u17FF]/;
const SORTS = ['relevance', 'price-asc', 'price-desc', 'newest', 'best-selling', 'rating'];
const LIST_SORTS = SORTS.filter((sort) => sort !== 'relevance');
/** The deepest page of 24 the API serves (MAX_RESULT_WINDOW 10,000). */
const DEEPEST_PAGE = 416;

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** Words of real product names (English words, Khmer name parts), categories and the catalogue's size. */
export async function vocabulary(origin: string): Promise<Vocabulary> {
  const english = new Set<string>();
  const khmer = new Set<string>();
  const first = await json<{ meta: { total: number } }>(`${origin}/api/products?perPage=1`);
  const productCount = first.meta.total;
  for (let sample = 0; sample < 8; sample += 1) {
    const page = 1 + random(Math.min(160, Math.max(1, Math.floor(productCount / 60))));
    const list = await json<{ data: { name: { en: string; kh: string } }[] }>(
      `${origin}/api/products?perPage=60&sort=newest&page=${page}`,
    );
    for (const { name } of list.data) {
      for (const word of name.en.toLowerCase().split(/[^a-z]+/)) if (word.length >= 3) english.add(word);
      for (const word of name.kh.split(/\s+/)) if (KHMER.test(word) && [...word].length >= 2) khmer.add(word);
    }
  }
  const tree = await json<{
    data: { id: number; subCategories: { id: number; subCategories: { id: number }[] }[] }[];
  }>(`${origin}/api/categories`);
  const categoryIds = tree.data.flatMap((main) =>
    main.subCategories.flatMap((sub) => sub.subCategories.map((leaf) => leaf.id)),
  );
  return { englishWords: [...english], khmerWords: [...khmer], categoryIds, productCount };
}

/** What a shopper types: a whole word, or its first letters (a prefix as typed). */
function typed(word: string): string {
  const letters = [...word];
  return Math.random() < 0.5 || letters.length < 4
    ? word
    : letters.slice(0, 2 + random(letters.length - 2)).join('');
}

/** A typo: two neighbouring letters swapped ("shirt" → "shrit"). */
function typo(word: string): string {
  if (word.length < 4) return word;
  const at = 1 + random(word.length - 2);
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

const nonce = () => `b${random(1e9).toString(36)}`;
const search = (text: string, extra = '') =>
  `/api/products?search=${encodeURIComponent(text)}${extra}&type=${nonce()}`;

type Mix = { name: string; path: () => string };

export function mixes(words: Vocabulary): Mix[] {
  const { englishWords: en, khmerWords: kh } = words;
  const sortAndPage = () =>
    `${Math.random() < 0.5 ? '' : `&sort=${pick(SORTS)}`}${Math.random() < 0.7 ? '' : `&page=${2 + random(4)}`}`;
  return [
    { name: 'search en, 1 word', path: () => search(typed(pick(en)), sortAndPage()) },
    { name: 'search en, 2 words', path: () => search(`${pick(en)} ${typed(pick(en))}`, sortAndPage()) },
    { name: 'search en, typo', path: () => search(typo(pick(en))) },
    {
      name: 'search kh (word or part)',
      path: () => {
        const word = [...pick(kh)];
        const part =
          word.length > 3 && Math.random() < 0.5 ? word.slice(1, 1 + 2 + random(word.length - 2)) : word;
        return search(part.join(''), sortAndPage());
      },
    },
    { name: 'search kh, 2 words', path: () => search(`${pick(kh)} ${pick(kh)}`, sortAndPage()) },
    {
      name: 'random pages (to 416)',
      path: () => `/api/products?sort=${pick(LIST_SORTS)}&page=${1 + random(DEEPEST_PAGE)}&type=${nonce()}`,
    },
    {
      name: 'category+price+sort',
      path: () => {
        const low = random(50);
        return `/api/products?categoryId=${pick(words.categoryIds)}&minPrice=${low}&maxPrice=${low + 5 + random(200)}&sort=${pick(LIST_SORTS)}&type=${nonce()}`;
      },
    },
    { name: 'product by random id', path: () => `/api/products/${1 + random(words.productCount)}` },
  ];
}

const randomAddress = () => `10.${random(256)}.${random(256)}.${1 + random(254)}`;

function row(result: LoadResult, name: string, health: number): string[] {
  return [
    name,
    fixed(result.requestsPerSecond, 0),
    ms(result.p50Ms),
    ms(result.p99Ms),
    String(result.non2xx),
    String(result.errors + result.timeouts),
    percent(result.requestsPerSecond / health),
  ];
}

/** Each mix at 50 connections, /api/health first and last, in the same run. */
export async function variedSection(origin: string, seconds: number): Promise<void> {
  const words = await vocabulary(origin);
  heading(
    `Catalog under varied URLs: ${words.productCount.toLocaleString('en')} products, 50 connections, ${seconds} s each`,
  );
  const all = mixes(words);
  for (const mix of all)
    await load(origin, mix.path(), 1, 10, { path: mix.path, forwardedFor: randomAddress });
  const healthBefore = await load(origin, '/api/health', seconds);
  const results: [string, LoadResult][] = [];
  for (const mix of all) {
    process.stdout.write(`autocannon ${mix.name}… `);
    const result = await load(origin, mix.name, seconds, 50, { path: mix.path, forwardedFor: randomAddress });
    console.log(`${Math.round(result.requestsPerSecond)} req/s`);
    results.push([mix.name, result]);
  }
  const healthAfter = await load(origin, '/api/health', seconds);
  const health = (healthBefore.requestsPerSecond + healthAfter.requestsPerSecond) / 2;
  console.log(
    table([
      ['mix (50 connections)', 'req/s', 'p50', 'p99', 'non-2xx', 'errors', 'vs /api/health'],
      row(healthBefore, '/api/health (before)', health),
      ...results.map(([name, result]) => row(result, name, health)),
      row(healthAfter, '/api/health (after)', health),
    ]),
  );
  const searches = results.filter(([name]) => name.startsWith('search'));
  console.log(
    `Targets (issue 21): every mix p99 ≤ 100 ms — worst ${ms(Math.max(...results.map(([, r]) => r.p99Ms)))}; uncached search ≥ 1,000 req/s — lowest ${fixed(Math.min(...searches.map(([, r]) => r.requestsPerSecond)), 0)} req/s.`,
  );
}

/**
 * One client (one address) floods random deep pages with 50 connections while other shoppers
 * search (10 connections, 50 searches a second in all, each from its own address) and a probe asks
 * /api/health 100 times a second: the shoppers' and the probe's latency is what counts, beside
 * theirs without the flood, measured just before.
 */
export async function floodSection(origin: string, seconds: number): Promise<void> {
  const words = await vocabulary(origin);
  const [searchEn] = mixes(words);
  heading(`One client floods random deep pages (50 connections) for ${seconds} s; others search meanwhile`);
  const deepPage = () =>
    `/api/products?sort=${pick(LIST_SORTS)}&page=${300 + random(DEEPEST_PAGE - 300)}&type=${nonce()}`;
  const others = (label: string) =>
    [
      load(origin, `${label}other shoppers: uncached searches`, seconds, 10, {
        path: searchEn!.path,
        forwardedFor: randomAddress,
        overallRate: 50,
      }),
      load(origin, `${label}/api/health`, seconds, 5, { path: () => '/api/health', overallRate: 100 }),
    ] as const;
  // The same shoppers and probe without the flood first: what the machine gives them anyway.
  const quiet = await Promise.all(others('no flood: '));
  const [flood, shoppers, probe] = await Promise.all([
    load(origin, 'flood: random deep pages', seconds, 50, {
      path: deepPage,
      forwardedFor: () => '198.51.100.66',
    }),
    ...others(''),
  ]);
  console.log(
    table([
      ['client', 'req/s', 'p50', 'p99', 'non-2xx (429s)', 'errors'],
      ...[...quiet, flood, shoppers, probe].map((r) => [
        r.path,
        fixed(r.requestsPerSecond, 0),
        ms(r.p50Ms),
        ms(r.p99Ms),
        String(r.non2xx),
        String(r.errors + r.timeouts),
      ]),
    ]),
  );
  console.log(
    `Targets (issue 21): the other shoppers' search p99 ≤ 200 ms — ${ms(shoppers.p99Ms)}; /api/health p99 ≤ 50 ms — ${ms(probe.p99Ms)}.`,
  );
}
