import { mockApi } from '@storefront/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '../../testing/render-screen';
import ProductEditorPage from './product-editor-page';
import { apiError, categoryTree, photoFixture, photoList, productFixture, stores } from './test-fixtures';

jest.setTimeout(60_000);

const common = {
  'GET /categories': { body: { data: categoryTree } },
  'GET /backoffice/stores': { body: { data: stores } },
};

const openNew = () =>
  renderScreen(<ProductEditorPage />, { role: 'catalog_manager', path: '/backoffice/products/new' });
const openExisting = (role: 'owner' | 'catalog_manager' | 'order_handler' = 'catalog_manager') =>
  renderScreen(<ProductEditorPage />, {
    role,
    path: '/backoffice/products/:id',
    route: '/backoffice/products/12',
  });

const field = (name: string) => screen.getByRole('textbox', { name });
/** Types into a field at once (a paste), as quick as a test can and as the form sees typing. */
async function fill(user: ReturnType<typeof renderScreen>['user'], name: string, text: string) {
  await user.click(field(name));
  await user.paste(text);
}
const sent = async (calls: Request[], method: string) => {
  const request = calls.find((call) => call.method === method);
  return request ? ((await request.clone().json()) as Record<string, unknown>) : undefined;
};

describe('ProductEditorPage', () => {
  it('shows what is missing next to each field and sends nothing', async () => {
    const { calls } = mockApi({
      ...common,
      'POST /backoffice/products': { status: 201, body: { data: {} } },
    });
    const { user } = openNew();
    await user.click(await screen.findByRole('button', { name: 'Create the product' }));

    expect(await screen.findByTestId('form-error')).toHaveTextContent(
      'please correct the fields marked in red',
    );
    expect(field('Name (English)')).toHaveAccessibleDescription('Please fill this in.');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveAccessibleDescription(
      'Choose a category of the third level.',
    );
    expect(screen.getByRole('combobox', { name: 'Store' })).toHaveAccessibleDescription('Choose a store.');
    expect(field('Price of variant 1')).toHaveAccessibleDescription(
      'Enter a price from 0.01 to 100,000 with at most 2 decimals.',
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('creates a product with options and generated variants, then opens its page', async () => {
    const { calls } = mockApi({
      ...common,
      'POST /backoffice/products': { status: 201, body: { data: productFixture({ id: 99 }) } },
    });
    const { user } = openNew();
    await fill(user, 'Name (English)', 'Silk scarf');
    await fill(user, 'Name (Khmer)', 'កន្សែងសូត្រ');
    await fill(user, 'Description (English)', 'Hand-woven.\nKampot silk.');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Main category' }), 'Fashion');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sub-category' }), 'Women');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Dresses');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Store' }), 'Siem Reap Store');
    await user.clear(field('Discount (%)'));
    await fill(user, 'Discount (%)', '10');

    await user.click(screen.getByRole('button', { name: 'Add an option' }));
    await fill(user, 'Option 1 name (English)', 'Colour');
    await fill(user, 'Option 1 name (Khmer)', 'ពណ៌');
    await fill(user, 'Option 1 value 1 (English)', 'Red');
    await user.click(screen.getByRole('button', { name: 'Add a value to option 1' }));
    await fill(user, 'Option 1 value 2 (English)', 'Blue');
    await fill(user, 'Price of variant 1', '9.90');
    await user.click(screen.getByRole('button', { name: 'Generate all combinations' }));

    expect(screen.getAllByTestId('variant-row')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Colour of variant 2' })).toHaveValue('1');
    await fill(user, 'SKU of variant 1', 'SC-RED');
    await user.clear(field('Stock of variant 2'));
    await fill(user, 'Stock of variant 2', '4');
    await user.click(screen.getByRole('button', { name: 'Create the product' }));

    expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/backoffice/products/99');
    expect(await sent(calls, 'POST')).toEqual({
      published: false,
      name: { en: 'Silk scarf', kh: 'កន្សែងសូត្រ' },
      description: { en: 'Hand-woven.\nKampot silk.', kh: '' },
      categoryId: 100,
      storeId: 4,
      discount: 10,
      deliveryFee: null,
      lowStockThreshold: 5,
      options: [
        {
          name: { en: 'Colour', kh: 'ពណ៌' },
          values: [
            { en: 'Red', kh: '' },
            { en: 'Blue', kh: '' },
          ],
        },
      ],
      variants: [
        { sku: 'SC-RED', attributes: { Colour: 'Red' }, price: 9.9, stock: 0 },
        { sku: null, attributes: { Colour: 'Blue' }, price: 9.9, stock: 4 },
      ],
    });
  });

  it('lists the Khmer texts publishing needs and refuses to publish without them', async () => {
    const { calls } = mockApi({
      ...common,
      'GET /backoffice/products/12': {
        body: { data: productFixture({ name: { en: 'Silk scarf', kh: '' } }) },
      },
      'GET /backoffice/products/12/photos': { body: { data: photoList(4, []) } },
    });
    const { user } = openExisting();
    await user.clear(await screen.findByRole('textbox', { name: 'Option 1 value 2 (Khmer)' }));
    await user.click(screen.getByRole('switch', { name: 'Published' }));

    const missing = await screen.findByTestId('publish-missing');
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['The name in Khmer', 'Value 2 of option 1 in Khmer']);
    await user.click(within(missing).getByRole('button', { name: 'The name in Khmer' }));
    expect(field('Name (Khmer)')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('form-error')).toBeInTheDocument();
    expect(field('Name (Khmer)')).toHaveAccessibleDescription('Khmer text is required to publish.');
    expect(field('Option 1 value 2 (Khmer)')).toHaveAccessibleDescription(
      'Khmer text is required to publish.',
    );
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it("puts the API's field codes next to their fields and keeps what was typed", async () => {
    mockApi({
      ...common,
      'GET /backoffice/products/12': { body: { data: productFixture() } },
      'GET /backoffice/products/12/photos': { body: { data: photoList(4, []) } },
      'PUT /backoffice/products/12': apiError(409, 'product.sku_taken', {
        'variants.1.sku': 'product.sku_taken',
      }),
    });
    const { user } = openExisting();
    const sku = await screen.findByRole('textbox', { name: 'SKU of variant 2' });
    await user.clear(sku);
    await user.type(sku, 'TAKEN-1');
    await user.clear(field('Name (English)'));
    await fill(user, 'Name (English)', 'Silk scarf, long');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(field('SKU of variant 2')).toHaveAccessibleDescription('Another product already uses this SKU.'),
    );
    expect(field('SKU of variant 2')).toHaveValue('TAKEN-1');
    expect(field('Name (English)')).toHaveValue('Silk scarf, long');
  });

  it('on a version conflict keeps the form as typed, shows their change and loads it on demand', async () => {
    const theirs = productFixture({ version: 5, name: { en: 'Silk scarf (theirs)', kh: 'កន្សែងសូត្រ' } });
    const { calls } = mockApi({
      ...common,
      'GET /backoffice/products/12': { body: { data: productFixture() } },
      'GET /backoffice/products/12/photos': { body: { data: photoList(4, []) } },
      'PUT /backoffice/products/12': (request) =>
        calls.filter((call) => call.method === 'PUT').length === 1 && request.method === 'PUT'
          ? apiError(409, 'product.version_conflict', {}, { current: theirs })
          : { body: { data: { ...theirs, version: 6 } } },
    });
    const { user } = openExisting();
    const name = await screen.findByRole('textbox', { name: 'Name (English)' });
    await user.clear(name);
    await user.type(name, 'Silk scarf (mine)');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const notice = await screen.findByTestId('version-conflict');
    expect(notice).toHaveTextContent('Someone else changed this product since you opened it');
    expect(within(notice).getByRole('row', { name: /Name \(English\)/ })).toHaveTextContent(
      'Name (English)Silk scarf (mine)Silk scarf (theirs)',
    );
    expect(field('Name (English)')).toHaveValue('Silk scarf (mine)');

    await user.click(within(notice).getByRole('button', { name: 'Load their version' }));
    expect(field('Name (English)')).toHaveValue('Silk scarf (theirs)');
    expect(screen.queryByTestId('version-conflict')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    const second = (await calls
      .filter((call) => call.method === 'PUT')[1]!
      .clone()
      .json()) as { version: number };
    expect(second.version).toBe(5);
  });

  it('saves with the version a photo upload moved on to', async () => {
    const { calls } = mockApi({
      ...common,
      'GET /backoffice/products/12': { body: { data: productFixture() } },
      'GET /backoffice/products/12/photos': { body: { data: photoList(4, []) } },
      'POST /backoffice/products/12/photos': {
        status: 201,
        body: { data: { ...photoList(5, [7]), photo: photoList(5, [7]).photos[0] } },
      },
      'PUT /backoffice/products/12': { body: { data: productFixture({ version: 6 }) } },
    });
    const { user } = openExisting();
    await screen.findByTestId('photos-empty');
    await user.upload(
      screen.getByLabelText('Photo file'),
      new File(['png'], 'scarf.png', { type: 'image/png' }),
    );
    expect(await screen.findByTestId('photos-status')).toHaveTextContent('The photo is uploaded.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect((await sent(calls, 'PUT'))?.version).toBe(5);
  });

  it('is read-only for a role that cannot change the catalogue', async () => {
    const { calls } = mockApi({
      ...common,
      'GET /backoffice/products/12': { body: { data: productFixture({ photos: [photoFixture(7, 0)] }) } },
    });
    openExisting('order_handler');
    expect(await screen.findByTestId('read-only')).toBeInTheDocument();
    expect(field('Name (English)')).toBeDisabled();
    expect(field('Price of variant 1')).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Published' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate all combinations' })).not.toBeInTheDocument();
    // The photo routes are for writers: a reader sees the product's photos, without the buttons.
    expect(screen.getByRole('img', { name: 'Silk scarf, photo 1' })).toHaveAttribute(
      'src',
      '/api/files/public/products/12/p7-640.webp',
    );
    expect(screen.queryByRole('button', { name: 'Upload a photo' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/photos'))).toBe(false);
  });
});
