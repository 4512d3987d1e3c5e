import {
  EMPTY_FILTERS,
  filtersFromSearchParams,
  hasNarrowingFilters,
  listParams,
  searchParamsFromFilters,
  withFilters,
  type ProductFilters,
} from './product-filters';

const full: ProductFilters = {
  search: 'rice cooker',
  mainCategoryId: 1,
  subCategoryId: 12,
  categoryId: 123,
  type: 'new',
  sort: 'price-asc',
  minPrice: 5,
  maxPrice: 49.99,
  page: 3,
};

describe('filtersFromSearchParams', () => {
  it('reads every filter from the query string', () => {
    const params = new URLSearchParams(
      'search=rice+cooker&mainCategoryId=1&subCategoryId=12&categoryId=123&type=new&sort=price-asc&minPrice=5&maxPrice=49.99&page=3',
    );
    expect(filtersFromSearchParams(params)).toEqual(full);
  });

  it('gives empty filters on page 1 for an empty query', () => {
    expect(filtersFromSearchParams(new URLSearchParams())).toEqual(EMPTY_FILTERS);
  });

  it('treats malformed values as absent', () => {
    const params = new URLSearchParams(
      'mainCategoryId=abc&subCategoryId=-2&categoryId=1.5&sort=cheapest&minPrice=-1&maxPrice=lots&page=0',
    );
    expect(filtersFromSearchParams(params)).toEqual(EMPTY_FILTERS);
  });

  it('trims search text and falls back to page 1 for a non-number page', () => {
    const filters = filtersFromSearchParams(new URLSearchParams('search=%20%20lamp%20&page=two'));
    expect(filters.search).toBe('lamp');
    expect(filters.page).toBe(1);
  });
});

describe('searchParamsFromFilters', () => {
  it('writes keys in a fixed order and leaves out absent values and page 1', () => {
    expect(searchParamsFromFilters({ ...EMPTY_FILTERS, categoryId: 9, search: 'fan' }).toString()).toBe(
      'search=fan&categoryId=9',
    );
    expect(searchParamsFromFilters(EMPTY_FILTERS).toString()).toBe('');
  });

  it('round-trips every filter through the URL', () => {
    expect(filtersFromSearchParams(searchParamsFromFilters(full))).toEqual(full);
    expect(filtersFromSearchParams(searchParamsFromFilters(EMPTY_FILTERS))).toEqual(EMPTY_FILTERS);
  });

  it('round-trips Khmer search text and special characters', () => {
    const filters = { ...EMPTY_FILTERS, search: 'អាវ & shirt #1 / 50%' };
    const url = searchParamsFromFilters(filters).toString();
    expect(filtersFromSearchParams(new URLSearchParams(url))).toEqual(filters);
  });

  it('normalises a query string: parse then write drops junk and orders keys', () => {
    const messy = new URLSearchParams('page=1&utm_source=x&categoryId=7&search=tea&sort=bogus');
    expect(searchParamsFromFilters(filtersFromSearchParams(messy)).toString()).toBe(
      'search=tea&categoryId=7',
    );
  });
});

describe('withFilters', () => {
  it('goes back to page 1 when anything but the page changes', () => {
    expect(withFilters(full, { sort: 'newest' })).toEqual({ ...full, sort: 'newest', page: 1 });
  });

  it('keeps the other filters when only the page changes', () => {
    expect(withFilters(full, { page: 4 })).toEqual({ ...full, page: 4 });
  });
});

describe('hasNarrowingFilters and listParams', () => {
  it('counts search, categories, type and price as narrowing, but not sort or page', () => {
    expect(hasNarrowingFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasNarrowingFilters({ ...EMPTY_FILTERS, sort: 'newest', page: 2 })).toBe(false);
    expect(hasNarrowingFilters({ ...EMPTY_FILTERS, type: 'new' })).toBe(true);
    expect(hasNarrowingFilters({ ...EMPTY_FILTERS, minPrice: 0 })).toBe(true);
  });

  it('adds the page size to the filters', () => {
    expect(listParams(full, 24)).toEqual({ ...full, perPage: 24 });
  });
});
