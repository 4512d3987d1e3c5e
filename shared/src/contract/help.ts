import { z } from 'zod';
import { localizedSchema, MAX_ROW_ID } from './common';
import { code } from './error-codes';
import { named } from './registry';

// The help centre: the customer-care category tree, its articles, search, "Was this helpful?"
// votes and the contact form (support tickets).

/** A category of the customer-care tree by id and title (a group or a sub-category). */
export const helpCategoryRefSchema = named(
  'HelpCategoryRef',
  z.object({ id: z.number().int(), title: localizedSchema }),
);
export type CategoryRef = z.output<typeof helpCategoryRefSchema>;

/** A group of the customer-care tree with its sub-categories. */
export const helpCategorySchema = named(
  'HelpCategory',
  z.object({
    id: z.number().int(),
    title: localizedSchema,
    subCategory: z.array(helpCategoryRefSchema).describe("The group's sub-categories, in display order"),
  }),
);
export type HelpCategory = z.output<typeof helpCategorySchema>;

/** An article's title and where it sits, without its body. */
export const helpArticleSummarySchema = named(
  'HelpArticleSummary',
  z.object({
    id: z.number().int(),
    slug: z.string(),
    categoryId: z.number().int().describe('The sub-category the article belongs to'),
    title: localizedSchema,
  }),
);
export type ArticleSummary = z.output<typeof helpArticleSummarySchema>;

/** A group with its sub-categories and all their articles, or a sub-category with its articles. */
export const helpCategoryDetailSchema = named(
  'HelpCategoryDetail',
  helpCategoryRefSchema
    .extend({
      group: helpCategoryRefSchema
        .nullable()
        .describe("The sub-category's group; null when the category is itself a group"),
      subCategories: z
        .array(helpCategoryRefSchema)
        .describe("A group's sub-categories; empty for a sub-category"),
      articles: z.array(helpArticleSummarySchema),
    })
    .describe('A group with its sub-categories and all their articles, or a sub-category with its articles'),
);
export type HelpCategoryDetail = z.output<typeof helpCategoryDetailSchema>;

/** One article: its Markdown body in both languages, where it sits, related articles and votes. */
export const helpArticleSchema = named(
  'HelpArticle',
  helpArticleSummarySchema
    .extend({
      body: localizedSchema,
      updatedAt: z.string().describe('When the article last changed (ISO 8601)'),
      category: helpCategoryRefSchema.nullable().describe("The article's sub-category"),
      group: helpCategoryRefSchema.nullable().describe("The sub-category's group"),
      related: z
        .array(helpArticleSummarySchema)
        .describe('Up to five articles of the same sub-category first, then of the rest of its group'),
      votes: z
        .object({
          helpful: z.number().int().describe('How many voters found it helpful'),
          notHelpful: z.number().int().describe('How many voters did not'),
        })
        .describe('"Was this helpful?" answers, one per voter'),
    })
    .describe('A help article; its body is Markdown in English and Khmer'),
);
export type HelpArticle = z.output<typeof helpArticleSchema>;

/** A search result: the article's summary with its matches marked. */
export const helpSearchHitSchema = named(
  'HelpSearchHit',
  helpArticleSummarySchema.extend({
    titleMatch: z.boolean().describe('Whether the title matched (title matches come first)'),
    highlight: z
      .object({ title: localizedSchema, snippet: localizedSchema })
      .describe(
        'The title and a short part of the body as plain text, matches wrapped in <mark>…</mark> (render the marks only, never as HTML)',
      ),
  }),
);
export type SearchHit = z.output<typeof helpSearchHitSchema>;

/** `GET /help/articles`: the top questions, or those of one sub-category. */
export const helpArticlesQuery = z.object({
  top: z.enum(['true', 'false']).optional().describe("'true': only the top questions"),
  categoryId: z.coerce
    .number<number>()
    .int()
    .positive()
    .max(MAX_ROW_ID)
    .optional()
    .describe('Only the articles of this sub-category'),
  limit: z.coerce.number<number>().int().min(1).max(500).default(20).describe('At most this many articles'),
});
export type HelpArticlesQuery = z.input<typeof helpArticlesQuery>;

/** `GET /help/search`. */
export const helpSearchQuery = z.object({
  keyword: z
    .string()
    .trim()
    .min(1, code('help.search_required'))
    .max(100, code('string.too_long_sentence'))
    .describe('The words to find, in English or Khmer'),
  page: z.coerce.number<number>().int().min(1).max(10000).default(1),
  perPage: z.coerce.number<number>().int().min(1).max(50).default(10),
});
export type HelpSearchQuery = z.input<typeof helpSearchQuery>;

/** "Was this helpful?": yes or no. */
export const helpVoteBody = named(
  'HelpVoteBody',
  z.object({ helpful: z.boolean(code('boolean.invalid')).describe('true: helpful; false: not helpful') }),
);
export type HelpVoteBody = z.input<typeof helpVoteBody>;

/** The vote as recorded. */
export const helpVoteSchema = named('HelpVote', z.object({ helpful: z.boolean() }));
export type HelpVote = z.output<typeof helpVoteSchema>;

/** What a contact-us request is about. */
export const CONTACT_TOPICS = [
  'order',
  'payment',
  'delivery',
  'return',
  'refund',
  'wallet',
  'account',
  'other',
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/**
 * The contact form's text fields (`POST /support-tickets`, multipart/form-data, checked by the
 * API's `parseFields`); the optional file part `attachment` is not among them.
 */
export const supportTicketForm = named(
  'SupportTicketForm',
  z
    .object({
      name: z
        .string()
        .trim()
        .min(1, code('form.your_name_required'))
        .max(100, code('string.too_long_sentence')),
      email: z.string().trim().email(code('form.email_invalid')).max(254),
      topic: z.enum(CONTACT_TOPICS, code('contact.topic_required')),
      orderNumber: z
        .string()
        .trim()
        .max(30, code('string.too_long_sentence'))
        .regex(/^$|^[A-Za-z0-9-]+$/, code('contact.order_number_invalid'))
        .optional()
        .describe('The order the request is about, if any (letters, digits and dashes)'),
      message: z
        .string()
        .trim()
        .min(20, code('contact.question_too_short'))
        .max(5000, code('string.too_long_sentence')),
    })
    .describe(
      'The text fields of the contact form (multipart/form-data); a file part "attachment" (JPEG, PNG, WebP or PDF, up to 5 MB) may come along',
    ),
);
export type SupportTicketForm = z.input<typeof supportTicketForm>;

/** The new ticket's number. */
export const supportTicketReceiptSchema = named(
  'SupportTicketReceipt',
  z.object({
    number: z.string().describe("The ticket number the shopper quotes, e.g. 'CS-000042'"),
  }),
);
export type SupportTicketReceipt = z.output<typeof supportTicketReceiptSchema>;
