import { selectUser } from '@storefront/shared';
import { mockApi, renderWithProviders, userFixture } from '@storefront/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import LoginSuccessPage from './login-success-page';

const user = userFixture();

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/login-success" element={<LoginSuccessPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: '/login-success' },
  );
}

describe('/login-success', () => {
  afterEach(() => {
    window.localStorage.clear();
  });

  it('signs the user in from the profile, goes to the stored redirect and clears it', async () => {
    mockApi({ 'GET /profile': { body: { data: user } } });
    window.localStorage.setItem('post-login-redirect', '/products?search=rice');
    const { store } = renderPage();
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    expect(await screen.findByTestId('where')).toHaveTextContent('/products?search=rice');
    expect(selectUser(store.getState())).toEqual(user);
    expect(window.localStorage.getItem('post-login-redirect')).toBeNull();
  });

  it('goes home when no redirect was stored', async () => {
    mockApi({ 'GET /profile': { body: { data: user } } });
    const { store } = renderPage();
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
    expect(selectUser(store.getState())).toEqual(user);
  });

  it('sends the visitor to /login when the profile cannot be loaded, keeping the stored redirect', async () => {
    mockApi({
      'GET /profile': {
        status: 401,
        body: {
          statusCode: 401,
          error: 'Unauthorized',
          code: 'auth.sign_in_required',
          params: {},
          message: 'Please sign in to continue.',
        },
      },
      'POST /refresh': {
        status: 401,
        body: {
          statusCode: 401,
          error: 'Unauthorized',
          code: 'auth.sign_in_required',
          params: {},
          message: 'Please sign in to continue.',
        },
      },
    });
    window.localStorage.setItem('post-login-redirect', '/account/wallet');
    const { store } = renderPage();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/login$/));
    expect(selectUser(store.getState())).toBeNull();
    // Still there for the next, successful login.
    expect(window.localStorage.getItem('post-login-redirect')).toBe('/account/wallet');
  });
});
