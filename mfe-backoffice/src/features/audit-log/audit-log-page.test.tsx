import type { AuditEntry, StaffMember } from '@storefront/shared';
import { mockApi } from '@storefront/shared/testing';
import { screen, within } from '@testing-library/react';
import { renderScreen } from '../../testing/render-screen';
import AuditLogPage from './audit-log-page';

const entries: AuditEntry[] = [
  {
    id: 12,
    actor: { id: 1, email: 'owner@psar.test', role: 'owner' },
    action: 'staff.role_change',
    entityType: 'user',
    entityId: '2',
    before: { email: 'sophea@psar.test', role: 'catalog_manager' },
    after: { email: 'sophea@psar.test', role: 'order_handler' },
    createdAt: '2026-04-02T03:04:00Z',
  },
  {
    id: 11,
    actor: { id: 2, email: 'sophea@psar.test', role: 'catalog_manager' },
    action: 'product.archive_all',
    entityType: 'gadget',
    entityId: '7',
    before: null,
    after: null,
    createdAt: '2026-04-01T03:04:00Z',
  },
];
const staff: StaffMember[] = [
  { id: 1, name: 'Dara Owner', email: 'owner@psar.test', role: 'owner', createdAt: '2026-01-01T00:00:00Z' },
  {
    id: 2,
    name: 'Sophea Chea',
    email: 'sophea@psar.test',
    role: 'catalog_manager',
    createdAt: '2026-01-01T00:00:00Z',
  },
];
const page = (data: AuditEntry[], currentPage = 1, lastPage = 1) => ({
  body: {
    data,
    links: { first: '', last: null, prev: null, next: null },
    meta: { currentPage, perPage: 25, total: lastPage * 25, totalIsEstimate: false, lastPage },
  },
});

describe('AuditLogPage', () => {
  jest.setTimeout(20_000);

  it('shows when, who, the translated action (raw when unknown), the entity, and the diff on demand', async () => {
    mockApi({
      'GET /backoffice/audit-log': page(entries),
      'GET /backoffice/staff': { body: { data: staff } },
    });
    const { user } = renderScreen(<AuditLogPage />, { path: '/backoffice/audit-log' });
    const first = await screen.findByTestId('audit-entry-12');
    expect(within(first).getByTestId('audit-action')).toHaveTextContent('Role changed');
    expect(first).toHaveTextContent('By owner@psar.test (Owner)');
    expect(first).toHaveTextContent('Staff member #2');
    expect(within(first).getByText('Apr 2, 2026', { exact: false })).toBeInTheDocument();
    const second = screen.getByTestId('audit-entry-11');
    expect(within(second).getByTestId('audit-action')).toHaveTextContent('product.archive_all');
    expect(second).toHaveTextContent('gadget #7');
    // Nothing changed, nothing to expand.
    expect(within(second).queryByRole('button', { name: /Show/ })).not.toBeInTheDocument();

    expect(within(first).queryByRole('table')).not.toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Show the change (1 field)' }));
    const table = within(first).getByRole('table', { name: 'Changes of entry 12' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('RoleCatalog managerOrder handler');
  });

  it('filters by entity type, action and author, in the request and the URL', async () => {
    const { calls } = mockApi({
      'GET /backoffice/audit-log': page(entries, 1, 3),
      'GET /backoffice/staff': { body: { data: staff } },
    });
    const { user } = renderScreen(<AuditLogPage />, { path: '/backoffice/audit-log' });
    await screen.findByTestId('audit-entry-12');
    await user.click(screen.getByRole('combobox', { name: 'What was changed' }));
    await user.click(screen.getByRole('option', { name: 'Promotion' }));
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(screen.getByRole('option', { name: 'Promotion switched off' }));
    await user.click(screen.getByRole('combobox', { name: 'Who' }));
    await user.click(await screen.findByRole('option', { name: 'Sophea Chea (sophea@psar.test)' }));
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await screen.findByTestId('audit-entry-12');
    const last = new URL(calls.filter((request) => request.url.includes('audit-log')).at(-1)!.url);
    expect(Object.fromEntries(last.searchParams)).toEqual({
      entityType: 'promotion',
      action: 'promotion.switch_off',
      actorId: '2',
      page: '2',
      perPage: '25',
    });
  });

  it('says when nothing matches', async () => {
    mockApi({ 'GET /backoffice/audit-log': page([]), 'GET /backoffice/staff': { body: { data: staff } } });
    renderScreen(<AuditLogPage />, {
      path: '/backoffice/audit-log',
      route: '/backoffice/audit-log?action=voucher.update',
    });
    expect(await screen.findByTestId('audit-empty')).toHaveTextContent('No entry matches these filters.');
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveTextContent('Voucher changed');
  });
});
