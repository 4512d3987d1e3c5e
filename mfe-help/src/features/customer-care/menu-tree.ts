import type { HelpCategory, LocalizedText } from '@storefront/shared';

export interface MenuNode {
  id: number;
  title: string;
  href: string;
  children: MenuNode[];
}

const pick = (text: LocalizedText, language: string) => (language === 'kh' ? text.kh || text.en : text.en);

/** The collapsible menu: each group links to its page, and so does each sub-category. */
export function buildMenuTree(groups: HelpCategory[], language: string): MenuNode[] {
  return groups.map((group) => ({
    id: group.id,
    title: pick(group.title, language),
    href: `/customer-care/category/${group.id}`,
    children: group.subCategory.map((sub) => ({
      id: sub.id,
      title: pick(sub.title, language),
      href: `/customer-care/category/${sub.id}`,
      children: [],
    })),
  }));
}

/** The group to open for a category id (the group itself or its sub-category's parent). */
export function groupOf(groups: HelpCategory[], categoryId: number | null): number | null {
  if (categoryId === null) return null;
  for (const group of groups) {
    if (group.id === categoryId || group.subCategory.some((sub) => sub.id === categoryId)) return group.id;
  }
  return null;
}

/** Opening a group closes the others; toggling the open one closes it. */
export function toggleGroup(open: number | null, groupId: number): number | null {
  return open === groupId ? null : groupId;
}
