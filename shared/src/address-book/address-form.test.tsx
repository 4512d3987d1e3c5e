import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import enAddress from '../../locales/en/address.json';
import khAddress from '../../locales/kh/address.json';
import AddressForm from './address-form';
import { PROVINCES } from './provinces';

const namespaces = { address: enAddress };

async function fillRequired(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(screen.getByRole('combobox', { name: /province/i }));
  await user.click(await screen.findByRole('option', { name: 'Kampot' }));
  await user.type(screen.getByRole('textbox', { name: /district/i }), 'Kampot');
  await user.type(screen.getByRole('textbox', { name: /commune/i }), 'Kampong Kandal');
}

describe('AddressForm', () => {
  it('offers all 25 provinces', async () => {
    const { user } = renderWithProviders(<AddressForm onSubmit={jest.fn()} />, { namespaces });
    await user.click(screen.getByRole('combobox', { name: /province/i }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(25);
    expect(PROVINCES).toHaveLength(25);
  });

  it('shows translated field errors and sends nothing while required fields are missing', async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithProviders(<AddressForm onSubmit={onSubmit} />, { namespaces });
    await user.type(screen.getByRole('textbox', { name: /postal code/i }), '12');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Choose a province.')).toBeInTheDocument();
    expect(screen.getByText('Enter the district (khan/srok).')).toBeInTheDocument();
    expect(screen.getByText('Enter the commune (sangkat/khum).')).toBeInTheDocument();
    expect(screen.getByText('Use the 5 or 6 digits of the postal code, e.g. 12202.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed spec fields', async () => {
    const onSubmit = jest.fn().mockResolvedValue({ data: {} });
    const { user } = renderWithProviders(<AddressForm onSubmit={onSubmit} />, { namespaces });
    await fillRequired(user);
    await user.type(screen.getByRole('textbox', { name: /street/i }), '  Street 7 ');
    await user.click(screen.getByRole('checkbox', { name: /default delivery address/i }));
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(onSubmit).toHaveBeenCalledWith({
      type: 'home',
      province: 'Kampot',
      district: 'Kampot',
      commune: 'Kampong Kandal',
      village: '',
      street: 'Street 7',
      home: '',
      building: '',
      postCode: '',
      email: '',
      isDefault: true,
    });
  });

  it("shows the server's field and form problems, translated from their codes, and keeps what was typed", async () => {
    const invalid = {
      statusCode: 400,
      error: 'Bad Request',
      code: 'request.invalid_input',
      params: {},
      message: 'Invalid input (server wording)',
      fields: {
        district: { code: 'address.district_required', params: {}, message: 'District (server wording)' },
      },
    };
    const duplicate = {
      statusCode: 409,
      error: 'Conflict',
      code: 'address.duplicate',
      params: {},
      message: 'Duplicate (server wording)',
    };
    const onSubmit = jest
      .fn()
      .mockResolvedValueOnce({ error: { status: 400, data: invalid } })
      .mockResolvedValueOnce({ error: { status: 409, data: duplicate } });
    const { user } = renderWithProviders(<AddressForm onSubmit={onSubmit} />, { namespaces });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    // The API's words for the code (the form's own check ends with a full stop).
    expect(await screen.findByText('Enter the district (khan/srok)')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /district/i })).toHaveValue('Kampot');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This address is already in your address book.',
    );
    expect(screen.queryByText(/server wording/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /commune/i })).toHaveValue('Kampong Kandal');
  });

  it('starts from an existing address', () => {
    renderWithProviders(
      <AddressForm
        onSubmit={jest.fn()}
        initialValues={{
          province: 'Siem Reap',
          district: 'Siem Reap',
          commune: 'Sala Kamreuk',
          street: 'Street 60',
        }}
      />,
      { namespaces },
    );
    expect(screen.getByRole('textbox', { name: /street/i })).toHaveValue('Street 60');
    expect(screen.getByRole('combobox', { name: /province/i })).toHaveTextContent('Siem Reap');
  });

  it('has a Khmer text for every English key', () => {
    const keys = (value: object, prefix = ''): string[] =>
      Object.entries(value).flatMap(([key, inner]) =>
        typeof inner === 'object' ? keys(inner as object, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    expect(keys(khAddress).sort()).toEqual(keys(enAddress).sort());
  });
});
