import type { ListResponse, StockMovement, StockVariant } from '@storefront/shared';
import { mockApi } from '@storefront/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '../../testing/render-screen';
import StockPage from './stock-page';

jest.setTimeout(20_000);

const variant: StockVariant = {
  id: 32,
  productId: 12,
  productName: { en: 'Silk scarf', kh: 'កន្សែងសូត្រ' },
  productVersion: 4,
  published: true,
  sku: 'SC-BLUE',
  attributes: { Colour: 'Blue' },
  price: 12.5,
  stock: 2,
  lowStockThreshold: 5,
};

function list<Item>(data: Item[]): ListResponse<Item> {
  return {
    data,
    links: { first: '?page=1', last: '?page=1', prev: null, next: null },
    meta: { currentPage: 1, perPage: 25, total: data.length, totalIsEstimate: false, lastPage: 1 },
  };
}

const movements: StockMovement[] = [
  {
    id: 3,
    change: -1,
    stockAfter: 2,
    reason: 'sold',
    note: '',
    actorEmail: null,
    createdAt: '2026-05-02T03:00:00.000Z',
  },
  {
    id: 2,
    change: 20,
    stockAfter: 3,
    reason: 'restock',
    note: 'Supplier delivery',
    actorEmail: 'manager@psar.test',
    createdAt: '2026-05-01T03:00:00.000Z',
  },
];

const lowStock = { 'GET /backoffice/stock/low': { body: list([variant]) } };
const open = (role: 'catalog_manager' | 'support_agent' = 'catalog_manager') =>
  renderScreen(<StockPage />, { role, path: '/backoffice/stock' });

describe('StockPage', () => {
  it('lists the low-stock variants with their stock against the threshold', async () => {
    mockApi(lowStock);
    open();
    const row = await screen.findByTestId('low-stock-row');
    expect(within(row).getByRole('link', { name: 'Silk scarf' })).toHaveAttribute(
      'href',
      '/backoffice/products/12',
    );
    expect(row).toHaveTextContent('Blue · SC-BLUE');
    expect(row).toHaveTextContent('2 in stock / alert at 5');
  });

  it('checks the restock form before sending: quantity and its sign for the reason', async () => {
    const { calls } = mockApi(lowStock);
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Restock Silk scarf (Blue · SC-BLUE)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the stock of Silk scarf' });
    await user.click(within(dialog).getByRole('button', { name: 'Save the stock change' }));
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity' });
    expect(quantity).toHaveAccessibleDescription('Enter a whole number from -100,000 to 100,000.');

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'Damaged');
    await user.type(quantity, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save the stock change' }));
    await waitFor(() =>
      expect(quantity).toHaveAccessibleDescription('Damaged stock is taken away: enter a negative quantity.'),
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('restocks with a reason and a note, and says the new stock', async () => {
    const { calls } = mockApi({
      ...lowStock,
      'POST /backoffice/variants/32/restock': { body: { data: { ...variant, stock: 22 } } },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Restock Silk scarf (Blue · SC-BLUE)' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Quantity' }), '20');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Supplier delivery');
    await user.click(within(dialog).getByRole('button', { name: 'Save the stock change' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('stock-status')).toHaveTextContent('Silk scarf: 22 now in stock.');
    const post = calls.find((call) => call.method === 'POST')!;
    expect(await post.json()).toEqual({ quantity: 20, reason: 'restock', note: 'Supplier delivery' });
  });

  it("shows the API's code next to the quantity and keeps what was typed", async () => {
    mockApi({
      ...lowStock,
      'POST /backoffice/variants/32/restock': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          code: 'stock.below_zero',
          params: { stock: 2 },
          message: 'Stock cannot go below 0',
          fields: { quantity: { code: 'stock.below_zero', params: { stock: 2 }, message: 'below zero' } },
        },
      },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Restock Silk scarf (Blue · SC-BLUE)' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'Correction');
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity' });
    await user.type(quantity, '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Save the stock change' }));
    await waitFor(() =>
      expect(quantity).toHaveAccessibleDescription('Stock cannot go below 0: there are 2 left.'),
    );
    expect(quantity).toHaveValue('-5');
  });

  it("shows a variant's stock history; a reading role cannot restock", async () => {
    mockApi({
      ...lowStock,
      'GET /backoffice/variants/32/stock-history': { body: { ...list(movements), variant } },
    });
    const { user } = open('support_agent');
    await screen.findByTestId('low-stock-row');
    expect(screen.queryByRole('button', { name: /^Restock/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stock history of Silk scarf (Blue · SC-BLUE)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stock history of Silk scarf' });
    const [sold, restock] = await within(dialog).findAllByTestId('movement-row');
    expect(sold).toHaveTextContent('-1');
    expect(sold).toHaveTextContent('Sold');
    expect(sold).toHaveTextContent('Shop (orders)');
    expect(restock).toHaveTextContent('+20');
    expect(restock).toHaveTextContent('Restock');
    expect(restock).toHaveTextContent('Supplier delivery');
    expect(restock).toHaveTextContent('manager@psar.test');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
