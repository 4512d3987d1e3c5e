import { mockApi } from '@storefront/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../testing/render-app';
import { readResetState, writeResetState } from './password-reset-state';

// Lazy pages on a shared 2-CPU machine: generous waits (nothing here asserts on timing).
jest.setTimeout(30_000);
const slow = { timeout: 5000 };

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('/forget-password', () => {
  it('checks the email, asks for a code and moves on to /confirm-otp', async () => {
    const { calls } = mockApi({
      'POST /forget-password': { body: { data: { expiresInSeconds: 600, resendInSeconds: 60 } } },
    });
    const { user } = renderApp('/forget-password', null);
    const email = await screen.findByLabelText(/Email/, undefined, slow);
    await user.type(email, 'dara@example');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('Enter a valid email address, e.g. name@example.com.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.type(email, '.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/confirm-otp'));
    expect(await calls[0]!.clone().json()).toEqual({ email: 'dara@example.com' });
    expect(readResetState()?.email).toBe('dara@example.com');
  });

  it('goes on to the code when one was just sent to the same email', async () => {
    writeResetState({ email: 'dara@example.com', resendAt: Date.now() + 30_000 });
    mockApi({
      'POST /forget-password': {
        status: 429,
        body: {
          statusCode: 429,
          error: 'Too Many Requests',
          code: 'password_reset.wait',
          params: { seconds: 30 },
          message: 'Please wait 30 seconds before asking for a new code.',
        },
      },
    });
    const { user } = renderApp('/forget-password', null);
    expect(await screen.findByLabelText(/Email/, undefined, slow)).toHaveValue('dara@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/confirm-otp'));
  });
});

describe('/confirm-otp', () => {
  it('shows the email masked by the spec rule and waits out the resend cooldown', async () => {
    writeResetState({ email: 'dara.sok@example.com', resendAt: Date.now() + 60_000 });
    mockApi({});
    renderApp('/confirm-otp', null);
    expect(await screen.findByText(/da\*\*\*ok@example\.com/, undefined, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
  });

  it('shows the code error next to the field, then goes on with the reset token', async () => {
    writeResetState({ email: 'dara@example.com', resendAt: 0 });
    let attempt = 0;
    mockApi({
      'POST /confirm-otp': () => {
        attempt += 1;
        return attempt === 1
          ? {
              status: 400,
              body: {
                statusCode: 400,
                error: 'Bad Request',
                code: 'password_reset.code_wrong',
                params: { count: 4 },
                message: 'Wrong code (server wording)',
                fields: {
                  code: {
                    code: 'password_reset.code_wrong',
                    params: { count: 4 },
                    message: 'Wrong code (server wording)',
                  },
                },
              },
            }
          : { body: { data: { resetToken: 'token-123' } } };
      },
    });
    const { user } = renderApp('/confirm-otp', null);
    const code = await screen.findByLabelText(/6-digit code/, undefined, slow);
    await user.type(code, '12a3');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Enter the 6 digits of the code.')).toBeInTheDocument();
    await user.type(code, '456');
    expect(code).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('This code is not correct. 4 tries left.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/reset-password'));
    expect(readResetState()?.resetToken).toBe('token-123');
  });

  it('without an email, sends the shopper back to the start', async () => {
    mockApi({});
    renderApp('/confirm-otp', null);
    expect(await screen.findByRole('link', { name: 'Enter your email' }, slow)).toHaveAttribute(
      'href',
      '/forget-password',
    );
  });
});

describe('/reset-password', () => {
  it('sets the new password and sends the shopper to sign in', async () => {
    writeResetState({ email: 'dara@example.com', resendAt: 0, resetToken: 'token-123' });
    const { calls } = mockApi({ 'POST /reset-password': { body: { data: { signedOutSessions: 2 } } } });
    const { user } = renderApp('/reset-password', null);
    await user.type(await screen.findByLabelText('New password', undefined, slow), 'After1234');
    await user.type(screen.getByLabelText('Confirm new password'), 'After1234');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(await calls[0]!.clone().json()).toEqual({ resetToken: 'token-123', password: 'After1234' });
    expect(readResetState()).toBeNull();
  });

  it('says when the reset has expired and offers to start again', async () => {
    writeResetState({ email: 'dara@example.com', resendAt: 0, resetToken: 'old' });
    mockApi({
      'POST /reset-password': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          code: 'password_reset.expired',
          params: {},
          message: 'This password reset has expired. Please start again.',
        },
      },
    });
    const { user } = renderApp('/reset-password', null);
    await user.type(await screen.findByLabelText('New password', undefined, slow), 'After1234');
    await user.type(screen.getByLabelText('Confirm new password'), 'After1234');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(
      await screen.findByText('This password reset has expired. Please start again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start again' })).toHaveAttribute('href', '/forget-password');
  });
});
