import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** The customer-care tree: twelve groups (no parent) and their sub-categories, ids 1–98. */
export const helpCategories = pgTable(
  'help_categories',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    titleEn: text('title_en').notNull(),
    titleKh: text('title_kh').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('help_categories_parent_idx').on(t.parentId)],
);
