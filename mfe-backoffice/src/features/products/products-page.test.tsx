import { mockApi } from '@storefront/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '../../testing/render-screen';
import ProductsPage from './products-page';
import { categoryTree, page, productRow } from './test-fixtures';

jest.setTimeout(20_000);

const rows = [
  productRow(),
  productRow({
    id: 13,
    name: { en: 'Clay pot', kh: 'ឆ្នាំងដី' },
    price: 4,
    stock: 1,
    lowStock: true,
    published: false,
  }),
];

const listCalls = (calls: Request[]) =>
  calls
    .filter((call) => new URL(call.url).pathname === '/api/backoffice/products')
    .map((call) => new URL(call.url).search);

describe('ProductsPage', () => {
  it('shows the table with price, stock, low-stock mark and published state', async () => {
    mockApi({
      'GET /categories': { body: { data: categoryTree } },
      'GET /backoffice/products': { body: page(rows) },
    });
    renderScreen(<ProductsPage />, { role: 'catalog_manager', path: '/backoffice/products' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    const [scarf, pot] = await screen.findAllByTestId('product-row');
    expect(within(scarf!).getByRole('link', { name: 'Silk scarf' })).toHaveAttribute(
      'href',
      '/backoffice/products/12',
    );
    expect(scarf).toHaveTextContent('$12.50');
    expect(scarf).toHaveTextContent('Published');
    expect(within(scarf!).queryByTestId('low-stock-mark')).not.toBeInTheDocument();
    expect(pot).toHaveTextContent('$4.00');
    expect(pot).toHaveTextContent('Unpublished');
    expect(within(pot!).getByTestId('low-stock-mark')).toHaveTextContent('Low stock');
    expect(screen.getByTestId('products-count')).toHaveTextContent('2 products');
    expect(screen.getByRole('link', { name: 'New product' })).toHaveAttribute(
      'href',
      '/backoffice/products/new',
    );
    expect(screen.getByRole('link', { name: 'Bulk edit' })).toHaveAttribute(
      'href',
      '/backoffice/products/bulk',
    );
  });

  it('sends the search and filters to the API and opens a row in the editor', async () => {
    const { calls } = mockApi({
      'GET /categories': { body: { data: categoryTree } },
      'GET /backoffice/products': { body: page(rows) },
    });
    const { user } = renderScreen(<ProductsPage />, { role: 'owner', path: '/backoffice/products' });
    await screen.findAllByTestId('product-row');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'SC-RED');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(listCalls(calls)).toContain('?search=SC-RED&page=1&perPage=25'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Published' }), 'Unpublished only');
    await user.click(screen.getByRole('switch', { name: 'Low stock only' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Category' }),
      String(categoryTree[0]!.subCategories[0]!.id),
    );
    await waitFor(() =>
      expect(listCalls(calls)).toContain(
        '?search=SC-RED&published=false&lowStock=true&categoryId=10&page=1&perPage=25',
      ),
    );

    await user.click((await screen.findAllByTestId('product-row'))[1]!);
    expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/backoffice/products/13');
  });

  it('hides the write actions from roles that only read the catalogue', async () => {
    mockApi({
      'GET /categories': { body: { data: categoryTree } },
      'GET /backoffice/products': { body: page([]) },
    });
    renderScreen(<ProductsPage />, { role: 'support_agent', path: '/backoffice/products' });
    expect(await screen.findByTestId('products-empty')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New product' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bulk edit' })).not.toBeInTheDocument();
  });
});
