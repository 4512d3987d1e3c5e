import type { HelpCategory } from '@storefront/shared';
import { buildMenuTree, groupOf, toggleGroup } from './menu-tree';

const groups: HelpCategory[] = [
  {
    id: 1,
    title: { en: 'My Account', kh: 'គណនីរបស់ខ្ញុំ' },
    subCategory: [{ id: 2, title: { en: 'Creating an account', kh: 'ការបង្កើតគណនី' } }],
  },
  {
    id: 31,
    title: { en: 'Shipping & Delivery', kh: 'ការដឹកជញ្ជូន' },
    subCategory: [
      { id: 32, title: { en: 'Delivery fees', kh: 'ថ្លៃដឹកជញ្ជូន' } },
      { id: 33, title: { en: 'Delivery times', kh: '' } },
    ],
  },
];

describe('help menu tree', () => {
  it('links every group and sub-category to its category page, in English', () => {
    expect(buildMenuTree(groups, 'en')).toEqual([
      {
        id: 1,
        title: 'My Account',
        href: '/customer-care/category/1',
        children: [{ id: 2, title: 'Creating an account', href: '/customer-care/category/2', children: [] }],
      },
      {
        id: 31,
        title: 'Shipping & Delivery',
        href: '/customer-care/category/31',
        children: [
          { id: 32, title: 'Delivery fees', href: '/customer-care/category/32', children: [] },
          { id: 33, title: 'Delivery times', href: '/customer-care/category/33', children: [] },
        ],
      },
    ]);
  });

  it('uses Khmer titles in Khmer, English where a Khmer title is missing', () => {
    const tree = buildMenuTree(groups, 'kh');
    expect(tree[1]!.title).toBe('ការដឹកជញ្ជូន');
    expect(tree[1]!.children.map((child) => child.title)).toEqual(['ថ្លៃដឹកជញ្ជូន', 'Delivery times']);
  });

  it('finds the group to open for a group or sub-category id', () => {
    expect(groupOf(groups, 31)).toBe(31);
    expect(groupOf(groups, 33)).toBe(31);
    expect(groupOf(groups, 2)).toBe(1);
    expect(groupOf(groups, 99)).toBeNull();
    expect(groupOf(groups, null)).toBeNull();
  });

  it('keeps one group open at a time', () => {
    expect(toggleGroup(null, 31)).toBe(31);
    expect(toggleGroup(31, 1)).toBe(1);
    expect(toggleGroup(31, 31)).toBeNull();
  });
});
