import { selectUser } from '@storefront/shared';
import { mockApi } from '@storefront/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { makeUser } from '../../testing/fixtures';
import { renderActivity } from '../../components/activity/render-activity';
import { renderApp } from '../../testing/render-app';

const EXPECTED = [
  ['My Account', '/account'],
  ['My Profile', '/account/profile'],
  ['Address Book', '/account/address-books'],
  ['My Payment Options', '/account/payment-options'],
  ['Wallet', '/account/wallet'],
  ['Orders', '/orders'],
  ['My Returns', '/orders/return'],
  ['My Cancellation', '/orders/cancel'],
  ['My Reviews', '/reviews'],
  ['My Wishlists & Followed stores', '/reviews/wishlists'],
];

beforeEach(() => window.localStorage.clear());

describe('account layout', () => {
  it('greets the user and lists the spec menu entries in order, then Logout', async () => {
    mockApi({});
    renderApp('/account', makeUser());

    const menu = await screen.findByRole('navigation', { name: 'Account menu' });
    expect(within(menu).getByText('Hello, Dara Sok')).toBeInTheDocument();
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(EXPECTED);
    expect(within(menu).getByRole('link', { name: 'My Account' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('marks the entry of the current page', async () => {
    mockApi({});
    renderApp('/orders/return', makeUser());
    const menu = await screen.findByRole('navigation', { name: 'Account menu' });
    expect(within(menu).getByRole('link', { name: 'My Returns' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Orders' })).not.toHaveAttribute('aria-current');
  });

  it.each([
    ['/account/wallet', 'Wallet'],
    ['/orders', 'Orders'],
    ['/orders/return', 'My Returns'],
    ['/orders/cancel', 'My Cancellation'],
    ['/reviews', 'My Reviews'],
    ['/reviews/wishlists', 'My Wishlists & Followed stores'],
  ])('shows the %s page inside the layout', async (route, title) => {
    mockApi({});
    renderActivity(route, makeUser());
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Account menu' })).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown account path', async () => {
    mockApi({});
    renderApp('/account/nothing-here', makeUser());
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });

  it('sends anonymous visitors to /login and saves the page as the way back', async () => {
    const { calls } = mockApi({});
    renderApp('/orders/return', null);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(window.localStorage.getItem('post-login-redirect')).toBe('/orders/return');
    expect(await screen.findByLabelText('Email or phone')).toBeInTheDocument();
    // Nothing of the account was asked for (the login page may ask which social logins exist).
    expect(
      calls.map((call) => new URL(call.url).pathname).filter((path) => !path.startsWith('/api/auth/')),
    ).toEqual([]);
  });

  it('logs out through the API and goes home without saving a way back', async () => {
    const { calls } = mockApi({ 'POST /logout': { status: 204, body: undefined } });
    const { user, store } = renderApp('/account/wallet', makeUser());
    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(
      calls
        .filter((call) => call.method !== 'GET')
        .map((call) => `${call.method} ${new URL(call.url).pathname}`),
    ).toEqual(['POST /api/logout']);
    expect(selectUser(store.getState())).toBeNull();
    expect(window.localStorage.getItem('post-login-redirect')).toBeNull();
    expect(await screen.findByText('Logout success')).toBeInTheDocument();
  });

  it('stays on the page when logout fails', async () => {
    mockApi({
      'POST /logout': {
        status: 500,
        body: {
          statusCode: 500,
          error: 'Internal Server Error',
          code: 'server.internal',
          params: {},
          message: 'Down',
        },
      },
    });
    const { user } = renderApp('/account', makeUser());
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logout failed. Please try again.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/account');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled();
  });
});
