import { emulatePhoneScreen, mockApi, renderWithProviders, userFixture } from '@storefront/shared/testing';
import { i18n, signedIn, type Category } from '@storefront/shared';
import khCommon from '@storefront/shared/locales/kh/common.json';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { Header } from './header';

// The tests' own settings (the API origin), put back after a test changes them.
const testConfig = globalThis.__PSAR_CONFIG__;

const categories: Category[] = [
  {
    id: 1,
    name: { en: 'Electronics', kh: 'គ្រឿងអេឡិចត្រូនិច' },
    subCategories: [
      {
        id: 2,
        name: { en: 'Computers & Laptops', kh: 'កុំព្យូទ័រ' },
        subCategories: [{ id: 3, name: { en: 'Laptops', kh: 'កុំព្យូទ័រយួរដៃ' }, subCategories: [] }],
      },
    ],
  },
  { id: 10, name: { en: 'Groceries', kh: 'គ្រឿងឧបភោគ' }, subCategories: [] },
];
const emptyPage = {
  links: { first: '', last: null, prev: null, next: null },
  meta: { currentPage: 1, perPage: 1, total: 0, totalIsEstimate: false, lastPage: 1 },
};
const promotions = [
  {
    id: 1,
    title: { en: 'Water Festival Sale', kh: 'បុណ្យអុំទូក' },
    startDate: '2026-11-01T00:00:00Z',
    endDate: '2026-11-30T00:00:00Z',
    discount: 15,
    isActive: true,
  },
];
const user = userFixture();

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderHeader(deals: number, route?: string) {
  const api = mockApi({
    'GET /categories': { body: { data: categories } },
    'GET /products/deals-of-the-day': {
      body: { data: Array.from({ length: deals }, (_, id) => ({ id })), ...emptyPage },
    },
    'GET /promotions': { body: { data: promotions } },
    'GET /wallet': { body: { data: { balance: 50, currency: 'USD' } } },
    'GET /carts': { body: { data: [], ...emptyPage } },
  });
  const rendered = renderWithProviders(
    <>
      <Header />
      <p>outside</p>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    route ? { route } : undefined,
  );
  return { ...rendered, ...api };
}

let restoreScreen = () => true;
afterEach(() => {
  restoreScreen();
  globalThis.__PSAR_CONFIG__ = testConfig;
});

describe('Header navigation', () => {
  it("prepends Today's Deals to the category nav when the deals query returns items", async () => {
    renderHeader(1);
    const nav = await screen.findByTestId('category-nav');
    await within(nav).findByText('Electronics');
    await waitFor(() => expect(within(nav).getAllByRole('link')[0]).toHaveTextContent("Today's Deals"));
    expect(within(nav).getByText("Today's Deals").closest('a')).toHaveAttribute(
      'href',
      '/products/deals-of-the-day',
    );
  });

  it("leaves Today's Deals out when there are no deals", async () => {
    const { calls } = renderHeader(0);
    const nav = await screen.findByTestId('category-nav');
    expect(nav).toHaveAttribute('aria-busy', 'true');
    // The nav stops being busy only once the deals answer (and the categories) have been
    // received and rendered, so the absence below is the answer's doing, not its delay.
    await waitFor(() => expect(nav).toHaveAttribute('aria-busy', 'false'));
    expect(calls.filter((request) => request.url.includes('deals-of-the-day'))).toHaveLength(1);
    expect(within(nav).getByRole('button', { name: 'Groceries' })).toBeInTheDocument();
    expect(within(nav).queryByText("Today's Deals")).not.toBeInTheDocument();
  });

  it('All Categories shows the three-level tree and a leaf goes to /products?categoryId=…', async () => {
    const { user: shopper } = renderHeader(0);
    await shopper.click(screen.getByTestId('all-categories'));
    const panel = await screen.findByTestId('all-categories-panel');
    expect(await within(panel).findByText('Computers & Laptops')).toBeInTheDocument();
    await shopper.click(within(panel).getByText('Laptops'));
    expect(screen.getByTestId('where')).toHaveTextContent('/products?categoryId=3');
  });

  it('a main category sub-menu is a keyboard menu of links', async () => {
    const { user: shopper } = renderHeader(0);
    const nav = await screen.findByTestId('category-nav');
    const button = await within(nav).findByRole('button', { name: 'Electronics' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await shopper.click(button);
    const menu = await screen.findByRole('menu');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'All in Electronics' })).toHaveAttribute(
      'href',
      '/products?mainCategoryId=1',
    );
    await shopper.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('the promotions widget lists active promotions and closes on a click outside', async () => {
    const { user: shopper, calls } = renderHeader(0);
    await shopper.click(screen.getByTestId('promotions-button'));
    const panel = await screen.findByTestId('promotions-panel');
    expect(await within(panel).findByText('Water Festival Sale')).toBeInTheDocument();
    expect(within(panel).getByText('-15%')).toBeInTheDocument();
    const request = calls.find((call) => call.url.includes('/promotions'));
    expect(new URL(request!.url).search).toBe('?orderBy=endDate&isActive=true');
    await shopper.click(screen.getByText('outside'));
    await waitFor(() => expect(screen.queryByTestId('promotions-panel')).not.toBeInTheDocument());
  });

  it('shows the wallet balance only to signed-in shoppers', async () => {
    const { store } = renderHeader(0);
    expect(screen.queryByTestId('wallet-badge')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(signedIn(user));
    });
    await waitFor(() => expect(screen.getByTestId('wallet-badge')).toHaveTextContent('$50.00'));
    expect(screen.getByTestId('wallet-badge')).toHaveAttribute('href', '/account/wallet');
  });

  it('a phone gets the drawer button instead of the desktop rows, and asks for no categories until it opens', async () => {
    restoreScreen = emulatePhoneScreen();
    const { calls } = renderHeader(1);
    expect(await screen.findByTestId('drawer-button')).toBeInTheDocument();
    expect(screen.queryByTestId('category-nav')).not.toBeInTheDocument();
    expect(screen.queryByTestId('customer-care-menu')).not.toBeInTheDocument();
    await act(async () => undefined);
    expect(calls.map((call) => new URL(call.url).pathname)).not.toContain('/api/categories');
  });

  it('the drawer holds the same entries: categories three levels deep and Customer Care', async () => {
    restoreScreen = emulatePhoneScreen();
    const { user: shopper } = renderHeader(1);
    await shopper.click(screen.getByTestId('drawer-button'));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(await within(drawer).findByRole('link', { name: "Today's Deals" })).toBeInTheDocument();
    await shopper.click(within(drawer).getByRole('button', { name: 'Electronics' }));
    await shopper.click(within(drawer).getByRole('button', { name: 'Computers & Laptops' }));
    await shopper.click(within(drawer).getByRole('link', { name: 'Laptops' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/products?categoryId=3');
  });

  it('links the sister solar site only when its address is configured', async () => {
    renderHeader(0);
    await screen.findByTestId('category-nav');
    expect(screen.queryByTestId('solar-link')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Psar Solar/ })).not.toBeInTheDocument();
  });

  it('links the configured solar site, in a new tab, on the desktop bar', async () => {
    globalThis.__PSAR_CONFIG__ = { ...testConfig, solarSiteUrl: 'https://solar.example.com/' };
    renderHeader(0);
    const link = await screen.findByTestId('solar-link');
    expect(link).toHaveAttribute('href', 'https://solar.example.com/');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('the drawer links the configured solar site', async () => {
    restoreScreen = emulatePhoneScreen();
    globalThis.__PSAR_CONFIG__ = { ...testConfig, solarSiteUrl: 'https://solar.example.com/' };
    const { user: shopper } = renderHeader(1);
    await shopper.click(screen.getByTestId('drawer-button'));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByTestId('drawer-solar-link')).toHaveAttribute(
      'href',
      'https://solar.example.com/',
    );
  });

  it("category choices carry the current query's type", async () => {
    const { user: shopper } = renderHeader(0, '/products?type=flash&search=x');
    await shopper.click(screen.getByTestId('all-categories'));
    const panel = await screen.findByTestId('all-categories-panel');
    await shopper.click(await within(panel).findByText('Laptops'));
    expect(screen.getByTestId('where')).toHaveTextContent('/products?categoryId=3&type=flash');
  });

  it("writes a promotion's end date in Khmer with the shop's formatter, never an English month", async () => {
    i18n.addResourceBundle('kh', 'common', khCommon, true, true);
    try {
      await act(() => i18n.changeLanguage('kh'));
      const { user: shopper } = renderHeader(0);
      await shopper.click(screen.getByTestId('promotions-button'));
      const panel = await screen.findByTestId('promotions-panel');
      const list = await within(panel).findByTestId('promotions-list');
      expect(list).toHaveTextContent('វិច្ឆិកា ២០២៦');
      expect(list).not.toHaveTextContent(/Nov|[0-9]{4}/);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
