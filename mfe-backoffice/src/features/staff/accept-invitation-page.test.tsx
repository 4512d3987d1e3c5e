import { selectUser } from '@storefront/shared';
import { mockApi, userFixture } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import { renderScreen } from '../../testing/render-screen';
import AcceptInvitationPage from './accept-invitation-page';

const TOKEN = 'tok_123';
const PATH = '/backoffice/accept-invitation';
const ROUTE = `${PATH}?token=${TOKEN}`;
const preview = (accountExists: boolean) => ({
  body: { data: { email: 'vanna@psar.test', role: 'support_agent', accountExists } },
});
const staffUser = userFixture({ id: 8, name: 'Vanna Sok', email: 'vanna@psar.test', role: 'support_agent' });

describe('AcceptInvitationPage', () => {
  jest.setTimeout(20_000);

  it('says clearly when the link is invalid or expired', async () => {
    mockApi({
      'POST /staff-invitations/lookup': {
        status: 404,
        body: {
          statusCode: 404,
          error: 'Not Found',
          code: 'staff.invitation_invalid',
          params: {},
          message: 'x',
        },
      },
    });
    renderScreen(<AcceptInvitationPage />, { path: PATH, route: ROUTE, user: null });
    expect(await screen.findByTestId('invitation-invalid')).toHaveTextContent(
      "This invitation link is invalid or has expired. Ask the shop's owner to send a new one.",
    );
  });

  it('says the same without a token, without asking the API', async () => {
    const { calls } = mockApi({});
    renderScreen(<AcceptInvitationPage />, { path: PATH, user: null });
    expect(await screen.findByTestId('invitation-invalid')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('without an account: checks name and passwords, then creates it, signs in and opens the back office', async () => {
    const { calls } = mockApi({
      'POST /staff-invitations/lookup': preview(false),
      'POST /staff-invitations/accept': { body: { data: staffUser } },
    });
    const { user, store } = renderScreen(<AcceptInvitationPage />, { path: PATH, route: ROUTE, user: null });
    expect(await screen.findByTestId('invitation-offer')).toHaveTextContent(
      "vanna@psar.test is invited to join the shop's staff as Support agent.",
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Join the Psar staff' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm the password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Create the account and accept' }));
    expect(await screen.findByRole('textbox', { name: 'Your name' })).toHaveAccessibleDescription(
      'Enter your name.',
    );
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'Use 8 to 128 characters, with a letter and a digit.',
    );
    expect(screen.getByLabelText(/^Confirm the password/)).toHaveAccessibleDescription(
      'The two passwords differ.',
    );
    expect(calls.filter((request) => request.url.endsWith('/accept'))).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Vanna Sok');
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'Kampot2026');
    await user.clear(screen.getByLabelText(/^Confirm the password/));
    await user.type(screen.getByLabelText(/^Confirm the password/), 'Kampot2026');
    await user.click(screen.getByRole('button', { name: 'Create the account and accept' }));
    expect(await screen.findByTestId('navigated-to')).toHaveTextContent(/^\/backoffice$/);
    const post = calls.find((request) => request.url.endsWith('/accept'))!;
    expect(await post.json()).toEqual({ token: TOKEN, name: 'Vanna Sok', password: 'Kampot2026' });
    expect(selectUser(store.getState())).toEqual(staffUser);
  });

  it("shows the API's field codes next to the fields and keeps what was typed", async () => {
    mockApi({
      'POST /staff-invitations/lookup': preview(false),
      'POST /staff-invitations/accept': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          code: 'request.invalid_input',
          params: {},
          message: 'x',
          fields: { password: { code: 'auth.password_needs_digit', params: {}, message: 'x' } },
        },
      },
    });
    const { user } = renderScreen(<AcceptInvitationPage />, { path: PATH, route: ROUTE, user: null });
    await user.type(await screen.findByRole('textbox', { name: 'Your name' }), 'Vanna Sok');
    await user.type(screen.getByLabelText(/^Password/), 'Kampot2026');
    await user.type(screen.getByLabelText(/^Confirm the password/), 'Kampot2026');
    await user.click(screen.getByRole('button', { name: 'Create the account and accept' }));
    expect(await screen.findByText('Include at least one digit')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('Vanna Sok');
    expect(screen.queryByTestId('navigated-to')).not.toBeInTheDocument();
  });

  it('with an account, signed out: sends to the login and comes back here', async () => {
    mockApi({ 'POST /staff-invitations/lookup': preview(true) });
    const { user } = renderScreen(<AcceptInvitationPage />, { path: PATH, route: ROUTE, user: null });
    expect(await screen.findByText(/An account with vanna@psar.test already exists/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign in to accept' }));
    expect(window.localStorage.getItem('post-login-redirect')).toBe(ROUTE);
    expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/login');
  });

  it('with an account, signed in as another one: says so and offers to sign out', async () => {
    mockApi({ 'POST /staff-invitations/lookup': preview(true) });
    renderScreen(<AcceptInvitationPage />, {
      path: PATH,
      route: ROUTE,
      user: userFixture({ email: 'someone@psar.test' }),
    });
    expect(await screen.findByTestId('invitation-other-account')).toHaveTextContent(
      'You are signed in as someone@psar.test, but this invitation is for vanna@psar.test.',
    );
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).not.toBeInTheDocument();
  });

  it('with an account, signed in as it: accepts with one button and opens the back office', async () => {
    const { calls } = mockApi({
      'POST /staff-invitations/lookup': preview(true),
      'POST /staff-invitations/accept': { body: { data: staffUser } },
    });
    const { user, store } = renderScreen(<AcceptInvitationPage />, {
      path: PATH,
      route: ROUTE,
      user: userFixture({ id: 8, name: 'Vanna Sok', email: 'Vanna@psar.test', role: null }),
    });
    await user.click(await screen.findByRole('button', { name: 'Accept the invitation' }));
    expect(await screen.findByTestId('navigated-to')).toHaveTextContent(/^\/backoffice$/);
    expect(await calls.find((request) => request.url.endsWith('/accept'))!.json()).toEqual({ token: TOKEN });
    expect(selectUser(store.getState())?.role).toBe('support_agent');
  });
});
