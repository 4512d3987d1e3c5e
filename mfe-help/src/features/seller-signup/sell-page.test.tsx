import { mockApi, renderWithProviders } from '@storefront/shared/testing';
import { fireEvent, screen } from '@testing-library/react';
import en from '../../../locales/en/help.json';
import SellPage from './sell-page';
import { choose, enter } from '../../testing/form';

type User = ReturnType<typeof renderWithProviders>['user'];

const attach = (name: string, type: string) =>
  fireEvent.change(screen.getByTestId('file-idDocument'), {
    target: { files: [new File(['%PDF-1.4'], name, { type })] },
  });
const fileButton = () => screen.getByRole('button', { name: 'Choose file' });

async function fill(user: User) {
  await enter(user, 'Shop name', 'Kampot Pepper House');
  await enter(user, 'Contact person', 'Srey Neang');
  await enter(user, 'E-mail', 'seller@example.com');
  await enter(user, 'Phone', '012 345 678');
  await choose(user, 'Province', 'Kampot');
  await choose(user, 'What do you sell?', 'Food and drinks');
  attach('id card.pdf', 'application/pdf');
}

describe('SellPage', () => {
  jest.setTimeout(30_000);

  it('shows what is missing next to each field and sends nothing', async () => {
    const { calls } = mockApi({});
    const { user } = renderWithProviders(<SellPage />, { namespaces: { help: en } });
    await enter(user, 'Phone', '12');
    await user.click(screen.getByRole('button', { name: 'Apply to sell' }));
    expect(await screen.findByRole('textbox', { name: 'Shop name' })).toHaveAccessibleDescription(
      'Please enter your shop name.',
    );
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      'Enter a Cambodian phone number, e.g. 012 345 678.',
    );
    expect(screen.getByText('Please choose a province.')).toBeInTheDocument();
    expect(screen.getByText('Please choose what you sell.')).toBeInTheDocument();
    expect(fileButton()).toHaveAccessibleDescription(
      'Please attach a photo or scan of your ID card or passport.',
    );
    expect(calls.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('checks the ID file in the browser first', async () => {
    const { calls } = mockApi({});
    const { user } = renderWithProviders(<SellPage />, { namespaces: { help: en } });
    await fill(user);
    attach('id.gif', 'image/gif');
    await user.click(screen.getByRole('button', { name: 'Apply to sell' }));
    expect(await screen.findByText('Upload a JPEG, PNG, WebP or PDF file.')).toBeInTheDocument();
    expect(fileButton()).toHaveAccessibleDescription('Upload a JPEG, PNG, WebP or PDF file.');
    expect(calls.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('sends the application with the ID document and shows the confirmation', async () => {
    const { calls } = mockApi({ 'POST /seller-applications': { status: 201, body: { data: { id: 12 } } } });
    // jsdom's File cannot be read back out of a Node Request: watch what the form puts in instead.
    const set = jest.spyOn(FormData.prototype, 'set');
    try {
      const { user } = renderWithProviders(<SellPage />, { namespaces: { help: en } });
      await fill(user);
      await user.click(screen.getByRole('button', { name: 'Apply to sell' }));
      expect(await screen.findByTestId('form-success')).toHaveTextContent('Application received');
      expect(calls.filter((request) => request.method === 'POST')).toHaveLength(1);
      const sent = new Map(set.mock.calls.map(([name, value]) => [name, value]));
      expect(Object.fromEntries([...sent].filter(([, value]) => typeof value === 'string'))).toEqual({
        shopName: 'Kampot Pepper House',
        contactName: 'Srey Neang',
        email: 'seller@example.com',
        phone: '012 345 678',
        province: 'Kampot',
        category: 'food',
      });
      expect((sent.get('idDocument') as File).name).toBe('id card.pdf');
    } finally {
      set.mockRestore();
    }
  });

  it("shows the API's refusal of the file next to it, translated from its code", async () => {
    mockApi({
      'POST /seller-applications': {
        status: 415,
        body: {
          statusCode: 415,
          error: 'Unsupported Media Type',
          code: 'upload.type_not_accepted',
          params: { types: 'image_or_pdf' },
          message: 'This type of file is not accepted (server).',
          fields: {
            idDocument: {
              code: 'upload.type_field',
              params: { types: 'image_or_pdf' },
              message: 'Upload a JPEG, PNG, WebP or PDF file (server).',
            },
          },
        },
      },
    });
    const { user } = renderWithProviders(<SellPage />, { namespaces: { help: en } });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Apply to sell' }));
    expect(await screen.findByText('Upload a JPEG, PNG, WebP or PDF file.')).toBeInTheDocument();
    expect(fileButton()).toHaveAccessibleDescription('Upload a JPEG, PNG, WebP or PDF file.');
    expect(screen.queryByText(/\(server\)/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('form-success')).not.toBeInTheDocument();
  });
});
