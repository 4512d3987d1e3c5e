import { ERRORS_NAMESPACE, i18n, selectUser } from '@storefront/shared';
import khErrors from '@storefront/shared/locales/kh/errors.json';
import { mockApi } from '@storefront/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { makeUser } from '../../testing/fixtures';
import { inKhmer } from '../../testing/in-khmer';
import { renderApp } from '../../testing/render-app';

const REDIRECT_KEY = 'post-login-redirect';

beforeEach(() => window.localStorage.clear());

// Lazy pages on a shared 2-CPU machine: generous waits (nothing here asserts on timing).
jest.setTimeout(30_000);

describe('/login', () => {
  it('signs in and goes to the saved post-login path, clearing it', async () => {
    window.localStorage.setItem(REDIRECT_KEY, '/products/7?quantity=2');
    const { calls } = mockApi({ 'POST /login': { body: { data: makeUser() } } });
    const { user, store } = renderApp('/login', null);

    await user.type(
      await screen.findByLabelText('Email or phone', undefined, { timeout: 5000 }),
      ' dara@example.com ',
    );
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/products/7?quantity=2'));
    expect(window.localStorage.getItem(REDIRECT_KEY)).toBeNull();
    expect(selectUser(store.getState())?.name).toBe('Dara Sok');
    const login = calls.find((request) => request.method === 'POST');
    expect(await login!.clone().json()).toEqual({ login: 'dara@example.com', password: 'secret123' });
  });

  it('goes home after signing in when no path was saved', async () => {
    mockApi({ 'POST /login': { body: { data: makeUser() } } });
    const { user } = renderApp('/login', null);
    await user.type(
      await screen.findByLabelText('Email or phone', undefined, { timeout: 5000 }),
      '012345678',
    );
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('shows the API field messages under the fields and keeps what was typed', async () => {
    mockApi({
      'POST /login': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          code: 'request.invalid_input',
          params: {},
          message: 'Validation failed (server wording)',
          fields: {
            login: { code: 'auth.email_invalid', params: {}, message: 'Bad login (server wording)' },
            'body.password': {
              code: 'string.too_long',
              params: { count: 72 },
              message: 'Too long (server wording)',
            },
          },
        },
      },
    });
    const { user } = renderApp('/login', null);
    const login = await screen.findByLabelText('Email or phone', undefined, { timeout: 5000 });
    await user.type(login, 'dara@example');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Use at most 72 characters')).toBeInTheDocument();
    expect(screen.queryByText(/server wording/)).not.toBeInTheDocument();
    expect(login).toHaveValue('dara@example');
    expect(login).toHaveAttribute('aria-invalid', 'true');
    expect(login).toHaveAccessibleDescription('Enter a valid email address');
    expect(screen.getByLabelText('Password')).toHaveValue('secret123');
    expect(screen.queryByTestId('login-error')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('shows a wrong password (401) in an alert, in the interface language', async () => {
    mockApi({
      'POST /login': {
        status: 401,
        body: {
          statusCode: 401,
          error: 'Unauthorized',
          code: 'auth.credentials_invalid',
          params: {},
          message: 'The email/phone or password is incorrect.',
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
    const { user } = renderApp('/login', null);
    await user.type(
      await screen.findByLabelText('Email or phone', undefined, { timeout: 5000 }),
      'dara@example.com',
    );
    await user.type(screen.getByLabelText('Password'), 'wrong-pass1');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      'The email/phone or password is incorrect.',
    );
    expect(screen.getByLabelText('Email or phone')).toHaveValue('dara@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-pass1');
  });

  it('shows throttling (429) in an alert that points to waiting or resetting the password', async () => {
    mockApi({
      'POST /login': {
        status: 429,
        body: {
          statusCode: 429,
          error: 'Too Many Requests',
          code: 'auth.too_many_attempts',
          params: {},
          message: 'Too many sign-in attempts. Please wait 15 minutes and try again, or reset your password.',
        },
      },
    });
    const { user } = renderApp('/login', null);
    await user.type(
      await screen.findByLabelText('Email or phone', undefined, { timeout: 5000 }),
      'dara@example.com',
    );
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      'Too many sign-in attempts. Please wait 15 minutes and try again, or reset your password.',
    );
  });

  it('asks for both fields before calling the API', async () => {
    const { fetchMock } = mockApi({});
    const { user } = renderApp('/login', null);
    await user.click(await screen.findByRole('button', { name: 'Login' }, { timeout: 5000 }));
    expect(screen.getByText('Enter your email address or phone number.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email or phone')).toHaveFocus();
    // Only the list of social-login providers was asked for; no sign-in call.
    expect(
      fetchMock.mock.calls.map(
        ([input]) => new URL(String(input instanceof Request ? input.url : input)).pathname,
      ),
    ).toEqual(['/api/auth/providers']);
  });

  it('shows and hides the password', async () => {
    mockApi({});
    const { user } = renderApp('/login', null);
    const password = await screen.findByLabelText('Password', undefined, { timeout: 5000 });
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('name', 'password');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Show' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers the configured social logins, carrying the saved target and the login-success callback', async () => {
    window.localStorage.setItem(REDIRECT_KEY, '/checkout');
    mockApi({ 'GET /auth/providers': { body: { data: [{ id: 'google', name: 'Google' }] } } });
    renderApp('/login', null);
    const google = await screen.findByRole('link', { name: 'Continue with Google' }, { timeout: 5000 });
    const url = new URL(google.getAttribute('href')!, 'http://localhost');
    expect(url.pathname).toBe('/api/auth/google');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      redirect: '/checkout',
      callback: 'login-success',
    });
    // Only looked at, not taken: /login-success takes it after the round trip.
    expect(window.localStorage.getItem(REDIRECT_KEY)).toBe('/checkout');
  });

  it('explains a social login that came back without signing in', async () => {
    mockApi({});
    renderApp('/login?social=failed', null);
    expect(await screen.findByTestId('social-login-failed', undefined, { timeout: 5000 })).toHaveTextContent(
      'Signing in with that account did not work.',
    );
  });

  it('offers Facebook by its name and mark, in English and in Khmer', async () => {
    mockApi({ 'GET /auth/providers': { body: { data: [{ id: 'facebook', name: 'Facebook' }] } } });
    renderApp('/login', null);
    const facebook = await screen.findByRole('link', { name: 'Continue with Facebook' }, { timeout: 5000 });
    expect(new URL(facebook.getAttribute('href')!, 'http://localhost').pathname).toBe('/api/auth/facebook');
    expect(facebook.querySelector('[data-testid="FacebookIcon"]')).not.toBeNull();
    await inKhmer(() => {
      expect(screen.getByRole('link', { name: 'បន្តជាមួយ Facebook' })).toBe(facebook);
    });
  });

  it('says why a social login failed when the API names the reason, in English and in Khmer', async () => {
    mockApi({});
    renderApp('/login?social=failed&error=auth.social_email_missing', null);
    const alert = await screen.findByTestId('social-login-failed', undefined, { timeout: 5000 });
    expect(alert).toHaveTextContent(
      'That account did not give us an email address, and a Psar account needs one.',
    );
    i18n.addResourceBundle('kh', ERRORS_NAMESPACE, khErrors, true, true);
    await inKhmer(() => {
      expect(alert).toHaveTextContent('គណនីនោះមិនបានផ្តល់អាសយដ្ឋានអ៊ីមែលឱ្យយើងទេ');
    });
  });

  it('falls back to the general message for a reason it does not know', async () => {
    mockApi({});
    renderApp('/login?social=failed&error=made.up', null);
    expect(await screen.findByTestId('social-login-failed', undefined, { timeout: 5000 })).toHaveTextContent(
      'Signing in with that account did not work.',
    );
  });

  it('links to sign-up and password help', async () => {
    mockApi({});
    renderApp('/login', null);
    expect(await screen.findByRole('link', { name: 'Create an account' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/sign-up',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forget-password',
    );
  });

  it.each(['/login', '/sign-up', '/forget-password'])(
    'sends a signed-in visitor on %s to the saved path',
    async (route) => {
      window.localStorage.setItem(REDIRECT_KEY, '/checkout');
      mockApi({});
      renderApp(route, makeUser());
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout'));
      expect(window.localStorage.getItem(REDIRECT_KEY)).toBeNull();
    },
  );
});
