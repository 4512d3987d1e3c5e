import type { ProductSort } from '@storefront/shared/contract/catalog';
import { correctedSearch, createSpelling } from './spelling';

/**
 * Shoppers' searches, answered from memory in each API process: every published product's names,
 * name words and sort keys (product_search), with a sorted list of name words and, for Khmer text
 * inside names, a list of products per three letters. It matches as PostgreSQL did (every search
 * word starts a name word; Khmer text of 3+ letters anywhere inside the Khmer name), but ranks
 * every match instead of the first thousand an index yields, and costs PostgreSQL nothing.
 * search-index-sync.ts keeps it current; this file is pure.
 */

/** One product_search row. */
export type SearchRow = {
  id: number;
  mainCategoryId: number;
  subCategoryId: number;
  categoryId: number;
  price: number;
  rating: number;
  soldCount: number;
  /** created_at in microseconds since the epoch: PostgreSQL's precision, so ties order as there. */
  createdAt: number;
  nameEn: string;
  nameKh: string;
  /** The lexemes of product_search.words: PostgreSQL's parser split the names. */
  words: readonly string[];
};

export type SearchFilters = {
  mainCategoryId?: number;
  subCategoryId?: number;
  categoryId?: number;
  minPrice?: number;
  maxPrice?: number;
};

export type SearchPage = { ids: number[]; total: number; estimate: boolean };

export type SearchIndex = ReturnType<typeof createSearchIndex>;

const KHMER = /[\u1780-\u17FF]/;
/** Khmer text matches inside names from 3 letters (as pg_trgm did); shorter, word starts only. */
const MIN_INFIX_LENGTH = 3;
/** A list (no search text) in these orders; by relevance it is by sales. */
const LIST_SORTS = ['best-selling', 'price-asc', 'price-desc', 'newest', 'rating'] as const;
type ListSort = (typeof LIST_SORTS)[number];

/**
 * A search that matches more products than this walks its sort's order instead of ranking every
 * match (see walkedSearch); when that walk is too long, it ranks this many of them (the best sellers
 * when the index was built, and every product whose name starts with the text). Either way it
 * estimates the total.
 */
export const MAX_CANDIDATES = 10_000;

/**
 * A search with more matches than MAX_CANDIDATES walks its sort's order to fill its page: past this
 * many places (a filter that few of its matches pass), it ranks the candidates instead.
 */
export const MAX_WALK = 200_000;
/** Matches read to estimate how many there are past a walked page (see walkedSearch). */
const SAMPLE = 512;

/** Words of a search beyond these are ignored. */
const MAX_SEARCH_WORDS = 8;

/**
 * Khmer signs that continue a word but cannot start one for PostgreSQL's parser (which made the
 * names' words): it skips them at a word's start as it skips spaces ("្នា" is "នា"). Measured on
 * PostgreSQL 15 (C.UTF-8) and PGlite alike; the catalogue tests compare the two searches.
 */
const NOT_A_WORD_START = /^[\u17B4\u17B5\u17C9-\u17D3\u17DD\u17F0-\u17F9]+/u;

/** The words of a search: lower case, only letters, marks and digits ("T-shirt 2" → t, shirt, 2). */
export function searchTerms(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .map((word) => word.replace(NOT_A_WORD_START, ''))
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS);
}

/** The Khmer text a search looks for inside Khmer names, or null (no Khmer, or too short). */
export function khmerInfix(text: string): string | null {
  const trimmed = text.trim();
  return KHMER.test(trimmed) && [...trimmed].length >= MIN_INFIX_LENGTH ? trimmed : null;
}

/** What separates the pieces of a Khmer name. */
const SPACES = /\s+/;

/** Two ordered lists of places as one, in order, each place once. */
function mergeOnce(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    out[n++] = x <= y ? x : y;
    if (x <= y) i++;
    if (y <= x) j++;
  }
  while (i < a.length) out[n++] = a[i++]!;
  while (j < b.length) out[n++] = b[j++]!;
  return out.subarray(0, n);
}

/** Letters (code points) numbered for trigram keys: 10 bits each, so a key stays a small integer. */
const LETTER_BITS = 10;
const MAX_LETTER = (1 << LETTER_BITS) - 1;

/**
 * Every run of three letters of `text`, once each, as a number from `letters`' numbering; with
 * `add`, unknown letters are numbered (past MAX_LETTER they share one number: the runs then only
 * narrow the names to check less). Without it, null if a letter is unknown: no name has it.
 */
function trigramsOf(text: string, letters: Map<number, number>, add: boolean): Set<number> | null {
  const grams = new Set<number>();
  let key = 0;
  let count = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    let letter = letters.get(code);
    if (letter === undefined) {
      if (!add) return null;
      letter = Math.min(letters.size, MAX_LETTER);
      letters.set(code, letter);
    }
    key = ((key << LETTER_BITS) | letter) & ((1 << (3 * LETTER_BITS)) - 1);
    if (++count >= 3) grams.add(key);
  }
  return grams;
}

/** The first index from `low` to `high` not `below` (a binary search: every index before it is below). */
function firstNotBelow(low: number, high: number, below: (index: number) => boolean): number {
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (below(middle)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The `k` first of `items` by `compare`, in order, without sorting all of them (a bounded heap). */
export function firstK<T>(items: readonly T[], k: number, compare: (a: T, b: T) => number): T[] {
  if (k <= 0) return [];
  if (items.length <= k * 2) return [...items].sort(compare).slice(0, k);
  // A max-heap of the best k so far: its root is the worst of them.
  const heap: T[] = [];
  const worse = (i: number, j: number) => compare(heap[i]!, heap[j]!) > 0;
  const swap = (i: number, j: number) => ([heap[i], heap[j]] = [heap[j]!, heap[i]!]);
  for (const item of items) {
    if (heap.length < k) {
      heap.push(item);
      for (let i = heap.length - 1; i > 0 && worse(i, (i - 1) >> 1); i = (i - 1) >> 1) swap(i, (i - 1) >> 1);
    } else if (compare(item, heap[0]!) < 0) {
      heap[0] = item;
      for (let i = 0; ;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let top = i;
        if (left < k && worse(left, top)) top = left;
        if (right < k && worse(right, top)) top = right;
        if (top === i) break;
        swap(i, top);
        i = top;
      }
    }
  }
  return heap.sort(compare);
}

/**
 * The index of `rows`, with room for `spare` more: products added or renamed afterwards take a
 * spare place (matched one by one, without the word lists) until the index is built again.
 */
export function createSearchIndex(
  rows: readonly SearchRow[],
  spare = Math.max(1_000, rows.length >> 3),
  maxCandidates = MAX_CANDIDATES,
  maxWalk = MAX_WALK,
) {
  const built = rows.length;
  const capacity = built + spare;
  const ids = new Int32Array(capacity);
  const mainCategory = new Int32Array(capacity);
  const subCategory = new Int32Array(capacity);
  const category = new Int32Array(capacity);
  const price = new Float64Array(capacity);
  const rating = new Float64Array(capacity);
  const sold = new Float64Array(capacity);
  const created = new Float64Array(capacity);
  const nameEnLower: string[] = new Array<string>(capacity);
  const nameKh: string[] = new Array<string>(capacity);
  /** The words of products in spare places (the word lists cover the first `built` only). */
  const spareWords: (readonly string[])[] = [];
  /** 0 once a product is removed, or moved to a spare place by a new name. */
  const alive = new Uint8Array(capacity);
  const placeOf = new Map<number, number>();
  let used = 0;

  /** The words of the names held, for misspelt searches. */
  const spelling = createSpelling();

  function place(row: SearchRow, at: number) {
    ids[at] = row.id;
    nameEnLower[at] = row.nameEn.toLowerCase();
    spelling.add(nameEnLower[at]);
    nameKh[at] = row.nameKh;
    setKeys(row, at);
    alive[at] = 1;
    placeOf.set(row.id, at);
  }
  function setKeys(row: SearchRow, at: number) {
    mainCategory[at] = row.mainCategoryId;
    subCategory[at] = row.subCategoryId;
    category[at] = row.categoryId;
    price[at] = row.price;
    rating[at] = row.rating;
    sold[at] = row.soldCount;
    created[at] = row.createdAt;
  }

  const byWord = new Map<string, number[]>();
  const letters = new Map<number, number>();
  const byTrigram = new Map<number, number[]>();
  const byPiece = new Map<string, number[]>();
  const byCategory = [new Map<number, number[]>(), new Map<number, number[]>(), new Map<number, number[]>()];
  // Places in order of sales when built: every list of places below is then best sellers first,
  // and a search that matches too many takes its candidates from the start of its lists.
  const bySales = [...rows].sort((a, b) => b.soldCount - a.soldCount || a.id - b.id);
  for (const row of bySales) {
    const at = used++;
    place(row, at);
    for (const word of new Set(row.words)) {
      const list = byWord.get(word);
      if (list) list.push(at);
      else byWord.set(word, [at]);
    }
    for (const gram of trigramsOf(row.nameKh, letters, true)!) {
      const list = byTrigram.get(gram);
      if (list) list.push(at);
      else byTrigram.set(gram, [at]);
    }
    for (const piece of new Set(row.nameKh.split(SPACES)))
      if (KHMER.test(piece)) {
        const list = byPiece.get(piece);
        if (list) list.push(at);
        else byPiece.set(piece, [at]);
      }
    [row.mainCategoryId, row.subCategoryId, row.categoryId].forEach((id, level) => {
      const list = byCategory[level]!.get(id);
      if (list) list.push(at);
      else byCategory[level]!.set(id, [at]);
    });
  }
  /**
   * Built places of each main, sub- and leaf category (by sales): a list of a small category reads
   * its own places instead of walking an order past every other product (a change of category
   * moves a product to a spare place, so these lists stay right).
   */
  const [placesOfMain, placesOfSub, placesOfLeaf] = byCategory.map(
    (lists) => new Map([...lists].map(([id, list]) => [id, Int32Array.from(list)])),
  ) as [Map<number, Int32Array>, Map<number, Int32Array>, Map<number, Int32Array>];
  const noPlaces = new Int32Array(0);
  /** The built places of the narrowest category that `filters` name, or null when they name none. */
  function categoryPlaces(filters: SearchFilters): Int32Array | null {
    let narrowest: Int32Array | null = null;
    const filtered: [number | undefined, Map<number, Int32Array>][] = [
      [filters.mainCategoryId, placesOfMain],
      [filters.subCategoryId, placesOfSub],
      [filters.categoryId, placesOfLeaf],
    ];
    for (const [id, lists] of filtered) {
      if (id === undefined) continue;
      const places = lists.get(id) ?? noPlaces;
      if (!narrowest || places.length < narrowest.length) narrowest = places;
    }
    return narrowest;
  }
  /** Every name word, sorted, so that the words a prefix starts are one run. */
  const words = [...byWord.keys()].sort();
  const placesOfWord = words.map((word) => Int32Array.from(byWord.get(word)!));
  const placesOfTrigram = new Map([...byTrigram].map(([gram, list]) => [gram, Int32Array.from(list)]));
  /**
   * The Khmer pieces of the names (between spaces), each with its places, and the pieces that have
   * each run of three letters: a text without a space is inside a name when it is inside one of
   * its pieces, so a search reads pieces, of which there are far fewer than names.
   */
  const pieces = [...byPiece.keys()];
  const placesOfPiece = pieces.map((piece) => Int32Array.from(byPiece.get(piece)!));
  const byPieceTrigram = new Map<number, number[]>();
  pieces.forEach((piece, index) => {
    for (const gram of trigramsOf(piece, letters, true)!) {
      const list = byPieceTrigram.get(gram);
      if (list) list.push(index);
      else byPieceTrigram.set(gram, [index]);
    }
  });
  byWord.clear();
  byTrigram.clear();
  byPiece.clear();
  /** Built places by name (each language), so that the names a search text starts are one run. */
  const byName = (names: string[]) =>
    Int32Array.from({ length: built }, (_, at) => at).sort((a, b) =>
      names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : 0,
    );
  const byNameEn = byName(nameEnLower);
  const byNameKh = byName(nameKh);
  /** Per built place, which search words it has matched so far (a bit per word); reset after a search. */
  const marks = new Uint16Array(built);
  /** Per place, how it ranks for relevance in the current search (exact name 2, name start 1). */
  const relevance = new Uint8Array(capacity);

  /** Where the built names (in `names`, sorted in `sorted`) that start with `text` are: equal to it first. */
  function nameRun(names: string[], sorted: Int32Array, text: string) {
    const low = firstNotBelow(0, built, (i) => names[sorted[i]!]! < text);
    // Sorted, the names that start with it follow one another.
    const high = firstNotBelow(low, built, (i) => names[sorted[i]!]!.startsWith(text));
    const equal = firstNotBelow(low, high, (i) => names[sorted[i]!] === text);
    return { sorted, low, equal, high };
  }

  /** The runs of built names, English (lower case) and Khmer, that start with a search's text. */
  function nameRuns(text: string, lowered: string) {
    return [nameRun(nameEnLower, byNameEn, lowered), nameRun(nameKh, byNameKh, text)];
  }

  /**
   * Adds to `into` the places of name `runs`, at most `most` a language (only names equal to the
   * text with `equalOnly`), and gives each its rank in `relevance` as rankOf would (the name 2, a
   * name start 1) from where it is in its run: no name is read (a category's name starts thousands).
   */
  function rankNamed(runs: ReturnType<typeof nameRuns>, into: number[], most: number, equalOnly = false) {
    const ends = runs.map(({ low, equal, high }) => Math.min(equalOnly ? equal : high, low + most));
    runs.forEach((run, r) => {
      for (let i = run.low; i < ends[r]!; i++) relevance[run.sorted[i]!] = 0;
    });
    runs.forEach((run, r) => {
      for (let i = run.low; i < ends[r]!; i++) {
        const at = run.sorted[i]!;
        relevance[at] = Math.max(relevance[at]!, i < run.equal ? 2 : 1);
        into.push(at);
      }
    });
  }

  /** The name words that start with `term` (from `first` to `end`) and how many places they have. */
  function wordRun(term: string) {
    const first = firstNotBelow(0, words.length, (i) => words[i]! < term);
    let end = first;
    let size = 0;
    while (end < words.length && words[end]!.startsWith(term)) size += placesOfWord[end++]!.length;
    return { first, end, size };
  }

  /**
   * What a search reads from the lists, found once: the runs of name words that its terms start,
   * the rarest first (none for one Khmer word: a name word that starts with it has it inside, so
   * the words add nothing), and the places of its Khmer infix: those of the pieces that have it
   * (`whole`: every one matches), else the names' rarest run of three letters of it (empty when a
   * letter or run is in no name), `whole` when every name of that run contains the infix.
   */
  function listsOf(terms: string[], infix: string | null) {
    const wordTerms = infix && terms.length === 1 && terms[0] === infix ? [] : terms;
    const runs = wordTerms.map(wordRun).sort((a, b) => a.size - b.size);
    const inPieces = infix && !SPACES.test(infix) ? placesWithin(infix) : null;
    if (inPieces) return { runs, infix, rarest: inPieces, whole: true };
    const rarest = infix ? (rarestRun(infix, placesOfTrigram) ?? noPlaces) : null;
    // Three letters, each numbered apart from every other: every name of their run contains them.
    const whole = infix !== null && [...infix].length === 3 && letters.size <= MAX_LETTER;
    return { runs, infix, rarest, whole };
  }
  type Lists = ReturnType<typeof listsOf>;

  /** The shortest of `lists` under a run of three letters of `infix`; null if a letter or run has none. */
  function rarestRun<List extends ArrayLike<number>>(infix: string, lists: Map<number, List>): List | null {
    let rarest: List | null = null;
    for (const gram of trigramsOf(infix, letters, false) ?? []) {
      const list = lists.get(gram);
      if (!list) return null;
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    return rarest;
  }

  /**
   * The built places whose Khmer name has `infix` (no space in it) inside one of its pieces, in
   * order; null when the pieces that have it hold too many places to merge (the trigrams answer).
   */
  function placesWithin(infix: string): Int32Array | null {
    const rarest = rarestRun(infix, byPieceTrigram);
    if (!rarest) return noPlaces;
    const lists: Int32Array[] = [];
    let size = 0;
    for (const index of rarest)
      if (pieces[index]!.includes(infix)) {
        lists.push(placesOfPiece[index]!);
        size += placesOfPiece[index]!.length;
      }
    if (lists.length === 1) return lists[0]!;
    // Merging many costs more than the trigrams' way (the walk reads names only until a page is full).
    if (size > 4 * maxCandidates) return null;
    // Pairwise, as merge sort does; a name with two such pieces is in both lists: kept once.
    let merged = lists.length ? lists : [noPlaces];
    while (merged.length > 1) {
      const next: Int32Array[] = [];
      for (let i = 0; i < merged.length; i += 2)
        next.push(i + 1 < merged.length ? mergeOnce(merged[i]!, merged[i + 1]!) : merged[i]!);
      merged = next;
    }
    return merged[0]!;
  }

  /** How place `at` ranks for a search of `text` (`lowered`, in lower case): its name 2, a name start 1. */
  function rankOf(at: number, text: string, lowered: string): number {
    const en = nameEnLower[at]!;
    const kh = nameKh[at]!;
    return en === lowered || kh === text ? 2 : en.startsWith(lowered) || kh.startsWith(text) ? 1 : 0;
  }

  /** Whether place `at` holds these names (a change of names moves a product to a spare place). */
  const hasNames = (at: number, row: SearchRow) =>
    nameEnLower[at] === row.nameEn.toLowerCase() && nameKh[at] === row.nameKh;
  /** Whether place `at` is in these categories (a change of category also moves it to a spare place). */
  const inCategories = (at: number, row: SearchRow) =>
    mainCategory[at] === row.mainCategoryId &&
    subCategory[at] === row.subCategoryId &&
    category[at] === row.categoryId;

  function passes(at: number, filters: SearchFilters): boolean {
    return (
      alive[at] === 1 &&
      (filters.mainCategoryId === undefined || mainCategory[at] === filters.mainCategoryId) &&
      (filters.subCategoryId === undefined || subCategory[at] === filters.subCategoryId) &&
      (filters.categoryId === undefined || category[at] === filters.categoryId) &&
      (filters.minPrice === undefined || price[at]! >= filters.minPrice) &&
      (filters.maxPrice === undefined || price[at]! <= filters.maxPrice)
    );
  }

  /**
   * Built places whose words start with every term, or whose Khmer name contains `infix`, and how
   * many there are. Past `cap` candidates only the first places of each list are taken (the best
   * sellers when the index was built) and the total is an estimate.
   */
  function builtMatches(lists: Lists, cap: number): { found: number[]; total: number; estimate: boolean } {
    const { runs, infix } = lists;
    if (!runs.length) return infix ? infixMatches(lists, cap) : { found: [], total: 0, estimate: false };
    // The rarest term first: it alone adds places; the others only mark those.
    let bound = placesBound(runs[0]!.size, cap);
    const found: number[] = [];
    for (;;) {
      const touched: number[] = [];
      runs.forEach(({ first, end }, bit) => {
        const before = (1 << bit) - 1;
        for (let w = first; w < end; w++)
          for (const at of placesOfWord[w]!) {
            if (at >= bound) break;
            if (bit === 0) {
              if (marks[at] === 0) touched.push(at);
              marks[at]! |= 1;
            } else if (marks[at] === before || marks[at] === (before | (1 << bit))) {
              marks[at] = before | (1 << bit);
            }
          }
      });
      const all = (1 << runs.length) - 1;
      for (const at of touched) {
        if (marks[at] === all) found.push(at);
        marks[at] = 0;
      }
      // Few of the rarest word's places have the others too: read further down the lists.
      if (bound >= built || found.length * 4 >= cap) break;
      bound = Math.min(built, bound * 4);
      found.length = 0;
    }
    let total = bound < built ? Math.round((found.length * built) / bound) : found.length;
    if (infix) {
      const inside = infixMatches(lists, cap);
      for (const at of found) marks[at] = 1;
      let added = 0;
      for (const at of inside.found)
        if (marks[at] !== 1) {
          found.push(at);
          added++;
        }
      for (const at of found) marks[at] = 0;
      total += inside.estimate
        ? Math.round((inside.total * added) / Math.max(1, inside.found.length))
        : added;
      return { found, total, estimate: bound < built || inside.estimate };
    }
    return { found, total, estimate: bound < built };
  }

  /** Below which place a list of `size` places is read to give about `cap` of them (all if fewer). */
  const placesBound = (size: number, cap: number) => (size > cap ? Math.ceil((built * cap) / size) : built);

  /** Built places whose Khmer name contains `infix`, through its rarest run of three letters. */
  function infixMatches(lists: Lists, cap: number): { found: number[]; total: number; estimate: boolean } {
    const { rarest, whole } = lists;
    const infix = lists.infix!;
    if (!rarest?.length) return { found: [], total: 0, estimate: false };
    let bound = placesBound(rarest.length, cap);
    const found: number[] = [];
    for (let read = 0; ;) {
      for (; read < rarest.length && rarest[read]! < bound; read++)
        if (whole || nameKh[rarest[read]!]!.includes(infix)) found.push(rarest[read]!);
      // Few names have the whole text: read further down the list.
      if (bound >= built || found.length * 4 >= cap) break;
      bound = Math.min(built, bound * 4);
    }
    if (bound === built) return { found, total: found.length, estimate: false };
    return { found, total: Math.round((found.length * built) / bound), estimate: true };
  }

  /** Whether a product in a spare place matches (the same rule, one product at a time). */
  function spareMatches(at: number, terms: string[], infix: string | null): boolean {
    const own = spareWords[at - built]!;
    if (terms.length && terms.every((term) => own.some((word) => word.startsWith(term)))) return true;
    return infix !== null && nameKh[at]!.includes(infix);
  }

  const ORDER: Record<ProductSort, (a: number, b: number) => number> = {
    relevance: (a, b) => relevance[b]! - relevance[a]! || sold[b]! - sold[a]! || ids[a]! - ids[b]!,
    'best-selling': (a, b) => sold[b]! - sold[a]! || ids[a]! - ids[b]!,
    'price-asc': (a, b) => price[a]! - price[b]! || ids[a]! - ids[b]!,
    'price-desc': (a, b) => price[b]! - price[a]! || ids[b]! - ids[a]!,
    newest: (a, b) => created[b]! - created[a]! || ids[b]! - ids[a]!,
    rating: (a, b) => rating[b]! - rating[a]! || ids[a]! - ids[b]!,
  };

  /**
   * Every place in each list sort's order, kept as keys change (a product moves, not a re-sort):
   * a page of a list is a walk from the start. Removed places stay, skipped, until the next build.
   */
  const inOrder = Object.fromEntries(
    LIST_SORTS.map((sort) => {
      const order = new Int32Array(capacity);
      for (let at = 0; at < built; at++) order[at] = at;
      order.subarray(0, built).sort(ORDER[sort]);
      return [sort, order];
    }),
  ) as Record<ListSort, Int32Array>;

  /** Where place `at` belongs in `sort`'s order between `low` and `high`, by its keys now. */
  function positionIn(sort: ListSort, low: number, high: number, at: number): number {
    const order = inOrder[sort];
    const compare = ORDER[sort];
    return firstNotBelow(low, high, (i) => compare(order[i]!, at) < 0);
  }

  /** Puts place `at` in every order (`used` places are in them once it is counted). */
  function insertInOrders(at: number, length: number) {
    for (const sort of LIST_SORTS) {
      const to = positionIn(sort, 0, length, at);
      inOrder[sort].copyWithin(to + 1, to, length);
      inOrder[sort][to] = at;
    }
  }

  /**
   * Changes the sort keys of live place `at`, moving it in every order: only the products between
   * its old and new places shift (a sale moves a product a few places, not the whole list).
   */
  function moveKeys(row: SearchRow, at: number) {
    const from = LIST_SORTS.map((sort) => {
      // Its place by the keys it had (a renamed product's old, removed place may tie with it).
      let index = positionIn(sort, 0, used, at);
      while (index < used && inOrder[sort][index] !== at) index++;
      if (index === used) throw new Error(`search index: place ${at} is missing from the ${sort} order`);
      return index;
    });
    setKeys(row, at);
    LIST_SORTS.forEach((sort, i) => {
      const order = inOrder[sort];
      const old = from[i]!;
      if (old > 0 && ORDER[sort](at, order[old - 1]!) < 0) {
        const to = positionIn(sort, 0, old, at);
        order.copyWithin(to + 1, to, old);
        order[to] = at;
      } else if (old + 1 < used && ORDER[sort](at, order[old + 1]!) > 0) {
        const to = positionIn(sort, old + 1, used, at) - 1;
        order.copyWithin(old, old + 1, to + 1);
        order[to] = at;
      }
    });
  }

  /** Per built place, the stamp of the latest search that found it (see walkedSearch). */
  const stamps = new Int32Array(built);
  let lastStamp = 0;

  /**
   * A search with more matches than the most candidates, answered exactly: its matches are stamped
   * from the lists (no name read), then the sort's order is walked from its start until the page
   * is full (by relevance: the names that start with the text, then the walk by sales). With few
   * matches after all, they are `found` (every one: the candidates). Null when the lists are short
   * (no stamps needed), or the walk passes `maxWalk` places (a rare filter): the candidates answer.
   */
  function walkedSearch(
    lists: Lists,
    terms: string[],
    text: string,
    filters: SearchFilters,
    sort: ProductSort | undefined,
    need: number,
  ): SearchPage | { found: number[] } | null {
    const { runs, infix, rarest, whole } = lists;
    if (Math.max(runs[0]?.size ?? 0, rarest?.length ?? 0) <= maxCandidates) return null;
    // Stamps are numbers of searches: before they run out, every place is unstamped again.
    if (lastStamp > 2_000_000_000) {
      stamps.fill(0);
      lastStamp = 0;
    }
    // Places with every term: a stamp per term, each kept only on places that had the one before.
    let sure = ++lastStamp;
    let sureCount = 0;
    runs.forEach(({ first, end }, i) => {
      const before = sure;
      sure = ++lastStamp;
      sureCount = 0;
      for (let w = first; w < end; w++)
        for (const at of placesOfWord[w]!)
          if (i === 0 ? stamps[at] !== sure : stamps[at] === before) {
            stamps[at] = sure;
            sureCount++;
          }
    });
    // Places with the infix's rarest run of three letters: their name is read when the walk gets there.
    const maybe = ++lastStamp;
    let maybeCount = 0;
    if (rarest)
      for (const at of rarest)
        if (stamps[at] !== sure) {
          stamps[at] = whole ? sure : maybe;
          if (whole) sureCount++;
          else maybeCount++;
        }
    const stamped = sureCount + maybeCount;
    // Few matches after all (words common apart, rare together): they are the candidates, all of them.
    if (stamped <= maxCandidates) {
      const found: number[] = [];
      const taken = ++lastStamp;
      const take = (at: number) => {
        if (stamps[at] === sure || (stamps[at] === maybe && nameKh[at]!.includes(infix!))) found.push(at);
        stamps[at] = taken;
      };
      if (runs.length) for (let w = runs[0]!.first; w < runs[0]!.end; w++) placesOfWord[w]!.forEach(take);
      rarest?.forEach(take);
      return { found };
    }
    // Too sparse in the order to fill the page within the walk: the candidates answer.
    if ((need * used) / stamped > maxWalk) return null;
    const isMatch = (at: number) =>
      at >= built
        ? spareMatches(at, terms, infix)
        : stamps[at] === sure || (stamps[at] === maybe && nameKh[at]!.includes(infix!));

    // By relevance the names that start with the text come first (the name itself before them).
    const relevant = sort === undefined || sort === 'relevance';
    const lowered = text.toLowerCase();
    const ranked = new Set<number>();
    // Many names start with the text (a brand): they are met on the walk by sales, not read one by one.
    let namedOnWalk = false;
    if (relevant) {
      const named: number[] = [];
      const starting = nameRuns(text, lowered);
      const count = starting.reduce((sum, { low, high }) => sum + high - low, 0);
      // (More than the candidates ranked one by one: on the walk too, deep pages included.)
      namedOnWalk = count * count > need * used || count > maxCandidates;
      // Met on the walk, all but the name itself (it sorts first among those that start with it).
      rankNamed(starting, named, maxCandidates, namedOnWalk);
      for (let at = built; at < used; at++) {
        relevance[at] = rankOf(at, text, lowered);
        named.push(at);
      }
      for (const at of named) {
        if (ranked.has(at) || alive[at] !== 1 || relevance[at] === 0) continue;
        if (isMatch(at) && passes(at, filters)) ranked.add(at);
      }
    }
    const order = inOrder[relevant ? 'best-selling' : sort];
    const rankedCount = Math.min(ranked.size, need);
    // Met on the walk: names that start with the text (namedOnWalk), and the other matches.
    const walkRanked: number[] = [];
    const rest: number[] = [];
    // Many names: `need` of them from the walk, so that the spare ones ranked above take their place.
    const full = () => (namedOnWalk ? walkRanked.length : rankedCount + rest.length) >= need;
    // Matches walked that pass the filters (the total, when the walk reaches the end).
    let passed = 0;
    let walked = 0;
    const walkEnd = Math.min(used, maxWalk);
    for (; walked < walkEnd && !full(); walked++) {
      const at = order[walked]!;
      // Most places walked are no match: their stamp, read first, is all the walk reads of them.
      if (at < built && stamps[at] !== sure && stamps[at] !== maybe) continue;
      if (alive[at] !== 1 || ranked.has(at) || !isMatch(at)) continue;
      if (!passes(at, filters)) continue;
      passed++;
      if (namedOnWalk && (relevance[at] = rankOf(at, text, lowered)) > 0) walkRanked.push(at);
      else if (rest.length < need) rest.push(at);
    }
    if (!full() && walked < used) return null;
    const top = relevant ? firstK([...ranked, ...walkRanked], need, ORDER.relevance) : [];
    const page = [...top, ...rest].slice(0, need).map((at) => ids[at]!);
    if (walked === used) return { ids: page, total: passed + ranked.size, estimate: false };
    // Past the page: a sample spread over the stamped places (the walk sees the first of one order
    // only) tells the share that match (the infix's are read) and pass the filters.
    let sampled = 0;
    let passing = 0;
    const step = Math.max(1, Math.floor(((runs[0]?.size ?? 0) + (rarest?.length ?? 0)) / SAMPLE));
    const sample = (list: Int32Array) => {
      for (let i = 0; i < list.length; i += step) {
        const at = list[i]!;
        if (stamps[at] !== sure && stamps[at] !== maybe) continue;
        sampled++;
        if (isMatch(at) && passes(at, filters)) passing++;
      }
    };
    if (runs.length) for (let w = runs[0]!.first; w < runs[0]!.end; w++) sample(placesOfWord[w]!);
    if (rarest) sample(rarest);
    const total = Math.round((stamped * passing) / Math.max(1, sampled));
    return { ids: page, total: Math.max(page.length, total), estimate: true };
  }

  return {
    /** Products indexed now. */
    get size() {
      return placeOf.size;
    },
    /** No spare place is left: the next new or renamed product needs the index built again. */
    get full() {
      return used >= capacity;
    },

    /**
     * `text` with its misspelt English words (4+ letters, in no name) replaced by the nearest word of
     * a name held (spelling.ts), or null when none is.
     */
    corrected(text: string): string | null {
      return correctedSearch(text, spelling);
    },

    /**
     * A page of a search: the ids from `offset` (at most `limit`) and how many products match.
     * Relevance: the exact name first (English, any case, or Khmer), then names starting with the
     * text, then the best-selling.
     */
    search(
      text: string,
      filters: SearchFilters,
      sort: ProductSort | undefined,
      offset: number,
      limit: number,
    ) {
      const terms = searchTerms(text);
      const infix = khmerInfix(text);
      if (!terms.length && !infix) return { ids: [], total: 0, estimate: false } satisfies SearchPage;
      const lists = listsOf(terms, infix);
      const walked = walkedSearch(lists, terms, text, filters, sort, offset + limit);
      if (walked && 'ids' in walked) return { ...walked, ids: walked.ids.slice(offset) } satisfies SearchPage;
      const candidates = walked
        ? { found: walked.found, total: walked.found.length, estimate: false }
        : builtMatches(lists, maxCandidates);
      const matches = candidates.found.filter((at) => passes(at, filters));
      const builtMatched = matches.length;
      for (let at = built; at < used; at++)
        if (passes(at, filters) && spareMatches(at, terms, infix)) matches.push(at);
      const order = ORDER[sort ?? 'relevance'];
      if (order === ORDER.relevance) {
        // Through the names in order (a run per language), not a comparison per match.
        const lowered = text.toLowerCase();
        const named: number[] = [];
        for (const at of matches) relevance[at] = 0;
        // The best sellers among them are candidates already (past the cap, the others may not be).
        rankNamed(nameRuns(text, lowered), named, maxCandidates);
        // Names that start with the text match it: past the cap, they are candidates all the same.
        if (candidates.estimate) {
          for (const at of matches) if (at < built) marks[at] = 1;
          for (const at of named)
            if (marks[at] !== 1 && passes(at, filters)) {
              matches.push(at);
              marks[at] = 1;
            }
          for (const at of matches) if (at < built) marks[at] = 0;
        }
        for (let at = built; at < used; at++) relevance[at] = rankOf(at, text, lowered);
      }
      const page = firstK(matches, offset + limit, order).slice(offset);
      // Past the cap, the share of candidates that passed the filters estimates the whole.
      const total = candidates.estimate
        ? Math.max(
            matches.length,
            Math.round((candidates.total * builtMatched) / Math.max(1, candidates.found.length)),
          )
        : matches.length;
      return {
        ids: page.map((at) => ids[at]!),
        total,
        estimate: candidates.estimate,
      } satisfies SearchPage;
    },

    /**
     * A page of the list of products that pass `filters`, from `offset` (at most `limit`), and how
     * many pass: exact up to `exactUpTo`; past it, once the page is found, estimated from the share
     * of the products walked so far that passed (a category is not counted to its end every time).
     */
    list(
      filters: SearchFilters,
      sort: ProductSort | undefined,
      offset: number,
      limit: number,
      exactUpTo: number,
    ) {
      const listSort = sort === undefined || sort === 'relevance' ? 'best-selling' : sort;
      // A small category: its own places (and the spare ones), ranked, cost less than the walk below,
      // which visits about this many places to fill the page and count up to `exactUpTo`.
      const places = categoryPlaces(filters);
      if (places && places.length <= (Math.max(offset + limit, exactUpTo + 1) * used) / (places.length + 1)) {
        const matches: number[] = [];
        for (const at of places) if (passes(at, filters)) matches.push(at);
        for (let at = built; at < used; at++) if (passes(at, filters)) matches.push(at);
        const page = firstK(matches, offset + limit, ORDER[listSort]).slice(offset);
        return {
          ids: page.map((at) => ids[at]!),
          total: matches.length,
          estimate: false,
        } satisfies SearchPage;
      }
      const order = inOrder[listSort];
      const filtered = Object.values(filters).some((value) => value !== undefined);
      const page: number[] = [];
      let passed = 0;
      let walked = 0;
      while (walked < used) {
        const at = order[walked++]!;
        if (!passes(at, filters)) continue;
        if (passed >= offset && page.length < limit) page.push(ids[at]!);
        passed++;
        if (page.length === limit && (!filtered || passed > exactUpTo)) break;
      }
      if (!filtered) return { ids: page, total: placeOf.size, estimate: false };
      if (walked === used) return { ids: page, total: passed, estimate: false };
      return { ids: page, total: Math.max(passed, Math.round((passed / walked) * used)), estimate: true };
    },

    /** Whether the index holds `row` as it is (a change read again, or one that changed nothing here). */
    holds(row: SearchRow): boolean {
      const at = placeOf.get(row.id);
      return (
        at !== undefined &&
        hasNames(at, row) &&
        inCategories(at, row) &&
        price[at] === row.price &&
        rating[at] === row.rating &&
        sold[at] === row.soldCount &&
        created[at] === row.createdAt
      );
    },

    /**
     * A product added or changed: its sort keys change in place; a new product, or new names or
     * categories, take a spare place. Throws when none is left (check `full`, and build the index again).
     */
    upsert(row: SearchRow) {
      const at = placeOf.get(row.id);
      if (at !== undefined && hasNames(at, row) && inCategories(at, row)) {
        moveKeys(row, at);
        return;
      }
      if (used >= capacity) throw new Error('search index: no spare place left; build it again');
      if (at !== undefined) {
        alive[at] = 0;
        spelling.remove(nameEnLower[at]!);
      }
      const spareAt = used++;
      spareWords.push([...row.words]);
      place(row, spareAt);
      insertInOrders(spareAt, spareAt);
    },

    /** A product unpublished or deleted. */
    remove(id: number) {
      const at = placeOf.get(id);
      if (at === undefined) return;
      alive[at] = 0;
      spelling.remove(nameEnLower[at]!);
      placeOf.delete(id);
    },
  };
}
