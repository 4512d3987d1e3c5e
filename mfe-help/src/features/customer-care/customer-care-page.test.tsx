import { mockApi, renderWithProviders } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import en from '../../../locales/en/help.json';
import CustomerCarePage from './customer-care-page';

const group = (id: number, en: string, kh: string, subs: [number, string][]) => ({
  id,
  title: { en, kh },
  subCategory: subs.map(([subId, title]) => ({ id: subId, title: { en: title, kh: title } })),
});

describe('CustomerCarePage', () => {
  it('shows each help group from the API with a link to its category and its first topics', async () => {
    mockApi({
      'GET /help/categories': {
        body: {
          data: [
            group(1, 'My Account', 'គណនីរបស់ខ្ញុំ', [[2, 'Creating an account']]),
            group(31, 'Shipping & Delivery', 'ការដឹកជញ្ជូន', [
              [32, 'Delivery fees'],
              [33, 'Delivery times'],
              [34, 'A'],
              [35, 'B'],
              [36, 'Hidden fifth'],
            ]),
          ],
          links: { first: '', last: null, prev: null, next: null },
          meta: { currentPage: 1, perPage: 2, total: 2, totalIsEstimate: false, lastPage: 1 },
        },
      },
    });
    renderWithProviders(<CustomerCarePage />, { namespaces: { help: en } });
    expect(await screen.findByRole('link', { name: 'Shipping & Delivery' })).toHaveAttribute(
      'href',
      '/customer-care/category/31',
    );
    expect(screen.getByText('Delivery fees')).toBeInTheDocument();
    expect(screen.queryByText('Hidden fifth')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('How can we help?');
  });

  it('says so when the topics cannot be loaded', async () => {
    mockApi({
      'GET /help/categories': {
        status: 500,
        body: { statusCode: 500, error: 'Internal Server Error', message: 'boom' },
      },
    });
    renderWithProviders(<CustomerCarePage />, { namespaces: { help: en } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Help topics could not be loaded');
  });
});
