import { mockApi } from '@storefront/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { makeOrder } from '../../components/activity/fixtures';
import { listBody, renderActivity } from '../../components/activity/render-activity';
import { makeUser } from '../../testing/fixtures';

const ordersCalls = (calls: Request[]) =>
  calls
    .filter((call) => new URL(call.url).pathname === '/api/orders')
    .map((call) => new URL(call.url).search);

describe('/orders', () => {
  it('lists the orders with their status and a link to each, and has the seven tabs', async () => {
    mockApi({
      'GET /orders': {
        body: listBody([makeOrder(), makeOrder({ id: 41, number: 'PS-000041', status: 'delivered' })]),
      },
    });
    renderActivity('/orders', makeUser());

    const cards = await screen.findAllByTestId('order-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Order PS-000042')).toBeInTheDocument();
    expect(within(cards[0]!).getByTestId('order-status')).toHaveTextContent('To ship');
    expect(within(cards[0]!).getByText('$26.50')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('link', { name: 'View details of order PS-000041' })).toHaveAttribute(
      'href',
      '/orders/41',
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'To pay',
      'To ship',
      'To receive',
      'Completed',
      'Cancelled',
      'Returned',
    ]);
  });

  it('asks the API for the status of the chosen tab', async () => {
    const { calls } = mockApi({ 'GET /orders': { body: listBody([makeOrder()]) } });
    const { user } = renderActivity('/orders', makeUser());
    await screen.findAllByTestId('order-card');
    await user.click(screen.getByRole('tab', { name: 'To receive' }));
    await waitFor(() => expect(ordersCalls(calls)).toContain('?status=shipping&page=1'));
    expect(screen.getByTestId('location')).toHaveTextContent('/orders?tab=toReceive');
    expect(screen.getByRole('tab', { name: 'To receive' })).toHaveAttribute('aria-selected', 'true');
  });

  it('pages through the orders', async () => {
    const { calls } = mockApi({
      'GET /orders': (request) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return {
          body: listBody([makeOrder({ id: page, number: `PS-00000${page}` })], { page, lastPage: 3 }),
        };
      },
    });
    const { user } = renderActivity('/orders?tab=completed', makeUser());
    await screen.findByText('Order PS-000001');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Order PS-000002')).toBeInTheDocument();
    expect(ordersCalls(calls)).toContain('?status=delivered&page=2');
  });

  it('says so when there are no orders', async () => {
    mockApi({ 'GET /orders': { body: listBody([]) } });
    renderActivity('/orders', makeUser());
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('You have not placed any orders yet.');
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/products');
  });

  it('shows the error with a retry that loads again', async () => {
    let fail = true;
    mockApi({
      'GET /orders': () =>
        fail
          ? {
              status: 500,
              body: {
                statusCode: 500,
                error: 'Internal Server Error',
                code: 'server.internal',
                params: {},
                message: 'Database is down',
              },
            }
          : { body: listBody([makeOrder()]) },
    });
    const { user } = renderActivity('/orders', makeUser());
    expect(await screen.findByTestId('error-state')).toHaveTextContent(
      'Something went wrong on our side. Please try again.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('order-card')).toBeInTheDocument();
  });

  it('goes to the last page from a page past the end instead of saying there are no orders', async () => {
    const { calls } = mockApi({
      'GET /orders': (request) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return {
          body:
            page === 2
              ? listBody([makeOrder({ id: 7, number: 'PS-000007' })], { page: 2, lastPage: 2 })
              : listBody([], { page, lastPage: 2 }),
        };
      },
    });
    renderActivity('/orders?tab=toShip&page=99', makeUser());
    expect(await screen.findByText('Order PS-000007')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/orders?tab=toShip&page=2');
    expect(screen.queryByTestId('empty-state')).not.toBeInTheDocument();
    expect(ordersCalls(calls)).toEqual(['?status=to_ship&page=99', '?status=to_ship&page=2']);
  });
});
