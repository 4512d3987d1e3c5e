import type { VoucherAdmin } from '@storefront/shared';
import { mockApi } from '@storefront/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '../../testing/render-screen';
import VouchersPage from './vouchers-page';

const PATH = '/backoffice/vouchers';
const welcome: VoucherAdmin = {
  id: 3,
  code: 'WELCOME10',
  kind: 'percent',
  value: 10,
  minSpend: 0,
  validFrom: '2026-01-01T00:00:00Z',
  validUntil: null,
  usageLimit: 1,
  perCustomerLimit: 1,
  firstOrderOnly: true,
  isActive: true,
  usedCount: 0,
  boundEmail: 'subscriber@psar.test',
  version: 4,
  updatedAt: '2026-01-01T00:00:00Z',
};
const rain: VoucherAdmin = {
  ...welcome,
  id: 5,
  code: 'RAIN5',
  kind: 'fixed',
  value: 5,
  minSpend: 25,
  usageLimit: 100,
  usedCount: 100,
  perCustomerLimit: null,
  firstOrderOnly: false,
  boundEmail: null,
  version: 1,
};
const list = (data: VoucherAdmin[]) => ({
  body: {
    data,
    links: { first: '', last: null, prev: null, next: null },
    meta: { currentPage: 1, perPage: 20, total: data.length, totalIsEstimate: false, lastPage: 1 },
  },
});
const problem = (status: number, code: string, extra: object = {}) => ({
  status,
  body: { statusCode: status, error: 'Error', code, params: {}, message: `server: ${code}`, ...extra },
});

const field = (name: RegExp) => screen.getByLabelText(name);

async function fillNew(user: ReturnType<typeof renderScreen>['user']) {
  await user.click(await screen.findByRole('button', { name: 'New voucher' }));
  await screen.findByRole('dialog', { name: 'New voucher' });
  await user.type(field(/^Code/), 'pchum-ben_26');
  await user.click(screen.getByRole('combobox', { name: 'Kind' }));
  await user.click(screen.getByRole('option', { name: 'Amount off (US$)' }));
  await user.type(field(/^Amount off \(US\$\)/), '2.5');
  await user.clear(field(/^Minimum spend/));
  await user.type(field(/^Minimum spend/), '20');
  fireEvent.change(field(/^Valid from/), { target: { value: '2026-09-20T00:00' } });
  fireEvent.change(field(/^Valid until/), { target: { value: '2026-10-05T23:59' } });
  await user.type(field(/^Uses per customer/), '2');
}

describe('VouchersPage', () => {
  jest.setTimeout(30_000);

  it('lists vouchers with usage, status and the bound e-mail, and searches', async () => {
    const { calls } = mockApi({ 'GET /backoffice/vouchers': list([welcome, rain]) });
    const { user } = renderScreen(<VouchersPage />, { path: PATH });
    const first = await screen.findByTestId('voucher-3');
    expect(first).toHaveTextContent('WELCOME10');
    expect(first).toHaveTextContent('Only for subscriber@psar.test');
    expect(first).toHaveTextContent('10%');
    expect(within(first).getByTestId('voucher-usage')).toHaveTextContent('0 / 1');
    expect(first).toHaveTextContent('Active');
    const second = screen.getByTestId('voucher-5');
    expect(second).toHaveTextContent('$5.00');
    expect(second).toHaveTextContent('$25.00');
    expect(within(second).getByTestId('voucher-usage')).toHaveTextContent('100 / 100');
    expect(second).toHaveTextContent('Used up');
    expect(second).toHaveTextContent('no end');

    await user.type(screen.getByRole('searchbox', { name: 'Search vouchers' }), 'rain');
    await waitFor(() => expect(calls.some((request) => request.url.includes('search=rain'))).toBe(true));
  });

  it('is read-only for a role that cannot write', async () => {
    mockApi({ 'GET /backoffice/vouchers': list([welcome]) });
    const { user } = renderScreen(<VouchersPage />, { path: PATH, role: 'support_agent' });
    expect(await screen.findByRole('switch', { name: 'WELCOME10 switched on' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'New voucher' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View WELCOME10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Voucher' });
    expect(within(dialog).getByLabelText(/^Code/)).toBeDisabled();
    expect(within(dialog).getByLabelText(/^Bound to the account/)).toHaveValue('subscriber@psar.test');
    expect(within(dialog).queryByRole('button', { name: 'Save the voucher' })).not.toBeInTheDocument();
  });

  it('checks the form next to each field and sends nothing', async () => {
    const { calls } = mockApi({ 'GET /backoffice/vouchers': list([]) });
    const { user } = renderScreen(<VouchersPage />, { path: PATH });
    await user.click(await screen.findByRole('button', { name: 'New voucher' }));
    await user.type(field(/^Code/), 'no spaces');
    await user.type(field(/^Percent off/), '150');
    fireEvent.change(field(/^Valid from/), { target: { value: '2026-09-20T00:00' } });
    fireEvent.change(field(/^Valid until/), { target: { value: '2026-09-19T00:00' } });
    await user.type(field(/^Uses in all/), '0');
    await user.click(screen.getByRole('button', { name: 'Save the voucher' }));
    expect(await screen.findByLabelText(/^Code/)).toHaveAccessibleDescription(
      'Use 3 to 40 letters, digits, - or _.',
    );
    expect(field(/^Percent off/)).toHaveAccessibleDescription(
      'Enter a percentage from 1 to 100 (2 decimals at most).',
    );
    expect(field(/^Valid until/)).toHaveAccessibleDescription('The end must be after the start.');
    expect(field(/^Uses in all/)).toHaveAccessibleDescription(
      'Enter a whole number from 1 to 1,000,000, or leave it empty.',
    );
    expect(calls.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('creates a voucher (the body the API gets) and says so', async () => {
    const { calls } = mockApi({
      'GET /backoffice/vouchers': list([]),
      'POST /backoffice/vouchers': { status: 201, body: { data: { ...rain, id: 8, code: 'PCHUM-BEN_26' } } },
    });
    const { user } = renderScreen(<VouchersPage />, { path: PATH });
    await fillNew(user);
    await user.click(screen.getByRole('button', { name: 'Save the voucher' }));
    expect(await screen.findByTestId('vouchers-status')).toHaveTextContent('PCHUM-BEN_26 is saved.');
    expect(await calls.find((request) => request.method === 'POST')!.json()).toEqual({
      code: 'PCHUM-BEN_26',
      kind: 'fixed',
      value: 2.5,
      minSpend: 20,
      validFrom: '2026-09-20T00:00:00+07:00',
      validUntil: '2026-10-05T23:59:00+07:00',
      usageLimit: null,
      perCustomerLimit: 2,
      firstOrderOnly: false,
      isActive: true,
    });
  });

  it('shows a taken code and field codes from the API next to their fields, keeping what was typed', async () => {
    let answer: object = problem(409, 'voucher.code_taken');
    mockApi({ 'GET /backoffice/vouchers': list([]), 'POST /backoffice/vouchers': () => answer as never });
    const { user } = renderScreen(<VouchersPage />, { path: PATH });
    await fillNew(user);
    await user.click(screen.getByRole('button', { name: 'Save the voucher' }));
    expect(await screen.findByText('Another voucher already has this code.')).toBeInTheDocument();
    expect(field(/^Code/)).toHaveAccessibleDescription('Another voucher already has this code.');
    expect(field(/^Code/)).toHaveValue('pchum-ben_26');

    answer = problem(400, 'request.invalid_input', {
      fields: { validUntil: { code: 'voucher.until_before_from', params: {}, message: 'x' } },
    });
    await user.click(screen.getByRole('button', { name: 'Save the voucher' }));
    expect(await screen.findByText('The end of validity must be after its start.')).toBeInTheDocument();
    expect(field(/^Amount off \(US\$\)/)).toHaveValue('2.5');
  });

  it('on a version conflict keeps what was typed, shows theirs and loads theirs on request', async () => {
    const theirs: VoucherAdmin = { ...welcome, value: 15, usageLimit: 5, version: 5 };
    let answer: object = problem(409, 'voucher.version_conflict', { current: theirs });
    const { calls } = mockApi({
      'GET /backoffice/vouchers': list([welcome]),
      'PUT /backoffice/vouchers/3': () => answer as never,
    });
    const { user } = renderScreen(<VouchersPage />, { path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Edit WELCOME10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the voucher' });
    expect(within(dialog).getByTestId('voucher-bound-email')).toBeInTheDocument();
    await user.clear(field(/^Percent off/));
    await user.type(field(/^Percent off/), '12');
    await user.click(screen.getByRole('button', { name: 'Save the voucher' }));
    const notice = await screen.findByTestId('version-conflict');
    expect(notice).toHaveTextContent('Someone else changed this voucher since you opened it');
    expect(
      within(notice)
        .getAllByTestId('conflict-theirs')
        .map((cell) => cell.textContent),
    ).toEqual(['15%', '5']);
    expect(field(/^Percent off/)).toHaveValue('12');
    expect((await calls.find((request) => request.method === 'PUT')!.json()).version).toBe(4);

    await user.click(within(notice).getByRole('button', { name: 'Load their version' }));
    expect(field(/^Percent off/)).toHaveValue('15');
    expect(field(/^Uses in all/)).toHaveValue('5');
    answer = { body: { data: theirs } };
    await user.click(screen.getByRole('button', { name: 'Save the voucher' }));
    expect(await screen.findByTestId('vouchers-status')).toHaveTextContent('WELCOME10 is saved.');
    const second = calls.filter((request) => request.method === 'PUT')[1]!;
    expect(await second.json()).toMatchObject({ value: 15, usageLimit: 5, version: 5 });
  });

  it('switches a voucher off with its version', async () => {
    const { calls } = mockApi({
      'GET /backoffice/vouchers': list([welcome]),
      'PATCH /backoffice/vouchers/3/active': { body: { data: { ...welcome, isActive: false, version: 5 } } },
    });
    const { user } = renderScreen(<VouchersPage />, { path: PATH, role: 'catalog_manager' });
    await user.click(await screen.findByRole('switch', { name: 'WELCOME10 switched on' }));
    expect(await screen.findByTestId('vouchers-status')).toHaveTextContent('WELCOME10 is switched off.');
    expect(await calls.find((request) => request.method === 'PATCH')!.json()).toEqual({
      isActive: false,
      version: 4,
    });
  });
});
