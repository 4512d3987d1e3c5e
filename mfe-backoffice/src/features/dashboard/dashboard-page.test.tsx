import { i18n, type Dashboard } from '@storefront/shared';
import { mockApi } from '@storefront/shared/testing';
import { act, screen, within } from '@testing-library/react';
import kh from '../../../locales/kh/backoffice.json';
import { renderScreen } from '../../testing/render-screen';
import DashboardPage from './dashboard-page';

const dashboard: Dashboard = {
  today: { orders: 7, revenue: 1234.5 },
  lowStock: {
    count: 12,
    items: [
      {
        variantId: 31,
        productId: 3,
        productName: { en: 'Kampot pepper', kh: 'ម្រេចកំពត' },
        attributes: { size: '250 g' },
        stock: 0,
        threshold: 5,
      },
    ],
  },
  runningDeals: {
    count: 1,
    items: [
      {
        id: 9,
        title: { en: 'Rainy season sale', kh: 'លក់រដូវវស្សា' },
        endDate: '2026-05-01T16:59:00Z',
        discount: 20,
        productCount: 14,
      },
    ],
  },
  ordersByStatus: { pending_payment: 2, to_ship: 5, shipping: 1, delivered: 40, cancelled: 3, returned: 0 },
};

describe('DashboardPage', () => {
  jest.setTimeout(20_000);

  it("shows today's figures, orders by status, low stock and running deals with links", async () => {
    mockApi({ 'GET /backoffice/dashboard': { body: { data: dashboard } } });
    renderScreen(<DashboardPage />, { role: 'order_handler' });
    expect(await screen.findByTestId('orders-today')).toHaveTextContent('Orders today7');
    expect(screen.getByTestId('revenue-today')).toHaveTextContent('$1,234.50');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const statuses = screen.getByTestId('orders-by-status');
    expect(within(statuses).getByText('To ship').closest('li')).toHaveTextContent('5');
    // An order handler opens the order queue at a status from here.
    expect(within(statuses).getByRole('link', { name: 'To ship' })).toHaveAttribute(
      'href',
      '/backoffice/orders?tab=to_ship',
    );
    const lowStock = screen.getByTestId('low-stock');
    expect(within(lowStock).getByRole('heading', { name: 'Low stock (12 variants)' })).toBeInTheDocument();
    expect(within(lowStock).getByRole('link', { name: 'Kampot pepper' })).toHaveAttribute(
      'href',
      '/backoffice/stock',
    );
    expect(within(lowStock).getByText('0 left (alert at 5)')).toBeInTheDocument();
    const deals = screen.getByTestId('running-deals');
    expect(within(deals).getByRole('link', { name: 'Rainy season sale' })).toHaveAttribute(
      'href',
      '/backoffice/promotions',
    );
    // 16:59 UTC is 23:59 in Phnom Penh.
    expect(within(deals).getByText('Ends May 1, 2026, 11:59 PM · 14 products')).toBeInTheDocument();
  });

  it('links the statuses to the order queue only for roles that handle orders', async () => {
    mockApi({ 'GET /backoffice/dashboard': { body: { data: dashboard } } });
    renderScreen(<DashboardPage />, { role: 'support_agent' });
    const statuses = await screen.findByTestId('orders-by-status');
    expect(within(statuses).getByText('To ship')).toBeInTheDocument();
    expect(within(statuses).queryByRole('link')).not.toBeInTheDocument();
  });

  it('reads in Khmer', async () => {
    mockApi({ 'GET /backoffice/dashboard': { body: { data: dashboard } } });
    renderScreen(<DashboardPage />);
    i18n.addResourceBundle('kh', 'backoffice', kh, true, true);
    try {
      await act(() => i18n.changeLanguage('kh'));
      expect(await screen.findByRole('heading', { level: 1, name: 'ផ្ទាំងសង្ខេប' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'ម្រេចកំពត' })).toBeInTheDocument();
      expect(screen.getByText('ត្រូវដឹកជញ្ជូន')).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('says when it could not load and tries again on request', async () => {
    let calls = 0;
    mockApi({
      'GET /backoffice/dashboard': () =>
        ++calls === 1
          ? {
              status: 500,
              body: {
                statusCode: 500,
                error: 'Internal Server Error',
                code: 'server.error',
                params: {},
                message: 'x',
              },
            }
          : { body: { data: dashboard } },
    });
    const { user } = renderScreen(<DashboardPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The dashboard could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('orders-today')).toHaveTextContent('7');
    expect(calls).toBe(2);
  });
});
