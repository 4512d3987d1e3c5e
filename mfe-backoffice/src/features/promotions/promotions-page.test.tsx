import type { BackofficeProductRow, Category, PromotionAdmin } from '@storefront/shared';
import { mockApi } from '@storefront/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { shopToday } from '../../components/shop-time';
import { renderScreen } from '../../testing/render-screen';
import PromotionsPage from './promotions-page';

const PATH = '/backoffice/promotions';

const promotion: PromotionAdmin = {
  id: 4,
  title: { en: 'Rainy season sale', kh: 'លក់រដូវវស្សា' },
  startDate: '2026-04-30T17:00:00Z',
  endDate: '2026-05-01T16:59:00Z',
  discount: 20,
  isActive: false,
  productIds: [3],
  categoryIds: [],
  productCount: 1,
  isDeal: true,
  status: 'running',
  version: 2,
  updatedAt: '2026-04-01T00:00:00Z',
};
const categories: Category[] = [
  {
    id: 1,
    name: { en: 'Food', kh: 'អាហារ' },
    subCategories: [
      {
        id: 11,
        name: { en: 'Spices', kh: 'គ្រឿងទេស' },
        subCategories: [{ id: 111, name: { en: 'Pepper', kh: 'ម្រេច' }, subCategories: [] }],
      },
    ],
  },
];
const pepper: BackofficeProductRow = {
  id: 3,
  name: { en: 'Kampot pepper', kh: 'ម្រេចកំពត' },
  price: 6,
  published: true,
  stock: 20,
  variantCount: 1,
  lowStock: false,
  categoryId: 111,
  storeId: 1,
  imageUrl: '',
  updatedAt: '2026-01-01T00:00:00Z',
  version: 1,
};
const list = (data: PromotionAdmin[]) => ({
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

function routes(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /backoffice/promotions': list([promotion]),
    'GET /categories': { body: { data: categories } },
    'GET /backoffice/products': { body: { data: [pepper], links: {}, meta: {} } },
    'GET /backoffice/products/3': { body: { data: { ...pepper, description: pepper.name } } },
    ...overrides,
  });
}

const field = (name: RegExp) => screen.getByLabelText(name);
const setDate = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });

async function fillNew(user: ReturnType<typeof renderScreen>['user']) {
  await user.click(await screen.findByRole('button', { name: 'New promotion' }));
  await screen.findByRole('dialog', { name: 'New promotion' });
  await user.type(field(/^Title \(English\)/), 'Pepper week');
  await user.type(field(/^Title \(Khmer\)/), 'សប្តាហ៍ម្រេច');
  setDate(/^Starts/, '2026-06-01T08:00');
  setDate(/^Ends/, '2026-06-07T20:00');
  await user.type(field(/^Discount/), '15');
}

describe('PromotionsPage', () => {
  jest.setTimeout(30_000);

  it('lists running promotions with status chips, window in shop time and counts', async () => {
    const { calls } = routes();
    renderScreen(<PromotionsPage />, { path: PATH });
    const card = await screen.findByTestId('promotion-4');
    expect(within(card).getByRole('heading', { name: 'Rainy season sale' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Running');
    expect(card).toHaveTextContent('Daily deal');
    expect(card).toHaveTextContent('Switched off');
    expect(card).toHaveTextContent('May 1, 2026, 12:00 AM → May 1, 2026, 11:59 PM (shop time)');
    expect(card).toHaveTextContent('20% off · 1 product');
    expect(new URL(calls[0]!.url).searchParams.get('status')).toBe('running');
    expect(screen.getByRole('tab', { name: 'Running' })).toHaveAttribute('aria-selected', 'true');
  });

  it('switches a promotion on with the version it was listed with', async () => {
    const { calls } = routes({
      'PATCH /backoffice/promotions/4/active': {
        body: { data: { ...promotion, isActive: true, version: 3 } },
      },
    });
    const { user } = renderScreen(<PromotionsPage />, { path: PATH });
    await user.click(await screen.findByRole('switch', { name: 'Rainy season sale switched on' }));
    expect(await screen.findByTestId('promotions-status')).toHaveTextContent(
      'Rainy season sale is switched on.',
    );
    expect(await calls.find((request) => request.method === 'PATCH')!.json()).toEqual({
      isActive: true,
      version: 2,
    });
  });

  it('is read-only for a role that cannot write', async () => {
    routes();
    const { user } = renderScreen(<PromotionsPage />, { path: PATH, role: 'order_handler' });
    expect(await screen.findByRole('switch', { name: 'Rainy season sale switched on' })).toBeDisabled();
    expect(screen.getByTestId('promotions-read-only')).toHaveTextContent(
      'Your role can look at promotions but not change them.',
    );
    expect(screen.queryByRole('button', { name: 'New promotion' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Rainy season sale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Promotion' });
    expect(within(dialog).getByLabelText(/^Title \(English\)/)).toBeDisabled();
    expect(within(dialog).getByLabelText(/^Discount/)).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Save the promotion' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Search products' })).not.toBeInTheDocument();
  });

  it('checks the form next to each field and sends nothing', async () => {
    const { calls } = routes();
    const { user } = renderScreen(<PromotionsPage />, { path: PATH });
    await user.click(await screen.findByRole('button', { name: 'New promotion' }));
    await screen.findByRole('dialog', { name: 'New promotion' });
    await user.type(field(/^Discount/), '95');
    setDate(/^Ends/, '2020-01-01T00:00');
    await user.click(screen.getByRole('button', { name: 'Save the promotion' }));
    expect(await screen.findByLabelText(/^Title \(English\)/)).toHaveAccessibleDescription(
      'Enter the title.',
    );
    expect(field(/^Title \(Khmer\)/)).toHaveAccessibleDescription('Enter the title.');
    expect(field(/^Discount/)).toHaveAccessibleDescription('Enter a whole number from 1 to 90.');
    expect(field(/^Ends/)).toHaveAccessibleDescription('The end must be after the start.');
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveAccessibleDescription(
      'Pick at least one product or category.',
    );
    expect(calls.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('offers a daily deal preset: today 00:00 → 23:59 shop time', async () => {
    routes();
    const { user } = renderScreen(<PromotionsPage />, { path: PATH });
    await user.click(await screen.findByRole('button', { name: 'New promotion' }));
    setDate(/^Starts/, '2026-06-01T08:00');
    setDate(/^Ends/, '2026-06-07T20:00');
    expect(screen.getByTestId('promotion-time-zone')).toHaveTextContent(
      "Times are in the shop's time zone, Asia/Phnom_Penh (UTC+7).",
    );
    expect(screen.getByTestId('promotion-time-zone')).not.toHaveTextContent('daily deal');
    await user.click(screen.getByRole('button', { name: 'Daily deal: today 00:00–23:59' }));
    const today = shopToday();
    expect(field(/^Starts/)).toHaveValue(`${today}T00:00`);
    expect(field(/^Ends/)).toHaveValue(`${today}T23:59`);
    expect(screen.getByTestId('promotion-time-zone')).toHaveTextContent(
      'This is a daily deal (24 hours or less).',
    );
  });

  it('creates a promotion with picked products and categories, then shows it under its status', async () => {
    const { calls } = routes({
      'POST /backoffice/promotions': {
        status: 201,
        body: {
          data: { ...promotion, id: 9, title: { en: 'Pepper week', kh: 'សប្តាហ៍ម្រេច' }, status: 'scheduled' },
          movedFromOtherPromotions: 2,
          releasedProducts: 0,
        },
      },
    });
    const { user } = renderScreen(<PromotionsPage />, { path: PATH });
    await fillNew(user);
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'pepper');
    await user.click(await screen.findByRole('option', { name: 'Kampot pepper (#3)' }));
    expect(within(screen.getByTestId('picked-products')).getByText('Kampot pepper (#3)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the categories in Food' }));
    await user.click(screen.getByRole('checkbox', { name: 'Spices' }));
    await user.click(screen.getByRole('button', { name: 'Save the promotion' }));
    expect(await screen.findByTestId('promotions-status')).toHaveTextContent(
      'Pepper week is saved. 2 products were moved from other promotions.',
    );
    const post = calls.find((request) => request.method === 'POST')!;
    expect(await post.json()).toEqual({
      title: { en: 'Pepper week', kh: 'សប្តាហ៍ម្រេច' },
      startDate: '2026-06-01T08:00:00+07:00',
      endDate: '2026-06-07T20:00:00+07:00',
      discount: 15,
      productIds: [3],
      categoryIds: [11],
      isActive: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Scheduled' })).toHaveAttribute('aria-selected', 'true'),
    );
    await waitFor(() => expect(calls.some((request) => request.url.includes('status=scheduled'))).toBe(true));
  });

  it("shows the API's field code next to its field and keeps what was typed", async () => {
    routes({
      'POST /backoffice/promotions': problem(400, 'request.invalid_input', {
        fields: { categoryIds: { code: 'promotion.category_unknown', params: { ids: '11' }, message: 'x' } },
      }),
    });
    const { user } = renderScreen(<PromotionsPage />, { path: PATH });
    await fillNew(user);
    await user.click(screen.getByRole('button', { name: 'Show the categories in Food' }));
    await user.click(screen.getByRole('checkbox', { name: 'Spices' }));
    await user.click(screen.getByRole('button', { name: 'Save the promotion' }));
    expect(await screen.findByText('These categories do not exist: 11.')).toBeInTheDocument();
    expect(field(/^Title \(English\)/)).toHaveValue('Pepper week');
    expect(field(/^Discount/)).toHaveValue(15);
    expect(screen.getByRole('dialog', { name: 'New promotion' })).toBeInTheDocument();
  });

  describe('a version conflict', () => {
    const theirs: PromotionAdmin = {
      ...promotion,
      title: { en: 'Monsoon sale', kh: 'លក់រដូវវស្សា' },
      discount: 30,
      version: 3,
    };
    const conflict = problem(409, 'promotion.version_conflict', { current: theirs });

    async function editAndSave(user: ReturnType<typeof renderScreen>['user']) {
      await user.click(await screen.findByRole('button', { name: 'Edit Rainy season sale' }));
      await screen.findByRole('dialog', { name: 'Edit the promotion' });
      const title = field(/^Title \(English\)/);
      await user.clear(title);
      await user.type(title, 'Rainy days');
      await user.click(screen.getByRole('button', { name: 'Save the promotion' }));
      return screen.findByTestId('version-conflict');
    }

    it('keeps what was typed, shows theirs, and loads theirs on request', async () => {
      let answer: object = conflict;
      const { calls } = routes({
        'PUT /backoffice/promotions/4': () => answer as never,
        'GET /backoffice/products/3': { body: { data: { ...pepper } } },
      });
      const { user } = renderScreen(<PromotionsPage />, { path: PATH });
      const notice = await editAndSave(user);
      expect(notice).toHaveTextContent('Someone else changed this promotion since you opened it');
      const theirsCells = within(notice)
        .getAllByTestId('conflict-theirs')
        .map((cell) => cell.textContent);
      expect(theirsCells).toEqual(['Monsoon sale', '30']);
      expect(field(/^Title \(English\)/)).toHaveValue('Rainy days');
      const first = calls.find((request) => request.method === 'PUT')!;
      expect((await first.json()).version).toBe(2);

      await user.click(within(notice).getByRole('button', { name: 'Load their version' }));
      expect(field(/^Title \(English\)/)).toHaveValue('Monsoon sale');
      expect(field(/^Discount/)).toHaveValue(30);
      answer = { body: { data: theirs, movedFromOtherPromotions: 0, releasedProducts: 0 } };
      await user.click(screen.getByRole('button', { name: 'Save the promotion' }));
      expect(await screen.findByTestId('promotions-status')).toHaveTextContent('Monsoon sale is saved.');
      const second = calls.filter((request) => request.method === 'PUT')[1]!;
      expect(await second.json()).toMatchObject({ title: { en: 'Monsoon sale' }, discount: 30, version: 3 });
    });

    it('or keeps editing and saves what was typed over their version, knowingly', async () => {
      let answer: object = conflict;
      const { calls } = routes({ 'PUT /backoffice/promotions/4': () => answer as never });
      const { user } = renderScreen(<PromotionsPage />, { path: PATH });
      const notice = await editAndSave(user);
      await user.click(within(notice).getByRole('button', { name: 'Keep editing mine' }));
      expect(screen.queryByTestId('version-conflict')).not.toBeInTheDocument();
      answer = {
        body: {
          data: { ...theirs, title: { en: 'Rainy days', kh: 'x' } },
          movedFromOtherPromotions: 0,
          releasedProducts: 0,
        },
      };
      await user.click(screen.getByRole('button', { name: 'Save the promotion' }));
      expect(await screen.findByTestId('promotions-status')).toHaveTextContent('Rainy days is saved.');
      const second = calls.filter((request) => request.method === 'PUT')[1]!;
      expect(await second.json()).toMatchObject({ title: { en: 'Rainy days' }, discount: 20, version: 3 });
    });
  });
});
