import type { HelpCategory, ListResponse } from '@storefront/shared';
import { mockApi, renderWithProviders } from '@storefront/shared/testing';
import { screen, within } from '@testing-library/react';
import en from '../../../locales/en/help.json';
import CustomerCarePage from './customer-care-page';

const group = (id: number, en: string, kh: string, subs: [number, string][]): HelpCategory => ({
  id,
  title: { en, kh },
  subCategory: subs.map(([subId, title]) => ({ id: subId, title: { en: title, kh: title } })),
});
const list = <Item,>(data: Item[]): ListResponse<Item> => ({
  data,
  links: { first: '', last: null, prev: null, next: null },
  meta: { currentPage: 1, perPage: data.length, total: data.length, totalIsEstimate: false, lastPage: 1 },
});

describe('CustomerCarePage', () => {
  it('shows the top questions and each help group with links to its topics', async () => {
    mockApi({
      'GET /help/categories': {
        body: list([
          group(1, 'My Account', 'គណនីរបស់ខ្ញុំ', [[2, 'Creating an account']]),
          group(31, 'Shipping & Delivery', 'ការដឹកជញ្ជូន', [
            [32, 'Delivery fees'],
            [33, 'Delivery times'],
            [34, 'A'],
            [35, 'B'],
            [36, 'Hidden fifth'],
          ]),
        ]),
      },
      'GET /help/articles': {
        body: list([
          { id: 7, slug: 'fees', categoryId: 32, title: { en: 'How much is delivery?', kh: 'ថ្លៃដឹកប៉ុន្មាន?' } },
        ]),
      },
    });
    renderWithProviders(<CustomerCarePage />, { namespaces: { help: en } });
    await screen.findByText('Delivery fees');
    const groups = within(screen.getByTestId('help-groups'));
    expect(groups.getByRole('link', { name: 'Shipping & Delivery' })).toHaveAttribute(
      'href',
      '/customer-care/category/31',
    );
    expect(groups.getByRole('link', { name: 'Delivery fees' })).toHaveAttribute(
      'href',
      '/customer-care/category/32',
    );
    expect(screen.queryByText('Hidden fifth')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'How much is delivery?' })).toHaveAttribute(
      'href',
      '/customer-care/answers?id=7',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('How can we help?');
  });

  it('says so when the topics cannot be loaded', async () => {
    mockApi({
      'GET /help/categories': {
        status: 500,
        body: { statusCode: 500, error: 'Internal Server Error', message: 'boom' },
      },
      'GET /help/articles': { body: list([]) },
    });
    renderWithProviders(<CustomerCarePage />, { namespaces: { help: en } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Help topics could not be loaded');
    expect(await screen.findByText('No top questions yet. Browse the topics below.')).toBeInTheDocument();
  });
});
