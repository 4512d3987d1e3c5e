import { makeStore, signedIn, type AddressBookEntry } from '@storefront/shared';
import { mockApi, renderWithProviders } from '@storefront/shared/testing';
import enAddress from '@storefront/shared/locales/en/address.json';
import { screen, waitFor, within } from '@testing-library/react';
import enAccount from '../../../locales/en/account.json';
import App from '../../app/app';
import { homeAddress, makeUser } from '../../testing/fixtures';
import { LocationProbe } from '../../testing/location-probe';

const office: AddressBookEntry = {
  ...homeAddress,
  id: 12,
  type: 'office',
  isDefault: false,
  province: 'Siem Reap',
  building: '',
  home: '',
  street: 'Street 60',
  village: '',
  commune: 'Sala Kamreuk',
  district: 'Siem Reap',
  email: '',
  postCode: '',
};
const list = (data: AddressBookEntry[]) => ({
  body: {
    data,
    links: { first: '', last: null, prev: null, next: null },
    meta: { currentPage: 1, perPage: 20, total: data.length, totalIsEstimate: false, lastPage: 1 },
  },
});

function renderAt(route: string) {
  const store = makeStore();
  store.dispatch(signedIn(makeUser({ addressBooks: [homeAddress] })));
  return renderWithProviders(
    <>
      <App />
      <LocationProbe />
    </>,
    { store, route, namespaces: { account: enAccount, address: enAddress } },
  );
}

// Lazy pages on a shared 2-CPU machine: generous waits (nothing here asserts on timing).
jest.setTimeout(30_000);

describe('/account/address-books', () => {
  it('lists the addresses joined by the spec rule, default first and marked', async () => {
    mockApi({ 'GET /address-books': list([homeAddress, office]) });
    renderAt('/account/address-books');
    const cards = await screen.findAllByTestId('address-card', undefined, { timeout: 5000 });
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByTestId('address-line')).toHaveTextContent(
      'Building 5, 12B, Street 271, Village 3, Tuol Tumpung Ti Pir, Chamkar Mon, Phnom Penh',
    );
    expect(within(cards[0]!).getByText('Default')).toBeInTheDocument();
    expect(within(cards[0]!).queryByRole('button', { name: 'Set as default' })).toBeNull();
    expect(within(cards[1]!).getByTestId('address-line')).toHaveTextContent(
      'Street 60, Sala Kamreuk, Siem Reap, Siem Reap',
    );
  });

  it('shows an empty state with a way to add one', async () => {
    mockApi({ 'GET /address-books': list([]) });
    renderAt('/account/address-books');
    const empty = await screen.findByTestId('address-book-empty', undefined, { timeout: 5000 });
    expect(within(empty).getByRole('link', { name: 'Add address' })).toHaveAttribute(
      'href',
      '/account/address-books/create',
    );
  });

  it('shows an error with a retry', async () => {
    mockApi({
      'GET /address-books': {
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
    renderAt('/account/address-books');
    expect(
      await screen.findByText('Something went wrong on our side. Please try again.', undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('sets another default and deletes only after confirming', async () => {
    const { calls } = mockApi({
      'GET /address-books': list([homeAddress, office]),
      'PUT /address-books/12/default': { body: { data: { ...office, isDefault: true } } },
      'DELETE /address-books/12': { body: { data: null } },
      'GET /profile': { body: { data: makeUser() } },
    });
    const { user } = renderAt('/account/address-books');
    const cards = await screen.findAllByTestId('address-card', undefined, { timeout: 5000 });
    await user.click(within(cards[1]!).getByRole('button', { name: 'Set as default' }));
    await waitFor(() =>
      expect(
        calls.some(
          (request) => request.method === 'PUT' && request.url.endsWith('/address-books/12/default'),
        ),
      ).toBe(true),
    );

    const officeCard = async () =>
      (await screen.findAllByTestId('address-card', undefined, { timeout: 5000 }))[1]!;
    await user.click(within(await officeCard()).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((request) => request.method === 'DELETE')).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(await officeCard()).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', undefined, { timeout: 5000 })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() =>
      expect(
        calls.some((request) => request.method === 'DELETE' && request.url.endsWith('/address-books/12')),
      ).toBe(true),
    );
  });
});

describe('address create and edit pages', () => {
  it('creates an address and returns to the list', async () => {
    const { calls } = mockApi({
      'POST /address-books': { status: 201, body: { data: office } },
      'GET /address-books': list([homeAddress, office]),
      'GET /profile': { body: { data: makeUser() } },
    });
    const { user } = renderAt('/account/address-books/create');
    // The form loads lazily: allow a busy machine more than the default 1 s, as the tests below do.
    await user.click(await screen.findByRole('combobox', { name: /province/i }, { timeout: 5000 }));
    await user.click(await screen.findByRole('option', { name: 'Siem Reap' }));
    await user.type(screen.getByRole('textbox', { name: /district/i }), 'Siem Reap');
    await user.type(screen.getByRole('textbox', { name: /commune/i }), 'Sala Kamreuk');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/address-books'));
    const post = calls.find((request) => request.method === 'POST');
    expect(await post!.clone().json()).toMatchObject({
      province: 'Siem Reap',
      district: 'Siem Reap',
      commune: 'Sala Kamreuk',
    });
  });

  it('keeps the typed values and shows the duplicate message', async () => {
    mockApi({
      'GET /address-books/11': { body: { data: homeAddress } },
      'PUT /address-books/11': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          code: 'address.duplicate',
          params: {},
          message: 'Duplicate (server wording)',
        },
      },
    });
    const { user } = renderAt('/account/address-books/11/edit');
    const street = await screen.findByRole('textbox', { name: /street/i });
    expect(street).toHaveValue('Street 271');
    await user.clear(street);
    await user.type(street, 'Street 60');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent(
      'This address is already in your address book.',
    );
    expect(street).toHaveValue('Street 60');
    expect(screen.getByTestId('location')).toHaveTextContent('/account/address-books/11/edit');
  });

  it("says an unknown (or another shopper's) address is not in the book", async () => {
    mockApi({
      'GET /address-books/99': {
        status: 404,
        body: {
          statusCode: 404,
          error: 'Not Found',
          code: 'address.not_found',
          params: {},
          message: 'Address not found.',
        },
      },
    });
    renderAt('/account/address-books/99/edit');
    expect(
      await screen.findByText('This address is not in your address book.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
