import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/schema';
import { uploads } from '../content/schema';
import { careColumns, careConstraints, lastActivityColumn } from '../customer-care/columns';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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

/**
 * Help articles (Markdown in both languages), upserted by slug from the seed files. `search`
 * weighs titles A and bodies B so a title match ranks first; Khmer has no spaces between words,
 * so Khmer queries also match substrings of the Khmer columns (trigram indexes).
 */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => helpCategories.id),
    slug: text('slug').notNull().unique(),
    titleEn: text('title_en').notNull(),
    titleKh: text('title_kh').notNull(),
    bodyEn: text('body_en').notNull(),
    bodyKh: text('body_kh').notNull(),
    top: boolean('top').notNull().default(false),
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('simple', coalesce(title_en, '') || ' ' || coalesce(title_kh, '')), 'A') || setweight(to_tsvector('simple', coalesce(body_en, '') || ' ' || coalesce(body_kh, '')), 'B')`,
    ),
  },
  (t) => [
    index('help_articles_search_idx').using('gin', t.search),
    index('help_articles_category_idx').on(t.categoryId, t.position),
    index('help_articles_title_kh_trgm_idx').using('gin', t.titleKh.op('gin_trgm_ops')),
    index('help_articles_body_kh_trgm_idx').using('gin', t.bodyKh.op('gin_trgm_ops')),
  ],
);

/**
 * "Was this helpful?" answers: one per article and voter (`user:<id>` when signed in, else
 * `anon:<id>` from a cookie the API sets); voting again changes the answer. Rows from before
 * voters were recorded have no voter and count once each.
 */
export const helpFeedback = pgTable(
  'help_feedback',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => helpArticles.id, { onDelete: 'cascade' }),
    helpful: boolean('helpful').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    voter: text('voter'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('help_feedback_article_idx').on(t.articleId),
    uniqueIndex('help_feedback_voter_idx').on(t.articleId, t.voter),
  ],
);

/** Contact-us requests; `number` (e.g. 'CS-000042') is what the shopper quotes. */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: serial('id').primaryKey(),
    number: text('number').unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    orderNumber: text('order_number'),
    message: text('message').notNull(),
    attachmentId: integer('attachment_id').references(() => uploads.id),
    /** Follows the care status: a staff reply makes it answered, closing closed, reopening open. */
    status: text('status', { enum: ['open', 'answered', 'closed'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...careColumns(),
    lastActivityAt: lastActivityColumn(),
  },
  (t) => [
    index('support_tickets_user_idx').on(t.userId),
    ...careConstraints('support_tickets', t, t.lastActivityAt),
  ],
);
