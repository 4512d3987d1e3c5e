import { mockApi, renderWithProviders } from '@storefront/shared/testing';
import { act, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import { SearchBox } from './search-box';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderBox(route: string, withBrand = true) {
  return renderWithProviders(
    <>
      <SearchBox withBrand={withBrand} />
      <Link to="/products?search=silk">silk</Link>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { route },
  );
}

describe('SearchBox', () => {
  beforeEach(() => {
    mockApi({});
  });

  it('is pre-filled from the current search parameter and follows it', async () => {
    const { user } = renderBox('/products?search=kampot%20pepper&mainCategoryId=1');
    const box = screen.getByRole('searchbox', { name: 'Search Psar' });
    expect(box).toHaveValue('kampot pepper');
    await user.click(screen.getByRole('link', { name: 'silk' }));
    expect(box).toHaveValue('silk');
  });

  it('is empty without a search parameter, and says "Search" without the brand in the footer', () => {
    renderBox('/', false);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('placeholder', 'Search');
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('keeps what the shopper clears while the results page it asked for is still loading', async () => {
    let showResults = () => undefined as void;
    const ResultsPage = lazy(
      () =>
        new Promise<{ default: () => null }>((resolve) => {
          showResults = () => resolve({ default: () => null });
        }),
    );
    const { user } = renderWithProviders(
      <>
        <SearchBox />
        <Suspense fallback={null}>
          <Routes>
            <Route path="/products" element={<ResultsPage />} />
            <Route path="*" element={null} />
          </Routes>
        </Suspense>
      </>,
      { route: '/' },
    );
    const box = screen.getByRole('searchbox', { name: 'Search Psar' });
    await user.type(box, 'silk{Enter}');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await act(async () => showResults());
    expect(box).toHaveValue('');
  });

  it('is clearable', async () => {
    const { user } = renderBox('/products?search=rice');
    const box = screen.getByRole('searchbox', { name: 'Search Psar' });
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    // Clearing does not navigate by itself.
    expect(screen.getByTestId('where')).toHaveTextContent('/products?search=rice');
  });

  it('submits the trimmed text to /products?search=…, with the search button or Enter', async () => {
    const { user } = renderBox('/');
    const box = screen.getByRole('searchbox', { name: 'Search Psar' });
    await user.type(box, '  silk & scarves ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/products?search=silk+%26+scarves');
    await user.clear(box);
    await user.type(box, 'rice{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/products\?search=rice$/);
  });

  it('an empty search goes to the whole product list', async () => {
    const { user } = renderBox('/products?search=rice');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/products$/);
  });

  it("carries the current query's type (spec section 2), as the script and as a plain form", async () => {
    const { user } = renderBox('/products?type=flash&search=x');
    const box = screen.getByRole('searchbox', { name: 'Search Psar' });
    expect(screen.getByRole('search')).toHaveFormValues({ search: 'x', type: 'flash' });
    await user.clear(box);
    await user.type(box, 'rice{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/products\?search=rice&type=flash$/);
  });

  it('adds no type where the current query has none', () => {
    renderBox('/products?search=x');
    expect(screen.getByRole('search')).toHaveFormValues({ search: 'x' });
    expect(document.querySelector('input[name="type"]')).toBeNull();
  });
});
