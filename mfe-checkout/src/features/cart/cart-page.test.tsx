import { mockApi } from '@storefront/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { cartItem, listOf, summary, user } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

const items = [
  cartItem({
    id: 1,
    quantity: 2,
    attributes: { color: 'Red', size: 'M' },
    product: summary({ id: 7, price: 20, discount: 10 }),
  }),
  cartItem({
    id: 2,
    quantity: 1,
    product: summary({ id: 8, name: { en: 'Rice cooker', kh: 'ឆ្នាំងដាំបាយ' }, price: 35.5, discount: 0 }),
  }),
];

describe('/checkout cart page', () => {
  it('lists the cart lines with attributes, unit prices and the subtotal', async () => {
    mockApi({ 'GET /carts': { body: listOf(items) } });
    renderApp('/checkout', user);

    const lines = await screen.findAllByTestId('cart-line');
    expect(lines).toHaveLength(2);
    const [first, second] = lines as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Cotton T-shirt' })).toHaveAttribute(
      'href',
      '/products/7',
    );
    expect(within(first).getByText('Color: Red · Size: M')).toBeInTheDocument();
    expect(within(first).getByTestId('cart-line-unit-price')).toHaveTextContent('$18.00');
    expect(within(first).getByTestId('cart-line-total')).toHaveTextContent('$36.00');
    expect(within(second).getByTestId('cart-line-unit-price')).toHaveTextContent('$35.50');
    // 2 × $18.00 + 1 × $35.50
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$71.50');
    expect(screen.getByText('Subtotal (3 items)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
    expect(screen.getByText('Checkout opens soon')).toBeInTheDocument();
  });

  it('changes a quantity and removes a line through the cart api', async () => {
    const { calls } = mockApi({
      'GET /carts': { body: listOf(items) },
      'PUT /carts/1': { body: { data: { ...items[0], quantity: 3 } } },
      'DELETE /carts/2': { status: 204, body: undefined },
    });
    const { user: events } = renderApp('/checkout', user);

    await screen.findAllByTestId('cart-line');
    await events.click(screen.getByRole('button', { name: 'Increase quantity of Cotton T-shirt' }));
    await waitFor(() => expect(calls.some((request) => request.method === 'PUT')).toBe(true));
    const put = calls.find((request) => request.method === 'PUT');
    expect(new URL(put!.url).pathname).toBe('/api/carts/1');
    expect(await put!.clone().json()).toEqual({ quantity: 3 });
    expect(await screen.findByText('update cart success')).toBeInTheDocument();

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove Rice cooker from cart' })).toBeEnabled(),
    );
    await events.click(screen.getByRole('button', { name: 'Remove Rice cooker from cart' }));
    await waitFor(() => expect(calls.some((request) => request.method === 'DELETE')).toBe(true));
    expect(new URL(calls.find((request) => request.method === 'DELETE')!.url).pathname).toBe('/api/carts/2');
  });

  it('does not go below one with the stepper', async () => {
    mockApi({ 'GET /carts': { body: listOf([items[1]!]) } });
    renderApp('/checkout', user);
    await screen.findByTestId('cart-line');
    expect(screen.getByRole('button', { name: 'Decrease quantity of Rice cooker' })).toBeDisabled();
  });

  it('shows the empty state with a link home', async () => {
    mockApi({ 'GET /carts': { body: listOf([]) } });
    renderApp('/checkout', user);
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  });

  it('sends anonymous visitors to /login and remembers the cart as the way back', async () => {
    const { fetchMock } = mockApi({});
    renderApp('/checkout', null);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(window.localStorage.getItem('post-login-redirect')).toBe('/checkout');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
