import { selectUser } from '@storefront/shared';
import { mockApi } from '@storefront/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { makeUser } from '../../testing/fixtures';
import { inKhmer } from '../../testing/in-khmer';
import { renderApp } from '../../testing/render-app';

// Lazy pages on a shared 2-CPU machine: generous waits (nothing here asserts on timing).
jest.setTimeout(30_000);

describe('/account/profile', () => {
  it("warns while the shopper has no phone, with the spec's words", async () => {
    renderApp('/account/profile', makeUser({ phone: null }));
    expect(
      await screen.findByTestId('profile-phone-warning', undefined, { timeout: 5000 }),
    ).toHaveTextContent('Please complete your profile by adding your phone number.');
  });

  it('shows no warning once there is a phone', async () => {
    renderApp(
      '/account/profile',
      makeUser({ phone: '+85512987654', gender: 'female', birthday: '1990-05-17' }),
    );
    expect(await screen.findByText('+85512987654', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Female')).toBeInTheDocument();
    expect(screen.getByText('May 17, 1990')).toBeInTheDocument();
    expect(screen.queryByTestId('profile-phone-warning')).toBeNull();
  });

  it("writes the birthday with the app's Khmer date words in the Khmer interface", async () => {
    renderApp('/account/profile', makeUser({ phone: '+85512987654', birthday: '1990-05-17' }));
    expect(await screen.findByText('May 17, 1990', undefined, { timeout: 5000 })).toBeInTheDocument();
    await inKhmer(() => {
      expect(screen.getByText('១៧ ឧសភា ១៩៩០')).toBeInTheDocument();
    });
  });
});

describe('/account/profile/edit', () => {
  it('refuses a phone that is not Cambodian before sending', async () => {
    const { calls } = mockApi({});
    const { user } = renderApp('/account/profile/edit', makeUser());
    await user.type(await screen.findByRole('textbox', { name: 'Phone' }), '+1 202 555 0100');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Enter a Cambodian phone number, e.g. +855 12 345 678 or 012 345 678.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('saves, updates the signed-in user and shows the server field message when refused', async () => {
    let attempt = 0;
    const { calls } = mockApi({
      'PUT /profile': () => {
        attempt += 1;
        return attempt === 1
          ? {
              status: 409,
              body: {
                statusCode: 409,
                error: 'Conflict',
                code: 'auth.phone_taken',
                params: {},
                message: 'Phone taken (server wording)',
                fields: {
                  phone: { code: 'auth.phone_taken', params: {}, message: 'Phone taken (server wording)' },
                },
              },
            }
          : { body: { data: makeUser({ name: 'Dara Sok', phone: '+85512987654' }) } };
      },
    });
    const { user, store } = renderApp('/account/profile/edit', makeUser());
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    await user.type(phone, '012 987 654');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('This phone number belongs to another account.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(phone).toHaveValue('012 987 654');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/profile'));
    expect(selectUser(store.getState())?.phone).toBe('+85512987654');
    expect(await calls[0]!.clone().json()).toEqual({
      name: 'Dara Sok',
      phone: '012 987 654',
      birthday: '',
      gender: '',
    });
  });
});

describe('/account/profile/change-password', () => {
  it('checks the rules and the confirmation, then sends current and new password only', async () => {
    const { calls } = mockApi({ 'PUT /profile/password': { body: { data: { signedOutSessions: 2 } } } });
    const { user } = renderApp('/account/profile/change-password', makeUser());
    await user.type(
      await screen.findByLabelText('Current password', undefined, { timeout: 5000 }),
      'Original1',
    );
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'different');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Use at least 8 characters, with a letter and a digit.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Replaced22');
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'Replaced22');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/profile'));
    expect(await calls[0]!.clone().json()).toEqual({
      currentPassword: 'Original1',
      newPassword: 'Replaced22',
    });
  });

  it('lets an account made by a social login set its first password without a current one', async () => {
    const { calls } = mockApi({ 'PUT /profile/password': { body: { data: { signedOutSessions: 0 } } } });
    const { user } = renderApp('/account/profile/change-password', makeUser({ hasPassword: false }));
    await user.type(await screen.findByLabelText('New password', undefined, { timeout: 5000 }), 'Replaced22');
    expect(screen.queryByLabelText('Current password')).toBeNull();
    await user.type(screen.getByLabelText('Confirm new password'), 'Replaced22');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(await calls[0]!.clone().json()).toEqual({ currentPassword: '', newPassword: 'Replaced22' });
  });

  it('shows a wrong current password next to its field', async () => {
    mockApi({
      'PUT /profile/password': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          code: 'profile.current_password_wrong',
          params: {},
          message: 'Wrong password (server wording)',
          fields: {
            currentPassword: {
              code: 'profile.current_password_wrong',
              params: {},
              message: 'Wrong password (server wording)',
            },
          },
        },
      },
    });
    const { user } = renderApp('/account/profile/change-password', makeUser());
    await user.type(
      await screen.findByLabelText('Current password', undefined, { timeout: 5000 }),
      'Wrong1234',
    );
    await user.type(screen.getByLabelText('New password'), 'Replaced22');
    await user.type(screen.getByLabelText('Confirm new password'), 'Replaced22');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Your current password is not correct.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveValue('Wrong1234');
  });
});
