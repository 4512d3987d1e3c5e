import {
  createSearchIndex,
  firstK,
  khmerInfix,
  searchTerms,
  type SearchFilters,
  type SearchRow,
} from './search-index';

const row = (id: number, nameEn: string, nameKh: string, keys: Partial<SearchRow> = {}): SearchRow => ({
  id,
  mainCategoryId: 1,
  subCategoryId: 10,
  categoryId: 100,
  price: 10,
  rating: 4,
  soldCount: 0,
  createdAt: id * 1_000_000,
  nameEn,
  nameKh,
  // As PostgreSQL's 'simple' parser splits them: at spaces and punctuation, lower case.
  words: searchTerms(`${nameEn} ${nameKh}`),
  ...keys,
});

const catalogue = () => [
  row(1, 'Cotton Shirt', 'អាវយឺត កប្បាស', { soldCount: 5, price: 12, rating: 4.5 }),
  row(2, 'Silk Shirt Deluxe', 'អាវសូត្រ', { soldCount: 50, price: 30, rating: 4.8, categoryId: 101 }),
  row(3, 'Shirt', 'អាវ', { soldCount: 1, price: 8, rating: 3.9 }),
  row(4, 'Rice Cooker 2', 'ឆ្នាំងដាំបាយ', { soldCount: 20, price: 45, rating: 4.1, mainCategoryId: 2 }),
  row(5, 'Jasmine Rice 5kg', 'អង្ករម្លិះ', { soldCount: 90, price: 9, rating: 4.9, mainCategoryId: 3 }),
  row(6, 'Shirt Hanger', 'ដងព្យួរអាវ', { soldCount: 50, price: 3, rating: 4.8 }),
];

describe('search index', () => {
  const ids = (page: { ids: number[] }) => page.ids;

  it('splits a search into lower-case words of letters, marks and digits, at most eight', () => {
    expect(searchTerms('  T-Shirt, 2 pcs! ')).toEqual(['t', 'shirt', '2', 'pcs']);
    expect(searchTerms('អាវ យឺត')).toEqual(['អាវ', 'យឺត']);
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
    expect(searchTerms(' -- ')).toEqual([]);
    // A leading subscript sign is skipped, as PostgreSQL's parser does ("្នា" is "នា"); a vowel
    // sign is not ("ាក").
    expect(searchTerms('្នា ៉ាក ៌')).toEqual(['នា', 'ាក']);
  });

  it('looks inside Khmer names from three Khmer letters', () => {
    expect(khmerInfix(' យឺត ')).toBe('យឺត');
    expect(khmerInfix('អា')).toBeNull();
    expect(khmerInfix('shirt')).toBeNull();
  });

  it('matches every word as the start of a name word, in English or Khmer', () => {
    const index = createSearchIndex(catalogue());
    expect(ids(index.search('shi', {}, 'price-asc', 0, 10)).sort()).toEqual([1, 2, 3, 6]);
    expect(ids(index.search('shirt silk', {}, undefined, 0, 10))).toEqual([2]);
    expect(ids(index.search('irt', {}, undefined, 0, 10))).toEqual([]);
    expect(ids(index.search('5k', {}, undefined, 0, 10))).toEqual([5]);
    // Three Khmer letters: also inside product 6's name ("ដងព្យួរអាវ").
    expect(ids(index.search('អាវ', {}, 'price-asc', 0, 10))).toEqual([6, 3, 1, 2]);
    expect(index.search('', {}, undefined, 0, 10)).toEqual({ ids: [], total: 0, estimate: false });
  });

  it('finds Khmer text of three letters or more anywhere inside the Khmer name', () => {
    const index = createSearchIndex(catalogue());
    // "យឺត" starts no word of product 1's but is inside "អាវយឺត"; "ព្យួរ" is inside product 6's.
    expect(ids(index.search('យឺត', {}, undefined, 0, 10))).toEqual([1]);
    expect(ids(index.search('ព្យួរ', {}, undefined, 0, 10))).toEqual([6]);
    // Two letters: word starts only.
    expect(ids(index.search('វយ', {}, undefined, 0, 10))).toEqual([]);
  });

  it('ranks the exact name first, then names starting with the text, then the best-selling', () => {
    const index = createSearchIndex(catalogue());
    expect(ids(index.search('Shirt', {}, undefined, 0, 10))).toEqual([3, 6, 2, 1]);
    expect(ids(index.search('shirt', {}, 'relevance', 0, 10))).toEqual([3, 6, 2, 1]);
    expect(ids(index.search('អាវ', {}, undefined, 0, 10))).toEqual([3, 2, 1, 6]);
    // A Khmer name may start with the brand: an English name that is the text still comes first.
    const brand = createSearchIndex([
      row(1, 'Sony', 'Sony កាមេរ៉ា', { soldCount: 1 }),
      row(2, 'Sony TV', 'Sony ទូរទស្សន៍', { soldCount: 9 }),
    ]);
    expect(ids(brand.search('Sony', {}, undefined, 0, 10))).toEqual([1, 2]);
  });

  it('sorts by sales, price, date and rating, breaking ties by id as the lists do', () => {
    const index = createSearchIndex(catalogue());
    const shirts = (sort: Parameters<typeof index.search>[2]) => ids(index.search('shirt', {}, sort, 0, 10));
    expect(shirts('best-selling')).toEqual([2, 6, 1, 3]);
    expect(shirts('price-asc')).toEqual([6, 3, 1, 2]);
    expect(shirts('price-desc')).toEqual([2, 1, 3, 6]);
    expect(shirts('newest')).toEqual([6, 3, 2, 1]);
    expect(shirts('rating')).toEqual([2, 6, 1, 3]);
  });

  it('filters by category and price, and pages with the total of every match', () => {
    const index = createSearchIndex(catalogue());
    expect(ids(index.search('shirt', { categoryId: 101 }, undefined, 0, 10))).toEqual([2]);
    expect(ids(index.search('rice', { mainCategoryId: 3 }, undefined, 0, 10))).toEqual([5]);
    expect(ids(index.search('shirt', { minPrice: 8, maxPrice: 12 }, 'price-asc', 0, 10))).toEqual([3, 1]);
    expect(index.search('shirt', {}, 'price-asc', 1, 2)).toEqual({ ids: [3, 1], total: 4, estimate: false });
    expect(index.search('shirt', {}, 'price-asc', 4, 2)).toEqual({ ids: [], total: 4, estimate: false });
  });

  it('corrects misspelt words to words of the names it holds now', () => {
    const index = createSearchIndex(catalogue(), 2);
    expect(index.corrected('cotten shrit')).toBe('cotton shirt');
    expect(index.corrected('jasmin')).toBe('jasmine');
    // Product 1 renamed: no name has "cotton" now; product 5 removed: none has "jasmine".
    index.upsert(row(1, 'Linen Blouse', 'អាវក្រណាត់', { soldCount: 5 }));
    index.remove(5);
    expect(index.corrected('cotten shrit')).toBe('cotten shirt');
    expect(index.corrected('jasmin')).toBeNull();
    expect(index.corrected('blose')).toBe('blouse');
  });

  it('follows changes: new sort keys in place, new names and new products, removals', () => {
    const index = createSearchIndex(catalogue(), 2);
    // A change read again changes nothing.
    expect(index.holds(catalogue()[2]!)).toBe(true);
    expect(index.holds(row(3, 'Shirt', 'អាវ', { soldCount: 500, price: 8 }))).toBe(false);
    index.upsert(row(3, 'Shirt', 'អាវ', { soldCount: 500, price: 8 }));
    expect(index.holds(row(3, 'Shirt', 'អាវ', { soldCount: 500, price: 8 }))).toBe(true);
    expect(ids(index.search('shirt', {}, 'best-selling', 0, 10))).toEqual([3, 2, 6, 1]);
    index.upsert(row(1, 'Linen Blouse', 'អាវក្រណាត់', { soldCount: 5 }));
    expect(ids(index.search('shirt', {}, undefined, 0, 10))).toEqual([3, 6, 2]);
    expect(ids(index.search('blou', {}, undefined, 0, 10))).toEqual([1]);
    expect(ids(index.search('ក្រណាត់', {}, undefined, 0, 10))).toEqual([1]);
    index.upsert(row(7, 'Shirt Box', 'ប្រអប់អាវ', { soldCount: 1_000 }));
    expect(ids(index.search('shirt', {}, undefined, 0, 10))).toEqual([3, 7, 6, 2]);
    expect(index.full).toBe(true);
    expect(() => index.upsert(row(8, 'Shirt Rack', 'ធ្នើអាវ'))).toThrow(/no spare place/);
    // A new sort key needs no place.
    index.upsert(row(7, 'Shirt Box', 'ប្រអប់អាវ', { soldCount: 0 }));
    index.remove(6);
    index.remove(6);
    // Product 7's name still starts with the text: before product 2, whatever their sales.
    expect(ids(index.search('shirt', {}, undefined, 0, 10))).toEqual([3, 7, 2]);
    expect(index.size).toBe(6);
  });

  it('lists every product in each order, filtered and paged, with exact totals up to a limit', () => {
    const index = createSearchIndex(catalogue());
    expect(index.list({}, undefined, 0, 10, 100)).toEqual({
      ids: [5, 2, 6, 4, 1, 3],
      total: 6,
      estimate: false,
    });
    expect(index.list({}, 'relevance', 0, 2, 100).ids).toEqual([5, 2]);
    expect(index.list({}, 'price-asc', 0, 10, 100).ids).toEqual([6, 3, 5, 1, 2, 4]);
    expect(index.list({}, 'price-desc', 2, 2, 100).ids).toEqual([1, 5]);
    expect(index.list({}, 'newest', 0, 3, 100).ids).toEqual([6, 5, 4]);
    expect(index.list({}, 'rating', 0, 10, 100).ids).toEqual([5, 2, 6, 1, 4, 3]);
    expect(index.list({ mainCategoryId: 1 }, 'price-asc', 0, 10, 100)).toEqual({
      ids: [6, 3, 1, 2],
      total: 4,
      estimate: false,
    });
    expect(index.list({ minPrice: 9, maxPrice: 30 }, 'price-asc', 0, 10, 100).ids).toEqual([5, 1, 2]);
    expect(index.list({ categoryId: 999 }, undefined, 0, 10, 100)).toEqual({
      ids: [],
      total: 0,
      estimate: false,
    });
    // Past `exactUpTo` matches, once the page is found, the total is estimated from the share walked.
    expect(index.list({ mainCategoryId: 1 }, 'price-asc', 0, 1, 1)).toEqual({
      ids: [6],
      total: 6,
      estimate: true,
    });
    // A product moved to another category, its names unchanged, is listed there and not here.
    index.upsert({ ...catalogue()[3]!, mainCategoryId: 3, subCategoryId: 30, categoryId: 300 });
    expect(index.list({ mainCategoryId: 3 }, 'price-asc', 0, 10, 100).ids).toEqual([5, 4]);
    expect(index.list({ categoryId: 300 }, 'price-asc', 0, 10, 100).ids).toEqual([4]);
    expect(index.list({ mainCategoryId: 2 }, 'price-asc', 0, 10, 100).ids).toEqual([]);
  });

  it('keeps every order right through changes of keys, names, new products and removals', () => {
    // A small generator with a seed: the same run every time.
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const rows = new Map<number, SearchRow>();
    const make = (id: number) =>
      row(id, `Item ${random(3)}`, `របស់ ${random(3)}`, {
        soldCount: random(20),
        price: random(10),
        rating: random(5),
        createdAt: random(1_000),
        mainCategoryId: 1 + random(2),
      });
    for (let id = 1; id <= 60; id++) rows.set(id, make(id));
    const index = createSearchIndex([...rows.values()], 200);
    const sorts = ['best-selling', 'price-asc', 'price-desc', 'newest', 'rating'] as const;
    for (let step = 0; step < 300; step++) {
      const id = 1 + random(80);
      const action = random(10);
      if (action === 0) {
        index.remove(id);
        rows.delete(id);
      } else {
        const old = rows.get(id);
        const next = old && action < 8 ? { ...old, soldCount: random(20), price: random(10) } : make(id);
        index.upsert(next);
        rows.set(id, next);
      }
      if (step % 25 !== 0) continue;
      // A category's own places, and a walk through the whole order.
      const filterings: [SearchFilters, (r: SearchRow) => boolean][] = [
        [{ mainCategoryId: 1 }, (r) => r.mainCategoryId === 1],
        [{ maxPrice: 5 }, (r) => r.price <= 5],
      ];
      for (const sort of sorts)
        for (const [filters, passes] of filterings) {
          const expected = [...rows.values()]
            .filter(passes)
            .sort(
              (a, b) =>
                ({
                  'best-selling': b.soldCount - a.soldCount || a.id - b.id,
                  'price-asc': a.price - b.price || a.id - b.id,
                  'price-desc': b.price - a.price || b.id - a.id,
                  newest: b.createdAt - a.createdAt || b.id - a.id,
                  rating: b.rating - a.rating || a.id - b.id,
                })[sort],
            )
            .map((r) => r.id);
          expect(index.list(filters, sort, 0, 100, 1_000)).toEqual({
            ids: expected,
            total: expected.length,
            estimate: false,
          });
        }
    }
  });

  it('past the most candidates ranks the best sellers and every name that starts with the text, and estimates the total', () => {
    const shirts = Array.from({ length: 400 }, (_, i) =>
      row(i + 1, `Shirt model ${i + 1}`, `អាវ ម៉ូដែល ${i + 1}`, { soldCount: i + 1 }),
    );
    shirts.push(row(401, 'Plain shirt', 'អាវធម្មតា', { soldCount: 0 }));
    // The 60 least sold are also cotton: more than the most candidates, all past the best sellers
    // that the candidates start with.
    for (let id = 1; id <= 60; id++)
      shirts[id - 1] = row(id, `Cotton shirt ${id}`, `អាវកប្បាស ${id}`, { soldCount: id });
    const index = createSearchIndex(shirts, 10, 40);
    const bestSelling = index.search('shirt', {}, 'best-selling', 0, 5);
    expect(bestSelling.ids).toEqual([400, 399, 398, 397, 396]);
    expect(bestSelling.estimate).toBe(true);
    expect(bestSelling.total).toBeGreaterThan(300);
    expect(bestSelling.total).toBeLessThan(500);
    // "Shirt model 70" sold little: beyond the candidates, but its name is the text.
    expect(index.search('shirt model 70', {}, undefined, 0, 1).ids).toEqual([70]);
    expect(index.search('shirt cotton', {}, 'best-selling', 0, 3).ids).toEqual([60, 59, 58]);
    expect(index.search('កប្បាស', {}, 'best-selling', 0, 3).ids).toEqual([60, 59, 58]);
    // Within the most, exact.
    expect(index.search('plain', {}, undefined, 0, 5)).toEqual({ ids: [401], total: 1, estimate: false });
  });

  it('past the most candidates walks the order: the same pages as ranking every match, in every sort', () => {
    // Park and Miller's generator: its products stay exact in a double.
    let seed = 11;
    const random = (n: number) => {
      seed = (seed * 16_807) % 2_147_483_647;
      return seed % n;
    };
    const brands = ['Sony', 'Sharp', 'Samsung', 'Tiger'];
    const nouns: [string, string][] = [
      ['Shirt', 'អាវយឺត'],
      ['Cooker', 'ឆ្នាំងដាំបាយ'],
      ['Kettle', 'កំសៀវ'],
      ['Speaker', 'ឧបករណ៍បំពងសំឡេង'],
    ];
    const rows = Array.from({ length: 400 }, (_, i) => {
      const [noun, nounKh] = nouns[random(nouns.length)]!;
      const brand = brands[random(brands.length)]!;
      return row(i + 1, `${brand} ${noun} ${random(30)}`, `${nounKh} ${brand}`, {
        soldCount: random(50),
        price: 1 + random(40),
        rating: random(5),
        createdAt: random(1_000),
        categoryId: 100 + random(3),
      });
    });
    rows.push(row(401, 'Sony', 'សូនី', { soldCount: 0 }));
    const index = createSearchIndex(rows, 20, 50);
    // Renamed and new products take spare places, matched one by one.
    const changed = [
      row(402, 'Sony Shirt 3', 'អាវយឺត Sony', { soldCount: 7, price: 5 }),
      { ...rows[5]!, soldCount: 99 },
    ];
    for (const next of changed) index.upsert(next);
    const all = new Map([...rows, ...changed].map((r) => [r.id, r]));
    const orders = {
      relevance: (a: SearchRow, b: SearchRow) => b.soldCount - a.soldCount || a.id - b.id,
      'best-selling': (a: SearchRow, b: SearchRow) => b.soldCount - a.soldCount || a.id - b.id,
      'price-asc': (a: SearchRow, b: SearchRow) => a.price - b.price || a.id - b.id,
      'price-desc': (a: SearchRow, b: SearchRow) => b.price - a.price || b.id - a.id,
      newest: (a: SearchRow, b: SearchRow) => b.createdAt - a.createdAt || b.id - a.id,
      rating: (a: SearchRow, b: SearchRow) => b.rating - a.rating || a.id - b.id,
    };
    for (const text of ['sony', 'sh', 'shirt', 'sony shirt', 'kettle 1', 'អាវយឺត', 'ដាំបាយ', 'sony 2'])
      for (const sort of Object.keys(orders) as (keyof typeof orders)[])
        for (const filters of [{}, { categoryId: 101 }, { maxPrice: 10 }] as SearchFilters[]) {
          const terms = searchTerms(text);
          const infix = khmerInfix(text);
          const rank = (r: SearchRow) =>
            r.nameEn.toLowerCase() === text || r.nameKh === text
              ? 2
              : r.nameEn.toLowerCase().startsWith(text) || r.nameKh.startsWith(text)
                ? 1
                : 0;
          const expected = [...all.values()]
            .filter(
              (r) =>
                (terms.every((term) => r.words.some((word) => word.startsWith(term))) ||
                  (infix !== null && r.nameKh.includes(infix))) &&
                (filters.categoryId === undefined || r.categoryId === filters.categoryId) &&
                (filters.maxPrice === undefined || r.price <= filters.maxPrice),
            )
            .sort((a, b) => (sort === 'relevance' ? rank(b) - rank(a) : 0) || orders[sort](a, b))
            .map((r) => r.id);
          for (const [offset, limit] of [
            [0, 5],
            [5, 10],
            [30, 10],
          ] as const) {
            const page = index.search(text, filters, sort, offset, limit);
            // An estimate only past the page of a walk; within 40 % here (a sample of the filters).
            const total = page.estimate
              ? Math.abs(page.total - expected.length) <= 0.4 * expected.length
              : page.total;
            expect([text, sort, filters, page.ids, total]).toEqual([
              text,
              sort,
              filters,
              expected.slice(offset, offset + limit),
              page.estimate || expected.length,
            ]);
          }
        }
  });

  it('finds Khmer text inside the pieces of the names as reading every name would, spaces included', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 16_807) % 2_147_483_647;
      return seed % n;
    };
    // Pieces that share letters and runs of them, so that a text is inside several pieces.
    const heads = ['អាវយឺត', 'អាវយឺតកប្បាស', 'ឆ្នាំងដាំបាយ', 'ដាំបាយ', 'កំសៀវអគ្គិសនី', 'អាវភ្លៀង'];
    const tails = ['ម៉ូដែល', 'កប្បាស', 'ថ្មី', 'Sony'];
    const rows = Array.from({ length: 300 }, (_, i) =>
      row(i + 1, `Item ${i + 1}`, `${heads[random(heads.length)]} ${tails[random(tails.length)]} ${i % 7}`, {
        soldCount: random(40),
        price: 1 + random(30),
      }),
    );
    // The text twice in one name, in two pieces: once in the answer.
    rows.push(row(301, 'Twice', 'អាវយឺត អាវយឺតកប្បាស', { soldCount: 3 }));
    rows.push(row(302, 'Red twice', 'ក្រហមដិត ក្រហមស្រាល', { soldCount: 1 }));
    // A small cap: "អាវ" is in more places of its pieces than four times the cap (the trigrams answer).
    const index = createSearchIndex(rows, 10, 20);
    for (const text of [
      'យឺត',
      'អាវយឺត',
      'ដាំបាយ',
      'កប្បាស',
      'អាវ',
      'បាយ ម៉ូ',
      'យឺត Sony',
      'ភ្លៀង ថ្មី 3',
      'ក្រហម',
      'ឃឃឃ',
    ])
      for (const sort of [undefined, 'best-selling', 'price-asc'] as const) {
        const expected = rows
          .filter(
            (r) =>
              r.nameKh.includes(text) || searchTerms(text).every((t) => r.words.some((w) => w.startsWith(t))),
          )
          .sort((a, b) =>
            sort === 'price-asc'
              ? a.price - b.price || a.id - b.id
              : (sort === undefined
                  ? Number(b.nameKh.startsWith(text)) - Number(a.nameKh.startsWith(text))
                  : 0) ||
                b.soldCount - a.soldCount ||
                a.id - b.id,
          )
          .map((r) => r.id);
        for (const [offset, limit] of [
          [0, 5],
          [20, 10],
        ] as const) {
          const page = index.search(text, {}, sort, offset, limit);
          const total = page.estimate
            ? Math.abs(page.total - expected.length) <= 0.4 * expected.length
            : page.total;
          expect([text, sort, page.ids, total]).toEqual([
            text,
            sort,
            expected.slice(offset, offset + limit),
            page.estimate || expected.length,
          ]);
        }
      }
  });

  it('takes the first k of many as a sort would', () => {
    const numbers = Array.from({ length: 5_000 }, (_, i) => (i * 7_919) % 1_013);
    const compare = (a: number, b: number) => b - a;
    for (const k of [0, 1, 24, 121, 2_500, 6_000])
      expect(firstK(numbers, k, compare)).toEqual([...numbers].sort(compare).slice(0, k));
  });
});
