import { mockApi } from '@storefront/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { product, user } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

const shirt = product({
  id: 7,
  price: 20,
  discount: 10,
  variants: [
    { id: 71, attributes: { color: 'Red', size: 'M' }, stock: 10, price: 22 },
    { id: 72, attributes: { color: 'Blue', size: 'M' }, stock: 0, price: 20 },
  ],
  deliveryFee: 2,
  deliveryConditions: [
    { minimumQuantity: 2, totalFee: null, perUnitFee: 1 },
    { minimumQuantity: 5, totalFee: 4, perUnitFee: null },
  ],
});

function path(id: number | string, quantity: number, attributes: Record<string, string>) {
  const params = new URLSearchParams({ quantity: String(quantity), attributes: JSON.stringify(attributes) });
  return `/checkout/${id}?${params.toString()}`;
}

describe('/checkout/:id buy-now page', () => {
  it('shows the chosen variant, unit price, line total and delivery fee', async () => {
    mockApi({ 'GET /products/7': { body: { data: shirt } } });
    renderApp(path(7, 3, { size: 'M', color: 'Red' }), user);

    expect(await screen.findByTestId('buy-now-item')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cotton T-shirt' })).toHaveAttribute('href', '/products/7');
    expect(screen.getByTestId('buy-now-variant')).toHaveTextContent('Color: Red · Size: M');
    expect(screen.getByTestId('quantity-value')).toHaveTextContent('3');
    // Variant price $22 less the product's 10% discount.
    expect(screen.getByTestId('buy-now-unit-price')).toHaveTextContent('$19.80');
    expect(screen.getByTestId('buy-now-line-total')).toHaveTextContent('$59.40');
    // Condition "from 2": $1 per unit × 3.
    expect(screen.getByTestId('buy-now-delivery-fee')).toHaveTextContent('$3.00');
    expect(screen.getByTestId('buy-now-total')).toHaveTextContent('$62.40');
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
  });

  it('recomputes the totals when the quantity changes', async () => {
    mockApi({ 'GET /products/7': { body: { data: shirt } } });
    const { user: events } = renderApp(path(7, 4, { color: 'Red', size: 'M' }), user);

    await screen.findByTestId('buy-now-item');
    expect(screen.getByTestId('buy-now-delivery-fee')).toHaveTextContent('$4.00');
    await events.click(screen.getByRole('button', { name: 'Increase quantity of Cotton T-shirt' }));
    // Condition "from 5": a flat $4.
    await waitFor(() => expect(screen.getByTestId('quantity-value')).toHaveTextContent('5'));
    expect(screen.getByTestId('buy-now-line-total')).toHaveTextContent('$99.00');
    expect(screen.getByTestId('buy-now-delivery-fee')).toHaveTextContent('$4.00');
    expect(screen.getByTestId('location')).toHaveTextContent('quantity=5');
  });

  it('uses the default delivery fee and the product price for a product without variants', async () => {
    mockApi({ 'GET /products/9': { body: { data: product({ id: 9, price: 12.5, discount: 0 }) } } });
    renderApp('/checkout/9?quantity=2', user);

    await screen.findByTestId('buy-now-item');
    expect(screen.getByTestId('buy-now-line-total')).toHaveTextContent('$25.00');
    // Default $1.50 × 2.
    expect(screen.getByTestId('buy-now-delivery-fee')).toHaveTextContent('$3.00');
    expect(screen.getByTestId('buy-now-total')).toHaveTextContent('$28.00');
  });

  it('warns when the chosen options match no variant', async () => {
    mockApi({ 'GET /products/7': { body: { data: shirt } } });
    renderApp(path(7, 1, { color: 'Green' }), user);

    expect(
      await screen.findByText('The chosen options are not available for this product.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('buy-now-total')).not.toBeInTheDocument();
  });

  it('shows a not-found state for an unknown product', async () => {
    mockApi({
      'GET /products/999': {
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: 'Product not found' },
      },
    });
    renderApp('/checkout/999?quantity=1', user);
    expect(await screen.findByTestId('buy-now-not-found')).toBeInTheDocument();
  });

  it('shows a not-found state for a malformed id without calling the API', async () => {
    const { fetchMock } = mockApi({});
    renderApp('/checkout/abc', user);
    expect(await screen.findByTestId('buy-now-not-found')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends anonymous visitors to /login', async () => {
    mockApi({});
    renderApp('/checkout/7?quantity=2', null);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(window.localStorage.getItem('post-login-redirect')).toBe('/checkout/7?quantity=2');
  });
});
