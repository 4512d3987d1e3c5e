import type { ListResponse, PaymentOption } from '@storefront/shared';
import { mockApi } from '@storefront/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { makeUser } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

// Lazy pages on a shared 2-CPU machine: generous waits (nothing here asserts on timing).
jest.setTimeout(30_000);
const slow = { timeout: 5000 };

const builtIn = (defaultId = 'cod'): PaymentOption[] =>
  (['cod', 'wallet', 'khqr'] as const).map((kind) => ({
    id: kind,
    kind,
    isDefault: kind === defaultId,
    card: null,
  }));
const visa: PaymentOption = {
  id: 'card-7',
  kind: 'card',
  isDefault: false,
  card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2031, holder: 'Dara Sok', expired: false },
};
const list = (data: PaymentOption[]): { body: ListResponse<PaymentOption> } => ({
  body: {
    data,
    links: { first: '', last: null, prev: null, next: null },
    meta: { currentPage: 1, perPage: data.length, total: data.length, totalIsEstimate: false, lastPage: 1 },
  },
});

describe('/account/payment-options', () => {
  it('lists cash on delivery, wallet with its balance, KHQR and saved cards, default marked', async () => {
    mockApi({
      'GET /payment-options': list([...builtIn('khqr'), visa]),
      'GET /wallet': { body: { data: { balance: 50, currency: 'USD' } } },
    });
    renderApp('/account/payment-options', makeUser());
    const khqr = await screen.findByTestId('payment-option-khqr', undefined, slow);
    expect(within(khqr).getByText('Default')).toBeInTheDocument();
    expect(await screen.findByText('Pay from your wallet balance: $50.00.')).toBeInTheDocument();
    const card = screen.getByTestId('payment-option-card-7');
    expect(card).toHaveTextContent('Visa ending in 4242');
    expect(card).toHaveTextContent('Expires 12/31 · Dara Sok');
  });

  it('shows an empty card list and an error state', async () => {
    mockApi({
      'GET /payment-options': list(builtIn()),
      'GET /wallet': { body: { data: { balance: 0, currency: 'USD' } } },
    });
    renderApp('/account/payment-options', makeUser());
    expect(await screen.findByTestId('no-cards', undefined, slow)).toHaveTextContent('No saved cards yet.');
  });

  it('shows a load failure with a retry', async () => {
    mockApi({
      'GET /payment-options': {
        status: 500,
        body: {
          statusCode: 500,
          error: 'Internal Server Error',
          code: 'server.internal',
          params: {},
          message: 'Something went wrong on our side. Please try again.',
        },
      },
    });
    renderApp('/account/payment-options', makeUser());
    expect(
      await screen.findByText('Something went wrong on our side. Please try again.', undefined, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('adds a card sending only brand, last four, expiry and holder, after the Luhn check', async () => {
    const { calls } = mockApi({
      'GET /payment-options': list(builtIn()),
      'GET /wallet': { body: { data: { balance: 0, currency: 'USD' } } },
      'POST /payment-options': { status: 201, body: { data: visa } },
    });
    const { user } = renderApp('/account/payment-options', makeUser());
    await user.click(await screen.findByRole('button', { name: 'Add a card' }, slow));
    await user.type(screen.getByRole('textbox', { name: /Card number/ }), '4242 4242 4242 4241');
    await user.type(screen.getByRole('textbox', { name: /Expiry/ }), '12/31');
    await user.type(screen.getByRole('textbox', { name: /Name on card/ }), 'Dara Sok');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('This card number is not valid.')).toBeInTheDocument();
    expect(calls.some((request) => request.method === 'POST')).toBe(false);

    const number = screen.getByRole('textbox', { name: /Card number/ });
    await user.clear(number);
    await user.type(number, '4242 4242 4242 4242');
    expect(screen.getByText('Visa · ending in 4242')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(calls.some((request) => request.method === 'POST')).toBe(true));
    const post = calls.find((request) => request.method === 'POST')!;
    const body = await post.clone().text();
    expect(JSON.parse(body)).toEqual({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2031,
      holder: 'Dara Sok',
      isDefault: false,
    });
    expect(body).not.toContain('4242424242424242');
  });

  it('refuses an expired card before sending', async () => {
    const { calls } = mockApi({
      'GET /payment-options': list(builtIn()),
      'GET /wallet': { body: { data: { balance: 0, currency: 'USD' } } },
    });
    const { user } = renderApp('/account/payment-options', makeUser());
    await user.click(await screen.findByRole('button', { name: 'Add a card' }, slow));
    await user.type(screen.getByRole('textbox', { name: /Card number/ }), '5555555555554444');
    await user.type(screen.getByRole('textbox', { name: /Expiry/ }), '01/20');
    await user.type(screen.getByRole('textbox', { name: /Name on card/ }), 'Dara Sok');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('This card has expired.')).toBeInTheDocument();
    expect(calls.some((request) => request.method === 'POST')).toBe(false);
  });

  it('chooses the default and removes a card after confirming', async () => {
    const { calls } = mockApi({
      'GET /payment-options': list([...builtIn(), visa]),
      'GET /wallet': { body: { data: { balance: 0, currency: 'USD' } } },
      'PUT /payment-options/card-7/default': { body: { data: { ...visa, isDefault: true } } },
      'DELETE /payment-options/card-7': { body: { data: null } },
    });
    const { user } = renderApp('/account/payment-options', makeUser());
    const card = await screen.findByTestId('payment-option-card-7', undefined, slow);
    await user.click(within(card).getByRole('button', { name: 'Make default: Visa ending in 4242' }));
    await waitFor(() => expect(calls.some((request) => request.method === 'PUT')).toBe(true));
    await user.click(
      within(screen.getByTestId('payment-option-card-7')).getByRole('button', {
        name: 'Remove Visa ending in 4242',
      }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove this card?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    await waitFor(() =>
      expect(
        calls.some(
          (request) => request.method === 'DELETE' && request.url.endsWith('/payment-options/card-7'),
        ),
      ).toBe(true),
    );
  });
});
