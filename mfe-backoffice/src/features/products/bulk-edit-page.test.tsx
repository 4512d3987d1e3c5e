import { mockApi } from '@storefront/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '../../testing/render-screen';
import BulkEditPage from './bulk-edit-page';
import { apiError, categoryTree, page, productFixture, productRow } from './test-fixtures';

jest.setTimeout(20_000);

const routes = {
  'GET /categories': { body: { data: categoryTree } },
  'GET /backoffice/products': { body: page([productRow()]) },
  'GET /backoffice/products/12': { body: { data: productFixture() } },
};

const open = (role: 'catalog_manager' | 'support_agent' = 'catalog_manager') =>
  renderScreen(<BulkEditPage />, { role, path: '/backoffice/products/bulk' });
const cell = (name: string) => screen.getByRole('textbox', { name });
const patches = (calls: Request[]) => calls.filter((call) => call.method === 'PATCH');

describe('BulkEditPage', () => {
  it('highlights changed cells and saves them in one request with the figures it showed', async () => {
    const { calls } = mockApi({
      ...routes,
      'PATCH /backoffice/variants': { body: { data: [{ id: 31 }, { id: 32 }] } },
    });
    const { user } = open();
    const red = await screen.findByRole('textbox', { name: 'Price of Silk scarf (Red)' });
    expect(screen.getByRole('button', { name: 'Save 0 changes' })).toBeDisabled();
    await user.clear(red);
    await user.type(red, '13');
    await user.clear(cell('Stock of Silk scarf (Blue)'));
    await user.type(cell('Stock of Silk scarf (Blue)'), '20');
    expect(red).toHaveAttribute('data-changed', 'true');
    expect(red).toHaveAccessibleDescription('Was $12.50');
    expect(cell('Stock of Silk scarf (Red)')).not.toHaveAttribute('data-changed');

    await user.click(screen.getByRole('button', { name: 'Save 2 changes' }));
    expect(await screen.findByTestId('bulk-message')).toHaveTextContent('2 variants saved.');
    expect(await patches(calls)[0]!.json()).toEqual({
      changes: [
        { variantId: 31, price: 13, expected: { price: 12.5, stock: 8 } },
        { variantId: 32, stock: 20, expected: { price: 12.5, stock: 2 } },
      ],
    });
  });

  it('shows an invalid cell next to it and sends nothing', async () => {
    const { calls } = mockApi(routes);
    const { user } = open();
    const stock = await screen.findByRole('textbox', { name: 'Stock of Silk scarf (Red)' });
    await user.clear(stock);
    await user.type(stock, '-4');
    await user.click(screen.getByRole('button', { name: 'Save 1 change' }));
    expect(stock).toHaveAccessibleDescription('A whole number from 0 to 1,000,000');
    expect(screen.getByTestId('bulk-message')).toHaveTextContent(
      'Nothing was saved: 1 cell needs a correction.',
    );
    expect(patches(calls)).toHaveLength(0);
  });

  it('on variant.changed_meanwhile marks the moved rows with their figures, keeps the edits and saves nothing', async () => {
    let attempt = 0;
    const { calls } = mockApi({
      ...routes,
      'PATCH /backoffice/variants': () =>
        ++attempt === 1
          ? apiError(
              409,
              'variant.changed_meanwhile',
              {},
              { current: [{ variantId: 32, price: 14, stock: 5 }] },
            )
          : { body: { data: [{ id: 31 }, { id: 32 }] } },
    });
    const { user } = open();
    const redPrice = await screen.findByRole('textbox', { name: 'Price of Silk scarf (Red)' });
    await user.clear(redPrice);
    await user.type(redPrice, '11');
    await user.clear(cell('Stock of Silk scarf (Blue)'));
    await user.type(cell('Stock of Silk scarf (Blue)'), '9');
    await user.click(screen.getByRole('button', { name: 'Save 2 changes' }));

    expect(await screen.findByTestId('bulk-message')).toHaveTextContent('Nothing was saved');
    const blue = screen.getAllByTestId('bulk-row').find((row) => row.dataset.variantId === '32')!;
    expect(blue).toHaveAttribute('data-changed-meanwhile', 'true');
    expect(within(blue).getByTestId('changed-meanwhile')).toHaveTextContent('now $14.00, 5 in stock');
    const red = screen.getAllByTestId('bulk-row').find((row) => row.dataset.variantId === '31')!;
    expect(red).not.toHaveAttribute('data-changed-meanwhile');
    expect(cell('Price of Silk scarf (Red)')).toHaveValue('11');
    expect(cell('Stock of Silk scarf (Blue)')).toHaveValue('9');

    await user.click(screen.getByRole('button', { name: 'Save 2 changes' }));
    await waitFor(() => expect(patches(calls)).toHaveLength(2));
    expect(await patches(calls)[1]!.json()).toEqual({
      changes: [
        { variantId: 31, price: 11, expected: { price: 12.5, stock: 8 } },
        { variantId: 32, stock: 9, expected: { price: 14, stock: 5 } },
      ],
    });
  });

  it('puts a field code of the API next to its cell', async () => {
    mockApi({
      ...routes,
      'PATCH /backoffice/variants': apiError(400, 'request.invalid_input', {
        'changes.0.price': 'number.below_min',
      }),
    });
    const { user } = open();
    const price = await screen.findByRole('textbox', { name: 'Price of Silk scarf (Blue)' });
    await user.clear(price);
    await user.type(price, '0.5');
    await user.click(screen.getByRole('button', { name: 'Save 1 change' }));
    await waitFor(() =>
      expect(price).toHaveAccessibleDescription(expect.stringContaining('must be at least')),
    );
    expect(price).toHaveValue('0.5');
  });

  it('is read-only for a role that cannot change the catalogue', async () => {
    mockApi(routes);
    open('support_agent');
    expect(await screen.findByRole('textbox', { name: 'Price of Silk scarf (Red)' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
  });
});
