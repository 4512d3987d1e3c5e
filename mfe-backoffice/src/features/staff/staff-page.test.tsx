import type { StaffInvitation, StaffMember } from '@storefront/shared';
import { mockApi } from '@storefront/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '../../testing/render-screen';
import StaffPage from './staff-page';

const members: StaffMember[] = [
  { id: 1, name: 'Dara Owner', email: 'owner@psar.test', role: 'owner', createdAt: '2026-01-01T00:00:00Z' },
  {
    id: 2,
    name: 'Sophea Chea',
    email: 'sophea@psar.test',
    role: 'catalog_manager',
    createdAt: '2026-02-01T00:00:00Z',
  },
];
const invitation: StaffInvitation = {
  id: 5,
  email: 'vanna@psar.test',
  role: 'support_agent',
  createdAt: '2026-04-01T00:00:00Z',
  expiresAt: '2026-04-08T00:00:00Z',
  invitedBy: { name: 'Dara Owner', email: 'owner@psar.test' },
};
const problem = (status: number, code: string, extra: object = {}) => ({
  status,
  body: { statusCode: status, error: 'Error', code, params: {}, message: `server: ${code}`, ...extra },
});

function routes(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /backoffice/staff': { body: { data: members } },
    'GET /backoffice/staff/invitations': { body: { data: [invitation] } },
    ...overrides,
  });
}

describe('StaffPage', () => {
  jest.setTimeout(20_000);

  it("changes a member's role and says so", async () => {
    const { calls } = routes({
      'PATCH /backoffice/staff/2': { body: { data: { ...members[1], role: 'order_handler' } } },
    });
    const { user } = renderScreen(<StaffPage />, { path: '/backoffice/staff' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
    await user.click(await screen.findByRole('combobox', { name: 'Role of Sophea Chea' }));
    await user.click(screen.getByRole('option', { name: 'Order handler' }));
    expect(await screen.findByTestId('staff-status')).toHaveTextContent('Sophea Chea is now Order handler.');
    const patch = calls.find((request) => request.method === 'PATCH')!;
    expect(await patch.json()).toEqual({ role: 'order_handler' });
  });

  it("does not offer to change one's own role", async () => {
    routes();
    renderScreen(<StaffPage />, { path: '/backoffice/staff' });
    const own = await screen.findByTestId('staff-row-1');
    expect(within(own).getByRole('combobox', { name: 'Role of Dara Owner' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(own).getByRole('button', { name: 'Remove Dara Owner from the staff' })).toBeDisabled();
    expect(within(own).getByText('Another owner must change your own role.')).toBeInTheDocument();
  });

  it("shows the API's refusal translated (the last owner)", async () => {
    routes({ 'PATCH /backoffice/staff/2': problem(409, 'staff.last_owner') });
    const { user } = renderScreen(<StaffPage />, { path: '/backoffice/staff', me: { id: 9 } });
    await user.click(await screen.findByRole('combobox', { name: 'Role of Sophea Chea' }));
    await user.click(screen.getByRole('option', { name: 'Support agent' }));
    expect(await screen.findByTestId('staff-refusal')).toHaveTextContent(
      'The shop must keep at least one owner: make someone else an owner first.',
    );
    // The select still shows the role the member has.
    expect(screen.getByRole('combobox', { name: 'Role of Sophea Chea' })).toHaveTextContent(
      'Catalog manager',
    );
  });

  it('removes a member only after confirming', async () => {
    const { calls } = routes({
      'PATCH /backoffice/staff/2': { body: { data: { ...members[1], role: null } } },
    });
    const { user } = renderScreen(<StaffPage />, { path: '/backoffice/staff' });
    await user.click(await screen.findByRole('button', { name: 'Remove Sophea Chea from the staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Sophea Chea from the staff?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((request) => request.method === 'PATCH')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove Sophea Chea from the staff' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove from the staff' }),
    );
    expect(await screen.findByTestId('staff-status')).toHaveTextContent(
      'Sophea Chea is no longer on the staff.',
    );
    expect(await calls.find((request) => request.method === 'PATCH')!.json()).toEqual({ role: null });
  });

  it('checks the invitation form next to its fields and sends nothing', async () => {
    const { calls } = routes();
    const { user } = renderScreen(<StaffPage />, { path: '/backoffice/staff' });
    await user.type(await screen.findByRole('textbox', { name: 'E-mail address' }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByRole('textbox', { name: 'E-mail address' })).toHaveAccessibleDescription(
      'Enter a valid e-mail address.',
    );
    expect(screen.getByText('Choose a role.')).toBeInTheDocument();
    expect(calls.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('invites someone and shows what the API refuses next to the e-mail', async () => {
    let answer = problem(409, 'staff.already_staff');
    const { calls } = routes({
      'POST /backoffice/staff/invitations': () => answer,
    });
    const { user } = renderScreen(<StaffPage />, { path: '/backoffice/staff' });
    const email = await screen.findByRole('textbox', { name: 'E-mail address' });
    await user.type(email, ' Sophea@Psar.test ');
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(screen.getByRole('option', { name: 'Support agent' }));
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText('This address already belongs to a staff member.')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('This address already belongs to a staff member.');
    // Nothing typed is lost.
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('Sophea@Psar.test');

    answer = { status: 201, body: { data: { ...invitation, id: 6, email: 'new@psar.test' } } } as never;
    await user.clear(email);
    await user.type(email, 'new@psar.test');
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByTestId('staff-status')).toHaveTextContent('Invitation sent to new@psar.test.');
    const posts = calls.filter((request) => request.method === 'POST');
    expect(await posts[0]!.json()).toEqual({ email: 'Sophea@Psar.test', role: 'support_agent' });
    expect(await posts[1]!.json()).toEqual({ email: 'new@psar.test', role: 'support_agent' });
    expect(email).toHaveValue('');
  });

  it('puts a field code from the API next to its field', async () => {
    routes({
      'POST /backoffice/staff/invitations': problem(400, 'request.invalid_input', {
        fields: { email: { code: 'auth.email_invalid', params: {}, message: 'bad' } },
      }),
    });
    const { user } = renderScreen(<StaffPage />, { path: '/backoffice/staff' });
    await user.type(await screen.findByRole('textbox', { name: 'E-mail address' }), 'a@b.co');
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(screen.getByRole('option', { name: 'Owner' }));
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveAccessibleDescription(
      'Enter a valid email address',
    );
    expect(screen.queryByText('bad')).not.toBeInTheDocument();
  });

  it('lists pending invitations and withdraws one', async () => {
    const { calls } = routes({ 'DELETE /backoffice/staff/invitations/5': { body: { data: null } } });
    const { user } = renderScreen(<StaffPage />, { path: '/backoffice/staff' });
    const row = await screen.findByTestId('invitation-row-5');
    expect(row).toHaveTextContent('vanna@psar.test');
    expect(row).toHaveTextContent('Support agent');
    expect(row).toHaveTextContent('Dara Owner');
    await user.click(within(row).getByRole('button', { name: 'Withdraw the invitation to vanna@psar.test' }));
    expect(await screen.findByTestId('staff-status')).toHaveTextContent(
      'The invitation to vanna@psar.test was withdrawn.',
    );
    expect(calls.some((request) => request.method === 'DELETE')).toBe(true);
  });
});
