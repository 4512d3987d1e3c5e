import { emulatePhoneScreen, mockApi } from '@storefront/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { listOf, productSummary } from '../../testing/fixtures';
import { renderCatalog } from '../../testing/render';
import ProductListPage from './product-list-page';

const products = [
  productSummary({ id: 1, name: { en: 'Rice cooker', kh: 'ឆ្នាំងដាំបាយ' } }),
  productSummary({ id: 2, name: { en: 'Rice bowl', kh: 'ចានបាយ' } }),
];

function productRequests(calls: Request[]): URLSearchParams[] {
  return calls
    .filter((request) => new URL(request.url).pathname === '/api/products')
    .map((request) => new URL(request.url).searchParams);
}

function renderList(route: string) {
  return renderCatalog(<ProductListPage />, { path: '/products', route });
}

beforeAll(() => {
  window.scrollTo = jest.fn();
});

describe('ProductListPage', () => {
  it('asks the API for the filters in the URL and shows the result count', async () => {
    const { calls } = mockApi({
      'GET /products': { body: listOf(products, { total: 1234, currentPage: 2, lastPage: 52 }) },
    });
    renderList('/products?search=rice&mainCategoryId=3&subCategoryId=31&categoryId=310&type=new&page=2');

    expect(await screen.findByText('Rice cooker')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Results for “rice”');
    expect(screen.getByTestId('result-count')).toHaveTextContent('1,234 products');
    const [params] = productRequests(calls);
    expect(Object.fromEntries(params ?? [])).toEqual({
      search: 'rice',
      mainCategoryId: '3',
      subCategoryId: '31',
      categoryId: '310',
      type: 'new',
      page: '2',
      perPage: '24',
    });
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('says "About" when the total is an estimate', async () => {
    mockApi({
      'GET /products': { body: listOf(products, { total: 100000, totalIsEstimate: true, lastPage: 4167 }) },
    });
    renderList('/products');

    await waitFor(() =>
      expect(screen.getByTestId('result-count')).toHaveTextContent('About 100,000 products'),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Products');
  });

  it('moves between pages through the URL', async () => {
    const { calls } = mockApi({
      'GET /products': (request) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
        return {
          body: listOf([productSummary({ id: page, name: { en: `Item on page ${page}`, kh: 'x' } })], {
            currentPage: page,
            total: 60,
            lastPage: 3,
          }),
        };
      },
    });
    const { user } = renderList('/products?categoryId=9');
    await screen.findByText('Item on page 1');

    expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));

    expect(await screen.findByText('Item on page 2')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/products?categoryId=9&page=2');
    expect(productRequests(calls).map((params) => params.get('page'))).toEqual(['1', '2']);

    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(await screen.findByText('Item on page 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  });

  it('shows placeholders while a page loads', async () => {
    mockApi({ 'GET /products': { body: listOf(products, { total: 2 }) } });
    renderList('/products');

    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(24);
    expect(await screen.findAllByTestId('product-card')).toHaveLength(2);
    expect(screen.queryByTestId('product-card-skeleton')).not.toBeInTheDocument();
    // One page only: no pagination.
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('changes the sort order through the URL and goes back to page 1', async () => {
    const { calls } = mockApi({ 'GET /products': { body: listOf(products, { total: 60, lastPage: 3 }) } });
    const { user } = renderList('/products?search=rice&page=3');
    await screen.findByText('Rice cooker');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');

    expect(screen.getByTestId('location')).toHaveTextContent('/products?search=rice&sort=price-asc');
    await waitFor(() => expect(productRequests(calls).at(-1)?.get('sort')).toBe('price-asc'));
  });

  it('offers to clear the filters when nothing matches', async () => {
    mockApi({ 'GET /products': { body: listOf([], { total: 0, lastPage: 1 }) } });
    renderList('/products?search=unicorn');

    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.getByTestId('result-count')).toHaveTextContent('0 products');
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/products');
  });

  it('offers the first page when the URL points past the last one', async () => {
    mockApi({
      'GET /products': (request) =>
        new URL(request.url).searchParams.get('page') === '9'
          ? { body: listOf([], { currentPage: 9, total: 30, lastPage: 2 }) }
          : { body: listOf(products, { total: 30, lastPage: 2 }) },
    });
    const { user } = renderList('/products?page=9');

    await user.click(await screen.findByRole('button', { name: 'Back to page 1' }));
    expect(await screen.findByText('Rice cooker')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/products$/);
  });

  it('explains a page past the deepest one the API serves and offers the first page', async () => {
    mockApi({
      'GET /products': (request) =>
        new URL(request.url).searchParams.get('page') === '500'
          ? {
              status: 400,
              body: {
                statusCode: 400,
                error: 'Bad Request',
                code: 'catalog.page_too_deep',
                params: { max: 10000 },
                message: 'Only the first 10000 results can be shown.',
              },
            }
          : { body: listOf(products, { total: 30, lastPage: 2 }) },
    });
    const { user } = renderList('/products?search=rice&page=500');

    expect(await screen.findByText(/Only the first 10000 results can be shown/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to page 1' }));
    expect(await screen.findByText('Rice cooker')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/products\?search=rice$/);
  });

  it('offers a retry when the list cannot be loaded', async () => {
    mockApi({
      'GET /products': {
        status: 500,
        body: {
          statusCode: 500,
          error: 'Internal Server Error',
          code: 'server.internal',
          params: {},
          message: 'boom',
        },
      },
    });
    renderList('/products');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the products. Please try again.',
    );
  });
});

describe('ProductListPage facets and breadcrumbs', () => {
  const tree = [
    {
      id: 1,
      name: { en: 'Electronics', kh: 'គ្រឿងអេឡិចត្រូនិច' },
      subCategories: [
        {
          id: 11,
          name: { en: 'Phones', kh: 'ទូរស័ព្ទ' },
          subCategories: [
            { id: 111, name: { en: 'Smartphones', kh: 'ស្មាតហ្វូន' }, subCategories: [] },
            { id: 112, name: { en: 'Phone cases', kh: 'ស្រោមទូរស័ព្ទ' }, subCategories: [] },
          ],
        },
      ],
    },
  ];

  it('shows the category path as breadcrumbs and names the page after the category', async () => {
    mockApi({ 'GET /products': { body: listOf(products) }, 'GET /categories': { body: { data: tree } } });
    renderList('/products?categoryId=112');

    const crumbs = await screen.findByTestId('list-breadcrumbs');
    await waitFor(() => expect(crumbs).toHaveTextContent('Electronics'));
    expect(crumbs).toHaveTextContent('Home/Products/Electronics/Phones/Phone cases');
    expect(screen.getByRole('link', { name: 'Phones' })).toHaveAttribute(
      'href',
      '/products?mainCategoryId=1&subCategoryId=11',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Phone cases');
  });

  it('narrows to a sub-category and a price band through the URL, keeping type', async () => {
    const { calls } = mockApi({
      'GET /products': { body: listOf(products) },
      'GET /categories': { body: { data: tree } },
    });
    const { user } = renderList('/products?mainCategoryId=1&type=new&page=2');
    const facets = (await screen.findAllByTestId('facets'))[0]!;
    await user.click(await within(facets).findByRole('link', { name: 'Phones' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/products?mainCategoryId=1&subCategoryId=11&type=new',
    );

    await user.click(within(facets).getByRole('link', { name: '$10 to $25' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/products?mainCategoryId=1&subCategoryId=11&type=new&minPrice=10&maxPrice=25',
    );
    await waitFor(() => expect(productRequests(calls).at(-1)?.get('maxPrice')).toBe('25'));
  });

  it('on a phone, the facets render only once the Filters button opens them', async () => {
    const restoreScreen = emulatePhoneScreen();
    try {
      mockApi({ 'GET /products': { body: listOf(products) }, 'GET /categories': { body: { data: tree } } });
      const { user } = renderList('/products?mainCategoryId=1');
      await screen.findByText('Rice cooker');
      expect(screen.queryByTestId('facets')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Filters' }));
      const facets = await screen.findByTestId('facets');
      expect(await within(facets).findByRole('link', { name: 'Phones' })).toBeInTheDocument();
    } finally {
      restoreScreen();
    }
  });

  it('applies a custom price range and explains a wrong one next to the field', async () => {
    mockApi({ 'GET /products': { body: listOf(products) }, 'GET /categories': { body: { data: tree } } });
    const { user } = renderList('/products?search=rice');
    const facets = (await screen.findAllByTestId('facets'))[0]!;
    const min = await within(facets).findByRole('textbox', { name: 'Min ($)' });
    const max = within(facets).getByRole('textbox', { name: 'Max ($)' });
    await user.type(min, '30');
    await user.type(max, '5');
    await user.click(within(facets).getByRole('button', { name: 'Apply' }));
    expect(await within(facets).findByText('Max must be at least the min')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/products\?search=rice$/);

    await user.clear(max);
    await user.type(max, '45.5');
    await user.click(within(facets).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/products?search=rice&minPrice=30&maxPrice=45.5',
      ),
    );
  });
});
