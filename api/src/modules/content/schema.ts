import { check, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { AFFILIATE_CHANNELS, JOB_EMPLOYMENTS } from '@storefront/shared/contract/content';
import { users } from '../auth/schema';
import { careColumns, careConstraints, lastActivityColumn } from '../customer-care/columns';

/** Files shoppers sent (ticket attachments, seller ID documents, CVs), stored on disk under a
 * random name; `mimeType` is what the bytes are, never what the client claimed. */
export const uploads = pgTable('uploads', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['ticket_attachment', 'seller_id', 'cv'] }).notNull(),
  storedName: text('stored_name').notNull().unique(),
  originalName: text('original_name').notNull(),
  mimeType: text('mime_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Legal and content pages (Markdown in both languages), upserted by slug from the seed files. */
export const contentPages = pgTable('content_pages', {
  slug: text('slug').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleKh: text('title_kh').notNull(),
  summaryEn: text('summary_en').notNull(),
  summaryKh: text('summary_kh').notNull(),
  bodyEn: text('body_en').notNull(),
  bodyKh: text('body_kh').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Site feedback from /feedback. */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    rating: smallint('rating').notNull(),
    message: text('message').notNull(),
    email: text('email'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...careColumns(),
    lastActivityAt: lastActivityColumn(),
  },
  (t) => [
    check('feedback_rating_range', sql`${t.rating} between 1 and 5`),
    ...careConstraints('feedback', t, t.lastActivityAt),
  ],
);

/** Seller sign-ups from /sell, reviewed by the marketplace team. */
export const sellerApplications = pgTable(
  'seller_applications',
  {
    id: serial('id').primaryKey(),
    shopName: text('shop_name').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    province: text('province').notNull(),
    category: text('category').notNull(),
    idDocumentId: integer('id_document_id')
      .notNull()
      .references(() => uploads.id),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...careColumns(),
    lastActivityAt: lastActivityColumn(),
  },
  (t) => careConstraints('seller_applications', t, t.lastActivityAt),
);

/** Applications to the affiliate programme. */
export const affiliateApplications = pgTable(
  'affiliate_applications',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    channel: text('channel', { enum: AFFILIATE_CHANNELS }).notNull(),
    channelUrl: text('channel_url').notNull(),
    audienceSize: text('audience_size').notNull(),
    message: text('message'),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...careColumns(),
    lastActivityAt: lastActivityColumn(),
  },
  (t) => careConstraints('affiliate_applications', t, t.lastActivityAt),
);

/** Job openings on /career, seeded from a small list. */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    team: text('team').notNull(),
    titleEn: text('title_en').notNull(),
    titleKh: text('title_kh').notNull(),
    // English in the original column; Khmer beside it ('' until seeded: the English shows).
    locationEn: text('location').notNull(),
    locationKh: text('location_kh').notNull().default(''),
    employment: text('employment', { enum: JOB_EMPLOYMENTS }).notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionKh: text('description_kh').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('jobs_team_idx').on(t.team, t.position)],
);

export const jobApplications = pgTable(
  'job_applications',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    coverLetter: text('cover_letter'),
    cvId: integer('cv_id')
      .notNull()
      .references(() => uploads.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...careColumns(),
    lastActivityAt: lastActivityColumn(),
  },
  (t) => [
    index('job_applications_job_idx').on(t.jobId),
    ...careConstraints('job_applications', t, t.lastActivityAt),
  ],
);
