import { mockApi } from '@storefront/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { makeUser } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

beforeEach(() => window.localStorage.clear());

// Lazy pages on a shared 2-CPU machine: generous waits (nothing here asserts on timing).
jest.setTimeout(30_000);

describe('/sign-up', () => {
  it('checks the form on the client before calling the API', async () => {
    const { fetchMock } = mockApi({});
    const { user } = renderApp('/sign-up', null);

    await user.type(await screen.findByLabelText('Email', undefined, { timeout: 5000 }), 'dara@example');
    await user.type(screen.getByLabelText('Password'), 'short1');
    await user.type(screen.getByLabelText('Confirm password'), 'short2');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(screen.getByText('Enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address, e.g. name@example.com.')).toBeInTheDocument();
    expect(screen.getByText('Use at least 8 characters, with a letter and a digit.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(screen.getByText('Please accept the terms to continue.')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveValue('dara@example');
    expect(fetchMock).not.toHaveBeenCalled();

    // Once shown, the messages follow the typing.
    await user.type(screen.getByLabelText('Full name'), 'Dara');
    expect(screen.queryByText('Enter your name.')).not.toBeInTheDocument();
  });

  it('signs up, leaving out an empty phone, and goes to the saved path', async () => {
    window.localStorage.setItem('post-login-redirect', '/account');
    const { calls } = mockApi({ 'POST /sign-up': { status: 201, body: { data: makeUser() } } });
    const { user } = renderApp('/sign-up', null);

    await user.type(await screen.findByLabelText('Full name', undefined, { timeout: 5000 }), 'Dara Sok');
    await user.type(screen.getByLabelText('Email'), 'dara@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'secret123');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Use/ }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account'));
    const request = calls.find((call) => call.method === 'POST');
    expect(await request!.clone().json()).toEqual({
      name: 'Dara Sok',
      email: 'dara@example.com',
      password: 'secret123',
    });
  });

  it('shows the API field messages and keeps every value', async () => {
    mockApi({
      'POST /sign-up': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          code: 'auth.email_taken',
          params: {},
          message: 'Taken (server wording)',
          fields: {
            email: { code: 'auth.email_taken_sign_in', params: {}, message: 'E-mail taken (server wording)' },
            phone: { code: 'auth.phone_taken', params: {}, message: 'Phone taken (server wording)' },
          },
        },
      },
    });
    const { user } = renderApp('/sign-up', null);
    await user.type(await screen.findByLabelText('Full name', undefined, { timeout: 5000 }), 'Dara Sok');
    await user.type(screen.getByLabelText('Email'), 'dara@example.com');
    await user.type(screen.getByLabelText('Phone (optional)'), '012 345 678');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'secret123');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Use/ }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(
      await screen.findByText('An account with this email already exists. Sign in instead?'),
    ).toBeInTheDocument();
    expect(screen.getByText('This phone number belongs to another account.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Full name')).toHaveValue('Dara Sok');
    expect(screen.getByLabelText('Phone (optional)')).toHaveValue('012 345 678');
    expect(screen.getByLabelText('Password')).toHaveValue('secret123');

    await user.type(screen.getByLabelText('Email'), 'x');
    expect(
      screen.queryByText('An account with this email already exists. Sign in instead?'),
    ).not.toBeInTheDocument();
  });

  it('shows other failures in an alert', async () => {
    mockApi({
      'POST /sign-up': {
        status: 500,
        body: {
          statusCode: 500,
          error: 'Internal Server Error',
          code: 'server.internal',
          params: {},
          message: '',
        },
      },
    });
    const { user } = renderApp('/sign-up', null);
    await user.type(await screen.findByLabelText('Full name', undefined, { timeout: 5000 }), 'Dara Sok');
    await user.type(screen.getByLabelText('Email'), 'dara@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'secret123');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Use/ }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByTestId('sign-up-error')).toHaveTextContent(
      'Something went wrong on our side. Please try again.',
    );
  });

  it('shows the password rules ticking as the shopper types, and refuses a foreign phone', async () => {
    const { fetchMock } = mockApi({});
    const { user } = renderApp('/sign-up', null);
    await user.type(await screen.findByLabelText('Password', undefined, { timeout: 5000 }), 'abc');
    const rules = screen.getByRole('list', { name: 'Password rules' });
    expect(Array.from(rules.querySelectorAll('li')).map((rule) => rule.getAttribute('data-met'))).toEqual([
      'false',
      'true',
      'false',
    ]);
    await user.type(screen.getByLabelText('Password'), '12345');
    expect(Array.from(rules.querySelectorAll('li')).map((rule) => rule.getAttribute('data-met'))).toEqual([
      'true',
      'true',
      'true',
    ]);
    await user.type(screen.getByLabelText('Phone (optional)'), '+1 202 555 0100');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(
      screen.getByText('Enter a Cambodian phone number, e.g. +855 12 345 678 or 012 345 678.'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names every input for the browser and password managers', async () => {
    mockApi({});
    renderApp('/sign-up', null);
    await screen.findByLabelText('Full name', undefined, { timeout: 5000 });
    const names = Array.from(document.querySelectorAll('form input')).map((input) =>
      input.getAttribute('name'),
    );
    expect(names).toEqual(['name', 'email', 'phone', 'password', 'confirmPassword', 'terms']);
  });
});
