import { emulateIntersectionObserver } from '@storefront/shared/testing';
import { act, screen } from '@testing-library/react';
import { productSummary } from '../../testing/fixtures';
import { renderCatalog } from '../../testing/render';
import { CARDS_AT_ONCE, ProductGrid } from './product-grid';

const products = Array.from({ length: 6 }, (_, index) =>
  productSummary({ id: index + 1, name: { en: `Product ${index + 1}`, kh: 'x' } }),
);

describe('ProductGrid', () => {
  it('shows as many placeholders as asked while loading', () => {
    renderCatalog(<ProductGrid products={undefined} loading label="Products" skeletonCount={8} />);

    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(8);
    expect(screen.getByRole('list', { name: 'Products' })).toHaveAttribute('aria-busy', 'true');
    // These wait for an answer: they pulse.
    expect(
      screen.getAllByTestId('product-card-skeleton')[0]!.querySelector('.MuiSkeleton-pulse'),
    ).not.toBeNull();
  });

  it('puts the cards in new list items rather than moving placeholders around', () => {
    const { rerender } = renderCatalog(<ProductGrid products={undefined} loading label="Products" />);
    const placeholders = screen.getAllByRole('listitem');

    rerender(<ProductGrid products={products} loading={false} label="Products" />);

    expect(screen.getAllByTestId('product-card')).toHaveLength(6);
    // A reused <li> (key 1 for placeholder 1 and for product 1) would jump to another cell: a layout shift.
    for (const placeholder of placeholders) expect(placeholder).not.toBeInTheDocument();
  });

  it('loads the first images at once and the rest lazily', () => {
    renderCatalog(<ProductGrid products={products} loading={false} label="Products" />);

    const loading = screen
      .getAllByRole('img', { name: /^Product \d$/ })
      .map((image) => image.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
  });

  it('shows the empty state when there is nothing to show', () => {
    renderCatalog(<ProductGrid products={[]} loading={false} label="Products" />);

    expect(screen.getByTestId('products-empty')).toHaveTextContent('No products found');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  describe('in a browser that reports what is near the screen', () => {
    let browser: ReturnType<typeof emulateIntersectionObserver>;
    beforeEach(() => {
      browser = emulateIntersectionObserver();
    });
    afterEach(() => browser.restore());

    it('renders the first screenful at once and the rest once the shopper scrolls near it', () => {
      const many = Array.from({ length: CARDS_AT_ONCE + 4 }, (_, index) =>
        productSummary({ id: index + 1, name: { en: `Product ${index + 1}`, kh: 'x' } }),
      );
      renderCatalog(<ProductGrid products={many} loading={false} label="Products" />);

      expect(screen.getAllByTestId('product-card')).toHaveLength(CARDS_AT_ONCE);
      expect(screen.getAllByTestId('product-card-deferred')).toHaveLength(4);
      // Nothing is loading: a placeholder waiting for the scroll stays still (a pulse restyles every frame).
      for (const placeholder of screen.getAllByTestId('product-card-deferred'))
        expect(placeholder.querySelector('.MuiSkeleton-root:not(.MuiSkeleton-pulse)')).not.toBeNull();
      expect(document.querySelector('.MuiSkeleton-pulse')).toBeNull();
      expect(browser.observed()).toHaveLength(1);

      act(() => browser.report(false));
      expect(screen.getAllByTestId('product-card')).toHaveLength(CARDS_AT_ONCE);

      act(() => browser.report(true));
      expect(screen.getAllByTestId('product-card')).toHaveLength(CARDS_AT_ONCE + 4);
      expect(screen.queryByTestId('product-card-deferred')).not.toBeInTheDocument();
    });
  });
});
