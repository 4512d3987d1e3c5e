import type { HelpCategory, ListResponse } from '@storefront/shared';
import { mockApi, renderWithProviders } from '@storefront/shared/testing';
import { screen, within } from '@testing-library/react';
import en from '../../../locales/en/help.json';
import { HelpMenu } from './help-menu';

const categories: ListResponse<HelpCategory> = {
  data: [
    {
      id: 1,
      title: { en: 'My Account', kh: 'គណនីរបស់ខ្ញុំ' },
      subCategory: [{ id: 2, title: { en: 'Creating an account', kh: 'ការបង្កើតគណនី' } }],
    },
    {
      id: 31,
      title: { en: 'Shipping & Delivery', kh: 'ការដឹកជញ្ជូន' },
      subCategory: [{ id: 32, title: { en: 'Delivery fees', kh: 'ថ្លៃដឹកជញ្ជូន' } }],
    },
  ],
  links: { first: '', last: null, prev: null, next: null },
  meta: { currentPage: 1, perPage: 2, total: 2, totalIsEstimate: false, lastPage: 1 },
};

/** Every <li> sits in a <ul> or <ol>, and every list holds only <li> children. */
function expectValidLists(root: HTMLElement) {
  for (const item of root.querySelectorAll('li')) expect(item.parentElement?.tagName).toMatch(/^(UL|OL)$/);
  for (const list of root.querySelectorAll('ul, ol')) {
    for (const child of list.children) expect(child.tagName).toBe('LI');
  }
}

describe('HelpMenu', () => {
  it('is a navigation landmark holding a list of groups, the current group open with its topics', async () => {
    mockApi({ 'GET /help/categories': { body: categories } });
    renderWithProviders(<HelpMenu activeId={32} />, { namespaces: { help: en } });
    const nav = await screen.findByRole('navigation', { name: en.menu.label });
    expect(nav.tagName).toBe('NAV');
    const groups = within(nav).getAllByRole('list')[0]!;
    expect(groups.parentElement).toBe(nav);
    expect(within(groups).getByRole('link', { name: 'Shipping & Delivery' })).toHaveAttribute(
      'href',
      '/customer-care/category/31',
    );
    expect(within(groups).getByRole('link', { name: 'Delivery fees' })).toHaveAttribute(
      'href',
      '/customer-care/category/32',
    );
    expect(within(groups).queryByRole('link', { name: 'Creating an account' })).not.toBeInTheDocument();
    expectValidLists(nav);
  });

  it('opens a group from its button, and the markup stays a valid list', async () => {
    mockApi({ 'GET /help/categories': { body: categories } });
    const { user } = renderWithProviders(<HelpMenu activeId={null} />, { namespaces: { help: en } });
    const nav = await screen.findByRole('navigation', { name: en.menu.label });
    await user.click(within(nav).getByRole('button', { name: 'Show topics in My Account' }));
    expect(await within(nav).findByRole('link', { name: 'Creating an account' })).toHaveAttribute(
      'href',
      '/customer-care/category/2',
    );
    expectValidLists(nav);
  });
});
